#include "balancer.h"

#include "core/game/random.h"
#include "multiplecomparisons.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <numeric>
#include <set>
#include <sstream>

namespace houserules {

namespace {

Estimate times(Estimate e, double k)
{
    e.value *= k;
    e.low *= k;
    e.high *= k;
    if (k < 0)
        std::swap(e.low, e.high);
    return e;
}

// Above any goal's loss: a candidate that breaks a constraint ranks after
// every one that keeps them all.
constexpr double kConstraintPenalty = 1e6;

// How far `x` lies outside the target's range, in widths of the range (a
// range open on one side: in units of its bound, at least 1).
double distance(double x, const BalanceTarget &t)
{
    const double width = std::isfinite(t.low) && std::isfinite(t.high)
        ? t.high - t.low
        : std::max(1.0, std::abs(std::isfinite(t.low) ? t.low : t.high));
    const double outside = x < t.low ? t.low - x : (x > t.high ? x - t.high : 0.0);
    return outside / std::max(width, 1e-9);
}

double term(double d, const BalanceTarget &t)
{
    if (t.constraint)
        return d > 0 ? kConstraintPenalty * (1 + d) : 0.0;
    return t.weight * d * d;
}

TargetVerdict verdict(const Estimate &e, const BalanceTarget &t)
{
    if (e.low >= t.low && e.high <= t.high)
        return TargetVerdict::Met;
    if (e.high < t.low || e.low > t.high)
        return TargetVerdict::Missed;
    return TargetVerdict::CannotTell;
}

constexpr const char *kSkill = "skill_gradient";

// The rung whose games measure skill_gradient: the heuristic bot in seat 1,
// random ones elsewhere (cheap, and what "a rule that rewards playing well"
// asks first).
const SkillRung &skillRung()
{
    static const SkillRung rung = skillLadder({"normal"}, "", nullptr).front();
    return rung;
}

// a − b for two estimates from different games, with an interval that
// allows for both (conservative where the games are common).
Estimate minus(const Estimate &a, const Estimate &b)
{
    const double half = std::hypot(a.halfWidth(), b.halfWidth());
    const double value = a.value - b.value;
    return {value, value - half, value + half, std::min(a.n, b.n), a.share && b.share};
}

// A candidate's tallies, read as the targets' figures.
struct Played {
    SimulationReport report, skill;
};

Played played(const BalanceCandidate &c, const std::vector<std::string> &bots, int players)
{
    return {summarize(c.tally, bots), summarize(c.skill, skillBots(skillRung(), players))};
}

std::optional<Estimate> rawFigure(const Played &p, const std::string &measure)
{
    return balanceFigure(measure == kSkill ? p.skill : p.report, measure);
}

// Per target: the figure, or for a relative target its difference from the
// base played on the same games (`reference`).
std::vector<std::optional<Estimate>> figuresOf(
    const Played &p, const Played *reference, const std::vector<BalanceTarget> &targets)
{
    std::vector<std::optional<Estimate>> figures;
    for (const auto &t : targets) {
        auto figure = rawFigure(p, t.measure);
        if (t.relative) {
            const auto base = reference ? rawFigure(*reference, t.measure) : std::nullopt;
            figure = figure && base ? std::optional(minus(*figure, *base)) : std::nullopt;
        }
        figures.push_back(figure);
    }
    return figures;
}

// A bound: a number, "base", "base+N" or "base-N".
bool parseBound(std::string_view text, double &value, bool &relative)
{
    relative = text.starts_with("base");
    if (relative)
        text.remove_prefix(4);
    if (text.empty()) {
        value = 0;
        return relative;
    }
    if (relative && text.front() != '+' && text.front() != '-')
        return false;
    const std::string number(text);
    char *end = nullptr;
    value = std::strtod(number.c_str(), &end);
    return end == number.c_str() + number.size() && std::isfinite(value);
}

// The candidates' values: every point of the box when it has at most
// `most`, else `most` points of a Latin hypercube (each parameter's range cut
// in `most` strata, one point in each, the strata shuffled per parameter),
// without repeats.
std::vector<std::vector<std::int64_t>> candidateValues(
    const std::vector<BalanceParameter> &parameters, int most, std::uint64_t seed)
{
    double points = 1;
    for (const auto &p : parameters)
        points *= double(p.high - p.low + 1);
    std::vector<std::vector<std::int64_t>> out;
    if (points <= most) {
        std::vector<std::int64_t> at;
        for (const auto &p : parameters)
            at.push_back(p.low);
        for (;;) {
            out.push_back(at);
            std::size_t d = 0; // the next point, the first parameter turning fastest
            for (; d < parameters.size() && ++at[d] > parameters[d].high; ++d)
                at[d] = parameters[d].low;
            if (d == parameters.size())
                return out;
        }
    }
    Rng rng(Rng::derive(seed, 0xBA1A));
    std::vector<std::vector<std::int64_t>> columns;
    for (const auto &p : parameters) {
        const double size = double(p.high - p.low + 1);
        std::vector<std::int64_t> column;
        for (int i = 0; i < most; ++i) {
            const double u = (double(i) + double(rng.below(1u << 20)) / double(1u << 20)) / double(most);
            column.push_back(p.low + std::min(std::int64_t(u * size), p.high - p.low));
        }
        for (int i = most - 1; i > 0; --i)
            std::swap(column[std::size_t(i)], column[rng.below(std::uint32_t(i + 1))]);
        columns.push_back(std::move(column));
    }
    std::set<std::vector<std::int64_t>> seen;
    for (int i = 0; i < most; ++i) {
        std::vector<std::int64_t> at;
        for (const auto &column : columns)
            at.push_back(column[std::size_t(i)]);
        if (seen.insert(at).second)
            out.push_back(std::move(at));
    }
    return out;
}

// The games this machine plays in `seconds`: the base rules timed on games
// of their own (never part of the result) for a tenth of the time, at most
// a second, and the rate that gives for the time left.
Expected<std::int64_t> gamesInTime(SimulationSpec spec, double seconds, const RunOptions &options, bool *cancelled)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    RunOptions quiet = options;
    quiet.progress = {};
    const std::uint64_t seed = spec.seed;
    std::int64_t played = 0;
    double elapsed = 0;
    for (int k = 0; elapsed < std::min(1.0, seconds / 10); ++k) {
        spec.games = 20 << std::min(k, 6);
        spec.seed = Rng::derive(seed, 0x7140 + std::uint64_t(k));
        spec.shard = {};
        auto timed = simulate(spec, quiet);
        if (!timed)
            return timed.errors();
        played += timed->games;
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        if (timed->cancelled) {
            *cancelled = true;
            break;
        }
    }
    return std::int64_t(double(played) / std::max(elapsed, 1e-6) * std::max(0.0, seconds - elapsed));
}

// "1.5", "90": seconds as a person writes them.
std::string secondsText(double seconds)
{
    std::ostringstream out;
    out << seconds;
    return out.str();
}

// Which proposals the confirmation's games cannot tell from the best
// (proposals[0]): BalanceProposal::alikeBest. `tally` pairs the house rules
// among themselves; `order[k]` is proposal k's house rule in it.
void markAlikeBest(std::vector<BalanceProposal> &proposals, const std::vector<std::size_t> &order,
    const MultiComparisonTally &tally, const std::vector<std::string> &bots, const std::vector<BalanceTarget> &targets)
{
    struct Test {
        std::size_t proposal;
        double p;
    };
    std::vector<Test> tests;
    const BalanceProposal &best = proposals.front();
    proposals.front().vsBest.assign(targets.size(), Estimate {});
    for (std::size_t k = 1; k < proposals.size(); ++k) {
        BalanceProposal &p = proposals[k];
        const std::size_t a = std::min(order[0], order[k]), b = std::max(order[0], order[k]);
        const ComparisonReport paired = summarize(tally.pairAmong(a, b), bots);
        const double sign = order[k] > order[0] ? 1 : -1; // this − the best
        for (std::size_t t = 0; t < targets.size(); ++t) {
            // The skill gradient is measured on games of its own, not paired here.
            const auto difference
                = targets[t].measure == kSkill ? std::nullopt : balanceDifference(paired, targets[t].measure);
            p.vsBest.push_back(difference ? times(*difference, sign) : Estimate {});
            if (p.verdicts[t] == TargetVerdict::Met && best.verdicts[t] == TargetVerdict::Met)
                continue; // both where wanted: a difference there changes nothing
            if (difference) {
                tests.push_back({k, twoSidedPValue(*difference)});
            } else if (p.figures[t].n > 0 && best.figures[t].n > 0) {
                const bool apart = p.figures[t].low > best.figures[t].high || p.figures[t].high < best.figures[t].low;
                tests.push_back({k, apart ? 0.0 : 1.0});
            }
        }
    }
    std::vector<double> pValues;
    for (const auto &test : tests)
        pValues.push_back(test.p);
    const std::vector<bool> rejects = holmRejects(pValues);
    for (std::size_t i = 0; i < tests.size(); ++i)
        if (rejects[i])
            proposals[tests[i].proposal].alikeBest = false;
}

} // namespace

