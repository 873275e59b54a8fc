#include "skillgames.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>

namespace houserules {

double skillEdgeSdBound(int players)
{
    if (players < 2)
        return 0;
    // Values 1 and −1/(players − 1): half their distance.
    return double(players) / (2.0 * double(players - 1));
}

int skillGamesFor(int players, double halfWidth)
{
    const double n = kZ95 * skillEdgeSdBound(players) / halfWidth;
    return int(std::ceil(n * n)) + 1;
}

int skillRungGames(const SkillRung &rung, int runGames, int players)
{
    const int needed = skillGamesFor(players);
    return rung.name.rfind("hard", 0) == 0 ? needed : std::max(runGames, needed);
}

bool skillReadable(const Estimate &gradient, double halfWidth)
{
    // As a page shows it: in points, to a tenth.
    return gradient.n > 1 && std::round(gradient.halfWidth() * 1000) <= std::round(halfWidth * 1000);
}

double secondsPerSkillGame(const SimulationSpec &spec, const SkillRung &rung, double budgetSeconds, int most)
{
    using Clock = std::chrono::steady_clock;
    std::atomic<bool> stop {false};
    const auto start = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    RunOptions options;
    options.threads = 1;
    options.cancel = &stop;
    // Checked about every 50 ms; every worker looks at `stop` before a game,
    // so the game under way ends and no other starts.
    options.progress = [&](const Progress &) {
        if (elapsed() >= budgetSeconds)
            stop = true;
    };
    SimulationSpec calibration = skillSpec(spec, rung, std::max(1, most));
    calibration.shard = {};
    const auto report = simulate(calibration, options);
    const double seconds = elapsed();
    if (!report || report->games <= 0)
        return seconds;
    return seconds / double(report->games);
}

double skillSeconds(int games, int rulesets, double secondsPerGame, int threads)
{
    return double(games) * double(std::max(1, rulesets)) * secondsPerGame / double(std::max(1, threads));
}

} // namespace houserules
