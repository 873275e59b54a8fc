// A hand keeps each card's kind beside it and finds the first card of a kind
// sixteen kinds at a time: checked against a plain list of cards, at every
// place in hands long and short, with kinds left behind past the hand's end.

#include "boomo/cardlist.h"

#include "core/game/random.h"

#include <QTest>

#include <vector>

using houserules::Rng;
using houserules::boomo::Card;
using houserules::boomo::CardList;
using houserules::boomo::Hand;

class TestHand : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void takesTheFirstCardOfTheKind_data();
    void takesTheFirstCardOfTheKind();
    void kindsLeftPastTheEndAreNotTaken();
    void drawnCardsCarryTheirKinds();
    void equalHandsAreEqualCards();
    void agreesWithAPlainListOfCards();
};

namespace {

// The plain way: the first card of the kind, the last card into its gap.
int takeFirstOf(std::vector<int> &cards, std::vector<int> &ranks, int rank)
{
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (ranks[i] == rank) {
            const int card = cards[i];
            cards[i] = cards.back();
            ranks[i] = ranks.back();
            cards.pop_back();
            ranks.pop_back();
            return card;
        }
    return -1;
}

void compare(const Hand &hand, const std::vector<int> &cards, const std::vector<int> &ranks)
{
    QCOMPARE(hand.size(), int(cards.size()));
    for (int i = 0; i < hand.size(); ++i) {
        QCOMPARE(int(hand.begin()[i]), cards[std::size_t(i)]);
        QCOMPARE(hand.rankAt(i), ranks[std::size_t(i)]);
    }
}

} // namespace

void TestHand::takesTheFirstCardOfTheKind_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("first");
    // Either side of each word of eight and each block of sixteen.
    for (const int size : {1, 2, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 48, 70})
        for (const int first : {0, 1, 6, 7, 8, 9, 14, 15, 16, 17, 23, 31, 32, 33, 47, 69})
            if (first < size)
                QTest::addRow("%d cards, the first of its kind at %d", size, first) << size << first;
}

void TestHand::takesTheFirstCardOfTheKind()
{
    QFETCH(int, size);
    QFETCH(int, first);
    // Kind 5 at `first` and at every third place after it; other kinds elsewhere.
    Hand hand;
    std::vector<int> cards, ranks;
    for (int i = 0; i < size; ++i) {
        const int rank = i == first || (i > first && (i - first) % 3 == 0) ? 5 : 1 + i % 4;
        hand.push(100 + i, rank);
        cards.push_back(100 + i);
        ranks.push_back(rank);
    }
    QCOMPARE(hand.takeFirstOf(5), 100 + first);
    QCOMPARE(takeFirstOf(cards, ranks, 5), 100 + first);
    compare(hand, cards, ranks);
}

void TestHand::kindsLeftPastTheEndAreNotTaken()
{
    // Forty cards of kind 0 leave their kinds behind as they go; a hand of
    // kind 3 with one kind 0 last must give that one.
    Hand hand;
    for (int i = 0; i < 40; ++i)
        hand.push(i, 0);
    while (!hand.empty())
        hand.takeFirstOf(0);
    for (int i = 0; i < 20; ++i)
        hand.push(200 + i, 3);
    hand.push(300, 0);
    QCOMPARE(hand.takeFirstOf(0), 300);
    QCOMPARE(hand.size(), 20);
    // The highest kind a deck may have, beside kind 0.
    hand.clear();
    hand.push(1, 0);
    hand.push(2, 127);
    QCOMPARE(hand.takeFirstOf(127), 2);
    QCOMPARE(hand.takeFirstOf(0), 1);
    QVERIFY(hand.empty());
}

void TestHand::drawnCardsCarryTheirKinds()
{
    // Cards 0..9 of kinds 9..0; the pile's top (at the back) is drawn first.
    std::vector<Card> kinds(10);
    for (int card = 0; card < 10; ++card)
        kinds[std::size_t(card)].rank = std::int8_t(9 - card);
    CardList pile;
    for (int card = 0; card < 10; ++card)
        pile.push(card);
    Hand hand;
    hand.push(42, 7);
    std::vector<int> seen;
    hand.drawFrom(pile, 4, kinds.data(), [&](int card, int) { seen.push_back(card); });
    QCOMPARE(seen, (std::vector<int> {9, 8, 7, 6}));
    QCOMPARE(pile.size(), 6);
    compare(hand, {42, 9, 8, 7, 6}, {7, 0, 1, 2, 3});
    QCOMPARE(hand.takeFirstOf(2), 7);
}

void TestHand::equalHandsAreEqualCards()
{
    // Different kinds left past the end make no difference.
    Hand a, b;
    a.push(1, 4);
    a.push(2, 6);
    a.takeFirstOf(6);
    b.push(1, 4);
    QVERIFY(a == b);
    b.push(3, 4);
    QVERIFY(!(a == b));
    const Hand copy = b;
    QVERIFY(copy == b);
    QCOMPARE(copy.rankAt(1), 4);
}

void TestHand::agreesWithAPlainListOfCards()
{
    // Random pushes and takes, hands up to 80 cards, kinds 0..11.
    Rng rng(2026);
    Hand hand;
    std::vector<int> cards, ranks;
    int nextCard = 0;
    for (int step = 0; step < 20000; ++step) {
        const bool take = !cards.empty() && (cards.size() >= 80 || rng.below(2) == 0);
        if (take) {
            const int rank = ranks[rng.below(std::uint32_t(ranks.size()))];
            QCOMPARE(hand.takeFirstOf(rank), takeFirstOf(cards, ranks, rank));
        } else {
            const int rank = int(rng.below(12));
            hand.push(nextCard, rank);
            cards.push_back(nextCard);
            ranks.push_back(rank);
            nextCard = (nextCard + 1) % 400;
        }
        if (step % 97 == 0)
            compare(hand, cards, ranks);
    }
    compare(hand, cards, ranks);
}

QTEST_GUILESS_MAIN(TestHand)
#include "test_hand.moc"
