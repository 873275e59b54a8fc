// Hasard against the bank: the payouts of LOW (4–10), HIGH (11–17), ANY PAIR
// and a SPECIFIC PAIR (4 bills and the star deck's top share), sums 3 and 18
// losing LOW and HIGH, a triple counting as a pair, the rulebook's example
// (1, 1, 4 against chips on LOW, PAIR and the pair of twos), winning chips
// back and losing chips to the bank, bets in seat order from the lander with
// the lander's roll after all bets, chips bought back for a bill, and the
// chip a player without chips must buy.

#include "wetestsupport.h"

#include <QTest>

using namespace wetest;
using houserules::wyattearp::Spot;

class TestHasard : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void payouts_data();
    void payouts();
    void rulebookExample();
    void betsInSeatOrderFromTheLander();
    void chipsBoughtBackAndTheForcedChip();
    void specificPairPaysAShareWhileTheDeckLasts();
};

namespace {

// Ann (seat 0) comes on at north 1 and walks +3 +4 to north 8, a dice
// field; then `dice` (the hasard roll after the bets).
std::unique_ptr<WeState> atTheDice(QList<int> dice, int players = 2, int first = 0)
{
    auto g = game({.players = players,
        .dice = QList<int> {3, 4, 6} + dice,
        .starTop = {u"barber_shop-speed"_s, u"blacksmith-speed"_s},
        .firstPlayer = first});
    if (g->rules().kind(0, 7) != houserules::wyattearp::FieldKind::Dice)
        qFatal("north 8 is no dice field");
    return g;
}

} // namespace

void TestHasard::payouts_data()
{
    QTest::addColumn<QString>("spot");
    QTest::addColumn<QList<int>>("roll");
    QTest::addColumn<int>("bills");  // won; 0 and the chip lost when it loses
    QTest::addColumn<bool>("share"); // the star deck's top share too
    QTest::newRow("low 4") << u"low"_s << QList<int> {1, 1, 2} << 1 << false;
    QTest::newRow("low 10") << u"low"_s << QList<int> {3, 3, 4} << 1 << false;
    QTest::newRow("low 11 loses") << u"low"_s << QList<int> {3, 4, 4} << 0 << false;
    QTest::newRow("low 3 loses") << u"low"_s << QList<int> {1, 1, 1} << 0 << false;
    QTest::newRow("high 11") << u"high"_s << QList<int> {5, 4, 2} << 1 << false;
    QTest::newRow("high 17") << u"high"_s << QList<int> {6, 5, 6} << 1 << false;
    QTest::newRow("high 10 loses") << u"high"_s << QList<int> {6, 3, 1} << 0 << false;
    QTest::newRow("high 18 loses") << u"high"_s << QList<int> {6, 6, 6} << 0 << false;
    QTest::newRow("any pair") << u"pair"_s << QList<int> {2, 5, 2} << 2 << false;
    QTest::newRow("any pair: a triple") << u"pair"_s << QList<int> {4, 4, 4} << 2 << false;
    QTest::newRow("any pair: none") << u"pair"_s << QList<int> {1, 2, 3} << 0 << false;
    QTest::newRow("pair of threes") << u"pair-3"_s << QList<int> {3, 6, 3} << 4 << true;
    QTest::newRow("pair of threes: a triple") << u"pair-3"_s << QList<int> {3, 3, 3} << 4 << true;
    QTest::newRow("pair of threes: other pair") << u"pair-3"_s << QList<int> {5, 5, 3} << 0 << false;
    QTest::newRow("pair of sixes: one six") << u"pair-6"_s << QList<int> {6, 1, 2} << 0 << false;
}

void TestHasard::payouts()
{
    QFETCH(QString, spot);
    QFETCH(QList<int>, roll);
    QFETCH(int, bills);
    QFETCH(bool, share);
    auto g = atTheDice(roll);
    QCOMPARE(play(*g, "move north +3 +4"), QString());
    QCOMPARE(g->phase(), Phase::HasardBet);
    QCOMPARE(g->currentPlayer(), 0);
    // Bob bets too (one chip on the pair of ones); only Ann's chip is checked.
    QCOMPARE(
        playAll(*g, QString(u"bet "_s + spot + u" | done | bet pair-1 | done"_s).toLatin1().constData()), QString());
    QCOMPARE(g->bills(0), 20 + bills);
    QCOMPARE(g->chips(0), bills > 0 ? 5 : 4);
    QCOMPARE(sharesOf(*g, 0), share ? QStringList {u"barber_shop-speed"_s} : QStringList());
    QCOMPARE(g->turnPlayer(), 1);
}

