#include "simulator.h"

#include <algorithm>
#include <cmath>

namespace houserules {

std::pair<double, double> wilsonInterval(int successes, int trials)
{
    if (trials <= 0)
        return {0.0, 1.0};
    constexpr double z = 1.959963984540054;
    const double n = trials;
    const double p = successes / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Expected<SimulationReport> simulate(const SimulationSpec &spec)
{
    const Ruleset &ruleset = *spec.ruleset;
    if (spec.players < ruleset.minPlayers() || spec.players > ruleset.maxPlayers())
        return diagnostic("players",
            "this variant is for " + std::to_string(ruleset.minPlayers()) + " to "
                + std::to_string(ruleset.maxPlayers()) + " players");
    if (int(spec.bots.size()) != spec.players)
        return diagnostic("bots", "expected one bot per seat (" + std::to_string(spec.players) + ")");
    std::vector<std::unique_ptr<Bot>> bots;
    for (const auto &name : spec.bots) {
        auto bot = ruleset.makeBot(name);
        if (!bot) {
            std::string known = "random";
            for (const auto &other : ruleset.botNames())
                known += ", " + other;
            return diagnostic("bots", "unknown bot '" + name + "'; expected one of: " + known);
        }
        bots.push_back(std::move(bot));
    }
    if (spec.games <= 0)
        return diagnostic("games", "expected at least one game");

    SimulationReport report;
    report.games = spec.games;
    std::vector<double> scoreSum(std::size_t(spec.players), 0);
    std::vector<std::map<std::string, double>> figureSum(std::size_t(spec.players));
    std::vector<int> wins(std::size_t(spec.players), 0);
    double lengthSum = 0;
    std::vector<Decision> legal;
    std::vector<Rng> botRng(std::size_t(spec.players));
    std::unique_ptr<Observation> observation;

    for (int game = 0; game < spec.games; ++game) {
        const std::uint64_t gameSeed = Rng::derive(spec.seed, std::uint64_t(game));
        Rng rng(gameSeed);
        const int first = int(rng.below(std::uint32_t(spec.players)));
        auto state = ruleset.newGame(spec.players, first, rng);
        for (int seat = 0; seat < spec.players; ++seat)
            botRng[std::size_t(seat)].reseed(Rng::derive(gameSeed, std::uint64_t(seat) + 1));
        while (!state->isTerminal()) {
            const int seat = state->currentPlayer();
            state->legalDecisions(legal);
            state->observeInto(seat, observation);
            state->apply(bots[std::size_t(seat)]->choose(*observation, legal, botRng[std::size_t(seat)]));
        }
        const Outcome outcome = state->outcome();
        lengthSum += state->decisionCount();
        if (outcome.winners.empty())
            ++report.gamesWithoutWinner;
        for (int seat : outcome.winners)
            ++wins[std::size_t(seat)];
        for (int seat = 0; seat < spec.players; ++seat) {
            scoreSum[std::size_t(seat)] += outcome.scores[std::size_t(seat)];
            for (const auto &[name, values] : outcome.figures)
                figureSum[std::size_t(seat)][name] += values[std::size_t(seat)];
        }
    }

    const double games = spec.games;
    report.meanLength = lengthSum / games;
    for (int seat = 0; seat < spec.players; ++seat) {
        SeatStatistics s;
        s.bot = spec.bots[std::size_t(seat)];
        s.wins = wins[std::size_t(seat)];
        s.winRate = s.wins / games;
        std::tie(s.winRateLow, s.winRateHigh) = wilsonInterval(s.wins, spec.games);
        s.meanScore = scoreSum[std::size_t(seat)] / games;
        for (const auto &[name, sum] : figureSum[std::size_t(seat)]) {
            s.figures[name] = sum / games;
            report.figures[name] += sum / games / spec.players;
        }
        report.seats.push_back(std::move(s));
    }
    return report;
}

} // namespace houserules
