// The end of the game: the turn that draws the last card finishes; then each
// player, from the next one round to the one who drew last, takes one final
// turn without drawing; then every hand card left goes to the box.

#include "billytestsupport.h"

#include "core/bots/bot.h"
#include "core/game/random.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace billytest;
using houserules::Event;
using houserules::Rng;
using houserules::blastingbilly::Destination;
using houserules::blastingbilly::EventType;

class TestEnd : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void finalTurns_data();
    void finalTurns();
    void seededGamesRunToTheEnd_data();
    void seededGamesRunToTheEnd();
};

namespace {

int countOf(const std::vector<Event> &events, EventType type)
{
    return int(
        std::count_if(events.begin(), events.end(), [&](const Event &e) { return e.type == std::int16_t(type); }));
}

} // namespace

void TestEnd::finalTurns_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("pile");              // turns that draw
    QTest::addColumn<int>("lastDrawer");        // who draws the pile's last card
    QTest::addColumn<QList<int>>("finalOrder"); // the final turns, by seat
    QTest::addColumn<int>("handSize");

    // Worked out by hand: turn t (from 0) is played by (first + t) mod players;
    // the last drawing turn is pile - 1.
    const QString standard = u"blasting-billy/standard"_s;
    QTest::newRow("2 players from 0") << standard << 2 << 0 << 42 << 1 << QList<int> {0, 1} << 3;
    QTest::newRow("2 players from 1") << standard << 2 << 1 << 42 << 0 << QList<int> {1, 0} << 3;
    QTest::newRow("3 players from 0") << standard << 3 << 0 << 45 << 2 << QList<int> {0, 1, 2} << 3;
    QTest::newRow("3 players from 1") << standard << 3 << 1 << 45 << 0 << QList<int> {1, 2, 0} << 3;
    QTest::newRow("4 players from 0") << standard << 4 << 0 << 48 << 3 << QList<int> {0, 1, 2, 3} << 3;
    QTest::newRow("4 players from 2") << standard << 4 << 2 << 48 << 1 << QList<int> {2, 3, 0, 1} << 3;
    QTest::newRow("5 players from 0") << standard << 5 << 0 << 45 << 4 << QList<int> {0, 1, 2, 3, 4} << 3;
    QTest::newRow("5 players from 3") << standard << 5 << 3 << 45 << 2 << QList<int> {3, 4, 0, 1, 2} << 3;
    QTest::newRow("four-card-hand, 3 players from 0")
        << u"blasting-billy/four-card-hand"_s << 3 << 0 << 42 << 2 << QList<int> {0, 1, 2} << 4;
    QTest::newRow("two-dynamite, 4 players from 1")
        << u"blasting-billy/two-dynamite"_s << 4 << 1 << 53 << 1 << QList<int> {2, 3, 0, 1} << 3;
}

void TestEnd::finalTurns()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(int, first);
    QFETCH(int, pile);
    QFETCH(int, lastDrawer);
    QFETCH(QList<int>, finalOrder);
    QFETCH(int, handSize);

    const auto rs = ruleset(variant.toStdString());
    Rng rng(std::uint64_t(players * 10 + first));
    const auto state = asBilly(rs->newGame(players, first, rng));
    QCOMPARE(state->pileCount(), pile);

    // Every turn dumps a card, so the box ends up with the whole deck.
    auto turn = [&](std::vector<Event> &events) {
        const int seat = state->currentPlayer();
        state->apply(BillyState::play(state->hand(seat).front(), Destination::Box), &events);
        return seat;
    };

    for (int t = 0; t < pile; ++t) {
        std::vector<Event> events;
        const int seat = turn(events);
        QCOMPARE(countOf(events, EventType::CardDrawn), 1);
        QCOMPARE(int(state->hand(seat).size()), handSize);
        QCOMPARE(state->pileCount(), pile - t - 1);
        QCOMPARE(countOf(events, EventType::FinalRound), t == pile - 1 ? 1 : 0);
        if (t == pile - 1) {
            QCOMPARE(seat, lastDrawer);
            QCOMPARE(int(events.back().player), lastDrawer); // the FinalRound event names the drawer
        }
    }

    QList<int> finalSeats;
    for (qsizetype i = 0; i < finalOrder.size(); ++i) {
        QVERIFY(!state->isTerminal());
        QVERIFY(state->observation(0).finalRound);
        QCOMPARE(state->observation(0).finalTurnsLeft, int(finalOrder.size() - i));
        std::vector<Event> events;
        const int seat = turn(events);
        finalSeats.push_back(seat);
        QCOMPARE(countOf(events, EventType::CardDrawn), 0);
        if (!state->isTerminal())
            QCOMPARE(int(state->hand(seat).size()), handSize - 1);
    }
    QCOMPARE(finalSeats, finalOrder);
    QCOMPARE(finalSeats.back(), lastDrawer);

    // Over: the hand cards left (handSize - 1 each) went to the box.
    QVERIFY(state->isTerminal());
    QCOMPARE(state->currentPlayer(), -1);
    QCOMPARE(state->decisionCount(), pile + players);
    std::vector<houserules::Decision> legal;
    state->legalDecisions(legal);
    QVERIFY(legal.empty());
    for (int seat = 0; seat < players; ++seat)
        QVERIFY(state->hand(seat).empty());

    const auto o = state->observation(0);
    QVERIFY(o.terminal);
    QVERIFY(!o.finalRound);
    QCOMPARE(int(o.box.size()), state->rules().cardCount());
    QList<int> leftOver(players, 0);
    for (const auto &boxed : o.box)
        if (boxed.atEnd)
            ++leftOver[boxed.by];
    QCOMPARE(leftOver, QList<int>(players, handSize - 1));
}

void TestEnd::seededGamesRunToTheEnd_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("decisions"); // pile after the deal + one final turn each

    QTest::newRow("standard, 2") << u"blasting-billy/standard"_s << 2 << 42 + 2;
    QTest::newRow("standard, 3") << u"blasting-billy/standard"_s << 3 << 45 + 3;
    QTest::newRow("standard, 4") << u"blasting-billy/standard"_s << 4 << 48 + 4;
    QTest::newRow("standard, 5") << u"blasting-billy/standard"_s << 5 << 45 + 5;
    QTest::newRow("four-card-hand, 2") << u"blasting-billy/four-card-hand"_s << 2 << 40 + 2;
    QTest::newRow("four-card-hand, 5") << u"blasting-billy/four-card-hand"_s << 5 << 40 + 5;
    QTest::newRow("two-dynamite, 2") << u"blasting-billy/two-dynamite"_s << 2 << 47 + 2;
    QTest::newRow("two-dynamite, 4") << u"blasting-billy/two-dynamite"_s << 4 << 53 + 4;
}

void TestEnd::seededGamesRunToTheEnd()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(int, decisions);

    const auto rs = ruleset(variant.toStdString());
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        const auto state = asBilly(rs->newGame(players, int(seed % std::uint64_t(players)), rng));
        houserules::RandomBot bot;
        std::vector<houserules::Decision> legal;
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            QVERIFY(!legal.empty());
            state->apply(bot.choose(*state->observe(state->currentPlayer()), legal, rng));
        }
        QCOMPARE(state->decisionCount(), decisions);

        // Every card is somewhere: on the table or in the box.
        int placed = int(state->observation(0).box.size());
        for (const auto &owner : state->columns())
            for (const auto &column : owner)
                placed += int(column.size());
        QCOMPARE(placed, state->rules().cardCount());
        QCOMPARE(state->outcome().scores.size(), std::size_t(players));
    }
}

QTEST_GUILESS_MAIN(TestEnd)
#include "test_end.moc"
