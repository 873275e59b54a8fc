#pragma once

#include "core/game/state.h"

#include <cstdint>
#include <vector>

namespace houserules::boomo {

// What a seat is deciding now.
enum class Phase : std::uint8_t {
    Play,        // play a card
    TwiceFirst,  // "play twice": the first card, a number card
    TwiceSecond, // "play twice": the second card, any
    ChooseSwap,  // whom to swap hands with
    AnswerBomb,  // house rule: discard a time stopper, or let a bomb explode
    Over,
};

// Why a round ended.
enum class RoundEnd : std::uint8_t {
    OverLimit,   // a card took the total over the limit
    LastCard,    // a player played their last card
    BombCard,    // a bomb card
    TwiceFailed, // the next player could not start "play twice"
    NoCards,     // nobody still in held a card
};

// What one seat may see (kSpectator: what is public). Public: hand sizes, the
// discard pile, the total, bombs, who is out, the direction, the draw pile's
// size, the dealer, and while a bomb card is answered who played it and
// whether someone let a bomb explode. Private: the values of the hands (a
// seat knows its own, and the cards it handed over in a swap); the order of
// the draw pile is nobody's. Once the game is over every hand is shown (the
// short variant's tie-break counts them).
class BoomoObservation final : public ObservationOf<BoomoObservation> {
public:
    friend bool operator==(const BoomoObservation &, const BoomoObservation &) = default;

    int currentPlayer = -1; // -1 once the game is over
    Phase phase = Phase::Play;
    int direction = 1; // +1 clockwise
    int total = 0;
    int limit = 0; // the variant's, for views
    int bombs = 0; // each player's at the start
    int round = 1;
    int drawPile = 0;
    bool terminal = false;

    std::vector<std::int16_t> hand;                     // this seat's cards
    std::vector<int> handSizes;                         // per seat
    std::vector<std::vector<std::int16_t>> knownInHand; // per seat: cards this seat knows are there
    std::vector<int> flipped;                           // per seat: bombs flipped
    std::vector<bool> out;                              // per seat: out of the game
    std::vector<std::int16_t> discard;                  // bottom first

    int lastEnder = -1; // the last round: whose card ended it, and why
    RoundEnd lastEnd = RoundEnd::OverLimit;
    int dealer = 0; // who dealt this round (next_round: dealer_left starts the next left of the next dealer)
    // While a bomb card is answered (Phase::AnswerBomb): who played it, and
    // whether someone has already let a bomb explode (then the bomber flips none).
    int bomber = -1;
    bool bombExploded = false;
    std::vector<int> winners; // once the game is over
};

} // namespace houserules::boomo
