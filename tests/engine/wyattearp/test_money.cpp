// Forced payments when the cash is short: shares sold to the bank for 4
// bills each (the seller's choice among kinds, under its deck) until the
// payment is covered; with neither money nor shares the broke rule: "out"
// (he leaves the game, his cowboy leaves, he is not ranked) or "credit" (10
// bills once; broke again, he is out). Voluntary payments are only offered
// when the cash covers them.

#include "wetestsupport.h"

#include <QTest>

using namespace wetest;

class TestMoney : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void feeCoveredBySellingTheOnlyKind();
    void sellerChoosesAmongKinds();
    void sellsUntilCovered();
    void pokerStakeCoveredBySelling();
    void brokeOut();
    void brokeOutOfThreeIsNotRanked();
    void brokeInHasardLeavesIt();
    void brokeCredit();
    void creditOnlyOnce();
};

namespace {

// Ann on a star field (north 4) after the price roll 6, 6, 6 of the star
// deck's top (golden_nugget-strength: 18 - 5 = 13 bills), with `bills`.
std::unique_ptr<WeState> priced(
    int bills, int players = 2, std::shared_ptr<const houserules::Ruleset> rules = nullptr, QList<int> more = {})
{
    auto g = game({.players = players,
        .dice = QList<int> {1, 2, 6, 6, 6, 6} + more,
        .starTop = {u"golden_nugget-strength"_s},
        .rules = std::move(rules)});
    g->setBills(0, bills);
    if (const QString why = playAll(*g, "move north +1 +2 | draw | roll"); !why.isEmpty())
        qFatal("priced: %s", qPrintable(why));
    return g;
}

} // namespace

void TestMoney::feeCoveredBySellingTheOnlyKind()
{
    auto g = priced(0);
    give(*g, 0, "stagecoach-speed stagecoach-speed");
    std::vector<Event> events;
    QCOMPARE(play(*g, "refuse", &events), QString());
    // One kind: sold without asking, 4 bills, the fee of 1 paid.
    QCOMPARE(g->bills(0), 3);
    QCOMPARE(sharesOf(*g, 0), QStringList {u"stagecoach-speed"_s});
    QCOMPARE(deckNames(*g, Back::Dollar).last(), u"stagecoach-speed"_s);
    QCOMPARE(int(ofType(events, EventType::Sold).size()), 1);
    QCOMPARE(g->currentPlayer(), 1);
    QVERIFY(g->inGame(0));
}

void TestMoney::sellerChoosesAmongKinds()
{
    auto g = priced(0);
    give(*g, 0, "stagecoach-speed arizona_club-dexterity");
    QCOMPARE(play(*g, "refuse"), QString());
    QCOMPARE(g->phase(), Phase::SellShare);
    QCOMPARE(g->currentPlayer(), 0);
    QCOMPARE(legalTexts(*g), (QStringList {u"sell stagecoach-speed"_s, u"sell arizona_club-dexterity"_s}));
    const auto obs = g->observe(1);
    QCOMPARE(static_cast<const WeObservation &>(*obs).debtor, 0);
    QCOMPARE(static_cast<const WeObservation &>(*obs).debt, 1);
    QCOMPARE(play(*g, "sell arizona_club-dexterity"), QString());
    QCOMPARE(g->bills(0), 3);
    QCOMPARE(sharesOf(*g, 0), QStringList {u"stagecoach-speed"_s});
    QCOMPARE(deckNames(*g, Back::Star).last(), u"arizona_club-dexterity"_s);
    QCOMPARE(g->currentPlayer(), 1);
}

void TestMoney::sellsUntilCovered()
{
    // A fee of 7: two shares must go (0 + 4 < 7 <= 8).
    const auto rules = rulesetWith("  purchase:\n    refusal_fee: 7\n");
    auto g = priced(0, 2, rules);
    give(*g, 0, "stagecoach-speed arizona_club-dexterity blacksmith-strength");
    QCOMPARE(playAll(*g, "refuse | sell blacksmith-strength"), QString());
    QCOMPARE(g->phase(), Phase::SellShare); // 4 bills do not cover 7
    QCOMPARE(play(*g, "sell stagecoach-speed"), QString());
    QCOMPARE(g->bills(0), 8 - 7);
    QCOMPARE(sharesOf(*g, 0), QStringList {u"arizona_club-dexterity"_s});
    QCOMPARE(g->currentPlayer(), 1);
}

void TestMoney::pokerStakeCoveredBySelling()
{
    // Ann lands on an ace field (north 5) with no bills and one share: she
    // sells it for the first roll's stake, and then has 3 for a second roll.
    auto g = game({.players = 2, .dice = {1, 3, 6, 6, 6, 1, 2, 3}});
    g->setBills(0, 0);
    give(*g, 0, "stagecoach-speed");
    QCOMPARE(play(*g, "move north +1 +3"), QString());
    QVERIFY(g->shares(0).empty());
    QCOMPARE(g->bills(0), 3);
    QCOMPARE(g->pot(), 1);
    QCOMPARE(g->phase(), Phase::PokerKeep);
}