void TestHasard::rulebookExample()
{
    // One chip on LOW, one on PAIR, one on the pair of twos; the dice show
    // 1, 1 and 4: 1 bill for LOW, 2 for the pair and two chips back; the chip
    // on the pair of twos goes to the bank.
    auto g = atTheDice({1, 1, 4});
    std::vector<Event> events;
    QCOMPARE(
        playAll(*g, "move north +3 +4 | bet low | bet pair | bet pair-2 | done | bet high | done", &events), QString());
    QCOMPARE(g->bills(0), 23);
    QCOMPARE(g->chips(0), 5 - 3 + 2);
    const auto obs = g->observe(1);
    const auto &o = static_cast<const WeObservation &>(*obs);
    QCOMPARE(o.bankChips[0], 1);
    QCOMPARE(o.bankChips[1], 1); // Bob's HIGH lost
    QCOMPARE(int(ofType(events, EventType::HasardWon).size()), 2);
    QCOMPARE(int(ofType(events, EventType::HasardLost).size()), 2);
    QVERIFY(g->shares(0).empty());
}

void TestHasard::betsInSeatOrderFromTheLander()
{
    // Three players, Bob first: Bob comes on at north 8 (a dice field) —
    // then Cid, then Ann bet; Bob rolls after all bets.
    auto g = atTheDice({2, 2, 2}, 3, 1);
    QCOMPARE(g->currentPlayer(), 1);
    std::vector<Event> events;
    QCOMPARE(play(*g, "move north +3 +4", &events), QString());
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(playAll(*g, "bet low | done", &events), QString());
    QCOMPARE(g->currentPlayer(), 2);
    QCOMPARE(playAll(*g, "bet pair-2 | bet pair-2 | done", &events), QString());
    QCOMPARE(g->currentPlayer(), 0);
    QVERIFY(ofType(events, EventType::HasardRolled).empty()); // not before everyone bet
    QCOMPARE(playAll(*g, "bet high | done", &events), QString());
    const auto rolled = ofType(events, EventType::HasardRolled);
    QCOMPARE(int(rolled.size()), 1);
    QCOMPARE(rolled.front().player, 1); // the lander rolls
    QCOMPARE(rolled.front().target, 6);
    QCOMPARE(g->bills(1), 21);
    QCOMPARE(g->bills(2), 28); // two chips on the pair of twos: 4 bills and a share each
    QCOMPARE(sharesOf(*g, 2), (QStringList {u"barber_shop-speed"_s, u"blacksmith-speed"_s}));
    QCOMPARE(g->bills(0), 20);
    QCOMPARE(g->chips(0), 4);
}

void TestHasard::chipsBoughtBackAndTheForcedChip()
{
    // Ann bets all five chips on the pair of sixes and loses them. Next turn
    // Bob comes on at south 4, a dice field: he bets; Ann has no chip and must
    // buy one before betting.
    auto g = atTheDice({1, 2, 3, /* Bob's move */ 1, 2, 6, /* Bob's hasard roll */ 6, 6, 1});
    QCOMPARE(playAll(*g,
                 "move north +3 +4 | bet pair-6 | bet pair-6 | bet pair-6 | bet pair-6 | bet pair-6 | done | "
                 "bet low | done"),
        QString());
    QCOMPARE(g->chips(0), 0);
    QCOMPARE(g->bills(0), 20);
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(g->rules().kind(1, 3), houserules::wyattearp::FieldKind::Dice);
    QCOMPARE(playAll(*g, "move south +1 +2 | bet high | done"), QString());
    // Ann: the forced chip is bought at once; she must bet before she is done.
    QCOMPARE(g->currentPlayer(), 0);
    QCOMPARE(g->phase(), Phase::HasardBet);
    QCOMPARE(g->chips(0), 1);
    QCOMPARE(g->bills(0), 19);
    const auto legal = legalTexts(*g);
    QVERIFY(!legal.contains(u"done"_s));
    QVERIFY(legal.contains(u"buy"_s));
    // Buying back is voluntary: offered only when a bill covers it.
    {
        auto poor = g->clone();
        static_cast<WeState &>(*poor).setBills(0, 0);
        QVERIFY(!legalTexts(static_cast<WeState &>(*poor)).contains(u"buy"_s));
    }
    // More chips bought back, a bill each.
    QCOMPARE(playAll(*g, "buy | buy | bet pair-6 | bet pair-6 | bet pair | done"), QString());
    QCOMPARE(g->bills(0), 17 + 4 * 2 + 2);
    QCOMPARE(g->chips(0), 3);
}

void TestHasard::specificPairPaysAShareWhileTheDeckLasts()
{
    auto g = atTheDice({5, 5, 1});
    // Leave one share in the star deck.
    while (g->deck(Back::Star).size() > 1)
        g->giveShare(1, g->deck(Back::Star).back());
    QCOMPARE(playAll(*g, "move north +3 +4 | bet pair-5 | bet pair-5 | done | bet low | done"), QString());
    QCOMPARE(g->bills(0), 28);
    QCOMPARE(sharesOf(*g, 0), QStringList {u"barber_shop-speed"_s});
    QVERIFY(g->deck(Back::Star).empty());
}

QTEST_GUILESS_MAIN(TestHasard)
#include "test_hasard.moc"
