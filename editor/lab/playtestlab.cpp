#include "playtestlab.h"

#include "cardimpactpage.h"
#include "comparisonpage.h"
#include "controlledimpactbox.h"
#include "findrulepage.h"
#include "labjobs.h"
#include "labrunpanel.h"
#include "labsettings.h"
#include "labtext.h"
#include "measurespage.h"
#include "numberspage.h"
#include "pagescroll.h"
#include "sidebysidepage.h"
#include "sweeppage.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

enum Page { ComparisonTab, SideBySideTab, NumbersTab, MeasuresTab, CardsTab, SweepTab, FindRuleTab };

QString str(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

PlaytestLab::PlaytestLab(QWidget *parent) : QWidget(parent), m_runs(new LabRuns(this))
{
    connect(m_runs, &LabRuns::progressed, this, &PlaytestLab::onProgress);
    connect(m_runs, &LabRuns::finished, this, &PlaytestLab::onFinished);
    connect(m_runs, &LabRuns::failed, this, &PlaytestLab::onFailed);
    connect(m_runs, &LabRuns::dropped, this, &PlaytestLab::onDropped);
    connect(m_runs, &LabRuns::recorded, this, &PlaytestLab::recorded);
    buildUi();
    retranslate();
    clearResults();
    updateButtons();
}

PlaytestLab::~PlaytestLab() = default;

// ---- Building the window ------------------------------------------------------------

void PlaytestLab::buildUi()
{
    const auto report = [this](const QString &error) { setStatus([error] { return error; }); };

    auto *side = new QWidget;
    side->setObjectName(u"labSettings"_s);
    auto *column = new QVBoxLayout(side);
    column->setContentsMargins(0, 0, 0, 0);
    m_settings = new LabSettings;
    m_settings->onPlayersChanged([this] { updateSweepChoices(); });
    column->addWidget(m_settings);
    m_panel = new LabRunPanel;
    column->addWidget(m_panel);
    connect(m_panel->runButton(), &QPushButton::clicked, this, [this] { runComparison(); });
    connect(m_panel->cancelButton(), &QPushButton::clicked, this, &PlaytestLab::cancel);
    column->addStretch(1);
    m_howToRead = new QLabel;
    m_howToRead->setWordWrap(true);
    m_howToRead->setObjectName(u"howToRead"_s);
    column->addWidget(m_howToRead);
    // A column of settings taller than a small screen's room (a laptop at
    // 1280x720 shows the lab's page under the editor's bars): it scrolls.
    auto *sideScroll = new PageScroll(side);
    sideScroll->setObjectName(u"labSettingsScroll"_s);
    sideScroll->setFixedWidth(280 + sideScroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent));

    m_comparisonPage = new ComparisonPage(report);
    m_sideBySidePage = new SideBySidePage([this](const QStringList &ids) { runSideBySide(ids); }, report);
    m_numbersPage = new NumbersPage;
    m_measuresPage = new MeasuresPage;
    m_cardPage
        = new CardImpactPage([this](const QString &kind, bool onEdited) { runControlledImpact(kind, onEdited); });
    m_sweepPage = new SweepPage([this](const QString &parameter, const QString &values, const QString &second,
                                    const QString &values2) { runSweep(parameter, values, second, values2); },
        report);
    m_findRulePage = new FindRulePage(
        {[this] { runFindRule(); }, [this] { cancel(); }, [this](int proposal) { openProposal(proposal); }, report});
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(u"labPages"_s);
    m_tabs->insertTab(ComparisonTab, m_comparisonPage, {});
    m_tabs->insertTab(SideBySideTab, m_sideBySidePage, {});
    m_tabs->insertTab(NumbersTab, m_numbersPage, {});
    m_tabs->insertTab(MeasuresTab, m_measuresPage, {});
    m_tabs->insertTab(CardsTab, m_cardPage, {});
    m_tabs->insertTab(SweepTab, m_sweepPage, {});
    m_tabs->insertTab(FindRuleTab, m_findRulePage, {});
    connect(m_tabs, &QTabWidget::currentChanged, this, &PlaytestLab::updateButtons);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(sideScroll);
    layout->addWidget(m_tabs, 1);
}

