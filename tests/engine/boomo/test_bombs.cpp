// The bomb card: every other player discards a time stopper if they hold one,
// clockwise from the bomber's left whatever the direction; those without one
// flip; if all answered, the bomber flips instead; the round ends and the
// next starts after the bomber. Discarding one's last card is not playing it;
// a bomb card as the last card follows the bomb rule only. And with the
// parameter round_ends.bomb_card off (rules.h decides): play goes on, a bomb
// card as the last card then ends the round by the last-card rule (unless it
// put its own player out), and a player left without cards is passed over by
// the turn, a skip and play twice.

#include "boomotestsupport.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;

class TestBombs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void answers_data();
    void answers();
    void answersGoClockwiseWhateverTheDirection();
    void onlyOneTimeStopperIsDiscarded();
    void discardingTheLastCardIsNotPlayingIt();
    void bombCardAsTheLastCard_data();
    void bombCardAsTheLastCard();
    void bombCardAsTheSecondOfPlayTwice();
    void bombCardThatDoesNotEndTheRound();
    void bombCardThatDoesNotEndTheRoundAsTheLastCard();
    void bomberPutOutByHisLastCardIsOut();
    void skipPassesOverAnEmptyHand();
    void playTwicePassesOverAnEmptyHand();
};

void TestBombs::answers_data()
{
    QTest::addColumn<QList<bool>>("holds"); // a time stopper, seats 1, 2, 3
    QTest::addColumn<QStringList>("answers");

    QTest::newRow("some answer") << QList<bool> {true, false, true}
                                 << lines("discard 1 stop | flip 2 1 | discard 3 stop");
    QTest::newRow("only the last answers")
        << QList<bool> {false, false, true} << lines("flip 1 1 | flip 2 1 | discard 3 stop");
    QTest::newRow("none answer") << QList<bool> {false, false, false} << lines("flip 1 1 | flip 2 1 | flip 3 1");
    // All others answered: the bomber flips instead.
    QTest::newRow("all answer") << QList<bool> {true, true, true}
                                << lines("discard 1 stop | discard 2 stop | discard 3 stop | flip 0 1");
}

void TestBombs::answers()
{
    QFETCH(QList<bool>, holds);
    QFETCH(QStringList, answers);

    // Four players; seat 3 starts with a 10, seat 0 plays the bomb card.
    QList<QStringList> hands {names("bomb"), {}, {}, names("10")};
    for (int seat = 1; seat <= 3; ++seat)
        if (holds[seat - 1])
            hands[seat].push_back(u"stop"_s);
    const auto state = dealt(*ruleset(), 4, 3, hands);
    QCOMPARE(play(*state, "play 10"), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());

    QStringList expected = QStringList {u"play 0 bomb =10"_s} + answers + QStringList {u"end 0 bomb-card 1"_s};
    // Refills clockwise from seat 1, after the bomber: a card for each stopper
    // discarded, and the cards played.
    for (int seat : {1, 2, 3, 0}) {
        const int missing = (seat == 0 || seat == 3 ? 1 : 0) + (seat > 0 && holds[seat - 1] ? 1 : 0);
        if (missing)
            expected.push_back(u"refill %1 x%2"_s.arg(seat).arg(missing));
    }
    expected.push_back(u"start 1 2"_s);
    QCOMPARE(trace(state->rules(), events), expected);

    QList<int> flipped {0, 0, 0, 0};
    for (int seat = 1; seat <= 3; ++seat)
        flipped[seat] = holds[seat - 1] ? 0 : 1;
    if (!holds.contains(false))
        flipped[0] = 1;
    QCOMPARE(flips(*state), flipped);
    // The time stoppers lie on the discard pile after the bomb card, in the
    // order they were discarded.
    QStringList discard = names("10 bomb");
    for (const bool held : holds)
        if (held)
            discard.push_back(u"stop"_s);
    QCOMPARE(cardNames(state->rules(), state->discardPile()), discard);
    for (const auto &e : ofType(events, EventType::StopperDiscarded)) {
        QCOMPARE(int(e.privateTo), -1); // a discarded card is public
        QCOMPARE(int(e.marks), 0);      // and not played by a decision
    }
    QCOMPARE(state->endings().front().reason, RoundEnd::BombCard);
    QCOMPARE(state->endings().front().ender, 0);
    QCOMPARE(state->total(), 0);
    QCOMPARE(state->round(), 2);
    QCOMPARE(state->currentPlayer(), 1);
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(int(state->hand(seat).size()), 7);
}

void TestBombs::answersGoClockwiseWhateverTheDirection()
{
    // Seat 0 reverses, seat 3 plays a 5, seat 2 plays the bomb card: the
    // answers come from 3, 0, 1, and the next round starts after seat 2 in
    // the current direction, with seat 1.
    const auto state = dealt(*ruleset(), 4, 0, {names("reverse stop"), {}, names("bomb"), names("5 stop")});
    QCOMPARE(playAll(*state, lines("play reverse | play 5")), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 2 bomb =5 | discard 3 stop | discard 0 stop | flip 1 1 | end 2 bomb-card 1 | refill 2 x1 | "
              "refill 3 x2 | refill 0 x2 | start 1 2"));
    QCOMPARE(flips(*state), (QList<int> {0, 1, 0, 0}));
    QCOMPARE(state->currentPlayer(), 1);
    QCOMPARE(state->direction(), -1);
}

