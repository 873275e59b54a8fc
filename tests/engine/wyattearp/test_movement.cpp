// Movement: the rulebook's example roll 2, 3, 5 in each of its shapes, the
// walls at both ends of a sidewalk, the crossing to the field exactly
// opposite, occupancy counted on the final field only, never a third cowboy,
// the attack as the only way onto an occupied field, the first move from off
// the board, the legal plans (one per destination, none missing) and plans
// read from notation.

#include "wetestsupport.h"

#include <QSet>
#include <QTest>

using namespace wetest;

class TestMovement : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rulebookExample_data();
    void rulebookExample();
    void wallsAtBothEnds_data();
    void wallsAtBothEnds();
    void crossingLandsExactlyOpposite();
    void aMoveMayEndWhereItBegan();
    void jumpingOverIsFine();
    void occupiedFieldOnlyAsAttack();
    void neverAThirdCowboy();
    void firstMoveStartsOffTheBoard();
    void legalPlansOnePerDestination_data();
    void legalPlansOnePerDestination();
    void notationRoundTrip();
    void malformedPlans_data();
    void malformedPlans();
};

namespace {

// Two players, seat 0 to move with the rulebook's roll 2, 3, 5 from `from`.
std::unique_ptr<WeState> rolled(QList<int> dice, int from)
{
    auto g = game({.players = 2, .dice = dice});
    if (from >= 0)
        g->setCowboy(0, from);
    return g;
}

// Every destination the rules allow, worked out here from scratch: two of the
// dice walked, each either way, in either order, every walk on the street;
// the third crosses (anywhere in the order: the crossing keeps the field
// number) or is forfeited. Fields as north(n)/south(n).
QSet<int> destinations(const WeState &s, int side, int field /* 1-based */)
{
    QSet<int> result;
    const auto &dice = s.dice();
    const int fields = s.rules().fields;
    for (int third = 0; third < 3; ++third) {
        const int a = dice[third == 0 ? 1 : 0], b = dice[third == 2 ? 1 : 2];
        for (int sa : {1, -1})
            for (int sb : {1, -1})
                for (bool aFirst : {true, false}) {
                    const int first = aFirst ? sa * a : sb * b, second = aFirst ? sb * b : sa * a;
                    const int mid = field + first, end = mid + second;
                    if (mid < 1 || mid > fields || end < 1 || end > fields)
                        continue;
                    result.insert(s.fieldOf(side, end - 1));
                    result.insert(s.fieldOf(1 - side, end - 1));
                }
    }
    return result;
}

} // namespace

void TestMovement::rulebookExample_data()
{
    QTest::addColumn<QString>("plan");
    QTest::addColumn<QString>("end");
    // From north 10: "3 right, cross with the 5, 2 left".
    QTest::newRow("3 right, cross with 5, 2 left") << u"move +3 x5 -2"_s << u"south 11"_s;
    QTest::newRow("cross first") << u"move x5 +3 -2"_s << u"south 11"_s;
    // "5 right, then 2 left, the 3 forfeited".
    QTest::newRow("5 right, 2 left, 3 forfeited") << u"move +5 -2"_s << u"north 13"_s;
    // "5 left, 3 left, cross with the 2".
    QTest::newRow("5 left, 3 left, cross with 2") << u"move -5 -3 x2"_s << u"south 2"_s;
}

void TestMovement::rulebookExample()
{
    QFETCH(QString, plan);
    QFETCH(QString, end);
    auto g = rolled({2, 3, 5}, -1);
    g->setCowboy(0, north(*g, 10));
    QCOMPARE(g->phase(), Phase::Move);
    QCOMPARE(g->currentPlayer(), 0);
    QCOMPARE(play(*g, plan.toStdString()), QString());
    QCOMPARE(where(*g, 0), end);
}

void TestMovement::wallsAtBothEnds_data()
{
    QTest::addColumn<int>("from");      // north field, 1-based
    QTest::addColumn<QString>("plan");  // refused: a walk leaves the street
    QTest::addColumn<QString>("other"); // the same dice the other way round: fine
    QTest::addColumn<QString>("end");
    // Two fields left to the east (15, 16): three to the right is refused,
    // even when the second walk would come back.
    QTest::newRow("east wall") << 14 << u"move +3 -2"_s << u"move -2 +3"_s << u"north 15"_s;
    QTest::newRow("east wall, both east") << 14 << u"move +2 +3"_s << u"move +2 -3"_s << u"north 13"_s;
    QTest::newRow("west wall") << 2 << u"move -3 +5"_s << u"move +5 -3"_s << u"north 4"_s;
    QTest::newRow("west wall from field 1") << 1 << u"move -2 +3"_s << u"move +3 -2"_s << u"north 2"_s;
}