void PlaytestLab::retranslate()
{
    updateRulesText();
    m_settings->retranslate();
    m_panel->retranslate();
    m_howToRead->setText(
        tr("Each game is played under both rules with the same seed, so most of the luck of the deal cancels out. "
           "A difference is edited minus base; ± is the half-width of its 95% interval. A difference within its ± "
           "may be noise, and among many differences a few leave out zero by chance: only those that stand out after "
           "Holm's correction over all of them get a sentence."));

    QMenu *menu = m_panel->exportMenu();
    menu->clear();
    m_exportResults = {menu->addAction(tr("Results as &JSON…"), this, [this] { exportFromMenu(false, u"json"_s); }),
        menu->addAction(tr("Results as &CSV…"), this, [this] { exportFromMenu(false, u"csv"_s); })};
    menu->addSeparator();
    m_exportCharts = {menu->addAction(tr("Charts as &PNG…"), this, [this] { exportFromMenu(true, u"png"_s); }),
        menu->addAction(tr("Charts as &SVG…"), this, [this] { exportFromMenu(true, u"svg"_s); })};

    m_tabs->setTabText(ComparisonTab, tr("Comparison"));
    //: The lab's page that plays several house rules against the base rules at once.
    m_tabs->setTabText(SideBySideTab, tr("Side by side"));
    m_tabs->setTabText(NumbersTab, tr("Numbers"));
    //: The lab's page of the measures of a good game (balance, duration, drama, skill).
    m_tabs->setTabText(MeasuresTab, tr("Measures"));
    m_tabs->setTabText(CardsTab, tr("Card impact"));
    m_tabs->setTabText(SweepTab, tr("Sweep"));
    //: The lab's page that searches for the house rule that makes the game look as the designer wants.
    m_tabs->setTabText(FindRuleTab, tr("Find a rule"));
    m_comparisonPage->retranslate();
    m_cardPage->retranslate();
    m_sideBySidePage->retranslate();
    updateSideBySideChoices(); // the variants' titles
    updateSweepChoices();      // the game's words for the rules
    m_sweepPage->retranslate(texts());
    m_findRulePage->setTexts(texts());
    m_findRulePage->retranslate();
    showResults();   // in the new language
    updateButtons(); // the export actions are new
}

void PlaytestLab::updateRulesText()
{
    const Variant *edited = m_runs->edited(), *base = m_runs->base();
    if (edited && LabText::title(*edited) == LabText::title(*base))
        //: Rules being edited that still carry their base's title, %1.
        m_settings->setRulesText(tr("Your changes against %1").arg(LabText::title(*base)));
    else if (edited)
        //: %1 is the title of the edited rules, %2 that of their base.
        m_settings->setRulesText(tr("%1 against %2").arg(LabText::title(*edited), LabText::title(*base)));
    else
        m_settings->setRulesText(tr("No rules chosen yet."));
}

void PlaytestLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// ---- Rules and settings -----------------------------------------------------------------

const FigureTexts &PlaytestLab::texts() const
{
    return LabText::orGeneric(m_texts);
}

void PlaytestLab::setVariants(const Variant &edited, const Variant &base)
{
    const bool stopped = m_runs->setVariants(edited, base);
    clearResults(); // before the pages see the new rules: they still point at the old results
    m_settings->setRules(m_runs->editedRules(), m_runs->baseRules());
    m_cardPage->setRules(m_runs->editedRules(), m_runs->baseRules());
    updateSweepChoices();
    updateFigureChoices();
    updateSkillChoices();
    retranslate(); // the rules' titles
    if (edited.game != base.game)
        setStatus([] { return tr("The edited rules and the base rules are of different games."); });
    else if (stopped)
        setStatus([] { return tr("The rules changed, so the run was stopped: run it again for the new rules."); });
    else
        setStatus({});
    updateButtons();
    Q_EMIT resultsChanged();
}

