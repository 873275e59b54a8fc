// The rulebook's own examples, as game records in tests/data/blasting-billy/
// replayed through houserules::replayFile.

#include "billytestsupport.h"

#include "replay.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace billytest;
using houserules::blastingbilly::deciderName;

class TestRulebook : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void dynamiteExample();
    void lootExample();
    void billysLootExample();
    void recordStopsAtAnIllegalTurn();
};

namespace {

std::filesystem::path dataFile(const char *name)
{
    return std::filesystem::path(HOUSERULES_TEST_DATA) / "blasting-billy" / name;
}

const BillyState &billyState(const houserules::Replayed &replayed)
{
    return dynamic_cast<const BillyState &>(*replayed.state);
}

// Sum of the values of the cards `viewer` can see in a column, and how many it cannot.
std::pair<int, int> seenSum(const std::vector<houserules::blastingbilly::CardView> &column)
{
    int sum = 0, hidden = 0;
    for (const auto &card : column) {
        if (card.known())
            sum += card.value;
        else
            ++hidden;
    }
    return {sum, hidden};
}

} // namespace

void TestRulebook::dynamiteExample()
{
    const auto replayed = houserules::replayFile(dataFile("rulebook-dynamite.yaml"));
    QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.errors().front().toString().c_str());
    QVERIFY2(!replayed->stopped, replayed->stopped ? replayed->stopped->toString().c_str() : "");
    QCOMPARE(replayed->applied, 44); // 42 turns that draw, then one final turn each
    const auto &state = billyState(*replayed);
    const Rules &rules = state.rules();
    QVERIFY(state.isTerminal());

    // Before the dynamite: 4 cards worth 17 in Billy's red (jewelry) column.
    const auto column = state.columns()[2][Jewelry];
    QCOMPARE(cardNames(rules, column), names("jewelry-3 jewelry-4 jewelry-10 jewelry-dynamite"));
    int before = 0;
    for (const int card : column)
        before += rules.deck[std::size_t(card)].value;
    QCOMPARE(before, 17);

    // After: the 10 and the dynamite are gone, 2 cards worth 7.
    const auto s = state.scoring();
    QCOMPARE(cardNames(rules, s.remaining[2][Jewelry]), names("jewelry-3 jewelry-4"));
    QCOMPARE(s.billyTotals[Jewelry], 7);

    // So Ann's jewelry-8, safe against 17, is shot against 7; Bob's 5 + 2 ties
    // with Billy and is safe, and Bob wins.
    QCOMPARE(s.players[0].totals[Jewelry], 8);
    QVERIFY(s.players[0].shotDown);
    QCOMPARE(s.players[1].totals[Jewelry], 7);
    QVERIFY(!s.players[1].shotDown);
    QCOMPARE(QList<int>(s.winners.begin(), s.winners.end()), QList<int> {1});
    QCOMPARE(QLatin1String(deciderName(s.decidedBy)), QLatin1String("highest_score"));
    const auto outcome = state.outcome();
    QCOMPARE(QList<int>(outcome.winners.begin(), outcome.winners.end()), QList<int> {1});
}

void TestRulebook::lootExample()
{
    // Ann's loot: 2 red (jewelry), 2 green (banknotes), 3 yellow (gold). Bob
    // does not know its value, but sees at least 6 red, 7 green, 15 yellow.
    const auto replayed = houserules::replayFile(dataFile("rulebook-loot.yaml"));
    QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.errors().front().toString().c_str());
    QVERIFY2(!replayed->stopped, replayed->stopped ? replayed->stopped->toString().c_str() : "");
    const auto &state = billyState(*replayed);
    QVERIFY(!state.isTerminal());

    const auto bob = state.observation(1).loot[0];
    QCOMPARE(int(bob[Jewelry].size()), 2);
    QCOMPARE(int(bob[Banknotes].size()), 2);
    QCOMPARE(int(bob[Gold].size()), 3);
    QCOMPARE(int(bob[Coins].size()), 0);
    QCOMPARE(int(bob[Diamonds].size()), 0);
    QCOMPARE(seenSum(bob[Jewelry]), std::make_pair(6, 1));
    QCOMPARE(seenSum(bob[Banknotes]), std::make_pair(7, 1));
    QCOMPARE(seenSum(bob[Gold]), std::make_pair(15, 1));
    for (const int colour : {Jewelry, Banknotes, Gold}) {
        QVERIFY(!bob[std::size_t(colour)][0].faceUp);
        QVERIFY(!bob[std::size_t(colour)][0].known()); // the one Bob cannot see
    }

    // Ann knows her whole loot: jewelry 9 + 6, banknotes 1 + 7, gold 2 + 7 + 8.
    const auto ann = state.observation(0).loot[0];
    QCOMPARE(seenSum(ann[Jewelry]), std::make_pair(15, 0));
    QCOMPARE(seenSum(ann[Banknotes]), std::make_pair(8, 0));
    QCOMPARE(seenSum(ann[Gold]), std::make_pair(17, 0));
}

void TestRulebook::billysLootExample()
{
    // Billy's pile: 1 red (jewelry), 2 green (banknotes), 3 blue (coins), all
    // face down. Cid gave nothing: he sees the colours and no value.
    const auto replayed = houserules::replayFile(dataFile("rulebook-billy-loot.yaml"));
    QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.errors().front().toString().c_str());
    QVERIFY2(!replayed->stopped, replayed->stopped ? replayed->stopped->toString().c_str() : "");
    const auto &state = billyState(*replayed);
    const Rules &rules = state.rules();

    const QList<int> counts {0, 2, 3, 1, 0}; // gold, banknotes, coins, jewelry, diamonds
    const QStringList knownTo[] = {
        names("banknotes-8 coins-6 jewelry-5"), // Ann's gifts
        names("banknotes-3 coins-1 coins-9"),   // Bob's
        {},                                     // Cid's
    };
    for (int seat = 0; seat < 3; ++seat) {
        const auto billy = state.observation(seat).loot[3];
        QStringList known;
        for (int colour = 0; colour < 5; ++colour) {
            QCOMPARE(int(billy[std::size_t(colour)].size()), counts[colour]);
            for (const auto &card : billy[std::size_t(colour)]) {
                QVERIFY(!card.faceUp);
                QCOMPARE(int(card.colour), colour);
                if (card.known())
                    known.push_back(qstr(rules.cardName(card.id)));
            }
        }
        known.sort();
        QCOMPARE(known, knownTo[seat]);
    }
}

void TestRulebook::recordStopsAtAnIllegalTurn()
{
    const auto replayed = houserules::replayFile(dataFile("illegal-decision.yaml"));
    QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.errors().front().toString().c_str());
    QCOMPARE(replayed->applied, 1);
    QVERIFY(replayed->stopped);
    QCOMPARE(qstr(replayed->stopped->keyPath), u"decisions[1]"_s);
    QCOMPARE(replayed->stopped->where.line, 17);
    QVERIFY2(qstr(replayed->stopped->message).contains(u"banknotes-1 is not in the hand of seat 1"_s),
        replayed->stopped->message.c_str());
}

QTEST_GUILESS_MAIN(TestRulebook)
#include "test_rulebook.moc"
