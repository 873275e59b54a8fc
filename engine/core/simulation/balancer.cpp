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
    const SideBySideTally &tally, const std::vector<std::string> &bots, const std::vector<BalanceTarget> &targets)
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

namespace {

// Why a target cannot be searched for: an unknown measure, an empty range, a
// weight of 0 or less.
std::optional<Diagnostic> targetError(const BalanceTarget &t)
{
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
    return std::nullopt;
}

// Why the spec cannot be searched, before any game is played.
std::optional<Diagnostic> specError(const BalanceSpec &spec)
{
    if (spec.parameters.empty())
        return diagnostic("vary", "expected at least one parameter to vary");
    if (spec.targets.empty())
        return diagnostic("target", "expected at least one target");
    for (const auto &p : spec.parameters)
        if (!p.isList() && p.low > p.high)
            return diagnostic("vary",
                "the range of " + quote(p.path) + " is empty: " + std::to_string(p.low) + " is above "
                    + std::to_string(p.high));
    for (const auto &t : spec.targets)
        if (auto error = targetError(t))
            return error;
    if (spec.proposals < 1 || spec.proposals > kMaxComparedVariants - 1)
        return diagnostic("proposals", "expected 1 to " + std::to_string(kMaxComparedVariants - 1) + " proposals");
    std::error_code ec;
    if (!std::filesystem::is_regular_file(spec.base->file, ec))
        return diagnostic("variant", "the variant to balance must be a file; " + quote(spec.base->file) + " is not");
    return std::nullopt;
}

// A list parameter's candidates as the numbers 0 to its lists' count − 1.
std::vector<BalanceParameter> candidateRanges(const std::vector<BalanceParameter> &parameters)
{
    std::vector<BalanceParameter> ranges;
    for (const auto &p : parameters)
        ranges.push_back({p.path, p.isList() ? 0 : p.low, p.isList() ? p.size() - 1 : p.high, {}});
    return ranges;
}

// What ends a search early (none: it goes on).
using Stop = std::optional<Diagnostics>;

// One search: the candidates raced round by round on common seeds, the
// worse half dropped after each, then the best few confirmed on fresh seeds.
class Balancer {
public:
    Balancer(const BalanceSpec &spec, const RunOptions &options, const BalanceListener &listener)
        : m_spec(spec), m_options(options), m_listener(listener), m_players(spec.simulation.players)
    {}
    Expected<BalanceReport> run();

private:
    void setAxes(std::vector<SweepAxis> &axes, const std::vector<std::int64_t> &values) const;
    Stop makeCandidates(const std::vector<BalanceParameter> &ranges);
    Stop measureBudget();
    Stop divideBudget();
    void prepareTallies();
    RunOptions progressFrom(std::int64_t before, std::int64_t each = 1) const;
    void updateLoss(BalanceCandidate &c) const;
    bool byLoss(std::size_t a, std::size_t b) const;
    void tell(int round, int played, int playing, bool confirming) const;
    Expected<bool> play(BalanceCandidate &c, const std::shared_ptr<const Ruleset> &ruleset, std::int64_t games,
        std::uint64_t seed, const SimulationTally *elsewhere = nullptr);
    Stop playRound(int round);
    Expected<std::vector<SimulationTally>> playedElsewhere(int round, std::int64_t games, std::uint64_t seed) const;
    bool narrowField(int round);
    void keepBest();
    BalanceReport cancelledReport();
    Stop confirm();
    std::vector<std::optional<Estimate>> confirmedFigures(std::size_t k, const SideBySideReport &confirmed,
        const SideBySideReport *ladder, const Played &house, const Played &baseGames) const;
    void rankProposals(std::vector<BalanceProposal> &confirmed, const std::vector<double> &leastFavourable,
        const SideBySideTally &tally);
    void reportEnd() const;