void PlaytestLab::setEditedTitles(const std::map<std::string, std::string> &titles)
{
    if (!m_runs->edited())
        return;
    m_runs->setEditedTitles(titles);
    updateRulesText();
    updateSideBySideChoices();
}

void PlaytestLab::setFigureTexts(const FigureTexts *texts)
{
    m_texts = texts;
    retranslate();
}

void PlaytestLab::setVariantTexts(const VariantTexts *texts)
{
    m_variantTexts = texts;
    m_sweepPage->setVariantTexts(texts);
    retranslate();
}

void PlaytestLab::updateSweepChoices()
{
    const QList<SweepChoice> choices = m_runs->hasVariants()
        ? SweepChoices::of(*m_runs->edited(), players(), m_variantTexts)
        : QList<SweepChoice> {};
    m_sweepPage->setChoices(choices, players());
    m_findRulePage->setChoices(choices, players());
}

void PlaytestLab::setPlayers(int players)
{
    m_settings->setPlayers(players);
}

int PlaytestLab::players() const
{
    return m_settings->players();
}

void PlaytestLab::setBot(int seat, const QString &bot)
{
    m_settings->setBot(seat, bot);
}

QStringList PlaytestLab::bots() const
{
    return m_settings->bots();
}

void PlaytestLab::setGames(int games)
{
    m_settings->setGames(games);
}

int PlaytestLab::games() const
{
    return m_settings->games();
}

void PlaytestLab::setSeed(quint64 seed)
{
    m_settings->setSeed(seed);
}

quint64 PlaytestLab::seed() const
{
    return m_settings->seed();
}

void PlaytestLab::setCardImpact(bool on)
{
    m_settings->setCardImpact(on);
}

QStringList PlaytestLab::sweepParameters() const
{
    return m_sweepPage->parameters();
}

void PlaytestLab::updateButtons()
{
    const bool running = m_runs->isRunning();
    const bool ready = m_runs->sameGame() && !running;
    m_panel->runButton()->setEnabled(ready);
    m_panel->cancelButton()->setEnabled(running);
    m_sweepPage->setRunnable(ready, running);
    m_findRulePage->setRunnable(ready, running);
    m_sideBySidePage->setRunnable(ready, running);
    m_cardPage->setRunnable(ready, running);
    m_settings->setEditable(!running);
    const int page = m_tabs->currentIndex();
    const bool results = page == FindRuleTab ? false
        : page == SweepTab                   ? sweep() != nullptr
        : page == SideBySideTab              ? sideBySide() != nullptr
                                             : comparison() != nullptr;
    const bool charts = page == MeasuresTab || page == FindRuleTab ? false
        : page == ComparisonTab                                    ? comparison() != nullptr
        : page == SideBySideTab                                    ? sideBySide() != nullptr
                                                                   : (page == SweepTab && sweep() != nullptr);
    for (QAction *action : std::as_const(m_exportResults))
        action->setEnabled(results);
    for (QAction *action : std::as_const(m_exportCharts))
        action->setEnabled(charts);
    m_panel->exportButton()->setEnabled(results || charts);
}

// ---- Runs -------------------------------------------------------------------------------

bool PlaytestLab::isRunning() const
{
    return m_runs->isRunning();
}

void PlaytestLab::cancel()
{
    if (!m_runs->isRunning())
        return;
    m_runs->cancel();
    setStatus([] { return tr("Cancelling…"); });
}

