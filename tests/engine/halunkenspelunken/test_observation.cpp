// Observations: nothing a seat may not know changes what it sees — another
// player's movement card before the reveal (not even by the cards left in
// their hand), a den's cards below the top (every den card before the dens
// open), Black Jack's next card. Played cards and villains are public.

#include "hstestsupport.h"

#include "core/game/secretchoices.h"

#include <QTest>

using namespace hstest;
using houserules::SecretChoices;

namespace {

template <typename T>
QString list(const std::vector<T> &items)
{
    QStringList parts;
    for (const auto &item : items)
        parts << QString::number(int(item));
    return u"["_s + parts.join(u',') + u"]"_s;
}

template <typename T>
QString lists(const std::vector<std::vector<T>> &items)
{
    QStringList parts;
    for (const auto &item : items)
        parts << list(item);
    return parts.join(u' ');
}

// Every field of an observation as text, so two can be compared whole.
QString describe(const houserules::Observation &observation)
{
    const auto &o = static_cast<const HsObservation &>(observation);
    return QStringList {QString::number(o.players), QString::number(o.currentPlayer), QString::number(int(o.phase)),
        QString::number(o.round), list(o.captainAt), QString::number(o.blackJackAt), list(o.denTop), list(o.denHeight),
        lists(o.villains), list(o.harbour), lists(o.movesLeft), list(o.chosen), QString::number(o.revealed),
        list(o.cancelled), QString::number(o.rumNumber), QString::number(o.rumFigure), QString::number(o.opener),
        QString::number(o.bestOffer), QString::number(o.bestBidder), list(o.hasBid), QString::number(o.hirer),
        list(o.blackJackPlayed), QString::number(o.blackJackLeft), list(o.blackJackMovesLeft),
        QString::number(o.blackJackCard), QString::number(int(o.robbery)), QString::number(o.victim)}
        .join(u" | "_s);
}

} // namespace