void TestBombs::onlyOneTimeStopperIsDiscarded()
{
    const auto state = dealt(*ruleset(), 2, 0, {names("bomb"), names("stop stop stop")});
    QCOMPARE(play(*state, "play bomb"), QString());
    QCOMPARE(flips(*state), (QList<int> {1, 0}));
    QCOMPARE(handOf(*state, 1).count(u"stop"_s), 2);
    QCOMPARE(int(state->hand(1).size()), 7); // refilled by one
}

void TestBombs::discardingTheLastCardIsNotPlayingIt()
{
    // Two-card hands, three players: seat 1 is left with a time stopper only
    // and discards it to seat 2's bomb card. That empties its hand, but it is
    // no play: nobody flips for a last card. Seat 0 has none and flips.
    const auto state = dealt(*ruleset(dataFile("two-cards.yaml")), 3, 0, {{}, names("5 stop"), names("5 bomb")});
    QCOMPARE(playAll(*state, lines("play 5 | play 5")), QString());
    QCOMPARE(handOf(*state, 1), names("stop"));
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 2 bomb =10 | flip 0 1 | discard 1 stop | end 2 bomb-card 1 | refill 0 x1 | refill 1 x2 | "
              "refill 2 x1 | start 0 2"));
    QCOMPARE(flips(*state), (QList<int> {1, 0, 0}));
}

void TestBombs::bombCardAsTheLastCard_data()
{
    QTest::addColumn<QStringList>("hands"); // of seats 1 and 2, two cards each
    QTest::addColumn<QStringList>("answers");
    QTest::addColumn<QList<int>>("flipped");

    // The bomb card's own rule ends the round; the last-card rule (everyone
    // else flips) does not come on top.
    QTest::newRow("one answers") << names("5 stop 5 5") << lines("discard 1 stop | flip 2 1") << QList<int> {0, 0, 1};
    QTest::newRow("all answer: the bomber flips")
        << names("5 stop 5 stop") << lines("discard 1 stop | discard 2 stop | flip 0 1") << QList<int> {1, 0, 0};
}

