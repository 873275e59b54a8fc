// Card impact from the events every game emits: consistent counts, no game
// changed by counting, and a clear error for a game without cards.

#include "simulatortestsupport.h"

#include "core/simulation/simulator.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace simtest;
using houserules::Rng;

namespace {

// A game without cards, as far as the simulator can tell.
class NoCards final : public houserules::Ruleset {
public:
    explicit NoCards(std::shared_ptr<const houserules::Ruleset> inner) : m_inner(std::move(inner)) {}
    const houserules::Variant &variant() const override { return m_inner->variant(); }
    int minPlayers() const override { return m_inner->minPlayers(); }
    int maxPlayers() const override { return m_inner->maxPlayers(); }
    std::unique_ptr<houserules::State> newGame(int players, int first, Rng &rng) const override
    {
        return m_inner->newGame(players, first, rng);
    }
    houserules::Expected<std::unique_ptr<houserules::State>> newGame(
        int players, int first, const houserules::Setup &setup) const override
    {
        return m_inner->newGame(players, first, setup);
    }
    std::vector<std::string> botNames() const override { return m_inner->botNames(); }
    std::unique_ptr<houserules::Bot> makeBot(const std::string &name) const override { return m_inner->makeBot(name); }
    std::unique_ptr<houserules::State> determinize(const houserules::Observation &observation, Rng &rng) const override
    {
        return m_inner->determinize(observation, rng);
    }

private:
    std::shared_ptr<const houserules::Ruleset> m_inner;
};

} // namespace

class TestSimulatorCardImpact : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cardImpactIsConsistent();
    void cardImpactChangesNoGame();
    void cardImpactNeedsCards();
};

void TestSimulatorCardImpact::cardImpactIsConsistent()
{
    auto s = spec(4, {"heuristic", "heuristic", "heuristic", "heuristic"}, 400, 3);
    s.cardImpact = true;
    const auto report = houserules::simulate(s);
    QVERIFY(report.ok());
    const SimulationTally &t = report->tally;
    QCOMPARE(t.cardKinds.size(), std::size_t(60));
    QCOMPARE(t.cardKinds.front(), std::string("gold-0"));
    QCOMPARE(t.cardKinds.back(), std::string("diamonds-dynamite"));
    QCOMPARE(report->cards.size(), std::size_t(60));
    const std::int64_t seatGames = 400 * 4;
    std::int64_t start = 0, played = 0, wins = 0;
    for (const auto &seat : t.seats)
        wins += seat.wins;
    for (std::size_t k = 0; k < t.cards.size(); ++k) {
        const auto &c = t.cards[k];
        const auto &impact = report->cards[k];
        QCOMPARE(impact.kind, t.cardKinds[k]);
        QCOMPARE(impact.startWinRate.n + impact.notStartWinRate.n, seatGames);
        QCOMPARE(impact.playedWinRate.n + impact.notPlayedWinRate.n, seatGames);
        QVERIFY(c.startWins <= c.startSeatGames && c.playedWins <= c.playedSeatGames);
        QCOMPARE(impact.startWinRate.value, double(c.startWins) / double(c.startSeatGames));
        QCOMPARE(impact.notStartWinRate.value, double(wins - c.startWins) / double(seatGames - c.startSeatGames));
        QCOMPARE(impact.startDifference.value, impact.startWinRate.value - impact.notStartWinRate.value);
        start += c.startSeatGames;
        played += c.playedSeatGames;
    }
    QCOMPARE(start, seatGames * 3);
    QCOMPARE(played, t.length.sum);

    // Two copies of a card are one kind: 60 kinds of 65 cards, and a seat
    // holding both dynamite of a colour counts once.
    s = spec(4, s.bots, 200, 3, "blasting-billy/two-dynamite");
    s.cardImpact = true;
    const auto two = houserules::simulate(s);
    QVERIFY(two.ok());
    QCOMPARE(two->tally.cardKinds.size(), std::size_t(60));
    std::int64_t twoStart = 0;
    for (const auto &c : two->tally.cards)
        twoStart += c.startSeatGames;
    QVERIFY(twoStart <= 200 * 4 * 3 && twoStart > 200 * 4 * 3 * 9 / 10);
}

void TestSimulatorCardImpact::cardImpactChangesNoGame()
{
    auto s = spec(3, {"heuristic", "random", "heuristic"}, 300, 23);
    SimulationTally without = tallyOf(s, 2);
    s.cardImpact = true;
    SimulationTally with = tallyOf(s, 2);
    QVERIFY(!with.cards.empty());
    with.cards.clear();
    with.cardKinds.clear();
    QVERIFY(with == without);
}

void TestSimulatorCardImpact::cardImpactNeedsCards()
{
    auto s = spec(2, {"random", "random"}, 10, 1);
    s.ruleset = std::make_shared<NoCards>(s.ruleset);
    QCOMPARE(s.ruleset->cardCount(), 0);
    QVERIFY(houserules::simulate(s).ok());
    s.cardImpact = true;
    const auto report = houserules::simulate(s);
    QVERIFY(!report.ok());
    QCOMPARE(qstr(report.errors().front().keyPath), u"card-impact"_s);
    QCOMPARE(qstr(report.errors().front().message), u"this game has no cards to tally"_s);
}

QTEST_GUILESS_MAIN(TestSimulatorCardImpact)
#include "test_simulator_cardimpact.moc"