std::int64_t BalanceParameter::size() const
{
    return isList() ? std::int64_t(lists.size()) : high - low + 1;
}

std::string BalanceParameter::valueText(std::int64_t i) const
{
    if (!isList())
        return std::to_string(low + i);
    return SweepAxis {path, {}, {lists[std::size_t(i)]}}.valueText(0);
}

const std::vector<BalanceMeasure> &balanceMeasures()
{
    static const std::vector<BalanceMeasure> measures {
        {"first_player_advantage", "points", "the first player's win rate minus a fair share"},
        {"seat_gap", "points", "the win rate of the seat that wins most minus that of the seat that wins least"},
        {"length", "decisions", "decisions per game"},
        {"turns", "turns", "turns per game, in games that count turns"},
        {"rounds", "rounds", "rounds per game, in games that count rounds"},
        {"lead_changes", "per game", "times the lead changes hands, in games that keep a running score"},
        {"drama", "%", "games whose winner was behind at some point"},
        {"decided_at", "%", "how far into the game the winner took the lead for good"},
        {kSkill, "points",
            "the heuristic bot's win rate minus the random bots' (in games of their own, one heuristic seat)", true},
        {"figure:NAME", "", "a figure the game reports per seat and game, a share in % (simulate lists them)"},
    };
    return measures;
}

