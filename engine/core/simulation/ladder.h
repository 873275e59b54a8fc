#pragma once

// The ladder of the app's levels (issue 26 §3): in each mode of a game, one
// seat of a level against the level below or above it in every other seat,
// and whether its win rate lies clearly on the expected side of the fair
// share. `houserules-cli ladder` plays the rungs (simulate() in simulator.h)
// and prints what this file computes from their tallies.
//
// The rungs, by the app's names (normal is the `heuristic` bot):
//   easy    easy against normal opponents: below the fair share;
//   normal  normal against easy opponents: above it (normal wins more often
//           than the easy seats of the same games: "normal above easy");
//   hard    hard against normal opponents: above it.
//
// The fair share is the mean win rate per seat in the rung's own games,
// Σ_g |W(g)| / (G·N) (W(g): the winners of game g, a shared win counting for
// each winner): what a seat equal to the others would win. It is 1/N when
// every game has exactly one winner, less in Blasting Billy, whose Billy
// sometimes wins, more where wins are shared. The tested bot's edge is the
// mean over games of w(g) − |W(g)|/N (w(g): 1 when the tested seat won),
// its win rate minus the fair share, with the paired interval of that mean
// (the fair share comes from the same games); it is the simulator's seat-1
// edge (measures.h) scaled by (N − 1)/N.
//
// A rung separates when (1) the 95% Wilson interval of the win rate lies
// wholly on the expected side of the fair share, and (2) the edge is on that
// side and survives Holm's correction (multiplecomparisons.h) at family level
// 5% over all the rungs judged together (the rungs of one printed table): of
// 33 rungs (three in each of eleven modes) where the levels were equal, one
// or two would clear a plain 95% interval by chance alone.
//
// Pure functions of tallies: no threads, no printing.

#include "simulator.h"

#include <optional>
#include <string>
#include <vector>

namespace houserules {

enum class LadderSide { Below, Above };

struct LadderRung {
    std::string name;         // easy, normal, hard: the level tested
    std::string bot;          // its bot for the simulator: easy, heuristic, hard
    std::string opponent;     // the bot in every other seat
    std::string opponentName; // the opponents' level: normal, easy
    LadderSide expected = LadderSide::Above;
};

// The rungs named (easy, normal, hard; each at most once), in ladder order;
// nothing and `error` for an unknown or repeated name, or none.
std::optional<std::vector<LadderRung>> ladderRungs(const std::vector<std::string> &names, std::string *error);

// The bots of a rung's run at `players` players: the tested bot in seat 1,
// the opponent in every other seat. (The simulator draws the first player
// for every game, so seat 1 plays every place in the turn order alike.)
std::vector<std::string> ladderBots(const LadderRung &rung, int players);

// What one rung's games say.
struct RungMeasure {
    std::int64_t games = 0;
    std::int64_t wins = 0; // of the tested seat (seat 1)
    Estimate winRate;      // with its 95% Wilson interval
    double fairShare = 0;  // Σ|W(g)| / (G·N)
    Estimate edge;         // win rate − fair share, paired 95% interval
    double pValue = 1;     // two-sided, of "edge = 0" (normal approximation)
};

// Measures the tested seat (seat 1) of a rung's tally.
RungMeasure measureRung(const SimulationTally &tally);

// The criterion: [low, high] lies wholly below (or above) `fairShare`.
bool whollyOnSide(double low, double high, double fairShare, LadderSide side);

struct RungVerdict {
    bool plain = false;     // the Wilson interval lies on the expected side
    bool corrected = false; // and the edge survives Holm's correction
    bool separates() const { return plain && corrected; }
};

// The verdict of each rung, the rungs judged together as one family (Holm
// at family level `alpha`). Precondition: as many sides as measures.
std::vector<RungVerdict> ladderVerdicts(
    const std::vector<RungMeasure> &measures, const std::vector<LadderSide> &sides, double alpha = 0.05);

// The modes of the benchmarks' ladder table (docs/BENCHMARKS.md): every mode of every
// game, as variant id and players.
struct LadderMode {
    std::string variant;
    int players = 0;
};
const std::vector<LadderMode> &ladderTableModes();

} // namespace houserules
