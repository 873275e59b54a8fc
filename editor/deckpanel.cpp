#include "deckpanel.h"

#include "dealchancespanel.h"
#include "valuedelegate.h"
#include "wrappingheader.h"

#include "models/deckdifference.h"
#include "models/deckmodel.h"
#include "models/paramtext.h"
#include "models/variantdocument.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QStringDecoder>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <climits>

using namespace Qt::Literals::StringLiterals;
using Word = VariantTexts::DeckWord;

namespace {

QString withoutEllipsis(QString text)
{
    if (text.endsWith(u'…'))
        text.chop(1);
    return text;
}

} // namespace

DeckPanel::DeckPanel(VariantDocument *document, const QString &path, const VariantTexts *texts, QWidget *parent)
    : QWidget(parent), m_document(document), m_texts(texts), m_model(new DeckModel(document, path, texts, this)),
      m_view(new QTableView(this)), m_summary(new QLabel(this)), m_difference(new QLabel(this)),
      m_problems(new QLabel(this)), m_addSuit(new QAction(this)), m_removeSuit(new QAction(this)),
      m_addRank(new QAction(this)), m_removeRank(new QAction(this)), m_import(new QAction(this)),
      m_export(new QAction(this)), m_copy(new QAction(this)), m_paste(new QAction(this)), m_clear(new QAction(this)),
      m_chances(new DealChancesPanel(document, m_model, this))
{
    // In this order: Tab follows the order the widgets are made and laid out.
    setUpTable();
    setUpActions();
    QToolBar *tools = createToolBar();
    setUpNotes();
    layOut(tools);
    connectSignals();
    retranslate();
}

void DeckPanel::setUpTable()
{
    m_view->setObjectName(u"deckTable"_s);
    m_view->setModel(m_model);
    m_view->setItemDelegate(new ValueDelegate(m_view));
    m_view->setHorizontalHeader(new WrappingHeader(m_view));
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_view->setSelectionMode(QAbstractItemView::ContiguousSelection);
}

void DeckPanel::setUpActions()
{
    m_addSuit->setObjectName(u"addSuitAction"_s);
    m_removeSuit->setObjectName(u"removeSuitAction"_s);
    m_addRank->setObjectName(u"addRankAction"_s);
    m_removeRank->setObjectName(u"removeRankAction"_s);
    m_import->setObjectName(u"importCsvAction"_s);
    m_export->setObjectName(u"exportCsvAction"_s);
    // Spreadsheet keys, while the table has the focus.
    m_copy->setShortcut(QKeySequence::Copy);
    m_paste->setShortcut(QKeySequence::Paste);
    m_clear->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    for (QAction *action : {m_copy, m_paste, m_clear}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(action);
    }
}

// Suits (for a deck that has them), ranks, CSV.
QToolBar *DeckPanel::createToolBar()
{
    auto *tools = new QToolBar(this);
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addActions({m_addSuit, m_removeSuit});
    tools->addSeparator();
    tools->addActions({m_addRank, m_removeRank});
    tools->addSeparator();
    tools->addActions({m_import, m_export});
    if (!m_model->shape().suited) {
        m_addSuit->setVisible(false);
        m_removeSuit->setVisible(false);
    }
    return tools;
}

// The lines under the table: the deck's size, its difference from the base, its problems.
void DeckPanel::setUpNotes()
{
    QPalette warning = m_problems->palette();
    warning.setColor(QPalette::WindowText, QColor(200, 30, 30));
    m_problems->setPalette(warning);
    m_problems->setWordWrap(true);
    m_problems->setObjectName(u"deckProblems"_s);
    m_summary->setObjectName(u"deckSummary"_s);
    m_difference->setObjectName(u"deckDifference"_s);
    m_difference->setWordWrap(true);
}

void DeckPanel::layOut(QToolBar *tools)
{
    // The counts with what they say above, the chances they give below.
    auto *counts = new QWidget(this);
    auto *countsLayout = new QVBoxLayout(counts);
    countsLayout->setContentsMargins(0, 0, 0, 0);
    countsLayout->addWidget(m_view, 1);
    countsLayout->addWidget(m_summary);
    countsLayout->addWidget(m_difference);
    countsLayout->addWidget(m_problems);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    split->addWidget(counts);
    split->addWidget(m_chances);
    // The chances take what their rows need (DealChancesPanel), the counts the
    // rest; both tables ask for the height of their rows.
    m_view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tools);
    layout->addWidget(split, 1);
}

