#include "runview.h"

#include "lab/cardimpactpage.h"
#include "lab/comparisonpage.h"
#include "lab/labtext.h"
#include "lab/measurespage.h"
#include "lab/numberspage.h"
#include "lab/sidebysidepage.h"
#include "lab/sweepchoices.h"
#include "lab/sweeppage.h"

#include "core/simulation/measures.h"
#include "registry.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTextStream>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

std::vector<std::string> botsOf(const RunHeader &header)
{
    std::vector<std::string> bots;
    for (const QString &bot : header.bots)
        bots.push_back(bot.toStdString());
    return bots;
}

// The pages' chart exports are the lab's; a run opened here exports none.
void noReport(const QString &)
{}

} // namespace

RunView::RunView(const RunResult &result, const FigureTexts *texts, const VariantTexts *variantTexts,
    const ComparedNames &names, QWidget *parent)
    : QWidget(parent), m_result(result)
{
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel;
    m_heading->setObjectName(u"runHeading"_s);
    m_heading->setWordWrap(true);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_heading->hide();
    layout->addWidget(m_heading);
    m_pages = new QTabWidget;
    m_pages->setObjectName(u"runPages"_s);
    layout->addWidget(m_pages, 1);

    // The lab's pages for the kind of run it was; a plain simulation has none.
    const FigureTexts &words = LabText::orGeneric(texts);
    if (const auto *tally = std::get_if<ComparisonTally>(&m_result.tally))
        addComparisonPages(*tally, texts, words, names);
    else if (const auto *sideBySide = std::get_if<SideBySideTally>(&m_result.tally))
        addSideBySidePage(*sideBySide, words);
    else if (const auto *sweep = std::get_if<SweepTally>(&m_result.tally))
        addSweepPage(*sweep, variantTexts, words);
    addTextPage();
}

// A comparison: its charts, its numbers, its measures with the skill runs, and its cards' impact.
void RunView::addComparisonPages(
    const ComparisonTally &tally, const FigureTexts *texts, const FigureTexts &words, const ComparedNames &names)
{
    m_comparison = summarize(tally, botsOf(m_result.header));
    m_comparison->cancelled = m_result.cancelled;
    for (const SkillRun &run : m_result.skill)
        if (const auto *skill = std::get_if<ComparisonTally>(&run.tally)) {
            const SkillRung rung {run.rung.toStdString(), run.strong.toStdString(), run.weak.toStdString()};
            m_skill.push_back({rung, int(run.games), summarize(*skill, skillBots(rung, m_result.header.players))});
        }
    auto *comparison = new ComparisonPage(noReport);
    comparison->setNames(names);
    comparison->retranslate();
    comparison->show(&*m_comparison, words);
    m_pages->addTab(comparison, QCoreApplication::translate("PlaytestLab", "Comparison"));
    auto *numbers = new NumbersPage;
    numbers->setNames(names);
    numbers->show(&*m_comparison, words);
    m_pages->addTab(numbers, QCoreApplication::translate("PlaytestLab", "Numbers"));
    auto *measures = new MeasuresPage;
    measures->setNames(names);
    measures->show(&*m_comparison, m_skill);
    m_pages->addTab(measures, QCoreApplication::translate("PlaytestLab", "Measures"));
    if (m_result.header.cardImpact) {
        auto *cards = new CardImpactPage;
        cards->setNames(names);
        cards->retranslate();
        cards->show(&*m_comparison, texts);
        m_pages->addTab(cards, QCoreApplication::translate("PlaytestLab", "Card impact"));
    }
}

void RunView::addSideBySidePage(const SideBySideTally &sideBySide, const FigureTexts &words)
{
    m_sideBySide = summarize(sideBySide, botsOf(m_result.header));
    m_sideBySide->cancelled = m_result.cancelled;
    auto *page = new SideBySidePage({}, noReport);
    page->retranslate();
    page->setViewOnly();
    page->show(&*m_sideBySide, QStringList {m_result.header.variant} + m_result.header.houseRules, words);
    m_pages->addTab(page, QCoreApplication::translate("PlaytestLab", "Side by side"));
}

void RunView::addSweepPage(const SweepTally &sweep, const VariantTexts *variantTexts, const FigureTexts &words)
{
    const RunHeader &header = m_result.header;
    m_sweep = summarize(sweep, botsOf(header));
    m_sweep->cancelled = m_result.cancelled;
    auto *page = new SweepPage({}, noReport);
    page->setVariantTexts(variantTexts);
    // The parameters in the game's words, from the rules the run swept.
    if (const RunRules *rules = header.rulesOf(header.variant))
        if (const auto variant = Registry::instance().loader().loadText(rules->yaml.toStdString(), "notebook"))
            page->setChoices(SweepChoices::of(*variant, header.players, variantTexts), header.players);
    page->retranslate(words);
    page->setViewOnly();
    page->show(&*m_sweep, words, header.seed);
    m_pages->addTab(page, QCoreApplication::translate("PlaytestLab", "Sweep"));
}

// Every number, as the command line prints it (machine words, in English).
void RunView::addTextPage()
{
    QString text;
    QTextStream out(&text);
    writeResult(out, m_result, Format::Table);
    out.flush();
    auto *numbers = new QPlainTextEdit(text);
    numbers->setObjectName(u"runText"_s);
    numbers->setReadOnly(true);
    numbers->setLineWrapMode(QPlainTextEdit::NoWrap);
    numbers->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    //: A page of a run opened from the notebook: its numbers as houserules-cli prints them.
    m_pages->addTab(numbers, tr("As text"));
    numbers->setAccessibleName(m_pages->tabText(m_pages->indexOf(numbers)));
}

void RunView::setHeading(const QString &text)
{
    m_heading->setText(text);
    m_heading->setVisible(!text.isEmpty());
}
