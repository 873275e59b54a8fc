// The simulator's tallies and their reports: adding up the whole numbers
// of any split of the games (threads, shards, machines) and summarising
// them into estimates with intervals. Playing the games is simulator.cpp.

#include "simulator.h"

#include "multiplecomparisons.h"

#include <algorithm>
#include <cassert>

namespace houserules {

// ---- Tallies ----------------------------------------------------------------

namespace {

// Holm's correction over every test the card impact table shows, holding
// and playing together (one family, as a reader scans the whole table): a
// kind without seat-games on one side tests nothing.
void markCardsThatStandOut(std::vector<CardImpact> &cards, int &tested)
{
    std::vector<double> pValues;
    std::vector<bool *> marks;
    const auto add = [&](const Estimate &d, bool &standsOut) {
        standsOut = false;
        if (d.n > 0 && d.high > d.low) {
            pValues.push_back(twoSidedPValue(d));
            marks.push_back(&standsOut);
        }
    };
    for (CardImpact &c : cards) {
        add(c.startDifference, c.startStandsOut);
        add(c.playedDifference, c.playedStandsOut);
    }
    const auto rejected = holmRejects(pValues);
    for (std::size_t i = 0; i < marks.size(); ++i)
        *marks[i] = rejected[i];
    tested = int(pValues.size());
}

void addFigures(std::map<std::string, Moments> &into, const std::map<std::string, Moments> &from)
{
    for (const auto &[name, moments] : from)
        into[name] += moments;
}

} // namespace

SimulationTally::SimulationTally(int playerCount)
    : players(playerCount), seats(std::size_t(playerCount)), jointWins(std::size_t(playerCount * playerCount), 0),
      measures(playerCount)
{}

void SimulationTally::add(const SimulationTally &other)
{
    assert(players == other.players);
    games += other.games;
    gamesWithoutWinner += other.gamesWithoutWinner;
    length += other.length;
    addTo(lengths, other.lengths);
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        SeatTally &s = seats[seat];
        const SeatTally &o = other.seats[seat];
        s.wins += o.wins;
        s.score += o.score;
        addTo(s.scores, o.scores);
        addFigures(s.figures, o.figures);
    }
    for (std::size_t i = 0; i < jointWins.size(); ++i)
        jointWins[i] += other.jointWins[i];
    addFigures(figures, other.figures);
    measures.add(other.measures);
    if (cardKinds.empty()) {
        cardKinds = other.cardKinds;
        cards = other.cards;
    } else if (!other.cardKinds.empty()) {
        assert(cardKinds == other.cardKinds);
        for (std::size_t k = 0; k < cards.size(); ++k) {
            cards[k].startSeatGames += other.cards[k].startSeatGames;
            cards[k].startWins += other.cards[k].startWins;
            cards[k].playedSeatGames += other.cards[k].playedSeatGames;
            cards[k].playedWins += other.cards[k].playedWins;
        }
    }
}

PairedTally::PairedTally(int playerCount)
    : players(playerCount), wins(std::size_t(playerCount)), scores(std::size_t(playerCount)),
      seatFigures(std::size_t(playerCount)), measures(playerCount)
{}

void PairedTally::add(const PairedTally &other)
{
    assert(players == other.players);
    games += other.games;
    length += other.length;
    for (std::size_t seat = 0; seat < wins.size(); ++seat) {
        wins[seat] += other.wins[seat];
        scores[seat] += other.scores[seat];
        addFigures(seatFigures[seat], other.seatFigures[seat]);
    }
    addFigures(figures, other.figures);
    measures.add(other.measures);
}

void ComparisonTally::add(const ComparisonTally &other)
{
    house.add(other.house);
    base.add(other.base);
    difference.add(other.difference);
}

// ---- Reports ----------------------------------------------------------------

namespace {

// A per-game sum over all seats, as a mean per seat and game. The interval
// comes from the per-game sums, so it allows for the seats of one game
// being linked (when one is shot down, another is less likely to be).
// `share`: every seat's value was 0 or 1, so the mean lies within [0, 1].
Estimate perSeat(const Moments &sumOverSeats, std::int64_t games, int players, bool share)
{
    Estimate e = meanEstimate(sumOverSeats, games);
    e.value /= players;
    e.low /= players;
    e.high /= players;
    if (share) {
        e.share = true;
        e.low = std::max(0.0, e.low);
        e.high = std::min(1.0, e.high);
    }
    return e;
}

// A seat's figure: a share with its Wilson interval when every value was 0
// or 1, else a mean with its normal interval.
Estimate seatFigure(const Moments &moments, std::int64_t games)
{
    return moments.zeroOrOne() ? shareEstimate(moments.sum, games) : meanEstimate(moments, games);
}

bool everySeatZeroOrOne(const SimulationTally &tally, const std::string &name)
{
    for (const auto &seat : tally.seats)
        if (const auto it = seat.figures.find(name); it != seat.figures.end() && !it->second.zeroOrOne())
            return false;
    return true;
}

} // namespace

