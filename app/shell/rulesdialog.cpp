#include "rulesdialog.h"

#include "startpage.h"

#include "games/gameui.h"
#include "lab/windowsize.h"
#include "models/paramtext.h"
#include "print/rulesprinter.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace {

houserules::VariantLoader loader()
{
    return userVariantLoader();
}

houserules::Expected<houserules::Variant> loadVariant(const QString &ref)
{
    return loader().load(ref.toStdString());
}

} // namespace

RulesDialog::RulesDialog(const QString &gameId, const QString &variant, QWidget *parent)
    : QDialog(parent), m_gameId(gameId), m_variant(variant), m_choiceLabel(new QLabel(this)),
      m_choice(new QComboBox(this)), m_text(new QTextBrowser(this))
{
    m_choice->setObjectName(u"rulesVariantCombo"_s);
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_choiceLabel->setBuddy(m_choice);
    m_text->setObjectName(u"rulesText"_s);
    m_text->setOpenExternalLinks(true);
    m_text->document()->setDocumentMargin(16);

    auto *choiceRow = new QHBoxLayout;
    choiceRow->addWidget(m_choiceLabel);
    choiceRow->addWidget(m_choice);
    choiceRow->addStretch(1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_save = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_save->setObjectName(u"rulesSavePdf"_s);
    connect(m_save, &QPushButton::clicked, this, &RulesDialog::saveAs);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(choiceRow);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(windowsize::onScreen(this, QSize(720, 800)));

    fillVariants();
    showRules();
    connect(m_choice, &QComboBox::currentIndexChanged, this, [this] {
        m_variant = m_choice->currentData().toString();
        showRules();
    });
}

QString RulesDialog::html() const
{
    return m_html;
}

void RulesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        fillVariants(); // variant titles are in the language too
        showRules();
    }
    QDialog::changeEvent(event);
}

// The game's playable variants, and the one asked for even when it is not
// among them (a saved game's own file).
void RulesDialog::fillVariants()
{
    const QSignalBlocker blocker(m_choice);
    m_choice->clear();
    for (const VariantChoice &choice : variantChoices(m_gameId))
        if (choice.ok)
            m_choice->addItem(choice.own ? StartPage::tr("%1 (your own)").arg(choice.title) : choice.title, choice.id);
    if (m_variant.isEmpty() && m_choice->count() > 0)
        m_variant = m_choice->itemData(0).toString(); // no game yet: the standard rules
    if (m_choice->findData(m_variant) < 0) {
        const auto loaded = loadVariant(m_variant);
        m_choice->addItem(loaded.ok() ? variantTitle(*loaded) : m_variant, m_variant);
    }
    m_choice->setCurrentIndex(m_choice->findData(m_variant));
    m_choiceLabel->setText(tr("&Variant:"));
    m_save->setText(tr("Save as &PDF…"));
}

void RulesDialog::showRules()
{
    const GameUi *ui = gameUi(m_gameId);
    setWindowTitle(tr("Rules: %1").arg(ui ? ui->title() : m_gameId));
    const auto variant = loadVariant(m_variant);
    m_loaded.reset();
    if (variant.ok())
        m_loaded = *variant;
    m_save->setEnabled(ui && variant.ok());
    if (ui && variant.ok()) {
        m_html = ui->rulesHtml(*variant);
    } else {
        m_html = u"<h2>%1</h2>"_s.arg(tr("These rules cannot be shown").toHtmlEscaped());
        if (!ui)
            m_html += u"<p>%1</p>"_s.arg(tr("Houserules does not know the game %1.").arg(m_gameId).toHtmlEscaped());
        if (!variant.ok()) {
            m_html += u"<p>%1</p><ul>"_s.arg(tr("The variant %1 could not be loaded:").arg(m_variant).toHtmlEscaped());
            for (const houserules::Diagnostic &error : variant.errors())
                m_html += u"<li><tt>%1</tt></li>"_s.arg(
                    ParamText::located(ui ? ui->variantTexts() : nullptr, error).toHtmlEscaped());
            m_html += u"</ul>"_s;
        }
    }
    // Keep the reader's place when only the language changed.
    const int scroll = m_text->verticalScrollBar()->value();
    m_text->setHtml(m_html);
    m_text->verticalScrollBar()->setValue(scroll);
}

QString RulesDialog::savePdf(const QString &fileName) const
{
    const GameUi *ui = gameUi(m_gameId);
    if (!ui || !m_loaded)
        return tr("These rules cannot be shown");
    const QString html = RulesPrinter::html(*ui, *m_loaded, BaseDifference::of(*ui, *m_loaded, loader()));
    const auto paper
        = QLocale().measurementSystem() == QLocale::ImperialUSSystem ? deckpages::Paper::Letter : deckpages::Paper::A4;
    return RulesPrinter::writePdf(html, windowTitle(), fileName, paper);
}

void RulesDialog::saveAs()
{
    const QString name
        = QString::fromStdString(m_loaded ? m_loaded->id : std::string()).section(u'/', -1).section(u'.', 0, 0);
    const QString proposed = QDir::home().filePath(u"%1 %2.pdf"_s.arg(m_gameId, name.isEmpty() ? m_gameId : name));
    const QString fileName
        = QFileDialog::getSaveFileName(this, tr("Save the rules as PDF"), proposed, tr("PDF (*.pdf)"));
    if (fileName.isEmpty())
        return;
    if (const QString error = savePdf(fileName); !error.isEmpty())
        QMessageBox::warning(this, tr("The rules were not saved"), error);
}
