// The balancer's benchmark, at full budget (docs/BENCHMARKS.md, "The
// balancer"):
//
//   bench_balancer planted [BUDGET]  the planted problems (plantedproblem.h)
//                                    for the seeds 1 to 10: how often the
//                                    best proposal cannot be told from the
//                                    targets, and the time a search takes.
//   bench_balancer search [BUDGET]   the balancer's search (every point or a
//                                    Latin hypercube, raced) against a grid,
//                                    random search and, when built with
//                                    dlib, dlib's global optimizer with
//                                    integer variables, each spending the
//                                    same games on the same problems.
//
// For the comparison each plain search plays every candidate it asks for on
// the same games (common seeds: the loss of a rule is then a fixed function
// of the rule, which a global optimizer expects), and picks the lowest
// loss. Every pick is judged alike, on 5,000 fresh games: its loss there,
// and whether it misses a target.

#include "../engine/core/simulation/plantedproblem.h"

#include "core/game/random.h"
#include "core/simulation/sweep.h"

#ifdef HOUSERULES_BENCH_DLIB
#include <dlib/global_optimization.h>
#endif

#include <chrono>
#include <cstdio>
#include <functional>
#include <map>
#include <string>

using namespace houserules;

namespace {

using Point = std::vector<std::int64_t>;

// Plays and judges rules the way every strategy does: a candidate's
// house rule, its loss on the search's common games, and on fresh ones.
class Judge {
public:
    Judge(const planted::Problem &p, const planted::Rules &r, std::vector<BalanceTarget> targets)
        : m_problem(p), m_rules(r), m_targets(std::move(targets))
    {}

    const std::vector<BalanceTarget> &targets() const { return m_targets; }

    // The candidate's ruleset, or null when the rules refuse it.
    std::shared_ptr<const Ruleset> ruleset(const Point &x)
    {
        if (const auto it = m_compiled.find(x); it != m_compiled.end())
            return it->second;
        std::vector<SweepAxis> axes;
        std::string name = "candidate";
        for (std::size_t i = 0; i < x.size(); ++i) {
            const auto &p = m_problem.parameters[i];
            axes.push_back(
                p.isList() ? SweepAxis {p.path, {}, {p.lists[std::size_t(x[i])]}} : SweepAxis {p.path, {x[i]}, {}});
            name += '-';
            name += std::to_string(x[i]);
        }
        std::shared_ptr<const Ruleset> compiled;
        if (auto text
            = sweepVariantText(m_rules.from, m_rules.game->schema(), axes, std::vector<std::size_t>(axes.size(), 0)))
            if (auto variant = m_rules.loader.loadText(*text, name + ".yaml"))
                compiled = m_rules.game->compile(*variant);
        return m_compiled[x] = compiled;
    }

    // The loss on `games` games from `seed` (the same games for every
    // candidate); refused rules: infinite. Counts the games played.
    double loss(const Point &x, int games, std::uint64_t seed, std::int64_t &played)
    {
        const auto rules = ruleset(x);
        if (!rules)
            return std::numeric_limits<double>::infinity();
        const auto report = play(rules, games, seed);
        played += report.games;
        return balanceLoss(m_targets, figures(report)).value;
    }

    struct Verdict {
        double loss = 0;
        bool solved = false;
    };
    // The pick judged on 5,000 fresh games.
    Verdict judge(const Point &x)
    {
        if (const auto it = m_judged.find(x); it != m_judged.end())
            return it->second;
        const auto report = play(ruleset(x), 5000, 0xF2E5);
        const auto f = figures(report);
        BalanceProposal p;
        for (std::size_t t = 0; t < m_targets.size(); ++t) {
            const auto &e = *f[t];
            const auto &target = m_targets[t];
            p.verdicts.push_back(
                e.high < target.low || e.low > target.high ? TargetVerdict::Missed : TargetVerdict::Met);
        }
        return m_judged[x] = {balanceLoss(m_targets, f).value, planted::solved(p)};
    }

private:
    SimulationReport play(const std::shared_ptr<const Ruleset> &rules, int games, std::uint64_t seed) const
    {
        SimulationSpec s;
        s.ruleset = rules;
        s.players = m_problem.players;
        s.bots.assign(std::size_t(m_problem.players), "heuristic");
        s.games = games;
        s.seed = seed;
        return *simulate(s);
    }
    std::vector<std::optional<Estimate>> figures(const SimulationReport &report) const
    {
        std::vector<std::optional<Estimate>> out;
        for (const auto &t : m_targets)
            out.push_back(balanceFigure(report, t.measure));
        return out;
    }