void TestMovement::wallsAtBothEnds()
{
    QFETCH(int, from);
    QFETCH(QString, plan);
    QFETCH(QString, other);
    QFETCH(QString, end);
    auto g = rolled({2, 3, 5}, -1);
    g->setCowboy(0, north(*g, from));
    QVERIFY(!play(*g, plan.toStdString()).isEmpty());
    QCOMPARE(where(*g, 0), u"north %1"_s.arg(from)); // nothing moved
    QCOMPARE(play(*g, other.toStdString()), QString());
    QCOMPARE(where(*g, 0), end);
}

void TestMovement::crossingLandsExactlyOpposite()
{
    // 3 east, the 5 only crosses, 3 west: back on field 10, the other side.
    auto g = rolled({3, 3, 5}, -1);
    g->setCowboy(0, north(*g, 10));
    QCOMPARE(play(*g, "move +3 x5 -3"), QString());
    QCOMPARE(where(*g, 0), u"south 10"_s);
    // And from the south back to the north.
    auto h = rolled({1, 6, 2}, -1);
    h->setCowboy(0, south(*h, 7));
    QCOMPARE(play(*h, "move x6 +1 -2"), QString());
    QCOMPARE(where(*h, 0), u"north 6"_s);
}

void TestMovement::aMoveMayEndWhereItBegan()
{
    auto g = rolled({2, 2, 4}, -1);
    g->setCowboy(0, north(*g, 6));
    QVERIFY(legalTexts(*g).contains(u"move +2 -2"_s) || legalTexts(*g).contains(u"move -2 +2"_s));
    QCOMPARE(play(*g, "move +2 -2"), QString());
    QCOMPARE(where(*g, 0), u"north 6"_s);
}

void TestMovement::jumpingOverIsFine()
{
    // Bob stands on north 12 and 15; Ann walks over both to 13 (no shares: no attack possible anyway).
    auto g = game({.players = 3, .dice = {2, 3, 5}});
    g->setCowboy(1, north(*g, 12));
    g->setCowboy(2, north(*g, 15));
    g->setCowboy(0, north(*g, 10));
    QCOMPARE(play(*g, "move +5 -2"), QString());
    QCOMPARE(where(*g, 0), u"north 13"_s);
}

void TestMovement::occupiedFieldOnlyAsAttack()
{
    // Bob on north 13, where Ann's "+5 -2" ends.
    auto setUp = [](const char *annShares, const char *bobShares) {
        auto g = rolled({2, 3, 5}, -1);
        g->setCowboy(1, north(*g, 13));
        g->setCowboy(0, north(*g, 10));
        give(*g, 0, annShares);
        give(*g, 1, bobShares);
        return g;
    };
    // Neither owns a share; Bob alone owns one; both own shares, of different businesses.
    for (const auto &[ann, bob] : std::vector<std::pair<const char *, const char *>> {
             {"", ""}, {"", "arizona_club-speed"}, {"golden_nugget-strength", "arizona_club-speed"}}) {
        auto g = setUp(ann, bob);
        const QString why = play(*g, "move +5 -2");
        QVERIFY2(why.contains(u"own no share"_s), qPrintable(why));
        QCOMPARE(where(*g, 0), u"north 10"_s);
        for (const auto &text : legalTexts(*g)) {
            std::string error;
            const auto d = g->parseDecision(text.toStdString(), &error);
            QVERIFY(d);
            QVERIFY(d->target != north(*g, 13));
        }
    }
    // Both own a share of the Arizona-Club: the move is an attack.
    auto g = setUp("arizona_club-dexterity", "arizona_club-speed");
    std::vector<Event> events;
    QCOMPARE(play(*g, "move +5 -2", &events), QString());
    QCOMPARE(where(*g, 0), u"north 13"_s);
    QCOMPARE(where(*g, 1), u"north 13"_s);
    QCOMPARE(int(ofType(events, EventType::Attacked).size()), 1);
    QCOMPARE(ofType(events, EventType::Attacked).front().target, 1);
    QCOMPARE(g->phase(), Phase::NameAttribute); // one business both own: named at once
    QCOMPARE(g->currentPlayer(), 1);
}

void TestMovement::neverAThirdCowboy()
{
    // Bob and Cid stand together on north 13 (all own Arizona-Club shares).
    auto g = game({.players = 3, .dice = {2, 3, 5}});
    g->setCowboy(1, north(*g, 13));
    g->setCowboy(2, north(*g, 13));
    g->setCowboy(0, north(*g, 10));
    give(*g, 0, "arizona_club-dexterity");
    give(*g, 1, "arizona_club-speed");
    give(*g, 2, "arizona_club-intelligence");
    const QString why = play(*g, "move +5 -2");
    QVERIFY2(why.contains(u"two cowboys"_s), qPrintable(why));
    std::vector<houserules::Decision> legal;
    g->legalDecisions(legal);
    QVERIFY(!legal.empty());
    for (const auto &d : legal)
        QVERIFY(d.target != north(*g, 13));
}

