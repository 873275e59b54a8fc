#pragma once

// The batch simulator: many games between bots, reported per seat with
// confidence intervals; a paired comparison of two variants; card impact.
// (Sweeps over a parameter live in sweep.h.)
//
// Reproducible: game n of a run is seeded with Rng::derive(seed, n) (deck,
// first player, each bot's generator), and everything a report says comes
// from exact integer sums (tallies), so the same seed gives bit-identical
// reports whatever the number of threads, and the tallies of the shards of a
// run add up to exactly the tally of the whole run.
//
// Made to run off the GUI thread: nothing here prints; progress comes
// through a callback, and a flag stops a run within a game's time.
//
// Each worker thread reuses one bot per seat from game to game, so a bot
// must not carry anything into its next game that changes its decisions
// (scratch space is fine), or results would depend on the thread count.

#include "core/game/ruleset.h"
#include "core/variants/diagnostic.h"
#include "measures.h"
#include "statistics.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace houserules {

// One of `count` disjoint slices of a run's games, for running a run on
// several machines (e.g. as a job array) and merging the tallies: slice
// `index` (0-based) plays games [games * index / count, games * (index + 1) / count).
struct Shard {
    int index = 0;
    int count = 1;
};

// The game numbers [first, end) that `shard` plays of a run of `games`.
std::pair<std::int64_t, std::int64_t> shardRange(std::int64_t games, Shard shard);

// What to simulate. Decides the result; nothing in RunOptions does.
struct SimulationSpec {
    std::shared_ptr<const Ruleset> ruleset;
    int players = 0;
    std::vector<std::string> bots; // one name per seat
    int games = 0;                 // of the whole run, all shards together
    std::uint64_t seed = 0;
    Shard shard;             // which of them this call plays
    bool cardImpact = false; // also tally who held and played each card kind
};

struct Progress {
    std::int64_t done = 0; // games finished (a paired game counts once)
    std::int64_t total = 0;
};

// How to run, which never changes the result.
struct RunOptions {
    int threads = 0; // worker threads; 0: one per core
    // Called on the thread that called simulate() (never concurrently, never
    // from a worker), about every 50 ms while games are played and once at
    // the end. May be empty.
    std::function<void(const Progress &)> progress;
    // Set it (from any thread) to stop: every worker checks it before each
    // game, so a run stops within one game's time (well under a millisecond
    // for Blasting Billy with heuristic bots). The report then covers the
    // games finished so far (which ones depends on timing) and says
    // `cancelled`. May be null.
    const std::atomic<bool> *cancel = nullptr;
};

// ---- Tallies: the exact sums behind a report -------------------------------

struct SeatTally {
    std::int64_t wins = 0; // shared wins count for each winner
    Moments score;
    Histogram scores;
    std::map<std::string, Moments> figures; // Outcome::figures, per game

    friend bool operator==(const SeatTally &, const SeatTally &) = default;
};

// Card impact of one card kind, counted over seat-games (a seat in a game).
struct CardTally {
    std::int64_t startSeatGames = 0; // the kind was in the seat's starting hand
    std::int64_t startWins = 0;
    std::int64_t playedSeatGames = 0; // the seat played a card of the kind
    std::int64_t playedWins = 0;

    friend bool operator==(const CardTally &, const CardTally &) = default;
};

// Everything a report is computed from, in integers. Tallies of disjoint
// sets of games add up (add()) to the tally of their union.
struct SimulationTally {
    int players = 0;
    std::int64_t games = 0;
    std::int64_t gamesWithoutWinner = 0;
    Moments length; // decisions per game
    Histogram lengths;
    std::vector<SeatTally> seats;
    // [a * players + b]: games that seats a and b both won (the diagonal:
    // each seat's wins). Gives the paired interval of a gap between seats.
    std::vector<std::int64_t> jointWins;
    std::map<std::string, Moments> figures; // per game, the sum over all seats
    // Card impact, empty unless asked for: the kinds in deck order, and per kind.
    std::vector<std::string> cardKinds;
    std::vector<CardTally> cards;
    MeasuresTally measures; // the measures of a good game (measures.h)