void TestBombs::bombCardAsTheLastCard()
{
    QFETCH(QStringList, hands);
    QFETCH(QStringList, answers);
    QFETCH(QList<int>, flipped);

    const auto state
        = dealt(*ruleset(dataFile("two-cards.yaml")), 3, 0, {names("5 bomb"), hands.mid(0, 2), hands.mid(2, 2)});
    QCOMPARE(playAll(*state, lines("play 5 | play 5 | play 5")), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    auto seen = trace(state->rules(), events);
    QCOMPARE(seen.mid(0, answers.size() + 2),
        QStringList {u"play 0 bomb =15"_s} + answers + QStringList {u"end 0 bomb-card 1"_s});
    QCOMPARE(flips(*state), flipped);
    QCOMPARE(state->endings().front().reason, RoundEnd::BombCard);
    QCOMPARE(state->currentPlayer(), 1);
}

void TestBombs::bombCardAsTheSecondOfPlayTwice()
{
    // Seat 0 plays twice; seat 1 plays a 10 and then the bomb card. Seat 2
    // answers, seat 0 cannot: seat 0 flips, and the next round starts with
    // seat 2, after the bomber.
    const auto state = dealt(*ruleset(), 3, 0, {names("twice"), names("10 bomb"), names("stop")});
    QCOMPARE(playAll(*state, lines("play twice | play 10")), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(trace(state->rules(), events).mid(0, 4),
        lines("play 1 bomb =10 | discard 2 stop | flip 0 1 | end 1 bomb-card 1"));
    QCOMPARE(flips(*state), (QList<int> {1, 0, 0}));
    QCOMPARE(state->currentPlayer(), 2);
}

void TestBombs::bombCardThatDoesNotEndTheRound()
{
    // Two players, hands of three. Bob's "+1" gives Ann a :0; Bob is left
    // with a time stopper, which he discards to Ann's bomb card: all answered,
    // Ann flips, the total is 0 and the round goes on. Bob has no card: he is
    // passed over, and Ann plays again: her last card, Bob flips.
    const auto state = dealt(
        *ruleset(dataFile("bomb-plays-on.yaml")), 2, 0, {names("bomb 10 10"), names("plus1 5 stop")}, names("set0"));
    QCOMPARE(playAll(*state, lines("play 10 | play plus1 | play 10 | play 5")), QString());
    QCOMPARE(handOf(*state, 1), names("stop"));
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 0 bomb =25 | discard 1 stop | flip 0 1"));
    QCOMPARE(state->total(), 0);
    QCOMPARE(state->round(), 1);
    QVERIFY(state->hand(1).empty());
    QCOMPARE(state->currentPlayer(), 0);
    QCOMPARE(state->phase(), Phase::Play);
    events.clear();
    QCOMPARE(play(*state, "play set0", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 0 set0 =0 | flip 1 1 | end 0 last-card 1 | refill 1 x3 | refill 0 x3 | start 1 2"));
}

void TestBombs::bombCardThatDoesNotEndTheRoundAsTheLastCard()
{
    // Ann's bomb card is her last card: Bob discards his time stopper, so
    // Ann flips (the bomb rule); then the last-card rule ends the round and
    // Bob flips too.
    const auto state = dealt(*ruleset(dataFile("bomb-plays-on.yaml")), 2, 0, {names("5 10 bomb"), names("5 5 stop")});
    QCOMPARE(playAll(*state, lines("play 5 | play 5 | play 10 | play 5")), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 0 bomb =25 | discard 1 stop | flip 0 1 | flip 1 1 | end 0 last-card 1 | refill 1 x3 | "
              "refill 0 x3 | start 1 2"));
    QCOMPARE(flips(*state), (QList<int> {1, 1}));
}

void TestBombs::bomberPutOutByHisLastCardIsOut()
{
    // The rulebook: "Sind alle drei 'Tickende Zeitbomben'-Karten eines
    // Spielers herumgedreht, scheidet er aus dem Spiel aus", and "Gewonnen
    // hat der Spieler, der als Letzter eine 'Tickende Zeitbomben'-Karte
    // besitzt, die noch nicht "explodiert" ist". One bomb each, hands of one:
    // Ann's bomb card, her last card, is answered by both others, so she
    // flips her only bomb and is out. Out, she takes part in nothing more
    // (RULES-NOTES): no last-card rule for her, so Bob and Cid flip nothing
    // and she does not win; nobody holds a card, so the round ends.
    const auto state
        = dealt(*ruleset(dataFile("bomb-plays-on-one-bomb.yaml")), 3, 0, {names("bomb"), names("stop"), names("stop")});
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 0 bomb =0 | discard 1 stop | discard 2 stop | flip 0 1 | out 0 0 | end 0 no-cards 1 | "
              "refill 1 x1 | refill 2 x1 | start 1 2"));
    QVERIFY(!state->isTerminal());
    QCOMPARE(flips(*state), (QList<int> {1, 0, 0}));
    QVERIFY(!state->isIn(0));
    QCOMPARE(state->currentPlayer(), 1);
}

namespace {

// Three players, the bomb card not ending the round: Ann plays a 5; Bob's
// "+1" gives Cid a 10 and Ann a 5; Cid reverses, so Bob plays again and is
// left with a time stopper, which he discards to Ann's bomb card (Cid,
// without one, flips). Bob is still in with no card; Cid is to play `card`,
// and Bob comes next the other way round.
std::unique_ptr<BoomoState> bobHoldsNoCard(const char *card)
{
    auto state = dealt(*ruleset(dataFile("bomb-plays-on.yaml")), 3, 0,
        {names("5 bomb 10"), names("plus1 5 stop"), {u"reverse"_s, QString::fromLatin1(card), u"5"_s}}, names("10 5"));
    if (!playAll(*state, lines("play 5 | play plus1 | play reverse | play 5 | play bomb")).isEmpty())
        qFatal("setup failed");
    return state;
}

} // namespace

void TestBombs::skipPassesOverAnEmptyHand()
{
    // The rulebook: "Nachdem diese Karte gelegt wurde, wird der nächste
    // Spieler "übersprungen"." The next player who holds a card (RULES-NOTES):
    // past Bob, Ann is skipped, and Cid plays again.
    const auto state = bobHoldsNoCard("skip");
    QVERIFY(state->hand(1).empty() && state->isIn(1));
    QCOMPARE(state->currentPlayer(), 2);
    std::vector<Event> events;
    QCOMPARE(play(*state, "play skip", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 2 skip =0 | skipped 0"));
    QCOMPARE(state->currentPlayer(), 2);
    QCOMPARE(state->phase(), Phase::Play);
}

void TestBombs::playTwicePassesOverAnEmptyHand()
{
    // The rulebook: "Wird eine 'ZWEIMAL AUSSPIELEN'-Karte gelegt, muss der
    // nächste Spieler 2 Karten von seiner Hand ausspielen." The obligation
    // passes to the next player who holds a card (RULES-NOTES): past Bob,
    // Ann must play two cards; Bob does not fail it.
    const auto state = bobHoldsNoCard("twice");
    QCOMPARE(state->currentPlayer(), 2);
    std::vector<Event> events;
    QCOMPARE(play(*state, "play twice", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 2 twice =0 | twice 0"));
    QCOMPARE(state->phase(), Phase::TwiceFirst);
    QCOMPARE(state->currentPlayer(), 0);
    QCOMPARE(flips(*state), (QList<int> {0, 0, 1}));
    QCOMPARE(playAll(*state, lines("play 10 | play 5")), QString());
}

QTEST_GUILESS_MAIN(TestBombs)
#include "test_bombs.moc"
