#pragma once

#include "core/game/ruleset.h"
#include "core/records/record.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace houserules {

// The soak: many whole games of bots, every rule checked after every
// decision (after OpenSpiel's basic tests and Stockfish's long self-play
// runs). A check that fails is an engine defect; the failure names the game
// and carries its record so far, which replays to the state that broke.
//
// After every decision:
// - `legal`: every decision in the legal list passes checkDecision;
// - `invariant`: the game's State::brokenInvariant (cards, money, counts);
// - `clone`: clone() equals the state, and observes the same;
// - `record`: the decision's notation, read back on a replica that has
//   followed the game, gives the same state (linear, not a replay per step);
// - `observation`: what seats see hides what they may not: a state made up
//   from a seat's observation (Ruleset::determinize, fresh randomness) looks
//   the same to that seat, and keeps the game's invariants.
// At the end: `outcome` (winners are winningSeats(), valid distinct seats, a
// score per seat) and `replay` (the whole record written as YAML, read back
// and replayed, equals the final state).
struct SoakVariant {
    std::string id; // as a record names it (an id or a path)
    std::shared_ptr<const Ruleset> ruleset;
};

struct SoakOptions {
    // Played in turn: game n is variant and player count n mod the number of
    // (variant, player count) pairs, so every pair gets its share.
    std::vector<SoakVariant> variants;
    std::int64_t games = 0;
    std::uint64_t seed = 0;
    int threads = 1;
    // Seats whose observation is checked after each decision: false, the
    // seat to move and one other in turn; true, every seat.
    bool everySeat = false;
    // Set from another thread to stop early (the games done so far count).
    const std::atomic<bool> *cancel = nullptr;
    // Told of the games finished now and then (from one worker thread).
    std::function<void(std::int64_t games)> progress;
};

struct SoakFailure {
    std::string variant;
    int players = 0;
    std::uint64_t seed = 0; // the game's (Rng::derive of the run's seed)
    std::int64_t game = 0;  // its index in the run
    int decision = 0;       // decisions applied when the check failed
    std::string check;      // "invariant", "clone", "record", ...
    std::string message;
    Record record; // the game so far
};

struct SoakResult {
    std::int64_t games = 0; // finished and checked
    std::int64_t decisions = 0;
    bool cancelled = false;
    std::optional<SoakFailure> failure; // the first (lowest game index) found
};

// Game n's (variant, player count, seed, bots): bots alternate by game
// between all random, all heuristic and a random mix of the two.
SoakResult soak(const SoakOptions &options);

// One game, checked; exposed for tests. `bots`: "random" or "heuristic" per seat.
std::optional<SoakFailure> soakGame(const SoakVariant &variant, int players, std::uint64_t seed,
    const std::vector<std::string> &bots, bool everySeat, std::int64_t *decisions = nullptr);

} // namespace houserules