    const BalanceSpec &m_spec;
    const RunOptions &m_options;
    const BalanceListener &m_listener;
    const int m_players;
    BalanceReport m_report;
    std::vector<std::shared_ptr<const Ruleset>> m_rulesets; // per candidate (null: refused)
    std::vector<std::size_t> m_alive;                       // the candidates still in the race
    std::shared_ptr<const Ruleset> m_baseRules;
    std::optional<Played> m_reference; // the base on this round's games so far
    std::int64_t m_budget = 0, m_done = 0;
    std::int64_t m_cost = 1; // 2 when each candidate also plays skill games
    std::int64_t m_confirmPerVariant = 0, m_firstGames = 0;
    int m_proposals = 0, m_rounds = 0;
    bool m_skill = false, m_relative = false;
};

// A value on each axis: the parameter's at `values`.
void Balancer::setAxes(std::vector<SweepAxis> &axes, const std::vector<std::int64_t> &values) const
{
    for (std::size_t a = 0; a < axes.size(); ++a) {
        const BalanceParameter &p = m_spec.parameters[a];
        axes[a] = p.isList() ? SweepAxis {p.path, {}, {p.lists[std::size_t(values[a])]}}
                             : SweepAxis {p.path, {values[a]}, {}};
    }
}

// Every candidate as the house rule a person would write; the ones the
// rules refuse are kept with their errors and never played.
Stop Balancer::makeCandidates(const std::vector<BalanceParameter> &ranges)
{
    const Variant &base = *m_spec.base;
    const Schema &schema = m_spec.game->schema();
    std::vector<SweepAxis> axes(m_spec.parameters.size());
    std::vector<std::int64_t> lowest;
    for (const auto &r : ranges)
        lowest.push_back(r.low);
    setAxes(axes, lowest);
    if (auto text = sweepVariantText(base, schema, axes, std::vector<std::size_t>(axes.size(), 0)); !text)
        return text.errors();
    for (auto &values : candidateValues(ranges, std::max(m_spec.candidates, 1), m_spec.simulation.seed)) {
        BalanceCandidate c;
        c.tally = SimulationTally(m_players);
        c.values = values;
        std::string name = base.file + " [";
        setAxes(axes, values);
        for (std::size_t a = 0; a < axes.size(); ++a)
            name += (a ? ", " : "") + axes[a].parameter + "=" + axes[a].valueText(0);
        c.rules = *sweepVariantText(base, schema, axes, std::vector<std::size_t>(axes.size(), 0));
        auto variant = m_spec.loader->loadText(c.rules, name + "]");
        if (!variant) {
            c.errors = variant.errors();
            m_rulesets.push_back(nullptr);
        } else {
            m_rulesets.push_back(m_spec.game->compile(*variant));
            m_alive.push_back(m_report.candidates.size());
        }
        m_report.candidates.push_back(std::move(c));
    }
    if (m_alive.empty())
        return Diagnostics {diagnostic(
            "vary", "the rules refuse every candidate: " + m_report.candidates.front().errors.front().message)};
    return std::nullopt;
}

// The budget in games: the spec's, or what this machine plays in its seconds
// (which may be cancelled).
Stop Balancer::measureBudget()
{
    m_budget = m_spec.budget;
    if (m_spec.seconds > 0) {
        SimulationSpec timed = m_spec.simulation;
        timed.ruleset = m_baseRules;
        auto games = gamesInTime(timed, m_spec.seconds, m_options, &m_report.cancelled);
        if (!games)
            return games.errors();
        m_budget = *games;
    }
    m_report.budget = m_budget;
    return std::nullopt;
}

// A target on skill plays each candidate's games twice (the skill ladder's
// games beside the spec's); a target relative to the base plays the base
// beside the candidates in every round. The budget: a quarter for the
// confirmation, the rest over the rounds, each round costing about the same
// (half the candidates, twice the games).
Stop Balancer::divideBudget()
{
    const auto &targets = m_spec.targets;
    m_skill = std::any_of(targets.begin(), targets.end(), [](const BalanceTarget &t) { return t.measure == kSkill; });
    m_relative = std::any_of(targets.begin(), targets.end(), [](const BalanceTarget &t) { return t.relative; });
    m_cost = m_skill ? 2 : 1;
    const std::int64_t beside = m_relative ? 1 : 0;
    const std::int64_t alive = std::int64_t(m_alive.size());
    m_proposals = std::min<int>(m_spec.proposals, int(m_alive.size()));
    m_confirmPerVariant = m_budget / 4 / (m_proposals + 1) / m_cost;
    const std::int64_t search = m_budget - m_confirmPerVariant * (m_proposals + 1) * m_cost;
    m_rounds = 1 + std::max(0, int(std::ceil(std::log2(double(m_alive.size()) / double(std::max(m_proposals, 1))))));
    m_firstGames = search / ((alive + beside) * m_rounds * m_cost);
    constexpr std::int64_t kFewestGames = 20;
    if (m_firstGames < kFewestGames || m_confirmPerVariant < kFewestGames)
        return Diagnostics {diagnostic("budget",
            "a budget of " + std::to_string(m_budget) + " games"
                + (m_spec.seconds > 0 ? " (what this machine plays in " + secondsText(m_spec.seconds) + " s)" : "")
                + " is too small for " + std::to_string(m_alive.size()) + " candidates; expected at least "
                + std::to_string((kFewestGames * (alive + beside) * m_rounds * m_cost) * 4 / 3 + 1))};
    return std::nullopt;
}

void Balancer::prepareTallies()
{
    m_report.reference.tally = SimulationTally(m_players);
    m_report.reference.skill = SimulationTally(m_players);
    for (BalanceCandidate &c : m_report.candidates)
        c.skill = SimulationTally(m_players);
}

// `each`: the games of the budget one reported game stands for (a
// confirmation game is played under every proposal and the base).
RunOptions Balancer::progressFrom(std::int64_t before, std::int64_t each) const
{
    RunOptions inner = m_options;
    if (m_options.progress)
        inner.progress = [&options = m_options, before, each, total = m_budget](const Progress &p) {
            options.progress({std::min(before + p.done * each, total), total});
        };
    return inner;
}

void Balancer::updateLoss(BalanceCandidate &c) const
{
    const BalanceLoss l = balanceLoss(m_spec.targets,
        figuresOf(played(c, m_spec.simulation.bots, m_players), m_reference ? &*m_reference : nullptr, m_spec.targets));
    c.loss = l.value;
    c.lossLow = l.low;
    c.lossHigh = l.high;
}

bool Balancer::byLoss(std::size_t a, std::size_t b) const
{
    return m_report.candidates[a].loss != m_report.candidates[b].loss
        ? m_report.candidates[a].loss < m_report.candidates[b].loss
        : a < b;
}

void Balancer::tell(int round, int played, int playing, bool confirming) const
{
    if (!m_listener)
        return;
    BalanceProgress p {&m_report, round, m_rounds, played, playing, m_alive, -1, confirming};
    for (const std::size_t i : m_alive)
        if (m_report.candidates[i].games > 0 && (p.best < 0 || byLoss(i, std::size_t(p.best))))
            p.best = int(i);
    m_listener(p);
}

// One candidate's games of a round (and its skill games): false when cancelled.
// `elsewhere`: its games already played elsewhere (BalanceSpec::playRound);
// the skill games are played here.
Expected<bool> Balancer::play(BalanceCandidate &c, const std::shared_ptr<const Ruleset> &ruleset, std::int64_t games,
    std::uint64_t seed, const SimulationTally *elsewhere)
{
    SimulationSpec s = m_spec.simulation;
    s.ruleset = ruleset;
    s.games = int(games);
    s.seed = seed;
    s.shard = {};
    for (const bool ladder : {false, true}) {
        if (ladder && !m_skill)
            break;
        if (!ladder && elsewhere) {
            c.tally.add(*elsewhere);
            c.games += elsewhere->games;
            m_done += elsewhere->games;
            m_report.searchGames += elsewhere->games;
            continue;
        }
        auto round = simulate(ladder ? skillSpec(s, skillRung(), int(games)) : s, progressFrom(m_done));
        if (!round)
            return round.errors();
        (ladder ? c.skill : c.tally).add(round->tally);
        c.games += round->games;
        m_done += round->games;
        m_report.searchGames += round->games;
        if (round->cancelled)
            return false;
    }
    return true;
}

// The candidates' games of a round played elsewhere (a cluster), when
// asked: the same tallies as here. None when not asked.
Expected<std::vector<SimulationTally>> Balancer::playedElsewhere(
    int round, std::int64_t games, std::uint64_t seed) const
{
    if (!m_spec.playRound)
        return std::vector<SimulationTally> {};
    BalanceRound asked {round, {}, games, seed};
    for (const std::size_t i : m_alive)
        asked.rules.push_back(m_report.candidates[i].rules);
    auto tallies = m_spec.playRound(asked);
    assert(!tallies || tallies->size() == m_alive.size());
    return tallies;
}

// Every candidate still in the race (and the base, for a relative target)
// plays the round's games. Common seeds: every candidate of a round plays the
// same new games.
Stop Balancer::playRound(int round)
{
    const std::int64_t games = m_firstGames << round;
    const std::uint64_t seed = Rng::derive(m_spec.simulation.seed, 0xB0000 + std::uint64_t(round));
    int playedCount = 0;
    tell(round, playedCount, int(m_alive.size()), false);
    if (m_relative) {
        auto finished = play(m_report.reference, m_baseRules, games, seed);
        if (!finished)
            return finished.errors();
        m_report.reference.round = round;
        m_reference = played(m_report.reference, m_spec.simulation.bots, m_players);
        if (!*finished) {
            m_report.cancelled = true;
            return std::nullopt;
        }
    }
    auto elsewhere = playedElsewhere(round, games, seed);
    if (!elsewhere)
        return elsewhere.errors();
    for (std::size_t k = 0; k < m_alive.size(); ++k) {
        BalanceCandidate &c = m_report.candidates[m_alive[k]];
        auto finished = play(c, m_rulesets[m_alive[k]], games, seed, elsewhere->empty() ? nullptr : &(*elsewhere)[k]);
        if (!finished)
            return finished.errors();
        c.round = round;
        updateLoss(c);
        tell(round, ++playedCount, int(m_alive.size()), false);
        if (!*finished) {
            m_report.cancelled = true;
            break;
        }
    }
    m_report.rounds = round + 1;
    return std::nullopt;
}

// After a round: the candidates that go on. False when no more than the
// proposals are left.
bool Balancer::narrowField(int round)
{
    std::sort(m_alive.begin(), m_alive.end(), [this](std::size_t a, std::size_t b) { return byLoss(a, b); });
    // Racing: out when even its most favourable loss is above the best's least favourable.
    const double bar = m_report.candidates[m_alive.front()].lossHigh;
    std::vector<std::size_t> kept;
    for (const std::size_t i : m_alive)
        if (m_report.candidates[i].lossLow <= bar || int(kept.size()) < m_proposals)
            kept.push_back(i);
    // Halving: at most the better half goes on, never fewer than the proposals.
    const std::size_t half = std::max<std::size_t>(std::size_t(m_proposals), (m_alive.size() + 1) / 2);
    if (round + 1 < m_rounds && kept.size() > half)
        kept.resize(half);
    m_alive = std::move(kept);
    return int(m_alive.size()) > m_proposals;
}

// The proposals-to-be, best first. Cancelled in the first round: the
// candidates not yet played know nothing, so the best so far is among those
// that have played.
void Balancer::keepBest()
{
    if (m_report.cancelled)
        std::erase_if(m_alive, [&](std::size_t i) { return m_report.candidates[i].games == 0; });
    std::sort(m_alive.begin(), m_alive.end(), [this](std::size_t a, std::size_t b) { return byLoss(a, b); });
    if (int(m_alive.size()) > m_proposals)
        m_alive.resize(std::size_t(m_proposals));
}

// Cancelled before the confirmation: the best so far, on the search's games.
BalanceReport Balancer::cancelledReport()
{
    for (const std::size_t i : m_alive) {
        BalanceProposal p;
        p.candidate = int(i);
        p.report = summarize(m_report.candidates[i].tally, m_spec.simulation.bots);
        p.loss = m_report.candidates[i].loss;
        m_report.proposals.push_back(std::move(p));
    }
    return std::move(m_report);
}

// Proposal k's figures per target on the confirmation's games.
std::vector<std::optional<Estimate>> Balancer::confirmedFigures(std::size_t k, const SideBySideReport &confirmed,
    const SideBySideReport *ladder, const Played &house, const Played &baseGames) const
{
    std::vector<std::optional<Estimate>> figures;
    for (const auto &t : m_spec.targets) {
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
        const ComparisonReport &vs = t.measure == kSkill ? ladder->houseRules[k] : confirmed.houseRules[k];
        auto paired = balanceDifference(vs, t.measure);
        if (!paired) {
            const auto h = rawFigure(house, t.measure), b = rawFigure(baseGames, t.measure);
            if (h && b)
                paired = minus(*h, *b);
        }
        figures.push_back(paired);
    }
    return figures;
}

// Best first, by the loss on the fresh games, and of equal losses (all
// targets met at the point, say) the one surer to meet them: the lower
// loss at the least favourable ends of its intervals. `order` keeps where
// each proposal's games are in the comparison.
void Balancer::rankProposals(
    std::vector<BalanceProposal> &confirmed, const std::vector<double> &leastFavourable, const SideBySideTally &tally)
{
    std::vector<std::size_t> order(m_alive.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const auto &x = confirmed[a], &y = confirmed[b];
        return x.loss != y.loss ? x.loss < y.loss : leastFavourable[a] < leastFavourable[b];
    });
    for (const std::size_t k : order)
        m_report.proposals.push_back(std::move(confirmed[k]));
    markAlikeBest(m_report.proposals, order, tally, m_spec.simulation.bots, m_spec.targets);
}

