#pragma once

// The measures of a good game, beyond win rates (after Ludii's evaluation
// metrics, Browne's balance, advantage, duration, lead change, drama and
// decisiveness): how evenly the seats and the turn order win, how long games
// last and how much that varies, and, from the game's public running score
// (State::clock, State::publicScore), how often the lead changes, how often
// the eventual winner was behind, and how early the winner took the lead for
// good. docs/DESIGNING.md ("The measures of a good game") defines each in a
// sentence and a formula.
//
// Like the simulator's other tallies, everything is kept as whole numbers
// (counts, sums, sums of squares, histograms; a fraction of a game in
// ten-thousandths, rounded per game), so tallies of any split of the games
// over threads, shards or machines add up to exactly the same result.
//
// Threading: a MeasuresRecorder belongs to one worker; tallies are plain data.

#include "core/game/state.h"
#include "course.h"
#include "statistics.h"

#include <cstdint>
#include <string>
#include <vector>

namespace houserules {

// A fraction of a game (decisiveness) is kept in these units per game.
inline constexpr std::int64_t kFractionUnits = 10000;

// What the measures need of one finished game, in whole numbers.
struct GameMeasures {
    int first = 0;       // the seat that played first
    int decisions = 0;   // the game's length
    int turns = -1;      // -1: the game counts no turns
    int rounds = -1;     // -1: the game counts no rounds
    int steps = 0;       // turns or rounds after which the running score was taken (0: it keeps none)
    int leadChanges = 0; // times a seat took the sole lead from another seat
    // Over the winners (Outcome::winners) and every step: the most any
    // winner trailed the leading score by (0: never behind).
    std::int64_t winnerDeficit = 0;
    // The last step at which the winners did not lead (0: they led at every
    // step; `steps`: not at the last one either).
    int lastStepNotLeading = 0;
    GameCourse course; // the running figures per tenth of the game (course.h)

    friend bool operator==(const GameMeasures &, const GameMeasures &) = default;
};

// Follows one game at a time, after every decision, without allocating
// (after its first games): the running score is read only when a turn or
// round has passed, and only the leaders of each step are kept.
class MeasuresRecorder {
public:
    void begin(const State &state, int firstSeat);
    // Cheap: one virtual call, then work only when a scored unit passed.
    void afterDecision(const State &state)
    {
        if (m_unit == GameClock::Unit::None)
            return;
        if (const int steps = state.clock().scoredSteps(); steps > m_steps)
            takeScore(state, steps);
    }
    // Precondition: `state` is terminal, `winners` its Outcome::winners.
    void finish(const State &state, const std::vector<int> &winners, GameMeasures &out);

private:
    void takeScore(const State &state, int steps);

    GameClock::Unit m_unit = GameClock::Unit::None;
    int m_players = 0;
    int m_first = 0;
    int m_steps = 0;
    int m_soleLeader = -1; // the last seat that led alone, -1 none yet
    int m_leadChanges = 0;
    std::vector<std::int64_t> m_score;    // per seat, this step's
    std::vector<std::int64_t> m_deficit;  // per seat, the most it trailed the leader by
    std::vector<std::uint32_t> m_leaders; // per step taken: the leading seats as bits
    std::vector<int> m_stepOf;            // per step taken: its number
    CourseRecorder m_course;
};

// A whole-number quantity per game: its moments, and its histogram for the
// spread and the quantiles.
struct Duration {
    Sample sample;
    Histogram histogram;

    void add(std::int64_t x)
    {
        sample.add(x);
        ++histogram[x];
    }
    Duration &operator+=(const Duration &other);
    friend bool operator==(const Duration &, const Duration &) = default;
};

// The exact sums behind the measures of a run; held by SimulationTally.
struct MeasuresTally {
    int players = 0;
    // [a * players + b]: games the a-th and the b-th to play both won (0: the
    // first player); the diagonal: each place's wins.
    std::vector<std::int64_t> orderJointWins;
    // Per game, players × (the first player won) − winners: the first
    // player's advantage over the fair share, times players.
    Sample firstPlayerEdge;
    // Per game, (players − 1) × (seat 1 won) − wins of the others: seat 1's
    // edge over the average other seat, times players − 1 (with a stronger
    // bot in seat 1, the skill gradient).
    Sample seatOneEdge;
    Duration decisions, turns, rounds;
    // From the running score, over the games that keep one:
    Sample leadChanges;   // per game
    Sample winnerBehind;  // 1/0 per such game with a winner
    Sample winnerDeficit; // per game whose winner was behind: the most they trailed by
    Sample decidedAt;     // per such game with a winner, in kFractionUnits
    CourseTally course;   // per tenth of the game, over the games that keep a running score

    explicit MeasuresTally(int playerCount = 0);
    void addGame(const GameMeasures &game, const std::vector<int> &winners);
    // Precondition: the same players.
    void add(const MeasuresTally &other);

