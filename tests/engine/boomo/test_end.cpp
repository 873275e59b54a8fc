// Eliminations and the end: a player is out the moment their last bomb
// flips, their hand goes under the draw pile at once (several in one event in
// clockwise order) before any refill, and they are left out of turns, draws
// and answers from then on; the last player with a bomb wins, also when one
// event eliminates all remaining opponents at once; the standard game ends
// without a refill. The short variant ends after the event that puts the
// first player out, with the hands as they are: most bombs left, then the
// lowest hand value, then a shared win.

#include "boomotestsupport.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;

class TestEnd : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void eliminationPutsTheHandUnderThePile();
    void eliminatedHandsComeBeforeTheRefills();
    void playersOutAreLeftOut();
    void lastBombWins();
    void lastBombWinsAfterThreeFlips();
    void oneEventEliminatesAllOpponents_data();
    void oneEventEliminatesAllOpponents();
    void shortVariantEndsWhenTheFirstPlayerIsOut();
    void shortVariantResolvesTheWholeEvent();
    void shortVariantTieBreaks_data();
    void shortVariantTieBreaks();
    void shortVariantWinners_data();
    void shortVariantWinners();
};

void TestEnd::eliminationPutsTheHandUnderThePile()
{
    // One bomb each, three players. Seat 1 goes over and is out; its six
    // cards go under the draw pile, whose front (set0 set30) is still drawn
    // first: seat 0's refill takes set0.
    const auto state
        = dealt(*ruleset(dataFile("one-bomb.yaml")), 3, 0, {names("set60"), names("5")}, names("set0 set30"));
    QCOMPARE(state->drawPileSize(), 84 - 21);
    QCOMPARE(play(*state, "play set60"), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 1 5 =65 | over 1 =65 | flip 1 1 | out 1 6 | end 1 over-limit 1 | refill 0 x1 | start 2 2"));
    QCOMPARE(qstr(state->rules().cardName(ofType(events, EventType::CardDrawn).front().card)), u"set0"_s);
    QVERIFY(!state->isIn(1));
    QVERIFY(state->hand(1).empty());
    QCOMPARE(toList(state->eliminations()), QList<int> {1});
    QCOMPARE(state->drawPileSize(), 84 - 21 + 6 - 1);
    QVERIFY(!state->isTerminal());
    QCOMPARE(state->currentPlayer(), 2);
    const auto o = state->observation(houserules::kSpectator);
    QCOMPARE(o.out, (std::vector<bool> {false, true, false}));
    QCOMPARE(o.handSizes, (std::vector<int> {7, 0, 7}));
}

void TestEnd::eliminatedHandsComeBeforeTheRefills()
{
    // The dealt-out test variant with five players: nothing left to draw.
    // Seat 0's bomb card puts seats 1 (10 10 10) and 2 (skip skip skip) out,
    // in that clockwise order; seats 3 and 4 discard their time stoppers.
    // The hands go under the (empty) draw pile at once, seat 1's first, so
    // the refills that follow draw seat 1's 10s (not the discard pile
    // reshuffled, not seat 2's skips).
    const auto state = dealt(*ruleset(dataFile("dealt-out.yaml")), 5, 0,
        {names("bomb 5 5"), names("10 10 10"), names("skip skip skip"), names("stop 5 5"), names("stop 5 5")});
    QCOMPARE(state->drawPileSize(), 0);
    std::vector<Event> events;
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 0 bomb =0 | flip 1 1 | out 1 3 | flip 2 1 | out 2 3 | discard 3 stop | discard 4 stop | "
              "end 0 bomb-card 1 | refill 3 x1 | refill 4 x1 | refill 0 x1 | start 3 2"));
    for (const auto &e : ofType(events, EventType::CardDrawn))
        QCOMPARE(qstr(state->rules().cardName(e.card)), u"10"_s);
    QCOMPARE(state->drawPileSize(), 3); // the skips
    QCOMPARE(cardNames(state->rules(), state->discardPile()), names("bomb stop stop"));
    QCOMPARE(toList(state->eliminations()), (QList<int> {1, 2}));
    QCOMPARE(state->currentPlayer(), 3);
}

