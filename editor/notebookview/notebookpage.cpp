#include "notebookpage.h"

#include "notebooklistmodel.h"

#include "lab/labrunner.h"
#include "lab/windowsize.h"
#include "notebook/notebookexport.h"

#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSqlError>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace {

// How often the shown list asks whether another program kept a run: a
// query SQLite answers without reading a page.
constexpr int kWatchMilliseconds = 1500;

} // namespace

NotebookPage::NotebookPage(std::shared_ptr<Notebook> notebook, QWidget *parent)
    : QWidget(parent), m_notebook(std::move(notebook)), m_model(new NotebookListModel(this)),
      m_runner(new LabRunner(this))
{
    connect(m_runner, &LabRunner::progressed, this, [this](qint64 done, qint64 total) {
        m_progress->setMaximum(int(std::min<qint64>(total, 1'000'000'000)));
        m_progress->setValue(int(std::min<qint64>(done, 1'000'000'000)));
    });
    connect(m_runner, &LabRunner::finished, this, &NotebookPage::onWorkFinished);
    buildUi();
    // A page of the notebook that fails to read (one too large to check at
    // opening) is said above the list, never shown as fewer runs in silence.
    connect(m_model, &QAbstractItemModel::modelReset, this, &NotebookPage::updateBanner);
    connect(m_model, &QAbstractItemModel::modelReset, this, &NotebookPage::updateCount);
    // Runs the CLI or another window keeps show up while the list is in sight.
    m_watch = new QTimer(this);
    m_watch->setInterval(kWatchMilliseconds);
    connect(m_watch, &QTimer::timeout, this, &NotebookPage::checkForOutsideChanges);
    m_model->setNotebook(m_notebook.get());
    updateGames();
    retranslate();
    updateActions();
}

NotebookPage::~NotebookPage() = default;

// The page from top to bottom; the order the parts join the layout is the
// order Tab walks them, so it stays the order they are seen in.
void NotebookPage::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createBanner());
    layout->addLayout(createFilterBar());
    layout->addWidget(createRunList(), 1);
    layout->addLayout(createNoteRow());
    layout->addLayout(createActionBar());
    layout->addWidget(createStatusLine());
    layout->addWidget(createLocationLine());
    connectSignals();
}

QLabel *NotebookPage::createBanner()
{
    m_banner = new QLabel;
    m_banner->setObjectName(u"notebookBanner"_s);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(
        u"QLabel { background: #fff4ce; color: #3d3000; border: 1px solid #e0c46c; padding: 6px; }"_s);
    return m_banner;
}

// Game, period and search, and how many runs they let through.
QHBoxLayout *NotebookPage::createFilterBar()
{
    auto *filters = new QHBoxLayout;
    m_gameLabel = new QLabel;
    m_game = new QComboBox;
    m_game->setObjectName(u"notebookGame"_s);
    m_game->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_gameLabel->setBuddy(m_game);
    m_periodLabel = new QLabel;
    m_periodBox = new QComboBox;
    m_periodBox->setObjectName(u"notebookPeriod"_s);
    m_periodLabel->setBuddy(m_periodBox);
    for (int i = 0; i < 4; ++i) // one per Period, named in retranslate()
        m_periodBox->addItem(QString());
    m_searchLabel = new QLabel;
    m_search = new QLineEdit;
    m_search->setObjectName(u"notebookSearch"_s);
    m_search->setClearButtonEnabled(true);
    m_searchLabel->setBuddy(m_search);
    for (QWidget *w : std::initializer_list<QWidget *> {m_gameLabel, m_game, m_periodLabel, m_periodBox, m_searchLabel})
        filters->addWidget(w);
    filters->addWidget(m_search, 1);
    m_count = new QLabel;
    m_count->setObjectName(u"notebookCount"_s);
    filters->addWidget(m_count);
    return filters;
}

QTableView *NotebookPage::createRunList()
{
    m_view = new QTableView;
    m_view->setObjectName(u"notebookRuns"_s);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->setWordWrap(false);
    return m_view;
}

QHBoxLayout *NotebookPage::createNoteRow()
{
    auto *noteRow = new QHBoxLayout;
    m_noteLabel = new QLabel;
    m_note = new QLineEdit;
    m_note->setObjectName(u"notebookNote"_s);
    m_noteLabel->setBuddy(m_note);
    noteRow->addWidget(m_noteLabel);
    noteRow->addWidget(m_note, 1);
    return noteRow;
}

// The actions on the chosen runs, then the progress and Cancel of the work
// on a thread (hidden until there is some).
QHBoxLayout *NotebookPage::createActionBar()
{
    auto *actions = new QHBoxLayout;
    m_open = new QPushButton;
    m_open->setObjectName(u"notebookOpen"_s);
    m_compare = new QPushButton;
    m_compare->setObjectName(u"notebookCompare"_s);
    m_rerun = new QPushButton;
    m_rerun->setObjectName(u"notebookRerun"_s);
    m_export = new QPushButton;
    m_export->setObjectName(u"notebookExport"_s);
    m_export->setMenu(new QMenu(m_export));
    m_delete = new QPushButton;
    m_delete->setObjectName(u"notebookDelete"_s);
    m_progress = new QProgressBar;
    m_progress->setObjectName(u"notebookProgress"_s);
    m_progress->setMaximumWidth(220);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel = new QPushButton;
    m_cancel->setObjectName(u"notebookCancel"_s);
    m_cancel->hide();
    for (QPushButton *b : {m_open, m_compare, m_rerun, m_export, m_delete})
        actions->addWidget(b);
    actions->addSpacing(16);
    actions->addWidget(m_progress);
    actions->addWidget(m_cancel);
    actions->addStretch(1);
    return actions;
}

QLabel *NotebookPage::createStatusLine()
{
    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(u"notebookStatus"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return m_statusLabel;
}

QLabel *NotebookPage::createLocationLine()
{
    m_location = new QLabel;
    m_location->setObjectName(u"notebookLocation"_s);
    m_location->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_location->setEnabled(false); // a quiet line: where the runs are kept
    return m_location;
}

void NotebookPage::connectSignals()
{
    connect(m_game, &QComboBox::activated, this, &NotebookPage::applyFilter);
    connect(m_periodBox, &QComboBox::activated, this, [this](int index) {
        m_period = Period(index);
        applyFilter();
    });
    connect(m_search, &QLineEdit::textChanged, this, &NotebookPage::applyFilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &NotebookPage::onSelectionChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, &NotebookPage::onSelectionChanged);
    // Widths from the rows fetched so far (the view measures what it shows,
    // never every row); the note takes the rest.
    connect(m_model, &QAbstractItemModel::modelReset, this, &NotebookPage::fitColumns);
    m_view->viewport()->installEventFilter(this); // its width changes: the columns fit again
    connect(m_view, &QAbstractItemView::doubleClicked, this, [this] { openSelected(); });
    connect(m_note, &QLineEdit::editingFinished, this, &NotebookPage::saveNote);
    connect(m_open, &QPushButton::clicked, this, [this] { openSelected(); });
    connect(m_compare, &QPushButton::clicked, this, [this] { compareSelected(); });
    connect(m_rerun, &QPushButton::clicked, this, [this] { rerunSelected(); });
    connect(m_delete, &QPushButton::clicked, this, &NotebookPage::askRemove);
    connect(m_cancel, &QPushButton::clicked, this, &NotebookPage::cancel);
}

void NotebookPage::retranslate()
{
    m_gameLabel->setText(tr("&Game:"));
    m_periodLabel->setText(tr("&Period:"));
    m_searchLabel->setText(tr("&Search:"));
    m_search->setPlaceholderText(tr("in the rules and the notes"));
    m_periodBox->setItemText(int(Period::All), tr("All runs"));
    m_periodBox->setItemText(int(Period::Today), tr("Today"));
    m_periodBox->setItemText(int(Period::Week), tr("Last 7 days"));
    m_periodBox->setItemText(int(Period::Month), tr("Last 30 days"));
    m_noteLabel->setText(tr("&Note:"));
    m_view->setAccessibleName(tr("Runs in the notebook"));
    m_note->setPlaceholderText(tr("Your own words on the chosen run (saved when you press Enter or leave the field)"));
    m_open->setText(tr("&Open"));
    m_open->setToolTip(tr("The chosen run's results, as the lab showed them"));
    m_compare->setText(tr("&Compare"));
    m_compare->setToolTip(tr("Two chosen runs of one game, the first minus the second"));
    m_rerun->setText(tr("&Rerun"));
    m_rerun->setToolTip(tr("Play the chosen run again exactly and check that the result is identical"));
    m_export->setText(tr("&Export"));
    QMenu *menu = m_export->menu();
    menu->clear();
    menu->addAction(tr("As &JSON (with the results)…"), this, [this] { askExport(u"json"_s); });
    menu->addAction(tr("As &CSV (the list)…"), this, [this] { askExport(u"csv"_s); });
    m_delete->setText(tr("&Delete…"));
    m_cancel->setText(tr("Cancel"));
    updateGames(); // "All games"
    updateBanner();
    if (m_notebook)
        m_location->setText(tr("The notebook: %1")
                                .arg(Notebook::isPostgresql(m_notebook->location())
                                        ? m_notebook->location()
                                        : QDir::toNativeSeparators(m_notebook->location())));
    m_statusLabel->setText(status());
    m_model->refresh(); // the dates and names in the new language
}

bool NotebookPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

// Widths from the rows fetched so far (the view measures what it shows,
// never every row). When they are wider than the view, the widest columns
// give way, down to a few characters (their text is elided, whole in its
// tooltip), so that the table never scrolls sideways; the note takes the rest.
void NotebookPage::fitColumns()
{
    m_view->resizeColumnsToContents();
    const int least = m_view->fontMetrics().averageCharWidth() * 8;
    const int room = m_view->viewport()->width();
    const int columns = NotebookListModel::NoteColumn; // all but the note, which stretches
    for (int guard = 0; guard < 4 * columns; ++guard) {
        // The note's share: the last section stretches into what is left,
        // but not below its heading or a default section's width.
        int total = std::max({least, m_view->horizontalHeader()->sectionSizeHint(columns),
            m_view->horizontalHeader()->defaultSectionSize()});
        int widest = -1, second = 0;
        for (int c = 0; c < columns; ++c) {
            const int w = m_view->columnWidth(c);
            total += w;
            if (widest < 0 || w > m_view->columnWidth(widest)) {
                second = widest < 0 ? 0 : m_view->columnWidth(widest);
                widest = c;
            } else {
                second = std::max(second, w);
            }
        }
        const int excess = total - room;
        const int width = m_view->columnWidth(widest);
        if (excess <= 0 || width <= least)
            return;
        m_view->setColumnWidth(widest, std::max({least, second, width - excess}));
        if (m_view->columnWidth(widest) == width) // level with the next: both give way
            m_view->setColumnWidth(widest, std::max(least, width - std::max(1, excess / 2)));
    }
}

void NotebookPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void NotebookPage::showEvent(QShowEvent *event)
{
    refresh(); // runs kept by other windows and programs meanwhile
    if (m_notebook)
        m_stamp = m_notebook->changeStamp();
    m_watch->start();
    QWidget::showEvent(event);
}

void NotebookPage::hideEvent(QHideEvent *event)
{
    m_watch->stop(); // nobody looks: the next showEvent() refreshes
    QWidget::hideEvent(event);
}

void NotebookPage::checkForOutsideChanges()
{
    if (!m_notebook)
        return;
    const QString stamp = m_notebook->changeStamp();
    if (stamp == m_stamp)
        return;
    m_stamp = stamp;
    refresh();
}

void NotebookPage::updateCount()
{
    const NotebookFilter filter = m_model->filter();
    const qint64 runs = m_notebook ? m_notebook->count(filter) : -1;
    const bool filtered = !filter.game.isEmpty() || !filter.text.trimmed().isEmpty() || filter.since.isValid()
        || filter.until.isValid();
    if (runs < 0)
        m_count->clear();
    else if (filtered)
        //: Beside the notebook's filters: how many runs the game, period and search let through.
        m_count->setText(tr("%n run(s) match", nullptr, int(runs)));
    else
        //: Beside the notebook's filters: how many runs the notebook holds.
        m_count->setText(tr("%n run(s)", nullptr, int(runs)));
}

void NotebookPage::setGameTitles(std::function<QString(const QString &)> titles)
{
    m_gameTitles = titles;
    m_model->setGameNames(std::move(titles));
    updateGames();
    m_model->refresh();
}

void NotebookPage::setFigureTexts(std::function<const FigureTexts *(const QString &)> texts)
{
    m_figureTexts = std::move(texts);
}

void NotebookPage::setVariantTexts(std::function<const VariantTexts *(const QString &)> texts)
{
    m_variantTexts = std::move(texts);
}

const VariantTexts *NotebookPage::variantTextsFor(const QString &game) const
{
    return m_variantTexts ? m_variantTexts(game) : nullptr;
}

const FigureTexts *NotebookPage::textsFor(const QString &game) const
{
    return m_figureTexts ? m_figureTexts(game) : nullptr;
}

void NotebookPage::updateBanner()
{
    QString text;
    if (!m_notebook) {
        text = tr("There is no notebook: runs are not kept.");
    } else {
        switch (m_notebook->status()) {
        case Notebook::Status::Open:
            if (const QSqlError error = m_model->lastError(); error.isValid())
                text = tr("The notebook could not be read whole, so runs are missing from this list: %1")
                           .arg(error.text());
            break;
        case Notebook::Status::ReadOnly:
            text = tr("The notebook is open read-only: it is held by %1. Its runs can be opened, compared, rerun "
                      "and exported, but nothing new is kept, notes cannot be changed and runs cannot be deleted. "
                      "Close the other window or program and open the editor again to write to it.")
                       .arg(m_notebook->holder());
            break;
        case Notebook::Status::NewerVersion:
            text = tr("The notebook was written by a newer version of Houserules (its version %1, this program's "
                      "%2): it is open read-only, and nothing new is kept.")
                       .arg(m_notebook->schemaVersion())
                       .arg(Notebook::kSchemaVersion);
            break;
        case Notebook::Status::SetAside:
            text = tr("The notebook could not be read (%1). It was set aside as %2, where it is kept for you, and a "
                      "new notebook was started.")
                       .arg(m_notebook->error(), QDir::toNativeSeparators(m_notebook->setAsideAs()));
            text += u' '
                + tr("To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out "
                     "runs.json")
                      .arg(QDir::toNativeSeparators(m_notebook->setAsideAs()));
            break;
        case Notebook::Status::Failed:
            text = tr("The notebook cannot be opened: %1").arg(m_notebook->error());
            break;
        }
    }
    m_banner->setText(text);
    m_banner->setVisible(!text.isEmpty());
}

void NotebookPage::updateGames()
{
    const QString chosen = m_game->currentData().toString();
    m_game->clear();
    m_game->addItem(tr("All games"), QString());
    if (m_notebook)
        for (const QString &game : m_notebook->games())
            m_game->addItem(m_gameTitles ? m_gameTitles(game) : game, game);
    const int index = m_game->findData(chosen);
    m_game->setCurrentIndex(index < 0 ? 0 : index);
}

void NotebookPage::applyFilter()
{
    NotebookFilter filter;
    filter.game = m_game->currentData().toString();
    filter.text = m_search->text();
    const QDateTime now = QDateTime::currentDateTime();
    switch (m_period) {
    case Period::All:
        break;
    case Period::Today:
        filter.since = QDateTime(now.date(), QTime(0, 0)); // local midnight
        break;
    case Period::Week:
        filter.since = now.addDays(-7);
        break;
    case Period::Month:
        filter.since = now.addDays(-30);
        break;
    }
    m_model->setFilter(filter);
}

void NotebookPage::setGameFilter(const QString &game)
{
    updateGames();
    const int index = m_game->findData(game);
    m_game->setCurrentIndex(index < 0 ? 0 : index);
    applyFilter();
}

void NotebookPage::setSearchText(const QString &text)
{
    m_search->setText(text); // filters as it changes
}

void NotebookPage::setPeriod(Period period)
{
    m_period = period;
    m_periodBox->setCurrentIndex(int(period));
    applyFilter();
}

void NotebookPage::refresh()
{
    const QStringList chosen = selectedIds();
    updateGames();
    applyFilter();
    select(chosen);
}

QStringList NotebookPage::selectedIds() const
{
    QStringList ids;
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &row : std::as_const(rows))
        ids << m_model->idAt(row.row());
    return ids;
}

void NotebookPage::select(const QStringList &ids)
{
    QItemSelection selection;
    // Among the rows fetched so far: a run further down is not looked for.
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (ids.contains(m_model->idAt(row)))
            selection.select(m_model->index(row, 0), m_model->index(row, NotebookListModel::ColumnCount - 1));
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
}

void NotebookPage::onSelectionChanged()
{
    const QStringList ids = selectedIds();
    m_noteId = ids.size() == 1 ? ids.front() : QString();
    QString note;
    if (!m_noteId.isEmpty())
        for (const QModelIndex &row : m_view->selectionModel()->selectedRows())
            note = m_model->data(m_model->index(row.row(), NotebookListModel::NoteColumn)).toString();
    m_note->setText(note);
    updateActions();
}

void NotebookPage::updateActions()
{
    const int chosen = int(selectedIds().size());
    const bool readable = m_notebook && m_notebook->canRead();
    const bool writable = readable && m_notebook->canWrite();
    const bool working = isWorking();
    m_open->setEnabled(readable && chosen == 1);
    m_compare->setEnabled(readable && chosen == 2 && !working);
    m_rerun->setEnabled(readable && chosen == 1 && !working);
    m_export->setEnabled(readable && chosen >= 1);
    m_delete->setEnabled(writable && chosen >= 1 && !working);
    m_note->setEnabled(writable && chosen == 1);
    m_game->setEnabled(readable);
    m_search->setEnabled(readable);
    m_periodBox->setEnabled(readable);
    m_progress->setVisible(working);
    m_cancel->setVisible(working);
}

void NotebookPage::setStatus(std::function<QString()> text)
{
    m_status = std::move(text);
    m_statusLabel->setText(status());
}

QString NotebookPage::status() const
{
    return m_status ? m_status() : QString();
}

// ---- Writing ----------------------------------------------------------------------------

bool NotebookPage::setNoteOfSelected(const QString &note)
{
    const QStringList ids = selectedIds();
    if (ids.size() != 1 || !m_notebook || !m_notebook->canWrite()) {
        setStatus([] { return tr("Choose one run to keep a note with it."); });
        return false;
    }
    if (!m_notebook->setNote(ids.front(), note)) {
        const QString error = m_notebook->error();
        setStatus([error] { return tr("The note was not saved: %1").arg(error); });
        return false;
    }
    setStatus([] { return tr("Note saved."); });
    m_model->refresh();
    select(ids);
    return true;
}

void NotebookPage::saveNote()
{
    if (m_noteId.isEmpty() || selectedIds() != QStringList {m_noteId})
        return;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty()
        || m_model->data(m_model->index(rows.front().row(), NotebookListModel::NoteColumn)).toString()
            == m_note->text())
        return; // unchanged
    setNoteOfSelected(m_note->text());
}

bool NotebookPage::removeSelected()
{
    const QStringList ids = selectedIds();
    if (ids.isEmpty() || !m_notebook || !m_notebook->canWrite())
        return false;
    if (!m_notebook->remove(ids)) {
        const QString error = m_notebook->error();
        setStatus([error] { return tr("The runs were not deleted: %1").arg(error); });
        return false;
    }
    const int count = int(ids.size());
    setStatus([count] { return tr("%n run(s) deleted.", nullptr, count); });
    refresh();
    return true;
}

void NotebookPage::askRemove()
{
    const int count = int(selectedIds().size());
    if (count == 0)
        return;
    const auto answer = QMessageBox::question(this, tr("Delete runs"),
        tr("Delete %n run(s) from the notebook, with their results? This cannot be undone.", nullptr, count),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        removeSelected();
}

bool NotebookPage::exportSelected(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix != u"json"_s && suffix != u"csv"_s) {
        setStatus([suffix] { return tr("Runs are exported as .json or .csv, not .%1.").arg(suffix); });
        return false;
    }
    std::vector<NotebookEntry> entries;
    for (const QString &id : selectedIds()) {
        auto entry = m_notebook->run(id);
        if (!entry) {
            const QString error = m_notebook->error();
            setStatus([error] { return tr("Could not export: %1").arg(error); });
            return false;
        }
        entries.push_back(std::move(*entry));
    }
    QString error;
    if (entries.empty() || !exportEntries(entries, suffix == u"csv"_s ? Format::Csv : Format::Json, fileName, &error)) {
        setStatus(
            [fileName, error] { return tr("Could not write %1: %2").arg(QDir::toNativeSeparators(fileName), error); });
        return false;
    }
    const int count = int(entries.size());
    setStatus([fileName, count] {
        return tr("%n run(s) exported to %1.", nullptr, count).arg(QDir::toNativeSeparators(fileName));
    });
    return true;
}

void NotebookPage::askExport(const QString &suffix)
{
    const QString name = u"notebook-runs."_s + suffix;
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Export runs"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(name),
        suffix == u"json"_s ? tr("JSON files (*.json)") : tr("CSV files (*.csv)"));
    if (!fileName.isEmpty())
        exportSelected(fileName);
}

QWidget *NotebookPage::showInWindow(QWidget *content, const QString &title)
{
    auto *window = new QDialog(this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setWindowTitle(title);
    auto *layout = new QVBoxLayout(window);
    layout->addWidget(content);
    // As large as the editor, where there is room: the lab's pages want it.
    window->resize(windowsize::onScreen(window, QSize(1200, 780).expandedTo(this->window()->size() * 0.95)));
    window->show();
    return window;
}
