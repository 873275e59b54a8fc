// Every card's effect, each in a scripted game: 5 and 10 add, ":0", ":30" and
// ":60" set the total (":60" at 60 is no penalty), command cards leave it as
// it is, a time stopper is a plain turn, reverse and skip (also with two
// players left), "+1"/"+2" clockwise whatever the direction and with a pile
// that runs out mid-draw, swap hands with a chosen player still in, and play
// twice (the first card a number card; none; the first over the limit; the
// first the last card).

#include "boomotestsupport.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;

class TestCards : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void numberCards_data();
    void numberCards();
    void commandCardsLeaveTheTotal_data();
    void commandCardsLeaveTheTotal();
    void reverse();
    void reverseWithTwoPlayersLeft_data();
    void reverseWithTwoPlayersLeft();
    void skip();
    void skipWithTwoPlayersLeft_data();
    void skipWithTwoPlayersLeft();
    void drawCards_data();
    void drawCards();
    void pileRunsOutMidDraw();
    void drawSkippedWhenBothPilesAreEmpty();
    void swapHandsWithAChosenPlayer();
    void swapOnlyWithPlayersStillIn();
    void playTwice();
    void playTwiceSecondCardIsAnyCard_data();
    void playTwiceSecondCardIsAnyCard();
    void playTwiceWithoutANumberCard_data();
    void playTwiceWithoutANumberCard();
    void playTwiceFirstCardOverTheLimit();
    void playTwiceFirstCardWasTheLast_data();
    void playTwiceFirstCardWasTheLast();
};

namespace {

// Two hands from one list of plays, seat 0 first and then by turns.
QList<QStringList> alternating(const QStringList &plays)
{
    QList<QStringList> hands {{}, {}};
    for (qsizetype i = 0; i < plays.size(); ++i)
        hands[i % 2].push_back(plays[i]);
    return hands;
}

// Three players out of the one-bomb test variant, seat 1 already out: seat 0
// plays ":60", seat 1 a 5 and flips its only bomb. Round 2 starts with seat 2.
// `hands` are the hands of seats 0 and 2 after those plays.
std::unique_ptr<BoomoState> threeSeatsOneOut(const QStringList &hand0, const QStringList &hand2)
{
    auto state = dealt(*ruleset(dataFile("one-bomb.yaml")), 3, 0, {names("set60") + hand0, names("5"), hand2});
    const QString why = playAll(*state, lines("play set60 | play 5"));
    if (!why.isEmpty() || state->isIn(1) || state->currentPlayer() != 2)
        qFatal("threeSeatsOneOut: %s", qPrintable(why));
    return state;
}

} // namespace

void TestCards::numberCards_data()
{
    QTest::addColumn<QStringList>("plays"); // by seats 0 and 1 in turn
    QTest::addColumn<QList<int>>("totals"); // after each

    QTest::newRow("5 and 10 add") << names("5 10 10 5 10") << QList<int> {5, 15, 25, 30, 40};
    QTest::newRow("up to exactly 60") << names("10 10 10 10 10 5 5") << QList<int> {10, 20, 30, 40, 50, 55, 60};
    QTest::newRow(":0 sets 0") << names("10 10 set0 5") << QList<int> {10, 20, 0, 5};
    QTest::newRow(":30 sets 30, down") << names("10 10 10 10 set30 5") << QList<int> {10, 20, 30, 40, 30, 35};
    QTest::newRow(":30 sets 30, up") << names("5 set30 10") << QList<int> {5, 30, 40};
    QTest::newRow(":60 sets 60") << names("5 set60 set0") << QList<int> {5, 60, 0};
    // ":60 at 60 changes nothing and avoids the penalty".
    QTest::newRow(":60 at 60") << names("set60 set60 set60 set0") << QList<int> {60, 60, 60, 0};
    QTest::newRow(":60 after 55") << names("10 10 10 10 10 5 set60") << QList<int> {10, 20, 30, 40, 50, 55, 60};
}

