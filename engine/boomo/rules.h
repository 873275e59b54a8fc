#pragma once

// Boomo (Mattel, 2001): German, French and Italian rulebook 003_….
//
// Rules in short: every player has three ticking time bombs and a hand of
// seven cards. In turn each plays one card onto the discard pile (no drawing
// after playing): 5s and 10s add to a running total, ":0", ":30" and ":60"
// set it, command cards do something else. Whoever takes the total over 60
// flips a bomb and the round ends; so does the round when someone plays their
// last card (every other player flips), when a bomb card finds nobody to
// answer it with a time stopper (everyone without one flips; if all answered,
// the bomber flips), and when a player cannot start a forced "play twice"
// with a number card. After a round the total is 0 and hands refill to
// seven. A player with all bombs flipped is out; the last one with a bomb
// left wins. Short variant: the game ends when someone is out; most bombs
// left wins, then the lowest hand value, then a shared win.
//
// Modelling notes (RULES-NOTES, Boomo section, followed to the letter):
// - Every number comes from the variant (variants/boomo/*.yaml): players,
//   hand size, the limit, bombs per player, the deck by card kind (a deck
//   without suits: numbers are cards that add their value — 5, 10, and a
//   house rule's 15 — and named kinds are the rest), which events end a
//   round, who starts the next one, how a bomb card is answered, how the
//   game ends and what hand cards count in the short variant.
// - A turn is one decision: play a card kind from the hand (copies of a kind
//   are interchangeable, so the legal decisions are the kinds held, each
//   named by the kind's first card id; the copy played is the first held). Effects
//   that the rules force (everyone draws, everyone answers a bomb card, the
//   flips) happen inside that decision; what a player chooses is a decision
//   of its own: whom to swap hands with, the two cards of "play twice", and,
//   in the house rule where answering is a choice, each answer to a bomb
//   card, asked out of turn of each holder of a time stopper, clockwise from
//   the bomber (core/game/seats.h: SeatQueue).
// - Chance after the deal (the reshuffle of the discard pile) comes from the
//   state's own generator, seeded from the game's: a seed or an explicit
//   setup (with its `seed`) replays exactly.
// - Points where RULES-NOTES is silent, decided here:
//   * When an over-the-limit play does not end the round (house rule), the
//     total goes back to 0 and the next player plays (also after the first
//     card of "play twice": an ordinary over-the-limit play, no second card).
//   * When a bomb card does not end the round (house rule) play goes on
//     with the next player; played as the last card, the last-card rule then
//     ends the round (unless the bomb card put its player out: RULES-NOTES,
//     he takes part in nothing more, and play goes on without him).
//   * A player still in with no card in hand (possible only after
//     discarding the last time stopper to a bomb card that did not end the
//     round) is passed over by the turn, a skip and play twice (RULES-NOTES);
//     if nobody still in holds a card, the round ends as if the last player
//     had played their last card, without flips. When nobody but its player
//     holds a card, a skip skips nobody (he plays again) and play twice
//     comes back round to him.
//   * In the "dealer" reading of who starts, the first round's dealer is the
//     seat right of the first player, and each round the deal moves one seat
//     clockwise; the round starts with the next player still in left of it.

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

namespace houserules::boomo {

inline constexpr const char *kGameId = "boomo";
inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxCards = 400; // the schema's bound on a deck

// What a card does.
enum class Kind : std::uint8_t {
    Number,  // adds its value to the total
    Set,     // sets the total (":0", ":30", ":60")
    Stop,    // "time stopper": nothing, but answers a bomb card
    Reverse, // the direction of play changes (no effect with two players left)
    Skip,    // the next player is passed over (with two left: play again)
    Draw,    // every other player draws `amount` cards ("+1", "+2")
    Swap,    // the player swaps hands with a player of their choice
    Twice,   // the next player must play two cards, the first a number card
    Bomb,    // every other player discards a time stopper or flips a bomb
};

struct Card {
    Kind kind = Kind::Number;
    std::int16_t amount = 0; // Number: its value; Set: the total it sets; Draw: cards to draw
    std::int8_t rank = 0;    // the kind's column in the deck (its name, its stable id)

    // Number and set cards: the only ones that may start "play twice".
    bool isNumber() const { return kind == Kind::Number || kind == Kind::Set; }
};

// Who starts the next round.
enum class NextRound : std::uint8_t { AfterEnder, DealerLeft };
// How a bomb card is answered.
enum class BombAnswer : std::uint8_t { Forced, Choice };
// When the game ends.
enum class GameEnd : std::uint8_t { LastBomb, FirstOut };

// A variant compiled into plain numbers for fast play.
struct Rules {
    int minPlayers = 0;
    int maxPlayers = 0;
    int handSize = 0;
    int limit = 0;
    int bombs = 0;
    bool overLimitEndsRound = true;
    bool bombCardEndsRound = true;
    NextRound nextRound = NextRound::AfterEnder;
    BombAnswer bombAnswer = BombAnswer::Forced;
    GameEnd end = GameEnd::LastBomb;
    int otherPoints = 1; // short variant: what a card other than a number or set card counts

    Deck deck;               // the variant's, for names
    std::vector<Card> cards; // canonical order (the deck's kinds in order); index = card id
    // The first card id of each kind: a play names its kind by it (copies of a
    // kind are interchangeable, so a decision names the kind, not the copy).
    std::vector<std::int16_t> firstOfKind;
    // The number and set kinds as bits (rank r: word r / 64, bit r % 64): the
    // kinds that may start "play twice", picked from the kinds held at once.
    std::array<std::uint64_t, 2> numberKinds {};
    int kinds = 0;     // deck.ranks.size(), kept at hand for the hot loops
    int stoppers = 0;  // time stoppers in the deck (the bot counts the unseen ones)
    int stopKind = -1; // the time stopper's kind (names are unique: one at most); -1 none

    static Rules fromVariant(const Variant &variant);

    int cardCount() const { return int(cards.size()); }
    // Each player's first hand: hand_size cards, whatever the player count
    // (later rounds refill hands from what is left, which no deal shape says).
    std::optional<DealShape> dealtHand(int players) const
    {
        (void)players;
        return DealShape {"deck", handSize};
    }
    int kindCount() const { return kinds; }
    // Record notation of a kind: "5", "10", "stop", "reverse", ...
    const std::string &kindName(int rank) const { return deck.ranks[std::size_t(rank)].id; }
    const std::string &cardName(int card) const { return kindName(cards[std::size_t(card)].rank); }
    // The kind named so, -1 when there is none.
    int kindNamed(std::string_view name) const;
    // What a card counts in a hand at the end of the short variant.
    int points(int card) const;
};

const Schema &schema();

} // namespace houserules::boomo
