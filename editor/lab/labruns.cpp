#include "labruns.h"

#include "labjobs.h"

#include "notebook/notebook.h"
#include "notebook/runplan.h"

#include "registry.h"

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

QString nameOf(const Variant &variant)
{
    return QString::fromStdString(variant.id.empty() ? variant.file : variant.id);
}

// The skill runs as the CLI keeps them (`simulate --compare --skill`).
std::vector<SkillRun> skillRuns(const std::vector<LabSkillRun> &runs)
{
    std::vector<SkillRun> out;
    for (const LabSkillRun &run : runs)
        if (!run.skipped) // too long to play: nothing to keep
            out.push_back({QString::fromStdString(run.rung.name), QString::fromStdString(run.rung.strong),
                QString::fromStdString(run.rung.weak), run.games, run.report.tally});
    return out;
}

} // namespace

LabRuns::LabRuns(QObject *parent) : QObject(parent), m_runner(new LabRunner(this))
{
    connect(m_runner, &LabRunner::progressed, this, &LabRuns::progressed);
    connect(m_runner, &LabRunner::finished, this, &LabRuns::onFinished);
}

LabRuns::~LabRuns() = default;

// ---- Rules ------------------------------------------------------------------------------

bool LabRuns::setVariants(const Variant &edited, const Variant &base)
{
    const bool stopped = m_runner->isRunning();
    if (stopped) {
        m_dropResult = true;
        m_runner->cancel();
    }
    const Registry &registry = Registry::instance();
    const Game *game = registry.game(edited.game);
    const Game *baseGame = registry.game(base.game);
    // A game this build does not play (a variant of a newer version, the
    // editor tests' toy game) leaves the lab without rules: nothing to run.
    m_edited = edited;
    m_base = base;
    m_editedRules = game ? game->compile(edited) : nullptr;
    m_baseRules = baseGame ? baseGame->compile(base) : nullptr;
    clearResults();
    return stopped;
}

void LabRuns::setEditedTitles(const std::map<std::string, std::string> &titles)
{
    if (m_edited)
        m_edited->title = titles;
}

bool LabRuns::makesSearchBot() const
{
    const auto makes = [](const std::shared_ptr<const Ruleset> &rules) {
        return rules && rules->makeBot(LabJobs::kSkillSearchBot) != nullptr;
    };
    return makes(m_editedRules) && makes(m_baseRules);
}

std::vector<std::pair<std::string, bool>> LabRuns::figures(int players) const
{
    std::vector<std::pair<std::string, bool>> figures;
    if (!m_editedRules)
        return figures;
    SimulationSpec one;
    one.ruleset = m_editedRules;
    one.players = players;
    one.bots = std::vector<std::string>(std::size_t(one.players), "random");
    one.games = 1;
    one.seed = 1;
    RunOptions options;
    options.threads = 1;
    if (const auto played = simulate(one, options))
        for (const auto &[name, figure] : played->figures)
            figures.emplace_back(name, figure.share);
    return figures;
}

// ---- Runs -------------------------------------------------------------------------------

LabRuns::Refusal LabRuns::refusal(const SimulationSpec &spec) const
{
    if (m_runner->isRunning())
        return Refusal::Running;
    if (!hasVariants())
        return Refusal::NoRules;
    if (m_edited->game != m_base->game)
        return Refusal::DifferentGames;
    if (spec.bots.size() != std::size_t(spec.players) || spec.games <= 0)
        return Refusal::Settings;
    return Refusal::None;
}

void LabRuns::start(Plan plan, LabRunner::Job job)
{
    Q_ASSERT(refusal(plan.spec) == Refusal::None || plan.kind == Kind::FindRule);
    m_running = plan.kind;
    m_runPlan = std::move(plan);
    m_dropResult = false;
    m_runner->start(std::move(job), m_threads);
}

void LabRuns::cancel()
{
    m_runner->cancel();
}

void LabRuns::onFinished()
{
    const Kind kind = std::exchange(m_running, Kind::None);
    const LabResult &result = m_runner->result();
    m_kept = Kept::NotAsked;
    m_keptError.clear();
    if (std::exchange(m_dropResult, false)) {
        Q_EMIT dropped(kind);
        return;
    }
    if (!result.errors.empty()) {
        Q_EMIT failed(kind, result.errors);
        return;
    }
    m_seconds = result.seconds;
    takeResults(kind, result);
    const bool cancelled = result.cancelled();
    // A controlled impact is not kept: the notebook keeps comparisons, side
    // by sides, sweeps and finished searches.
    if (kind == Kind::FindRule && result.balance)
        keepBalanceSearch();
    else if (!cancelled && kind != Kind::Controlled)
        keepInNotebook(kind == Kind::Sweep ? Results::Sweep
                : kind == Kind::SideBySide ? Results::SideBySide
                                           : Results::Comparison);
    Q_EMIT finished(kind, cancelled);
}

void LabRuns::takeResults(Kind kind, const LabResult &result)
{
    switch (kind) {
    case Kind::Comparison:
        if (!result.comparison)
            return;
        m_comparison = result.comparison;
        m_skill = result.skill;
        break;
    case Kind::SideBySide:
        if (!result.sideBySide)
            return;
        m_sideBySide = result.sideBySide;
        break;
    case Kind::Sweep:
        if (!result.sweep)
            return;
        m_sweep = result.sweep;
        break;
    case Kind::Controlled:
        if (!result.controlled)
            return;
        m_controlled = result.controlled;
        break;
    case Kind::FindRule:
        if (!result.balance)
            return;
        m_balance = result.balance;
        m_proposalRules = result.proposals;
        break;
    case Kind::None:
        return;
    }
    m_plans[kind] = m_runPlan;
}