void TestMovement::firstMoveStartsOffTheBoard()
{
    auto g = rolled({2, 3, 5}, -1);
    QCOMPARE(where(*g, 0), u"off"_s);
    QCOMPARE(where(*g, 1), u"off"_s);
    // A side must be chosen; the walks start on its field 1.
    QVERIFY(!play(*g, "move +3 x5 -2").isEmpty());
    QVERIFY(!play(*g, "move north -2 +5").isEmpty()); // west of field 1
    QCOMPARE(play(*g, "move north +3 x5 -2"), QString());
    QCOMPARE(where(*g, 0), u"south 2"_s);

    auto h = rolled({2, 3, 5}, -1);
    QCOMPARE(play(*h, "move south +5 -2"), QString());
    QCOMPARE(where(*h, 0), u"south 4"_s);

    // Ends on both sides are offered (one plan each: starting south and
    // walking equals starting north and crossing).
    auto k = rolled({2, 3, 5}, -1);
    std::vector<houserules::Decision> legal;
    k->legalDecisions(legal);
    QVERIFY(std::any_of(legal.begin(), legal.end(), [&](const auto &d) { return d.target == north(*k, 4); }));
    QVERIFY(std::any_of(legal.begin(), legal.end(), [&](const auto &d) { return d.target == south(*k, 4); }));
}

void TestMovement::legalPlansOnePerDestination_data()
{
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("from"); // north field; 0: off the board
    QTest::newRow("2 3 5 mid-street") << QList<int> {2, 3, 5} << 10;
    QTest::newRow("2 3 5 near the east end") << QList<int> {2, 3, 5} << 15;
    QTest::newRow("doubles") << QList<int> {4, 4, 1} << 5;
    QTest::newRow("triple sixes") << QList<int> {6, 6, 6} << 8;
    QTest::newRow("from off the board") << QList<int> {2, 3, 5} << 0;
}

void TestMovement::legalPlansOnePerDestination()
{
    QFETCH(QList<int>, dice);
    QFETCH(int, from);
    auto g = rolled(dice, -1);
    if (from > 0)
        g->setCowboy(0, north(*g, from));
    std::vector<houserules::Decision> legal;
    g->legalDecisions(legal);
    QSet<int> seen;
    for (const auto &d : legal) {
        QVERIFY2(!seen.contains(d.target), qPrintable(qstr(g->decisionText(d))));
        seen.insert(d.target);
        QVERIFY(!g->checkDecision(d));
    }
    QSet<int> expected;
    if (from > 0) {
        expected = destinations(*g, 0, from);
    } else {
        expected = destinations(*g, 0, 1);
        expected.unite(destinations(*g, 1, 1));
    }
    QCOMPARE(seen, expected);
}

void TestMovement::notationRoundTrip()
{
    auto g = rolled({2, 3, 5}, -1);
    g->setCowboy(0, north(*g, 10));
    std::vector<houserules::Decision> legal;
    g->legalDecisions(legal);
    for (const auto &d : legal) {
        const auto text = g->decisionText(d);
        std::string error;
        const auto parsed = g->parseDecision(text, &error);
        QVERIFY2(parsed, error.c_str());
        QVERIFY2(*parsed == d, text.c_str());
    }
    // A plan not in the legal list (another route to a listed end) is accepted too.
    QCOMPARE(play(*g, "move -2 x5 +3"), QString());
    QCOMPARE(where(*g, 0), u"south 11"_s);
}

void TestMovement::malformedPlans_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("no die shows 4") << u"move +4 -2"_s << u"no die shows 4"_s;
    QTest::newRow("a die used twice") << u"move +2 -2"_s << u"no die shows 2"_s;
    QTest::newRow("a bad step") << u"move +3 y5"_s << u"expected a step"_s;
    QTest::newRow("not a move") << u"draw"_s << u"expected a move"_s;
    QTest::newRow("one walk only") << u"move +3 x5"_s << u"two walks"_s;
    QTest::newRow("three walks") << u"move +3 +5 -2"_s << u"two walks"_s;
    QTest::newRow("two crossings") << u"move x3 +5 x2"_s << u"two walks"_s;
}

void TestMovement::malformedPlans()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    auto g = rolled({2, 3, 5}, -1);
    g->setCowboy(0, north(*g, 8));
    const QString why = play(*g, text.toStdString());
    QVERIFY2(why.contains(error), qPrintable(why));
    QCOMPARE(where(*g, 0), u"north 8"_s);
}

QTEST_GUILESS_MAIN(TestMovement)
#include "test_movement.moc"
