#pragma once

// What the simulator's test suites share: rules by id, a run's spec, reports
// compared field by field, a tally at some threads and shard, a sweep's spec.

#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"
#include "registry.h"

#include <QString>
#include <QtGlobal>

#include <memory>
#include <string>
#include <vector>

namespace simtest {

using houserules::Registry;
using houserules::RunOptions;
using houserules::Shard;
using houserules::SimulationReport;
using houserules::SimulationSpec;
using houserules::SimulationTally;
using houserules::SweepSpec;

inline QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

inline std::shared_ptr<const houserules::Ruleset> rulesetOf(const std::string &id)
{
    auto ruleset = Registry::instance().ruleset(id);
    if (!ruleset)
        qFatal("cannot load %s", id.c_str());
    return *ruleset;
}

inline SimulationSpec spec(int players, std::vector<std::string> bots, int games, std::uint64_t seed,
    const std::string &variant = "blasting-billy/standard")
{
    SimulationSpec s;
    s.ruleset = rulesetOf(variant);
    s.players = players;
    s.bots = std::move(bots);
    s.games = games;
    s.seed = seed;
    return s;
}

inline bool sameReport(const SimulationReport &a, const SimulationReport &b)
{
    if (a.games != b.games || a.meanLength != b.meanLength || a.gamesWithoutWinner != b.gamesWithoutWinner
        || a.figures != b.figures || a.seats.size() != b.seats.size())
        return false;
    for (std::size_t i = 0; i < a.seats.size(); ++i) {
        const auto &x = a.seats[i];
        const auto &y = b.seats[i];
        if (x.bot != y.bot || x.wins != y.wins || x.winRate != y.winRate || x.winRateLow != y.winRateLow
            || x.winRateHigh != y.winRateHigh || x.meanScore != y.meanScore || x.figures != y.figures)
            return false;
    }
    return true;
}

inline SimulationTally tallyOf(const SimulationSpec &s, int threads, Shard shard = {})
{
    auto copy = s;
    copy.shard = shard;
    RunOptions options;
    options.threads = threads;
    const auto report = houserules::simulate(copy, options);
    if (!report)
        qFatal("simulate failed: %s", report.errors().front().message.c_str());
    return report->tally;
}

inline std::string variantPath(const std::string &name)
{
    return std::string(HOUSERULES_SOURCE_DIR) + "/variants/blasting-billy/" + name + ".yaml";
}

// A sweep of `parameter` over `values` of `base`, heuristic bots in every seat.
inline SweepSpec sweepSpec(const houserules::Variant &base, const houserules::VariantLoader &loader,
    const std::string &parameter, std::vector<std::int64_t> values, int players = 4, int games = 200)
{
    SweepSpec s;
    s.simulation = spec(players, std::vector<std::string>(std::size_t(players), "heuristic"), games, 31);
    s.base = &base;
    s.game = Registry::instance().game(base.game);
    s.loader = &loader;
    s.parameter = parameter;
    s.values = std::move(values);
    return s;
}

inline houserules::Variant standardVariant()
{
    auto variant = Registry::instance().loader().load("blasting-billy/standard");
    if (!variant)
        qFatal("cannot load the standard rules");
    return *variant;
}

} // namespace simtest
