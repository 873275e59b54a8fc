#include "ladder.h"

#include "core/bots/searchbot.h"
#include "multiplecomparisons.h"

#include <algorithm>
#include <cassert>

namespace houserules {

std::optional<std::vector<LadderRung>> ladderRungs(const std::vector<std::string> &names, std::string *error)
{
    static const std::vector<LadderRung> kAll {
        {"easy", "easy", "heuristic", "normal", LadderSide::Below},
        {"normal", "heuristic", "easy", "easy", LadderSide::Above},
        {"hard", kHardBotName, "heuristic", "normal", LadderSide::Above},
    };
    const auto fail = [&](const std::string &why) -> std::optional<std::vector<LadderRung>> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (names.empty())
        return fail("no rung named; expected easy, normal or hard");
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (std::none_of(kAll.begin(), kAll.end(), [&](const LadderRung &r) { return r.name == names[i]; }))
            return fail("unknown rung '" + names[i] + "'; expected easy, normal or hard");
        if (std::find(names.begin(), names.begin() + std::ptrdiff_t(i), names[i]) != names.begin() + std::ptrdiff_t(i))
            return fail("the rung '" + names[i] + "' is named twice");
    }
    std::vector<LadderRung> rungs;
    for (const auto &rung : kAll)
        if (std::find(names.begin(), names.end(), rung.name) != names.end())
            rungs.push_back(rung);
    return rungs;
}

std::vector<std::string> ladderBots(const LadderRung &rung, int players)
{
    std::vector<std::string> bots(std::size_t(std::max(players, 1)), rung.opponent);
    bots.front() = rung.bot;
    return bots;
}

RungMeasure measureRung(const SimulationTally &tally)
{
    assert(tally.players >= 1 && !tally.seats.empty());
    RungMeasure m;
    m.games = tally.games;
    m.wins = tally.seats.front().wins;
    m.winRate = shareEstimate(m.wins, m.games);
    std::int64_t allWins = 0;
    for (const auto &seat : tally.seats)
        allWins += seat.wins;
    const double players = double(tally.players);
    m.fairShare = m.games > 0 ? double(allWins) / (double(m.games) * players) : 0;
    // The measures keep, per game, players × w(g) − |W(g)|: the edge times players.
    const Estimate scaled = tally.measures.seatOneEdge.mean();
    m.edge = scaled;
    m.edge.value = scaled.value / players;
    m.edge.low = scaled.low / players;
    m.edge.high = scaled.high / players;
    m.edge.share = false;
    m.pValue = m.games > 0 ? twoSidedPValue(m.edge) : 1.0;
    return m;
}

bool whollyOnSide(double low, double high, double fairShare, LadderSide side)
{
    return side == LadderSide::Below ? high < fairShare : low > fairShare;
}

std::vector<RungVerdict> ladderVerdicts(
    const std::vector<RungMeasure> &measures, const std::vector<LadderSide> &sides, double alpha)
{
    assert(measures.size() == sides.size());
    std::vector<double> pValues;
    for (const auto &m : measures)
        pValues.push_back(m.pValue);
    const std::vector<bool> rejected = holmRejects(pValues, alpha);
    std::vector<RungVerdict> verdicts(measures.size());
    for (std::size_t i = 0; i < measures.size(); ++i) {
        const RungMeasure &m = measures[i];
        const bool rightSign = sides[i] == LadderSide::Below ? m.edge.value < 0 : m.edge.value > 0;
        verdicts[i].plain = m.games > 0 && whollyOnSide(m.winRate.low, m.winRate.high, m.fairShare, sides[i]);
        verdicts[i].corrected = m.games > 0 && rejected[i] && rightSign;
    }
    return verdicts;
}

const std::vector<LadderMode> &ladderTableModes()
{
    static const std::vector<LadderMode> kModes {
        {"blasting-billy/standard", 2},
        {"blasting-billy/standard", 3},
        {"blasting-billy/standard", 4},
        {"blasting-billy/standard", 5},
        {"boomo/standard", 4},
        {"boomo/short", 4},
        {"halunken-spelunken/intro", 4},
        {"halunken-spelunken/standard", 4},
        {"halunken-spelunken/two-player", 2},
        {"wyatt-earp/standard", 4},
        {"wyatt-earp/poker-for-shares", 4},
    };
    return kModes;
}

} // namespace houserules