    explicit SimulationTally(int playerCount = 0);
    // Precondition: the same players (and card kinds, when both have them).
    void add(const SimulationTally &other);

    friend bool operator==(const SimulationTally &, const SimulationTally &) = default;
};

// Per game and seat, house rule minus base, over the same games (paired).
struct PairedTally {
    int players = 0;
    std::int64_t games = 0;
    Moments length;
    std::vector<Moments> wins; // per seat: 1/0 won, house − base
    std::vector<Moments> scores;
    std::vector<std::map<std::string, Moments>> seatFigures;
    std::map<std::string, Moments> figures; // per game, the sums over seats
    PairedMeasuresTally measures;

    explicit PairedTally(int playerCount = 0);
    void add(const PairedTally &other);

    friend bool operator==(const PairedTally &, const PairedTally &) = default;
};

struct ComparisonTally {
    SimulationTally house, base;
    PairedTally difference;

    explicit ComparisonTally(int playerCount = 0) : house(playerCount), base(playerCount), difference(playerCount) {}
    void add(const ComparisonTally &other);

    friend bool operator==(const ComparisonTally &, const ComparisonTally &) = default;
};

// ---- Reports: what a person reads -----------------------------------------

struct SeatStatistics {
    std::string bot;
    int wins = 0; // games this seat won, shared wins included
    double winRate = 0;
    double winRateLow = 0; // 95% Wilson score interval
    double winRateHigh = 0;
    double meanScore = 0;
    Estimate score; // the mean score with its interval
    double medianScore = 0;
    Histogram scores;                        // score -> games
    std::map<std::string, Estimate> figures; // per game, with intervals
};

// Card impact of one kind, like 17lands' "win rate when drawn": the win rate
// of the seats that had the kind in their starting hand against those that
// did not, and likewise for playing it. Every seat-game is in exactly one
// of "start" and "not start" (and of "played" and "not played").
//
// These are associations, not effects: a seat that played a low card may
// have lost because the bot plays low cards from a losing hand. What a card
// does to the game is measured by a controlled comparison (cardcount.h).
//
// Every kind is two tests (holding, playing), so some differences exclude
// zero by chance alone; a difference "stands out" only when it survives
// Holm's correction for all the tests of the table together, both columns
// (multiplecomparisons.h).
struct CardImpact {
    std::string kind;
    Estimate startWinRate, notStartWinRate, startDifference; // difference: start − not start
    Estimate playedWinRate, notPlayedWinRate, playedDifference;
    bool startStandsOut = false, playedStandsOut = false;
};

struct SimulationReport {
    int games = 0;          // games this report covers
    bool cancelled = false; // stopped before every game of the shard was played
    double meanLength = 0;  // decisions per game
    Estimate length;        // the same with its interval
    double medianLength = 0;
    Histogram lengths;          // length -> games
    int gamesWithoutWinner = 0; // e.g. Blasting Billy himself won
    std::vector<SeatStatistics> seats;
    std::map<std::string, Estimate> figures; // per seat and game, over all seats
    std::vector<CardImpact> cards;           // empty unless asked for
    int cardsTested = 0; // tests corrected together: per kind, holding and playing, each with seat-games on both sides
    MeasuresReport measures; // balance, duration, lead changes, drama...
    SimulationTally tally;   // what it was computed from
};

// The report a tally gives; `bots` names each seat's bot.
SimulationReport summarize(const SimulationTally &tally, const std::vector<std::string> &bots);

// Every bot name `ruleset` makes a bot of, as messages and help list them:
// "random, heuristic, light, easy, hard, ismcts".
std::string knownBots(const Ruleset &ruleset);

// Plays the shard's games between bots. Errors (as values) for a player
// count the variant does not allow, an unknown bot, no games, a bad shard,
// or card impact for a game without cards.
Expected<SimulationReport> simulate(const SimulationSpec &spec, const RunOptions &options = {});

// ---- Paired comparison ----------------------------------------------------