// Fresh seeds, the base alongside: the proposals' figures on games the
// search never saw, so the best of many is not flattered by its luck.
Stop Balancer::confirm()
{
    tell(m_report.rounds, 0, int(m_alive.size()), true);
    SimulationSpec fresh = m_spec.simulation;
    fresh.ruleset = m_baseRules;
    // What the search left unspent (it stops once few candidates are left)
    // goes to the confirmation.
    fresh.games = int(
        std::max(m_confirmPerVariant, (m_budget - m_report.searchGames) / (std::int64_t(m_alive.size() + 1) * m_cost)));
    fresh.seed = Rng::derive(m_spec.simulation.seed, 0xC0F1);
    fresh.shard = {};
    std::vector<std::shared_ptr<const Ruleset>> houseRules;
    for (const std::size_t i : m_alive)
        houseRules.push_back(m_rulesets[i]);
    auto confirmed
        = compareSideBySide(fresh, houseRules, progressFrom(m_done, std::int64_t(houseRules.size() + 1)), true);
    if (!confirmed)
        return confirmed.errors();
    m_done += std::int64_t(confirmed->games) * std::int64_t(m_alive.size() + 1);
    std::optional<SideBySideReport> ladder; // the skill games, on fresh seeds too
    if (m_skill && !confirmed->cancelled) {
        auto played = compareSideBySide(skillSpec(fresh, skillRung(), fresh.games), houseRules, progressFrom(m_done));
        if (!played)
            return played.errors();
        ladder = std::move(*played);
    }
    m_report.confirmationGames = confirmed->games * m_cost;
    m_report.cancelled = confirmed->cancelled || (ladder && ladder->cancelled);
    m_report.base = confirmed->variants.front();
    const SimulationReport none; // no skill games were played
    const Played baseGames {m_report.base, ladder ? ladder->variants.front() : none};
    for (const auto &t : m_spec.targets)
        m_report.baseFigures.push_back(rawFigure(baseGames, t.measure).value_or(Estimate {}));
    std::vector<BalanceProposal> proposals;
    std::vector<double> leastFavourable;
    for (std::size_t k = 0; k < m_alive.size(); ++k) {
        BalanceProposal p;
        p.candidate = int(m_alive[k]);
        p.report = confirmed->houseRules[k].house;
        p.vsBase = confirmed->houseRules[k].measures;
        const Played house {p.report, ladder ? ladder->houseRules[k].house : none};
        const auto figures = confirmedFigures(k, *confirmed, ladder ? &*ladder : nullptr, house, baseGames);
        for (std::size_t t = 0; t < figures.size(); ++t) {
            p.figures.push_back(figures[t].value_or(Estimate {}));
            p.verdicts.push_back(figures[t] ? verdict(*figures[t], m_spec.targets[t]) : TargetVerdict::CannotTell);
        }
        const BalanceLoss loss = balanceLoss(m_spec.targets, figures);
        p.loss = loss.value;
        leastFavourable.push_back(loss.high);
        proposals.push_back(std::move(p));
    }
    rankProposals(proposals, leastFavourable, confirmed->tally);
    return std::nullopt;
}

