#pragma once

#include "core/game/deck.h"

#include <optional>
#include <string>

namespace houserules {

// What each player is dealt at the start of a game: `cards` cards from the
// shuffled deck of the Deck parameter `deck` (a schema path, "deck"). Cards set
// aside or laid out before or after the hands change nothing about one hand:
// it is still `cards` cards drawn at random from the whole deck.
struct DealShape {
    std::string deck;
    int cards = 0;

    friend bool operator==(const DealShape &, const DealShape &) = default;
};

// The chances of one hand of `dealt` cards drawn at random from a deck of
// `deckSize` cards of which `ofKind` are of a kind (hypergeometric).
// Preconditions: 0 <= ofKind <= deckSize, 0 <= dealt <= deckSize.

// The chance that the hand holds at least one card of the kind:
// 1 - C(deckSize - ofKind, dealt) / C(deckSize, dealt), computed as a product
// of `dealt` ratios, so no binomial coefficient is ever formed.
double chanceOfAtLeastOne(int deckSize, int ofKind, int dealt);
// The number of cards of the kind a hand holds on average: dealt * ofKind / deckSize.
double expectedInHand(int deckSize, int ofKind, int dealt);
// A hand's total value on average, counting each card of a numeric rank by
// its number: dealt * (sum of values) / deck size. Nothing for a deck without
// numeric ranks or without cards. Precondition: 0 <= dealt <= deck.size().
std::optional<double> expectedHandValue(const Deck &deck, int dealt);

} // namespace houserules
