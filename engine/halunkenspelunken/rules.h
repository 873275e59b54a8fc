#pragma once

// Halunken & Spelunken (Alex Randolph, Kosmos 1997): Dutch rulebook 002_….
//
// Rules in short: captains stand on a ring of fields, each in front of a den
// with a stack of villain cards, the top one face up. Every round each
// player chooses one of their movement cards (1–7 and rum, each used once)
// in secret; all reveal; equal cards cancel (those captains stay and take
// their den's card); a lone rum names a number nobody revealed; then the
// captains move clockwise in ascending order, each taking the den's face-up
// villain where they land. Landing on another captain: the mover robs him
// (a villain of the mover's choice) if the mover holds as many or fewer
// villains, and pushes him on to the next free field. The standard game adds
// Black Jack: each round an auction (offer a higher villain or pass; the best
// offer goes to the harbour) hires him, and after the captains he walks his
// own next card's number of fields, robbing captains on the way. After the
// last round the villains score their values, the colour a player holds most
// of counting double.
//
// Modelling notes (RULES-NOTES, Halunken & Spelunken section, to the letter):
// - Every number comes from the variant (variants/halunken-spelunken/*.yaml):
//   the ring's fields, villains per den, the villain deck by colour and
//   value (colours listed from lowest to highest for ties), the movement
//   cards, the rounds, Black Jack's cards, and when the robbing count is
//   taken.
// - Every choice is a decision of its own: a captain's start field, Black
//   Jack's, an offer or a pass, a movement card (secret until all have
//   chosen: core/game/secretchoices.h), the lone rum's number, and each villain
//   taken from a captain or the harbour or given to the harbour.
// - Points where RULES-NOTES is silent, decided here:
//   * Fields are numbered 1.. in the notation and the app, clockwise.
//   * Cancelled captains take their den's card in seat order from the
//     round's first player (the start player); their dens differ, so the
//     order changes nothing but the log.
//   * Movement cards are chosen in seat order from the start player; the
//     order is invisible to the rules.
//   * A deck larger than fields x villains per den is dealt den by den and
//     the rest stays in the box unseen; a smaller one is an error.
//   * A lone rum with no number left to name (a house rule's few numbers)
//     stays, as a cancelled card does.
//   * Two captains landing together cannot happen (equal cards cancel), so
//     "ascending order" is strict.
//   * Two players: a hired Black Jack's rum (named by his hirer as he moves,
//     from the numbers no revealed card shows) with no number left stays
//     too. The opponent landing on a hired Black Jack is always asked
//     (RULES-NOTES: "de keuze"); a choice that takes nothing (an empty
//     harbour; a hirer with no villain, or whom the captain rule does not
//     let him rob) takes nothing, and the moves go on.

#include "core/game/deck.h"
#include "core/variants/dealchances.h"
#include "core/variants/schema.h"
#include "core/variants/variant.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace houserules::halunkenspelunken {

inline constexpr const char *kGameId = "halunken-spelunken";
inline constexpr int kMaxPlayers = 4;
inline constexpr int kRum = 0; // the rum movement card's number

// Black Jack's part in the game.
enum class BlackJackMode : std::uint8_t {
    None,      // the introductory game
    Auction,   // the standard game: his own cards, an auction every round
    TwoPlayer, // the two-player variant: an absent captain's cards, an alternating auction
};

struct Villain {
    std::int8_t colour = 0; // index into Rules::colours (low to high for ties)
    std::int16_t value = 0;
};

// A variant compiled into plain numbers for fast play.
struct Rules {
    int minPlayers = 0;
    int maxPlayers = 0;
    int fields = 0;
    int villainsPerDen = 0;
    std::vector<int> movement; // the movement cards' numbers, ascending; kRum for rum
    int rounds = 0;
    BlackJackMode blackJack = BlackJackMode::None;
    int blackJackCards = 0;          // his cards are 1..blackJackCards (two players: `movement`)
    bool robCountsBeforeDen = false; // the robbing count: before taking the den's card

    // Where each number sits in `movement` (-1: not a card), so a hand of
    // movement cards is a bit set over `movement`'s indices.
    std::array<std::int8_t, 21> moveIndex {};
    bool hasCopies = false; // the deck lists some villain twice

    Deck deck; // the variant's, for names
    std::vector<std::string> colours;
    std::vector<Villain> villains; // canonical order (colour by colour, values ascending); index = card id

    static Rules fromVariant(const Variant &variant);

    int villainCount() const { return int(villains.size()); }
    // The deck's cards are the villains (DeckRuleset's names).
    int cardCount() const { return villainCount(); }
    // Nobody is dealt villains: they are laid out in the dens, and a captain
    // takes them one by one in play (the movement cards are no deck).
    std::optional<DealShape> dealtHand(int players) const
    {
        (void)players;
        return std::nullopt;
    }
    std::string cardName(int card) const { return villainName(card); }
    bool hasRum() const { return !movement.empty() && movement.front() == kRum; }
    // "red-9"
    std::string villainName(int card) const;
    // The first villain id of that name, -1 when there is none.
    int villainNamed(std::string_view name) const;
};

const Schema &schema();

} // namespace houserules::halunkenspelunken