    const planted::Problem &m_problem;
    const planted::Rules &m_rules;
    std::vector<BalanceTarget> m_targets;
    std::map<Point, std::shared_ptr<const Ruleset>> m_compiled;
    std::map<Point, Verdict> m_judged;
};

std::vector<std::int64_t> lows(const planted::Problem &p)
{
    std::vector<std::int64_t> out;
    for (const auto &q : p.parameters)
        out.push_back(q.isList() ? 0 : q.low);
    return out;
}
std::vector<std::int64_t> highs(const planted::Problem &p)
{
    std::vector<std::int64_t> out;
    for (const auto &q : p.parameters)
        out.push_back(q.isList() ? std::int64_t(q.lists.size()) - 1 : q.high);
    return out;
}

// Plays each of `points` on the same games, the budget shared evenly; the
// lowest loss wins.
Point bestOf(
    Judge &judge, const std::vector<Point> &points, std::int64_t budget, std::uint64_t seed, std::int64_t &played)
{
    const int games = int(budget / std::int64_t(points.size()));
    Point best;
    double lowest = std::numeric_limits<double>::infinity();
    for (const auto &x : points)
        if (const double l = judge.loss(x, games, Rng::derive(seed, 0x5EA), played); l < lowest || best.empty()) {
            lowest = l;
            best = x;
        }
    return best;
}

// A grid of about `most` points: each parameter's range cut in as many
// evenly spaced levels as the box allows.
std::vector<Point> grid(const planted::Problem &p, int most)
{
    const auto lo = lows(p), hi = highs(p);
    int levels = 1;
    auto count = [&](int l) {
        double n = 1;
        for (std::size_t i = 0; i < lo.size(); ++i)
            n *= double(std::min<std::int64_t>(l, hi[i] - lo[i] + 1));
        return n;
    };
    while (count(levels + 1) <= most && levels < 1000)
        ++levels;
    std::vector<std::vector<std::int64_t>> axes;
    for (std::size_t i = 0; i < lo.size(); ++i) {
        const std::int64_t size = hi[i] - lo[i] + 1, l = std::min<std::int64_t>(levels, size);
        std::vector<std::int64_t> axis;
        for (std::int64_t k = 0; k < l; ++k)
            axis.push_back(lo[i] + (l == 1 ? size / 2 : k * (size - 1) / (l - 1)));
        axes.push_back(axis);
    }
    std::vector<Point> out {{}};
    for (const auto &axis : axes) {
        std::vector<Point> next;
        for (const auto &x : out)
            for (const auto v : axis) {
                next.push_back(x);
                next.back().push_back(v);
            }
        out = std::move(next);
    }
    return out;
}

std::vector<Point> randomPoints(const planted::Problem &p, int most, std::uint64_t seed)
{
    const auto lo = lows(p), hi = highs(p);
    Rng rng(Rng::derive(seed, 0x7A4D));
    std::vector<Point> out;
    for (int k = 0; k < most; ++k) {
        Point x;
        for (std::size_t i = 0; i < lo.size(); ++i)
            x.push_back(lo[i] + std::int64_t(rng.below(std::uint32_t(hi[i] - lo[i] + 1))));
        out.push_back(x);
    }
    return out;
}

#ifdef HOUSERULES_BENCH_DLIB
// dlib's global optimizer (MaxLIPO and a trust region) over the integer
// box, `calls` evaluations each on the same games.
Point dlibSearch(
    Judge &judge, const planted::Problem &p, int calls, std::int64_t budget, std::uint64_t seed, std::int64_t &played)
{
    const auto lo = lows(p), hi = highs(p);
    dlib::matrix<double, 0, 1> a(lo.size()), b(lo.size());
    for (std::size_t i = 0; i < lo.size(); ++i) {
        a(long(i)) = double(lo[i]);
        b(long(i)) = double(hi[i]);
    }
    const int games = int(budget / calls);
    const std::uint64_t common = Rng::derive(seed, 0x5EA);
    std::map<Point, double> seen;
    const auto f = [&](const dlib::matrix<double, 0, 1> &v) {
        Point x;
        for (long i = 0; i < v.size(); ++i)
            x.push_back(std::int64_t(std::lround(v(i))));
        if (const auto it = seen.find(x); it != seen.end())
            return it->second;
        const double l = judge.loss(x, games, common, played);
        return seen[x] = std::isfinite(l) ? l : 1e12;
    };
    const auto found = dlib::find_min_global(
        f, a, b, std::vector<bool>(lo.size(), true), dlib::max_function_calls(std::size_t(calls)));
    Point x;
    for (long i = 0; i < found.x.size(); ++i)
        x.push_back(std::int64_t(std::lround(found.x(i))));
    return x;
}
#endif

double seconds(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

int plantedBench(std::int64_t budget)
{
    for (const auto &p : planted::problems()) {
        const planted::Rules rules = planted::load(p);
        const auto targets = planted::targets(p, rules, 20000);
        int found = 0;
        double time = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const auto spec = planted::spec(p, rules, targets, budget, seed);
            const auto start = std::chrono::steady_clock::now();
            const auto report = balance(spec);
            time += seconds(start);
            const bool solved = planted::solved(report->proposals.front());
            found += solved ? 1 : 0;
            std::printf("  seed %2d: %s%s\n", int(seed), planted::describe(spec, *report).c_str(),
                solved ? "" : " (misses a target)");
        }
        std::printf("%s: %d of 10 seeds, %.1f s a search (budget %lld games)\n\n", p.name.c_str(), found, time / 10,
            static_cast<long long>(budget));
    }
    return 0;
}

int searchBench(std::int64_t budget)
{
    for (const auto &p : planted::problems()) {
        const planted::Rules rules = planted::load(p);
        Judge judge(p, rules, planted::targets(p, rules, 20000));
        struct Score {
            int solved = 0;
            double loss = 0;
            std::int64_t games = 0;
        };
        std::map<std::string, Score> scores;
        std::vector<std::string> order;
        const auto record = [&](const std::string &name, const Point &x, std::int64_t games) {
            if (!scores.count(name))
                order.push_back(name);
            const auto v = judge.judge(x);
            scores[name].solved += v.solved ? 1 : 0;
            scores[name].loss += v.loss / 10;
            scores[name].games += games / 10;
        };
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            auto spec = planted::spec(p, rules, judge.targets(), budget, seed);
            const auto report = balance(spec);
            Point x = report->candidates[std::size_t(report->proposals.front().candidate)].values;
            record("balancer (raced)", x,
                report->searchGames + report->confirmationGames * std::int64_t(report->proposals.size() + 1));
            // Each search first, then its games: the count it spent.
            std::int64_t played = 0;
            x = bestOf(judge, grid(p, p.candidates), budget, seed, played);
            record("grid", x, played);
            played = 0;
            x = bestOf(judge, randomPoints(p, p.candidates, seed), budget, seed, played);
            record("random", x, played);
#ifdef HOUSERULES_BENCH_DLIB
            played = 0;
            x = dlibSearch(judge, p, p.candidates, budget, seed, played);
            record("dlib find_min_global", x, played);
#endif
        }
        std::printf(
            "%s, %lld games a search, %d candidates:\n", p.name.c_str(), static_cast<long long>(budget), p.candidates);
        for (const auto &name : order)
            std::printf("  %-22s meets the targets on %2d of 10 seeds, mean loss %.3f on fresh games, %lld games\n",
                name.c_str(), scores[name].solved, scores[name].loss, static_cast<long long>(scores[name].games));
        std::printf("\n");
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    const std::string what = argc > 1 ? argv[1] : "";
    const std::int64_t budget = argc > 2 ? std::atoll(argv[2]) : 60000;
    if (what == "planted")
        return plantedBench(budget);
    if (what == "search")
        return searchBench(budget);
    std::fprintf(stderr, "usage: bench_balancer planted|search [BUDGET]\n");
    return 2;
}
