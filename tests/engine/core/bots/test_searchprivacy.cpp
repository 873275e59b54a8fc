// No bot sees more than its seat (issue 26): for every game and every kind of
// thing a seat cannot see, twin games that differ only in that thing (a card
// swapped between another hand and the deck, a den's hidden villains, another
// captain's secret card, the hirer's secret card for Black Jack, the order of
// a deck, the dice or reshuffles to come) look the same to the seat about to
// decide, and the search bot (heuristic and random playouts) and the
// heuristic bot decide the same for that seat in both, with generators seeded
// alike, down to the search's visits and values at the root. The twins come
// from random deals and random play, twenty per secret.

#include "searchprivacysupport.h"

#include "blastingbilly/state.h"
#include "boomo/state.h"
#include "halunkenspelunken/state.h"
#include "registry.h"
#include "wyattearp/state.h"

#include <QTest>

#include <algorithm>

using namespace privacy;
using houserules::kAllKnowing;

namespace {

namespace bb = houserules::blastingbilly;
namespace bo = houserules::boomo;
namespace hs = houserules::halunkenspelunken;
namespace we = houserules::wyattearp;

std::shared_ptr<const Ruleset> rulesetFor(const char *id)
{
    auto loaded = houserules::Registry::instance().ruleset(id);
    if (!loaded)
        qFatal("cannot load %s", id);
    return *loaded;
}

// The cards a seat sees, by game.
std::vector<std::int16_t> shownTo(const bb::BillyState &state, int seat)
{
    const bb::BillyObservation o = state.observation(seat);
    std::vector<std::int16_t> cards;
    auto add = [&](const bb::CardView &v) {
        if (v.known())
            cards.push_back(v.id);
    };
    for (const auto &hand : o.hands)
        std::for_each(hand.begin(), hand.end(), add);
    for (const auto &owner : o.loot)
        for (const auto &column : owner)
            std::for_each(column.begin(), column.end(), add);
    for (const auto &boxed : o.box)
        add(boxed.card);
    return cards;
}

std::vector<std::int16_t> shownTo(const hs::HsState &state, int seat)
{
    const auto seen = state.observe(seat);
    const auto &o = static_cast<const hs::HsObservation &>(*seen);
    std::vector<std::int16_t> cards(o.harbour.begin(), o.harbour.end());
    for (const auto &held : o.villains)
        cards.insert(cards.end(), held.begin(), held.end());
    std::copy_if(o.denTop.begin(), o.denTop.end(), std::back_inserter(cards), [](auto card) { return card >= 0; });
    return cards;
}

std::vector<std::int16_t> shownTo(const we::WeState &state, int seat)
{
    const auto seen = state.observe(seat);
    const auto &o = static_cast<const we::WeObservation &>(*seen);
    std::vector<std::int16_t> cards(o.potShares.begin(), o.potShares.end());
    for (const auto &held : o.shares)
        cards.insert(cards.end(), held.begin(), held.end());
    if (o.drawn >= 0)
        cards.push_back(std::int16_t(o.drawn));
    for (const int g : o.gunfighters)
        if (g >= 0)
            cards.push_back(std::int16_t(state.rules().shareCount() + g));
    return cards;
}

// Two cards alike to a seat that never saw them: Blasting Billy's of one
// colour (the colour shows on the back); any villains; two shares (a
// gunfighter's stars show in rolls).
bool alike(const bb::Rules &rules, std::int16_t x, std::int16_t y)
{
    return rules.deck[std::size_t(x)].colour == rules.deck[std::size_t(y)].colour;
}
bool alike(const hs::Rules &, std::int16_t, std::int16_t)
{
    return true;
}
bool alike(const we::Rules &rules, std::int16_t x, std::int16_t y)
{
    return !rules.isGunfighterCard(x) && !rules.isGunfighterCard(y);
}

// The game's own deal, seated from seat 0 (who begins matters to no secret).
template <typename GameState, typename GameRules>
Subject subject(const char *id, int players)
{
    Subject s;
    s.ruleset = rulesetFor(id);
    const auto rules = std::make_shared<const GameRules>(GameRules::fromVariant(s.ruleset->variant()));
    s.cards = rules->cardCount();
    s.deal = [rules, players](const std::vector<std::int16_t> &deck, const Chance &chance) -> std::unique_ptr<State> {
        if constexpr (std::is_same_v<GameState, bb::BillyState>) {
            (void)chance;
            return std::make_unique<GameState>(rules, players, 0, deck);
        } else if constexpr (std::is_same_v<GameState, we::WeState>) {
            return std::make_unique<GameState>(rules, players, 0, deck, chance);
        } else {
            return std::make_unique<GameState>(rules, players, 0, deck, chance.seed);
        }
    };
    if constexpr (std::is_same_v<GameState, we::WeState>) {
        s.dice = 4000;
        s.diceRolled = [](const State &state) { return static_cast<const we::WeState &>(state).listedDiceUsed(); };
    }
    if constexpr (!std::is_same_v<GameState, bo::BoomoState>) {
        s.shown = [](const State &state, int seat) { return shownTo(static_cast<const GameState &>(state), seat); };
        s.alike = [rules](std::int16_t x, std::int16_t y) { return alike(*rules, x, y); };
    }
    return s;
}

template <typename T>
std::vector<T> sorted(std::vector<T> items)
{
    std::sort(items.begin(), items.end());
    return items;
}

// ---- Blasting Billy ----

const bb::BillyState &billy(const State &state)
{
    return static_cast<const bb::BillyState &>(state);
}

// Another seat holds other cards.
bool othersHandsDiffer(const State &a, const State &b, int seat)
{
    for (int other = 0; other < a.playerCount(); ++other)
        if (other != seat && sorted(billy(a).hand(other)) != sorted(billy(b).hand(other)))
            return true;
    return false;
}

// Hands and table alike: only the draw pile differs.
bool onlyPileDiffers(const State &a, const State &b, int)
{
    return billy(a).observation(kAllKnowing) == billy(b).observation(kAllKnowing) && !a.equals(b);
}

// A card face down on the table (a loot's first, Billy's column, the box) differs.
bool faceDownDiffers(const State &a, const State &b, int)
{
    const auto x = billy(a).observation(kAllKnowing), y = billy(b).observation(kAllKnowing);
    return x.loot != y.loot || x.box != y.box;
}

// ---- Boomo ----

const bo::BoomoState &boomo(const State &state)
{
    return static_cast<const bo::BoomoState &>(state);
}

// Cards by kind (copies of a kind are one card to the players).
std::vector<std::string> kinds(const bo::BoomoState &state, const std::vector<std::int16_t> &cards)
{
    std::vector<std::string> names;
    for (const auto card : cards)
        names.push_back(state.rules().cardName(card));
    return names;
}

bool boomoHandsDiffer(const State &a, const State &b, int seat)
{
    for (int other = 0; other < a.playerCount(); ++other)
        if (other != seat
            && sorted(kinds(boomo(a), boomo(a).hand(other))) != sorted(kinds(boomo(b), boomo(b).hand(other))))
            return true;
    return false;
}

// Hands and discards alike: only the draw pile's order differs.
bool boomoOnlyPileDiffers(const State &a, const State &b, int)
{
    return boomo(a).observation(kAllKnowing) == boomo(b).observation(kAllKnowing)
        && kinds(boomo(a), boomo(a).drawPile()) != kinds(boomo(b), boomo(b).drawPile());
}

// The cards lie alike: only the reshuffles to come differ.
bool onlyChanceDiffers(const State &a, const State &b, int)
{
    return boomo(a).observation(kAllKnowing) == boomo(b).observation(kAllKnowing)
        && boomo(a).drawPile() == boomo(b).drawPile() && !a.equals(b);
}

// ---- Halunken & Spelunken ----

const hs::HsState &halunken(const State &state)
{
    return static_cast<const hs::HsState &>(state);
}

hs::HsObservation everything(const State &state)
{
    return static_cast<const hs::HsObservation &>(*state.observe(kAllKnowing));
}

bool densDiffer(const State &a, const State &b, int)
{
    for (int field = 0; field < halunken(a).rules().fields; ++field)
        if (halunken(a).den(field) != halunken(b).den(field))
            return true;
    return false;
}

// Another captain's movement card, chosen in secret this round, differs,
// and nothing else but the cards he still holds.
bool onlyAnothersSecretCardDiffers(const State &a, const State &b, int seat)
{
    auto x = everything(a), y = everything(b);
    if (x.chosen[std::size_t(seat)] != y.chosen[std::size_t(seat)] || x.chosen == y.chosen || x.revealed)
        return false;
    for (auto *o : {&x, &y}) {
        o->chosen.clear();
        o->movesLeft.clear();
    }
    return x == y;
}

// Two players: the card the hirer chose in secret for Black Jack differs,
// and nothing else but the cards left to him; the seat is not the hirer.
bool onlyTheHirersPickDiffers(const State &a, const State &b, int seat)
{
    auto x = everything(a), y = everything(b);
    if (seat == x.hirer || x.blackJackCard == y.blackJackCard)
        return false;
    for (auto *o : {&x, &y}) {
        o->blackJackCard = -1;
        o->blackJackMovesLeft.clear();
    }
    return x == y;
}

// Everything alike but the order of Black Jack's cards still to turn.
bool onlyBlackJacksOrderDiffers(const State &a, const State &b, int seat)
{
    return everything(a) == everything(b) && !densDiffer(a, b, seat)
        && halunken(a).blackJackOrder() != halunken(b).blackJackOrder();
}

// ---- Wyatt Earp ----

const we::WeState &earp(const State &state)
{
    return static_cast<const we::WeState &>(state);
}

bool gunfightersDiffer(const State &a, const State &b, int seat)
{
    for (int other = 0; other < a.playerCount(); ++other)
        if (other != seat && earp(a).gunfighter(other) != earp(b).gunfighter(other))
            return true;
    return false;
}

bool shareDecksDiffer(const State &a, const State &b, int)
{
    return earp(a).deck(we::Back::Star) != earp(b).deck(we::Back::Star)
        || earp(a).deck(we::Back::Dollar) != earp(b).deck(we::Back::Dollar);
}

// Everything alike but the dice to come.
bool onlyDiceDiffer(const State &a, const State &b, int seat)
{
    return !gunfightersDiffer(a, b, seat) && !shareDecksDiffer(a, b, seat)
        && a.observe(kAllKnowing)->equals(*b.observe(kAllKnowing)) && !a.equals(b);
}

} // namespace

