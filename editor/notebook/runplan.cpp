#include "runplan.h"

#include "core/simulation/simulator.h"
#include "core/variants/variantwriter.h"
#include "registry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// The variants of a plan, from their files or their texts. A text is loaded
// from a file of its own: a sweep writes house rules that extend it.
class PlanRules {
public:
    explicit PlanRules(const RunPlan &plan) : m_plan(plan) {}

    Expected<std::shared_ptr<const Variant>> variant(const QString &id)
    {
        if (const auto it = m_plan.loaded.find(id); it != m_plan.loaded.end())
            return it->second;
        const RunRules *rules = m_plan.header.rulesOf(id);
        if (!rules)
            return Diagnostic {{}, "rules", "the run does not carry the rules of " + id.toStdString()};
        if (!m_dir.isValid())
            return Diagnostic {{}, "rules", "no temporary folder to play the rules from"};
        const QString file = m_dir.filePath(u"%1.yaml"_s.arg(m_files++));
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly) || out.write(rules->yaml.toUtf8()) < 0 || !out.flush())
            return Diagnostic {{file.toStdString(), 0, 0}, "rules", "cannot write the rules to play them"};
        out.close();
        auto variant = Registry::instance().loader().loadFile(file.toStdString());
        if (!variant)
            return variant.errors();
        variant->id = id.toStdString();
        return std::make_shared<const Variant>(std::move(*variant));
    }

    Expected<std::shared_ptr<const Ruleset>> ruleset(const QString &id)
    {
        auto v = variant(id);
        if (!v)
            return v.errors();
        return Registry::instance().game((*v)->game)->compile(**v);
    }

private:
    const RunPlan &m_plan;
    QTemporaryDir m_dir;
    int m_files = 0;
};

template <typename Report>
void take(Expected<Report> &report, RunTally &tally, bool &cancelled)
{
    tally = report->tally;
    cancelled = report->cancelled;
}

// The skill ladder's runs: the same run (a simulation, or a comparison
// against `base`) with the strong bot of each rung in seat 1.
std::optional<Diagnostics> playSkill(const RunPlan &plan, const SimulationSpec &spec,
    const std::shared_ptr<const Ruleset> &base, const RunOptions &options, RunResult &result)
{
    for (std::size_t i = 0; i < plan.skill.size(); ++i) {
        const auto &rung = plan.skill[i];
        const int games = i < plan.rungGames.size() ? plan.rungGames[i] : plan.skillGames;
        const SimulationSpec skill = skillSpec(spec, rung, games);
        SkillRun run {QString::fromStdString(rung.name), QString::fromStdString(rung.strong),
            QString::fromStdString(rung.weak), games, {}};
        bool cancelled = false;
        if (base) {
            auto report = compare(skill, base, options);
            if (!report)
                return report.errors();
            take(report, run.tally, cancelled);
        } else {
            auto report = simulate(skill, options);
            if (!report)
                return report.errors();
            take(report, run.tally, cancelled);
        }
        result.skill.push_back(std::move(run));
        if (cancelled) {
            result.cancelled = true;
            break;
        }
    }
    return std::nullopt;
}

// The same sums; a sweep's by its values' tallies.
bool sameTally(const RunTally &a, const RunTally &b)
{
    if (a.index() != b.index())
        return false;
    return std::visit(
        [&b](const auto &x) {
            using Tally = std::decay_t<decltype(x)>;
            const Tally &y = std::get<Tally>(b);
            if constexpr (std::is_same_v<Tally, SweepTally>)
                return x.axes == y.axes && x.tallies == y.tallies;
            else
                return x == y;
        },
        a);
}

} // namespace

bool sameGames(const RunResult &a, const RunResult &b)
{
    if (!sameTally(a.tally, b.tally) || a.skill.size() != b.skill.size())
        return false;
    for (std::size_t i = 0; i < a.skill.size(); ++i)
        if (!sameTally(a.skill[i].tally, b.skill[i].tally))
            return false;
    return true;
}

