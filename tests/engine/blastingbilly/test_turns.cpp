// A turn: one hand card to Billy, to the player's own loot or to the box, how
// it lies there and who sees its value; then one card drawn; then the next
// player clockwise.

#include "billytestsupport.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace billytest;
using houserules::Event;
using houserules::blastingbilly::Destination;
using houserules::blastingbilly::EventType;

class TestTurns : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void giveToBilly();
    void claimForOwnLoot();
    void dumpInTheBox();
    void drawAfterEachTurn();
    void turnOrderIsClockwise_data();
    void turnOrderIsClockwise();
};

namespace {

int cardsOnTable(const Columns &columns)
{
    int count = 0;
    for (const auto &owner : columns)
        for (const auto &column : owner)
            count += int(column.size());
    return count;
}

} // namespace

void TestTurns::giveToBilly()
{
    const auto rs = ruleset();
    QString error;
    const auto state = gameAfter(*rs, 3, 0, {"billy gold-7"}, &error);
    QVERIFY2(state, qPrintable(error));
    const Rules &rules = state->rules();

    const auto columns = state->columns();
    QCOMPARE(cardNames(rules, columns[3][Gold]), names("gold-7")); // owner 3 of 3 players: Billy
    QCOMPARE(cardsOnTable(columns), 1);
    QVERIFY(!cardNames(rules, state->hand(0)).contains(u"gold-7"_s));
    QCOMPARE(int(state->hand(0).size()), 3);
    QCOMPARE(int(state->observation(0).box.size()), 6); // only the set-aside cards

    // Face down; only the giver knows the value.
    const auto giver = state->observation(0).loot[3][Gold].at(0);
    QVERIFY(!giver.faceUp);
    QCOMPARE(qstr(rules.cardName(giver.id)), u"gold-7"_s);
    for (const int seat : {1, 2}) {
        const auto seen = state->observation(seat).loot[3][Gold].at(0);
        QVERIFY(!seen.faceUp);
        QVERIFY(!seen.known());
        QCOMPARE(int(seen.colour), int(Gold));
    }
}

void TestTurns::claimForOwnLoot()
{
    const auto rs = ruleset();
    QString error;
    const auto state = gameAfter(*rs, 3, 0,
        {"loot gold-7", "box coins-1", "box coins-2", "loot gold-3", "box coins-3", "box coins-4", "loot coins-5"},
        &error);
    QVERIFY2(state, qPrintable(error));
    const Rules &rules = state->rules();

    const auto columns = state->columns();
    QCOMPARE(cardNames(rules, columns[0][Gold]), names("gold-7 gold-3")); // placement order
    QCOMPARE(cardNames(rules, columns[0][Coins]), names("coins-5"));
    QCOMPARE(cardsOnTable(columns), 3);

    // The first card of each colour lies face down, the later ones face up.
    const auto own = state->observation(0).loot[0];
    QVERIFY(!own[Gold][0].faceUp);
    QVERIFY(own[Gold][1].faceUp);
    QVERIFY(!own[Coins][0].faceUp);
    QVERIFY(own[Gold][0].known() && own[Gold][1].known() && own[Coins][0].known());

    for (const int seat : {1, 2}) {
        const auto other = state->observation(seat).loot[0];
        QVERIFY(!other[Gold][0].known());
        QCOMPARE(qstr(rules.cardName(other[Gold][1].id)), u"gold-3"_s);
        QVERIFY(!other[Coins][0].known());
    }
}

void TestTurns::dumpInTheBox()
{
    const auto rs = ruleset();
    QString error;
    const auto state = gameAfter(*rs, 3, 0, {"box jewelry-4"}, &error);
    QVERIFY2(state, qPrintable(error));
    const Rules &rules = state->rules();

    QCOMPARE(cardsOnTable(state->columns()), 0);
    const auto dumper = state->observation(0).box;
    QCOMPARE(int(dumper.size()), 6 + 1);
    QCOMPARE(int(dumper.back().by), 0);
    QVERIFY(!dumper.back().atEnd);
    QCOMPARE(qstr(rules.cardName(dumper.back().card.id)), u"jewelry-4"_s);

    // The colour shows; the value only to the dumper.
    for (const int seat : {1, 2}) {
        const auto seen = state->observation(seat).box.back();
        QVERIFY(!seen.card.known());
        QCOMPARE(int(seen.card.colour), int(Jewelry));
        QCOMPARE(int(seen.by), 0);
    }
}

void TestTurns::drawAfterEachTurn()
{
    // The canonical deck with 3 players: gold-0..5 set aside; seat 0 holds
    // gold-6, 7, 8; seat 1 gold-9, gold-10, gold-dynamite; seat 2
    // banknotes-0, 1, 2; the pile starts banknotes-3, 4, 5.
    const auto rs = ruleset();
    const Rules rules = rulesOf();
    const auto state = dealt(*rs, 3, 0, canonicalNames(rules));
    QCOMPARE(state->pileCount(), 45);

    struct Turn {
        std::string play;
        QStringList handAfter;
        QString drawn;
    };
    const std::vector<Turn> turns {
        {"loot gold-6", names("banknotes-3 gold-7 gold-8"), u"banknotes-3"_s},
        {"billy gold-dynamite", names("banknotes-4 gold-10 gold-9"), u"banknotes-4"_s},
        {"box banknotes-0", names("banknotes-1 banknotes-2 banknotes-5"), u"banknotes-5"_s},
    };
    int seat = 0;
    for (const auto &turn : turns) {
        std::vector<Event> events;
        QCOMPARE(play(*state, turn.play, &events), QString());
        auto hand = cardNames(rules, state->hand(seat));
        hand.sort();
        QCOMPARE(hand, turn.handAfter);
        QCOMPARE(state->pileCount(), 45 - seat - 1);

        QCOMPARE(int(events.size()), 2);
        QCOMPARE(events[0].type, std::int16_t(EventType::CardPlayed));
        QCOMPARE(events[1].type, std::int16_t(EventType::CardDrawn));
        QCOMPARE(int(events[1].player), seat);
        QCOMPARE(qstr(rules.cardName(events[1].card)), turn.drawn);
        ++seat;
    }
}

void TestTurns::turnOrderIsClockwise_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("first");
    QTest::addColumn<QList<int>>("order");

    QTest::newRow("2 players from 1") << 2 << 1 << QList<int> {1, 0, 1, 0, 1};
    QTest::newRow("3 players from 0") << 3 << 0 << QList<int> {0, 1, 2, 0, 1, 2, 0};
    QTest::newRow("4 players from 2") << 4 << 2 << QList<int> {2, 3, 0, 1, 2, 3, 0, 1, 2};
    QTest::newRow("5 players from 4") << 5 << 4 << QList<int> {4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4};
}

void TestTurns::turnOrderIsClockwise()
{
    QFETCH(int, players);
    QFETCH(int, first);
    QFETCH(QList<int>, order);

    const auto rs = ruleset();
    const auto state = dealt(*rs, players, first, canonicalNames(rulesOf()));
    QList<int> seen;
    for (qsizetype i = 0; i < order.size(); ++i) {
        const int seat = state->currentPlayer();
        seen.push_back(seat);
        std::vector<Event> events;
        state->apply(BillyState::play(state->hand(seat).front(), Destination::Box), &events);
        QCOMPARE(int(events.front().player), seat);
    }
    QCOMPARE(seen, order);
}

QTEST_GUILESS_MAIN(TestTurns)
#include "test_turns.moc"
