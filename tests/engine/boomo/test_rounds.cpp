// Rounds: going over the limit (only that player flips), the last-card rule
// (everyone else flips, clockwise from the player's left whatever the
// direction; only the player when the last card itself goes over the limit;
// a last card's own effect first), the next round's first player (after the
// ender in the current direction, or left of a moving dealer), refills
// clockwise from the first player with a reshuffle when the pile runs out,
// and what carries over: the direction and the discard pile, not the total.

#include "boomotestsupport.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;

class TestRounds : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void overTheLimit_data();
    void overTheLimit();
    void lastCard_data();
    void lastCard();
    void lastCardOverTheLimit();
    void lastCardTakesEffectFirst_data();
    void lastCardTakesEffectFirst();
    void nextRoundStartsAfterTheEnder_data();
    void nextRoundStartsAfterTheEnder();
    void refillsGoClockwiseFromTheFirstPlayer();
    void refillReshufflesTheDiscardPile();
    void dealerLeft_data();
    void dealerLeft();
    void dealerLeftPassesOverPlayersOut();
};

void TestRounds::overTheLimit_data()
{
    QTest::addColumn<QStringList>("plays"); // seats 0, 1, 2 in turn; the last goes over
    QTest::addColumn<int>("over");          // the total it makes

    QTest::newRow(":60, then 5") << names("set60 5") << 65;
    QTest::newRow(":60, then 10") << names("set60 10") << 70;
    QTest::newRow("six 10s, then 5") << names("10 10 10 10 10 10 5") << 65;
    QTest::newRow(":30, 10s, then 10 at 60") << names("set30 10 10 10 10") << 70;
    QTest::newRow("55, then 10") << names("10 10 10 10 10 5 10") << 65;
}

void TestRounds::overTheLimit()
{
    QFETCH(QStringList, plays);
    QFETCH(int, over);

    QList<QStringList> hands {{}, {}, {}};
    for (qsizetype i = 0; i < plays.size(); ++i)
        hands[i % 3].push_back(plays[i]);
    const auto state = dealt(*ruleset(), 3, 0, hands);
    QStringList script;
    for (const auto &card : plays)
        script.push_back(u"play "_s + card);
    QCOMPARE(playAll(*state, script.mid(0, script.size() - 1)), QString());
    QCOMPARE(state->round(), 1);

    const int seat = int((plays.size() - 1) % 3);
    const auto discard = cardNames(state->rules(), state->discardPile());
    std::vector<Event> events;
    QCOMPARE(play(*state, script.last(), &events), QString());
    QStringList expected {u"play %1 %2 =%3"_s.arg(seat).arg(plays.last()).arg(over),
        u"over %1 =%2"_s.arg(seat).arg(over), u"flip %1 1"_s.arg(seat), u"end %1 over-limit 1"_s.arg(seat)};
    // Refills clockwise from the next round's first player, the one after `seat`.
    const int first = (seat + 1) % 3;
    for (int i = 0; i < 3; ++i) {
        const int refilled = (first + i) % 3;
        const int missing = int((plays.size() + 2 - refilled) / 3); // the cards it played
        if (missing > 0)
            expected.push_back(u"refill %1 x%2"_s.arg(refilled).arg(missing));
    }
    expected.push_back(u"start %1 2"_s.arg(first));
    QCOMPARE(trace(state->rules(), events), expected);

    QList<int> flipped {0, 0, 0};
    flipped[seat] = 1;
    QCOMPARE(flips(*state), flipped);
    QCOMPARE(state->round(), 2);
    QCOMPARE(state->total(), 0);
    QCOMPARE(state->currentPlayer(), first);
    for (int s = 0; s < 3; ++s)
        QCOMPARE(int(state->hand(s).size()), 7);
    // The discard pile stays as it is, the card that went over on top.
    QCOMPARE(cardNames(state->rules(), state->discardPile()), discard + QStringList {plays.last()});
    QCOMPARE(int(state->endings().size()), 1);
    QCOMPARE(state->endings().front().round, 1);
    QCOMPARE(state->endings().front().ender, seat);
    QCOMPARE(state->endings().front().reason, RoundEnd::OverLimit);
}

void TestRounds::lastCard_data()
{
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<int>("first"); // of the next round
    QTest::addColumn<QList<int>>("refills");

    // Two-card hands, four players; seat 0 plays its last card. Everyone
    // else flips, clockwise from seat 0's left (1, 2, 3) whatever the
    // direction; the next round starts after seat 0 in the current direction.
    QTest::newRow("clockwise") << lines("play 5 | play 5 | play 5 | play 5 | play 5") << 1 << QList<int> {1, 2, 3, 0};
    QTest::newRow("the other way") << lines("play reverse | play 5 | play 5 | play 5 | play 5") << 3
                                   << QList<int> {3, 0, 1, 2};
}