void describeSpec(RunHeader &header, const SimulationSpec &spec)
{
    header.players = spec.players;
    header.bots.clear();
    for (const auto &bot : spec.bots)
        header.bots << QString::fromStdString(bot);
    header.games = spec.games;
    header.seed = spec.seed;
    header.cardImpact = spec.cardImpact;
    header.from = 0;
    header.to = spec.games;
}

QString sweptParameters(const std::vector<SweepAxis> &axes)
{
    QStringList parameters;
    for (const auto &axis : axes)
        parameters << QString::fromStdString(axis.parameter);
    return parameters.join(u" x "_s);
}

RunRules runRules(const Variant &variant, const QString &id)
{
    const Game *game = Registry::instance().game(variant.game);
    return {id, QString::fromStdString(writeVariant(variant, game->schema()))};
}

std::optional<RunPlan> planOf(const RunResult &result, QString *error)
{
    const RunHeader &h = result.header;
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (h.from != 0 || h.to != h.games)
        return fail(
            u"the result covers games %1 to %2 of %3: one shard, not a whole run"_s.arg(h.from).arg(h.to).arg(h.games));
    if (h.rules.empty())
        return fail(u"the result does not carry its rules (written before runs kept them)"_s);
    RunPlan plan;
    plan.header = h;
    if (const auto *swept = std::get_if<SweepTally>(&result.tally))
        plan.axes = swept->axes;
    for (const auto &run : result.skill) {
        plan.skill.push_back({run.rung.toStdString(), run.strong.toStdString(), run.weak.toStdString()});
        plan.skillGames = int(run.games);
        plan.rungGames.push_back(int(run.games));
    }
    return plan;
}

Expected<RunResult> play(const RunPlan &plan, const RunOptions &options)
{
    RunResult result;
    result.header = plan.header;
    RunHeader &h = result.header;
    PlanRules rules(plan);
    SimulationSpec spec;
    spec.players = h.players;
    for (const auto &bot : h.bots)
        spec.bots.push_back(bot.toStdString());
    spec.games = int(h.games);
    spec.seed = h.seed;
    spec.shard = plan.shard;
    spec.cardImpact = h.cardImpact;
    std::tie(h.from, h.to) = shardRange(spec.games, spec.shard.count <= spec.games ? spec.shard : Shard {});

    auto variant = rules.variant(h.variant);
    if (!variant)
        return variant.errors();
    spec.ruleset = Registry::instance().game((*variant)->game)->compile(**variant);
    std::shared_ptr<const Ruleset> skillBase;
    if (h.mode == u"compare-several"_s) {
        std::vector<std::shared_ptr<const Ruleset>> houses;
        for (const QString &id : h.houseRules) {
            auto house = rules.ruleset(id);
            if (!house)
                return house.errors();
            houses.push_back(*house);
        }
        auto report = compareSideBySide(spec, houses, options);
        if (!report)
            return report.errors();
        take(report, result.tally, result.cancelled);
    } else if (h.mode == u"compare"_s) {
        auto base = rules.ruleset(h.compareWith);
        if (!base)
            return base.errors();
        skillBase = *base;
        auto report = compare(spec, *base, options);
        if (!report)
            return report.errors();
        take(report, result.tally, result.cancelled);
    } else if (h.mode == u"sweep"_s) {
        SweepSpec sweepSpec;
        sweepSpec.simulation = spec;
        sweepSpec.base = variant->get();
        sweepSpec.game = Registry::instance().game((*variant)->game);
        const VariantLoader loader = Registry::instance().loader(plan.variantDirs);
        sweepSpec.loader = &loader;
        sweepSpec.axes = plan.axes;
        auto report = sweep(sweepSpec, options);
        if (!report)
            return report.errors();
        take(report, result.tally, result.cancelled);
    } else {
        auto report = simulate(spec, options);
        if (!report)
            return report.errors();
        take(report, result.tally, result.cancelled);
    }
    if (!plan.skill.empty() && (!result.cancelled || plan.dryRun))
        if (auto errors = playSkill(plan, spec, skillBase, options, result))
            return *errors;
    return result;
}
