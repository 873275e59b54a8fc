#pragma once

// Wyatt Earp (Jürgen Hagedorn, Hexagames): German rulebook 004_….
//
// Rules in short: each player is a gunfighter with four secret attributes
// (3–6 stars) and a cowboy on Jolly Town's main street, two sidewalks of
// fields facing each other. A turn: roll three dice, walk two of them (each
// either way) and cross the street with the third or forfeit it, then act on
// the field: draw a share of a business from the star or dollar deck and buy
// it at a price rolled against one's attribute, call a payday or rob the
// bank on a dollar field, play poker dice with everyone on an ace field,
// hasard against the bank on a dice field, or attack the single cowboy
// standing on the field for a share of a business both own. The game ends
// when the decks are empty or after the agreed rounds; most shares wins
// (a complete business counts 5), money breaks ties.
//
// Modelling notes (RULES-NOTES, Wyatt Earp section, to the letter):
// - Every number and the whole layout come from the variant
//   (variants/wyatt-earp/*.yaml): the street, the gunfighters, the share
//   deck (businesses by attribute, core/game/deck.h's table) and which businesses
//   have a dollar back, the money, poker, hasard, robbery and broke rules.
// - The dice come from core/game/dice.h: the game's seeded generator, or dice an
//   explicit setup lists. Rolls are no decisions: the movement roll opens a
//   turn, the price roll follows the decision to buy, attack, poker, hasard
//   and robbery rolls follow the decisions before them.
// - A move is one decision: a whole plan (start side when off the board, the
//   walks and the crossing in order). The legal list holds one plan per
//   distinct end (field, and whether it attacks); any other plan with a legal
//   route is accepted too.
// - Points where RULES-NOTES is silent, decided here:
//   * Fields are numbered 1.. from west to east on both sidewalks; field n
//     of one faces field n of the other. Walks are written +n (east) and -n.
//   * The three dice structure (two walks and a crossing; three dice for a
//     price, an attack, hasard and a robbery; five poker dice) is the game's
//     nature, not a number of the variant.
//   * A drawn share is shown to everyone (it is bought or put back face up).
//   * The loser of an attack, a seller and a poker-for-shares staker choose
//     among their shares by kind (business and attribute); copies of one
//     kind are one choice, and a single kind is taken without asking.
//   * Poker: a pot nobody can win (every player left cheated) goes to the
//     bank. A player who goes broke during poker or hasard leaves it.
//   * Hasard: a player may buy chips back (while the bank holds chips of his
//     colour) between bets; he bets one chip at a time and says when he is
//     done, after at least one chip.
//   * Payday pays shares of a complete business as complete_business_counts.
//   * The one-time credit is once per player; broke a second time, he is out.
//   * The round limit 0 means no limit.

#include "moves.h"

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

namespace houserules::wyattearp {

inline constexpr const char *kGameId = "wyatt-earp";
inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxFields = 32; // per sidewalk
inline constexpr int kAttributes = 4;
inline constexpr int kMaxBusinesses = 16;
inline constexpr int kPokerDice = 5;

enum class FieldKind : std::uint8_t { Stone, Star, Dollar, Ace, Dice };
enum class Back : std::uint8_t { Star, Dollar };
// In the rulebook's order: Intelligenz, Schnelligkeit, Kraft, Geschicklichkeit.
enum class Attribute : std::uint8_t { Intelligence, Speed, Strength, Dexterity };
enum class BrokeRule : std::uint8_t { Out, Credit };

inline constexpr std::array<const char *, kAttributes> kAttributeNames {
    "intelligence", "speed", "strength", "dexterity"};
inline constexpr std::array<const char *, 5> kFieldKindNames {"stone", "star", "dollar", "ace", "dice"};

struct Gunfighter {
    std::string name;
    std::array<int, kAttributes> stars {};
};

struct Share {
    std::int8_t business = 0;
    Attribute attribute = Attribute::Intelligence;
};

// A variant compiled into plain numbers for fast play.
struct Rules {
    int minPlayers = 0;
    int maxPlayers = 0;
    int startBills = 0;
    int startChips = 0;
    int fields = 0;                               // per sidewalk
    std::array<std::vector<FieldKind>, 2> street; // [side][field], side 0 north, 1 south
    std::vector<Gunfighter> gunfighters;
    std::vector<std::string> businesses;
    std::vector<Back> backs;         // per business
    std::vector<int> businessShares; // per business: its shares in the deck
    std::vector<Share> shares;       // canonical order; index = share card id
    int refusalFee = 0;
    int paydayPerShare = 0;
    int completeCounts = 0;
    int pokerStake = 0;
    bool pokerForShares = false;
    int stakeWithoutShares = 0;
    int cheatPaysEach = 0;
    int cheatSitsOut = 0;
    int chipPrice = 0;
    int payLow = 0, payHigh = 0, payAnyPair = 0, paySpecificPair = 0;
    bool specificPairShare = false;
    int sellPrice = 0;
    BrokeRule broke = BrokeRule::Out;
    int credit = 0;
    int robberyReward = 0;
    int robberyLoot = 0;
    int robberySitsOut = 0;
    bool attackNeedsBothShares = true;
    int rounds = 0; // 0: no limit

    Deck deck; // the variant's share deck, for names

    static Rules fromVariant(const Variant &variant);

    int shareCount() const { return int(shares.size()); }
    int gunfighterCount() const { return int(gunfighters.size()); }
    int businessCount() const { return int(businesses.size()); }
    FieldKind kind(int side, int field) const { return street[std::size_t(side)][std::size_t(field)]; }
    // The same by field number (side * fields + field), from a flat table.
    FieldKind kindOf(int field) const { return fieldKinds[std::size_t(field)]; }
    std::array<FieldKind, 2 * kMaxFields> fieldKinds {};
    // Per FieldKind, its fields as bits.
    std::array<std::uint64_t, 5> fieldsOfKind {};
    MoveTable moves {}; // every start's moves with every roll

    // An explicit setup's deck lists the character cards and the shares:
    // card ids 0..shareCount()-1 are shares, then one per gunfighter.
    int cardCount() const { return shareCount() + gunfighterCount(); }
    // Nobody is dealt shares: they are drawn one at a time from the star and
    // dollar decks in play. What each player is dealt, one gunfighter, comes
    // from the gunfighter list, not from a deck.
    std::optional<DealShape> dealtHand(int players) const
    {
        (void)players;
        return std::nullopt;
    }
    bool isGunfighterCard(int card) const { return card >= shareCount(); }
    // "arizona_club-dexterity", or the gunfighter's name.
    std::string cardName(int card) const;
    std::string shareName(int share) const { return cardName(share); }
    // The first share of that name, -1 when there is none.
    int shareNamed(std::string_view name) const;
    // Two shares of the same business and attribute are one choice.
    bool sameKind(int a, int b) const
    {
        return shares[std::size_t(a)].business == shares[std::size_t(b)].business
            && shares[std::size_t(a)].attribute == shares[std::size_t(b)].attribute;
    }
    int businessNamed(std::string_view name) const;
};

const Schema &schema();

} // namespace houserules::wyattearp
