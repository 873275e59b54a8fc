#include "rules.h"

#include "core/game/ring.h"

#include <algorithm>
#include <cassert>

namespace houserules::halunkenspelunken {

namespace {

void crossCheck(const Variant &variant, Diagnostics &errors)
{
    variant.checkPlayerRange(errors);
    const auto maxPlayers = variant.integer("players.max");
    const bool blackJack = variant.text("black_jack.mode") != "none";
    const auto fields = variant.integer("board.fields");
    const auto figures = maxPlayers + (blackJack ? 1 : 0);
    if (fields <= figures)
        errors.push_back(variant.error(variant.culprit({"board.fields", "players.max"}),
            "too few fields: " + std::to_string(figures) + " figures need at least " + std::to_string(figures + 1)
                + ", found " + std::to_string(fields),
            "halunken-spelunken.too-few-fields",
            {std::to_string(figures), std::to_string(figures + 1), std::to_string(fields)}));
    const auto cards = variant.deck("deck").size();
    const auto perDen = variant.integer("board.villains_per_den");
    if (fields * perDen > cards)
        errors.push_back(variant.error(variant.culprit({"deck", "board.villains_per_den", "board.fields"}),
            "not enough villains for the dens: " + std::to_string(fields) + " dens x " + std::to_string(perDen) + " = "
                + std::to_string(fields * perDen) + ", but the deck has " + std::to_string(cards),
            "halunken-spelunken.not-enough-villains",
            {std::to_string(fields), std::to_string(perDen), std::to_string(fields * perDen), std::to_string(cards)}));
    auto numbers = variant.integers("movement.numbers");
    std::sort(numbers.begin(), numbers.end());
    if (const auto twice = std::adjacent_find(numbers.begin(), numbers.end()); twice != numbers.end())
        errors.push_back(
            variant.error("movement.numbers", "expected each number once, found " + std::to_string(*twice) + " twice",
                "halunken-spelunken.movement-twice", {std::to_string(*twice)}));
    const auto moves = std::int64_t(numbers.size()) + (variant.flag("movement.rum") ? 1 : 0);
    const auto rounds = variant.integer("rounds");
    if (variant.text("black_jack.mode") == "two_player" && maxPlayers != 2)
        errors.push_back(variant.error(variant.culprit({"players.max", "black_jack.mode"}),
            "the two-player Black Jack needs exactly 2 players, found players.max " + std::to_string(maxPlayers),
            "halunken-spelunken.two-player-black-jack", {std::to_string(maxPlayers)}));
    if (rounds > moves)
        errors.push_back(variant.error(variant.culprit({"rounds", "movement.numbers"}),
            "more rounds (" + std::to_string(rounds) + ") than movement cards (" + std::to_string(moves) + ")",
            "halunken-spelunken.rounds-movement", {std::to_string(rounds), std::to_string(moves)}));
    if (variant.text("black_jack.mode") == "auction" && rounds > variant.integer("black_jack.cards"))
        errors.push_back(variant.error(variant.culprit({"rounds", "black_jack.cards"}),
            "more rounds (" + std::to_string(rounds) + ") than Black Jack's cards ("
                + std::to_string(variant.integer("black_jack.cards")) + ")",
            "halunken-spelunken.rounds-black-jack",
            {std::to_string(rounds), std::to_string(variant.integer("black_jack.cards"))}));
}

Schema makeSchema()
{
    Schema s;
    s.groups = {{"players", "Players"}, {"board", "Board"}, {"cards", "Cards"}, {"black_jack", "Black Jack"},
        {"rules", "Rules"}};
    s.params = {
        {"players.min", ParamType::Int, 2, kMaxPlayers, "fewest players"},
        {"players.max", ParamType::Int, 2, kMaxPlayers, "most players"},
        {"board.fields", ParamType::Int, 4, Ring::kMaxFields, "fields round the harbour, each in front of a den"},
        {"board.villains_per_den", ParamType::Int, 1, 10, "villain cards stacked in each den at the start"},
        {"deck", ParamType::Deck, 0, 0,
            "the villains by colour and value (colours from lowest to highest when a tie needs an order)"},
        {"movement.numbers", ParamType::IntList, 1, 20, "each player's numbered movement cards"},
        {"movement.rum", ParamType::Bool, 0, 0, "each player also has a rum card"},
        {"rounds", ParamType::Int, 1, 21, "rounds in a game; each uses one movement card"},
        {"black_jack.mode", ParamType::String, 0, 0,
            "Black Jack: not in the game, hired in an auction every round, or the two-player variant's"},
        {"black_jack.cards", ParamType::Int, 1, 30, "Black Jack's movement cards, numbered from 1"},
        {"robbing.count", ParamType::String, 0, 0,
            "when a captain's villains are counted to rob: after taking the den's card, or before"},
    };
    auto find = [&s](const char *path) -> ParamSpec & {
        return *std::find_if(s.params.begin(), s.params.end(), [&](const ParamSpec &p) { return p.path == path; });
    };
    find("movement.numbers").minItems = 1;
    find("movement.numbers").maxItems = 20;
    find("deck").deck = DeckShape {.suited = true,
        .suitWord = "colour",
        .minSuits = 1,
        .maxSuits = 8,
        .numbers = true,
        .minValue = 1,
        .maxValue = 99,
        .names = {},
        .maxCount = 4,
        .maxCards = 400};
    find("black_jack.mode").choices = {"none", "auction", "two_player"};
    find("robbing.count").choices = {"after_den", "before_den"};
    find("deck").group = "cards";
    find("rounds").group = "rules";
    find("robbing.count").group = "rules";
    // Movement cards are cards: beside the villains in the editor.
    find("movement.numbers").group = "cards";
    find("movement.rum").group = "cards";
    s.crossCheck = crossCheck;
    s.problems = {{"halunken-spelunken.too-few-fields", 3}, {"halunken-spelunken.not-enough-villains", 4},
        {"halunken-spelunken.movement-twice", 1}, {"halunken-spelunken.two-player-black-jack", 1},
        {"halunken-spelunken.rounds-movement", 2}, {"halunken-spelunken.rounds-black-jack", 2}};
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
    rules.fields = int(variant.integer("board.fields"));
    rules.villainsPerDen = int(variant.integer("board.villains_per_den"));
    for (auto n : variant.integers("movement.numbers"))
        rules.movement.push_back(int(n));
    if (variant.flag("movement.rum"))
        rules.movement.push_back(kRum);
    std::sort(rules.movement.begin(), rules.movement.end());
    rules.moveIndex.fill(-1);
    for (std::size_t i = 0; i < rules.movement.size(); ++i)
        rules.moveIndex[std::size_t(rules.movement[i])] = std::int8_t(i);
    rules.rounds = int(variant.integer("rounds"));
    const auto mode = variant.text("black_jack.mode");
    rules.blackJack = mode == "auction" ? BlackJackMode::Auction
        : mode == "two_player"          ? BlackJackMode::TwoPlayer
                                        : BlackJackMode::None;
    rules.blackJackCards = int(variant.integer("black_jack.cards"));
    rules.robCountsBeforeDen = variant.text("robbing.count") == "before_den";
    rules.deck = variant.deck("deck");
    rules.colours = rules.deck.suits;
    for (int colour = 0; colour < int(rules.colours.size()); ++colour)
        for (int rank = 0; rank < int(rules.deck.ranks.size()); ++rank)
            for (int i = 0; i < rules.deck.count(colour, rank); ++i)
                rules.villains.push_back(
                    {std::int8_t(colour), std::int16_t(rules.deck.ranks[std::size_t(rank)].value.value_or(0))});
    for (int colour = 0; colour < int(rules.colours.size()); ++colour)
        for (int rank = 0; rank < int(rules.deck.ranks.size()); ++rank)
            rules.hasCopies = rules.hasCopies || rules.deck.count(colour, rank) > 1;
    return rules;
}

std::string Rules::villainName(int card) const
{
    const Villain &v = villains[std::size_t(card)];
    return colours[std::size_t(v.colour)] + "-" + std::to_string(v.value);
}

int Rules::villainNamed(std::string_view name) const
{
    for (int card = 0; card < villainCount(); ++card)
        if (villainName(card) == name)
            return card;
    return -1;
}

} // namespace houserules::halunkenspelunken