bool PlaytestLab::canStart(const SimulationSpec &spec)
{
    std::function<QString()> why;
    switch (m_runs->refusal(spec)) {
    case LabRuns::Refusal::None:
        if (m_settings->seedIsValid())
            return true;
        why = [] { return tr("The seed must be a whole number."); };
        break;
    case LabRuns::Refusal::Running:
        why = [] { return tr("A run is going: wait for it or cancel it."); };
        break;
    case LabRuns::Refusal::NoRules:
        why = [] { return tr("No rules to playtest yet."); };
        break;
    case LabRuns::Refusal::DifferentGames:
        why = [] { return tr("The edited rules and the base rules are of different games."); };
        break;
    case LabRuns::Refusal::Settings:
        why = [] { return tr("Choose the players, a bot for every seat and the number of games."); };
        break;
    }
    setStatus(why);
    return false;
}

void PlaytestLab::start(LabRuns::Plan plan, LabRunner::Job job, qint64 total, std::function<QString()> status)
{
    m_runs->start(std::move(plan), std::move(job));
    m_panel->started(total);
    setStatus(std::move(status));
    updateButtons();
    Q_EMIT runStarted();
}

bool PlaytestLab::runComparison()
{
    SimulationSpec house = m_settings->spec();
    house.cardImpact = m_settings->cardImpact() && m_runs->editedRules() && m_runs->editedRules()->cardCount() > 0;
    if (!canStart(house))
        return false;
    const auto rungs = skillRungs();
    qint64 total = house.games;
    for (const auto &rung : rungs)
        total += LabJobs::skillGames(rung, house.games, house.players);
    const int games = house.games;
    // The hard rung's estimate, measured on the runner's thread as the run
    // starts, is told here before the rung plays.
    const QPointer<PlaytestLab> self(this);
    auto estimate = [self, games](int skillGames, double seconds, bool tooLong) {
        QMetaObject::invokeMethod(
            self,
            [self, games, skillGames, seconds, tooLong] {
                if (self && self->m_runs->running() == LabRuns::Kind::Comparison)
                    self->setStatus([games, skillGames, seconds, tooLong]() -> QString {
                        return tr("Playing %L1 games under both rules…").arg(games) + u' '
                            + LabText::hardSkillEstimate(skillGames, seconds, tooLong);
                    });
            },
            Qt::QueuedConnection);
    };
    auto job = LabJobs::comparison(house, m_runs->baseRules(), rungs, m_runs->threads(), estimate);
    start({LabRuns::Kind::Comparison, house}, std::move(job), total,
        [games] { return tr("Playing %L1 games under both rules…").arg(games); });
    return true;
}

bool PlaytestLab::runSweep(
    const QString &parameter, qint64 from, qint64 to, const QString &second, qint64 from2, qint64 to2)
{
    std::function<QString()> why;
    if (!LabJobs::sweepAxes(parameter, from, to, second, from2, to2, &why)) {
        setStatus(why);
        return false;
    }
    return runSweep(parameter, u"%1..%2"_s.arg(from).arg(to), second,
        second.isEmpty() ? QString() : u"%1..%2"_s.arg(from2).arg(to2));
}

bool PlaytestLab::runSweep(
    const QString &parameter, const QString &values, const QString &second, const QString &values2)
{
    SimulationSpec simulation = m_settings->spec();
    if (!canStart(simulation))
        return false;
    std::function<QString()> why;
    const auto axes = LabJobs::sweepAxes(parameter, values, second, values2, &why);
    if (!axes) {
        setStatus(why);
        return false;
    }
    qint64 cells = 1;
    for (const auto &axis : *axes)
        cells *= qint64(axis.size());
    QString error;
    auto job = LabJobs::sweep(*m_runs->edited(), *m_runs->base(), simulation, *axes, &error);
    if (!job) {
        setStatus([error] { return error; });
        return false;
    }
    m_sweepPage->select(*axes); // the controls show what runs (also when a test asked for it)
    LabRuns::Plan plan {LabRuns::Kind::Sweep, simulation};
    plan.parameter = parameter;
    start(std::move(plan), std::move(*job), qint64(simulation.games) * cells,
        sweepStatus(parameter, values, second, values2, *axes));
    return true;
}

