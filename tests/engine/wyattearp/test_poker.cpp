// Poker dice: every combination and its order (both straights, 10–A above
// 9–K; two pairs by the high pair, then the low; full house by the triple),
// equal combinations tie whatever the other dice; five of a kind is a cheat.
// A poker round on an ace field: 1 bill a roll into the pot, a second roll
// only when affordable, the pot to the best, ties re-rolled at a forced stake
// until one wins, the cheat (rolls no more, cannot win, pays each other
// player or sits out), and poker for shares.

#include "wetestsupport.h"

#include <QTest>

using namespace wetest;
using houserules::wyattearp::PokerHand;
using houserules::wyattearp::pokerHand;

class TestPoker : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void combinations_data();
    void combinations();
    void ranking();
    void otherDiceDoNotCount();
    void potToTheBest();
    void secondRollKeepsDiceAndCostsABill();
    void secondRollOnlyWhenAffordable();
    void tiesRollAgainUntilOneWins();
    void cheatPaysEach();
    void cheatSitsOut();
    void cheatWithoutMoneySitsOut();
    void cheatSitOutsAddUp();
    void cheatOnTheSecondRoll();
    void lostPotGoesToTheBank();
    void pokerForShares();
};

namespace {

// Poker faces: 9 = 1, 10 = 2, J = 3, Q = 4, K = 5, A = 6.
PokerHand hand(std::array<std::int8_t, 5> dice)
{
    return pokerHand(std::span<const std::int8_t, 5>(dice));
}

// a beats b.
bool beats(const PokerHand &a, const PokerHand &b)
{
    return a.combination > b.combination || (a.combination == b.combination && a.key > b.key);
}

// Two players; Ann (seat 0) comes on at north 1 and walks +1 +3 to north 5,
// an ace field; then `dice`: the poker rolls in the order they are made.
std::unique_ptr<WeState> atTheAce(
    QList<int> dice, int players = 2, std::shared_ptr<const houserules::Ruleset> rules = nullptr)
{
    auto g = game({.players = players, .dice = QList<int> {1, 3, 6} + dice, .rules = std::move(rules)});
    if (g->rules().kind(0, 4) != houserules::wyattearp::FieldKind::Ace)
        qFatal("north 5 is no ace field");
    return g;
}

} // namespace

void TestPoker::combinations_data()
{
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("combination");
    using C = Combination;
    QTest::newRow("nothing: 9 10 J K A") << QList<int> {1, 2, 3, 5, 6} << int(C::Nothing);
    QTest::newRow("nothing: 9 10 Q K A") << QList<int> {1, 2, 4, 5, 6} << int(C::Nothing);
    QTest::newRow("pair") << QList<int> {5, 1, 5, 2, 3} << int(C::Pair);
    QTest::newRow("two pairs") << QList<int> {4, 5, 4, 5, 1} << int(C::TwoPairs);
    QTest::newRow("three of a kind") << QList<int> {3, 1, 3, 6, 3} << int(C::ThreeOfAKind);
    QTest::newRow("straight 9-K") << QList<int> {5, 3, 1, 4, 2} << int(C::Straight);
    QTest::newRow("straight 10-A") << QList<int> {6, 2, 5, 3, 4} << int(C::Straight);
    QTest::newRow("full house") << QList<int> {2, 6, 2, 6, 2} << int(C::FullHouse);
    QTest::newRow("four of a kind") << QList<int> {6, 6, 1, 6, 6} << int(C::FourOfAKind);
    QTest::newRow("five of a kind: a cheat") << QList<int> {4, 4, 4, 4, 4} << int(C::Cheat);
}

void TestPoker::combinations()
{
    QFETCH(QList<int>, dice);
    QFETCH(int, combination);
    std::array<std::int8_t, 5> d {};
    for (int i = 0; i < 5; ++i)
        d[std::size_t(i)] = std::int8_t(dice[i]);
    QCOMPARE(int(hand(d).combination), combination);
}

void TestPoker::ranking()
{
    // Lowest first, each beaten by the next.
    const std::vector<std::array<std::int8_t, 5>> ladder {
        {1, 2, 3, 5, 6}, // nothing
        {1, 1, 2, 3, 5}, // a pair of nines
        {6, 6, 1, 2, 3}, // a pair of aces
        {1, 1, 2, 2, 6}, // nines and tens
        {5, 5, 1, 1, 6}, // kings and nines
        {5, 5, 2, 2, 1}, // kings and tens
        {6, 6, 1, 1, 2}, // aces and nines: the high pair first
        {1, 1, 1, 5, 6}, // three nines
        {6, 6, 6, 1, 2}, // three aces
        {1, 2, 3, 4, 5}, // straight 9-K
        {2, 3, 4, 5, 6}, // straight 10-A
        {1, 1, 1, 6, 6}, // full house: nines over aces
        {2, 2, 2, 1, 1}, // full house: tens over nines, the triple first
        {6, 6, 6, 5, 5}, // full house: aces over kings
        {1, 1, 1, 1, 6}, // four nines
        {6, 6, 6, 6, 5}, // four aces
    };
    for (std::size_t i = 0; i + 1 < ladder.size(); ++i)
        for (std::size_t j = i + 1; j < ladder.size(); ++j) {
            QVERIFY2(beats(hand(ladder[j]), hand(ladder[i])), qPrintable(u"%1 over %2"_s.arg(j).arg(i)));
            QVERIFY(!beats(hand(ladder[i]), hand(ladder[j])));
        }
}

