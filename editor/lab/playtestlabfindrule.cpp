// The lab's search for a rule: the Find a rule page's controls made a
// balancer spec with the lab's players, bots and seed, run off the GUI
// thread, its progress shown as it goes, and its proposals opened in the
// editor.

#include "playtestlab.h"

#include "findrulepage.h"
#include "labjobs.h"
#include "labrunner.h"
#include "labrunpanel.h"
#include "labsettings.h"
#include "labtext.h"

#include "registry.h"

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
    QString error;
    SimulationSpec check = spec.simulation;
    check.games = 1; // the budget is the page's
    if (!startRun(check, &error)) {
        setStatus([error] { return error; });
        return false;
    }
    if (const QString missing = m_findRulePage->missing(); !missing.isEmpty()) {
        setStatus([this] { return m_findRulePage->missing(); });
        return false;
    }
    // The progress comes from the runner's thread; it is shown on this one.
    auto job = LabJobs::balance(
        *m_edited, *m_base, spec,
        [this](FindRuleProgress progress) {
            QMetaObject::invokeMethod(
                this, [this, progress] { onFindRuleProgress(progress); }, Qt::QueuedConnection);
        },
        &error);
    if (!job) {
        setStatus([error] { return error; });
        return false;
    }
    m_running = Running::FindRule;
    m_runSpec = spec.simulation;
    m_runBalanceSpec = spec;
    m_dropResult = false;
    m_runner->start(std::move(*job), m_threads);
    m_panel->started(spec.seconds > 0 ? 0 : spec.budget);
    m_findRulePage->started();
    m_tabs->setCurrentWidget(m_findRulePage);
    if (spec.seconds > 0) {
        const int minutes = int(spec.seconds / 60);
        setStatus([minutes] { return tr("Searching for a rule for %n minute(s)…", nullptr, minutes); });
    } else {
        const qint64 games = spec.budget;
        setStatus([games] { return tr("Searching for a rule in %L1 games…").arg(games); });
    }
    updateButtons();
    Q_EMIT runStarted();
    return true;
}

void PlaytestLab::onFindRuleProgress(const FindRuleProgress &progress)
{
    // A search the rules' change stopped says nothing more.
    if (m_running == Running::FindRule && !m_dropResult)
        m_findRulePage->progressed(progress);
}

bool PlaytestLab::openProposal(int proposal)
{
    if (!m_balance || !m_edited || proposal < 0 || proposal >= int(m_proposalRules.size()))
        return false;
    Variant rules = m_proposalRules[std::size_t(proposal)];
    // A new house rule of the edited rules' base, as the editor makes one.
    rules.id.clear();
    rules.file.clear();
    rules.extendsChain = {m_base->id};
    rules.description.clear();
    const auto &values = m_balance->candidates[std::size_t(m_balance->proposals[std::size_t(proposal)].candidate)];
    //: The title of a house rule opened from a search: %1 the rules searched from, %2 what the search found.
    const QString title
        = tr("%1, with %2").arg(LabText::title(*m_edited), m_findRulePage->valuesText(m_balanceSpec, values.values));
    Q_EMIT openInEditor(rules, title);
    return true;
}

void PlaytestLab::updateFigureChoices()
{
    // The game's own figures, for targets: one quick game says which.
    std::vector<std::pair<std::string, bool>> figures;
    if (m_editedRules) {
        SimulationSpec one;
        one.ruleset = m_editedRules;
        one.players = players();
        one.bots = std::vector<std::string>(std::size_t(one.players), "random");
        one.games = 1;
        one.seed = 1;
        RunOptions options;
        options.threads = 1;
        if (const auto played = simulate(one, options))
            for (const auto &[name, figure] : played->figures)
                figures.emplace_back(name, figure.share);
    }
    m_findRulePage->setFigures(figures);
}
