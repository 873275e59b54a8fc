#include "measures.h"

#include "multiplecomparisons.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <span>

namespace houserules {

// ---- Following a game -----------------------------------------------------------

void MeasuresRecorder::begin(const State &state, int firstSeat)
{
    const GameClock clock = state.clock();
    m_unit = clock.scoredEvery;
    m_players = state.playerCount();
    assert(m_players <= 32); // the leaders of a step are bits of a word
    m_first = firstSeat;
    m_steps = std::max(0, clock.scoredSteps());
    m_soleLeader = -1;
    m_leadChanges = 0;
    // assign() and clear() keep the memory of earlier games.
    m_score.assign(std::size_t(m_players), 0);
    m_deficit.assign(std::size_t(m_players), 0);
    m_leaders.clear();
    m_stepOf.clear();
    m_course.clear();
    if (m_unit != GameClock::Unit::None)
        m_course.begin(state, m_score);
}

void MeasuresRecorder::takeScore(const State &state, int steps)
{
    m_steps = steps;
    state.publicScore(std::span<std::int64_t>(m_score));
    const std::int64_t top = *std::max_element(m_score.begin(), m_score.end());
    std::uint32_t leaders = 0;
    int count = 0, leader = -1;
    for (int seat = 0; seat < m_players; ++seat) {
        const std::int64_t behind = top - m_score[std::size_t(seat)];
        m_deficit[std::size_t(seat)] = std::max(m_deficit[std::size_t(seat)], behind);
        if (behind == 0) {
            leaders |= 1u << seat;
            ++count;
            leader = seat;
        }
    }
    // A tie for the lead changes nothing; the lead changes when a seat leads
    // alone and the last seat to lead alone was another.
    if (count == 1) {
        if (m_soleLeader >= 0 && m_soleLeader != leader)
            ++m_leadChanges;
        m_soleLeader = leader;
    }
    m_leaders.push_back(leaders);
    m_stepOf.push_back(steps);
    m_course.take(state, m_score);
}

void MeasuresRecorder::finish(const State &state, const std::vector<int> &winners, GameMeasures &out)
{
    afterDecision(state);
    const GameClock clock = state.clock();
    out = {};
    out.first = m_first;
    out.decisions = state.decisionCount();
    out.turns = clock.turns;
    out.rounds = clock.rounds;
    if (m_unit != GameClock::Unit::None)
        m_course.finish(state, m_score, out.course);
    if (m_unit == GameClock::Unit::None || m_leaders.empty())
        return;
    out.steps = m_steps;
    out.leadChanges = m_leadChanges;
    std::uint32_t won = 0;
    for (const int seat : winners) {
        won |= 1u << seat;
        out.winnerDeficit = std::max(out.winnerDeficit, m_deficit[std::size_t(seat)]);
    }
    // The winners lead at a step when every seat with the top score is one.
    for (std::size_t i = m_leaders.size(); i-- > 0;)
        if ((m_leaders[i] & ~won) != 0) {
            out.lastStepNotLeading = m_stepOf[i];
            break;
        }
}

// ---- Tallies ----------------------------------------------------------------------

Duration &Duration::operator+=(const Duration &other)
{
    sample += other.sample;
    addTo(histogram, other.histogram);
    return *this;
}

namespace {

bool contains(const std::vector<int> &seats, int seat)
{
    return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

std::int64_t firstPlayerEdgeOf(const GameMeasures &game, const std::vector<int> &winners, int players)
{
    return std::int64_t(players) * contains(winners, game.first) - std::int64_t(winners.size());
}

std::int64_t seatOneEdgeOf(const std::vector<int> &winners, int players)
{
    const std::int64_t won = contains(winners, 0);
    return std::int64_t(players - 1) * won - (std::int64_t(winners.size()) - won);
}

// Rounded to the nearest unit, in whole numbers (so every machine agrees).
std::int64_t fractionUnits(std::int64_t part, std::int64_t whole)
{
    return (2 * part * kFractionUnits + whole) / (2 * whole);
}

bool scoredWithWinner(const GameMeasures &game, const std::vector<int> &winners)
{
    return game.steps > 0 && !winners.empty();
}

} // namespace

MeasuresTally::MeasuresTally(int playerCount)
    : players(playerCount), orderJointWins(std::size_t(playerCount * playerCount), 0)
{}

void MeasuresTally::addGame(const GameMeasures &game, const std::vector<int> &winners)
{
    const auto place = [&](int seat) { return (seat - game.first + players) % players; };
    for (const int a : winners)
        for (const int b : winners)
            ++orderJointWins[std::size_t(place(a) * players + place(b))];
    firstPlayerEdge.add(firstPlayerEdgeOf(game, winners, players));
    seatOneEdge.add(seatOneEdgeOf(winners, players));
    decisions.add(game.decisions);
    if (game.turns >= 0)
        turns.add(game.turns);
    if (game.rounds >= 0)
        rounds.add(game.rounds);
    course.addGame(game.course);
    if (game.steps <= 0)
        return;
    leadChanges.add(game.leadChanges);
    if (winners.empty())
        return;
    winnerBehind.add(game.winnerDeficit > 0);
    if (game.winnerDeficit > 0)
        winnerDeficit.add(game.winnerDeficit);
    decidedAt.add(fractionUnits(game.lastStepNotLeading, game.steps));
}

void MeasuresTally::add(const MeasuresTally &other)
{
    assert(players == other.players);
    for (std::size_t i = 0; i < orderJointWins.size(); ++i)
        orderJointWins[i] += other.orderJointWins[i];
    firstPlayerEdge += other.firstPlayerEdge;
    seatOneEdge += other.seatOneEdge;
    decisions += other.decisions;
    turns += other.turns;
    rounds += other.rounds;
    leadChanges += other.leadChanges;
    winnerBehind += other.winnerBehind;
    winnerDeficit += other.winnerDeficit;
    decidedAt += other.decidedAt;
    course += other.course;
}

void PairedMeasuresTally::addPair(const GameMeasures &house, const std::vector<int> &houseWinners,
    const GameMeasures &base, const std::vector<int> &baseWinners)
{
    firstPlayerEdge.add(
        firstPlayerEdgeOf(house, houseWinners, players) - firstPlayerEdgeOf(base, baseWinners, players));
    seatOneEdge.add(seatOneEdgeOf(houseWinners, players) - seatOneEdgeOf(baseWinners, players));
    decisions.add(house.decisions - base.decisions);
    course.addPair(house.course, base.course);
    if (house.turns >= 0 && base.turns >= 0)
        turns.add(house.turns - base.turns);
    if (house.rounds >= 0 && base.rounds >= 0)
        rounds.add(house.rounds - base.rounds);
    if (house.steps <= 0 || base.steps <= 0)
        return;
    leadChanges.add(house.leadChanges - base.leadChanges);
    if (!scoredWithWinner(house, houseWinners) || !scoredWithWinner(base, baseWinners))
        return;
    winnerBehind.add(std::int64_t(house.winnerDeficit > 0) - std::int64_t(base.winnerDeficit > 0));
    decidedAt.add(
        fractionUnits(house.lastStepNotLeading, house.steps) - fractionUnits(base.lastStepNotLeading, base.steps));
}

void PairedMeasuresTally::add(const PairedMeasuresTally &other)
{
    assert(players == other.players);
    firstPlayerEdge += other.firstPlayerEdge;
    seatOneEdge += other.seatOneEdge;
    decisions += other.decisions;
    turns += other.turns;
    rounds += other.rounds;
    leadChanges += other.leadChanges;
    winnerBehind += other.winnerBehind;
    decidedAt += other.decidedAt;
    course += other.course;
}

// ---- Reports ----------------------------------------------------------------------

double quantile(const Histogram &histogram, double q)
{
    std::int64_t total = 0;
    for (const auto &entry : histogram)
        total += entry.second;
    if (total == 0)
        return 0;
    const auto rank = std::max<std::int64_t>(1, std::int64_t(std::ceil(q * double(total))));
    std::int64_t seen = 0;
    for (const auto &[value, count] : histogram) {
        seen += count;
        if (seen >= rank)
            return double(value);
    }
    return double(histogram.rbegin()->first);
}

namespace {

Estimate scaled(Estimate e, double by, bool share)
{
    e.value /= by;
    e.low /= by;
    e.high /= by;
    e.share = share;
    return e;
}

DurationReport durationOf(const Duration &d)
{
    DurationReport r;
    r.counted = d.sample.n > 0;
    if (!r.counted)
        return r;
    r.mean = d.sample.mean();
    const double n = double(d.sample.n);
    if (d.sample.n > 1)
        r.sd = std::sqrt(
            std::max(0.0, (double(d.sample.moments.squares) - double(d.sample.moments.sum) * r.mean.value) / (n - 1)));
    r.p10 = quantile(d.histogram, 0.1);
    r.median = quantile(d.histogram, 0.5);
    r.p90 = quantile(d.histogram, 0.9);
    return r;
}

// The z that n two-sided tests must pass for all of them to hold at once at
// `level` (Šidák): each at 1 − level^(1/n), found by bisection on erfc.
double simultaneousZ(int tests, double level)
{
    const double each = -std::expm1(std::log(level) / double(tests)); // 1 − level^(1/tests)
    double low = 0, high = 40;
    for (int i = 0; i < 100; ++i) {
        const double mid = (low + high) / 2;
        (std::erfc(mid / std::sqrt(2.0)) > each ? low : high) = mid;
    }
    return (low + high) / 2;
}

} // namespace

WinRateSpread winRateSpread(const std::vector<std::int64_t> &joint, int n, std::int64_t games)
{
    WinRateSpread s;
    if (n < 2 || games <= 0)
        return s;
    const auto wins = [&](int i) { return joint[std::size_t(i * n + i)]; };
    s.most = s.fewest = 0;
    for (int i = 1; i < n; ++i) {
        if (wins(i) > wins(s.most))
            s.most = i;
        if (wins(i) < wins(s.fewest))
            s.fewest = i;
    }
    const int pairs = n * (n - 1) / 2;
    const double z = simultaneousZ(pairs, 0.95);
    s.gap.n = games;
    s.gap.share = true;
    s.gap.value = double(wins(s.most) - wins(s.fewest)) / double(games);
    if (games < 2) { // no spread to go by: the gap may be anything
        s.gap.high = 1;
        return s;
    }
    double pMin = 1;
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b) {
            if (a == b)
                continue;
            // Per game won(a) − won(b), whose square is won(a) + won(b) − 2 won(a) won(b).
            Moments d;
            d.sum = wins(a) - wins(b);
            d.squares = wins(a) + wins(b) - 2 * joint[std::size_t(a * n + b)];
            const Estimate e = meanEstimate(d, games, z);
            s.gap.low = std::max(s.gap.low, e.low);
            s.gap.high = std::max(s.gap.high, e.high);
            if (d.sum > 0)
                pMin = std::min(pMin, twoSidedPValue(meanEstimate(d, games)));
        }
    s.gap.high = std::min(s.gap.high, 1.0);
    // Šidák's p-value of the smallest of the pairs' p-values.
    s.pValue = pMin >= 1 ? 1.0 : -std::expm1(double(pairs) * std::log1p(-pMin));
    return s;
}

MeasuresReport summarize(const MeasuresTally &tally, const std::vector<std::int64_t> &jointWins, std::int64_t games)
{
    MeasuresReport r;
    const int n = tally.players;
    r.players = n;
    r.seatBalance = winRateSpread(jointWins, n, games);
    r.orderBalance = winRateSpread(tally.orderJointWins, n, games);
    std::int64_t allWins = 0;
    for (int place = 0; place < n; ++place) {
        const std::int64_t wins = tally.orderJointWins[std::size_t(place * n + place)];
        r.orderWinRates.push_back(shareEstimate(wins, games));
        allWins += wins;
    }
    r.fairShare = games > 0 && n > 0 ? double(allWins) / double(games * n) : 0;
    r.firstPlayerAdvantage = scaled(tally.firstPlayerEdge.mean(), n, true);
    if (n > 1)
        r.seatOneEdge = scaled(tally.seatOneEdge.mean(), n - 1, true);
    r.decisions = durationOf(tally.decisions);
    r.turns = durationOf(tally.turns);
    r.rounds = durationOf(tally.rounds);
    r.scoredGames = tally.leadChanges.n;
    r.leadChanges = tally.leadChanges.mean();
    r.drama = shareEstimate(tally.winnerBehind.moments.sum, tally.winnerBehind.n);
    r.dramaDeficit = tally.winnerDeficit.mean();
    r.decidedAt = scaled(tally.decidedAt.mean(), double(kFractionUnits), true);
    r.course = summarize(tally.course);
    return r;
}

MeasuresDifference summarize(const PairedMeasuresTally &tally, int players)
{
    MeasuresDifference d;
    d.firstPlayerAdvantage = scaled(tally.firstPlayerEdge.mean(), players, true);
    if (players > 1)
        d.seatOneEdge = scaled(tally.seatOneEdge.mean(), players - 1, true);
    d.decisions = tally.decisions.mean();
    d.turns = tally.turns.mean();
    d.rounds = tally.rounds.mean();
    d.leadChanges = tally.leadChanges.mean();
    d.drama = scaled(tally.winnerBehind.mean(), 1, true);
    d.decidedAt = scaled(tally.decidedAt.mean(), double(kFractionUnits), true);
    d.course = summarize(tally.course);
    return d;
}

std::vector<SkillRung> skillLadder(
    const std::vector<std::string> &levels, const std::string &searchBot, std::string *error)
{
    std::vector<SkillRung> rungs;
    for (const auto &level : levels) {
        if (level == "normal") {
            rungs.push_back({"normal-random", "heuristic", "random"});
        } else if (level == "hard") {
            rungs.push_back({"hard-normal", searchBot, "heuristic"});
        } else {
            if (error)
                *error = "unknown skill level '" + level + "'; expected normal or hard";
            return {};
        }
    }
    return rungs;
}

std::vector<std::string> skillBots(const SkillRung &rung, int players)
{
    std::vector<std::string> bots(std::size_t(std::max(players, 1)), rung.weak);
    bots.front() = rung.strong;
    return bots;
}

} // namespace houserules