void TestRounds::lastCard()
{
    QFETCH(QStringList, script);
    QFETCH(int, first);
    QFETCH(QList<int>, refills);

    const auto rs = ruleset(dataFile("two-cards.yaml"));
    const auto state
        = dealt(*rs, 4, 0, {names("5") + (script[0] == u"play reverse"_s ? names("reverse") : names("5"))});
    std::vector<Event> events;
    QCOMPARE(playAll(*state, script.mid(0, 4)), QString());
    QCOMPARE(state->currentPlayer(), 0);
    QCOMPARE(int(state->hand(0).size()), 1);
    QCOMPARE(play(*state, script.last(), &events), QString());
    QStringList expected {
        trace(state->rules(), events).front(), u"flip 1 1"_s, u"flip 2 1"_s, u"flip 3 1"_s, u"end 0 last-card 1"_s};
    for (const int seat : refills)
        expected.push_back(u"refill %1 x%2"_s.arg(seat).arg(seat == 0 ? 2 : 1));
    expected.push_back(u"start %1 2"_s.arg(first));
    QCOMPARE(trace(state->rules(), events), expected);
    QVERIFY(trace(state->rules(), events).front().startsWith(u"play 0 5 "_s));
    QCOMPARE(flips(*state), (QList<int> {0, 1, 1, 1}));
    QCOMPARE(state->endings().front().reason, RoundEnd::LastCard);
    QCOMPARE(state->endings().front().ender, 0);
    QCOMPARE(state->currentPlayer(), first);
    QCOMPARE(state->total(), 0);
}

void TestRounds::lastCardOverTheLimit()
{
    // Seat 0's last card takes the total over the limit: only seat 0 flips.
    const auto rs = ruleset(dataFile("two-cards.yaml"));
    const auto state = dealt(*rs, 3, 0, {names("set60 5"), names("stop"), names("stop")});
    QCOMPARE(playAll(*state, lines("play set60 | play stop | play stop")), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 0 5 =65 | over 0 =65 | flip 0 1 | end 0 over-limit 1 | refill 1 x1 | refill 2 x1 | refill 0 x2 | "
              "start 1 2"));
    QCOMPARE(flips(*state), (QList<int> {1, 0, 0}));
    QCOMPARE(state->endings().front().reason, RoundEnd::OverLimit);
}

void TestRounds::lastCardTakesEffectFirst_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QStringList>("effects"); // between the card and the flips
    QTest::addColumn<int>("direction");       // after
    QTest::addColumn<int>("first");           // of the next round
    QTest::addColumn<QStringList>("refills");

    // Two-card hands, three players: seats 0, 1, 2 play a 5 each, then seat
    // 0 plays its last card. The pile starts set0 set30 set60 stop.
    QTest::newRow("+1: the others draw, then flip")
        << u"plus1"_s << lines("draw 1 set0 | draw 2 set30") << 1 << 1 << lines("refill 0 x2");
    QTest::newRow("+2: the others draw, then flip")
        << u"plus2"_s << lines("draw 1 set0 | draw 1 set30 | draw 2 set60 | draw 2 stop") << 1 << 1
        << lines("refill 0 x2");
    QTest::newRow("reverse: the direction turns, then all flip")
        << u"reverse"_s << lines("reverse 0 -1") << -1 << 2 << lines("refill 2 x1 | refill 0 x2 | refill 1 x1");
    QTest::newRow("swap hands: nothing is swapped")
        << u"swap"_s << QStringList {} << 1 << 1 << lines("refill 1 x1 | refill 2 x1 | refill 0 x2");
    QTest::newRow("skip: nobody is left to skip")
        << u"skip"_s << QStringList {} << 1 << 1 << lines("refill 1 x1 | refill 2 x1 | refill 0 x2");
    QTest::newRow("play twice: nobody is left to play")
        << u"twice"_s << QStringList {} << 1 << 1 << lines("refill 1 x1 | refill 2 x1 | refill 0 x2");
    QTest::newRow("time stopper") << u"stop"_s << QStringList {} << 1 << 1
                                  << lines("refill 1 x1 | refill 2 x1 | refill 0 x2");
    QTest::newRow(":0") << u"set0"_s << QStringList {} << 1 << 1 << lines("refill 1 x1 | refill 2 x1 | refill 0 x2");
}