void TestEnd::playersOutAreLeftOut()
{
    // One bomb each, four players; seat 1 goes over and is out. From then
    // on: turns pass it by, "+1" does not make it draw, play twice goes to the
    // next player still in, and a bomb card asks it nothing.
    const auto state = dealt(*ruleset(dataFile("one-bomb.yaml")), 4, 0,
        {names("set60 twice stop"), names("5"), names("plus1 10 bomb"), names("5 stop")});
    QCOMPARE(playAll(*state, lines("play set60 | play 5")), QString());
    QVERIFY(!state->isIn(1));
    QCOMPARE(state->currentPlayer(), 2);
    std::vector<Event> events;
    QCOMPARE(playAll(*state, lines("play plus1 | play 5 | play twice | play 10"), &events), QString());
    QCOMPARE(trace(state->rules(), events).mid(0, 6),
        lines("play 2 plus1 =0 | draw 3 10 | draw 0 10 | play 3 5 =5 | play 0 twice =5 | twice 2"));
    QCOMPARE(state->phase(), Phase::TwiceSecond);
    QCOMPARE(state->currentPlayer(), 2);
    events.clear();
    QCOMPARE(play(*state, "play bomb", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 2 bomb =15 | discard 3 stop | discard 0 stop | flip 2 1 | out 2 4 | end 2 bomb-card 2 | "
              "refill 3 x1 | refill 0 x1 | start 3 3"));
    QCOMPARE(toList(state->eliminations()), (QList<int> {1, 2}));
    QVERIFY(!state->isTerminal());
}

void TestEnd::lastBombWins()
{
    // One bomb each, two players: seat 1 goes over and is out; seat 0, the
    // last with a bomb, wins at once: no refill, no new round.
    const auto state = dealt(*ruleset(dataFile("one-bomb.yaml")), 2, 0, {names("set60"), names("5")});
    QCOMPARE(play(*state, "play set60"), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, "play 5", &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 1 5 =65 | over 1 =65 | flip 1 1 | out 1 6 | end 1 over-limit 1 | game-over 1"));
    QVERIFY(state->isTerminal());
    QCOMPARE(state->currentPlayer(), -1);
    QCOMPARE(state->phase(), Phase::Over);
    QCOMPARE(toList(state->winners()), QList<int> {0});
    QCOMPARE(int(state->hand(0).size()), 6);
    QCOMPARE(state->round(), 1);
    std::vector<houserules::Decision> legal;
    state->legalDecisions(legal);
    QVERIFY(legal.empty());
    const auto illegal = state->checkDecision(BoomoState::play(state->hand(0).front()));
    QVERIFY(illegal);
    QCOMPARE(illegal->code, houserules::Illegal::Code::GameOver);

    const auto outcome = state->outcome();
    QCOMPARE(toList(outcome.winners), QList<int> {0});
    QCOMPARE(toList(outcome.scores), (QList<int> {1, 0})); // bombs left
    QCOMPARE(toList(outcome.figures.at("bombs_flipped")), (QList<int> {0, 1}));
    QCOMPARE(toList(outcome.figures.at("eliminated")), (QList<int> {0, 1}));
    QCOMPARE(toList(outcome.figures.at("rounds")), (QList<int> {1, 1}));
}

void TestEnd::lastBombWinsAfterThreeFlips()
{
    // The standard game, two players: seat 1 goes over in three rounds (each
    // next round starts with seat 0, after seat 1) and is out after its third.
    const auto state = dealt(*ruleset(), 2, 0, {names("set60 set60 set60"), names("5 5 5")});
    for (int round = 1; round <= 3; ++round) {
        QCOMPARE(state->round(), round);
        QCOMPARE(state->currentPlayer(), 0);
        QCOMPARE(playAll(*state, lines("play set60 | play 5")), QString());
        QCOMPARE(state->flipped(1), round);
        QCOMPARE(state->isIn(1), round < 3);
        QCOMPARE(state->isTerminal(), round == 3);
    }
    QCOMPARE(toList(state->winners()), QList<int> {0});
    QCOMPARE(toList(state->outcome().scores), (QList<int> {3, 0}));
    QCOMPARE(toList(state->outcome().figures.at("rounds")), (QList<int> {3, 3}));
    QCOMPARE(int(state->endings().size()), 3);
}

void TestEnd::oneEventEliminatesAllOpponents_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<QList<QStringList>>("hands");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<int>("winner");
    QTest::addColumn<QList<int>>("out"); // in this order

    // One bomb each: whoever caused the flips is the last with a bomb.
    QTest::newRow("a bomb card nobody answers")
        << qstr(dataFile("one-bomb.yaml")) << 4 << QList<QStringList> {names("bomb")} << lines("play bomb") << 0
        << QList<int> {1, 2, 3};
    QTest::newRow("a last card") << qstr(dataFile("dealt-out.yaml")) << 3 << QList<QStringList> {}
                                 << lines("play 5 | play 5 | play 10 | play 5 | play 5 | play 10 | play 5") << 0
                                 << QList<int> {1, 2};
    QTest::newRow("a failed play twice: its player wins")
        << qstr(dataFile("one-bomb.yaml")) << 2
        << QList<QStringList> {names("twice"), names("stop stop reverse skip plus1 swap bomb")} << lines("play twice")
        << 0 << QList<int> {1};
    QTest::newRow("a bomb card, the other way round")
        << qstr(dataFile("one-bomb.yaml")) << 3 << QList<QStringList> {names("reverse"), {}, names("bomb")}
        << lines("play reverse | play bomb") << 2 << QList<int> {0, 1};
}