void DeckPanel::connectSignals()
{
    connect(m_addSuit, &QAction::triggered, this, &DeckPanel::addSuit);
    connect(m_removeSuit, &QAction::triggered, this,
        [this] { m_model->removeSuit(m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1); });
    connect(m_addRank, &QAction::triggered, this, &DeckPanel::addRank);
    connect(m_removeRank, &QAction::triggered, this,
        [this] { m_model->removeRank(m_view->currentIndex().isValid() ? m_view->currentIndex().column() : -1); });
    connect(m_import, &QAction::triggered, this, &DeckPanel::importCsv);
    connect(m_export, &QAction::triggered, this, &DeckPanel::exportCsv);
    connect(m_copy, &QAction::triggered, this, &DeckPanel::copy);
    connect(m_paste, &QAction::triggered, this, &DeckPanel::paste);
    connect(m_clear, &QAction::triggered, this, &DeckPanel::clearSelection);

    connect(m_model, &QAbstractItemModel::modelReset, this, &DeckPanel::updateActions);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &DeckPanel::updateSummary);
    connect(m_model, &QAbstractItemModel::modelReset, this, &DeckPanel::updateSummary);
    connect(m_document, &VariantDocument::validated, this, &DeckPanel::updateSummary);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &DeckPanel::updateActions);
    // A reset replaces the selection model's indexes: follow again.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &DeckPanel::updateActions,
            Qt::UniqueConnection);
    });
}

QString DeckPanel::path() const
{
    return m_model->path();
}

QList<QAction *> DeckPanel::deckActions() const
{
    QList<QAction *> actions;
    if (m_model->shape().suited)
        actions << m_addSuit << m_removeSuit;
    actions << m_addRank << m_removeRank << m_import << m_export;
    return actions;
}

void DeckPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DeckPanel::retranslate()
{
    m_addSuit->setText(ParamText::deckWord(m_texts, Word::AddSuit));
    m_removeSuit->setText(ParamText::deckWord(m_texts, Word::RemoveSuit));
    m_addRank->setText(ParamText::deckWord(m_texts, Word::AddRank));
    m_removeRank->setText(ParamText::deckWord(m_texts, Word::RemoveRank));
    m_import->setText(tr("Import CSV…"));
    m_import->setToolTip(tr("Read the deck from a spreadsheet saved as CSV"));
    m_export->setText(tr("Export CSV…"));
    m_export->setToolTip(tr("Write the deck as CSV, for a spreadsheet"));
    m_copy->setText(tr("Copy"));
    m_paste->setText(tr("Paste"));
    m_clear->setText(tr("Clear"));
    m_model->retranslate();
    updateActions();
    updateSummary();
}

void DeckPanel::updateActions()
{
    const QModelIndex current = m_view->currentIndex();
    m_addSuit->setEnabled(m_model->canAddSuit());
    m_removeSuit->setEnabled(current.isValid() && current.row() < m_model->suitCount() && m_model->suitCount() > 1);
    m_removeRank->setEnabled(current.isValid() && current.column() < m_model->rankCount());
}

void DeckPanel::updateSummary()
{
    m_summary->setText(tr("The deck: %n card(s).", nullptr, m_model->deck().size()));
    const houserules::ParamValue *base = m_document->baseValue(path().toStdString());
    houserules::Deck now = m_model->deck();
    now.dropEmptyRanks();
    const QString difference
        = base ? DeckDifference::describe(std::get<houserules::Deck>(*base), now, m_texts) : QString();
    m_difference->setText(difference.isEmpty() ? QString() : tr("Against the base: %1").arg(difference));
    m_difference->setVisible(!difference.isEmpty());
    QStringList problems;
    for (const auto &diagnostic : m_document->diagnostics()) {
        const houserules::ParamSpec *spec = m_document->schema().owner(diagnostic.keyPath);
        if (spec && QString::fromStdString(spec->path) == path())
            problems << ParamText::problem(m_texts, diagnostic);
    }
    m_problems->setText(problems.join(u'\n'));
    m_problems->setVisible(!problems.isEmpty());
}

void DeckPanel::selectSuit(const QString &suit)
{
    const int row = m_model->deck().findSuit(suit.toStdString());
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row, 0));
}

