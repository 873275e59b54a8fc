// Black Jack: the auction (offers must be higher, an equal one refused, a
// pass, nobody hiring, the hirer opening the next), his walk robbing the captains he reaches or passes (hired:
// for the hirer, if they hold as many or more; unhired: into the harbour),
// walking on from an occupied stop, and a captain landing on his field.

#include "hstestsupport.h"

#include <QTest>

using namespace hstest;

namespace {

// Standard game, 3 players: seat 0 on field 1 (grey-2), seat 1 on 5
// (yellow-5), seat 2 on 9 (red-15); Black Jack on 3; the auction opened by
// seat 2. Black Jack's first cards as given.
std::unique_ptr<HsState> table(int firstCard, int secondCard = -1)
{
    auto g = game(kStandard, 3, 0,
        {{0, {u"grey-2"_s}}, {1, {u"purple-3"_s}}, {2, {u"yellow-9"_s}}, {4, {u"yellow-5"_s}}, {6, {u"grey-9"_s}},
            {7, {u"grey-8"_s}}, {8, {u"red-15"_s}}, {11, {u"yellow-11"_s}}},
        seedForBlackJack(kStandard, firstCard, secondCard));
    const QString why = playAll(*g, "place 1 | place 5 | place 9");
    if (!why.isEmpty() || g->currentPlayer() != 0 || !play(*g, "blackjack 3").isEmpty())
        qFatal("setup failed");
    return g;
}

} // namespace

