#pragma once

// The games of a simulation worth a look, as game records: any game n of a
// run played again exactly as simulate() played it (the same seeds, bots and
// bots' generators) with its decisions written down, and the choice of the
// games with the most extreme value of a figure. What `houserules-cli
// simulate --save-games` writes, so that a designer can replay the odd games.

#include "core/simulation/simulator.h"
#include "record.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace houserules {

// What picks the games to save: the first of the run, or those with the
// highest (or lowest) value of a figure (Outcome::figures, summed over the
// seats as the simulator's per-game figures are) or of the length.
struct GamePick {
    std::string figure; // empty: the first games; "length": decisions per game
    bool lowest = false;
};

// A game picked, with the value that picked it (0 for the first games).
struct PickedGame {
    std::int64_t game = 0; // its number in the run (0-based, as Rng::derive takes it)
    std::int64_t value = 0;
};

// The `count` games of the shard of `spec` that `pick` chooses, the most
// extreme first; among equal values the lower game number first, so the
// choice is the same for any thread count (which only shares out the
// games played again to find the values). Errors for a figure the game
// does not report (naming those it does), and as simulate() gives them.
Expected<std::vector<PickedGame>> pickGames(
    const SimulationSpec &spec, const GamePick &pick, int count, const RunOptions &options = {});

// Whether `pick` names a figure the games of `spec` report (asks one game):
// the diagnostic pickGames() would give, before a long run. Nothing too for
// a spec simulate() rejects (it says why).
std::optional<Diagnostic> checkPick(const SimulationSpec &spec, const GamePick &pick);

// Game `game` of the run `spec`, played again: a record with an explicit
// setup (the deck as shuffled, the seed of the chance after it), the seats
// named after their bots and every decision in the game's notation, for the
// variant `variantRef` (what the record's `variant:` says). `outcome` (may
// be null) receives the outcome, as the simulation tallied it. Errors when
// the game's ruleset cannot give its setup (Ruleset::drawSetup).
Expected<Record> simulatedGame(
    const SimulationSpec &spec, std::int64_t game, const std::string &variantRef, Outcome *outcome = nullptr);

} // namespace houserules