std::function<QString()> PlaytestLab::sweepStatus(const QString &parameter, const QString &values,
    const QString &second, const QString &values2, const std::vector<SweepAxis> &axes) const
{
    const QString label = m_sweepPage->labelOf(parameter), label2 = m_sweepPage->labelOf(second);
    // A range of numbers from its ends; any other values as written ("[1..6], [1..8]").
    const auto range = [](const SweepAxis &axis) {
        return !axis.isList() && !axis.values.empty()
            && axis.values.back() - axis.values.front() + 1 == qint64(axis.values.size());
    };
    if (std::all_of(axes.begin(), axes.end(), range)) {
        const qint64 from = axes.front().values.front(), to = axes.front().values.back();
        const qint64 from2 = axes.back().values.front(), to2 = axes.back().values.back();
        if (second.isEmpty())
            return [label, from, to] { return tr("Sweeping %1 from %2 to %3…").arg(label).arg(from).arg(to); };
        return [label, from, to, label2, from2, to2] {
            return tr("Sweeping %1 from %2 to %3 and %4 from %5 to %6…")
                .arg(label)
                .arg(from)
                .arg(to)
                .arg(label2)
                .arg(from2)
                .arg(to2);
        };
    }
    if (second.isEmpty())
        return [label, values] {
            //: A sweep over values as written: %1 the parameter, %2 its values ("[1..6], [1..8]").
            return tr("Sweeping %1 over %2…").arg(label, values.simplified());
        };
    return [label, values, label2, values2] {
        return tr("Sweeping %1 over %2 and %3 over %4…").arg(label, values.simplified(), label2, values2.simplified());
    };
}

bool PlaytestLab::runControlledImpact(const QString &kind, bool onEdited)
{
    SimulationSpec simulation = m_settings->spec();
    if (!canStart(simulation))
        return false;
    QString error;
    auto job = LabJobs::controlledImpact(
        *m_runs->edited(), *m_runs->base(), onEdited, simulation, kind.toStdString(), &error);
    if (!job) {
        setStatus([error] { return error; });
        return false;
    }
    m_cardPage->controlledBox()->selectCard(kind); // the controls show what runs
    LabRuns::Plan plan {LabRuns::Kind::Controlled, simulation};
    plan.onEdited = onEdited;
    const QString card = texts().cardLabel(kind);
    const int games = simulation.games;
    start(std::move(plan), std::move(*job), 2 * qint64(games), [card, games] {
        //: %1 is a card kind; each change plays %L2 games.
        return tr("Playing one %1 fewer and one more, %L2 games each…").arg(card).arg(games);
    });
    return true;
}

void PlaytestLab::onProgress(qint64 done, qint64 total, double gamesPerSecond, double secondsLeft)
{
    m_panel->progressed(done, total, gamesPerSecond, secondsLeft);
    if (m_runs->running() == LabRuns::Kind::FindRule && !m_runs->isDropping())
        m_findRulePage->timeLeft(done, total, secondsLeft);
    Q_EMIT progressed(done, total);
}

void PlaytestLab::onDropped(LabRuns::Kind kind)
{
    // Stopped by an edit: setVariants() has said so; no stale progress.
    m_panel->clearProgress();
    if (kind == LabRuns::Kind::FindRule)
        m_findRulePage->show(nullptr, {});
    updateButtons();
}

void PlaytestLab::onFailed(LabRuns::Kind kind, const Diagnostics &errors)
{
    m_panel->clearProgress();
    if (kind == LabRuns::Kind::FindRule)
        m_findRulePage->show(nullptr, {});
    const QString said = LabText::diagnostics(errors, m_variantTexts);
    setStatus([said] { return tr("The games could not start: %1").arg(said); });
    updateButtons();
    Q_EMIT runFinished(false);
}

void PlaytestLab::onFinished(LabRuns::Kind kind, bool cancelled)
{
    if (cancelled)
        m_panel->clearProgress(); // the status line says how far it got
    sayFinished(kind, cancelled);
    sayKept();
    showResults();
    updateButtons();
    Q_EMIT resultsChanged();
    Q_EMIT runFinished(cancelled);
}