class TestHsBlackJack : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theAuction()
    {
        auto g = table(4);
        QCOMPARE(g->currentPlayer(), 2); // the highest starting villain opens
        QCOMPARE(legalTexts(*g), (QStringList {u"offer red-15"_s, u"pass"_s}));
        QCOMPARE(play(*g, "offer red-15"), QString());
        QCOMPARE(legalTexts(*g), QStringList {u"pass"_s}); // nothing higher than 15
        QCOMPARE(play(*g, "offer grey-2"), u"offer one of your villains worth more than the best offer"_s);
        QCOMPARE(playAll(*g, "pass | pass"), QString());
        QCOMPARE(g->hirer(), 2);
        QCOMPARE(harbourOf(*g), QStringList {u"red-15"_s});
        QVERIFY(g->villains(2).empty());
        QCOMPARE(g->phase(), Phase::ChooseMove);
    }

    // The rulebook: "Wie aan de beurt komt, kan passen of het laatste bod
    // verhogen." An offer of the same value (colour aside) raises nothing.
    void anOfferEqualToTheBestIsRefused()
    {
        // Three nines: red is the highest, so seat 2 opens.
        auto g = game(kStandard, 3, 0, {{0, {u"purple-9"_s}}, {4, {u"yellow-9"_s}}, {8, {u"red-9"_s}}});
        QCOMPARE(playAll(*g, "place 1 | place 5 | place 9 | blackjack 3"), QString());
        QCOMPARE(g->currentPlayer(), 2);
        QCOMPARE(play(*g, "offer red-9"), QString());
        QCOMPARE(g->currentPlayer(), 0);
        QCOMPARE(legalTexts(*g), QStringList {u"pass"_s});
        QCOMPARE(play(*g, "offer purple-9"), u"offer one of your villains worth more than the best offer"_s);
        QCOMPARE(play(*g, "pass"), QString());
        QCOMPARE(legalTexts(*g), QStringList {u"pass"_s});
        QCOMPARE(play(*g, "offer yellow-9"), u"offer one of your villains worth more than the best offer"_s);
        QCOMPARE(play(*g, "pass"), QString());
        QCOMPARE(g->hirer(), 2);
    }

    // The rulebook: "In elke volgende ronde begint hij die in de vorige ronde
    // Black Jack ingehuurd heeft." Here the hirer is not the first opener.
    void theHirerOpensTheNextAuction()
    {
        auto g = table(4);
        QCOMPARE(g->currentPlayer(), 2); // the first opener
        QCOMPARE(playAll(*g, "pass | offer grey-2 | offer yellow-5"), QString());
        QCOMPARE(g->hirer(), 1);
        // Black Jack walks 4 from field 3, to 7 where his hirer stands (robbing
        // nobody), and on to 8: the next round.
        QCOMPARE(playAll(*g, "move 1 | move 2 | move 3"), QString());
        QCOMPARE(g->round(), 2);
        QCOMPARE(g->phase(), Phase::Offer);
        QCOMPARE(g->currentPlayer(), 1);
    }

    void hiredBlackJackRobsForTheHirer()
    {
        auto g = table(4);
        QCOMPARE(playAll(*g, "offer red-15 | pass | pass | move 1 | move 2 | move 3"), QString());
        // Black Jack walks 4 from field 3: seat 1 on field 7 holds 2, the hirer 1.
        QCOMPARE(g->phase(), Phase::Rob);
        QCOMPARE(g->currentPlayer(), 2);
        QCOMPARE(legalTexts(*g), (QStringList {u"take yellow-5"_s, u"take grey-9"_s}));
        QCOMPARE(play(*g, "take grey-9"), QString());
        QCOMPARE(villainsOf(*g, 2), (QStringList {u"grey-9"_s, u"yellow-11"_s}));
        // He stopped on seat 1's field and walked on to the next free one.
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 8);
        QCOMPARE(g->round(), 2);
        QCOMPARE(g->currentPlayer(), 2); // the hirer opens the next auction
    }

    void everyCaptainOnHisWayInOrderButNeverTheHirer()
    {
        auto g = table(9);
        QCOMPARE(playAll(*g, "offer red-15 | pass | pass | move 7 | move 2 | move 3"), QString());
        // Seat 1 (field 7) first, then seat 0 (field 8); the hirer on 12 is passed by.
        QCOMPARE(g->phase(), Phase::Rob);
        QCOMPARE(g->currentPlayer(), 2);
        QCOMPARE(legalTexts(*g), (QStringList {u"take yellow-5"_s, u"take grey-9"_s}));
        QCOMPARE(play(*g, "take yellow-5"), QString());
        QCOMPARE(g->phase(), Phase::Rob);
        QCOMPARE(legalTexts(*g), (QStringList {u"take grey-2"_s, u"take grey-8"_s}));
        QCOMPARE(play(*g, "take grey-8"), QString());
        QCOMPARE(g->round(), 2);
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 13); // his stop (12) was taken
    }

    void unhiredBlackJackSendsVillainsToTheHarbour()
    {
        auto g = table(4);
        std::vector<Event> events;
        QCOMPARE(playAll(*g, "pass | pass | pass", &events), QString());
        QCOMPARE(g->hirer(), -1);
        QVERIFY(std::any_of(
            events.begin(), events.end(), [](const Event &e) { return e.type == int(EventType::NobodyHired); }));
        QCOMPARE(playAll(*g, "move 1 | move 2 | move 3"), QString());
        QCOMPARE(g->phase(), Phase::Rob);
        QCOMPARE(g->currentPlayer(), 1); // the victim chooses
        QCOMPARE(legalTexts(*g), (QStringList {u"give yellow-5"_s, u"give grey-9"_s}));
        QCOMPARE(play(*g, "give yellow-5"), QString());
        QCOMPARE(harbourOf(*g), QStringList {u"yellow-5"_s});
        QCOMPARE(g->currentPlayer(), 2); // nobody hired: the same opener again
    }

    void aCaptainLandingOnBlackJackTakesFromTheHarbour()
    {
        auto g = table(1);
        QCOMPARE(playAll(*g, "offer red-15 | pass | pass | move 2 | move 1 | move 3"), QString());
        // Seat 0 lands on field 3: the den's card, then the harbour's villain.
        QCOMPARE(g->phase(), Phase::Rob);
        QCOMPARE(g->currentPlayer(), 0);
        QCOMPARE(legalTexts(*g), QStringList {u"take red-15"_s});
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 4); // moved on already
        QCOMPARE(play(*g, "take red-15"), QString());
        QCOMPARE(villainsOf(*g, 0), (QStringList {u"grey-2"_s, u"red-15"_s, u"yellow-9"_s}));
        QVERIFY(g->harbour().empty());
        QCOMPARE(g->round(), 2); // his own move (1 field, to 5) robbed nobody
        QCOMPARE(g->ring().at(g->blackJackFigure()) + 1, 5);
    }

    void hisCardsStaySecret()
    {
        auto g = table(4, 7);
        const auto seen = g->observe(0);
        const auto &o = static_cast<const HsObservation &>(*seen);
        QVERIFY(o.blackJackPlayed.empty());
        QCOMPARE(o.blackJackLeft, 12);
        QCOMPARE(playAll(*g, "pass | pass | pass | move 1 | move 2 | move 3 | give grey-9"), QString());
        const auto after = g->observe(0);
        QCOMPARE(static_cast<const HsObservation &>(*after).blackJackPlayed, std::vector<int> {4});
    }
};

QTEST_GUILESS_MAIN(TestHsBlackJack)
#include "test_blackjack.moc"
