#pragma once

#include "diagnostic.h"
#include "ruleset.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace houserules {

struct SimulationSpec {
    std::shared_ptr<const Ruleset> ruleset;
    int players = 0;
    std::vector<std::string> bots; // one name per seat
    int games = 0;
    std::uint64_t seed = 0;
};

struct SeatStatistics {
    std::string bot;
    int wins = 0; // games this seat won, shared wins included
    double winRate = 0;
    double winRateLow = 0; // 95% Wilson score interval
    double winRateHigh = 0;
    double meanScore = 0;
    std::map<std::string, double> figures; // per-seat means of the game's figures
};

struct SimulationReport {
    int games = 0;
    double meanLength = 0;      // decisions per game
    int gamesWithoutWinner = 0; // e.g. Blasting Billy himself won
    std::vector<SeatStatistics> seats;
    std::map<std::string, double> figures; // means over all seats and games
};

// Plays `games` games between bots. Game n is seeded with Rng::derive(seed, n)
// (deck, first player, each bot's generator), so results depend only on the
// seed, never on how the games are split over threads.
Expected<SimulationReport> simulate(const SimulationSpec &spec);

// The 95% Wilson score interval of `successes` out of `trials`.
std::pair<double, double> wilsonInterval(int successes, int trials);

} // namespace houserules
