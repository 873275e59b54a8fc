#pragma once

// Over the course of a game: a few running figures of the public table —
// the leader's margin, the leader's score, the total of all scores and the
// cards left to draw — taken at each tenth of the game and averaged over a
// run, each tenth with its interval. docs/DESIGNING.md ("The measures of a
// good game") defines each figure in a sentence and a formula.
//
// A tenth is a share of the game's decisions. Tenth k (1..10) of a game of
// D decisions is the moment after decision ceil(k·D/10); the figures at
// that moment are those of the last public running score taken by then
// (State::clock: after each turn or round, so a tenth never shows a turn
// half played), or of the table at the start when none was taken yet.
// Tenth 10 is the end of the game.
//
// Like the other measures, the tallies are whole numbers (count, sum, sum of
// squares per tenth and figure), so any split of the games over threads,
// shards or machines adds up to exactly the same result.
//
// Threading: a CourseRecorder belongs to one worker; tallies are plain data.

#include "statistics.h"

#include <array>
#include <cstdint>
#include <vector>

namespace houserules {

class State;

enum class CourseFigure : std::uint8_t {
    LeaderMargin, // the leading public score minus the second (0 when tied)
    LeaderScore,  // the leading public score
    Total,        // the public scores of all seats added up
    CardsLeft,    // State::publicCardsLeft (only for games that keep it)
};
inline constexpr int kCourseFigures = 4;
inline constexpr int kCourseTenths = 10;

// One game's figures per tenth ([tenth − 1][figure]); `kept` false when the
// game keeps no public running score, `cardsKept` false when it does not say
// how many cards are left.
struct GameCourse {
    bool kept = false;
    bool cardsKept = false;
    std::array<std::array<std::int64_t, kCourseFigures>, kCourseTenths> figures {};

    friend bool operator==(const GameCourse &, const GameCourse &) = default;
};

// Takes the figures each time the running score is taken (MeasuresRecorder
// calls it), and places them in tenths at the end. Allocates nothing after
// its first games.
class CourseRecorder {
public:
    // At the start of a game that keeps a running score (reads it once).
    void begin(const State &state, std::vector<std::int64_t> &scratch);
    // When the running score `scores` was just taken from `state`.
    void take(const State &state, const std::vector<std::int64_t> &scores);
    // Precondition: `state` is the game's end, its running score taken.
    void finish(const State &state, std::vector<std::int64_t> &scratch, GameCourse &out) const;
    void clear() { m_points.clear(); }

private:
    struct Point {
        int decision = 0; // decisions applied when taken
        std::array<std::int64_t, kCourseFigures> figures {};
    };
    static Point pointOf(const State &state, const std::vector<std::int64_t> &scores);

    bool m_cardsKept = false;
    std::vector<Point> m_points; // in the order taken
};

// The exact sums of a run: per tenth and figure, over the games that have
// that figure.
struct CourseTally {
    std::array<std::array<Sample, kCourseFigures>, kCourseTenths> tenths;

    void addGame(const GameCourse &game);
    // Paired, over the same games: house rule − base per tenth and figure,
    // for the games both keep (PairedMeasuresTally holds this).
    void addPair(const GameCourse &house, const GameCourse &base);
    CourseTally &operator+=(const CourseTally &other);
    friend bool operator==(const CourseTally &, const CourseTally &) = default;
};

// Per figure and tenth, the mean over the run with its 95% interval.
struct CourseReport {
    std::array<bool, kCourseFigures> kept {}; // false: no game of the run has the figure
    std::array<std::array<Estimate, kCourseTenths>, kCourseFigures> figures;

    const Estimate &at(CourseFigure figure, int tenth) const
    {
        return figures[std::size_t(figure)][std::size_t(tenth - 1)];
    }
    bool has(CourseFigure figure) const { return kept[std::size_t(figure)]; }
};

CourseReport summarize(const CourseTally &tally);

} // namespace houserules