void TestMoney::brokeOut()
{
    // Two players: Ann cannot pay the fee — out, and the game is over.
    auto g = priced(0);
    std::vector<Event> events;
    QCOMPARE(play(*g, "refuse", &events), QString());
    QVERIFY(!g->inGame(0));
    QCOMPARE(where(*g, 0), u"off"_s);
    QCOMPARE(g->bills(0), 0);
    QCOMPARE(int(ofType(events, EventType::Broke).size()), 1);
    QVERIFY(g->isTerminal());
    QCOMPARE(toList(g->outcome().winners), QList<int> {1});
}

void TestMoney::brokeOutOfThreeIsNotRanked()
{
    // Three players: Ann, without money or shares, cannot pay the fee and
    // goes out; Bob and Cid play on, and Ann is never among the winners.
    auto h = priced(0, 3);
    QCOMPARE(play(*h, "refuse"), QString());
    QVERIFY(!h->inGame(0));
    QVERIFY(!h->isTerminal());
    QCOMPARE(h->currentPlayer(), 1);
    const auto outcome = h->outcome();
    QVERIFY(std::find(outcome.winners.begin(), outcome.winners.end(), 0) == outcome.winners.end());
    // Ann's turns are skipped from now on.
    const auto obs = h->observe(houserules::kSpectator);
    QCOMPARE(static_cast<const WeObservation &>(*obs).inGame, (std::vector<bool> {false, true, true}));
}

void TestMoney::brokeInHasardLeavesIt()
{
    // Three players. Ann loses all five chips in her hasard; in Bob's hasard
    // she has no chip, no bill and no share for the chip she must buy: out.
    // Bob and Cid bet and the roll goes on without her.
    auto g = game({.players = 3,
        .dice = {3, 4, 6, /* Ann's hasard */ 1, 2, 3, /* Bob's move */ 1, 2, 6, /* Bob's hasard */ 6, 6, 1}});
    QCOMPARE(playAll(*g,
                 "move north +3 +4 | bet pair-6 | bet pair-6 | bet pair-6 | bet pair-6 | bet pair-6 | done | "
                 "bet low | done | bet low | done"),
        QString());
    QCOMPARE(g->chips(0), 0);
    g->setBills(0, 0);
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "move south +1 +2 | bet high | done", &events), QString());
    QCOMPARE(g->currentPlayer(), 2);
    QCOMPARE(playAll(*g, "bet high | done", &events), QString());
    QVERIFY(!g->inGame(0));
    QCOMPARE(where(*g, 0), u"off"_s);
    QCOMPARE(int(ofType(events, EventType::Broke).size()), 1);
    QCOMPARE(ofType(events, EventType::HasardRolled).front().target, 13);
    QCOMPARE(g->bills(1), 22);
    QCOMPARE(g->bills(2), 22);
    QVERIFY(!g->isTerminal());
    QCOMPARE(g->currentPlayer(), 2); // Cid's turn; Ann's are skipped from now on
}

void TestMoney::brokeCredit()
{
    const auto rules = rulesetWith("  broke: credit\n");
    auto g = priced(0, 2, rules);
    std::vector<Event> events;
    QCOMPARE(play(*g, "refuse", &events), QString());
    QVERIFY(g->inGame(0));
    QCOMPARE(g->bills(0), 9); // 10 credit, 1 fee
    QCOMPARE(ofType(events, EventType::Credit).front().value, 10);
    QVERIFY(!g->isTerminal());
    const auto obs = g->observe(1);
    QVERIFY(static_cast<const WeObservation &>(*obs).creditUsed[0]);
}

void TestMoney::creditOnlyOnce()
{
    // Credit taken; then broke again on a second fee: out.
    const auto rules = rulesetWith("  broke: credit\n");
    auto g = game({.players = 2,
        .dice = {1, 2, 6, 6, 6, 6, /* Bob */ 2, 3, 1, /* Ann */ 1, 1, 2, 6, 6, 6},
        .starTop = {u"golden_nugget-strength"_s, u"arizona_club-speed"_s},
        .rules = rules});
    g->setBills(0, 0);
    QCOMPARE(playAll(*g, "move north +1 +2 | draw | roll | refuse"), QString());
    QCOMPARE(g->bills(0), 9);
    QCOMPARE(play(*g, "move north +2 +3"), QString()); // Bob to north 6, stone
    g->setBills(0, 0);
    // Ann from north 4: +1 +2 to north 7, a star field.
    QCOMPARE(playAll(*g, "move +1 +2 | draw | roll | refuse"), QString());
    QVERIFY(!g->inGame(0));
    QVERIFY(g->isTerminal());
}

QTEST_GUILESS_MAIN(TestMoney)
#include "test_money.moc"
