// The chances of a dealt hand (core/variants/dealchances.h), against cases worked out
// by hand: the hypergeometric "at least one", the expected number, the
// expected hand value, and the edges (none of the kind, all of it, a hand
// larger than the cards outside the kind, a large deck without overflow).

#include "core/variants/dealchances.h"

#include <QTest>

#include <cmath>

using namespace houserules;

class TestDealChances : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void atLeastOne_data();
    void atLeastOne();
    void largeDeckStaysAProbability();
    void expectedNumber();
    void expectedHandValue();
    void noValueWithoutNumbers();
};

void TestDealChances::atLeastOne_data()
{
    QTest::addColumn<int>("deckSize");
    QTest::addColumn<int>("ofKind");
    QTest::addColumn<int>("dealt");
    QTest::addColumn<double>("expected");

    // One gold dynamite among Blasting Billy's 60 cards, a hand of 3: the
    // hand misses it with 59/60 x 58/59 x 57/58 = 57/60.
    QTest::newRow("one of 60, hand of 3") << 60 << 1 << 3 << 3.0 / 60.0;
    // The five dynamite: 1 - (55 x 54 x 53) / (60 x 59 x 58).
    QTest::newRow("five of 60, hand of 3") << 60 << 5 << 3 << 1.0 - 157410.0 / 205320.0;
    // Boomo: 10 time stoppers among 84, a hand of 7: 1 - C(74,7)/C(84,7).
    QTest::newRow("ten of 84, hand of 7")
        << 84 << 10 << 7 << 1.0 - (74.0 * 73 * 72 * 71 * 70 * 69 * 68) / (84.0 * 83 * 82 * 81 * 80 * 79 * 78);
    QTest::newRow("none of the kind") << 60 << 0 << 3 << 0.0;
    QTest::newRow("all of the kind") << 60 << 60 << 3 << 1.0;
    QTest::newRow("no cards dealt") << 60 << 5 << 0 << 0.0;
    // Only 2 cards are not of the kind, so a hand of 3 holds one for sure.
    QTest::newRow("hand larger than the rest") << 5 << 3 << 3 << 1.0;
    // Two of four, a hand of two: misses both with 2/4 x 1/3 = 1/6.
    QTest::newRow("two of four, hand of two") << 4 << 2 << 2 << 5.0 / 6.0;
}

void TestDealChances::atLeastOne()
{
    QFETCH(int, deckSize);
    QFETCH(int, ofKind);
    QFETCH(int, dealt);
    QFETCH(double, expected);
    QVERIFY2(std::abs(chanceOfAtLeastOne(deckSize, ofKind, dealt) - expected) < 1e-12,
        qPrintable(QString::number(chanceOfAtLeastOne(deckSize, ofKind, dealt), 'g', 17)));
}

void TestDealChances::largeDeckStaysAProbability()
{
    // C(400, 200) has 119 digits: a product of ratios never forms it.
    const double chance = chanceOfAtLeastOne(400, 1, 200);
    QVERIFY(std::isfinite(chance));
    QVERIFY(std::abs(chance - 0.5) < 1e-12); // one card, half the deck dealt
    QVERIFY(std::abs(chanceOfAtLeastOne(400, 200, 200) - 1.0) < 1e-12);
}

void TestDealChances::expectedNumber()
{
    QCOMPARE(expectedInHand(60, 5, 3), 0.25);
    QCOMPARE(expectedInHand(84, 10, 7), 70.0 / 84.0);
    QCOMPARE(expectedInHand(60, 0, 3), 0.0);
    QCOMPARE(expectedInHand(0, 0, 0), 0.0);
}

void TestDealChances::expectedHandValue()
{
    // Two suits: a has two 1s, a 3 and an "x"; b has a 3. Five cards whose
    // values add up to 2 + 3 + 3 = 8: a hand of two holds 2 x 8 / 5 on average.
    Deck deck;
    deck.suits = {"a", "b"};
    deck.ranks = {{"1", 1}, {"3", 3}, {"x", std::nullopt}};
    deck.counts = {{2, 1, 1}, {0, 1, 0}};
    const auto value = houserules::expectedHandValue(deck, 2);
    QVERIFY(value);
    QVERIFY(std::abs(*value - 3.2) < 1e-12);
    QCOMPARE(*houserules::expectedHandValue(deck, 0), 0.0);
}

void TestDealChances::noValueWithoutNumbers()
{
    Deck named;
    named.suits = {""};
    named.ranks = {{"stop", std::nullopt}};
    named.counts = {{4}};
    QVERIFY(!houserules::expectedHandValue(named, 2));
    Deck empty;
    empty.suits = {""};
    empty.ranks = {{"5", 5}};
    empty.counts = {{0}};
    QVERIFY(!houserules::expectedHandValue(empty, 0));
}

QTEST_GUILESS_MAIN(TestDealChances)
#include "test_dealchances.moc"
