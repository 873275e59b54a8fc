#pragma once

// How many games a rung of the skill ladder plays, so that its gradient
// (measures.h: the strong seat's win rate minus the mean of the weak ones')
// can be read: a 95% interval of about ±3 points. Fewer games give an
// interval too wide to tell a rule that rewards skill from one that does
// not (200 games: about ±8 points), and a figure that wide is no finding.
//
// The count comes from the variance, before the rung starts, so that it is
// the same in every shard of a run and the time it takes can be told
// beforehand: a game's seat-one edge is 1 when seat 1 wins alone,
// −1/(players − 1) when another seat does and 0 without a winner, whose
// standard deviation is at most half that range, players / (2 (players − 1)),
// whatever the strong bot's win rate. Games with shared wins can spread a
// little wider; skillReadable() checks the interval the games gave.

#include "measures.h"
#include "simulator.h"

namespace houserules {

// The half-width of the gradient's interval the count aims at: 3 points.
inline constexpr double kSkillHalfWidth = 0.03;

// The largest standard deviation of a game's seat-one edge among games with
// at most one winner.
double skillEdgeSdBound(int players);

// Games for the gradient's 95% interval to be at most ±`halfWidth` whatever
// the strong bot's win rate (in games with at most one winner):
// ⌈(z·σ/h)²⌉ + 1, the one more for the sample's sd (n − 1 in its divisor).
int skillGamesFor(int players, double halfWidth = kSkillHalfWidth);

// The games a rung of skillLadder() plays in a run of `runGames` games:
// enough for ±3 points; the normal rung (quick bots) at least the run's
// games as well; the hard one (the search bot, some ten games a second) no
// more than it needs.
int skillRungGames(const SkillRung &rung, int runGames, int players);

// The gradient can be read: its interval, to a tenth of a point, is at most
// ±`halfWidth`. Otherwise the games cannot tell how much the rules reward
// skill, and a page says so rather than show the figure as a finding.
bool skillReadable(const Estimate &gradient, double halfWidth = kSkillHalfWidth);

// Seconds one game of `rung` under `spec`'s rules and players takes on one
// thread of this machine: plays its first games (skillSpec()) one after
// another until `budgetSeconds` have passed (at least one game, at most
// `most`). An estimate, for telling how long a rung will take.
double secondsPerSkillGame(const SimulationSpec &spec, const SkillRung &rung, double budgetSeconds = 1.0, int most = 8);

// About how long a rung of `games` takes: each game under `rulesets` rules
// (2 in a comparison), `threads` at a time, at `secondsPerGame` each.
double skillSeconds(int games, int rulesets, double secondsPerGame, int threads);

} // namespace houserules