    friend bool operator==(const MeasuresTally &, const MeasuresTally &) = default;
};

// Per game, house rule − base over the same games (paired); held by
// PairedTally.
struct PairedMeasuresTally {
    int players = 0;
    Sample firstPlayerEdge, seatOneEdge; // as in MeasuresTally, the difference
    Sample decisions, turns, rounds;
    Sample leadChanges;  // games both rules score
    Sample winnerBehind; // games both rules score and have a winner
    Sample decidedAt;    // likewise, in kFractionUnits
    CourseTally course;  // per tenth, house − base, games both rules score

    explicit PairedMeasuresTally(int playerCount = 0) : players(playerCount) {}
    void addPair(const GameMeasures &house, const std::vector<int> &houseWinners, const GameMeasures &base,
        const std::vector<int> &baseWinners);
    void add(const PairedMeasuresTally &other);

    friend bool operator==(const PairedMeasuresTally &, const PairedMeasuresTally &) = default;
};

// ---- Reports ------------------------------------------------------------------

// How far apart win rates lie: the best minus the worst, with an interval
// and a test that allow for those two being picked from the same games.
//
// The gap picks the seats that happened to win most and least, so the plain
// paired interval of their difference is too narrow (with four equal seats
// it left out zero in about one run in five, not one in twenty). Instead
// every pair of seats gets a paired interval wide enough that all of them
// hold at once in 95% of runs (Šidák's correction over the n(n − 1)/2 pairs,
// valid however the pairs' differences are correlated): then the true gap,
// the largest true difference of a pair, lies between the largest lower
// bound (at least 0) and the largest upper bound. The test of "every seat
// wins equally often" is the same family: its p-value is Šidák's of the
// pair that differs most, and it is below 0.05 exactly when the gap's
// interval leaves out zero.
struct WinRateSpread {
    Estimate gap;
    int most = -1, fewest = -1; // the seats (or places in the turn order)
    double pValue = 1;          // of "every seat wins equally often"

    // The games show that the seats do not all win equally often.
    bool differs() const { return gap.excludesZero(); }
};

// The spread of the diagonal of `joint` (n × n: [a * n + b] counts the games
// that a and b both won) over `games` games.
WinRateSpread winRateSpread(const std::vector<std::int64_t> &joint, int n, std::int64_t games);

// A per-game count: mean with interval, sd, and quantiles from its histogram.
struct DurationReport {
    bool counted = false; // false: the game has no such unit
    Estimate mean;
    double sd = 0;
    double p10 = 0, median = 0, p90 = 0;
};

struct MeasuresReport {
    int players = 0;
    // Seat balance, by seat as they sit (and so also by their bots).
    WinRateSpread seatBalance;
    // By place in the turn order (0: the first player), with its spread.
    std::vector<Estimate> orderWinRates;
    WinRateSpread orderBalance;
    double fairShare = 0; // the mean win rate of a seat (shared wins count for each)
    // The first player's win rate minus the fair share.
    Estimate firstPlayerAdvantage;
    // Seat 1's win rate minus the mean of the others' (the skill gradient
    // when seat 1 has the stronger bot).
    Estimate seatOneEdge;
    DurationReport decisions, turns, rounds;
    // From the running score; scoredGames == 0 when the game keeps none.
    std::int64_t scoredGames = 0;
    Estimate leadChanges;  // per game
    Estimate drama;        // share of games whose winner was behind at some step
    Estimate dramaDeficit; // by how much, on average, in those games
    Estimate decidedAt;    // fraction of the game played when the winner took the lead for good
    CourseReport course;   // the running figures per tenth of the game
};

// `jointWins` and `games` are SimulationTally's (by seat as they sit).
MeasuresReport summarize(const MeasuresTally &tally, const std::vector<std::int64_t> &jointWins, std::int64_t games);

// House − base, paired, in the units of MeasuresReport.
struct MeasuresDifference {
    Estimate firstPlayerAdvantage, seatOneEdge;
    Estimate decisions, turns, rounds;
    Estimate leadChanges, drama, decidedAt;
    CourseReport course; // per tenth and figure, house − base
};

MeasuresDifference summarize(const PairedMeasuresTally &tally, int players);

// ---- Skill gradient ------------------------------------------------------------

// One rung of the skill ladder: a run with the stronger bot in seat 1 and the
// weaker one in every other seat (the first player is drawn per game, so the
// strong seat plays every place in the turn order). Its skill gradient is the
// run's MeasuresReport::seatOneEdge: the strong bot's win rate minus the mean
// of the weak ones' (0: the rule leaves nothing to skill; in a comparison,
// MeasuresDifference::seatOneEdge pairs it with the base rules).
struct SkillRung {
    std::string name; // "normal-random", "hard-normal"
    std::string strong, weak;
};

// The rungs of `levels` ("normal": the heuristic bot against random ones;
// "hard": `searchBot` against heuristic ones), in that order; empty and
// `error` for an unknown level.
std::vector<SkillRung> skillLadder(
    const std::vector<std::string> &levels, const std::string &searchBot, std::string *error);
// The bots of a rung's run: the strong one in seat 1.
std::vector<std::string> skillBots(const SkillRung &rung, int players);

// The value at `q` (0..1) of the counted values: the smallest value with at
// least q of the count at or below it; 0 when empty.
double quantile(const Histogram &histogram, double q);

} // namespace houserules