void TestPoker::otherDiceDoNotCount()
{
    auto same = [](std::array<std::int8_t, 5> a, std::array<std::int8_t, 5> b) {
        const auto x = hand(a), y = hand(b);
        return x.combination == y.combination && x.key == y.key;
    };
    QVERIFY(same({5, 5, 1, 2, 3}, {5, 5, 6, 4, 2}));  // a pair of kings, any kickers
    QVERIFY(same({4, 4, 3, 3, 1}, {3, 4, 6, 3, 4}));  // queens and jacks
    QVERIFY(same({2, 2, 2, 1, 6}, {2, 5, 2, 3, 2}));  // three tens
    QVERIFY(same({6, 6, 6, 6, 1}, {6, 5, 6, 6, 6}));  // four aces
    QVERIFY(same({1, 2, 3, 5, 6}, {1, 2, 4, 5, 6}));  // nothing and nothing
    QVERIFY(!same({4, 4, 3, 3, 1}, {4, 4, 2, 2, 1})); // the low pair counts
    QVERIFY(!same({2, 2, 2, 1, 1}, {2, 2, 2, 6, 6})); // the full house's pair counts
}

void TestPoker::potToTheBest()
{
    // Ann: a pair of aces, stands. Bob: three kings, stands.
    auto g = atTheAce({6, 6, 1, 2, 3, 5, 5, 5, 1, 2});
    std::vector<Event> events;
    QCOMPARE(play(*g, "move north +1 +3", &events), QString());
    QCOMPARE(g->phase(), Phase::PokerKeep);
    QCOMPARE(g->currentPlayer(), 0); // the lander first
    QCOMPARE(g->pot(), 1);
    QCOMPARE(g->bills(0), 19);
    QCOMPARE(play(*g, "stand", &events), QString());
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(g->pot(), 2);
    QCOMPARE(play(*g, "stand", &events), QString());
    const auto won = ofType(events, EventType::PokerWon);
    QCOMPARE(int(won.size()), 1);
    QCOMPARE(won.front().player, 1);
    QCOMPARE(won.front().value, 2);
    QCOMPARE(g->bills(0), 19);
    QCOMPARE(g->bills(1), 21);
    QCOMPARE(g->turnPlayer(), 1); // the poker ended Ann's turn
}

void TestPoker::secondRollKeepsDiceAndCostsABill()
{
    // Ann: A A 9 10 J, keeps the aces, rolls A Q Q: a full house of aces.
    // Bob: four kings, stands. Bob wins 3 bills.
    auto g = atTheAce({6, 6, 1, 2, 3, 6, 4, 4, 5, 5, 5, 5, 1});
    QCOMPARE(play(*g, "move north +1 +3"), QString());
    QVERIFY(legalTexts(*g).contains(u"keep a a"_s));
    QCOMPARE(play(*g, "keep a a"), QString());
    const auto &dice = g->pokerDice(0);
    QCOMPARE(QList<int>(dice.begin(), dice.end()), (QList<int> {6, 6, 6, 4, 4}));
    QCOMPARE(hand(dice).combination, Combination::FullHouse);
    QCOMPARE(g->bills(0), 18);
    QCOMPARE(g->currentPlayer(), 1); // no third roll
    QCOMPARE(play(*g, "stand"), QString());
    QCOMPARE(g->bills(0), 18);
    QCOMPARE(g->bills(1), 22);
}

void TestPoker::secondRollOnlyWhenAffordable()
{
    auto g = atTheAce({6, 6, 1, 2, 3, 5, 5, 5, 1, 2});
    g->setBills(0, 1); // the first roll's stake only
    QCOMPARE(play(*g, "move north +1 +3"), QString());
    QCOMPARE(g->bills(0), 0);
    QCOMPARE(g->currentPlayer(), 1); // Ann could not stake a second roll
    QCOMPARE(g->phase(), Phase::PokerKeep);
}