void TestRounds::lastCardTakesEffectFirst()
{
    QFETCH(QString, card);
    QFETCH(QStringList, effects);
    QFETCH(int, direction);
    QFETCH(int, first);
    QFETCH(QStringList, refills);

    const auto rs = ruleset(dataFile("two-cards.yaml"));
    const auto state = dealt(*rs, 3, 0, {QStringList {u"5"_s, card}}, names("set0 set30 set60 stop"));
    QCOMPARE(playAll(*state, lines("play 5 | play 5 | play 5")), QString());
    const QStringList held1 = handOf(*state, 1), held2 = handOf(*state, 2);
    std::vector<Event> events;
    QCOMPARE(play(*state, QString(u"play "_s + card), &events), QString());
    const int total = card == u"set0"_s ? 0 : 15;
    QCOMPARE(trace(state->rules(), events),
        QStringList {u"play 0 %1 =%2"_s.arg(card).arg(total)} + effects
            + lines("flip 1 1 | flip 2 1 | end 0 last-card 1") + refills + QStringList {u"start %1 2"_s.arg(first)});
    QCOMPARE(flips(*state), (QList<int> {0, 1, 1}));
    QCOMPARE(state->direction(), direction);
    QCOMPARE(state->currentPlayer(), first);
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(state->round(), 2);
    QCOMPARE(state->total(), 0);
    if (effects.isEmpty()) { // nothing drawn, nothing swapped: only refilled
        QVERIFY(handOf(*state, 1).contains(held1.front()));
        QVERIFY(handOf(*state, 2).contains(held2.front()));
    }
}

void TestRounds::nextRoundStartsAfterTheEnder_data()
{
    QTest::addColumn<QStringList>("script"); // four players, from seat 0; the last card goes over
    QTest::addColumn<int>("ender");
    QTest::addColumn<int>("first");

    QTest::newRow("seat 1, clockwise") << lines("play set60 | play 5") << 1 << 2;
    QTest::newRow("seat 3, clockwise: round to seat 0")
        << lines("play set60 | play stop | play stop | play 5") << 3 << 0;
    QTest::newRow("seat 1, the other way") << lines("play reverse | play set60 | play stop | play 5") << 1 << 0;
    QTest::newRow("seat 0, the other way: round to seat 3")
        << lines("play reverse | play set60 | play stop | play stop | play 5") << 0 << 3;
}

void TestRounds::nextRoundStartsAfterTheEnder()
{
    QFETCH(QStringList, script);
    QFETCH(int, ender);
    QFETCH(int, first);

    const auto state = dealt(
        *ruleset(), 4, 0, {names("reverse set60 5"), names("set60 stop 5"), names("stop 5"), names("set60 stop 5")});
    QCOMPARE(playAll(*state, script), QString());
    QCOMPARE(state->round(), 2);
    QCOMPARE(state->endings().front().ender, ender);
    QCOMPARE(state->currentPlayer(), first);
    QCOMPARE(state->observation(0).lastEnder, ender);
    QCOMPARE(state->observation(0).lastEnd, RoundEnd::OverLimit);
}

void TestRounds::refillsGoClockwiseFromTheFirstPlayer()
{
    // Four players: 5, 5, 5, 5, 5, then seat 1 reverses, seat 0 plays ":60"
    // and seat 3 goes over. The next round starts after seat 3 in the current
    // direction: seat 2. Refills go clockwise from there: seat 2 (1 card
    // missing), 3 (2), 0 (3), 1 (2), from the pile's front
    // set0 set30 set60 stop twice swap plus1 plus2.
    const auto state = dealt(*ruleset(), 4, 0, {names("5 5 set60"), names("5 reverse"), names("5"), names("5 5")},
        names("set0 set30 set60 stop twice swap plus1 plus2"));
    QCOMPARE(
        playAll(*state, lines("play 5 | play 5 | play 5 | play 5 | play 5 | play reverse | play set60")), QString());
    QCOMPARE(state->direction(), -1);
    QCOMPARE(state->currentPlayer(), 3);
    const auto discard = state->discardPile();
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 3 5 =65 | over 3 =65 | flip 3 1 | end 3 over-limit 1 | refill 2 x1 | refill 3 x2 | refill 0 x3 | "
              "refill 1 x2 | start 2 2"));
    QStringList drawn;
    for (const auto &e : ofType(events, EventType::CardDrawn)) {
        QCOMPARE(int(e.target), 0); // a refill
        drawn.push_back(u"%1:%2"_s.arg(int(e.player)).arg(qstr(state->rules().cardName(e.card))));
    }
    QCOMPARE(drawn, lines("2:set0 | 3:set30 | 3:set60 | 0:stop | 0:twice | 0:swap | 1:plus1 | 1:plus2"));
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(int(state->hand(seat).size()), 7);

    // The direction carries over, the total does not, the discard pile stays.
    QCOMPARE(state->direction(), -1);
    QCOMPARE(state->total(), 0);
    QCOMPARE(state->currentPlayer(), 2);
    auto expectedDiscard = discard;
    expectedDiscard.push_back(std::int16_t(state->discardPile().back()));
    QCOMPARE(state->discardPile(), expectedDiscard);
    QCOMPARE(play(*state, "play 5"), QString());
    QCOMPARE(state->currentPlayer(), 1);
}

