#pragma once

// The balancer: the designer says which parameters may change, each over a
// range, and what a good game looks like (targets on the measures, each a
// constraint or a weighted goal); the balancer finds the house rule.
//
// Honest search, in three steps:
//  1. Candidates: every point of the parameters' ranges when there are few,
//     else a seeded Latin hypercube spread over them. Each
//     is the house rule a person would write (sweepVariantText): one the
//     schema or the game's cross-checks refuse is skipped, never played.
//  2. Racing by successive halving: each round plays every candidate left on
//     the same new games (common seeds, so differences are the rules'), then
//     drops those clearly worse than the best (their most favourable loss
//     above the best's least favourable), and keeps at most the better half.
//     Games go where they decide something.
//  3. No winner's curse: the best few are played again on fresh seeds,
//     paired with the base rules, and each target is judged on those games
//     alone: met, missed, or cannot tell.
//
// Reproducible: the same spec gives the same result whatever the threads.
// A budget in time is the exception: it is turned into games by how fast
// this machine plays the base rules, so which candidates get played depends
// on the machine and its load; the report keeps the games it came to
// (BalanceReport::budget), and the spec with that budget in games plays the
// same search again exactly.

#include "core/variants/variant.h"
#include "simulator.h"
#include "sweep.h"

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace houserules {

// A parameter as a sweep names it: a whole number ("hand_size",
// "set_aside.2", "deck.dynamite_per_colour", Boomo's "deck.skip") from `low`
// to `high`; or a list ("deck.values", "deck.gold.values",
// "movement.numbers") whose candidates are the whole lists of `lists`, in the
// order given (neighbours alike help the search, which treats the order
// like that of a number's values); `low` and `high` are then not used.
// The most candidate lists one list parameter takes.
constexpr std::size_t kMaxBalanceLists = 100;

struct BalanceParameter {
    std::string path;
    std::int64_t low = 0, high = 0;
    std::vector<std::vector<std::int64_t>> lists {};

    bool isList() const { return !lists.empty(); }
    // The candidate values' count, and value `i` (from 0) as the house rule says it.
    std::int64_t size() const;
    std::string valueText(std::int64_t i) const;
};

// A figure the balancer can aim at, in the units a person reads.
struct BalanceMeasure {
    std::string name;        // "first_player_advantage"
    std::string unit;        // "points", "decisions", "%"
    std::string description; // a sentence, for help texts
    // Measured in games of its own (skill_gradient: the skill ladder's), not
    // read from a run of the rules as they are played.
    bool ownGames = false;
};
// Every measure a target may name; a game figure (Outcome::figures, per seat
// and game) as "figure:<name>".
const std::vector<BalanceMeasure> &balanceMeasures();

// What the game should look like on one measure: a value within [low, high]
// (either may be infinite: "at least 3", "at most 30"). A constraint must be
// met; a goal adds weight × (distance outside the range / its width)² to a
// candidate's loss.
struct BalanceTarget {
    std::string measure;
    double low = -std::numeric_limits<double>::infinity();
    double high = std::numeric_limits<double>::infinity();
    bool constraint = false;
    double weight = 1;
    // The range is the difference from the base's own figure ("games no
    // longer than today": length, high 0). The base then plays every round
    // on the candidates' games, and the confirmation pairs each proposal
    // with it game by game.
    bool relative = false;
};

// A target as a person writes it: MEASURE=A..B, MEASURE=A.. (at least),
// MEASURE=..B (at most), MEASURE=X±T (or X+-T), and any bound relative to
// the base's figure: MEASURE=..base, MEASURE=base.., MEASURE=base±T,
// MEASURE=base-2..base+2. A goal may end in @W, its weight. Nothing when the
// text has another form (the caller says what it expected).
std::optional<BalanceTarget> parseBalanceTarget(const std::string &text, bool constraint = false);

// A measure of `report` in the units of balanceMeasures(), with its 95%
// interval; nothing when the report has no such figure (a game that keeps
// no running score has no lead changes). skill_gradient is read from a run
// of the skill ladder's normal rung (skillSpec), as `report`.
std::optional<Estimate> balanceFigure(const SimulationReport &report, const std::string &measure);
// The same measure as a paired difference (house − base, on the same games);
// nothing for one a paired comparison does not keep (seat_gap).
std::optional<Estimate> balanceDifference(const ComparisonReport &comparison, const std::string &measure);

// A round of the search, for playing elsewhere (BalanceSpec::playRound):
// each candidate's house rule (its text, extending the base's file) plays
// `games` games from `seed`.
struct BalanceRound {
    int round = 0;
    std::vector<std::string> rules;
    std::int64_t games = 0;
    std::uint64_t seed = 0;
};

struct BalanceSpec {
    // Players, bots and seed (each round's and the confirmation's games are
    // derived from it); its ruleset and games are not used.
    SimulationSpec simulation;
    // The variant to start from. Precondition: loaded from a file.
    const Variant *base = nullptr;
    const Game *game = nullptr;
    const VariantLoader *loader = nullptr;
    std::vector<BalanceParameter> parameters;
    std::vector<BalanceTarget> targets;
    std::int64_t budget = 20000; // games in all, the confirmation's included
    // A budget in time instead (when above 0): as many games as this machine
    // plays in so many seconds, measured on the base rules before the search
    // (not reproducible; the report says how many games that came to).
    double seconds = 0;
    int candidates = 32; // the most tried (every point when there are fewer)
    int proposals = 3;   // confirmed on fresh seeds (1 to kMaxComparedVariants - 1)
    // Plays a round's games elsewhere, a cluster's job arrays for example,
    // returning each candidate's tally in order: the same games as here
    // (the players and bots of `simulation`), so the same search. Unset:
    // here. The confirmation is always played here.
    std::function<Expected<std::vector<SimulationTally>>(const BalanceRound &)> playRound;
};

// Where a candidate's figure lies against a target, on the games it played.
enum class TargetVerdict { Met, Missed, CannotTell };
// As the command line and the notebook's JSON write it: "met", "missed", "cannot tell".
const char *verdictName(TargetVerdict verdict);

struct BalanceCandidate {
    std::vector<std::int64_t> values;           // per parameter (a list parameter's: the index in its lists)
    std::string rules;                          // the house rule's text (extends the base's file)
    Diagnostics errors;                         // refused by the schema or the game: not played
    std::int64_t games = 0;                     // played in the search
    int round = 0;                              // the last round it played in
    double loss = 0, lossLow = 0, lossHigh = 0; // point, most and least favourable
    SimulationTally tally;                      // its search games
    SimulationTally skill;                      // its skill-ladder games (a target on skill_gradient)
};

struct BalanceProposal {
    int candidate = -1;        // in BalanceReport::candidates
    SimulationReport report;   // its confirmation games
    MeasuresDifference vsBase; // paired with the base on the same fresh games
    // Per target, on the fresh games (n == 0: no such figure); a relative
    // target's is the difference from the base, paired game by game.
    std::vector<Estimate> figures;
    std::vector<TargetVerdict> verdicts;
    double loss = 0;
    // Against the best proposal on the same fresh games, per target: the
    // paired difference of the figures, this − the best (n == 0 for the best
    // itself, and for seat_gap, which has no per-game value).
    std::vector<Estimate> vsBest;
    // The games cannot tell it from the best (the best itself included):
    // on no target does it differ where it matters. It differs on a target
    // when the two are not both met there and the paired difference excludes
    // zero after Holm's correction over every proposal's and target's
    // comparison (seat_gap: when the two intervals do not overlap).
    bool alikeBest = true;
};

struct BalanceReport {
    std::vector<BalanceCandidate> candidates; // every one tried, refused ones included
    int rounds = 0;
    std::int64_t searchGames = 0;
    std::int64_t confirmationGames = 0; // each played under every proposal and the base
    SimulationReport base;              // the base on the confirmation games
    std::vector<Estimate> baseFigures;  // per target (a relative one's: the base's own figure)
    // The base on the search's games, when a target is relative to it.
    BalanceCandidate reference;
    std::vector<BalanceProposal> proposals; // best first
    bool cancelled = false;
    std::int64_t budget = 0; // the games budget searched with (a budget in time's games)
};

// How far a search has got, for a person watching: after every candidate's
// games, at the end of every round and when the confirmation begins.
struct BalanceProgress {
    const BalanceReport *report = nullptr; // so far: every candidate's games and loss
    int round = 0;                         // the round being played, from 0
    int rounds = 0;                        // the most the search plays
    int played = 0, playing = 0;           // candidates of this round done, and in it
    std::vector<std::size_t> alive;        // the candidates still in the race
    int best = -1;                         // the best so far among them (-1: none has played)
    bool confirming = false;               // the best few play on fresh seeds
};
// Called on the thread that called balance(), like RunOptions::progress;
// the report it points to changes after the call returns.
using BalanceListener = std::function<void(const BalanceProgress &)>;

// A candidate's figures on the search's games, per target, as its loss
// reads them (a relative target's: its difference from the base on the same
// games, BalanceReport::reference).
std::vector<std::optional<Estimate>> balanceSearchFigures(
    const BalanceSpec &spec, const BalanceReport &report, const BalanceCandidate &candidate);

// Runs the search. Errors for the spec as a whole: an unknown measure, a
// parameter that cannot be swept or an empty range, a budget too small for
// one round, no candidate the rules accept. Cancelled (RunOptions::cancel),
// it returns the best so far among the candidates that have played, on the
// search's games, marked `cancelled`.
Expected<BalanceReport> balance(
    const BalanceSpec &spec, const RunOptions &options = {}, const BalanceListener &listener = {});

// A candidate's loss on `figures` (per target): the point value, and the
// most and least favourable within the figures' intervals.
struct BalanceLoss {
    double value = 0, low = 0, high = 0;
};
BalanceLoss balanceLoss(const std::vector<BalanceTarget> &targets, const std::vector<std::optional<Estimate>> &figures);

} // namespace houserules