class TestSearchPrivacy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Blasting Billy: the values in the others' hands (their colours are
    // public), the draw pile (colours too), the cards lying face down (a
    // loot's first card of a colour, Billy's column, the box, the cards set
    // aside at the start).
    void billyOthersHands()
    {
        expectSameDecisions(subject<bb::BillyState, bb::Rules>("blasting-billy/standard", 4), 20, swapTwoCards,
            othersHandsDiffer, false);
    }
    void billyDrawPile()
    {
        expectSameDecisions(
            subject<bb::BillyState, bb::Rules>("blasting-billy/standard", 3), 20, swapTwoCards, onlyPileDiffers, true);
    }
    void billyFaceDownCards()
    {
        expectSameDecisions(
            subject<bb::BillyState, bb::Rules>("blasting-billy/standard", 3), 20, swapOrChoose, faceDownDiffers, false);
    }

    // Boomo: the others' hands (but the cards the seat handed over in a
    // swap), the draw pile's order, the reshuffles to come.
    void boomoOthersHands()
    {
        expectSameDecisions(
            subject<bo::BoomoState, bo::Rules>("boomo/standard", 4), 30, swapTwoCards, boomoHandsDiffer, false);
    }
    void boomoDrawPile()
    {
        expectSameDecisions(
            subject<bo::BoomoState, bo::Rules>("boomo/standard", 3), 30, swapTwoCards, boomoOnlyPileDiffers, true);
    }
    void boomoReshufflesToCome()
    {
        expectSameDecisions(
            subject<bo::BoomoState, bo::Rules>("boomo/standard", 3), 30, reseed, onlyChanceDiffers, true);
    }

    // Halunken & Spelunken: the villains below each den's top (all of them
    // before the dens open), in every mode.
    void halunkenDens_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        QTest::newRow("intro, 3") << u"halunken-spelunken/intro"_s << 3;
        QTest::newRow("standard, 4") << u"halunken-spelunken/standard"_s << 4;
        QTest::newRow("two-player") << u"halunken-spelunken/two-player"_s << 2;
    }
    void halunkenDens()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        expectSameDecisions(
            subject<hs::HsState, hs::Rules>(qPrintable(variant), players), 40, swapTwoCards, densDiffer, false);
    }
    // Another captain's movement card before the reveal.
    void halunkenSecretMove_data() { halunkenDens_data(); }
    void halunkenSecretMove()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        expectSameDecisions(subject<hs::HsState, hs::Rules>(qPrintable(variant), players), 60, otherChoice,
            onlyAnothersSecretCardDiffers, true);
    }
    // Two players: the card the hirer chose for Black Jack, seen by his
    // opponent only when Black Jack moves. (With more players nobody picks
    // his card: he turns his own, in the order halunkenBlackJacksOrder hides.)
    void halunkenHirersSecretCard()
    {
        expectSameDecisions(subject<hs::HsState, hs::Rules>("halunken-spelunken/two-player", 2), 60, otherChoice,
            onlyTheHirersPickDiffers, true);
    }
    // The order of Black Jack's cards still to turn (his own in the
    // standard game; an absent captain's shuffled, two players).
    void halunkenBlackJacksOrder_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        QTest::newRow("standard, 3") << u"halunken-spelunken/standard"_s << 3;
        QTest::newRow("two-player") << u"halunken-spelunken/two-player"_s << 2;
    }
    void halunkenBlackJacksOrder()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        expectSameDecisions(subject<hs::HsState, hs::Rules>(qPrintable(variant), players), 60, reseed,
            onlyBlackJacksOrderDiffers, true);
    }

    // Wyatt Earp: the other players' gunfighters, the order of the share
    // decks, the dice to come.
    void earpGunfighters()
    {
        expectSameDecisions(
            subject<we::WeState, we::Rules>("wyatt-earp/standard", 4), 40, swapTwoCards, gunfightersDiffer, false);
    }
    void earpShareDecks()
    {
        expectSameDecisions(
            subject<we::WeState, we::Rules>("wyatt-earp/standard", 3), 40, swapTwoCards, shareDecksDiffer, false);
    }
    void earpDiceToCome()
    {
        expectSameDecisions(
            subject<we::WeState, we::Rules>("wyatt-earp/standard", 3), 40, reseed, onlyDiceDiffer, true);
    }
};

QTEST_GUILESS_MAIN(TestSearchPrivacy)
#include "test_searchprivacy.moc"
