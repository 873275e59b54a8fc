#pragma once

// A sweep: one rule parameter over a range of values, each value simulated
// with the same seeds, to see every figure against the value and find the
// value at which the seats are most evenly matched.
//
// Every value's variant is built the way a person would write it: a house
// rule that `extends:` the swept variant's file and sets the one parameter,
// read by the engine's own VariantLoader. So the schema's ranges and the
// game's cross-checks ("enough cards to deal") apply, and a value they
// reject is reported as that value's error, never played.
//
// What can be swept: a whole-number parameter ("hand_size",
// "deck.dynamite_per_colour"), or one entry of a per-player map, named
// with the player count ("set_aside.2": the other entries stay as they are).
// Lists and names cannot be swept (there is no one number to vary): asking
// for one is an error that says so.

#include "ruleset.h"
#include "simulator.h"
#include "variant.h"

#include <cstdint>
#include <string>
#include <vector>

namespace houserules {

struct SweepSpec {
    // Players, bots, games, seed, shard and card impact for every value;
    // its ruleset is not used (each value compiles its own).
    SimulationSpec simulation;
    // The variant swept. Precondition: loaded from a file (each value's
    // house rule extends that file), with `game` compiling it.
    const Variant *base = nullptr;
    const Game *game = nullptr;
    const VariantLoader *loader = nullptr;
    std::string parameter; // "hand_size", "set_aside.2"
    std::vector<std::int64_t> values;
};

// The exact sums of a sweep, per value; tallies of shards add up (add()).
struct SweepTally {
    std::string parameter;
    std::vector<std::int64_t> values;
    std::vector<Diagnostics> errors;      // per value: why it was not played (empty: it was)
    std::vector<SimulationTally> tallies; // per value (no games for a rejected value)

    void add(const SweepTally &other);
    friend bool operator==(const SweepTally &, const SweepTally &) = default;
};

struct SweepPoint {
    std::int64_t value = 0;
    Diagnostics errors; // non-empty: the value was rejected and not played
    SimulationReport report;
    // How unevenly the seats win: the win rate of the seat that wins most
    // minus that of the seat that wins least, with the paired interval of
    // that gap (the same games give both seats' wins).
    Estimate gap;
    int mostWins = -1, fewestWins = -1; // those two seats

    bool played() const { return errors.empty() && report.games > 0; }
};

struct SweepReport {
    std::string parameter;
    std::vector<SweepPoint> points; // in the order of the values asked for
    int mostBalanced = -1;          // the point with the smallest gap (the first of equals); -1 if none was played
    bool cancelled = false;
    SweepTally tally;
};

SweepReport summarize(const SweepTally &tally, const std::vector<std::string> &bots);

// The paired estimate of win rate(a) − win rate(b) over the tally's games.
Estimate winRateGap(const SimulationTally &tally, int a, int b);

// The house-rule text that sets `parameter` of `base` to `value` (what a
// sweep loads for that value), or an error when the parameter is unknown
// or not a whole number.
Expected<std::string> sweepVariantText(
    const Variant &base, const Schema &schema, const std::string &parameter, std::int64_t value);

// Plays every value in turn (each with all threads). Errors for the sweep as
// a whole (unknown parameter, a list, no values, a bad spec); a value's
// own problems go into its point. Progress counts the games of all values;
// cancelling stops the sweep, and the values not reached have no games.
Expected<SweepReport> sweep(const SweepSpec &spec, const RunOptions &options = {});

} // namespace houserules
