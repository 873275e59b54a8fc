#pragma once

// Blasting Billy (999 Games, 2022; Gabriele Bubola & Leo Colovini).
//
// Rules in short: each turn a player plays one hand card to Billy (face down,
// in the middle), to their own loot (the first card of each colour face down,
// the rest face up) or to the box (face down, colour visible), then draws one.
// Everyone sees the colours of every hand. After the player who draws the last
// card has finished that turn, every player takes one more turn without
// drawing, ending with that player; then all remaining hand cards go to the
// box. At the end each dynamite removes itself and the card before it in its
// column; whoever has more than Billy in a colour is shot down. The highest
// total among the players left wins (tie: fewest cards; still tied: shared).
// If all are shot, only face-up (not shot) colours count (ties: fewest
// face-up, then fewest face-down cards); with no points at all, Billy wins.
//
// Modelling notes:
// - Every number comes from the variant (variants/blasting-billy/*.yaml):
//   player range, hand size, cards set aside per player count, colours,
//   values and dynamite per colour.
// - Dynamite resolves in placement order, each removing itself and the card
//   then on top of its column (RULES-NOTES: "the card placed immediately
//   before it"); with two dynamite in a column the second removes the card
//   below the first's victim. A dynamite first in its column removes itself.
// - Cards have stable ids: the index in the canonical deck (colour by colour,
//   values in the variant's order, then that colour's dynamite).

#include "core/variants/dealchances.h"
#include "core/variants/diagnostic.h"
#include "core/variants/schema.h"
#include "core/variants/variant.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace houserules::blastingbilly {

inline constexpr int kMaxPlayers = 8;

// Where a card goes on a turn; the `target` of a PlayCard decision.
enum class Destination : std::int16_t { Billy = 0, Loot = 1, Box = 2 };
inline constexpr int kDestinationCount = 3;

struct Card {
    std::int8_t colour = 0;
    std::int8_t value = 0; // 0 for dynamite
    bool dynamite = false;
};

// A variant compiled into plain numbers for fast play.
struct Rules {
    int minPlayers = 0;
    int maxPlayers = 0;
    int handSize = 0;
    std::array<int, kMaxPlayers + 1> setAside {}; // by player count
    std::vector<std::string> colours;             // colour ids, e.g. "gold"
    std::vector<Card> deck;                       // canonical order; index = card id
    int maxCardsPerColour = 0;

    static Rules fromVariant(const Variant &variant);

    int cardCount() const { return int(deck.size()); }
    // Each player's hand: hand_size cards of the loot deck, whatever the
    // player count (the cards set aside first change nothing about a hand).
    std::optional<DealShape> dealtHand(int players) const
    {
        (void)players;
        return DealShape {"deck", handSize};
    }
    int colourCount() const { return int(colours.size()); }
    // Cards in the draw pile right after the deal.
    int pileAfterDeal(int players) const { return cardCount() - setAside[players] - players * handSize; }

    // Record notation: "gold-7", "gold-dynamite".
    std::string cardName(int card) const;
    // Ids of every card with that name (several when a variant repeats a value).
    std::vector<int> cardsNamed(std::string_view name) const;
};

// The dynamite rule on one column of `length` cards, in placement order:
// each dynamite takes itself and the card then on top. Calls `standing(i)`
// for every card left, from the top down; `blasts(i)` says whether card i is
// a dynamite that goes off (for a player's reading of a column, one it knows
// to be dynamite). Walked from the top down, each dynamite takes the nearest
// card under it that none above has taken, which is the same and needs no
// stack, however long the column.
template <typename Blasts, typename Standing>
void forEachStanding(int length, Blasts &&blasts, Standing &&standing)
{
    int pending = 0;
    for (int i = length - 1; i >= 0; --i) {
        if (blasts(i))
            ++pending;
        else if (pending > 0)
            --pending;
        else
            standing(i);
    }
}

const Schema &schema();

std::string_view destinationName(Destination destination); // "billy", "loot", "box"

} // namespace houserules::blastingbilly
