// Dynamite at the final scoring: each removes itself and the card placed
// just before it in its column; one that lies first removes only itself.
// With two dynamite in a column (house rule) they go off in placement order.

#include "billytestsupport.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace billytest;

class TestDynamite : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rulebookExample();
    void removesTheCardBeforeItNotTheLast();
    void firstInColumnRemovesOnlyItself();
    void inOwnLoot();
    void onlyItsOwnColumn();
    void twoInOneColumn_data();
    void twoInOneColumn();
};

void TestDynamite::rulebookExample()
{
    // Billy's red (jewelry) column: 4 cards worth 17, the dynamite right
    // after the 10. The 10 and the dynamite go: 2 cards worth 7 remain.
    const Rules rules = rulesOf();
    Table table(rules, 2);
    table.put(table.billy(), {"jewelry-3", "jewelry-4", "jewelry-10", "jewelry-dynamite"});
    const auto s = table.score();

    QCOMPARE(cardNames(rules, s.remaining[2][Jewelry]), names("jewelry-3 jewelry-4"));
    QCOMPARE(s.billyTotals[Jewelry], 7);
    QCOMPARE(int(s.blasts.size()), 1);
    QCOMPARE(s.blasts[0].owner, table.billy());
    QCOMPARE(s.blasts[0].colour, int(Jewelry));
    QCOMPARE(qstr(rules.cardName(s.blasts[0].dynamite)), u"jewelry-dynamite"_s);
    QCOMPARE(qstr(rules.cardName(s.blasts[0].removed)), u"jewelry-10"_s);
}

void TestDynamite::removesTheCardBeforeItNotTheLast()
{
    // A card laid after the dynamite stays: the victim is the one before it.
    const Rules rules = rulesOf();
    Table table(rules, 2);
    table.put(table.billy(), {"jewelry-3", "jewelry-10", "jewelry-dynamite", "jewelry-4"});
    const auto s = table.score();

    QCOMPARE(cardNames(rules, s.remaining[2][Jewelry]), names("jewelry-3 jewelry-4"));
    QCOMPARE(s.billyTotals[Jewelry], 7);
}

void TestDynamite::firstInColumnRemovesOnlyItself()
{
    const Rules rules = rulesOf();
    Table table(rules, 2);
    table.put(table.billy(), {"gold-dynamite", "gold-6", "gold-2"});
    table.put(0, {"coins-dynamite", "coins-9"});
    const auto s = table.score();

    QCOMPARE(cardNames(rules, s.remaining[2][Gold]), names("gold-6 gold-2"));
    QCOMPARE(s.billyTotals[Gold], 8);
    QCOMPARE(s.players[0].totals[Coins], 9);
    QCOMPARE(s.players[0].cards, 1);
    QCOMPARE(int(s.blasts.size()), 2);
    for (const auto &blast : s.blasts)
        QCOMPARE(int(blast.removed), -1);
}

void TestDynamite::inOwnLoot()
{
    // Seat 0 blows up its own coins-9: without the dynamite, 9 > Billy's 5
    // would get it shot; after it, 0 coins and no card left there.
    const Rules rules = rulesOf();
    Table table(rules, 2);
    table.put(table.billy(), {"coins-5"});
    table.put(0, {"coins-9", "coins-dynamite", "gold-4"});
    const auto s = table.score();

    QCOMPARE(cardNames(rules, s.remaining[0][Coins]), names(""));
    QCOMPARE(s.players[0].totals[Coins], 0);
    QCOMPARE(s.players[0].total, 4);
    QCOMPARE(s.players[0].cards, 1);
    QVERIFY(!s.players[0].shotIn[Coins]);
    QCOMPARE(qstr(rules.cardName(s.blasts.at(0).removed)), u"coins-9"_s);
    QCOMPARE(s.blasts.at(0).owner, 0);
}

void TestDynamite::onlyItsOwnColumn()
{
    // A dynamite in Billy's coins leaves his gold and seat 0's coins alone.
    const Rules rules = rulesOf();
    Table table(rules, 2);
    table.put(table.billy(), {"gold-5", "coins-dynamite"});
    table.put(0, {"coins-3"});
    const auto s = table.score();

    QCOMPARE(s.billyTotals[Gold], 5);
    QCOMPARE(s.billyTotals[Coins], 0);
    QCOMPARE(s.players[0].totals[Coins], 3);
    QCOMPARE(int(s.blasts.at(0).removed), -1);
}

void TestDynamite::twoInOneColumn_data()
{
    QTest::addColumn<QStringList>("column");
    QTest::addColumn<QStringList>("remaining");
    QTest::addColumn<int>("total");
    QTest::addColumn<QStringList>("removed"); // per dynamite in placement order; "-" for none

    // The second dynamite finds the first one's victim gone and takes the card below it.
    QTest::newRow("back to back") << names("gold-2 gold-5 gold-8 gold-dynamite gold-dynamite") << names("gold-2") << 2
                                  << names("gold-8 gold-5");
    QTest::newRow("apart") << names("gold-2 gold-5 gold-dynamite gold-8 gold-dynamite") << names("gold-2") << 2
                           << names("gold-5 gold-8");
    QTest::newRow("apart, cards between") << names("gold-3 gold-7 gold-dynamite gold-1 gold-9 gold-dynamite")
                                          << names("gold-3 gold-1") << 4 << names("gold-7 gold-9");
    QTest::newRow("both first") << names("gold-dynamite gold-dynamite gold-4") << names("gold-4") << 4 << names("- -");
    QTest::newRow("second finds the column empty")
        << names("gold-3 gold-dynamite gold-dynamite") << names("") << 0 << names("gold-3 -");
}

void TestDynamite::twoInOneColumn()
{
    QFETCH(QStringList, column);
    QFETCH(QStringList, remaining);
    QFETCH(int, total);
    QFETCH(QStringList, removed);

    // The same column in Billy's pile and in seat 0's loot scores the same.
    const Rules rules = rulesOf("blasting-billy/two-dynamite");
    for (const int owner : {2, 0}) {
        Table table(rules, 2);
        table.putNames(owner, column);
        const auto s = table.score();
        QCOMPARE(cardNames(rules, s.remaining[std::size_t(owner)][Gold]), remaining);
        QCOMPARE(owner == 2 ? s.billyTotals[Gold] : s.players[0].totals[Gold], total);
        QStringList victims;
        for (const auto &blast : s.blasts)
            victims.push_back(blast.removed < 0 ? u"-"_s : qstr(rules.cardName(blast.removed)));
        QCOMPARE(victims, removed);
        QVERIFY(s.blasts[0].dynamite != s.blasts[1].dynamite); // two distinct cards
    }
}

QTEST_GUILESS_MAIN(TestDynamite)
#include "test_dynamite.moc"