void TestPoker::tiesRollAgainUntilOneWins()
{
    // Ann and Bob both a pair of aces (other dice differ): a tie. Re-roll, one
    // roll each from the lander: both three nines — a tie again; then Ann
    // rolls a straight 10-A, Bob a straight 9-K.
    auto g = atTheAce({6, 6, 1, 2, 3, /* Bob */ 6, 6, 2, 4, 5, /* tie */ 1, 1, 1, 2, 3, 1, 1, 1, 5, 6,
        /* tie again */ 2, 3, 4, 5, 6, 1, 2, 3, 4, 5});
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "move north +1 +3 | stand | stand", &events), QString());
    QCOMPARE(int(ofType(events, EventType::PokerTied).size()), 2);
    const auto won = ofType(events, EventType::PokerWon);
    QCOMPARE(int(won.size()), 1);
    QCOMPARE(won.front().player, 0);
    QCOMPARE(won.front().value, 6); // three rolls each, a bill a roll
    QCOMPARE(g->bills(0), 20 - 3 + 6);
    QCOMPARE(g->bills(1), 17);
    // Re-rolls are single rolls, in seat order from the lander.
    QList<int> rollers;
    for (const auto &e : ofType(events, EventType::PokerRolled))
        rollers << e.player * 10 + e.target;
    QCOMPARE(rollers, (QList<int> {1, 11, 3, 13, 3, 13}));
    QCOMPARE(g->listedDiceUsed(), std::size_t(3 + 30));
}

void TestPoker::cheatPaysEach()
{
    // Three players. Ann rolls five aces: a cheat; she pays 1 to each other
    // player and rolls no more. Bob: nothing, stands; Cid: nothing, stands —
    // Bob and Cid tie, so they re-roll: Bob a pair.
    auto g = atTheAce({6, 6, 6, 6, 6, /* Bob */ 1, 2, 3, 5, 6, /* Cid */ 1, 2, 4, 5, 6,
                          /* re-roll */ 1, 1, 2, 3, 4, 1, 2, 3, 5, 6},
        3);
    std::vector<Event> events;
    QCOMPARE(play(*g, "move north +1 +3", &events), QString());
    QCOMPARE(int(ofType(events, EventType::Cheated).size()), 1);
    QCOMPARE(g->phase(), Phase::CheatChoice);
    QCOMPARE(g->currentPlayer(), 0);
    QCOMPARE(legalTexts(*g), (QStringList {u"pay"_s, u"sit-out"_s}));
    QCOMPARE(play(*g, "pay", &events), QString());
    QCOMPARE(g->bills(0), 20 - 1 - 2);
    QCOMPARE(g->currentPlayer(), 1); // no second roll for the cheat
    QCOMPARE(playAll(*g, "stand | stand", &events), QString());
    const auto won = ofType(events, EventType::PokerWon);
    QCOMPARE(int(won.size()), 1);
    QCOMPARE(won.front().player, 1);
    QCOMPARE(won.front().value, 5);
    QCOMPARE(g->bills(1), 20 + 1 - 2 + 5);
    QCOMPARE(g->bills(2), 20 + 1 - 2);
    QCOMPARE(g->sitOut(0), 0);
}

void TestPoker::lostPotGoesToTheBank()
{
    // Both cheat: nobody can win the pot. Its bills go to the bank, and the
    // table shows an empty pot afterwards (it once kept showing the old one).
    auto g = atTheAce({6, 6, 6, 6, 6, /* Bob */ 2, 2, 2, 2, 2});
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "move north +1 +3 | pay | pay", &events), QString());
    QCOMPARE(int(ofType(events, EventType::PotLost).size()), 1);
    QCOMPARE(ofType(events, EventType::PotLost).front().value, 2);
    QCOMPARE(g->bills(0), 20 - 1 - 1 + 1);
    QCOMPARE(g->bills(1), 20 - 1 - 1 + 1);
    QCOMPARE(g->pot(), 0);
    const auto seen = g->observe(0);
    const auto &o = static_cast<const WeObservation &>(*seen);
    QVERIFY(!o.poker);
    QCOMPARE(o.potBills, 0);
    QVERIFY(o.potShares.empty());
}

void TestPoker::cheatSitsOut()
{
    // Ann cheats and sits out; Bob wins with nothing at all (the cheat cannot win).
    auto g = atTheAce({6, 6, 6, 6, 6, /* Bob */ 1, 2, 3, 5, 6, /* Bob's turn */ 2, 2, 1});
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "move north +1 +3 | sit-out | stand", &events), QString());
    QCOMPARE(ofType(events, EventType::PokerWon).front().player, 1);
    QCOMPARE(g->bills(0), 19);
    QCOMPARE(g->bills(1), 21);
    QCOMPARE(g->sitOut(0), 1);
    QCOMPARE(where(*g, 0), u"north 5"_s); // the cheat's cowboy stays
    // Bob's turn; then Ann's is skipped, and Bob moves again.
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(play(*g, "move south +2 +2", &events), QString()); // south 5: a star field
    QCOMPARE(play(*g, "pass", &events), QString());
    QCOMPARE(g->sitOut(0), 0);
    QCOMPARE(g->turnPlayer(), 1);
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(ofType(events, EventType::SatOut).front().player, 0);
}

