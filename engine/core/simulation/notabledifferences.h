#pragma once

// Which differences of a paired comparison are notable, decided once for the
// lab and the command line alike. A comparison shows many paired differences
// (each seat's win rate and mean score, the game's own figures, the length,
// the measures of a good game such as the first player's advantage), and
// with twenty of them about one would exclude zero by chance alone. So every
// difference a page shows is tested together: a difference is notable when
// it survives Holm's correction over all of them (family-wise 5%,
// multiplecomparisons.h), and the page states how many were tested.

#include "simulator.h"

#include <cstddef>
#include <string>
#include <vector>

namespace houserules {

// What a tested difference is of.
enum class DifferenceOf {
    WinRate, // of one seat
    Score,   // one seat's mean score
    Figure,  // one of the game's own figures, over all seats
    Length,  // decisions per game
    FirstPlayerAdvantage,
    Turns,
    Rounds,
    LeadChanges,
    Drama,
    DecidedAt,
};

struct TestedDifference {
    std::size_t houseRule = 0; // which house rule against the base (0 in a comparison of one)
    DifferenceOf of = DifferenceOf::WinRate;
    int seat = -1;       // WinRate and Score: the seat, 0-based; else -1
    std::string figure;  // Figure: the game's id for it
    Estimate difference; // house rule − base, the paired 95% interval
    double pValue = 1;
    bool notable = false; // survives Holm's correction over every difference tested
};

// Every paired difference of one comparison (of one or several house rules
// against one base), in the order the pages show them: per house rule the
// seats' win rates, the figures, the seats' scores, the length, then the
// measures that pair (the first player's advantage; turns and rounds where
// the game counts them; lead changes, drama and when the game is decided
// where it keeps a running score).
struct DifferenceTests {
    std::vector<TestedDifference> tested;

    std::size_t count() const { return tested.size(); }
    // The notable differences of one house rule, in order.
    std::vector<TestedDifference> notable(std::size_t houseRule = 0) const;
    std::size_t notableCount() const;
    // The test of one difference; null when it was not tested (a figure
    // one of the rules does not have, a measure the game does not keep).
    const TestedDifference *find(
        std::size_t houseRule, DifferenceOf of, int seat = -1, const std::string &figure = {}) const;
};

DifferenceTests testDifferences(const ComparisonReport &report);
DifferenceTests testDifferences(const SideBySideReport &report);

} // namespace houserules