void PlaytestLab::sayFinished(LabRuns::Kind kind, bool cancelled)
{
    const double seconds = m_runs->seconds();
    switch (kind) {
    case LabRuns::Kind::Comparison:
        if (comparison()) {
            setStatus(comparisonStatus(cancelled, seconds));
            if (m_tabs->currentIndex() == SweepTab)
                m_tabs->setCurrentIndex(ComparisonTab);
        }
        break;
    case LabRuns::Kind::SideBySide:
        if (sideBySide()) {
            setStatus(sideBySideStatus(cancelled, seconds));
            m_tabs->setCurrentIndex(SideBySideTab);
        }
        break;
    case LabRuns::Kind::Sweep:
        if (sweep()) {
            setStatus(sweepFinishedStatus(cancelled, seconds));
            m_tabs->setCurrentIndex(SweepTab);
        }
        break;
    case LabRuns::Kind::FindRule:
        if (balanceReport()) {
            setStatus(findRuleStatus(cancelled, seconds));
            m_tabs->setCurrentIndex(FindRuleTab);
        }
        break;
    case LabRuns::Kind::Controlled:
        if (controlledImpact()) {
            setStatus(controlledStatus(cancelled, seconds));
            m_tabs->setCurrentIndex(CardsTab);
        }
        break;
    case LabRuns::Kind::None:
        break;
    }
}

std::function<QString()> PlaytestLab::comparisonStatus(bool cancelled, double seconds) const
{
    const int done = comparison()->games, asked = m_runs->planOf(LabRuns::Kind::Comparison).spec.games;
    const std::vector<LabSkillRun> &skill = m_runs->skill();
    // Cancelled while the skill ladder played: the comparison is whole.
    const bool skillCut = cancelled && !comparison()->cancelled && !skill.empty();
    const int skillDone = skillCut ? skill.back().report.games : 0;
    const int skillAsked = skillCut ? skill.back().games : 0;
    // A rung too long for the lab was not played: the status keeps saying why.
    std::optional<LabSkillRun> tooLong;
    for (const LabSkillRun &run : skill)
        if (run.skipped)
            tooLong = run;
    return [=]() -> QString {
        if (tooLong && !cancelled)
            return tr("%L1 games under both rules in %2\u00a0s.").arg(done).arg(QLocale().toString(seconds, 'f', 1))
                + u' ' + LabText::hardSkillEstimate(tooLong->games, tooLong->estimatedSeconds, true);
        const QString time = QLocale().toString(seconds, 'f', 1);
        if (skillCut)
            return tr("Cancelled while measuring skill (%3\u00a0s): the comparison is whole, the skill gradient covers "
                      "%L1 of %L2 games.")
                .arg(skillDone)
                .arg(skillAsked)
                .arg(time);
        return cancelled ? tr("Cancelled after %L1 of %L2 games (%3\u00a0s): the results cover those games.")
                               .arg(done)
                               .arg(asked)
                               .arg(time)
                         : tr("%L1 games under both rules in %2\u00a0s.").arg(done).arg(time);
    };
}

std::function<QString()> PlaytestLab::sweepFinishedStatus(bool cancelled, double seconds) const
{
    const int values = int(sweep()->points.size());
    const QString label = m_sweepPage->labelOf(m_runs->planOf(LabRuns::Kind::Sweep).parameter);
    const QString label2
        = sweep()->axes.size() == 2 ? m_sweepPage->labelOf(str(sweep()->axes[1].parameter)) : QString();
    return [=] {
        const QString time = QLocale().toString(seconds, 'f', 1);
        if (!label2.isEmpty() && !cancelled)
            return tr("Sweep of %1 and %2 over %n cell(s) in %3\u00a0s.", nullptr, values).arg(label, label2, time);
        return cancelled ? tr("Sweep cancelled after %1\u00a0s: the values not reached have no games.").arg(time)
                         : tr("Sweep of %1 over %n value(s) in %2\u00a0s.", nullptr, values).arg(label, time);
    };
}

