// The shipped house rules: ninety seconds (limit 90, 15s in the deck),
// explode and play on (over the limit flips a bomb, the total goes back to 0
// and the next player plays; a last card over the limit still ends the round;
// an elimination mid-round), and answering a bomb card by choice (asked out of
// turn of each holder of a time stopper in turn, clockwise from the bomber,
// and only of holders). The moving dealer is in test_rounds.

#include "boomotestsupport.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;
using houserules::kSpectator;

class TestHouseRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ninetySeconds_data();
    void ninetySeconds();
    void explosionGoesOn();
    void explosionGoesOnLastCard();
    void explosionGoesOnEliminates();
    void explosionGoesOnEndsTheGame();
    void explosionGoesOnInPlayTwice();
    void answerByChoice();
    void answerByChoiceAllDiscard();
    void answerByChoiceNoHolder();
    void answerByChoiceKeepsTheOtherStoppers();
};

namespace {

QStringList legalTexts(const BoomoState &state)
{
    std::vector<houserules::Decision> legal;
    state.legalDecisions(legal);
    QStringList texts;
    for (const auto &d : legal)
        texts.push_back(qstr(state.decisionText(d)));
    return texts;
}

} // namespace

void TestHouseRules::ninetySeconds_data()
{
    QTest::addColumn<QStringList>("plays"); // seats 0 and 1 in turn
    QTest::addColumn<int>("total");
    QTest::addColumn<bool>("over");

    QTest::newRow("15 adds 15") << names("15 15 10") << 40 << false;
    QTest::newRow("up to exactly 90") << names("set60 15 15") << 90 << false;
    QTest::newRow(":60 at 90 sets 60") << names("set60 15 15 set60") << 60 << false;
    QTest::newRow("95 is over") << names("set60 15 15 5") << 95 << true;
    QTest::newRow("70 is no longer over") << names("set60 10") << 70 << false;
}

void TestHouseRules::ninetySeconds()
{
    QFETCH(QStringList, plays);
    QFETCH(int, total);
    QFETCH(bool, over);

    QList<QStringList> hands {{}, {}};
    QStringList script;
    for (qsizetype i = 0; i < plays.size(); ++i) {
        hands[i % 2].push_back(plays[i]);
        script.push_back(u"play "_s + plays[i]);
    }
    const auto state = dealt(*ruleset(kNinety), 2, 0, hands);
    std::vector<Event> events;
    QCOMPARE(playAll(*state, script, &events), QString());
    QCOMPARE(describe(state->rules(), ofType(events, EventType::CardPlayed).back()),
        u"play %1 %2 =%3"_s.arg((plays.size() - 1) % 2).arg(plays.last()).arg(total));
    QCOMPARE(ofType(events, EventType::OverLimit).size(), std::size_t(over ? 1 : 0));
    QCOMPARE(state->round(), over ? 2 : 1);
}