SimulationReport summarize(const SimulationTally &tally, const std::vector<std::string> &bots)
{
    assert(int(bots.size()) == tally.players);
    SimulationReport report;
    const std::int64_t games = tally.games;
    report.games = int(games);
    report.length = meanEstimate(tally.length, games);
    report.meanLength = report.length.value;
    report.medianLength = median(tally.lengths);
    report.lengths = tally.lengths;
    report.gamesWithoutWinner = int(tally.gamesWithoutWinner);
    std::int64_t allWins = 0;
    for (int seat = 0; seat < tally.players; ++seat) {
        const SeatTally &t = tally.seats[std::size_t(seat)];
        SeatStatistics s;
        s.bot = bots[std::size_t(seat)];
        s.wins = int(t.wins);
        s.winRate = games > 0 ? double(t.wins) / double(games) : 0;
        std::tie(s.winRateLow, s.winRateHigh) = wilsonInterval(t.wins, games);
        s.score = meanEstimate(t.score, games);
        s.meanScore = s.score.value;
        s.medianScore = median(t.scores);
        s.scores = t.scores;
        for (const auto &[name, moments] : t.figures)
            s.figures[name] = seatFigure(moments, games);
        report.seats.push_back(std::move(s));
        allWins += t.wins;
    }
    for (const auto &[name, moments] : tally.figures)
        report.figures[name] = perSeat(moments, games, tally.players, everySeatZeroOrOne(tally, name));

    // Card impact: each seat-game either had the kind or not.
    const std::int64_t seatGames = games * tally.players;
    for (std::size_t k = 0; k < tally.cardKinds.size(); ++k) {
        const CardTally &c = tally.cards[k];
        CardImpact impact;
        impact.kind = tally.cardKinds[k];
        impact.startWinRate = shareEstimate(c.startWins, c.startSeatGames);
        impact.notStartWinRate = shareEstimate(allWins - c.startWins, seatGames - c.startSeatGames);
        impact.startDifference
            = shareDifference(c.startWins, c.startSeatGames, allWins - c.startWins, seatGames - c.startSeatGames);
        impact.playedWinRate = shareEstimate(c.playedWins, c.playedSeatGames);
        impact.notPlayedWinRate = shareEstimate(allWins - c.playedWins, seatGames - c.playedSeatGames);
        impact.playedDifference
            = shareDifference(c.playedWins, c.playedSeatGames, allWins - c.playedWins, seatGames - c.playedSeatGames);
        report.cards.push_back(std::move(impact));
    }
    markCardsThatStandOut(report.cards, report.cardsTested);
    report.measures = summarize(tally.measures, tally.jointWins, games);
    report.tally = tally;
    return report;
}

ComparisonReport summarize(const ComparisonTally &tally, const std::vector<std::string> &bots)
{
    ComparisonReport report;
    const PairedTally &d = tally.difference;
    report.games = int(d.games);
    report.house = summarize(tally.house, bots);
    report.base = summarize(tally.base, bots);
    report.length = meanEstimate(d.length, d.games);
    for (int seat = 0; seat < d.players; ++seat) {
        SeatDifference s;
        s.winRate = meanEstimate(d.wins[std::size_t(seat)], d.games);
        s.winRate.share = true;
        s.score = meanEstimate(d.scores[std::size_t(seat)], d.games);
        for (const auto &[name, moments] : d.seatFigures[std::size_t(seat)]) {
            Estimate &e = s.figures[name] = meanEstimate(moments, d.games);
            e.share = report.house.seats[std::size_t(seat)].figures[name].share
                && report.base.seats[std::size_t(seat)].figures[name].share;
        }
        report.seats.push_back(std::move(s));
    }
    for (const auto &[name, moments] : d.figures) {
        Estimate &e = report.figures[name] = perSeat(moments, d.games, d.players, false);
        e.share = report.house.figures[name].share && report.base.figures[name].share;
    }
    report.measures = summarize(d.measures, d.players);
    report.tally = tally;
    return report;
}

SideBySideTally::SideBySideTally(int variantCount, int playerCount, bool pairAmong)
    : variants(std::size_t(variantCount), SimulationTally(playerCount)),
      differences(std::size_t(std::max(0, variantCount - 1)), PairedTally(playerCount))
{
    if (pairAmong && variantCount > 2)
        among.assign(std::size_t(variantCount - 1) * std::size_t(variantCount - 2) / 2, PairedTally(playerCount));
}

std::size_t SideBySideTally::amongIndex(std::size_t a, std::size_t b, std::size_t houseRules)
{
    assert(a < b && b < houseRules);
    // The pairs before row a: (houseRules − 1) + (houseRules − 2) + … for rows 0 to a − 1.
    return a * houseRules - a * (a + 1) / 2 + (b - a - 1);
}

void SideBySideTally::add(const SideBySideTally &other)
{
    assert(variants.size() == other.variants.size());
    for (std::size_t v = 0; v < variants.size(); ++v)
        variants[v].add(other.variants[v]);
    for (std::size_t d = 0; d < differences.size(); ++d)
        differences[d].add(other.differences[d]);
    assert(among.size() == other.among.size());
    for (std::size_t d = 0; d < among.size(); ++d)
        among[d].add(other.among[d]);
}

ComparisonTally SideBySideTally::pair(std::size_t houseRule) const
{
    assert(houseRule + 1 < variants.size());
    ComparisonTally tally;
    tally.house = variants[houseRule + 1];
    tally.base = variants[0];
    tally.difference = differences[houseRule];
    return tally;
}

ComparisonTally SideBySideTally::pairAmong(std::size_t a, std::size_t b) const
{
    ComparisonTally tally;
    tally.house = variants[b + 1];
    tally.base = variants[a + 1];
    tally.difference = among[amongIndex(a, b, differences.size())];
    return tally;
}

SideBySideReport summarize(const SideBySideTally &tally, const std::vector<std::string> &bots)
{
    SideBySideReport report;
    report.games = tally.variants.empty() ? 0 : int(tally.variants[0].games);
    for (const auto &variant : tally.variants)
        report.variants.push_back(summarize(variant, bots));
    for (std::size_t i = 0; i < tally.differences.size(); ++i)
        report.houseRules.push_back(summarize(tally.pair(i), bots));
    report.tally = tally;
    return report;
}

} // namespace houserules
