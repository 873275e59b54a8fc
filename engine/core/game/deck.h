#pragma once

#include "core/variants/diagnostic.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace houserules {

// A deck as a designer thinks of it (and the variant editor shows it): a
// table of card kinds, suits in rows and ranks in columns, with how many
// cards of each kind there are. A rank is a number (the card's value: gold 7,
// Boomo's 10) or a name (a card with an effect of its own: dynamite, reverse).
// A game without suits has a single suit named "". Every game declares its
// deck this way (a Deck parameter with its DeckShape), so the loader, the
// editor and the simulator's statistics by card treat all decks alike; each
// game turns the table into its own cards.
struct DeckRank {
    std::string id;           // "7", "dynamite"
    std::optional<int> value; // the number of a numeric rank

    friend bool operator==(const DeckRank &, const DeckRank &) = default;
};

struct DeckShape;

struct Deck {
    std::vector<std::string> suits;       // in the order the variant lists them
    std::vector<DeckRank> ranks;          // numbers from low to high, then names in the shape's order
    std::vector<std::vector<int>> counts; // [suit][rank]

    int count(int suit, int rank) const { return counts[std::size_t(suit)][std::size_t(rank)]; }
    int size() const;
    int suitSize(int suit) const;
    int rankSize(int rank) const;
    int findSuit(const std::string &suit) const; // -1 when absent
    int findRank(const std::string &id) const;   // -1 when absent
    // The kind's name in records and statistics: "gold-7", "gold-dynamite";
    // just the rank ("reverse", "10") in a deck without suits.
    std::string kindName(int suit, int rank) const;
    // True when every suit holds the same ranks with the same counts (the
    // deck can then be written in the short form).
    bool suitsAlike() const;

    // Editing, as the variant editor does it. Preconditions: indices in
    // range, counts from 0 up; a deck may pass through states a variant would
    // reject (a suit without cards, a rank no suit has), which the loader
    // reports when the deck is read back.
    void setCount(int suit, int rank, int count);
    // A suit at the end, with the cards of `copyFrom` (-1: none). Precondition:
    // findSuit(name) < 0.
    void addSuit(const std::string &name, int copyFrom = -1);
    void removeSuit(int suit);
    // A rank in its canonical place (see normalize), with `count` cards of it
    // in every suit; returns its index. Precondition: findRank(rank.id) < 0.
    int addRank(const DeckRank &rank, int count, const DeckShape &shape);
    void removeRank(int rank);
    // Without the ranks of which no suit has a card, which a variant file
    // cannot express and the loader leaves out.
    void dropEmptyRanks();

    friend bool operator==(const Deck &, const Deck &) = default;
};

// True when the decks hold the same cards in the same suit order, whatever
// ranks without cards either lists.
bool sameCards(Deck a, Deck b);

// What a game allows in its deck, for the loader's checks and the editor.
struct DeckShape {
    bool suited = true;
    // The game's word for a suit, which names the short form's keys: with
    // "colour", `values: [...]` and `dynamite_per_colour: 1`; and its plural,
    // the key of the suit list, `colours: [...]` (given by the game: "business"
    // makes "businesses", not "businesss").
    std::string suitWord = "colour";
    std::string suitsWord = "colours";
    int minSuits = 1;
    int maxSuits = 8;
    bool numbers = true; // numeric ranks allowed, from minValue to maxValue
    int minValue = 0;
    int maxValue = 99;
    std::vector<std::string> names; // the named ranks allowed, in the order ranks sort
    int maxCount = 20;              // cards of one kind
    int maxCards = 400;             // cards in all
};

// An explicit setup's deck, card names in order, as card ids: each name takes
// a card of that name not taken yet (copies are interchangeable). Diagnostics
// ("setup.deck[i]") for an unknown name, a name given more often than the
// deck holds it, and every card left out.
Expected<std::vector<std::int16_t>> cardsNamed(
    const std::vector<std::string> &names, int cardCount, const std::function<std::string(int card)> &nameOf);

// Sorts the ranks into their canonical order (numbers ascending, then names in
// the shape's order), moving the counts along.
void normalize(Deck &deck, const DeckShape &shape);

} // namespace houserules