std::optional<Estimate> balanceFigure(const SimulationReport &report, const std::string &measure)
{
    const MeasuresReport &m = report.measures;
    if (report.games == 0)
        return std::nullopt;
    if (measure == "first_player_advantage")
        return times(m.firstPlayerAdvantage, 100);
    if (measure == "seat_gap")
        return times(m.seatBalance.gap, 100);
    if (measure == "length")
        return m.decisions.mean;
    if (measure == "turns" && m.turns.counted)
        return m.turns.mean;
    if (measure == "rounds" && m.rounds.counted)
        return m.rounds.mean;
    if (measure == "lead_changes" && m.scoredGames > 0)
        return m.leadChanges;
    if (measure == "drama" && m.scoredGames > 0)
        return times(m.drama, 100);
    if (measure == "decided_at" && m.scoredGames > 0)
        return times(m.decidedAt, 100);
    if (measure == kSkill)
        return times(m.seatOneEdge, 100);
    if (measure.starts_with("figure:"))
        if (const auto it = report.figures.find(measure.substr(7)); it != report.figures.end())
            return it->second.share ? times(it->second, 100) : it->second; // a share in %
    return std::nullopt;
}

std::optional<Estimate> balanceDifference(const ComparisonReport &comparison, const std::string &measure)
{
    const MeasuresDifference &d = comparison.measures;
    const MeasuresReport &base = comparison.base.measures;
    if (comparison.games == 0)
        return std::nullopt;
    if (measure == "first_player_advantage")
        return times(d.firstPlayerAdvantage, 100);
    if (measure == "length")
        return d.decisions;
    if (measure == "turns" && base.turns.counted)
        return d.turns;
    if (measure == "rounds" && base.rounds.counted)
        return d.rounds;
    if (measure == "lead_changes" && base.scoredGames > 0)
        return d.leadChanges;
    if (measure == "drama" && base.scoredGames > 0)
        return times(d.drama, 100);
    if (measure == "decided_at" && base.scoredGames > 0)
        return times(d.decidedAt, 100);
    if (measure == kSkill)
        return times(d.seatOneEdge, 100);
    if (measure.starts_with("figure:"))
        if (const auto it = comparison.figures.find(measure.substr(7)); it != comparison.figures.end())
            return it->second.share ? times(it->second, 100) : it->second;
    return std::nullopt;
}