void DeckPanel::addSuit()
{
    QDialog dialog(this);
    dialog.setWindowTitle(withoutEllipsis(ParamText::deckWord(m_texts, Word::AddSuit)));
    auto *name = new QLineEdit(&dialog);
    name->setObjectName(u"suitName"_s);
    name->setValidator(new QRegularExpressionValidator(QRegularExpression(u"[a-z0-9_-]+"_s), name));
    auto *copyFrom = new QComboBox(&dialog);
    copyFrom->setObjectName(u"copyFrom"_s);
    for (const auto &suit : m_model->deck().suits)
        copyFrom->addItem(ParamText::suitName(m_texts, suit));
    copyFrom->addItem(tr("No cards"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    auto *form = new QFormLayout(&dialog);
    form->addRow(tr("&Name (as the file writes it):"), name);
    form->addRow(tr("&Start with the cards of:"), copyFrom);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const int from = copyFrom->currentIndex() < m_model->suitCount() ? copyFrom->currentIndex() : -1;
    if (!m_model->addSuit(name->text(), from, &error))
        QMessageBox::warning(this, dialog.windowTitle(), error);
}

void DeckPanel::addRank()
{
    const houserules::DeckShape &shape = m_model->shape();
    QDialog dialog(this);
    dialog.setWindowTitle(withoutEllipsis(ParamText::deckWord(m_texts, Word::AddRank)));
    auto *valueChoice = new QRadioButton(tr("A &value:"), &dialog);
    auto *value = new QSpinBox(&dialog);
    value->setObjectName(u"rankValue"_s);
    value->setRange(shape.minValue, shape.maxValue);
    int highest = shape.minValue - 1;
    for (const auto &rank : m_model->deck().ranks)
        if (rank.value)
            highest = std::max(highest, *rank.value);
    value->setValue(std::min(highest + 1, shape.maxValue));
    auto *nameChoice = new QRadioButton(tr("A &named card:"), &dialog);
    auto *name = new QComboBox(&dialog);
    for (const QString &id : m_model->missingNames())
        name->addItem(ParamText::rankName(m_texts, {id.toStdString(), std::nullopt}), id);
    auto *count = new QSpinBox(&dialog);
    count->setObjectName(u"rankCount"_s);
    count->setRange(0, shape.maxCount);
    count->setValue(1);
    auto *group = new QButtonGroup(&dialog);
    group->addButton(valueChoice);
    group->addButton(nameChoice);
    valueChoice->setVisible(shape.numbers);
    value->setVisible(shape.numbers);
    nameChoice->setVisible(name->count() > 0);
    name->setVisible(name->count() > 0);
    (shape.numbers ? valueChoice : nameChoice)->setChecked(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    auto *form = new QFormLayout(&dialog);
    form->addRow(valueChoice, value);
    form->addRow(nameChoice, name);
    form->addRow(shape.suited ? tr("&Cards of it in each row:") : tr("&Cards of it:"), count);
    form->addRow(buttons);
    connect(value, &QSpinBox::valueChanged, valueChoice, [valueChoice] { valueChoice->setChecked(true); });
    connect(name, &QComboBox::activated, nameChoice, [nameChoice] { nameChoice->setChecked(true); });
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString rank = valueChoice->isChecked() ? QString::number(value->value()) : name->currentData().toString();
    QString error;
    if (!m_model->addRank(rank, count->value(), &error))
        QMessageBox::warning(this, dialog.windowTitle(), error);
}

void DeckPanel::copy()
{
    const QModelIndexList selected = m_view->selectionModel()->selectedIndexes();
    if (selected.isEmpty())
        return;
    int top = INT_MAX, left = INT_MAX, bottom = 0, right = 0;
    for (const QModelIndex &index : selected) {
        top = std::min(top, index.row());
        left = std::min(left, index.column());
        bottom = std::max(bottom, index.row());
        right = std::max(right, index.column());
    }
    // Tab-separated, as spreadsheets copy and paste cells.
    QStringList lines;
    for (int row = top; row <= bottom; ++row) {
        QStringList cells;
        for (int column = left; column <= right; ++column)
            cells << m_model->index(row, column).data(Qt::EditRole).toString();
        lines << cells.join(u'\t');
    }
    QApplication::clipboard()->setText(lines.join(u'\n') + u'\n');
}

void DeckPanel::paste()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    QList<QStringList> rows;
    for (const QString &line : QApplication::clipboard()->text().split(u'\n')) {
        QString trimmed = line;
        if (trimmed.endsWith(u'\r'))
            trimmed.chop(1);
        if (!trimmed.isEmpty())
            rows << trimmed.split(u'\t');
    }
    if (!rows.isEmpty() && !m_model->setCounts(current.row(), current.column(), rows))
        QMessageBox::warning(this, tr("Paste"),
            tr("The cells cannot be pasted here: they reach beyond the table or hold something other than numbers of "
               "cards from 0 to %1.")
                .arg(m_model->shape().maxCount));
}

void DeckPanel::clearSelection()
{
    const QModelIndexList selected = m_view->selectionModel()->selectedIndexes();
    if (selected.isEmpty())
        return;
    int top = INT_MAX, left = INT_MAX, bottom = 0, right = 0;
    for (const QModelIndex &index : selected) {
        top = std::min(top, index.row());
        left = std::min(left, index.column());
        bottom = std::max(bottom, index.row());
        right = std::max(right, index.column());
    }
    // The totals are not counts: a selection reaching them clears up to them.
    bottom = std::min(bottom, m_model->suitCount() - 1);
    right = std::min(right, m_model->rankCount() - 1);
    if (top > bottom || left > right)
        return;
    const QList<QStringList> zeros(bottom - top + 1, QStringList(right - left + 1, u"0"_s));
    m_model->setCounts(top, left, zeros);
}

QStringList DeckPanel::importFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(fileName), file.errorString())};
    const QByteArray bytes = file.readAll();
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return {tr("%1 is not text in UTF-8: save it from the spreadsheet as “CSV UTF-8”.")
                    .arg(QDir::toNativeSeparators(fileName))};
    DeckModel::CsvImport result = m_model->importCsv(text);
    if (!result.lacking.isEmpty() && confirmRemoving(fileName, result.lacking))
        result = m_model->importCsv(text, DeckModel::Lacking::Remove);
    return result.errors;
}