class TestHsObservation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aSecretCardLeavesNoTrace()
    {
        auto three = game(kIntro, 3, 0, {});
        auto five = game(kIntro, 3, 0, {});
        QCOMPARE(playAll(*three, "place 1 | place 5 | place 9 | move 3"), QString());
        QCOMPARE(playAll(*five, "place 1 | place 5 | place 9 | move 5"), QString());
        for (const int viewer : {1, 2, houserules::kSpectator})
            QCOMPARE(describe(*three->observe(viewer)), describe(*five->observe(viewer)));
        QVERIFY(describe(*three->observe(0)) != describe(*five->observe(0)));
        const auto mineHeld = three->observe(0);
        const auto &mine = static_cast<const HsObservation &>(*mineHeld);
        QCOMPARE(mine.movesLeft[0], (std::vector<int> {0, 1, 2, 4, 5, 6, 7}));
        const auto theirsHeld = three->observe(1);
        const auto &theirs = static_cast<const HsObservation &>(*theirsHeld);
        QCOMPARE(theirs.movesLeft[0].size(), std::size_t(8));
        QCOMPARE(theirs.chosen[0], SecretChoices::kHidden);
    }

    void nobodyHasChosenBeforeTheFirstRound()
    {
        auto g = game(kIntro, 3, 0, {});
        QCOMPARE(play(*g, "place 1"), QString());
        const auto oHeld = g->observe(0);
        const auto &o = static_cast<const HsObservation &>(*oHeld);
        QCOMPARE(o.chosen, (std::vector<int>(3, SecretChoices::kNone)));
    }

    void aDensLowerCardsAreUnseen()
    {
        // The same tops, different cards below them.
        auto a = game(kIntro, 3, 0, {{0, {u"yellow-1"_s, u"red-15"_s}}, {3, {u"grey-13"_s, u"purple-14"_s}}});
        auto b = game(kIntro, 3, 0, {{0, {u"yellow-1"_s, u"purple-14"_s}}, {3, {u"grey-13"_s, u"red-15"_s}}});
        // Before the dens open, not even the tops show.
        QCOMPARE(describe(*a->observe(0)), describe(*b->observe(0)));
        QCOMPARE(playAll(*a, "place 2 | place 5 | place 9"), QString());
        QCOMPARE(playAll(*b, "place 2 | place 5 | place 9"), QString());
        QCOMPARE(describe(*a->observe(0)), describe(*b->observe(0)));
        const auto oHeld = a->observe(houserules::kSpectator);
        const auto &o = static_cast<const HsObservation &>(*oHeld);
        QCOMPARE(o.denTop[0], std::int16_t(a->rules().villainNamed("yellow-1")));
        QCOMPARE(o.denHeight[0], 3);
    }

    void blackJacksNextCardIsUnseen()
    {
        auto a = game(kStandard, 3, 0, {}, seedForBlackJack(kStandard, 4));
        auto b = game(kStandard, 3, 0, {}, seedForBlackJack(kStandard, 9));
        for (auto *g : {a.get(), b.get()})
            QCOMPARE(playAll(*g, "place 1 | place 5 | place 9 | blackjack 3 | pass | pass | pass"), QString());
        for (const int viewer : {0, 1, 2})
            QCOMPARE(describe(*a->observe(viewer)), describe(*b->observe(viewer)));
    }

    void playedCardsAndVillainsArePublic()
    {
        auto g = game(kIntro, 3, 0, {});
        QCOMPARE(playAll(*g, "place 1 | place 5 | place 9 | move 3 | move 4 | move 6"), QString());
        const auto oHeld = g->observe(houserules::kSpectator);
        const auto &o = static_cast<const HsObservation &>(*oHeld);
        QCOMPARE(o.movesLeft[1], (std::vector<int> {0, 1, 2, 3, 5, 6, 7}));
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(o.villains[std::size_t(seat)], g->villains(seat));
    }

    // The search bot refills one observation at every decision of its
    // playouts (observeInto), and a refill copies only the lists changed
    // since the last: whatever states and seats it was filled from before,
    // it says what a fresh observation says. Two games and a copy of one
    // taking its own way, their observations refilled into the same one.
    // Moving an observation takes its versions along: the emptied one has
    // none, so its next refill copies every list again (with the versions
    // left behind, it would skip lists the move emptied). Both moves.
    void aMovedObservationIsRefilledInFull()
    {
        auto g = game(kIntro, 3, 0, {});
        QCOMPARE(playAll(*g, "place 1 | place 5 | place 9 | move 3"), QString());
        const QString expected = describe(*g->observe(1));
        std::unique_ptr<houserules::Observation> kept;
        g->observeInto(1, kept);
        const HsObservation constructed(std::move(static_cast<HsObservation &>(*kept)));
        QCOMPARE(describe(constructed), expected);
        g->observeInto(1, kept);
        QCOMPARE(describe(*kept), expected);
        HsObservation assigned;
        assigned = std::move(static_cast<HsObservation &>(*kept));
        QCOMPARE(describe(assigned), expected);
        g->observeInto(1, kept);
        QCOMPARE(describe(*kept), expected);
    }

    void aRefilledObservationIsAFreshOne()
    {
        for (const char *variant : {kStandard, kIntro, kTwoPlayer, kBeforeDen}) {
            const auto rules = ruleset(variant);
            const int players = std::string(variant) == kTwoPlayer ? 2 : 4;
            houserules::Rng rng(7);
            std::unique_ptr<houserules::Observation> reused;
            std::vector<houserules::Decision> legal;
            for (int games = 0; games < 20; ++games) {
                auto a = rules->newGame(players, games % players, rng);
                auto b = rules->newGame(players, (games + 1) % players, rng);
                std::unique_ptr<houserules::State> copy;
                while (!a->isTerminal() || !b->isTerminal() || (copy && !copy->isTerminal())) {
                    if (!copy && a->decisionCount() == 20)
                        copy = a->clone();
                    for (auto *state : {a.get(), b.get(), copy.get()}) {
                        if (!state)
                            continue;
                        for (const int viewer :
                            {int(rng.below(std::uint32_t(players))), houserules::kSpectator, houserules::kAllKnowing}) {
                            state->observeInto(viewer, reused);
                            const auto fresh = state->observe(viewer);
                            QVERIFY2(reused->equals(*fresh),
                                qPrintable(QString::fromUtf8(variant) + u": "_s + describe(*reused) + u" != "_s
                                    + describe(*fresh)));
                        }
                        if (state->isTerminal())
                            continue;
                        state->legalDecisions(legal);
                        state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
                    }
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestHsObservation)
#include "test_observation.moc"
