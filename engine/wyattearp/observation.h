#pragma once

#include "core/game/state.h"

#include <array>
#include <cstdint>
#include <vector>

namespace houserules::wyattearp {

// What a seat is deciding now.
enum class Phase : std::uint8_t {
    Move,          // the three dice are rolled: a whole move plan
    FieldAction,   // a star or dollar field: pass, draw, payday or robbery
    ConsiderShare, // the drawn share: put it back (free) or roll its price
    PayPrice,      // the price is rolled: pay it, or put the share back for the fee
    NameBusiness,  // an attack: the attacker names a business both own shares of
    NameAttribute, // the defender names the attribute (out of turn)
    GiveShare,     // the attack's loser: which share of the business to hand over
    SellShare,     // short of cash for a forced payment: which share to sell
    StakeShare,    // poker for shares: which share to stake
    PokerKeep,     // after the first poker roll: stand, or keep some dice and roll again
    CheatChoice,   // five of a kind: pay each other player, or sit out
    HasardBet,     // bet a chip, buy one back, or be done (after one chip at least)
    Over,
};

// Where a hasard chip is bet.
enum Spot : std::int8_t { Low = 0, High = 1, AnyPair = 2, Pair1 = 3 /* Pair1 + face - 1: a pair of that face */ };
inline constexpr int kSpots = 9;

// The actions on a star or dollar field besides passing (Decision::value).
enum class FieldChoice : std::int8_t { Draw = 1, Payday = 2, Rob = 3 };

// Poker combinations, lowest first; five of a kind is a cheat.
enum class Combination : std::uint8_t {
    Nothing,
    Pair,
    TwoPairs,
    ThreeOfAKind,
    Straight,
    FullHouse,
    FourOfAKind,
    Cheat
};

// Events of a game, for logs and views. Fields: see each line; `value` holds
// packed dice (core/game/dice.h) where it says "roll".
enum class EventType : std::int16_t {
    GunfighterDrawn, // player drew card (a gunfighter's card id; private to the player)
    RoundStarted,    // value = round
    TurnStarted,     // player
    SatOut,          // player sat out his turn; value = turns still to sit out
    Rolled,          // player's movement roll
    NoMove,          // player has no legal move and stays
    Moved,           // player from colour (a field, -1 off the board) to target; value = the plan
    Attacked,        // player attacks target (a seat)
    BusinessNamed,   // player names business value
    AttributeNamed,  // player (the defender) names attribute value
    AttackRolled,    // player's roll, target = total with the stars
    ShareTaken,      // player won card from target (a seat)
    ShareDrawn,      // player drew card from the deck with back colour (0 star, 1 dollar)
    ShareDeclined,   // player put card back under its deck, free
    PriceRolled,     // player's roll for card; target = the price
    ShareBought,     // player bought card for value bills
    ShareReturned,   // player put card back under its deck for value bills
    Payday,          // player got value bills
    RobberyRolled,   // player robs the bank: roll, target = sum
    ChaseRolled,     // player chases the robber: roll, target = sum
    Caught,          // player caught target (the robber) and got value bills
    Escaped,         // player escaped with value bills
    PokerStarted,    // player landed on an ace field
    Staked,          // player staked value bills, or card (a share; poker for shares)
    PokerRolled,     // player's poker roll (five dice); target = 1 first, 2 second, 3 a tie's roll
    Stood,           // player keeps his first roll
    Cheated,         // player rolled five of a kind
    CheatPaid,       // player paid value bills to each other player
    CheatSitsOut,    // player will sit out value more turns
    PokerTied,       // value = the tied seats as bits
    PokerWon,        // player won the pot: value bills, target shares
    PotLost,         // nobody could win the pot: value bills go to the bank
    HasardStarted,   // player landed on a dice field
    ChipBought,      // player bought a chip back for value bills
    ChipBet,         // player bet a chip on spot target
    HasardRolled,    // player's hasard roll, target = sum
    HasardWon,       // player won value bills on spot target (chips back)
    HasardLost,      // player lost value chips on spot target
    ShareWon,        // player won card (the star deck's top) on a pair
    Sold,            // player sold card to the bank for value bills
    Credit,          // player got the one-time credit of value bills
    Broke,           // player is out of the game
    GameOver,        //
    FieldPassed,     // player takes nothing on the field at target (no share, no payday, no robbery)
};

// What one seat may see (kSpectator: what is public). Public: the street, the
// cowboys, every player's shares, money and chips, the decks' sizes, the
// dice, the drawn share, poker and hasard. Private: each player's gunfighter
// and its stars (its player knows them) until the game is over, when every
// gunfighter is turned up for everyone; the order of the share decks.
class WeObservation final : public ObservationOf<WeObservation> {
public:
    friend bool operator==(const WeObservation &, const WeObservation &) = default;

    int currentPlayer = -1;
    Phase phase = Phase::Move;
    int round = 0;
    int rounds = 0; // 0: no limit
    int turnPlayer = -1;
    int firstPlayer = -1; // who began the game: a round starts with his turn
    bool terminal = false;

    // Per seat.
    std::vector<int> cowboyAt; // side * fields + field, -1 off the board
    std::vector<int> bills;
    std::vector<int> chips;     // in hand
    std::vector<int> bankChips; // of the seat's colour, in the bank
    std::vector<std::vector<std::int16_t>> shares;
    std::vector<bool> inGame;
    std::vector<int> sitOut; // turns still to sit out
    std::vector<bool> creditUsed;
    // Each seat's gunfighter as the viewer may know it (its own; every one
    // for the all-knowing view and once the game is over; else -1), and the
    // viewer's own stars.
    std::vector<int> gunfighters;
    std::array<int, 4> stars {};

    std::array<int, 2> deckSize {};     // star, dollar
    std::array<std::int8_t, 3> dice {}; // this turn's movement roll
    int drawn = -1;                     // the share being considered
    int price = -1;                     // its rolled price, once rolled

    // An attack in progress.
    int attacker = -1, defender = -1, business = -1, attribute = -1;

    // Poker: who plays, their dice and rolls, the pot.
    bool poker = false;
    std::vector<bool> pokerIn;
    std::vector<std::array<std::int8_t, 5>> pokerDice;
    std::vector<int> pokerRolls; // rolls so far this round (0: not yet)
    std::vector<bool> cheated;
    bool pokerTie = false;
    int pokerKeep = 0; // the dice the poker player at the cup keeps for his second roll (bits)
    int potBills = 0;
    std::vector<std::int16_t> potShares;

    // Hasard: the chips on the board, per seat and spot.
    bool hasard = false;
    std::vector<std::array<int, 9>> bets;

    // A forced payment being covered by selling shares.
    int debtor = -1, debt = 0;

    std::vector<int> scores;  // once over: shares with complete businesses counted up
    std::vector<int> winners; // once over

    // Which version of the state's lists this holds (WeState::observeInto
    // copies only the lists that changed since; a list changed here by hand
    // is not refilled). No part of what the seat sees: equal always.
    struct Versions {
        std::array<std::uint64_t, 8> shares {}; // per seat
        std::uint64_t poker = 0, hasard = 0, seats = 0, gunfighters = 0;
        int viewer = 0;        // the seat the gunfighters were filled for
        bool revealed = false; // and whether they were all turned up (the end)
        friend bool operator==(const Versions &, const Versions &) { return true; }
    };
    Versions versions;
};

} // namespace houserules::wyattearp