void TestHouseRules::explosionGoesOn()
{
    // Seat 1 goes over: it flips a bomb, the total goes back to 0, and the
    // next player plays on in the same round; nobody refills.
    const auto state = dealt(*ruleset(kGoesOn), 3, 0, {names("set60"), names("5"), names("10")});
    QCOMPARE(play(*state, "play set60"), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 1 5 =65 | over 1 =65 | flip 1 1"));
    QCOMPARE(flips(*state), (QList<int> {0, 1, 0}));
    QCOMPARE(state->total(), 0);
    QCOMPARE(state->round(), 1);
    QCOMPARE(state->currentPlayer(), 2);
    QCOMPARE(int(state->hand(1).size()), 6);
    QVERIFY(state->endings().empty());
    QCOMPARE(play(*state, "play 10"), QString());
    QCOMPARE(state->total(), 10);
    QCOMPARE(state->currentPlayer(), 0);
}

void TestHouseRules::explosionGoesOnLastCard()
{
    // A last card that goes over the limit still ends the round, and only
    // its player flips. Two players: Ann plays again after each skip.
    const auto state = dealt(*ruleset(kGoesOn), 2, 0, {names("skip skip skip skip skip set60 5"), names("stop")});
    QCOMPARE(
        playAll(*state, lines("play skip | play skip | play skip | play skip | play skip | play set60")), QString());
    QCOMPARE(play(*state, "play stop"), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(
        trace(state->rules(), events).mid(0, 4), lines("play 0 5 =65 | over 0 =65 | flip 0 1 | end 0 over-limit 1"));
    QCOMPARE(flips(*state), (QList<int> {1, 0}));
    QCOMPARE(state->round(), 2);
    QCOMPARE(state->currentPlayer(), 1);
}

void TestHouseRules::explosionGoesOnEliminates()
{
    // Three players; seat 1 goes over three times in round 1 and is out at
    // once, its hand under the draw pile; play goes on with seat 2.
    const auto state = dealt(*ruleset(kGoesOn), 3, 0, {names("set60 stop stop"), names("5 5 5"), names("set60 set60")});
    QCOMPARE(playAll(*state, lines("play set60 | play 5 | play set60 | play stop | play 5 | play set60 | play stop")),
        QString());
    QCOMPARE(flips(*state), (QList<int> {0, 2, 0}));
    const int pile = state->drawPileSize();
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 1 5 =65 | over 1 =65 | flip 1 3 | out 1 4"));
    QVERIFY(!state->isIn(1));
    QCOMPARE(state->drawPileSize(), pile + 4);
    QCOMPARE(state->round(), 1);
    QCOMPARE(state->total(), 0);
    QCOMPARE(state->currentPlayer(), 2);
    QVERIFY(!state->isTerminal());
}

void TestHouseRules::explosionGoesOnEndsTheGame()
{
    // Two players: seat 1's third explosion leaves seat 0 alone: it wins at once.
    const auto state = dealt(*ruleset(kGoesOn), 2, 0, {names("set60 set60 set60"), names("5 5 5")});
    QCOMPARE(playAll(*state, lines("play set60 | play 5 | play set60 | play 5 | play set60")), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 1 5 =65 | over 1 =65 | flip 1 3 | out 1 4 | game-over 1"));
    QVERIFY(state->isTerminal());
    QCOMPARE(toList(state->winners()), QList<int> {0});
}

void TestHouseRules::explosionGoesOnInPlayTwice()
{
    // The first card of play twice goes over: an ordinary over-the-limit play
    // by its player (RULES-NOTES), which under this house rule flips a bomb,
    // sets the total to 0 and lets the next player play (rules.h, decided
    // there): seat 2 plays no second card.
    const auto state = dealt(*ruleset(kGoesOn), 3, 0, {names("set60"), names("twice"), names("5 10")});
    QCOMPARE(playAll(*state, lines("play set60 | play twice")), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 2 5 =65 | over 2 =65 | flip 2 1"));
    QCOMPARE(state->total(), 0);
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(state->currentPlayer(), 0);
    QCOMPARE(int(state->hand(2).size()), 6);
}

void TestHouseRules::answerByChoice()
{
    // Four players; seat 0 reverses, seat 3 plays a 5, seat 2 the bomb card.
    // Clockwise from seat 2: seat 3 holds a time stopper and is asked; seat
    // 0 holds none and flips without a question; seat 1 is asked and keeps
    // its time stopper, letting a bomb explode. Someone exploded, so the
    // bomber flips nothing.
    const auto state
        = dealt(*ruleset(kByChoice), 4, 0, {names("reverse"), names("stop"), names("bomb"), names("5 stop")});
    QCOMPARE(playAll(*state, lines("play reverse | play 5")), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("play 2 bomb =5"));
    QCOMPARE(state->phase(), Phase::AnswerBomb);
    QCOMPARE(state->currentPlayer(), 3);
    QCOMPARE(legalTexts(*state), lines("answer discard | answer explode"));
    QCOMPARE(play(*state, "play 5"), u"it is time to answer the bomb card"_s);
    QCOMPARE(state->observation(3).currentPlayer, 3);
    QCOMPARE(state->observation(3).phase, Phase::AnswerBomb);
    QCOMPARE(state->observation(3).bomber, 2); // public while the bomb card is answered
    QVERIFY(!state->observation(3).bombExploded);

    events.clear();
    QCOMPARE(play(*state, "answer discard", &events), QString());
    QCOMPARE(trace(state->rules(), events), lines("discard 3 stop | flip 0 1"));
    QCOMPARE(state->phase(), Phase::AnswerBomb);
    QCOMPARE(state->currentPlayer(), 1);
    QCOMPARE(state->observation(kSpectator).bomber, 2);
    QVERIFY(state->observation(kSpectator).bombExploded); // seat 0's

    events.clear();
    QCOMPARE(play(*state, "answer explode", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("flip 1 1 | end 2 bomb-card 1 | refill 2 x1 | refill 3 x2 | refill 0 x1 | start 1 2"));
    QCOMPARE(flips(*state), (QList<int> {1, 1, 0, 0}));
    QVERIFY(handOf(*state, 1).contains(u"stop"_s));
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(state->currentPlayer(), 1);
}

void TestHouseRules::answerByChoiceAllDiscard()
{
    // Everyone asked discards: the bomber flips, as in the standard game.
    const auto state = dealt(*ruleset(kByChoice), 3, 0, {names("bomb"), names("stop"), names("stop")});
    QCOMPARE(playAll(*state, lines("play bomb | answer discard | answer discard")), QString());
    QCOMPARE(flips(*state), (QList<int> {1, 0, 0}));
    QCOMPARE(state->round(), 2);
}

void TestHouseRules::answerByChoiceNoHolder()
{
    // Nobody holds a time stopper: nobody is asked; everyone else flips at once.
    const auto state = dealt(*ruleset(kByChoice), 3, 0, {names("bomb")});
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(
        trace(state->rules(), events).mid(0, 4), lines("play 0 bomb =0 | flip 1 1 | flip 2 1 | end 0 bomb-card 1"));
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(state->round(), 2);
}

void TestHouseRules::answerByChoiceKeepsTheOtherStoppers()
{
    // A holder of three time stoppers who discards gives up one.
    const auto state = dealt(*ruleset(kByChoice), 2, 0, {names("bomb"), names("stop stop stop")});
    QCOMPARE(playAll(*state, lines("play bomb | answer discard")), QString());
    QCOMPARE(flips(*state), (QList<int> {1, 0}));
    QCOMPARE(handOf(*state, 1).count(u"stop"_s), 2);
}

QTEST_GUILESS_MAIN(TestHouseRules)
#include "test_houserules.moc"
