#pragma once

// A planted problem for the balancer, as the test suite and the benchmark
// pose it: a shipped variant of a game some parameters away from the
// standard rules is measured, its figures become the targets (each give or
// take what a designer would call "about"), and the balancer, starting from
// the standard rules, must propose a rule whose figures cannot be told from
// them: on the confirmation's fresh games no target is missed.

#include "core/simulation/balancer.h"
#include "registry.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

namespace planted {

using namespace houserules;

struct Problem {
    std::string name;    // "Halunken & Spelunken: eighteen dens (2 apart)"
    std::string from;    // the standard rules
    std::string planted; // the shipped variant whose figures are the targets
    int players = 4;
    std::vector<BalanceParameter> parameters;
    std::vector<std::string> measures;
    int candidates = 32;
};

// Two parameters apart: the board's fields (14 → 18) and villains per den
// (3 → 2). Three: the gold suit's values (0–10 → 0–12), the diamonds'
// (0–10 → 0–8) and the diamonds' dynamite (1 → 2), list parameters as whole lists.
inline std::vector<Problem> problems()
{
    std::vector<std::vector<std::int64_t>> suits;
    for (std::int64_t top = 7; top <= 13; ++top) {
        suits.emplace_back();
        for (std::int64_t v = 0; v <= top; ++v)
            suits.back().push_back(v);
    }
    return {
        {"Halunken & Spelunken: eighteen dens (2 parameters apart)", "halunken-spelunken/standard",
            "halunken-spelunken/eighteen-dens", 4, {{"board.fields", 12, 20, {}}, {"board.villains_per_den", 1, 4, {}}},
            {"length", "first_player_advantage", "lead_changes"}, 36},
        {"Blasting Billy: gold rush (3 parameters apart)", "blasting-billy/standard", "blasting-billy/gold-rush", 4,
            {{"deck.gold.values", 0, 0, suits}, {"deck.diamonds.values", 0, 0, suits},
                {"deck.diamonds.dynamite", 0, 3, {}}},
            {"length", "figure:shot_down", "lead_changes"}, 32},
    };
}

struct Rules {
    VariantLoader loader = Registry::instance().loader();
    Variant from, planted;
    const Game *game = nullptr;
};

inline Rules load(const Problem &p)
{
    Rules r;
    auto from = r.loader.load(p.from), planted = r.loader.load(p.planted);
    if (!from || !planted)
        throw std::runtime_error(p.from + " or " + p.planted + " does not load");
    r.from = *from;
    r.planted = *planted;
    r.game = Registry::instance().game(from->game);
    return r;
}

// The planted variant's figures, measured on `games` games of their own,
// as targets: each value give or take twice its own interval's half-width,
// and at least 2% of it.
inline std::vector<BalanceTarget> targets(const Problem &p, const Rules &r, int games)
{
    SimulationSpec measure;
    measure.ruleset = r.game->compile(r.planted);
    measure.players = p.players;
    measure.bots.assign(std::size_t(p.players), "heuristic");
    measure.games = games;
    measure.seed = 99;
    const auto truth = simulate(measure);
    if (!truth)
        throw std::runtime_error(p.planted + " does not play");
    std::vector<BalanceTarget> out;
    for (const auto &m : p.measures) {
        const auto e = balanceFigure(*truth, m);
        if (!e)
            throw std::runtime_error(p.planted + " has no " + m);
        const double tolerance = std::max(e->halfWidth() * 2, std::abs(e->value) * 0.02);
        out.push_back({m, e->value - tolerance, e->value + tolerance});
    }
    return out;
}

inline BalanceSpec spec(const Problem &p, const Rules &r, const std::vector<BalanceTarget> &targets,
    std::int64_t budget, std::uint64_t seed)
{
    BalanceSpec s;
    s.simulation.players = p.players;
    s.simulation.bots.assign(std::size_t(p.players), "heuristic");
    s.simulation.seed = seed;
    s.base = &r.from;
    s.game = r.game;
    s.loader = &r.loader;
    s.parameters = p.parameters;
    s.targets = targets;
    s.budget = budget;
    s.candidates = p.candidates;
    s.proposals = 2;
    return s;
}

// The best proposal's figures cannot be told from the targets: none missed.
inline bool solved(const BalanceProposal &best)
{
    return std::none_of(
        best.verdicts.begin(), best.verdicts.end(), [](TargetVerdict v) { return v == TargetVerdict::Missed; });
}

// The best proposal's values, as a person reads them: "board.fields=18, ...".
inline std::string describe(const BalanceSpec &s, const BalanceReport &report)
{
    std::string text;
    const auto &values = report.candidates[std::size_t(report.proposals.front().candidate)].values;
    for (std::size_t i = 0; i < values.size(); ++i)
        text += (i ? ", " : "") + s.parameters[i].path + "="
            + s.parameters[i].valueText(values[i] - (s.parameters[i].isList() ? 0 : s.parameters[i].low));
    return text;
}

} // namespace planted
