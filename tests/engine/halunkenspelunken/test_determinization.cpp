// The search bot's determinization: a state made up from a seat's
// observation keeps what the seat knows (its own secret card, the board, the
// villains, the face-up tops) and fills what it does not know uniformly among
// what is possible — another captain's secret card among those they still
// held, a den's hidden cards and the box among the villains nobody showed,
// Black Jack's next card among his cards left, the two-player hirer's secret
// pick — never favouring the true value; and the round goes on from a made-up
// state as it does from the true one until hidden cards come into play.

#include "hstestsupport.h"

#include "core/game/secretchoices.h"

#include <QTest>

#include <cmath>
#include <map>
#include <numeric>
#include <set>

using namespace hstest;
using houserules::kAllKnowing;
using houserules::Rng;
using houserules::SecretChoices;

namespace {

// A state made up from `seat`'s view of `truth` (nullptr if the game offers none).
std::unique_ptr<HsState> madeUp(const houserules::Ruleset &rules, const HsState &truth, int seat, Rng &rng)
{
    auto state = rules.determinize(*truth.observe(seat), rng);
    return std::unique_ptr<HsState>(static_cast<HsState *>(state.release()));
}

HsObservation everything(const HsState &state)
{
    return static_cast<const HsObservation &>(*state.observe(kAllKnowing));
}

HsObservation seenBy(const HsState &state, int seat)
{
    return static_cast<const HsObservation &>(*state.observe(seat));
}

// Empty when `counts` (of `draws` draws) hit only `values`, each within
// `tolerance` (a fraction) of draws / values.size(); else what is wrong.
QString uniform(const std::map<int, int> &counts, const std::vector<int> &values, int draws, double tolerance)
{
    const double expected = double(draws) / double(values.size());
    QStringList wrong;
    for (const auto &[value, count] : counts)
        if (std::find(values.begin(), values.end(), value) == values.end())
            wrong << u"%1 drawn %2 times but impossible"_s.arg(value).arg(count);
    for (const int value : values) {
        const auto it = counts.find(value);
        const int count = it == counts.end() ? 0 : it->second;
        if (std::abs(count - expected) > tolerance * expected)
            wrong << u"%1 drawn %2 times, expected about %3"_s.arg(value).arg(count).arg(expected);
    }
    return wrong.join(u"; "_s);
}

// The cards a state shows `seat`: villains held, in the harbour, the dens' tops.
std::set<int> shown(const HsObservation &o)
{
    std::set<int> cards(o.harbour.begin(), o.harbour.end());
    for (const auto &held : o.villains)
        cards.insert(held.begin(), held.end());
    for (const int top : o.denTop)
        if (top >= 0)
            cards.insert(top);
    return cards;
}

std::vector<int> unseen(const HsState &truth, int seat)
{
    const auto seen = shown(seenBy(truth, seat));
    std::vector<int> cards;
    for (int card = 0; card < truth.rules().villainCount(); ++card)
        if (!seen.contains(card))
            cards.push_back(card);
    return cards;
}

// The public board in words, to compare a made-up state's future with the
// truth's: with Black Jack's place, the phase and the round only while no
// hidden card of his has come into play.
QString board(const HsState &state, bool whole)
{
    const HsObservation o = seenBy(state, houserules::kSpectator);
    QStringList parts;
    for (int seat = 0; seat < o.players; ++seat)
        parts << u"captain %1 on %2 holding %3"_s.arg(seat)
                     .arg(o.captainAt[std::size_t(seat)])
                     .arg(o.villains[std::size_t(seat)].size());
    parts << u"harbour %1"_s.arg(o.harbour.size());
    if (whole) {
        parts << u"round %1"_s.arg(o.round);
        parts << u"black jack on %1"_s.arg(o.blackJackAt);
        parts << u"phase %1 seat %2 victim %3 robbery %4"_s.arg(int(o.phase))
                     .arg(o.currentPlayer)
                     .arg(o.victim)
                     .arg(int(o.robbery));
        QStringList heights;
        for (const int h : o.denHeight)
            heights << QString::number(h);
        parts << u"dens "_s + heights.join(u',');
    }
    return parts.join(u", "_s);
}

} // namespace

