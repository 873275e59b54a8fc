// The two-player variant: the alternating auction, the hirer choosing Black
// Jack's card in secret, his walk after both captains, his rum named from
// the numbers no revealed card shows, the opponent's choice on landing on
// him (always his, also when a choice takes nothing); unhired, his turned
// card cancels like a captain's, his lone rum is named by the opener, and he
// moves among the captains.

#include "hstestsupport.h"

#include "core/game/secretchoices.h"

#include <QTest>

using namespace hstest;
using houserules::SecretChoices;

namespace {

// Seat 0 on field 1 with yellow-3 (opens the auctions), seat 1 on 5 with
// grey-2 (places Black Jack on `blackJackField`).
std::unique_ptr<HsState> duel(int blackJackField, std::uint64_t seed = 0)
{
    auto g = game(
        kTwoPlayer, 2, 0, {{0, {u"yellow-3"_s}}, {1, {u"purple-3"_s}}, {4, {u"grey-2"_s}}, {6, {u"grey-8"_s}}}, seed);
    if (!playAll(*g, "place 1 | place 5").isEmpty() || g->currentPlayer() != 1)
        qFatal("setup failed");
    if (!play(*g, "blackjack " + std::to_string(blackJackField)).isEmpty() || g->currentPlayer() != 0)
        qFatal("setup failed");
    return g;
}

const HsObservation &seen(const std::unique_ptr<houserules::Observation> &o)
{
    return static_cast<const HsObservation &>(*o);
}

} // namespace