void TestCards::numberCards()
{
    QFETCH(QStringList, plays);
    QFETCH(QList<int>, totals);

    const auto state = dealt(*ruleset(), 2, 0, alternating(plays));
    for (qsizetype i = 0; i < plays.size(); ++i) {
        std::vector<Event> events;
        QCOMPARE(play(*state, QString(u"play "_s + plays[i]), &events), QString());
        QCOMPARE(
            trace(state->rules(), events), QStringList {u"play %1 %2 =%3"_s.arg(i % 2).arg(plays[i]).arg(totals[i])});
        QCOMPARE(state->total(), totals[i]);
        QCOMPARE(state->currentPlayer(), int((i + 1) % 2));
    }
    QCOMPARE(state->round(), 1);
    QCOMPARE(flips(*state), (QList<int> {0, 0}));
    QCOMPARE(cardNames(state->rules(), state->discardPile()), plays);
    // A turn is one card, and nothing is drawn after it.
    QCOMPARE(state->drawPileSize(), 84 - 14);
    QCOMPARE(int(state->hand(0).size()), 7 - int((plays.size() + 1) / 2));
    QCOMPARE(int(state->hand(1).size()), 7 - int(plays.size() / 2));
}

void TestCards::commandCardsLeaveTheTotal_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QStringList>("then");    // further decisions the card asks for
    QTest::addColumn<int>("next");            // who plays next
    QTest::addColumn<QStringList>("effects"); // the events after the card's own

    // Three players; seats 0 and 1 have played 10 each (total 20), seat 2
    // plays the card. The pile starts set0 set30 set60 stop.
    QTest::newRow("time stopper") << u"stop"_s << QStringList {} << 0 << QStringList {};
    QTest::newRow("reverse") << u"reverse"_s << QStringList {} << 1 << QStringList {u"reverse 2 -1"_s};
    QTest::newRow("skip") << u"skip"_s << QStringList {} << 1 << QStringList {u"skipped 0"_s};
    QTest::newRow("+1") << u"plus1"_s << QStringList {} << 0 << lines("draw 0 set0 | draw 1 set30");
    QTest::newRow("+2") << u"plus2"_s << QStringList {} << 0
                        << lines("draw 0 set0 | draw 0 set30 | draw 1 set60 | draw 1 stop");
    QTest::newRow("swap hands") << u"swap"_s << QStringList {u"swap 0"_s} << 0
                                << lines("swap 2 0 | receive 2 x6 | receive 0 x6");
    QTest::newRow("play twice") << u"twice"_s << QStringList {} << 0 << QStringList {u"twice 0"_s};
}

void TestCards::commandCardsLeaveTheTotal()
{
    QFETCH(QString, card);
    QFETCH(QStringList, then);
    QFETCH(int, next);
    QFETCH(QStringList, effects);

    const auto state
        = dealt(*ruleset(), 3, 0, {names("10"), names("10"), QStringList {card}}, names("set0 set30 set60 stop"));
    QCOMPARE(playAll(*state, lines("play 10 | play 10")), QString());
    std::vector<Event> events;
    QCOMPARE(playAll(*state, QStringList {u"play "_s + card} + then, &events), QString());
    QCOMPARE(trace(state->rules(), events), QStringList {u"play 2 %1 =20"_s.arg(card)} + effects);
    QCOMPARE(state->total(), 20);
    QCOMPARE(state->currentPlayer(), next);
    QCOMPARE(state->round(), 1);
    QCOMPARE(flips(*state), (QList<int> {0, 0, 0}));
    QCOMPARE(qstr(state->rules().cardName(state->discardPile().back())), card);
}