const char *verdictName(TargetVerdict verdict)
{
    switch (verdict) {
    case TargetVerdict::Met:
        return "met";
    case TargetVerdict::Missed:
        return "missed";
    case TargetVerdict::CannotTell:
        break;
    }
    return "cannot tell";
}

std::optional<BalanceTarget> parseBalanceTarget(const std::string &text, bool constraint)
{
    const auto equals = text.find('=');
    if (equals == 0 || equals == std::string::npos)
        return std::nullopt;
    BalanceTarget t {text.substr(0, equals), -std::numeric_limits<double>::infinity(),
        std::numeric_limits<double>::infinity(), constraint, 1, false};
    if (!std::all_of(t.measure.begin(), t.measure.end(),
            [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == ':'; }))
        return std::nullopt;
    std::string_view body = std::string_view(text).substr(equals + 1);
    if (const auto at = body.rfind('@'); at != std::string_view::npos) {
        bool relative = false;
        if (constraint || !parseBound(body.substr(at + 1), t.weight, relative) || relative || !(t.weight > 0))
            return std::nullopt;
        body = body.substr(0, at);
    }
    if (const auto dots = body.find(".."); dots != std::string_view::npos) {
        const auto low = body.substr(0, dots), high = body.substr(dots + 2);
        bool lowRelative = false, highRelative = false;
        if (low.empty() && high.empty())
            return std::nullopt;
        if (!low.empty() && !parseBound(low, t.low, lowRelative))
            return std::nullopt;
        if (!high.empty() && !parseBound(high, t.high, highRelative))
            return std::nullopt;
        // Both bounds relative to the base, or neither.
        if (!low.empty() && !high.empty() && lowRelative != highRelative)
            return std::nullopt;
        t.relative = lowRelative || highRelative;
    } else {
        std::string_view around = "+-";
        auto sign = body.find(around);
        if (sign == std::string_view::npos) {
            around = "±";
            sign = body.find(around);
        }
        double centre = 0, tolerance = 0;
        bool toleranceRelative = false;
        if (sign == std::string_view::npos || !parseBound(body.substr(0, sign), centre, t.relative)
            || !parseBound(body.substr(sign + around.size()), tolerance, toleranceRelative) || toleranceRelative
            || tolerance < 0)
            return std::nullopt;
        t.low = centre - tolerance;
        t.high = centre + tolerance;
    }
    if (!(t.low <= t.high))
        return std::nullopt;
    return t;
}

std::vector<std::optional<Estimate>> balanceSearchFigures(
    const BalanceSpec &spec, const BalanceReport &report, const BalanceCandidate &candidate)
{
    const int players = spec.simulation.players;
    std::optional<Played> reference;
    if (report.reference.games > 0)
        reference = played(report.reference, spec.simulation.bots, players);
    return figuresOf(played(candidate, spec.simulation.bots, players), reference ? &*reference : nullptr, spec.targets);
}

BalanceLoss balanceLoss(const std::vector<BalanceTarget> &targets, const std::vector<std::optional<Estimate>> &figures)
{
    BalanceLoss loss;
    for (std::size_t i = 0; i < targets.size(); ++i) {
        if (!figures[i])
            continue; // the game has no such figure: no evidence either way
        const BalanceTarget &t = targets[i];
        const Estimate &e = *figures[i];
        loss.value += term(distance(e.value, t), t);
        // Most favourable: the point of the interval nearest the range.
        const double nearest = e.high < t.low ? distance(e.high, t) : (e.low > t.high ? distance(e.low, t) : 0.0);
        loss.low += term(nearest, t);
        // Least favourable: the end farthest from it.
        loss.high += term(std::max(distance(e.low, t), distance(e.high, t)), t);
    }
    return loss;
}