// The end: every game the budget came to was played.
void Balancer::reportEnd() const
{
    if (!m_options.progress)
        return;
    const std::int64_t played = m_report.searchGames + m_report.confirmationGames * std::int64_t(m_alive.size() + 1);
    m_options.progress({played, played});
}

Expected<BalanceReport> Balancer::run()
{
    if (auto stop = makeCandidates(candidateRanges(m_spec.parameters)))
        return std::move(*stop);
    m_baseRules = m_spec.game->compile(*m_spec.base);
    if (auto stop = measureBudget())
        return std::move(*stop);
    if (m_report.cancelled)
        return std::move(m_report);
    if (auto stop = divideBudget())
        return std::move(*stop);
    prepareTallies();
    for (int round = 0; round < m_rounds && !m_report.cancelled; ++round) {
        if (auto stop = playRound(round))
            return std::move(*stop);
        if (m_report.cancelled || !narrowField(round))
            break;
    }
    keepBest();
    if (m_report.cancelled)
        return cancelledReport();
    if (auto stop = confirm())
        return std::move(*stop);
    reportEnd();
    return std::move(m_report);
}

} // namespace

Expected<BalanceReport> balance(const BalanceSpec &spec, const RunOptions &options, const BalanceListener &listener)
{
    assert(spec.base && spec.game && spec.loader);
    if (auto error = specError(spec))
        return *error;
    return Balancer(spec, options, listener).run();
}

} // namespace houserules
