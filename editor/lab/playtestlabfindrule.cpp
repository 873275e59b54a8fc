// The lab's search for a rule: the Find a rule page's controls made a
// balancer spec with the lab's players, bots and seed, run off the GUI
// thread, its progress shown as it goes, and its proposals opened in the
// editor.

#include "playtestlab.h"

#include "findrulepage.h"
#include "labjobs.h"
#include "labrunpanel.h"
#include "labsettings.h"
#include "labtext.h"

#include <QPushButton>
#include <QTabWidget>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

BalanceSpec PlaytestLab::findRuleSpec() const
{
    BalanceSpec spec = m_findRulePage->spec();
    spec.simulation = m_settings->spec();
    spec.simulation.games = 0; // the budget says how many
    return spec;
}

void PlaytestLab::showFindRuleSpec(const BalanceSpec &spec)
{
    setPlayers(spec.simulation.players);
    for (std::size_t seat = 0; seat < spec.simulation.bots.size(); ++seat)
        setBot(int(seat), QString::fromStdString(spec.simulation.bots[seat]));
    setSeed(spec.simulation.seed);
    m_findRulePage->select(spec);
}

bool PlaytestLab::runFindRule()
{
    const BalanceSpec spec = findRuleSpec();
    SimulationSpec check = spec.simulation;
    check.games = 1; // the budget is the page's
    if (!canStart(check))
        return false;
    if (const QString missing = m_findRulePage->missing(); !missing.isEmpty()) {
        setStatus([this] { return m_findRulePage->missing(); });
        return false;
    }
    // The progress comes from the runner's thread; it is shown on this one.
    QString error;
    auto job = LabJobs::balance(
        *m_runs->edited(), *m_runs->base(), spec,
        [this](FindRuleProgress progress) {
            QMetaObject::invokeMethod(
                this, [this, progress] { onFindRuleProgress(progress); }, Qt::QueuedConnection);
        },
        &error);
    if (!job) {
        setStatus([error] { return error; });
        return false;
    }
    m_findRulePage->started();
    m_tabs->setCurrentWidget(m_findRulePage);
    LabRuns::Plan plan {LabRuns::Kind::FindRule, spec.simulation};
    plan.balance = spec;
    std::function<QString()> status;
    if (spec.seconds > 0) {
        const int minutes = int(spec.seconds / 60);
        status = [minutes] { return tr("Searching for a rule for %n minute(s)…", nullptr, minutes); };
    } else {
        const qint64 games = spec.budget;
        status = [games] { return tr("Searching for a rule in %L1 games…").arg(games); };
    }
    start(std::move(plan), std::move(*job), spec.seconds > 0 ? 0 : spec.budget, std::move(status));
    return true;
}

void PlaytestLab::onFindRuleProgress(const FindRuleProgress &progress)
{
    // A search the rules' change stopped says nothing more.
    if (m_runs->running() == LabRuns::Kind::FindRule && !m_runs->isDropping())
        m_findRulePage->progressed(progress);
}

bool PlaytestLab::openProposal(int proposal)
{
    const auto rules = m_runs->proposalRules(proposal);
    if (!rules)
        return false;
    //: The title of a house rule opened from a search: %1 the rules searched from, %2 what the search found.
    const QString title = tr("%1, with %2")
                              .arg(LabText::title(*m_runs->edited()),
                                  m_findRulePage->valuesText(m_runs->planOf(LabRuns::Kind::FindRule).balance,
                                      *m_runs->proposalValues(proposal)));
    Q_EMIT openInEditor(*rules, title);
    return true;
}

void PlaytestLab::updateFigureChoices()
{
    // The game's own figures, for targets: one quick game says which.
    m_findRulePage->setFigures(m_runs->figures(players()));
}
