// A round's moves: secret choices revealed together, equal cards cancelling,
// a lone rum naming a number, moves in ascending order, landing, robbing
// (as many or fewer villains; counted after or before the den's card) and
// pushing on past occupied fields.

#include "hstestsupport.h"

#include "core/game/secretchoices.h"

#include <QTest>

using namespace hstest;
using houserules::SecretChoices;

namespace {

// Intro game, 3 players: captains on fields 1, 5 and 9, one villain each.
std::unique_ptr<HsState> threeCaptains(const char *variant = kIntro)
{
    auto g = game(variant, 3, 0, {});
    if (!playAll(*g, "place 1 | place 5 | place 9").isEmpty())
        qFatal("setup failed");
    return g;
}

QList<int> movers(const std::vector<Event> &events)
{
    QList<int> seats;
    for (const auto &e : events)
        if (e.type == int(EventType::Moved))
            seats << e.player;
    return seats;
}

} // namespace

class TestHsMoves : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void choicesStaySecretUntilAllHaveChosen()
    {
        auto g = threeCaptains();
        QCOMPARE(play(*g, "move 3"), QString());
        auto seen = g->observe(1);
        const auto &o = static_cast<const HsObservation &>(*seen);
        QCOMPARE(o.chosen[0], SecretChoices::kHidden);
        QCOMPARE(o.chosen[1], SecretChoices::kNone);
        QCOMPARE(static_cast<const HsObservation &>(*g->observe(0)).chosen[0], 3);
        QCOMPARE(static_cast<const HsObservation &>(*g->observe(-1)).chosen[0], SecretChoices::kHidden);
        // The chooser's card is private in the events too.
        std::vector<Event> events;
        QCOMPARE(play(*g, "move 3", &events), QString());
        QCOMPARE(events.front().seenBy(0).card, -1);
        QCOMPARE(events.front().seenBy(1).card, 3);
        // Everyone's card once revealed; the used one is gone from the hand.
        QCOMPARE(play(*g, "move rum"), QString());
        const auto after = g->observe(0);
        const auto &r = static_cast<const HsObservation &>(*after);
        QVERIFY(r.revealed);
        QCOMPARE(r.chosen, (std::vector<int> {3, 3, 0}));
        QCOMPARE(r.movesLeft[0], (std::vector<int> {0, 1, 2, 4, 5, 6, 7}));
    }

    void equalCardsCancelAndALoneRumNamesAFreeNumber()
    {
        auto g = threeCaptains();
        std::vector<Event> events;
        QCOMPARE(playAll(*g, "move 3 | move 3 | move rum", &events), QString());
        // The rum names its number first; the two 3s have not taken yet.
        QCOMPARE(g->villains(0).size(), std::size_t(1));
        QCOMPARE(g->phase(), Phase::NameRum);
        QCOMPARE(g->currentPlayer(), 2);
        QCOMPARE(
            legalTexts(*g), (QStringList {u"rum 1"_s, u"rum 2"_s, u"rum 4"_s, u"rum 5"_s, u"rum 6"_s, u"rum 7"_s}));
        QCOMPARE(play(*g, "rum 3"), u"name a number no card of this round shows"_s);
        QCOMPARE(play(*g, "rum 2"), QString());
        // The two 3s stayed and took their den's next card.
        QCOMPARE(fieldsOf(*g).mid(0, 2), (QList<int> {1, 5}));
        QCOMPARE(g->villains(0).size(), std::size_t(2));
        QCOMPARE(g->villains(1).size(), std::size_t(2));
        QCOMPARE(fieldsOf(*g)[2], 11);
        QCOMPARE(g->villains(2).size(), std::size_t(2));
        QCOMPARE(g->round(), 2);
    }

    void twoRumsCancel()
    {
        auto g = threeCaptains();
        QCOMPARE(playAll(*g, "move rum | move rum | move 4"), QString());
        QCOMPARE(fieldsOf(*g), (QList<int> {1, 5, 13}));
        QCOMPARE(g->villains(0).size(), std::size_t(2));
        QCOMPARE(g->phase(), Phase::ChooseMove); // no rum to name: the next round
        QCOMPARE(g->round(), 2);
    }

    void movesGoInAscendingOrder()
    {
        auto g = threeCaptains();
        std::vector<Event> events;
        QCOMPARE(playAll(*g, "move 2 | move 1 | move 3", &events), QString());
        QCOMPARE(movers(events), (QList<int> {1, 0, 2}));
        QCOMPARE(fieldsOf(*g), (QList<int> {3, 6, 12}));
    }

    // Captains on 1, 3 and 4 (villains yellow-1, yellow-7, yellow-10). Seat 0
    // moves 2 onto seat 1: after the den's card it holds more, so no robbery,
    // but seat 1 is pushed on past seat 2 to field 5. Seat 1 then moves 6
    // (to 11), seat 2 moves 7 onto it: equal counts, a robbery, a push.
    void landingOnACaptain()
    {
        auto g = game(kIntro, 3, 0, {});
        QCOMPARE(playAll(*g, "place 1 | place 3 | place 4"), QString());
        std::vector<Event> events;
        QCOMPARE(playAll(*g, "move 2 | move 6 | move 7", &events), QString());
        QCOMPARE(villainsOf(*g, 0), (QStringList {u"yellow-1"_s, u"yellow-8"_s}));
        QCOMPARE(g->phase(), Phase::Rob);
        QCOMPARE(g->currentPlayer(), 2);
        QCOMPARE(legalTexts(*g), (QStringList {u"take yellow-7"_s, u"take purple-10"_s}));
        QCOMPARE(fieldsOf(*g), (QList<int> {3, 12, 11})); // pushed on before the choice
        QCOMPARE(play(*g, "take purple-10"), QString());
        QCOMPARE(villainsOf(*g, 1), QStringList {u"yellow-7"_s});
        QCOMPARE(villainsOf(*g, 2), (QStringList {u"purple-10"_s, u"purple-11"_s, u"yellow-10"_s}));
        QCOMPARE(g->round(), 2);
    }

    // The house rule: counted before the den's card, seat 0 (1) may rob seat 1 (1).
    void robbingCountedBeforeTheDen()
    {
        auto g = game(kBeforeDen, 3, 0, {});
        QCOMPARE(playAll(*g, "place 1 | place 3 | place 4 | blackjack 14 | pass | pass | pass"), QString());
        QCOMPARE(playAll(*g, "move 2 | move 6 | move 7"), QString());
        QCOMPARE(g->phase(), Phase::Rob);
        QCOMPARE(g->currentPlayer(), 0);
        QCOMPARE(legalTexts(*g), QStringList {u"take yellow-7"_s});
    }

    void usedCardsAreGoneAndTheGameEndsAfterItsRounds()
    {
        auto g = threeCaptains();
        QCOMPARE(playAll(*g, "move 3 | move 1 | move 2"), QString());
        QCOMPARE(play(*g, "move 3"), u"that movement card is used up"_s);
        std::vector<houserules::Decision> legal;
        for (g->legalDecisions(legal); !g->isTerminal(); g->legalDecisions(legal))
            g->apply(legal.front());
        QCOMPARE(g->round(), 8);
        const auto end = g->observe(-1);
        const auto &o = static_cast<const HsObservation &>(*end);
        for (const auto &left : o.movesLeft)
            QVERIFY(left.empty()); // eight rounds, eight cards each
        QCOMPARE(o.winners, g->outcome().winners);
    }
};

QTEST_GUILESS_MAIN(TestHsMoves)
#include "test_moves.moc"