void TestEnd::oneEventEliminatesAllOpponents()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(QList<QStringList>, hands);
    QFETCH(QStringList, script);
    QFETCH(int, winner);
    QFETCH(QList<int>, out);

    const auto state = dealt(*ruleset(variant.toStdString()), players, 0, hands);
    QCOMPARE(playAll(*state, script.mid(0, script.size() - 1)), QString());
    std::vector<Event> events;
    QCOMPARE(play(*state, script.last(), &events), QString());
    QVERIFY(state->isTerminal());
    QCOMPARE(toList(state->winners()), QList<int> {winner});
    QCOMPARE(toList(state->eliminations()), out);
    QList<int> eliminated;
    for (const auto &e : ofType(events, EventType::Eliminated))
        eliminated.push_back(e.player);
    QCOMPARE(eliminated, out);
    QCOMPARE(describe(state->rules(), events.back()), u"game-over 1"_s);
    QVERIFY(ofType(events, EventType::RoundStarted).empty());
    QVERIFY(ofType(events, EventType::CardDrawn).empty());
}

void TestEnd::shortVariantEndsWhenTheFirstPlayerIsOut()
{
    // Three players. Round 1: seat 1 goes over. Round 2 (seat 2 first): seat
    // 2 goes over itself. Round 3 (seat 0): seat 1. Round 4 (seat 2): seat 1,
    // its third: out, and the game ends at once, with seats 0 and 2 still in,
    // without a refill. Most bombs left: seat 0 (3) before seat 2 (2).
    const auto state = dealt(*ruleset(kShort), 3, 0,
        {names("set60 stop set60 stop 10 10 10"), names("5 stop 5 5"), names("set60 5 set60 10 10 10 10")});
    QCOMPARE(playAll(*state, lines("play set60 | play 5")), QString());
    QCOMPARE(state->currentPlayer(), 2);
    QCOMPARE(playAll(*state, lines("play set60 | play stop | play stop | play 5")), QString());
    QCOMPARE(state->currentPlayer(), 0);
    QCOMPARE(playAll(*state, lines("play set60 | play 5")), QString());
    QCOMPARE(state->currentPlayer(), 2);
    QCOMPARE(flips(*state), (QList<int> {0, 2, 1}));
    std::vector<Event> events;
    QCOMPARE(playAll(*state, lines("play set60 | play stop | play 5"), &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 2 set60 =60 | play 0 stop =60 | play 1 5 =65 | over 1 =65 | flip 1 3 | out 1 6 | "
              "end 1 over-limit 4 | game-over 1"));
    QVERIFY(state->isTerminal());
    QCOMPARE(toList(state->winners()), QList<int> {0});
    QVERIFY(state->isIn(0) && state->isIn(2));
    QCOMPARE(int(state->hand(0).size()), 6);
    QCOMPARE(int(state->hand(2).size()), 6);
    QCOMPARE(toList(state->outcome().scores), (QList<int> {3, 0, 2}));
}