void TestCards::reverse()
{
    // Four players: the direction changes each time, and the next player is
    // the one on the other side.
    const auto state = dealt(*ruleset(), 4, 0, {names("reverse"), {}, names("reverse"), {}});
    std::vector<Event> events;
    QCOMPARE(play(*state, "play reverse", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 0 reverse =0 | reverse 0 -1"));
    QCOMPARE(state->direction(), -1);
    QCOMPARE(state->currentPlayer(), 3);
    QCOMPARE(play(*state, "play 5"), QString());
    QCOMPARE(state->currentPlayer(), 2);
    events.clear();
    QCOMPARE(play(*state, "play reverse", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 2 reverse =5 | reverse 2 1"));
    QCOMPARE(state->direction(), 1);
    QCOMPARE(state->currentPlayer(), 3);
    QCOMPARE(state->total(), 5);
}

void TestCards::reverseWithTwoPlayersLeft_data()
{
    QTest::addColumn<bool>("oneOut"); // three seats, one out; else a two-player game
    QTest::newRow("two players") << false;
    QTest::newRow("three seats, one of them out") << true;
}

void TestCards::reverseWithTwoPlayersLeft()
{
    QFETCH(bool, oneOut);

    // "Only a placeholder": no new direction, no event, the other player next.
    auto state = oneOut ? threeSeatsOneOut({}, names("reverse")) : dealt(*ruleset(), 2, 0, {names("reverse")});
    const int seat = state->currentPlayer();
    const int other = oneOut ? 0 : 1;
    std::vector<Event> events;
    QCOMPARE(play(*state, "play reverse", &events), QString());
    QCOMPARE(trace(state->rules(), events), QStringList {u"play %1 reverse =0"_s.arg(seat)});
    QCOMPARE(state->direction(), 1);
    QCOMPARE(state->currentPlayer(), other);
    QCOMPARE(play(*state, "play 5"), QString());
    QCOMPARE(state->currentPlayer(), seat);
}

void TestCards::skip()
{
    // Four players: the next player in the current direction is passed over.
    const auto state = dealt(*ruleset(), 4, 0, {names("skip reverse"), {}, {}, names("skip")});
    std::vector<Event> events;
    QCOMPARE(play(*state, "play skip", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 0 skip =0 | skipped 1"));
    QCOMPARE(state->currentPlayer(), 2);
    QCOMPARE(playAll(*state, lines("play 5 | play 5")), QString()); // seats 2, 3
    QCOMPARE(play(*state, "play reverse"), QString());              // seat 0: now 3 is next
    QCOMPARE(state->currentPlayer(), 3);
    events.clear();
    QCOMPARE(play(*state, "play skip", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 3 skip =10 | skipped 2"));
    QCOMPARE(state->currentPlayer(), 1);
}

void TestCards::skipWithTwoPlayersLeft_data()
{
    QTest::addColumn<bool>("oneOut");
    QTest::newRow("two players") << false;
    QTest::newRow("three seats, one of them out") << true;
}

void TestCards::skipWithTwoPlayersLeft()
{
    QFETCH(bool, oneOut);

    // The player who played it plays again at once.
    auto state = oneOut ? threeSeatsOneOut({}, names("skip skip")) : dealt(*ruleset(), 2, 0, {names("skip skip")});
    const int seat = state->currentPlayer();
    const int other = oneOut ? 0 : 1;
    std::vector<Event> events;
    QCOMPARE(play(*state, "play skip", &events), QString());
    QCOMPARE(trace(state->rules(), events), (QStringList {u"play %1 skip =0"_s.arg(seat), u"skipped %1"_s.arg(other)}));
    QCOMPARE(state->currentPlayer(), seat);
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(playAll(*state, lines("play skip | play 5")), QString());
    QCOMPARE(state->currentPlayer(), other);
    QCOMPARE(int(state->hand(seat).size()), 7 - 3);
}

void TestCards::drawCards_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<bool>("reversed");
    QTest::addColumn<QStringList>("draws");
    QTest::addColumn<int>("next");

    // Four players; seat 1 plays the card; the pile starts
    // set0 set30 set60 stop twice swap. Everyone else draws, clockwise from
    // seat 1's left (2, 3, 0) whatever the direction, each all their cards
    // before the next.
    QTest::newRow("+1") << u"plus1"_s << false << lines("draw 2 set0 | draw 3 set30 | draw 0 set60") << 2;
    QTest::newRow("+2") << u"plus2"_s << false
                        << lines("draw 2 set0 | draw 2 set30 | draw 3 set60 | draw 3 stop | draw 0 twice | draw 0 swap")
                        << 2;
    QTest::newRow("+1, play going the other way")
        << u"plus1"_s << true << lines("draw 2 set0 | draw 3 set30 | draw 0 set60") << 0;
    QTest::newRow("+2, play going the other way")
        << u"plus2"_s << true
        << lines("draw 2 set0 | draw 2 set30 | draw 3 set60 | draw 3 stop | draw 0 twice | draw 0 swap") << 0;
}

void TestCards::drawCards()
{
    QFETCH(QString, card);
    QFETCH(bool, reversed);
    QFETCH(QStringList, draws);
    QFETCH(int, next);

    const auto state = dealt(*ruleset(), 4, 0, {names("reverse 10"), QStringList {card}, names("10"), names("10")},
        names("set0 set30 set60 stop twice swap"));
    // To seat 1: directly, or round the other way (0 reverses, 3 and 2 play).
    QCOMPARE(
        playAll(*state, reversed ? lines("play reverse | play 10 | play 10") : QStringList {u"play 10"_s}), QString());
    QCOMPARE(state->currentPlayer(), 1);
    const int total = state->total();
    const int pile = state->drawPileSize();
    std::vector<Event> events;
    QCOMPARE(play(*state, QString(u"play "_s + card), &events), QString());
    QCOMPARE(trace(state->rules(), events), QStringList {u"play 1 %1 =%2"_s.arg(card).arg(total)} + draws);
    QCOMPARE(state->total(), total);
    QCOMPARE(state->drawPileSize(), pile - int(draws.size()));
    QCOMPARE(state->currentPlayer(), next);
    QCOMPARE(int(state->hand(1).size()), 6);
    for (const auto &e : ofType(events, EventType::CardDrawn)) {
        QCOMPARE(int(e.target), 1); // drawn because of "+1"/"+2"
        QCOMPARE(int(e.privateTo), int(e.player));
    }
}

void TestCards::pileRunsOutMidDraw()
{
    // The short pile with three players: two cards to draw (5, :0). Seats 0,
    // 1 and 2 play a 5 each, then seat 0 plays "+2": seat 1 draws the last two
    // cards; for seat 2 the whole discard pile (5 5 5 and the "+2" on top) is
    // shuffled into the new draw pile, and seat 2 draws two of those.
    const auto state = dealt(*ruleset(dataFile("short-pile.yaml")), 3, 0,
        {names("5 plus2 stop"), names("5 10 10"), names("5 plus1 skip")}, names("5 set0"), 3);
    QCOMPARE(playAll(*state, lines("play 5 | play 5 | play 5")), QString());
    QCOMPARE(state->drawPileSize(), 2);
    std::vector<Event> events;
    QCOMPARE(play(*state, "play plus2", &events), QString());
    const auto seen = trace(state->rules(), events);
    QCOMPARE(seen.mid(0, 4), lines("play 0 plus2 =15 | draw 1 5 | draw 1 set0 | reshuffle 4"));
    QCOMPARE(seen.size(), 6);
    QVERIFY(seen[4].startsWith(u"draw 2 "_s) && seen[5].startsWith(u"draw 2 "_s));

    QCOMPARE(handOf(*state, 1), sorted(names("10 10 5 set0")));
    // Seat 2 drew two of 5 5 5 plus2; the other two are the new draw pile.
    auto drawn = handOf(*state, 2);
    drawn.removeOne(u"plus1"_s);
    drawn.removeOne(u"skip"_s);
    QCOMPARE(drawn.size(), 2);
    for (const auto &name : drawn)
        QVERIFY2(name == u"5"_s || name == u"plus2"_s, qPrintable(name));
    QVERIFY(drawn.count(u"plus2"_s) <= 1);
    QCOMPARE(state->drawPileSize(), 2);
    QVERIFY(state->discardPile().empty());
    QCOMPARE(state->total(), 15); // kept apart from the pile
    QCOMPARE(state->currentPlayer(), 1);
    QCOMPARE(state->round(), 1);
}

void TestCards::drawSkippedWhenBothPilesAreEmpty()
{
    // The short pile, three players, "+2" as the first card: seat 1 draws the
    // pile's two cards; for seat 2 the discard pile is only the "+2" itself,
    // which becomes the draw pile and is drawn; the second card cannot be
    // drawn from anywhere and is skipped.
    const auto state = dealt(*ruleset(dataFile("short-pile.yaml")), 3, 0,
        {names("plus2 5 stop"), names("5 10 10"), names("5 plus1 skip")}, names("5 set0"));
    std::vector<Event> events;
    QCOMPARE(play(*state, "play plus2", &events), QString());
    QCOMPARE(
        trace(state->rules(), events), lines("play 0 plus2 =0 | draw 1 5 | draw 1 set0 | reshuffle 1 | draw 2 plus2"));
    QCOMPARE(int(state->hand(1).size()), 5);
    QCOMPARE(handOf(*state, 2), sorted(names("5 plus1 skip plus2")));
    QCOMPARE(state->drawPileSize(), 0);
    QVERIFY(state->discardPile().empty());
    QCOMPARE(state->currentPlayer(), 1);
    // Play goes on; the next card played starts a new discard pile.
    QCOMPARE(play(*state, "play 10"), QString());
    QCOMPARE(cardNames(state->rules(), state->discardPile()), names("10"));
}

void TestCards::swapHandsWithAChosenPlayer()
{
    const auto state = dealt(*ruleset(), 3, 0,
        {names("swap bomb bomb set60 set60 set60 set60"), {}, names("stop stop stop stop stop stop stop")});
    const QStringList before1 = handOf(*state, 1);
    std::vector<Event> events;
    QCOMPARE(play(*state, "play swap", &events), QString());
    QCOMPARE(trace(state->rules(), events), QStringList {u"play 0 swap =0"_s});

    // The same player chooses whom to swap with: any other player.
    QCOMPARE(state->phase(), Phase::ChooseSwap);
    QCOMPARE(state->currentPlayer(), 0);
    std::vector<houserules::Decision> legal;
    state->legalDecisions(legal);
    QStringList texts;
    for (const auto &d : legal)
        texts.push_back(qstr(state->decisionText(d)));
    QCOMPARE(texts, lines("swap 1 | swap 2"));

    events.clear();
    QCOMPARE(play(*state, "swap 2", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("swap 0 2 | receive 0 x7 | receive 2 x6"));
    QCOMPARE(handOf(*state, 0), names("stop stop stop stop stop stop stop"));
    QCOMPARE(handOf(*state, 2), sorted(names("bomb bomb set60 set60 set60 set60")));
    QCOMPARE(handOf(*state, 1), before1);
    // Play goes on with the player after the swapper; the total is untouched.
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(state->currentPlayer(), 1);
    QCOMPARE(state->total(), 0);
    QCOMPARE(state->round(), 1);
}

void TestCards::swapOnlyWithPlayersStillIn()
{
    // Seat 1 is out: seat 2 may swap only with seat 0, not with itself or seat 1.
    auto state = threeSeatsOneOut({}, names("swap"));
    QCOMPARE(play(*state, "play swap"), QString());
    std::vector<houserules::Decision> legal;
    state->legalDecisions(legal);
    QCOMPARE(int(legal.size()), 1);
    QCOMPARE(qstr(state->decisionText(legal.front())), u"swap 0"_s);
    for (const int seat : {1, 2, 3, -1}) {
        const auto illegal = state->checkDecision(BoomoState::swapWith(seat));
        QVERIFY(illegal);
        QCOMPARE(illegal->code, houserules::Illegal::Code::TargetNotAllowed);
    }
    QCOMPARE(play(*state, "swap 0"), QString());
    QCOMPARE(int(state->hand(2).size()), 7); // seat 0's, refilled after round 1
    QCOMPARE(int(state->hand(0).size()), 6);
    QCOMPARE(state->currentPlayer(), 0);
}

void TestCards::playTwice()
{
    const auto state = dealt(*ruleset(), 3, 0, {names("twice"), names("10 stop skip set30"), {}});
    std::vector<Event> events;
    QCOMPARE(play(*state, "play twice", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 0 twice =0 | twice 1"));

    // The first card: a number card (5, 10, :0, :30, :60) and nothing else.
    QCOMPARE(state->phase(), Phase::TwiceFirst);
    QCOMPARE(state->currentPlayer(), 1);
    std::vector<houserules::Decision> legal;
    state->legalDecisions(legal);
    QStringList texts;
    for (const auto &d : legal)
        texts.push_back(qstr(state->decisionText(d)));
    QCOMPARE(sorted(texts), sorted(lines("play 5 | play 10 | play set30")));
    QCOMPARE(play(*state, "play stop"), u"play twice starts with a number card"_s);
    QCOMPARE(play(*state, "play skip"), u"play twice starts with a number card"_s);

    // The second: the same player again, any card.
    QCOMPARE(play(*state, "play 10"), QString());
    QCOMPARE(state->phase(), Phase::TwiceSecond);
    QCOMPARE(state->currentPlayer(), 1);
    QCOMPARE(state->total(), 10);
    state->legalDecisions(legal);
    texts.clear();
    for (const auto &d : legal)
        texts.push_back(qstr(state->decisionText(d)));
    QCOMPARE(sorted(texts), sorted(lines("play 5 | play stop | play skip | play set30")));
    events.clear();
    QCOMPARE(play(*state, "play skip", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 1 skip =10 | skipped 2"));
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(state->currentPlayer(), 0);
    QCOMPARE(int(state->hand(1).size()), 5);
}

void TestCards::playTwiceSecondCardIsAnyCard_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QStringList>("then");
    QTest::addColumn<int>("next"); // who decides next
    QTest::addColumn<Phase>("phase");
    QTest::addColumn<int>("held"); // by seat 1 then

    // Three players; seat 0 plays twice, seat 1 a 10 and then the card.
    QTest::newRow("5") << u"5"_s << QStringList {} << 2 << Phase::Play << 5;
    QTest::newRow(":0") << u"set0"_s << QStringList {} << 2 << Phase::Play << 5;
    QTest::newRow("time stopper") << u"stop"_s << QStringList {} << 2 << Phase::Play << 5;
    QTest::newRow("reverse") << u"reverse"_s << QStringList {} << 0 << Phase::Play << 5;
    QTest::newRow("skip") << u"skip"_s << QStringList {} << 0 << Phase::Play << 5;
    QTest::newRow("+1") << u"plus1"_s << QStringList {} << 2 << Phase::Play << 5;
    QTest::newRow("+2") << u"plus2"_s << QStringList {} << 2 << Phase::Play << 5;
    QTest::newRow("swap hands") << u"swap"_s << QStringList {u"swap 0"_s} << 2 << Phase::Play << 6;
    QTest::newRow("play twice") << u"twice"_s << QStringList {} << 2 << Phase::TwiceFirst << 5;
}

void TestCards::playTwiceSecondCardIsAnyCard()
{
    QFETCH(QString, card);
    QFETCH(QStringList, then);
    QFETCH(int, next);
    QFETCH(Phase, phase);
    QFETCH(int, held);

    const auto state = dealt(*ruleset(), 3, 0, {names("twice"), QStringList {u"10"_s, card}, {}});
    QCOMPARE(playAll(*state, QStringList {u"play twice"_s, u"play 10"_s, u"play "_s + card} + then), QString());
    QCOMPARE(state->currentPlayer(), next);
    QCOMPARE(state->phase(), phase);
    QCOMPARE(int(state->hand(1).size()), held);
    QCOMPARE(state->round(), 1);
}

void TestCards::playTwiceWithoutANumberCard_data()
{
    QTest::addColumn<bool>("reversed");
    QTest::newRow("clockwise") << false;
    QTest::newRow("the other way") << true;
}

void TestCards::playTwiceWithoutANumberCard()
{
    QFETCH(bool, reversed);

    // The player who must play twice holds no number card: they flip a bomb
    // and the round ends, ended by the play-twice card, so the next round
    // starts with the player who failed. Clockwise seat 0 plays twice to seat
    // 1; the other way seat 0 reverses and seat 2 plays twice to seat 1.
    const auto noNumber = names("stop stop reverse skip plus1 swap bomb");
    const auto state = dealt(*ruleset(), 3, 0, {names("twice reverse"), noNumber, names("twice")});
    if (reversed)
        QCOMPARE(play(*state, "play reverse"), QString());
    const int twicer = reversed ? 2 : 0;
    QCOMPARE(state->currentPlayer(), twicer);
    std::vector<Event> events;
    QCOMPARE(play(*state, "play twice", &events), QString());
    QStringList expected {u"play %1 twice =0"_s.arg(twicer), u"twice 1"_s, u"twice-failed 1"_s, u"flip 1 1"_s,
        u"end %1 twice-failed 1"_s.arg(twicer)};
    // Refills go clockwise from seat 1: seat 1 and then 2 or 0, whoever played.
    if (reversed)
        expected += lines("refill 2 x1 | refill 0 x1");
    else
        expected += QStringList {u"refill 0 x1"_s};
    expected += QStringList {u"start 1 2"_s};
    QCOMPARE(trace(state->rules(), events), expected);
    QCOMPARE(flips(*state), (QList<int> {0, 1, 0}));
    QCOMPARE(handOf(*state, 1), sorted(noNumber)); // nothing played
    QCOMPARE(state->round(), 2);
    QCOMPARE(state->currentPlayer(), 1);
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(state->total(), 0);
    QCOMPARE(int(state->endings().size()), 1);
    QCOMPARE(state->endings().front().ender, twicer);
    QCOMPARE(state->endings().front().reason, RoundEnd::TwiceFailed);
}

void TestCards::playTwiceFirstCardOverTheLimit()
{
    // ":60", then play twice: the first card 5 takes the total to 65. An
    // ordinary over-the-limit ending by the player who played it: only they
    // flip, and the next round starts after them.
    const auto state = dealt(*ruleset(), 3, 0, {names("set60"), names("twice"), names("5 10 stop")});
    QCOMPARE(playAll(*state, lines("play set60 | play twice")), QString());
    QCOMPARE(state->phase(), Phase::TwiceFirst);
    QCOMPARE(state->currentPlayer(), 2);
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 2 5 =65 | over 2 =65 | flip 2 1 | end 2 over-limit 1 | refill 0 x1 | refill 1 x1 | refill 2 x1 | "
              "start 0 2"));
    QCOMPARE(flips(*state), (QList<int> {0, 0, 1}));
    QCOMPARE(state->currentPlayer(), 0);
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(state->endings().front().reason, RoundEnd::OverLimit);
    QCOMPARE(state->endings().front().ender, 2);
}

void TestCards::playTwiceFirstCardWasTheLast_data()
{
    QTest::addColumn<QString>("sixth"); // seat 0's sixth card
    QTest::addColumn<QList<int>>("flipped");
    QTest::addColumn<RoundEnd>("reason");

    // The last card ends the round: everyone else flips...
    QTest::newRow("the last-card rule") << u"stop"_s << QList<int> {1, 0} << RoundEnd::LastCard;
    // ... unless it took the total over the limit: then only its player.
    QTest::newRow("over the limit") << u"set60"_s << QList<int> {0, 1} << RoundEnd::OverLimit;
}

void TestCards::playTwiceFirstCardWasTheLast()
{
    QFETCH(QString, sixth);
    QFETCH(QList<int>, flipped);
    QFETCH(RoundEnd, reason);

    // Two players. Seat 1 empties its hand down to a single 5 while giving
    // seat 0 six cards with "+2" and "+1"; then seat 0 plays twice, and seat
    // 1's 5, the first of the two cards, is its last card.
    const auto state = dealt(*ruleset(), 2, 0,
        {names("stop stop stop stop stop twice") + QStringList {sixth}, names("plus2 plus2 plus1 plus1 stop stop 5")});
    const QStringList script = lines("play stop | play plus2 | play stop | play plus2 | play stop | play plus1 | play "
                                     "stop | play plus1 | play stop | play stop")
        + QStringList {u"play "_s + sixth, u"play stop"_s, u"play twice"_s};
    QCOMPARE(playAll(*state, script), QString());
    QCOMPARE(state->phase(), Phase::TwiceFirst);
    QCOMPARE(state->currentPlayer(), 1);
    QCOMPARE(handOf(*state, 1), names("5"));
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(flips(*state), flipped);
    QCOMPARE(state->endings().front().reason, reason);
    QCOMPARE(state->endings().front().ender, 1);
    QCOMPARE(ofType(events, EventType::BombFlipped).size(), std::size_t(1));
    QCOMPARE(state->round(), 2);
    QCOMPARE(state->currentPlayer(), 0); // after seat 1
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(int(state->hand(1).size()), 7);
}

QTEST_GUILESS_MAIN(TestCards)
#include "test_cards.moc"