void TestPoker::cheatWithoutMoneySitsOut()
{
    auto g = atTheAce({6, 6, 6, 6, 6, /* Bob */ 1, 2, 3, 5, 6});
    g->setBills(0, 1); // the stake, then nothing to pay Bob with
    QCOMPARE(play(*g, "move north +1 +3"), QString());
    QCOMPARE(g->sitOut(0), 1); // no choice offered
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(g->phase(), Phase::PokerKeep);
}

void TestPoker::cheatSitOutsAddUp()
{
    // The rulebook: a caught bank robber "muß für 3 Runden aussetzen"; a
    // cheat "zahlt jedem Mitspieler einen Schein (Schweigegeld) oder setzt
    // eine Runde aus". Ann, caught robbing, still plays poker on Bob's ace
    // field, cheats and sits out: one more turn on top of her three
    // (RULES-NOTES: sit-outs add up).
    auto g = game({.players = 2,
        .dice = {1, 1, 6, /* rob */ 1, 1, 1, /* chase */ 6, 6, 6, /* Bob */ 1, 3, 6, /* poker: Bob */ 1, 2, 3, 5, 6,
            /* Ann */ 6, 6, 6, 6, 6}});
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "move north +1 +1 | rob", &events), QString());
    QCOMPARE(g->sitOut(0), 3);
    QCOMPARE(playAll(*g, "move north +1 +3 | stand", &events), QString());
    QCOMPARE(g->phase(), Phase::CheatChoice);
    QCOMPARE(g->currentPlayer(), 0);
    events.clear();
    QCOMPARE(play(*g, "sit-out", &events), QString());
    QCOMPARE(ofType(events, EventType::CheatSitsOut).front().value, 1);
    // Bob's turn ends, and Ann sits out the next of her four turns.
    const auto satOut = ofType(events, EventType::SatOut);
    QCOMPARE(int(satOut.size()), 1);
    QCOMPARE(satOut.front().player, 0);
    QCOMPARE(satOut.front().value, 3); // still to sit out
    QCOMPARE(g->sitOut(0), 3);
    QCOMPARE(g->currentPlayer(), 1);
}

void TestPoker::cheatOnTheSecondRoll()
{
    // Ann keeps four queens and rolls a fifth: caught on the second roll.
    auto g = atTheAce({4, 4, 4, 4, 1, 4, /* Bob */ 1, 1, 2, 3, 5});
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "move north +1 +3 | keep q q q q", &events), QString());
    QCOMPARE(int(ofType(events, EventType::Cheated).size()), 1);
    QCOMPARE(playAll(*g, "sit-out | stand", &events), QString());
    QCOMPARE(ofType(events, EventType::PokerWon).front().player, 1);
    QCOMPARE(g->bills(1), 20 - 1 + 3);
}

void TestPoker::pokerForShares()
{
    const auto rules = rulesetWith("  poker:\n    for_shares: true\n");
    QVERIFY(rulesOf(*rules).pokerForShares);
    // Ann holds two kinds of share: she chooses which to stake on each roll.
    // Bob holds none: he stakes 4 bills a roll.
    auto g = atTheAce({6, 6, 1, 2, 3, 6, 5, 5, /* Bob */ 5, 5, 5, 1, 2}, 2, rules);
    give(*g, 0, "arizona_club-speed golden_nugget-strength");
    QCOMPARE(play(*g, "move north +1 +3"), QString());
    QCOMPARE(g->phase(), Phase::StakeShare);
    QCOMPARE(legalTexts(*g), (QStringList {u"stake arizona_club-speed"_s, u"stake golden_nugget-strength"_s}));
    QCOMPARE(play(*g, "stake golden_nugget-strength"), QString());
    QCOMPARE(g->phase(), Phase::PokerKeep);
    QCOMPARE(g->bills(0), 20);
    // The second roll stakes the last share (one kind: without asking).
    QCOMPARE(play(*g, "keep a a"), QString()); // A A A K K: a full house
    QVERIFY(g->shares(0).empty());
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(g->bills(1), 16);
    QCOMPARE(play(*g, "stand"), QString()); // three kings
    QCOMPARE(g->bills(1), 16);
    QCOMPARE(g->bills(0), 20 + 4);
    QCOMPARE(sharesOf(*g, 0), (QStringList {u"arizona_club-speed"_s, u"golden_nugget-strength"_s}));
}

QTEST_GUILESS_MAIN(TestPoker)
#include "test_poker.moc"