void TestEnd::shortVariantResolvesTheWholeEvent()
{
    // Seat 1 has flipped two bombs. Seat 0's bomb card: seat 1 has no time
    // stopper, flips its third and is out; the event goes on, and seat 2,
    // without one too, flips. Then the game ends: seat 0 wins with 3 bombs.
    const auto state = dealt(*ruleset(kShort), 3, 0, {names("set60 stop bomb"), names("5 5"), names("set60")});
    QCOMPARE(playAll(*state, lines("play set60 | play 5 | play set60 | play stop | play 5")), QString());
    QCOMPARE(flips(*state), (QList<int> {0, 2, 0}));
    QCOMPARE(state->currentPlayer(), 2);
    std::vector<Event> events;
    QCOMPARE(playAll(*state, lines("play 5 | play bomb"), &events), QString());
    QCOMPARE(trace(state->rules(), events),
        lines("play 2 5 =5 | play 0 bomb =5 | flip 1 3 | out 1 7 | flip 2 1 | end 0 bomb-card 3 | game-over 1"));
    QCOMPARE(flips(*state), (QList<int> {0, 3, 1}));
    QCOMPARE(toList(state->winners()), QList<int> {0});
}

void TestEnd::shortVariantTieBreaks_data()
{
    QTest::addColumn<QStringList>("extra0"); // seat 0's hand besides set60 stop stop
    QTest::addColumn<QStringList>("extra2"); // seat 2's besides set60 set60
    QTest::addColumn<QStringList>("pile");   // drawn: 0, 1, 2, 0, 1 (refills after rounds 1 and 2)
    QTest::addColumn<QList<int>>("winners");

    // Seats 0 and 2 end with all three bombs; what they hold decides.
    // Seat 0 keeps extra0 + pile[0] + pile[3], seat 2 extra2 + pile[2].
    QTest::newRow("the lower hand wins: command cards count 1")
        << names("skip reverse plus1 swap") << names("10 5 stop stop stop") << names("set0 5 set30 twice 5")
        << QList<int> {0}; // 4 + 0 + 1 = 5 against 10 + 5 + 3 + 30 = 48
    QTest::newRow(":60 counts 60") << names("set60 stop stop stop") << names("10 10 10 10 10") << names("5 5 10 5 5")
                                   << QList<int> {2}; // 60 + 3 + 10 = 73 against 60
    QTest::newRow("equal: shared") << names("10 10 stop stop") << names("10 10 5 5 stop") << names("5 5 stop 5 5")
                                   << QList<int> {0, 2}; // 20 + 2 + 10 = 32 against 31 + 1
}

