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

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace {

houserules::VariantLoader loader()
{
    return userVariantLoader();
}

// The key of the game in progress's rules among the variants: no id or path.
const QString kPlayed = u"\x01played"_s;

} // namespace

houserules::Expected<houserules::Variant> RulesDialog::load(const QString &variant) const
{
    if (variant == kPlayed && m_played)
        return *m_played;
    return loader().load(variant.toStdString());
}

RulesDialog::RulesDialog(const QString &gameId, const QString &variant, QWidget *parent)
    : QDialog(parent), m_gameId(gameId), m_variant(variant), m_gameLabel(new QLabel(this)), m_game(new QComboBox(this)),
      m_choiceLabel(new QLabel(this)), m_choice(new QComboBox(this)), m_text(new QTextBrowser(this))
{
    m_game->setObjectName(u"rulesGameCombo"_s);
    m_game->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_gameLabel->setBuddy(m_game);
    m_choice->setObjectName(u"rulesVariantCombo"_s);
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_choiceLabel->setBuddy(m_choice);
    m_text->setObjectName(u"rulesText"_s);
    m_text->setOpenExternalLinks(true);
    m_text->document()->setDocumentMargin(16);

    auto *choiceRow = new QHBoxLayout;
    choiceRow->addWidget(m_gameLabel);
    choiceRow->addWidget(m_game);
    choiceRow->addSpacing(12);
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
    resize(windowsize::onScreen(this, QSize(760, 820)));

    fillGames();
    fillVariants();
    showRules();
    connect(m_game, &QComboBox::currentIndexChanged, this,
        [this] { showRulesOf(m_game->currentData().toString(), QString()); });
    connect(m_choice, &QComboBox::currentIndexChanged, this, [this] {
        m_variant = m_choice->currentData().toString();
        showRules();
    });
}

void RulesDialog::showRulesOf(const QString &gameId, const QString &variant)
{
    if (gameId == m_gameId && variant == m_variant)
        return;
    const bool otherGame = gameId != m_gameId;
    m_gameId = gameId;
    m_variant = variant;
    fillGames();
    fillVariants();
    showRules();
    if (otherGame)
        m_text->verticalScrollBar()->setValue(0); // another game's rules read from the top
}

void RulesDialog::showRulesOf(const houserules::Variant &played)
{
    // Rules the same as their file's now are listed once, as that file.
    const auto now = loader().load(played.id);
    const auto sameValue
        = [](const auto &a, const auto &b) { return a.first == b.first && a.second.value == b.second.value; };
    if (now && now->title == played.title
        && std::equal(now->params.begin(), now->params.end(), played.params.begin(), played.params.end(), sameValue)) {
        m_played.reset();
        showRulesOf(QString::fromStdString(played.game), QString::fromStdString(played.id));
        return;
    }
    m_played = played;
    m_variant.clear(); // shown anew even when the key is the same
    showRulesOf(QString::fromStdString(played.game), kPlayed);
}

QString RulesDialog::variant() const
{
    return showsPlayedRules() ? QString::fromStdString(m_played->id) : m_variant;
}

bool RulesDialog::showsPlayedRules() const
{
    return m_variant == kPlayed && m_played;
}

QString RulesDialog::html() const
{
    return m_html;
}

void RulesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        fillGames();
        fillVariants(); // variant titles are in the language too
        showRules();
    }
    QDialog::changeEvent(event);
}

// Every game, in start-page order (a game the app does not know, asked for
// by a file, stays listed by its id).
void RulesDialog::fillGames()
{
    const QSignalBlocker blocker(m_game);
    m_game->clear();
    for (const GameUi *ui : gameUis())
        m_game->addItem(ui->title(), ui->gameId());
    if (m_game->findData(m_gameId) < 0)
        m_game->addItem(m_gameId, m_gameId);
    m_game->setCurrentIndex(m_game->findData(m_gameId));
    m_gameLabel->setText(tr("&Game:"));
}

// The game's playable variants, and the one asked for even when it is not
// among them (a saved game's own file).
void RulesDialog::fillVariants()
{
    const QSignalBlocker blocker(m_choice);
    m_choice->clear();
    if (m_played && QString::fromStdString(m_played->game) == m_gameId)
        m_choice->addItem(tr("%1 (this game)").arg(variantTitle(*m_played)), kPlayed);
    for (const VariantChoice &choice : variantChoices(m_gameId))
        if (choice.ok)
            m_choice->addItem(choice.own ? StartPage::tr("%1 (your own)").arg(choice.title) : choice.title, choice.id);
    if (m_variant.isEmpty() && m_choice->count() > 0)
        m_variant = m_choice->itemData(0).toString(); // no game yet: the standard rules
    if (m_choice->findData(m_variant) < 0) {
        const auto loaded = load(m_variant);
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
    m_text->setAccessibleName(windowTitle()); // the text has no label of its own
    const auto variant = load(m_variant);
    m_loaded.reset();
    if (variant.ok())
        m_loaded = *variant;
    m_save->setEnabled(ui && variant.ok());
    std::optional<RulesPage> page;
    if (ui && variant.ok()) {
        page = ui->rulesPage(*variant);
        m_html = page->html();
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
    if (page) // the pictures at the screen's own resolution
        page->addPicturesTo(*m_text->document(), devicePixelRatioF());
    m_text->setHtml(m_html);
    m_text->verticalScrollBar()->setValue(scroll);
}

QString RulesDialog::savePdf(const QString &fileName) const
{
    const GameUi *ui = gameUi(m_gameId);
    if (!ui || !m_loaded)
        return tr("These rules cannot be shown");
    const RulesPage page = RulesPrinter::page(*ui, *m_loaded, BaseDifference::of(*ui, *m_loaded, loader()));
    const auto paper
        = QLocale().measurementSystem() == QLocale::ImperialUSSystem ? deckpages::Paper::Letter : deckpages::Paper::A4;
    return RulesPrinter::writePdf(page, windowTitle(), fileName, paper);
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