class TestHsTwoPlayer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theHirerChoosesBlackJacksCardInSecret()
    {
        auto g = duel(3);
        QCOMPARE(play(*g, "offer yellow-3"), QString());
        QCOMPARE(g->currentPlayer(), 1); // alternating
        QCOMPARE(legalTexts(*g), QStringList {u"pass"_s});
        QCOMPARE(play(*g, "pass"), QString());
        QCOMPARE(g->hirer(), 0);
        QCOMPARE(g->phase(), Phase::ChooseBlackJackMove);
        QCOMPARE(legalTexts(*g).size(), 8);
        std::vector<Event> chosen;
        QCOMPARE(play(*g, "jack 4", &chosen), QString());
        QCOMPARE(chosen.front().seenBy(1).card, -1);
        QCOMPARE(chosen.front().seenBy(houserules::kAllKnowing).card, 4);        // a finished game's replay sees it
        QCOMPARE(seen(g->observe(0)).blackJackMovesLeft.size(), std::size_t(7)); // the hirer knows it is gone
        QCOMPARE(seen(g->observe(1)).blackJackCard, SecretChoices::kHidden);
        QCOMPARE(seen(g->observe(0)).blackJackCard, 4);
        QCOMPARE(seen(g->observe(1)).blackJackMovesLeft.size(), std::size_t(8)); // still his, to the opponent
        // Both captains move, then he walks 4 from field 3 and reaches seat 1
        // on 7 (2 villains against the hirer's 1): the hirer robs.
        QCOMPARE(playAll(*g, "move 1 | move 2"), QString());
        QCOMPARE(g->phase(), Phase::Rob);
        QCOMPARE(g->currentPlayer(), 0);
        QCOMPARE(legalTexts(*g), (QStringList {u"take grey-2"_s, u"take grey-8"_s}));
        QCOMPARE(play(*g, "take grey-8"), QString());
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 8);                 // walked on from seat 1's field
        QCOMPARE(seen(g->observe(1)).blackJackPlayed, std::vector<int> {4}); // face up now
        QCOMPARE(seen(g->observe(1)).blackJackMovesLeft, (std::vector<int> {0, 1, 2, 3, 5, 6, 7}));
        QCOMPARE(g->round(), 2);
    }

    // The rulebook: "Landt echter de kapitein van de tegenstander op het
    // veld waar Black Jack op staat, dan heeft de tegenstander de keuze om
    // zoals in het standaardspel bij Black Jack in zijn haven een schurk te
    // stelen. Of hij berooft de bezitter van Black Jack direct". The choice
    // is his also when one of the two takes nothing (RULES-NOTES).
    void theOpponentOnAHiredBlackJackChooses()
    {
        auto g = duel(7);
        QCOMPARE(playAll(*g, "offer yellow-3 | pass | jack 7 | move 1 | move 2"), QString());
        // Seat 1 lands on field 7: the den's card, then the choice, both
        // offered though robbing the hirer takes nothing (2 villains against 1).
        QCOMPARE(g->phase(), Phase::LandOnBlackJack);
        QCOMPARE(g->currentPlayer(), 1);
        QCOMPARE(legalTexts(*g), (QStringList {u"harbour"_s, u"rob"_s}));
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 8);
        QCOMPARE(play(*g, "harbour"), QString());
        QCOMPARE(legalTexts(*g), QStringList {u"take yellow-3"_s});
        QCOMPARE(play(*g, "take yellow-3"), QString());
        QCOMPARE(villainsOf(*g, 1), (QStringList {u"grey-2"_s, u"grey-8"_s, u"yellow-3"_s}));
    }

    void aRobberyTheCaptainRuleForbidsTakesNothing()
    {
        auto g = duel(7);
        QCOMPARE(playAll(*g, "offer yellow-3 | pass | jack 7 | move 1 | move 2"), QString());
        // Seat 1 (grey-2, grey-8) chooses to rob the hirer (purple-3): more
        // villains than he, so nothing changes hands, and the round goes on:
        // Black Jack walks 7 from field 8 to 1, passing nobody.
        std::vector<Event> events;
        QCOMPARE(play(*g, "rob", &events), QString());
        // Said, so that the table shows why nothing changes hands.
        QVERIFY(std::any_of(events.begin(), events.end(), [](const Event &e) {
            return EventType(e.type) == EventType::TookNothing && e.player == 1 && e.value == 0 && e.target == 0;
        }));
        QCOMPARE(villainsOf(*g, 0), QStringList {u"purple-3"_s});
        QCOMPARE(villainsOf(*g, 1), (QStringList {u"grey-2"_s, u"grey-8"_s}));
        QCOMPARE(harbourOf(*g), QStringList {u"yellow-3"_s});
        QCOMPARE(g->round(), 2);
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 1);
    }

    void anEmptyHarbourIsStillAChoice()
    {
        // Seat 0 on field 1 (red-9) hires Black Jack, on field 4, and lands
        // on him first: he takes the harbour's only villain, and Black Jack
        // walks on to field 5. Seat 1 comes from field 13 onto field 5.
        auto g = game(kTwoPlayer, 2, 0, {{0, {u"red-9"_s}}, {12, {u"yellow-2"_s}}});
        QCOMPARE(
            playAll(*g, "place 1 | place 13 | blackjack 4 | offer red-9 | pass | jack 1 | move 3 | move 6"), QString());
        QCOMPARE(g->currentPlayer(), 0);
        QCOMPARE(legalTexts(*g), QStringList {u"take red-9"_s});
        QCOMPARE(play(*g, "take red-9"), QString());
        QCOMPARE(g->phase(), Phase::LandOnBlackJack);
        QCOMPARE(g->currentPlayer(), 1);
        QVERIFY(g->harbour().empty());
        QCOMPARE(legalTexts(*g), (QStringList {u"harbour"_s, u"rob"_s}));
        // The empty harbour gives nothing; Black Jack, walked on to 6, moves 1.
        std::vector<Event> events;
        QCOMPARE(play(*g, "harbour", &events), QString());
        QVERIFY(std::any_of(events.begin(), events.end(), [](const Event &e) {
            return EventType(e.type) == EventType::TookNothing && e.player == 1 && e.value == 1;
        }));
        QCOMPARE(g->villains(1).size(), std::size_t(2)); // yellow-2 and the den's card
        QCOMPARE(g->villains(0).size(), std::size_t(2));
        QCOMPARE(g->round(), 2);
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 7);
    }

    // The rulebook: "Wordt er een "rum" kaart gespeeld, dan kiest de speler
    // een getal tussen 1 en 7 dat in deze ronde nog niet gekozen werd door
    // een andere speler." A hired Black Jack's card takes no part in the
    // reveal, so it restricts no captain's rum; but the captains' revealed
    // cards restrict his (RULES-NOTES).
    void aHiredRumNamesANumberNoRevealedCardShows()
    {
        auto g = duel(3);
        QCOMPARE(playAll(*g, "offer yellow-3 | pass | jack rum | move 1 | move 2"), QString());
        QCOMPARE(g->phase(), Phase::NameRum);
        QCOMPARE(g->currentPlayer(), 0); // the hirer, as he moves
        QCOMPARE(legalTexts(*g), (QStringList {u"rum 3"_s, u"rum 4"_s, u"rum 5"_s, u"rum 6"_s, u"rum 7"_s}));
        QCOMPARE(play(*g, "rum 2"), u"name a number no card of this round shows"_s);
        QCOMPARE(play(*g, "rum 1"), u"name a number no card of this round shows"_s);
        QCOMPARE(play(*g, "rum 3"), QString());
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 6);
        QCOMPARE(g->round(), 2);
    }

    void aHiredCardRestrictsNoCaptainsRum()
    {
        auto g = duel(3);
        QCOMPARE(playAll(*g, "offer yellow-3 | pass | jack 3 | move rum | move 2"), QString());
        QCOMPARE(g->phase(), Phase::NameRum);
        QCOMPARE(g->currentPlayer(), 0);
        QCOMPARE(
            legalTexts(*g), (QStringList {u"rum 1"_s, u"rum 3"_s, u"rum 4"_s, u"rum 5"_s, u"rum 6"_s, u"rum 7"_s}));
        QCOMPARE(play(*g, "rum 3"), QString());
        QCOMPARE(fieldsOf(*g), (QList<int> {4, 7}));
    }

    void anUnhiredCardCancelsWithACaptains()
    {
        auto g = duel(3, seedForBlackJack(kTwoPlayer, 2));
        std::vector<Event> events;
        QCOMPARE(playAll(*g, "pass | move 2 | move 5", &events), QString());
        QCOMPARE(g->hirer(), -1);
        // Seat 0 and Black Jack cancel: both stay; seat 1 moves 5.
        QCOMPARE(fieldsOf(*g), (QList<int> {1, 10}));
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 3);
        QCOMPARE(g->villains(0).size(), std::size_t(2));
        QCOMPARE(seen(g->observe(1)).blackJackPlayed, std::vector<int> {2});
        QVERIFY(std::any_of(events.begin(), events.end(),
            [](const Event &e) { return e.type == int(EventType::Cancelled) && e.player == 2; }));
    }

    void anUnhiredLoneRumIsNamedByTheOpenerAndMovesAmongTheCaptains()
    {
        auto g = duel(3, seedForBlackJack(kTwoPlayer, 0));
        QCOMPARE(playAll(*g, "pass | move 1 | move 2"), QString());
        QCOMPARE(g->phase(), Phase::NameRum);
        QCOMPARE(g->currentPlayer(), 0); // the auction's opener
        QCOMPARE(legalTexts(*g), (QStringList {u"rum 3"_s, u"rum 4"_s, u"rum 5"_s, u"rum 6"_s, u"rum 7"_s}));
        QCOMPARE(play(*g, "rum 4"), QString());
        // The captains (1, 2) went first; he walks 4 from field 3 to 7, where
        // seat 1 now stands: the victim gives a villain to the harbour.
        QCOMPARE(g->phase(), Phase::Rob);
        QCOMPARE(g->currentPlayer(), 1);
        QCOMPARE(legalTexts(*g), (QStringList {u"give grey-2"_s, u"give grey-8"_s}));
        QCOMPARE(play(*g, "give grey-2"), QString());
        QCOMPARE(harbourOf(*g), QStringList {u"grey-2"_s});
        QCOMPARE(g->round(), 2);
    }

    // Found by fuzz_decision (tests/fuzz/corpus/fuzz_decision/found-hs-landing-asked-of-the-wrong-seat):
    // whether the opponent landing on a hired Black Jack had a choice was
    // asked of the seat that moved before him, so he could be left in the
    // landing phase with nothing legal (he is now always asked). Replays
    // that game: seed 0xa92e, random legal decisions.
    void aLandingIsAskedOfTheLander()
    {
        const auto rs = ruleset(kTwoPlayer);
        houserules::Rng rng(0xa92e);
        auto state = rs->newGame(2, 0, rng);
        std::vector<houserules::Decision> legal;
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            QVERIFY2(!legal.empty(), qPrintable(u"nothing legal after %1 decisions"_s.arg(state->decisionCount())));
            state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
        }
    }
};

QTEST_GUILESS_MAIN(TestHsTwoPlayer)
#include "test_twoplayer.moc"
