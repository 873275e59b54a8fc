// The end: both decks empty (checked after the whole turn slot), the round
// limit, fewer than two players left; the winner by score (a complete
// business counts 5), a tie broken by money, still tied: shared.

#include "wetestsupport.h"

#include <QTest>

using namespace wetest;

class TestEnd : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bothDecksEmpty_data();
    void bothDecksEmpty();
    void oneDeckEmptyGoesOn();
    void roundLimit();
    void noRoundLimit();
    void winner_data();
    void winner();
    void holdingCountsCompleteBusinesses();
};

namespace {

// Every share but the named ones goes to Bob (seat 1).
void emptyDecksBut(WeState &g, const QStringList &keep)
{
    for (const Back back : {Back::Star, Back::Dollar}) {
        const std::vector<std::int16_t> deck = g.deck(back);
        for (const auto share : deck)
            if (!keep.contains(qstr(g.rules().shareName(share))))
                g.giveShare(1, share);
    }
}

} // namespace

void TestEnd::bothDecksEmpty_data()
{
    QTest::addColumn<QString>("decision");
    QTest::addColumn<bool>("over");
    QTest::newRow("the last share bought") << u"pay"_s << true;
    QTest::newRow("the last share put back") << u"refuse"_s << false;
}

void TestEnd::bothDecksEmpty()
{
    QFETCH(QString, decision);
    QFETCH(bool, over);
    // One star share left; Ann draws it on north 4 and rolls 1, 1, 1 (free).
    auto g = game({.players = 2, .dice = {1, 2, 6, 1, 1, 1}});
    emptyDecksBut(*g, {u"golden_nugget-intelligence"_s});
    QVERIFY(g->deck(Back::Dollar).empty());
    QCOMPARE(int(g->deck(Back::Star).size()), 1);
    QCOMPARE(playAll(*g, "move north +1 +2 | draw"), QString());
    QVERIFY(!g->isTerminal()); // drawn, not yet bought: the slot goes on
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "roll", &events), QString());
    QVERIFY(!g->isTerminal());
    QCOMPARE(play(*g, decision.toStdString(), &events), QString());
    QCOMPARE(g->isTerminal(), over);
    QCOMPARE(int(ofType(events, EventType::GameOver).size()), over ? 1 : 0);
    QCOMPARE(g->round(), 1);
}

void TestEnd::oneDeckEmptyGoesOn()
{
    auto g = game({.players = 2, .dice = {1, 2, 6, 1, 1, 1}});
    emptyDecksBut(*g, {u"golden_nugget-intelligence"_s, u"stagecoach-intelligence"_s});
    QCOMPARE(playAll(*g, "move north +1 +2 | draw | roll | pay"), QString());
    QVERIFY(g->deck(Back::Star).empty());
    QVERIFY(!g->isTerminal());
    QCOMPARE(g->currentPlayer(), 1);
}

void TestEnd::roundLimit()
{
    const auto rules = rulesetWith("  rounds: 2\n");
    // Stone fields only: north 6 and south 9; then +2 -2 back onto them.
    auto g = game({.players = 2, .dice = {2, 3, 1, 4, 4, 1, 2, 2, 1, 2, 2, 1}, .rules = rules});
    QCOMPARE(playAll(*g, "move north +2 +3 | move south +4 +4"), QString());
    QCOMPARE(g->round(), 2);
    QCOMPARE(play(*g, "move +2 -2"), QString());
    QVERIFY(!g->isTerminal());
    QCOMPARE(g->currentPlayer(), 1);
    std::vector<Event> events;
    QCOMPARE(play(*g, "move +2 -2", &events), QString());
    QVERIFY(g->isTerminal());
    QCOMPARE(g->round(), 2);
    QVERIFY(ofType(events, EventType::RoundStarted).empty());
    QCOMPARE(g->currentPlayer(), -1);
}

void TestEnd::noRoundLimit()
{
    // The same first round with a limit of 1 ends the game; with 0 (no
    // limit) round 2 starts.
    for (const auto &[limit, over] :
        std::vector<std::pair<const char *, bool>> {{"  rounds: 1\n", true}, {"  rounds: 0\n", false}}) {
        auto g = game({.players = 2, .dice = {2, 3, 1, 4, 4, 1}, .rules = rulesetWith(limit)});
        QCOMPARE(playAll(*g, "move north +2 +3 | move south +4 +4"), QString());
        QCOMPARE(g->isTerminal(), over);
        QCOMPARE(g->round(), over ? 1 : 2);
    }
}

void TestEnd::winner_data()
{
    QTest::addColumn<QStringList>("shares"); // per seat
    QTest::addColumn<QList<int>>("bills");
    QTest::addColumn<QList<int>>("winners");
    const QString arizona
        = u"arizona_club-speed arizona_club-dexterity arizona_club-dexterity arizona_club-intelligence"_s;
    const QString four = u"stagecoach-speed blacksmith-speed gunsmith-speed golden_nugget-strength"_s;
    const QString five = four + u" barber_shop-speed"_s;
    // A complete business counts 5: beats four scattered shares, whatever the money.
    QTest::newRow("complete beats four") << QStringList {arizona, four, QString()} << QList<int> {0, 100, 20}
                                         << QList<int> {0};
    // 5 against 5: the money decides.
    QTest::newRow("complete ties five: money")
        << QStringList {arizona, five, QString()} << QList<int> {20, 21, 50} << QList<int> {1};
    QTest::newRow("money the other way") << QStringList {arizona, five, QString()} << QList<int> {22, 21, 50}
                                         << QList<int> {0};
    // Still tied: shared.
    QTest::newRow("still tied: shared") << QStringList {arizona, five, QString()} << QList<int> {20, 20, 50}
                                        << QList<int> {0, 1};
    QTest::newRow("nobody holds a share: money")
        << QStringList {QString(), QString(), QString()} << QList<int> {3, 9, 9} << QList<int> {1, 2};
}

void TestEnd::winner()
{
    QFETCH(QStringList, shares);
    QFETCH(QList<int>, bills);
    QFETCH(QList<int>, winners);
    // One round: three moves onto stone fields (north 6, south 9, north 11).
    const auto rules = rulesetWith("  rounds: 1\n");
    auto g = game({.players = 3, .dice = {2, 3, 1, 4, 4, 1, 4, 6, 2}, .rules = rules});
    for (int seat = 0; seat < 3; ++seat) {
        give(*g, seat, shares[seat].toLatin1().constData());
        g->setBills(seat, bills[seat]);
    }
    QCOMPARE(playAll(*g, "move north +2 +3 | move south +4 +4 | move north +4 +6"), QString());
    QVERIFY(g->isTerminal());
    QCOMPARE(toList(g->outcome().winners), winners);
    const auto obs = g->observe(houserules::kSpectator);
    QCOMPARE(toList(static_cast<const WeObservation &>(*obs).winners), winners);
}

void TestEnd::holdingCountsCompleteBusinesses()
{
    auto g = game({.players = 2});
    give(*g, 0,
        "blacksmith-strength blacksmith-strength blacksmith-strength blacksmith-speed stagecoach-speed "
        "stagecoach-speed");
    const auto h = houserules::wyattearp::holding(g->rules(), g->shares(0));
    QCOMPARE(h.complete, 1);
    QCOMPARE(h.score, 5 + 2);
    // Not ranked when out of the game, however high the score.
    QCOMPARE(houserules::wyattearp::winners({7, 1, 1}, {0, 5, 4}, {false, true, true}), std::vector<int> {1});
}

QTEST_GUILESS_MAIN(TestEnd)
#include "test_end.moc"
