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
            "expected at most players.max (" + std::to_string(maxPlayers) + "), found " + std::to_string(minPlayers)));
        return;
    }
    const auto &setAside = variant.byPlayers("set_aside");
    for (auto players = minPlayers; players <= maxPlayers; ++players)
        if (!setAside.count(int(players)))
            errors.push_back(variant.error(
                "set_aside", "missing the number of cards set aside for " + std::to_string(players) + " players"));
    for (const auto &[players, count] : setAside)
        if (players < minPlayers || players > maxPlayers)
            errors.push_back(variant.error("set_aside",
                "has an entry for " + std::to_string(players) + " players, outside players.min..players.max"));
    if (!errors.empty())
        return;

    const auto perColour
        = std::int64_t(variant.integers("deck.values").size()) + variant.integer("deck.dynamite_per_colour");
    const auto cards = perColour * std::int64_t(variant.names("deck.colours").size());
    const auto handSize = variant.integer("hand_size");
    // Point at what this file changed (a house rule raising hand_size), not
    // at the base's untouched numbers.
    std::string culprit = "set_aside";
    for (const char *path : {"hand_size", "deck.values", "deck.dynamite_per_colour", "deck.colours", "set_aside"})
        if (variant.where(path).file == variant.file) {
            culprit = path;
            break;
        }
    for (const auto &[players, count] : setAside) {
        const auto needed = count + players * handSize;
        if (needed > cards)
            errors.push_back(variant.error(culprit,
                "not enough cards to deal: " + std::to_string(players) + " players need " + std::to_string(count)
                    + " set aside + " + std::to_string(players) + " x " + std::to_string(handSize)
                    + " in hand = " + std::to_string(needed) + ", but the deck has " + std::to_string(cards)));
    }
}

Schema makeSchema()
{
    Schema s;
    s.params = {
        {"players.min", ParamType::Int, 2, kMaxPlayers, "fewest players"},
        {"players.max", ParamType::Int, 2, kMaxPlayers, "most players"},
        {"hand_size", ParamType::Int, 1, 10, "cards in each hand; the turn's draw refills it"},
        {"set_aside", ParamType::IntByPlayers, 0, 500, "cards put back in the box unseen at setup, per player count"},
        {"deck.colours", ParamType::StringList, 0, 0, "the loot colours; each has every value and its dynamite", 1, 8},
        {"deck.values", ParamType::IntList, 0, 99, "the values every colour has one card of", 1, 30},
        {"deck.dynamite_per_colour", ParamType::Int, 0, 4, "dynamite cards in each colour"},
    };
    s.crossCheck = crossCheck;
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
    rules.colours = variant.names("deck.colours");
    const auto &values = variant.integers("deck.values");
    const int dynamite = int(variant.integer("deck.dynamite_per_colour"));
    for (int colour = 0; colour < rules.colourCount(); ++colour) {
        for (const auto value : values)
            rules.deck.push_back({std::int8_t(colour), std::int8_t(value), false});
        for (int i = 0; i < dynamite; ++i)
            rules.deck.push_back({std::int8_t(colour), 0, true});
    }
    rules.maxCardsPerColour = int(values.size()) + dynamite;
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