Expected<BalanceReport> balance(const BalanceSpec &spec, const RunOptions &options, const BalanceListener &listener)
{
    assert(spec.base && spec.game && spec.loader);
    const Variant &base = *spec.base;
    const Schema &schema = spec.game->schema();
    if (spec.parameters.empty())
        return diagnostic("vary", "expected at least one parameter to vary");
    if (spec.targets.empty())
        return diagnostic("target", "expected at least one target");
    // A list parameter's candidates as the numbers 0 to its lists' count − 1.
    std::vector<BalanceParameter> ranges;
    for (const auto &p : spec.parameters) {
        if (!p.isList() && p.low > p.high)
            return diagnostic("vary",
                "the range of " + quote(p.path) + " is empty: " + std::to_string(p.low) + " is above "
                    + std::to_string(p.high));
        ranges.push_back({p.path, p.isList() ? 0 : p.low, p.isList() ? p.size() - 1 : p.high, {}});
    }
    for (const auto &t : spec.targets) {
        const bool known = t.measure.starts_with("figure:")
            || std::any_of(balanceMeasures().begin(), balanceMeasures().end(),
                [&](const BalanceMeasure &m) { return m.name == t.measure; });
        if (!known) {
            std::string names;
            for (const auto &m : balanceMeasures())
                names += (names.empty() ? "" : ", ") + m.name;
            return diagnostic("target", "no measure " + quote(t.measure) + "; expected one of " + names);
        }
        if (!(t.low <= t.high))
            return diagnostic("target", "the range of " + quote(t.measure) + " is empty");
        if (!(t.weight > 0))
            return diagnostic("target", "the weight of " + quote(t.measure) + " must be above 0");
    }
    if (spec.proposals < 1 || spec.proposals > kMaxComparedVariants - 1)
        return diagnostic("proposals", "expected 1 to " + std::to_string(kMaxComparedVariants - 1) + " proposals");
    std::error_code ec;
    if (!std::filesystem::is_regular_file(base.file, ec))
        return diagnostic("variant", "the variant to balance must be a file; " + quote(base.file) + " is not");

    // Every candidate as the house rule a person would write; the ones the
    // rules refuse are kept with their errors and never played.
    BalanceReport report;
    std::vector<SweepAxis> axes;
    // A value on each axis: the parameter's at `values`.
    const auto setAxes = [&](const std::vector<std::int64_t> &values) {
        for (std::size_t a = 0; a < axes.size(); ++a) {
            const BalanceParameter &p = spec.parameters[a];
            axes[a] = p.isList() ? SweepAxis {p.path, {}, {p.lists[std::size_t(values[a])]}}
                                 : SweepAxis {p.path, {values[a]}, {}};
        }
    };
    axes.resize(spec.parameters.size());
    std::vector<std::int64_t> lowest;
    for (const auto &r : ranges)
        lowest.push_back(r.low);
    setAxes(lowest);
    if (auto text = sweepVariantText(base, schema, axes, std::vector<std::size_t>(axes.size(), 0)); !text)
        return text.errors();
    std::vector<std::shared_ptr<const Ruleset>> rulesets;
    std::vector<std::size_t> alive;
    for (auto &values : candidateValues(ranges, std::max(spec.candidates, 1), spec.simulation.seed)) {
        BalanceCandidate c;
        c.tally = SimulationTally(spec.simulation.players);
        c.values = values;
        std::string name = base.file + " [";
        setAxes(values);
        for (std::size_t a = 0; a < axes.size(); ++a)
            name += (a ? ", " : "") + axes[a].parameter + "=" + axes[a].valueText(0);
        c.rules = *sweepVariantText(base, schema, axes, std::vector<std::size_t>(axes.size(), 0));
        auto variant = spec.loader->loadText(c.rules, name + "]");
        if (!variant) {
            c.errors = variant.errors();
            rulesets.push_back(nullptr);
        } else {
            rulesets.push_back(spec.game->compile(*variant));
            alive.push_back(report.candidates.size());
        }
        report.candidates.push_back(std::move(c));
    }
    if (alive.empty())
        return diagnostic(
            "vary", "the rules refuse every candidate: " + report.candidates.front().errors.front().message);
    const std::shared_ptr<const Ruleset> baseRules = spec.game->compile(base);
    std::int64_t budget = spec.budget;
    if (spec.seconds > 0) {
        SimulationSpec timed = spec.simulation;
        timed.ruleset = baseRules;
        auto games = gamesInTime(timed, spec.seconds, options, &report.cancelled);
        if (!games)
            return games.errors();
        budget = *games;
    }
    report.budget = budget;
    if (report.cancelled)
        return report;

    // A target on skill plays each candidate's games twice (the skill
    // ladder's games beside the spec's); a target relative to the base
    // plays the base beside the candidates in every round.
    const bool skill = std::any_of(
        spec.targets.begin(), spec.targets.end(), [](const BalanceTarget &t) { return t.measure == kSkill; });
    const bool relative
        = std::any_of(spec.targets.begin(), spec.targets.end(), [](const BalanceTarget &t) { return t.relative; });
    const std::int64_t cost = skill ? 2 : 1;
    const std::int64_t beside = relative ? 1 : 0;

    // The budget: a quarter for the confirmation, the rest over the rounds,
    // each round costing about the same (half the candidates, twice the games).
    const int proposals = std::min<int>(spec.proposals, int(alive.size()));
    const std::int64_t confirmPerVariant = budget / 4 / (proposals + 1) / cost;
    const std::int64_t search = budget - confirmPerVariant * (proposals + 1) * cost;
    const int rounds
        = 1 + std::max(0, int(std::ceil(std::log2(double(alive.size()) / double(std::max(proposals, 1))))));
    const std::int64_t firstGames = search / ((std::int64_t(alive.size()) + beside) * rounds * cost);
    constexpr std::int64_t kFewestGames = 20;
    if (firstGames < kFewestGames || confirmPerVariant < kFewestGames)
        return diagnostic("budget",
            "a budget of " + std::to_string(budget) + " games"
                + (spec.seconds > 0 ? " (what this machine plays in " + secondsText(spec.seconds) + " s)" : "")
                + " is too small for " + std::to_string(alive.size()) + " candidates; expected at least "
                + std::to_string((kFewestGames * (std::int64_t(alive.size()) + beside) * rounds * cost) * 4 / 3 + 1));

    const std::int64_t total = budget;
    std::int64_t done = 0;
    // `each`: the games of the budget one reported game stands for (a
    // confirmation game is played under every proposal and the base).
    auto progressFrom = [&](std::int64_t before, std::int64_t each = 1) {
        RunOptions inner = options;
        if (options.progress)
            inner.progress = [&options, before, each, total](const Progress &p) {
                options.progress({std::min(before + p.done * each, total), total});
            };
        return inner;
    };
    const int players = spec.simulation.players;
    std::optional<Played> reference; // the base on this round's games so far
    auto lossOf = [&](BalanceCandidate &c) {
        const BalanceLoss l = balanceLoss(spec.targets,
            figuresOf(played(c, spec.simulation.bots, players), reference ? &*reference : nullptr, spec.targets));
        c.loss = l.value;
        c.lossLow = l.low;
        c.lossHigh = l.high;
    };
    // One candidate's games of a round (and its skill games): false when cancelled.
    // `elsewhere`: its games already played elsewhere (BalanceSpec::playRound);
    // the skill games are played here.
    auto play = [&](BalanceCandidate &c, const std::shared_ptr<const Ruleset> &ruleset, std::int64_t games,
                    std::uint64_t seed, const SimulationTally *elsewhere = nullptr) -> Expected<bool> {
        SimulationSpec s = spec.simulation;
        s.ruleset = ruleset;
        s.games = int(games);
        s.seed = seed;
        s.shard = {};
        for (const bool ladder : {false, true}) {
            if (ladder && !skill)
                break;
            if (!ladder && elsewhere) {
                c.tally.add(*elsewhere);
                c.games += elsewhere->games;
                done += elsewhere->games;
                report.searchGames += elsewhere->games;
                continue;
            }
            auto round = simulate(ladder ? skillSpec(s, skillRung(), int(games)) : s, progressFrom(done));
            if (!round)
                return round.errors();
            (ladder ? c.skill : c.tally).add(round->tally);
            c.games += round->games;
            done += round->games;
            report.searchGames += round->games;
            if (round->cancelled)
                return false;
        }
        return true;
    };
    report.reference.tally = SimulationTally(players);
    report.reference.skill = SimulationTally(players);
    for (BalanceCandidate &c : report.candidates)
        c.skill = SimulationTally(players);
    auto byLoss = [&](std::size_t a, std::size_t b) {
        return report.candidates[a].loss != report.candidates[b].loss
            ? report.candidates[a].loss < report.candidates[b].loss
            : a < b;
    };
    auto tell = [&](int round, int played, int playing, bool confirming) {
        if (!listener)
            return;
        BalanceProgress p {&report, round, rounds, played, playing, alive, -1, confirming};
        for (const std::size_t i : alive)
            if (report.candidates[i].games > 0 && (p.best < 0 || byLoss(i, std::size_t(p.best))))
                p.best = int(i);
        listener(p);
    };

    for (int round = 0; round < rounds && !report.cancelled; ++round) {
        const std::int64_t games = firstGames << round;
        // Common seeds: every candidate of a round plays the same new games.
        const std::uint64_t seed = Rng::derive(spec.simulation.seed, 0xB0000 + std::uint64_t(round));
        int playedCount = 0;
        tell(round, playedCount, int(alive.size()), false);
        if (relative) {
            auto finished = play(report.reference, baseRules, games, seed);
            if (!finished)
                return finished.errors();
            report.reference.round = round;
            reference = played(report.reference, spec.simulation.bots, players);
            if (!*finished) {
                report.cancelled = true;
                break;
            }
        }
        // The candidates' games of the round played elsewhere (a cluster),
        // when asked: the same tallies as here.
        std::vector<SimulationTally> elsewhere;
        if (spec.playRound) {
            BalanceRound asked {round, {}, games, seed};
            for (const std::size_t i : alive)
                asked.rules.push_back(report.candidates[i].rules);
            auto tallies = spec.playRound(asked);
            if (!tallies)
                return tallies.errors();
            assert(tallies->size() == alive.size());
            elsewhere = std::move(*tallies);
        }
        for (std::size_t k = 0; k < alive.size(); ++k) {
            const std::size_t i = alive[k];
            BalanceCandidate &c = report.candidates[i];
            auto finished = play(c, rulesets[i], games, seed, elsewhere.empty() ? nullptr : &elsewhere[k]);
            if (!finished)
                return finished.errors();
            c.round = round;
            lossOf(c);
            tell(round, ++playedCount, int(alive.size()), false);
            if (!*finished) {
                report.cancelled = true;
                break;
            }
        }
        report.rounds = round + 1;
        if (report.cancelled)
            break;
        std::sort(alive.begin(), alive.end(), byLoss);
        // Racing: out when even its most favourable loss is above the best's least favourable.
        const double bar = report.candidates[alive.front()].lossHigh;
        std::vector<std::size_t> kept;
        for (const std::size_t i : alive)
            if (report.candidates[i].lossLow <= bar || int(kept.size()) < proposals)
                kept.push_back(i);
        // Halving: at most the better half goes on, never fewer than the proposals.
        const std::size_t half = std::max<std::size_t>(std::size_t(proposals), (alive.size() + 1) / 2);
        if (round + 1 < rounds && kept.size() > half)
            kept.resize(half);
        alive = std::move(kept);
        if (int(alive.size()) <= proposals)
            break;
    }
    // Cancelled in the first round: the candidates not yet played know
    // nothing, so the best so far is among those that have played.
    if (report.cancelled)
        std::erase_if(alive, [&](std::size_t i) { return report.candidates[i].games == 0; });
    std::sort(alive.begin(), alive.end(), byLoss);
    if (int(alive.size()) > proposals)
        alive.resize(std::size_t(proposals));
    if (report.cancelled) {
        for (const std::size_t i : alive) {
            BalanceProposal p;
            p.candidate = int(i);
            p.report = summarize(report.candidates[i].tally, spec.simulation.bots);
            p.loss = report.candidates[i].loss;
            report.proposals.push_back(std::move(p));
        }
        return report;
    }

    // Fresh seeds, the base alongside: the proposals' figures on games the
    // search never saw, so the best of many is not flattered by its luck.
    tell(report.rounds, 0, int(alive.size()), true);
    SimulationSpec confirm = spec.simulation;
    confirm.ruleset = baseRules;
    // What the search left unspent (it stops once few candidates are left)
    // goes to the confirmation.
    confirm.games
        = int(std::max(confirmPerVariant, (budget - report.searchGames) / (std::int64_t(alive.size() + 1) * cost)));
    confirm.seed = Rng::derive(spec.simulation.seed, 0xC0F1);
    confirm.shard = {};
    std::vector<std::shared_ptr<const Ruleset>> houseRules;
    for (const std::size_t i : alive)
        houseRules.push_back(rulesets[i]);
    auto confirmed = compareMany(confirm, houseRules, progressFrom(done, std::int64_t(houseRules.size() + 1)), true);
    if (!confirmed)
        return confirmed.errors();
    done += std::int64_t(confirmed->games) * std::int64_t(alive.size() + 1);
    std::optional<MultiComparisonReport> ladder; // the skill games, on fresh seeds too
    if (skill && !confirmed->cancelled) {
        auto played = compareMany(skillSpec(confirm, skillRung(), confirm.games), houseRules, progressFrom(done));
        if (!played)
            return played.errors();
        ladder = std::move(*played);
    }
    report.confirmationGames = confirmed->games * cost;
    report.cancelled = confirmed->cancelled || (ladder && ladder->cancelled);
    report.base = confirmed->variants.front();
    const SimulationReport none; // no skill games were played
    const Played baseGames {report.base, ladder ? ladder->variants.front() : none};
    for (const auto &t : spec.targets)
        report.baseFigures.push_back(rawFigure(baseGames, t.measure).value_or(Estimate {}));
    std::vector<BalanceProposal> proposalsConfirmed;
    std::vector<double> leastFavourable;
    for (std::size_t k = 0; k < alive.size(); ++k) {
        BalanceProposal p;
        p.candidate = int(alive[k]);
        p.report = confirmed->houseRules[k].house;
        p.vsBase = confirmed->houseRules[k].measures;
        const Played house {p.report, ladder ? ladder->houseRules[k].house : none};
        std::vector<std::optional<Estimate>> figures;
        for (const auto &t : spec.targets) {
            if (!t.relative) {
                figures.push_back(rawFigure(house, t.measure));
                continue;
            }
            // Paired game by game with the base where the comparison keeps the
            // measure; else the difference of the two figures.
            if (t.measure == kSkill && !ladder) {
                figures.push_back(std::nullopt); // cancelled before its games
                continue;
            }
            const ComparisonReport &vs = t.measure == kSkill ? ladder->houseRules[k] : confirmed->houseRules[k];
            auto paired = balanceDifference(vs, t.measure);
            if (!paired) {
                const auto h = rawFigure(house, t.measure), b = rawFigure(baseGames, t.measure);
                if (h && b)
                    paired = minus(*h, *b);
            }
            figures.push_back(paired);
        }
        for (std::size_t t = 0; t < figures.size(); ++t) {
            p.figures.push_back(figures[t].value_or(Estimate {}));
            p.verdicts.push_back(figures[t] ? verdict(*figures[t], spec.targets[t]) : TargetVerdict::CannotTell);
        }
        const BalanceLoss loss = balanceLoss(spec.targets, figures);
        p.loss = loss.value;
        leastFavourable.push_back(loss.high);
        proposalsConfirmed.push_back(std::move(p));
    }
    // Best first, by the loss on the fresh games, and of equal losses (all
    // targets met at the point, say) the one surer to meet them: the lower
    // loss at the least favourable ends of its intervals. `order` keeps where
    // each proposal's games are in the comparison.
    std::vector<std::size_t> order(alive.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const auto &x = proposalsConfirmed[a], &y = proposalsConfirmed[b];
        return x.loss != y.loss ? x.loss < y.loss : leastFavourable[a] < leastFavourable[b];
    });
    for (const std::size_t k : order)
        report.proposals.push_back(std::move(proposalsConfirmed[k]));
    markAlikeBest(report.proposals, order, confirmed->tally, spec.simulation.bots, spec.targets);
    if (options.progress) { // the end: every game the budget came to was played
        const std::int64_t played = report.searchGames + report.confirmationGames * std::int64_t(alive.size() + 1);
        options.progress({played, played});
    }
    return report;
}

} // namespace houserules
