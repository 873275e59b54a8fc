#pragma once

// A sweep: one or two rule parameters over ranges of values, each value (each
// cell of the grid, for two) simulated with the same seeds, to see every
// figure against the values and find where the seats are most evenly
// matched, and which values cannot be told apart from that.
//
// Every cell's variant is built the way a person would write it: a house
// rule that `extends:` the swept variant's file and sets the parameters,
// read by the engine's own VariantLoader. So the schema's ranges and the
// game's cross-checks ("enough cards to deal") apply, and a cell they
// reject is reported as that cell's error, never played.
//
// What can be swept: a whole-number parameter ("hand_size"); one entry of a
// per-player map, named with the player count ("set_aside.2": the other
// entries stay as they are); one count of a deck, for every suit
// ("deck.dynamite_per_colour") or one suit's ("deck.gold.dynamite"), or a
// card kind's count in a deck without suits (Boomo's "deck.skip"); and a
// list, each value a whole list: a list parameter ("movement.numbers") or a
// deck's numbered cards ("deck.values", "deck.gold.values"). Names and
// yes/no switches cannot be swept: asking for one is an error that says so.

#include "core/game/ruleset.h"
#include "core/variants/variant.h"
#include "simulator.h"

#include <cstdint>
#include <string>
#include <vector>

namespace houserules {

// One swept parameter and its values: whole numbers, or for a list
// parameter one whole list per value.
struct SweepAxis {
    std::string parameter;                        // "hand_size", "set_aside.2", "deck.values"
    std::vector<std::int64_t> values;             // the numbers; empty when `lists` is not
    std::vector<std::vector<std::int64_t>> lists; // a list parameter's values

    bool isList() const { return !lists.empty(); }
    std::size_t size() const { return isList() ? lists.size() : values.size(); }
    // Value `i` as YAML text: "3", "[0, 1, 2]".
    std::string valueText(std::size_t i) const;

    friend bool operator==(const SweepAxis &, const SweepAxis &) = default;
};

// The most parameters one sweep varies, and the most cells a grid of two
// has (each cell is a whole simulation, the result a table a person reads).
inline constexpr std::size_t kMaxSweepAxes = 2;
inline constexpr std::size_t kMaxSweepCells = 400;

struct SweepSpec {
    // Players, bots, games, seed, shard and card impact for every value;
    // its ruleset is not used (each value compiles its own).
    SimulationSpec simulation;
    // The variant swept. Precondition: loaded from a file (each value's
    // house rule extends that file), with `game` compiling it.
    const Variant *base = nullptr;
    const Game *game = nullptr;
    const VariantLoader *loader = nullptr;
    // The parameters swept (one or two). A one-parameter sweep of whole
    // numbers may instead give `parameter` and `values`, used when `axes` is empty.
    std::vector<SweepAxis> axes;
    std::string parameter;
    std::vector<std::int64_t> values;

    std::vector<SweepAxis> effectiveAxes() const;
};

// The exact sums of a sweep, per cell; tallies of shards add up (add()).
// Cells run through the first axis's values slowest: cell (i, j) of a grid
// is i * axes[1].size() + j.
struct SweepTally {
    std::vector<SweepAxis> axes;
    std::vector<Diagnostics> errors;      // per cell: why it was not played (empty: it was)
    std::vector<SimulationTally> tallies; // per cell (no games for a rejected cell)

    std::size_t cells() const { return tallies.size(); }
    void add(const SweepTally &other);
    friend bool operator==(const SweepTally &, const SweepTally &) = default;
};

struct SweepPoint {
    std::vector<std::size_t> at; // the index of its value on each axis
    std::int64_t value = 0;      // the first axis's value (a list axis: the index)
    Diagnostics errors;          // non-empty: the cell was rejected and not played
    SimulationReport report;
    // How unevenly the seats win: the win rate of the seat that wins most
    // minus that of the seat that wins least, with the interval that allows
    // for those two being picked from the same games, and the p-value of
    // "every seat wins equally often" (core/simulation/measures.h, WinRateSpread).
    Estimate gap;
    int mostWins = -1, fewestWins = -1; // those two seats
    double gapPValue = 1;

    bool played() const { return errors.empty() && report.games > 0; }
};

struct SweepReport {
    std::vector<SweepAxis> axes;
    std::string parameter;          // the first axis's
    std::vector<SweepPoint> points; // one per cell, in the tally's order
    // The cells by their gap: the smallest, those that cannot be told apart
    // from it (Holm over the comparisons with it, each gap's uncertainty
    // taken as the paired one of its two seats, winRateGap()), whether it stands out,
    // and how many games per cell would tell it from the runner-up.
    BestChoice balance;
    // The point with the smallest gap (balance.best), even when it does not
    // stand out from the others; -1 if none was played. A reader should say
    // so when !balance.standsOut.
    int mostBalanced = -1;
    bool cancelled = false;
    SweepTally tally;
};

SweepReport summarize(const SweepTally &tally, const std::vector<std::string> &bots);

// The paired estimate of win rate(a) − win rate(b) over the tally's games.
Estimate winRateGap(const SimulationTally &tally, int a, int b);

// The house-rule text that sets each axis's parameter to its value at
// `at` (what a sweep loads for that cell), or an error when a parameter is
// unknown, cannot be swept, is given numbers where it takes lists (or the
// other way round), or is swept twice.
Expected<std::string> sweepVariantText(
    const Variant &base, const Schema &schema, const std::vector<SweepAxis> &axes, const std::vector<std::size_t> &at);
// The same for one whole-number parameter.
Expected<std::string> sweepVariantText(
    const Variant &base, const Schema &schema, const std::string &parameter, std::int64_t value);

// Plays every cell in turn (each with all threads). Errors for the sweep as
// a whole (unknown parameter, a list where a number goes, no values, too
// many cells, a bad spec); a cell's own problems go into its point.
// Progress counts the games of all cells; cancelling stops the sweep, and
// the cells not reached have no games.
Expected<SweepReport> sweep(const SweepSpec &spec, const RunOptions &options = {});

} // namespace houserules