void TestRounds::refillReshufflesTheDiscardPile()
{
    // Two players on the short pile (5 cards: 5 5 10 set0 skip). Seat 1
    // makes seat 0 draw three, then plays its last card; seat 0 flips. The
    // refill starts with seat 0 (full) and then seat 1 needs three: the
    // pile's last two, then the discard pile (six cards) is shuffled into a
    // new pile and seat 1 draws one of them.
    const auto state = dealt(*ruleset(dataFile("short-pile.yaml")), 2, 0, {names("5 5 stop"), names("plus2 plus1 10")});
    QCOMPARE(playAll(*state, lines("play 5 | play plus2 | play 5 | play plus1 | play stop")), QString());
    QCOMPARE(state->drawPileSize(), 2);
    QCOMPARE(int(state->discardPile().size()), 5);
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 10", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 1 10 =20 | flip 0 1 | end 1 last-card 1 | refill 1 x2 | reshuffle 6 | refill 1 x1 | start 0 2"));
    QCOMPARE(state->drawPileSize(), 5);
    QVERIFY(state->discardPile().empty());
    QCOMPARE(int(state->hand(1).size()), 3);
    const auto refill = ofType(events, EventType::CardDrawn);
    QCOMPARE(qstr(state->rules().cardName(refill[0].card)), u"set0"_s);
    QCOMPARE(qstr(state->rules().cardName(refill[1].card)), u"skip"_s);
    const QStringList played = names("5 plus2 5 plus1 stop 10");
    QVERIFY(played.contains(qstr(state->rules().cardName(refill[2].card))));
}

void TestRounds::dealerLeft_data()
{
    QTest::addColumn<QStringList>("round1");
    QTest::addColumn<int>("direction");

    // Four players, seat 1 first: the dealer is seat 0. Round 1 ends by seat
    // 3 going over (after the ender, round 2 would start with seat 0) or by
    // seat 0 going over the other way (with seat 3).
    QTest::newRow("clockwise") << lines("play set60 | play stop | play 5") << 1;
    QTest::newRow("the other way") << lines("play reverse | play set60 | play stop | play stop | play stop | play 5")
                                   << -1;
}

void TestRounds::dealerLeft()
{
    QFETCH(QStringList, round1);
    QFETCH(int, direction);

    // The deal moves one seat clockwise each round, whatever the direction of
    // play, and the round starts left of the dealer: seat 2, then seat 3.
    const auto rs = ruleset(dataFile("dealer-left.yaml"));
    const auto state = dealt(
        *rs, 4, 1, {names("set60 stop 5"), names("reverse set60 stop"), names("set60 stop stop 5"), names("stop 5 5")});
    QCOMPARE(state->currentPlayer(), 1);
    QCOMPARE(playAll(*state, round1), QString());
    QCOMPARE(state->round(), 2);
    QCOMPARE(state->direction(), direction);
    QCOMPARE(state->currentPlayer(), 2);
    // Round 2: seat 2 and the next go over; round 3 starts with seat 3.
    QCOMPARE(playAll(*state, lines("play set60 | play 5")), QString());
    QCOMPARE(state->round(), 3);
    QCOMPARE(state->currentPlayer(), 3);
}

void TestRounds::dealerLeftPassesOverPlayersOut()
{
    // One bomb each, four players, seat 0 first (dealer 3). Round 1: seat 1
    // goes over and is out. The deal passes to seat 0; round 2 starts left of
    // it with seat 2 (seat 1 is out). Round 2: seat 0 goes over and is out.
    // The deal passes to the next player still in, seat 2, and round 3 starts
    // with seat 3 (after the ender it would be seat 2).
    const auto rs = ruleset(dataFile("dealer-left-one-bomb.yaml"));
    const auto state = dealt(*rs, 4, 0, {names("set60 5"), names("5"), names("set60"), names("stop")});
    QCOMPARE(playAll(*state, lines("play set60 | play 5")), QString());
    QVERIFY(!state->isIn(1));
    QCOMPARE(state->currentPlayer(), 2);
    QCOMPARE(playAll(*state, lines("play set60 | play stop | play 5")), QString());
    QVERIFY(!state->isIn(0));
    QCOMPARE(state->round(), 3);
    QCOMPARE(state->currentPlayer(), 3);
}

QTEST_GUILESS_MAIN(TestRounds)
#include "test_rounds.moc"