std::function<QString()> PlaytestLab::findRuleStatus(bool cancelled, double seconds) const
{
    const BalanceReport &report = *balanceReport();
    const qint64 games = report.searchGames + report.confirmationGames * qint64(report.proposals.size() + 1);
    const int proposals = int(report.proposals.size());
    return [=] {
        const QString time = QLocale().toString(seconds, 'f', 1);
        return cancelled
            ? tr("Search cancelled after %L1 games (%2\u00a0s): the best so far, on the search's games only.")
                  .arg(games)
                  .arg(time)
            : tr("Search of %L1 games in %2\u00a0s: %n proposal(s).", nullptr, proposals).arg(games).arg(time);
    };
}

std::function<QString()> PlaytestLab::controlledStatus(bool cancelled, double seconds) const
{
    const QString card = texts().cardLabel(QString::fromStdString(controlledImpact()->kind));
    const int done = controlledImpact()->comparison.games;
    return [=] {
        const QString time = QLocale().toString(seconds, 'f', 1);
        return cancelled
            ? tr("Controlled impact of %1 cancelled after %L2 games (%3\u00a0s): the differences cover "
                 "those games.")
                  .arg(card)
                  .arg(done)
                  .arg(time)
            : tr("Controlled impact of %1: %L2 games for each change in %3\u00a0s.").arg(card).arg(done).arg(time);
    };
}

void PlaytestLab::sayKept()
{
    std::function<QString()> kept;
    const QString error = m_runs->keptError();
    switch (m_runs->kept()) {
    case LabRuns::Kept::NotAsked:
        return;
    case LabRuns::Kept::Unreadable:
        kept = [error] { return tr("Not kept in the notebook: it cannot be opened (%1).").arg(error); };
        break;
    case LabRuns::Kept::ReadOnly:
        kept = [] { return tr("Not kept in the notebook: it is open read-only."); };
        break;
    case LabRuns::Kept::Failed:
        kept = [error] { return tr("Not kept in the notebook: %1").arg(error); };
        break;
    case LabRuns::Kept::Kept:
        kept = [] { return tr("Kept in the notebook."); };
        break;
    }
    const auto said = m_panel->statusText();
    setStatus([said, kept]() -> QString { return said ? said() + u' ' + kept() : kept(); });
}

void PlaytestLab::setStatus(std::function<QString()> text)
{
    m_panel->setStatus(std::move(text));
}

QString PlaytestLab::status() const
{
    return m_panel->status();
}

// ---- Results ----------------------------------------------------------------------------

QStringList PlaytestLab::notableDifferences() const
{
    return m_comparisonPage->notableDifferences();
}

void PlaytestLab::showResults()
{
    m_comparisonPage->show(comparison(), texts());
    m_numbersPage->show(comparison(), texts());
    m_measuresPage->show(comparison(), skill());
    m_cardPage->show(comparison(), m_texts);
    m_cardPage->showControlled(controlledImpact(), m_runs->planOf(LabRuns::Kind::Controlled).onEdited, m_variantTexts);
    m_sweepPage->show(sweep(), texts(), m_runs->planOf(LabRuns::Kind::Sweep).spec.seed);
    if (m_runs->running() != LabRuns::Kind::FindRule) // its progress stays while it searches
        m_findRulePage->show(balanceReport(), m_runs->planOf(LabRuns::Kind::FindRule).balance);
    QStringList names;
    if (sideBySide()) {
        names << LabText::title(*m_runs->base());
        for (const Variant &v : m_runs->planOf(LabRuns::Kind::SideBySide).houseRules)
            names << LabText::title(v);
    }
    m_sideBySidePage->show(sideBySide(), names, texts());
}

void PlaytestLab::clearResults()
{
    m_runs->clearResults();
    showResults();
    m_panel->clearProgress();
}
