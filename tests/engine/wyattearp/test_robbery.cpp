// Bank robbery on a dollar field: the robber rolls three dice, the others
// chase in seat order from his left, the first strictly higher catches him
// (6 bills; the robber sits out 3 of his turns, his cowboy leaves the board
// and restarts on a start field of his choice); nobody higher (ties do not
// catch): the robber escapes with 30 bills.

#include "wetestsupport.h"

#include <QTest>

using namespace wetest;

class TestRobbery : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void chase_data();
    void chase();
    void chaseStartsLeftOfTheRobber();
    void caughtRobberSitsOutAndRestarts();
};

void TestRobbery::chase_data()
{
    QTest::addColumn<QList<int>>("dice"); // the robber's roll, then Bob's, then Cid's
    QTest::addColumn<int>("catcher");     // -1: escaped
    QTest::addColumn<int>("diceUsed");    // after the move's three
    QTest::newRow("Bob higher: Cid does not roll") << QList<int> {3, 3, 3, 4, 3, 3} << 1 << 6;
    QTest::newRow("Bob ties, Cid higher") << QList<int> {3, 3, 3, 4, 3, 2, 4, 4, 4} << 2 << 9;
    QTest::newRow("Bob lower, Cid one higher") << QList<int> {5, 5, 5, 1, 1, 1, 6, 5, 5} << 2 << 9;
    QTest::newRow("both tie: escaped") << QList<int> {3, 3, 3, 1, 2, 6, 2, 3, 4} << -1 << 9;
    QTest::newRow("both lower: escaped") << QList<int> {6, 6, 5, 6, 5, 5, 1, 1, 1} << -1 << 9;
    QTest::newRow("eighteen cannot be beaten") << QList<int> {6, 6, 6, 6, 6, 6, 6, 6, 6} << -1 << 9;
}

void TestRobbery::chase()
{
    QFETCH(QList<int>, dice);
    QFETCH(int, catcher);
    QFETCH(int, diceUsed);
    std::vector<Event> events;
    auto g = game({.players = 3, .dice = QList<int> {1, 1, 6} + dice});
    QCOMPARE(playAll(*g, "move north +1 +1 | rob", &events), QString());
    QCOMPARE(g->listedDiceUsed(), std::size_t(3 + diceUsed));
    QList<int> chasers;
    for (const auto &e : ofType(events, EventType::ChaseRolled))
        chasers << e.player;
    QCOMPARE(chasers, (catcher == 1 ? QList<int> {1} : QList<int> {1, 2}));
    if (catcher < 0) {
        QCOMPARE(g->bills(0), 50);
        QCOMPARE(g->bills(1), 20);
        QCOMPARE(g->bills(2), 20);
        QCOMPARE(g->sitOut(0), 0);
        QCOMPARE(where(*g, 0), u"north 3"_s);
        QCOMPARE(int(ofType(events, EventType::Escaped).size()), 1);
        return;
    }
    QCOMPARE(g->bills(catcher), 26);
    QCOMPARE(g->bills(3 - catcher), 20);
    QCOMPARE(g->bills(0), 20); // the robber keeps his money
    QCOMPARE(g->sitOut(0), 3);
    QCOMPARE(where(*g, 0), u"off"_s);
    const auto caught = ofType(events, EventType::Caught);
    QCOMPARE(int(caught.size()), 1);
    QCOMPARE(caught.front().player, catcher);
    QCOMPARE(caught.front().target, 0);
}

void TestRobbery::chaseStartsLeftOfTheRobber()
{
    // Four players, Cid (seat 2) first: he robs; Dee, then Ann, then Bob
    // chase. Dee ties, Ann and Bob are higher: Ann catches him.
    auto g = game({.players = 4, .dice = {1, 1, 6, 4, 4, 4, 4, 4, 4, 5, 5, 5, 6, 6, 6}, .firstPlayer = 2});
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "move north +1 +1 | rob", &events), QString());
    QList<int> chasers;
    for (const auto &e : ofType(events, EventType::ChaseRolled))
        chasers << e.player;
    QCOMPARE(chasers, (QList<int> {3, 0}));
    QCOMPARE(g->bills(0), 26);
    QCOMPARE(g->bills(1), 20);
    QCOMPARE(g->bills(3), 20);
    QCOMPARE(g->sitOut(2), 3);
}

void TestRobbery::caughtRobberSitsOutAndRestarts()
{
    // Two players. Ann robs with 3 and Bob catches her with 18; Ann sits out
    // three of her turns while Bob walks (+2 -2 on a stone field), then she
    // comes back on a start field of her choice.
    auto g = game({.players = 2,
        .dice = {1, 1, 6, /* rob */ 1, 1, 1, /* chase */ 6, 6, 6, /* Bob */ 2, 3, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1,
            /* Ann */ 2, 3, 5}});
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "move north +1 +1 | rob", &events), QString());
    QCOMPARE(where(*g, 0), u"off"_s);
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(play(*g, "move north +2 +3", &events), QString()); // north 6: stone
    for (int turn = 0; turn < 3; ++turn) {
        QCOMPARE(g->currentPlayer(), 1);
        QCOMPARE(g->sitOut(0), 2 - turn);
        QCOMPARE(play(*g, "move +2 -2", &events), QString());
    }
    QCOMPARE(int(ofType(events, EventType::SatOut).size()), 3);
    QCOMPARE(g->sitOut(0), 0);
    // Ann's turn: from off the board, a start field of her choice.
    QCOMPARE(g->currentPlayer(), 0);
    QCOMPARE(g->round(), 5);
    std::vector<houserules::Decision> legal;
    g->legalDecisions(legal);
    QVERIFY(std::any_of(legal.begin(), legal.end(), [&](const auto &d) { return d.target == north(*g, 4); }));
    QVERIFY(std::any_of(legal.begin(), legal.end(), [&](const auto &d) { return d.target == south(*g, 4); }));
    QCOMPARE(play(*g, "move south +5 -2"), QString());
    QCOMPARE(where(*g, 0), u"south 4"_s);
}

QTEST_GUILESS_MAIN(TestRobbery)
#include "test_robbery.moc"