void LabRuns::clearResults()
{
    m_comparison.reset();
    m_skill.clear();
    m_sideBySide.reset();
    m_sweep.reset();
    m_controlled.reset();
    m_balance.reset();
    m_proposalRules.clear();
    m_plans.clear();
}

const LabRuns::Plan &LabRuns::planOf(Kind kind) const
{
    static const Plan none;
    const auto it = m_plans.find(kind);
    return it == m_plans.end() ? none : it->second;
}

// ---- Results as the CLI writes them, and kept in the notebook -----------------------------

QString LabRuns::editedName() const
{
    const QString name = nameOf(*m_edited);
    // A new house rule has no name yet; a shipped variant edited in place
    // keeps its base's: either would play the base again on a rerun.
    return name.isEmpty() || name == nameOf(*m_base) ? name + u" (edited)"_s : name;
}

std::optional<RunResult> LabRuns::runResult(Results which) const
{
    const bool sweep = which == Results::Sweep, sideBySide = which == Results::SideBySide;
    if ((sweep && !m_sweep) || (sideBySide && !m_sideBySide) || (!sweep && !sideBySide && !m_comparison))
        return std::nullopt;
    const Plan &plan = planOf(sweep ? Kind::Sweep : sideBySide ? Kind::SideBySide : Kind::Comparison);
    RunResult result;
    RunHeader &h = result.header;
    h.mode = sweep ? u"sweep"_s : sideBySide ? u"compare-several"_s : u"compare"_s;
    const bool rulesKnown = m_editedRules && m_baseRules; // a game this build plays
    if (sideBySide) {
        h.variant = nameOf(*m_base);
        if (rulesKnown)
            h.rules.push_back(runRules(*m_base, h.variant));
        for (std::size_t i = 0; i < plan.houseRules.size(); ++i) {
            // The edited rules first, as they were when the run started.
            const QString name = i == 0 ? editedName() : nameOf(plan.houseRules[i]);
            h.houseRules << name;
            if (rulesKnown)
                h.rules.push_back(runRules(plan.houseRules[i], name));
        }
    } else {
        h.variant = editedName();
        if (rulesKnown)
            h.rules.push_back(runRules(*m_edited, h.variant));
        if (!sweep) {
            h.compareWith = nameOf(*m_base);
            if (rulesKnown)
                h.rules.push_back(runRules(*m_base, h.compareWith));
        }
    }
    if (sweep)
        h.parameter = sweptParameters(m_sweep->axes); // as the CLI writes a grid's
    describeSpec(h, plan.spec);
    if (sideBySide) {
        result.tally = m_sideBySide->tally;
        result.cancelled = m_sideBySide->cancelled;
    } else if (sweep) {
        result.tally = m_sweep->tally;
        result.cancelled = m_sweep->cancelled;
    } else {
        result.tally = m_comparison->tally;
        result.cancelled = m_comparison->cancelled;
        result.skill = skillRuns(m_skill);
    }
    return result;
}

void LabRuns::keepInNotebook(Results which)
{
    if (!m_notebook)
        return;
    const auto result = runResult(which);
    if (!result)
        return;
    if (!m_notebook->canRead()) {
        m_kept = Kept::Unreadable;
        m_keptError = m_notebook->error();
    } else if (!m_notebook->canWrite()) {
        m_kept = Kept::ReadOnly;
    } else if (const QString id = m_notebook->record(*result, u"lab"_s); id.isEmpty()) {
        m_kept = Kept::Failed;
        m_keptError = m_notebook->error();
    } else {
        m_kept = Kept::Kept;
        Q_EMIT recorded(id);
    }
}

void LabRuns::keepBalanceSearch()
{
    if (!m_notebook || m_balance->cancelled)
        return;
    // The lab's rules as its base and game; a budget in time is kept as the
    // games it came to: a rerun is then the same search.
    BalanceSpec kept = planOf(Kind::FindRule).balance;
    kept.base = &*m_edited;
    kept.game = Registry::instance().game(m_edited->game);
    kept.budget = m_balance->budget > 0 ? m_balance->budget : kept.budget;
    kept.seconds = 0;
    if (!m_notebook->canRead()) {
        m_kept = Kept::Unreadable;
        m_keptError = m_notebook->error();
    } else if (!m_notebook->canWrite()) {
        m_kept = Kept::ReadOnly;
    } else if (m_notebook->keepBalance(kept, *m_balance, u"lab"_s).isEmpty()) {
        m_kept = Kept::Failed;
        m_keptError = m_notebook->error();
    } else {
        m_kept = Kept::Kept;
    }
}

// ---- A search's proposals -----------------------------------------------------------------

std::optional<Variant> LabRuns::proposalRules(int proposal) const
{
    if (!m_balance || !m_edited || proposal < 0 || proposal >= int(m_proposalRules.size()))
        return std::nullopt;
    Variant rules = m_proposalRules[std::size_t(proposal)];
    // A new house rule of the edited rules' base, as the editor makes one.
    rules.id.clear();
    rules.file.clear();
    rules.extendsChain = {m_base->id};
    rules.description.clear();
    return rules;
}

const std::vector<std::int64_t> *LabRuns::proposalValues(int proposal) const
{
    if (!m_balance || proposal < 0 || proposal >= int(m_balance->proposals.size()))
        return nullptr;
    return &m_balance->candidates[std::size_t(m_balance->proposals[std::size_t(proposal)].candidate)].values;
}
