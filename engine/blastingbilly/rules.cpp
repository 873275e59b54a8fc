#include "rules.h"

#include <algorithm>
#include <cassert>

namespace houserules::blastingbilly {

namespace {

void crossCheck(const Variant &variant, Diagnostics &errors)
{
    const auto minPlayers = variant.integer("players.min");
    const auto maxPlayers = variant.integer("players.max");
    if (minPlayers > maxPlayers) {
        errors.push_back(variant.error("players.min",
            "expected at most players.max (" + std::to_string(maxPlayers) + "), found " + std::to_string(minPlayers),
            "blasting-billy.players", {std::to_string(maxPlayers), std::to_string(minPlayers)}));
        return;
    }
    // A house rule that changes the player range is to blame, at its own
    // line, when the base's set_aside does not cover the new range.
    const auto &setAside = variant.byPlayers("set_aside");
    const std::string uncovered = variant.culprit({"set_aside", "players.max", "players.min"});
    for (auto players = minPlayers; players <= maxPlayers; ++players)
        if (!setAside.count(int(players)))
            errors.push_back(variant.error(uncovered,
                "missing the number of cards set aside for " + std::to_string(players) + " players"
                    + variant.noteBase("set_aside"),
                "blasting-billy.set-aside-missing", {std::to_string(players)}));
    const std::string outside = variant.culprit({"set_aside", "players.min", "players.max"});
    for (const auto &[players, count] : setAside)
        if (players < minPlayers || players > maxPlayers)
            errors.push_back(variant.error(outside,
                "has an entry for " + std::to_string(players) + " players, outside players.min..players.max"
                    + variant.noteBase("set_aside"),
                "blasting-billy.set-aside-outside", {std::to_string(players)}));
    if (!errors.empty())
        return;

    const auto cards = std::int64_t(variant.deck("deck").size());
    const auto handSize = variant.integer("hand_size");
    // Point at what this file changed (a house rule raising hand_size), not
    // at the base's untouched numbers.
    const std::string culprit = variant.culprit({"hand_size", "deck", "set_aside"}, "set_aside");
    for (const auto &[players, count] : setAside) {
        const auto needed = count + players * handSize;
        if (needed > cards)
            errors.push_back(variant.error(culprit,
                "not enough cards to deal: " + std::to_string(players) + " players need " + std::to_string(count)
                    + " set aside + " + std::to_string(players) + " x " + std::to_string(handSize)
                    + " in hand = " + std::to_string(needed) + ", but the deck has " + std::to_string(cards),
                "blasting-billy.not-enough-cards",
                {std::to_string(players), std::to_string(count), std::to_string(handSize), std::to_string(needed),
                    std::to_string(cards)}));
    }
}

Schema makeSchema()
{
    Schema s;
    // The editor's headings, in the rulebook's order: who plays, the setup, the cards.
    s.groups = {{"players", "Players"}, {"setup", "Setup"}, {"cards", "Cards"}};
    s.params = {
        {"players.min", ParamType::Int, 2, kMaxPlayers, "fewest players"},
        {"players.max", ParamType::Int, 2, kMaxPlayers, "most players"},
        {"hand_size", ParamType::Int, 1, 10, "cards in each hand; the turn's draw refills it"},
        {"set_aside", ParamType::IntByPlayers, 0, 500, "cards put back in the box unseen at setup, per player count"},
        {"deck", ParamType::Deck, 0, 0, "the loot colours, each with its values and its dynamite cards"},
    };
    // Colours of loot; values are the cards' points; "dynamite" blows up the
    // card before it. Card ids and the hand array bound the sizes.
    s.params.back().deck = DeckShape {.suited = true,
        .suitWord = "colour",
        .minSuits = 1,
        .maxSuits = 8,
        .numbers = true,
        .minValue = 0,
        .maxValue = 99,
        .names = {"dynamite"},
        .maxCount = 4,
        .maxCards = 300};
    for (auto &spec : s.params)
        spec.group = spec.path.starts_with("players.") ? "players" : spec.path == "deck" ? "cards" : "setup";
    s.crossCheck = crossCheck;
    s.problems = {{"blasting-billy.players", 2}, {"blasting-billy.set-aside-missing", 1},
        {"blasting-billy.set-aside-outside", 1}, {"blasting-billy.not-enough-cards", 5}};
    return s;
}

} // namespace

const Schema &schema()
{
    static const Schema s = makeSchema();
    return s;
}

Rules Rules::fromVariant(const Variant &variant)
{
    Rules rules;
    rules.minPlayers = int(variant.integer("players.min"));
    rules.maxPlayers = int(variant.integer("players.max"));
    rules.handSize = int(variant.integer("hand_size"));
    for (const auto &[players, count] : variant.byPlayers("set_aside"))
        rules.setAside[std::size_t(players)] = int(count);
    // Card ids: colour by colour, values from low to high, then the dynamite.
    const Deck &deck = variant.deck("deck");
    rules.colours = deck.suits;
    for (int colour = 0; colour < rules.colourCount(); ++colour) {
        for (int rank = 0; rank < int(deck.ranks.size()); ++rank) {
            const auto &value = deck.ranks[std::size_t(rank)].value;
            for (int i = 0; i < deck.count(colour, rank); ++i)
                rules.deck.push_back({std::int8_t(colour), std::int8_t(value.value_or(0)), !value});
        }
        rules.maxCardsPerColour = std::max(rules.maxCardsPerColour, deck.suitSize(colour));
    }
    return rules;
}

std::string Rules::cardName(int card) const
{
    assert(card >= 0 && card < cardCount());
    const Card &c = deck[std::size_t(card)];
    return colours[std::size_t(c.colour)] + '-' + (c.dynamite ? std::string("dynamite") : std::to_string(c.value));
}

std::vector<int> Rules::cardsNamed(std::string_view name) const
{
    std::vector<int> ids;
    for (int card = 0; card < cardCount(); ++card)
        if (cardName(card) == name)
            ids.push_back(card);
    return ids;
}

std::string_view destinationName(Destination destination)
{
    switch (destination) {
    case Destination::Billy:
        return "billy";
    case Destination::Loot:
        return "loot";
    case Destination::Box:
        return "box";
    }
    return "?";
}

} // namespace houserules::blastingbilly