void TestEnd::shortVariantTieBreaks()
{
    QFETCH(QStringList, extra0);
    QFETCH(QStringList, extra2);
    QFETCH(QStringList, pile);
    QFETCH(QList<int>, winners);

    // Three rounds in which seat 1 goes over; each next round starts with
    // seat 2. Seat 1 is out after the third.
    const auto state = dealt(*ruleset(kShort), 3, 0,
        {names("set60 stop stop") + extra0, names("5 5 5"), names("set60 set60") + extra2}, pile);
    QCOMPARE(playAll(*state, lines("play set60 | play 5")), QString());
    QCOMPARE(playAll(*state, lines("play set60 | play stop | play 5")), QString());
    QCOMPARE(playAll(*state, lines("play set60 | play stop | play 5")), QString());
    QVERIFY(state->isTerminal());
    QCOMPARE(flips(*state), (QList<int> {0, 3, 0}));
    QCOMPARE(handOf(*state, 0), sorted(extra0 + QStringList {pile[0], pile[3]}));
    QCOMPARE(handOf(*state, 2), sorted(extra2 + QStringList {pile[2]}));
    QCOMPARE(toList(state->winners()), winners);
    QCOMPARE(toList(state->outcome().winners), winners);
}

void TestEnd::shortVariantWinners_data()
{
    QTest::addColumn<QList<int>>("flipped");
    QTest::addColumn<QList<QStringList>>("hands");
    QTest::addColumn<QList<int>>("winners");

    const QList<QStringList> none {{}, {}, {}};
    QTest::newRow("most bombs left") << QList<int> {1, 0, 3} << none << QList<int> {1};
    QTest::newRow("5 and 10 count their value")
        << QList<int> {1, 1, 3} << QList<QStringList> {names("5 10"), names("10 10"), {}} << QList<int> {0};
    QTest::newRow(":30 counts 30") << QList<int> {1, 1, 3} << QList<QStringList> {names("set30"), names("10 10 5"), {}}
                                   << QList<int> {1};
    QTest::newRow(":60 counts 60, as much as six 10s")
        << QList<int> {0, 0, 3} << QList<QStringList> {names("set60"), names("10 10 10 10 10 10"), {}}
        << QList<int> {0, 1};
    QTest::newRow(":0 counts 0, a command card 1")
        << QList<int> {2, 2, 3} << QList<QStringList> {names("set0 set0 set0"), names("stop"), {}} << QList<int> {0};
    QTest::newRow("every command card counts 1")
        << QList<int> {0, 0, 3}
        << QList<QStringList> {names("stop reverse skip plus1 plus2 swap twice bomb"), names("5 5"), {}}
        << QList<int> {0};
    QTest::newRow("an empty hand counts 0")
        << QList<int> {1, 1, 3} << QList<QStringList> {{}, names("set0"), {}} << QList<int> {0, 1};
    QTest::newRow("the hands of players with fewer bombs do not count")
        << QList<int> {1, 2, 3} << QList<QStringList> {names("10 10 10"), {}, {}} << QList<int> {0};
    QTest::newRow("all tied") << QList<int> {1, 1, 1} << QList<QStringList> {names("5"), names("5"), names("5")}
                              << QList<int> {0, 1, 2};
}

void TestEnd::shortVariantWinners()
{
    QFETCH(QList<int>, flipped);
    QFETCH(QList<QStringList>, hands);
    QFETCH(QList<int>, winners);

    const Rules rules = rulesOf(kShort);
    std::vector<std::vector<std::int16_t>> ids;
    for (const auto &hand : hands) {
        ids.emplace_back();
        for (const auto &name : hand) {
            const int rank = rules.kindNamed(name.toStdString());
            QVERIFY(rank >= 0);
            // Copies are alike for points: the first card of the kind.
            for (int card = 0; card < rules.cardCount(); ++card)
                if (rules.cards[std::size_t(card)].rank == rank) {
                    ids.back().push_back(std::int16_t(card));
                    break;
                }
        }
    }
    const std::vector<int> f(flipped.begin(), flipped.end());
    QCOMPARE(toList(houserules::boomo::shortVariantWinners(rules, f, ids)), winners);
}

QTEST_GUILESS_MAIN(TestEnd)
#include "test_end.moc"