// A difference house − base with its paired 95% interval (mean of per-game
// differences ± z·sd/√n); `excludesZero()` marks the notable ones.
struct SeatDifference {
    Estimate winRate; // in shares (0.041 = 4.1 percentage points)
    Estimate score;
    std::map<std::string, Estimate> figures;
};

struct ComparisonReport {
    int games = 0;
    bool cancelled = false;
    SimulationReport house, base;
    Estimate length;
    std::vector<SeatDifference> seats;
    std::map<std::string, Estimate> figures; // per seat and game, over all seats
    MeasuresDifference measures;
    ComparisonTally tally;
};

ComparisonReport summarize(const ComparisonTally &tally, const std::vector<std::string> &bots);

// Plays each game of `house` (its ruleset, the house rule) and the same game
// under `base` (the same seed, so the same shuffle when the decks agree, the
// same first player and the same bots' generators), and reports both and
// their paired differences. Errors as for simulate(), for either ruleset, or
// when the two are not variants of one game.
Expected<ComparisonReport> compare(
    const SimulationSpec &house, std::shared_ptr<const Ruleset> base, const RunOptions &options = {});

// A rung of the skill ladder (measures.h) as a run: `spec` (its rules, players,
// seed and shard) with the rung's strong bot in seat 1 and its weak one in
// every other seat, `games` games and no card impact. The CLI's --skill and
// the lab's skill gradient both play this, alone or against a base with
// compare().
SimulationSpec skillSpec(const SimulationSpec &spec, const SkillRung &rung, int games);

// ---- Several house rules against one base -----------------------------------
//
// The same mechanism as compare() (which is this with one house rule): every
// game is played under each variant with the same seed, and each house rule
// gets its paired difference from the base.

// The most variants one comparison plays: the base and five house rules.
inline constexpr int kMaxComparedVariants = 6;

struct SideBySideTally {
    std::vector<SimulationTally> variants; // [0]: the base, then the house rules in order
    std::vector<PairedTally> differences;  // [i]: house rule i (variants[i + 1]) − base
    // Only when compareSideBySide() is asked to pair the house rules among
    // themselves (else empty): house rule b − house rule a for every a < b,
    // in the order (0, 1), (0, 2), …, (1, 2), …
    std::vector<PairedTally> among;

    SideBySideTally() = default;
    SideBySideTally(int variantCount, int playerCount, bool pairAmong = false);
    // Precondition: the same variants and players, both paired among or neither.
    void add(const SideBySideTally &other);
    // House rule `i` (from 0) against the base, exactly as compare() tallies
    // that pair on the same seeds.
    ComparisonTally pair(std::size_t houseRule) const;
    // House rule b against house rule a (a < b, both from 0) on the same
    // games. Precondition: paired among.
    ComparisonTally pairAmong(std::size_t a, std::size_t b) const;
    static std::size_t amongIndex(std::size_t a, std::size_t b, std::size_t houseRules);

    friend bool operator==(const SideBySideTally &, const SideBySideTally &) = default;
};

struct SideBySideReport {
    int games = 0;
    bool cancelled = false;
    std::vector<SimulationReport> variants;   // [0]: the base, then the house rules
    std::vector<ComparisonReport> houseRules; // [i]: house rule i against the base (its `base` is variants[0])
    SideBySideTally tally;
};

SideBySideReport summarize(const SideBySideTally &tally, const std::vector<std::string> &bots);

// Plays each game of `base` (its ruleset is the base variant; players, bots,
// games, seed, shard and card impact are every variant's) under the base
// and under each of `houseRules` (one to kMaxComparedVariants − 1) with the
// same seed. Errors as for compare(), each naming the variant it is about
// when there are several house rules. With `pairAmong`, the tally also
// pairs every two house rules (SideBySideTally::among).
Expected<SideBySideReport> compareSideBySide(const SimulationSpec &base,
    const std::vector<std::shared_ptr<const Ruleset>> &houseRules, const RunOptions &options = {},
    bool pairAmong = false);

} // namespace houserules