class TestHsDeterminization : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theSeatsOwnKnowledgeStays()
    {
        auto g = game(kIntro, 3, 0, {});
        QCOMPARE(playAll(*g, "place 1 | place 5 | place 9 | move 3 | move 5"), QString());
        QCOMPARE(g->currentPlayer(), 2);
        const HsObservation mine = seenBy(*g, 1);
        const auto intro = ruleset(kIntro);
        Rng rng(1);
        for (int i = 0; i < 200; ++i) {
            const auto m = madeUp(*intro, *g, 1, rng);
            QVERIFY(m);
            QVERIFY(m->observe(1)->equals(mine));
            const HsObservation all = everything(*m);
            QCOMPARE(all.chosen[1], 5); // its own secret card
            QCOMPARE(all.chosen[2], SecretChoices::kNone);
            QCOMPARE(all.movesLeft[1], (std::vector<int> {0, 1, 2, 3, 4, 6, 7}));
            QCOMPARE(all.firstPlayer, 0);
            for (int seat = 0; seat < 3; ++seat)
                QCOMPARE(m->villains(seat), g->villains(seat));
            for (int field = 0; field < g->rules().fields; ++field) {
                QCOMPARE(m->den(field).size(), g->den(field).size());
                QCOMPARE(m->den(field).back(), g->den(field).back()); // the face-up tops
            }
        }
    }

    void aSecretCardIsUniformAmongTheCardsLeft()
    {
        auto g = game(kIntro, 3, 0, {});
        // Round 1 and 2 without landing on anyone; seat 0 has played 1 and 4.
        QCOMPARE(playAll(*g, "place 1 | place 5 | place 9 | move 1 | move 2 | move 3 | move 4 | move 6 | move 7"),
            QString());
        QCOMPARE(g->round(), 3);
        QCOMPARE(play(*g, "move 6"), QString());
        QCOMPARE(g->currentPlayer(), 1);
        QCOMPARE(seenBy(*g, 1).movesLeft[0], (std::vector<int> {0, 2, 3, 5, 6, 7}));
        const std::vector<int> possible {0, 2, 3, 5, 6, 7};
        constexpr int kDraws = 6000;
        std::map<int, int> counts;
        const auto intro = ruleset(kIntro);
        Rng rng(2);
        for (int i = 0; i < kDraws; ++i) {
            const auto m = madeUp(*intro, *g, 1, rng);
            QVERIFY(m);
            const HsObservation all = everything(*m);
            const int chosen = all.chosen[0];
            ++counts[chosen];
            // Played, the card is out of the hand; the rest stays.
            std::vector<int> left = all.movesLeft[0];
            left.push_back(chosen);
            std::sort(left.begin(), left.end());
            QCOMPARE(left, possible);
            QCOMPARE(all.chosen[1], SecretChoices::kNone); // seat 1 has not chosen yet
        }
        // The true card (6) is one of six, no more likely than the others;
        // the cards seat 0 played (1, 4) never come up.
        const QString why = uniform(counts, possible, kDraws, 0.15);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void aDensHiddenCardsAreUniformAmongTheUnseen()
    {
        // Den 11 (index 10): yellow-5 on top of red-15 on top of grey-13.
        auto g = game(kIntro, 3, 0, {{10, {u"yellow-5"_s, u"red-15"_s, u"grey-13"_s}}});
        QCOMPARE(playAll(*g, "place 1 | place 5 | place 9"), QString());
        QCOMPARE(g->phase(), Phase::ChooseMove);
        const auto possible = unseen(*g, 0);
        QCOMPARE(possible.size(), std::size_t(42 - 3 - 14)); // three taken, fourteen tops face up
        const int red15 = g->rules().villainNamed("red-15");
        QVERIFY(std::find(possible.begin(), possible.end(), red15) != possible.end());
        constexpr int kDraws = 10000;
        std::map<int, int> counts;
        const auto intro = ruleset(kIntro);
        Rng rng(3);
        for (int i = 0; i < kDraws; ++i) {
            const auto m = madeUp(*intro, *g, 0, rng);
            QVERIFY(m);
            const auto &den = m->den(10);
            QCOMPARE(den.size(), std::size_t(3));
            QCOMPARE(den.back(), std::int16_t(g->rules().villainNamed("yellow-5")));
            ++counts[den[1]]; // the card below the top
            // No box in the introductory game: dens and villains hold the deck once.
            std::vector<int> all;
            for (int field = 0; field < m->rules().fields; ++field)
                all.insert(all.end(), m->den(field).begin(), m->den(field).end());
            for (int seat = 0; seat < 3; ++seat)
                all.insert(all.end(), m->villains(seat).begin(), m->villains(seat).end());
            std::sort(all.begin(), all.end());
            for (int card = 0; card < m->rules().villainCount(); ++card)
                QCOMPARE(all[std::size_t(card)], card);
        }
        const QString why = uniform(counts, possible, kDraws, 0.25);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void beforeTheDensOpenNoDenCardIsKnown()
    {
        auto g = game(kIntro, 3, 0, {{4, {u"red-15"_s}}});
        QCOMPARE(play(*g, "place 1"), QString()); // seat 0 took den 1's top, unseen by the others
        QCOMPARE(g->phase(), Phase::PlaceCaptain);
        const auto possible = unseen(*g, 1);
        QCOMPARE(possible.size(), std::size_t(41));
        constexpr int kDraws = 41 * 300;
        std::map<int, int> counts;
        const auto intro = ruleset(kIntro);
        Rng rng(4);
        for (int i = 0; i < kDraws; ++i) {
            const auto m = madeUp(*intro, *g, 1, rng);
            QVERIFY(m);
            QCOMPARE(m->den(0).size(), std::size_t(2));
            QCOMPARE(m->villains(0), g->villains(0));
            ++counts[m->den(4).back()]; // den 5's face-down top: truly red-15
        }
        const QString why = uniform(counts, possible, kDraws, 0.3);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void theBoxTakesTheUnseenRest()
    {
        // Eighteen dens of two: 36 villains dealt, 6 in the box, unseen.
        const char *variant = "halunken-spelunken/eighteen-dens";
        auto g = game(variant, 3, 0, {});
        QCOMPARE(playAll(*g, "place 1 | place 5 | place 9 | blackjack 3"), QString());
        const auto possible = unseen(*g, 0);
        QCOMPARE(possible.size(), std::size_t(42 - 3 - 18));
        constexpr int kDraws = 4000;
        std::map<int, int> boxed;
        const auto rules = ruleset(variant);
        Rng rng(5);
        for (int i = 0; i < kDraws; ++i) {
            const auto m = madeUp(*rules, *g, 0, rng);
            QVERIFY(m);
            std::set<int> inDens;
            for (int field = 0; field < m->rules().fields; ++field)
                for (const auto card : m->den(field))
                    QVERIFY(inDens.insert(card).second);
            int box = 0;
            for (const int card : possible)
                if (!inDens.contains(card)) {
                    ++boxed[card];
                    ++box;
                }
            QCOMPARE(box, 6);
        }
        // Each unseen villain is boxed six times in 21; the true box is not favoured.
        for (const int card : possible) {
            const double expected = kDraws * 6.0 / double(possible.size());
            QVERIFY2(std::abs(boxed[card] - expected) < 0.15 * expected,
                qPrintable(u"%1 boxed %2 times"_s.arg(card).arg(boxed[card])));
        }
    }

    void blackJacksCardsAreShuffled()
    {
        auto g = game(kStandard, 3, 0, {}, seedForBlackJack(kStandard, 4));
        QCOMPARE(playAll(*g, "place 1 | place 5 | place 9 | blackjack 3"), QString());
        QCOMPARE(g->phase(), Phase::Offer);
        const int seat = g->currentPlayer();
        std::vector<int> cards(12);
        std::iota(cards.begin(), cards.end(), 1);
        constexpr int kDraws = 6000;
        std::map<int, int> first;
        const auto standard = ruleset(kStandard);
        Rng rng(6);
        for (int i = 0; i < kDraws; ++i) {
            const auto m = madeUp(*standard, *g, seat, rng);
            QVERIFY(m);
            std::vector<int> order(m->blackJackOrder().begin(), m->blackJackOrder().end());
            ++first[order.front()];
            std::sort(order.begin(), order.end());
            QCOMPARE(order, cards);
        }
        // His true first card (4) is no more likely than any other.
        QString why = uniform(first, cards, kDraws, 0.15);
        QVERIFY2(why.isEmpty(), qPrintable(why));

        // Later, the cards he turned are out of the order.
        Rng play(7);
        std::vector<houserules::Decision> legal;
        while (g->blackJackPlayed().size() < 3 || g->phase() != Phase::Offer) {
            g->legalDecisions(legal);
            g->apply(legal[play.below(std::uint32_t(legal.size()))]);
        }
        std::vector<int> left;
        for (const int card : cards)
            if (std::find(g->blackJackPlayed().begin(), g->blackJackPlayed().end(), card) == g->blackJackPlayed().end())
                left.push_back(card);
        QCOMPARE(left.size(), std::size_t(9));
        first.clear();
        for (int i = 0; i < kDraws; ++i) {
            const auto m = madeUp(*standard, *g, g->currentPlayer(), rng);
            QVERIFY(m);
            std::vector<int> order(m->blackJackOrder().begin(), m->blackJackOrder().end());
            ++first[order.front()];
            std::sort(order.begin(), order.end());
            QCOMPARE(order, left);
            QCOMPARE(m->blackJackPlayed(), g->blackJackPlayed());
        }
        why = uniform(first, left, kDraws, 0.15);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void theHirersSecretCard()
    {
        // Seat 0 on field 1 with yellow-3 opens the auction, hires Black Jack
        // and picks his 4 in secret.
        auto g = game(
            kTwoPlayer, 2, 0, {{0, {u"yellow-3"_s}}, {1, {u"purple-3"_s}}, {4, {u"grey-2"_s}}, {6, {u"grey-8"_s}}});
        QCOMPARE(playAll(*g, "place 1 | place 5 | blackjack 3 | offer yellow-3 | pass | jack 4"), QString());
        QCOMPARE(g->hirer(), 0);
        QCOMPARE(g->phase(), Phase::ChooseMove);
        QCOMPARE(g->currentPlayer(), 0);

        // The hirer knows it.
        const auto twoPlayer = ruleset(kTwoPlayer);
        Rng rng(8);
        for (int i = 0; i < 200; ++i) {
            const auto m = madeUp(*twoPlayer, *g, 0, rng);
            QVERIFY(m);
            QCOMPARE(everything(*m).blackJackCard, 4);
            std::vector<int> order(m->blackJackOrder().begin(), m->blackJackOrder().end());
            std::sort(order.begin(), order.end());
            QCOMPARE(order, (std::vector<int> {0, 1, 2, 3, 5, 6, 7}));
        }

        // The opponent, once seat 0 has chosen too, knows neither card.
        QCOMPARE(play(*g, "move 1"), QString());
        QCOMPARE(g->currentPlayer(), 1);
        const std::vector<int> all {0, 1, 2, 3, 4, 5, 6, 7};
        constexpr int kDraws = 8000;
        std::map<int, int> jack, captain;
        for (int i = 0; i < kDraws; ++i) {
            const auto m = madeUp(*twoPlayer, *g, 1, rng);
            QVERIFY(m);
            const HsObservation o = everything(*m);
            ++jack[o.blackJackCard];
            ++captain[o.chosen[0]];
            std::vector<int> order(m->blackJackOrder().begin(), m->blackJackOrder().end());
            order.push_back(o.blackJackCard);
            std::sort(order.begin(), order.end());
            QCOMPARE(order, all); // his pick is out of his cards left
        }
        QString why = uniform(jack, all, kDraws, 0.15);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        why = uniform(captain, all, kDraws, 0.15);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    // Random positions of every variant: the made-up state looks the same to
    // the seat, its secret cards were still held, and no villain is twice.
    void everyMadeUpStateKeepsTheConstraints()
    {
        const std::vector<std::pair<std::string, int>> cases {{kIntro, 3}, {kIntro, 4}, {kStandard, 3}, {kStandard, 4},
            {kBeforeDen, 4}, {kTwoPlayer, 2}, {"halunken-spelunken/eighteen-dens", 4}};
        Rng rng(9);
        int secrets = 0;
        std::vector<houserules::Decision> legal;
        for (const auto &[variant, players] : cases) {
            const auto rules = ruleset(variant);
            for (int gameNo = 0; gameNo < 3; ++gameNo) {
                auto g = rules->newGame(players, int(rng.below(std::uint32_t(players))), rng);
                while (!g->isTerminal()) {
                    const auto &truth = static_cast<const HsState &>(*g);
                    const int seat = g->currentPlayer();
                    const HsObservation o = seenBy(truth, seat);
                    const auto m = madeUp(*rules, truth, seat, rng);
                    QVERIFY(m);
                    QVERIFY(m->observe(seat)->equals(o));
                    const HsObservation all = everything(*m);
                    for (int s = 0; s < players; ++s) {
                        if (o.chosen[std::size_t(s)] != SecretChoices::kHidden)
                            continue;
                        ++secrets;
                        const auto &held = o.movesLeft[std::size_t(s)];
                        const int chosen = all.chosen[std::size_t(s)];
                        QVERIFY(std::find(held.begin(), held.end(), chosen) != held.end());
                        auto left = all.movesLeft[std::size_t(s)];
                        left.push_back(chosen);
                        std::sort(left.begin(), left.end());
                        QCOMPARE(left, held);
                    }
                    std::set<int> cards;
                    for (int field = 0; field < m->rules().fields; ++field)
                        for (const auto card : m->den(field))
                            QVERIFY(cards.insert(card).second);
                    for (int s = 0; s < players; ++s)
                        for (const auto card : m->villains(s))
                            QVERIFY(cards.insert(card).second);
                    for (const auto card : m->harbour())
                        QVERIFY(cards.insert(card).second);
                    g->legalDecisions(legal);
                    g->apply(legal[rng.below(std::uint32_t(legal.size()))]);
                }
            }
        }
        QVERIFY(secrets > 100);
    }

    // Made up in the middle of the moves (a captain robbing or landing on
    // Black Jack, his walk robbing captains), a state goes on as the truth
    // does: the same captains move the same way, the same victims are asked,
    // until one of Black Jack's hidden cards comes into play.
    void theRoundGoesOnAsInTheTruth()
    {
        const std::vector<std::pair<std::string, int>> cases {
            {kIntro, 4}, {kStandard, 3}, {kStandard, 4}, {kBeforeDen, 3}, {kTwoPlayer, 2}};
        Rng rng(10);
        std::map<QString, int> seen;
        std::vector<houserules::Decision> legal;
        for (const auto &[variant, players] : cases) {
            const auto rules = ruleset(variant);
            for (int gameNo = 0; gameNo < 40; ++gameNo) {
                auto g = rules->newGame(players, int(rng.below(std::uint32_t(players))), rng);
                auto &truth = static_cast<HsState &>(*g);
                while (!g->isTerminal()) {
                    g->legalDecisions(legal);
                    const auto d = legal[rng.below(std::uint32_t(legal.size()))];
                    const bool midRound = truth.phase() == Phase::Rob || truth.phase() == Phase::LandOnBlackJack;
                    if (!midRound) {
                        g->apply(d);
                        continue;
                    }
                    ++seen[truth.phase() == Phase::Rob ? u"rob %1"_s.arg(int(seenBy(truth, 0).robbery)) : u"land"_s];
                    const auto m = madeUp(*rules, truth, g->currentPlayer(), rng);
                    QVERIFY(m);
                    const auto played = truth.blackJackPlayed().size();
                    g->apply(d);
                    m->apply(d);
                    const bool whole = truth.blackJackPlayed().size() == played;
                    QCOMPARE(board(*m, whole), board(truth, whole));
                }
            }
        }
        // Every kind of robbery came up, and landing on a hired Black Jack.
        for (const int robbery : {0, 1, 2, 3})
            QVERIFY2(seen[u"rob %1"_s.arg(robbery)] > 0, qPrintable(u"robbery %1"_s.arg(robbery)));
        QVERIFY(seen[u"land"_s] > 0);
    }
};

QTEST_GUILESS_MAIN(TestHsDeterminization)
#include "test_determinization.moc"