bool DeckPanel::confirmRemoving(const QString &fileName, const QStringList &lacking)
{
    QMessageBox box(QMessageBox::Question, tr("Import the deck"),
        tr("%1 leaves out cards the deck has: %2.").arg(QFileInfo(fileName).fileName(), lacking.join(u", "_s)),
        QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(u"removeLackingBox"_s);
    box.setInformativeText(tr("Remove them from the deck? With No, the deck stays as it is."));
    box.setDefaultButton(QMessageBox::No);
    box.button(QMessageBox::Yes)->setText(tr("Remove them"));
    box.button(QMessageBox::No)->setText(tr("Keep the deck"));
    return box.exec() == QMessageBox::Yes;
}

bool DeckPanel::exportFile(const QString &fileName, QString *error)
{
    QSaveFile file(fileName);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(m_model->toCsv().toUtf8());
        if (file.commit())
            return true;
    }
    if (error)
        *error = file.errorString();
    return false;
}

void DeckPanel::importCsv()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Import the deck"),
        QFileInfo(m_document->fileName()).absolutePath(), tr("CSV files (*.csv *.txt);;All files (*)"));
    if (file.isEmpty())
        return;
    const QStringList errors = importFile(file);
    if (errors.isEmpty())
        return;
    QMessageBox box(QMessageBox::Warning, tr("Import the deck"),
        tr("%1 cannot be used as this deck; nothing was changed.").arg(QFileInfo(file).fileName()), QMessageBox::Ok,
        this);
    box.setInformativeText(errors.join(u'\n'));
    box.exec();
}

void DeckPanel::exportCsv()
{
    const QString proposed = QFileInfo(m_document->fileName()).absolutePath() + u'/'
        + (m_document->fileName().isEmpty() ? u"deck"_s : QFileInfo(m_document->fileName()).completeBaseName())
        + u".csv"_s;
    QString file = QFileDialog::getSaveFileName(this, tr("Export the deck"), proposed, tr("CSV files (*.csv)"));
    if (file.isEmpty())
        return;
    if (!file.endsWith(u".csv"_s))
        file += u".csv"_s;
    QString error;
    if (!exportFile(file, &error))
        QMessageBox::warning(this, tr("Export the deck"),
            tr("The deck could not be written to %1:\n%2").arg(QDir::toNativeSeparators(file), error));
}
