#pragma once

#include "rules.h"

#include "core/game/state.h"

#include <array>
#include <cstdint>
#include <vector>

namespace houserules::halunkenspelunken {

// What a seat is deciding now.
enum class Phase : std::uint8_t {
    PlaceCaptain,        // setup: a free field for one's captain (the dens still face down)
    PlaceBlackJack,      // setup: a free field for Black Jack
    Offer,               // the auction: offer a higher villain, or pass
    ChooseMove,          // a movement card, in secret
    ChooseBlackJackMove, // two players: the hirer picks Black Jack's card, in secret
    NameRum,             // a lone rum: the number it moves (Black Jack's: named by the opener or his hirer)
    LandOnBlackJack,     // two players, on a hired Black Jack: a villain from the harbour, or rob the hirer
    Rob,                 // a villain to take (from a captain or the harbour) or to give (to the harbour)
    Over,
};

// Whose villain changes hands in a Rob phase, and where it goes.
enum class Robbery : std::uint8_t {
    Captain, // the mover takes one from the captain they landed on
    Harbour, // a captain on Black Jack's field takes one from the harbour
    Hired,   // Black Jack's hirer takes one from a captain he passed
    Give,    // a captain an unhired Black Jack passed gives one to the harbour
};

// Events of a game, for logs and views.
enum class EventType : std::int16_t {
    CaptainPlaced,       // player, target = field
    DenCardTaken,        // player took card from the den at target
    DensOpened,          // every den's top card turns up
    BlackJackPlaced,     // player placed him at target
    RoundStarted,        // value = round
    Offered,             // player offers card
    Passed,              // player passes
    Hired,               // player hires Black Jack with card (into the harbour)
    NobodyHired,         //
    BlackJackMoveChosen, // the hirer chose Black Jack's card: `card` (private to the hirer)
    MoveChosen,          // player chose a card: its number in `card` (private to the player; -1 to others)
    MoveRevealed,        // player's card: value (kRum = rum)
    Cancelled,           // player's card cancelled with an equal one (value); player == players: Black Jack's
    RumNamed,            // player's rum moves value fields (player == players: Black Jack's)
    Moved,               // player from value to target
    Pushed,              // player pushed on to target
    Robbed,              // player took card from target (a seat)
    TookFromHarbour,     // player took card from the harbour
    GaveToHarbour,       // player gave card to the harbour (Black Jack passed)
    BlackJackCard,       // Black Jack's card: value
    BlackJackMoved,      // from value to target
    BlackJackWalkedOn,   // from his stop field on to target
    GameOver,            //
    TookNothing,         // player chose the harbour (value 1) or robbing the hirer target (value 0): nothing to take
};

// What one seat may see (kSpectator: what is public). Public: the start
// player, the board, the dens' face-up cards and heights, everyone's
// villains, the harbour, the movement cards played, the auction and who
// hired Black Jack, his played cards, the captains his walk reaches (enough,
// with the private parts filled in, to rebuild a whole state: the search
// bot's determinization, HsState::determinized). Private: a
// movement card chosen this round until the reveal (its chooser knows it),
// the dens' cards below the top (and every den card before the dens open),
// the order of Black Jack's cards.
class HsObservation final : public ObservationOf<HsObservation> {
public:
    friend bool operator==(const HsObservation &, const HsObservation &) = default;

    int firstPlayer = 0; // the start player: places first, chooses first each round
    int currentPlayer = -1;
    Phase phase = Phase::PlaceCaptain;
    int round = 0; // 0 during setup
    int rounds = 0;
    int fields = 0;
    bool blackJackInGame = false;
    bool terminal = false;

    std::vector<int> captainAt;                      // per seat: field, -1 not placed
    int blackJackAt = -1;                            // field, -1 not placed / not in the game
    std::vector<std::int16_t> denTop;                // per field: the face-up card, -1 none or face down
    std::vector<int> denHeight;                      // per field: cards in the den
    std::vector<std::vector<std::int16_t>> villains; // per seat, in the order taken
    std::vector<std::int16_t> harbour;
    std::vector<std::vector<int>> movesLeft; // per seat: movement cards still held
    // This round's choices as the viewer may know them: the number (kRum for
    // rum), SecretChoices::kHidden (chosen, secret) or kNone.
    std::vector<int> chosen;
    bool revealed = false;
    std::vector<bool> cancelled; // per seat, after the reveal
    int rumNumber = -1;          // a lone rum's number, once named
    int rumFigure = -1;          // whose lone rum (players: Black Jack's), once revealed

    int opener = -1;    // the auction
    int bestOffer = -1; // card
    int bestBidder = -1;
    std::vector<bool> hasBid;         // per seat: has offered or passed this round
    int hirer = -1;                   // this round's
    std::vector<int> hirers;          // per round so far: his hirer (-1: nobody)
    std::vector<int> blackJackPlayed; // his cards turned up so far, in order
    int blackJackLeft = 0;
    // Two players: an absent captain's cards he uses, those still his
    // (public), and this round's card as the viewer may know it (as `chosen`).
    std::vector<int> blackJackMovesLeft;
    int blackJackCard = -1;
    bool blackJackCancelled = false; // his turned card cancelled with a captain's (unhired, two players)
    // His walk: the captains he reached or passed still to be asked, in order.
    std::vector<int> blackJackVictims;
    // Two players, landing on a hired Black Jack: the lander's villains
    // before the den's card (the robbing count of before_den); else -1.
    int landingCountBefore = -1;

    Robbery robbery = Robbery::Captain; // in the Rob phase
    int victim = -1;                    // whose villains (or -1: the harbour)

    std::vector<int> scores;  // once over
    std::vector<int> winners; // once over

    // No part of what the observation says: the version of each list
    // HsState::observeInto last refilled it from, so that a refill copies
    // only the lists changed since (a playout refills one observation at
    // every decision, and a decision changes few lists). A version is
    // never reused (HsState::freshStamp), so equal versions mean equal
    // lists; 0: not filled from a state. Copied with the lists; moved with
    // them too, leaving the emptied observation none.
    struct Filled {
        Filled() = default;
        Filled(const Filled &) = default;
        Filled &operator=(const Filled &) = default;
        Filled(Filled &&other) noexcept : Filled(other) { other.forget(); }
        Filled &operator=(Filled &&other) noexcept
        {
            const Filled moved = other;
            other.forget();
            return *this = moved;
        }
        // No versions: every list is copied at the next refill. (By copy:
        // assigning a fresh Filled() would move, and so call itself.)
        void forget()
        {
            const Filled none;
            *this = none;
        }

        std::array<std::uint64_t, kMaxPlayers> villains {}; // per seat
        std::array<std::uint64_t, kMaxPlayers> moves {};    // per seat: movesLeft
        std::array<bool, kMaxPlayers> secret {};            // per seat: movesLeft with the card chosen in secret
        std::uint64_t harbour = 0;
        std::uint64_t dens = 0; // denTop and denHeight
        std::uint64_t cancelled = 0;
        std::uint64_t hasBid = 0;
        std::uint64_t blackJack = 0; // hirers and blackJackPlayed
        bool densOpen = false;
        friend bool operator==(const Filled &, const Filled &) { return true; }
    };
    Filled filled;
};

} // namespace houserules::halunkenspelunken
