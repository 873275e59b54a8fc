#pragma once

#include "observation.h"
#include "rules.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace houserules::blastingbilly {

// The columns on the table at the end: [owner][colour] -> card ids in
// placement order; owner == players is Billy.
using Columns = std::vector<std::vector<std::vector<std::int16_t>>>;

// A dynamite and the card it took with it (-1 when it lay first).
struct Blast {
    int owner = 0;
    int colour = 0;
    std::int16_t dynamite = -1;
    std::int16_t removed = -1;
};

struct PlayerScore {
    std::vector<int> totals;  // per colour, after dynamite
    std::vector<bool> shotIn; // per colour: more than Billy
    bool shotDown = false;
    int total = 0;       // all colours
    int cards = 0;       // loot cards left after dynamite
    int faceUpScore = 0; // colours not shot (counts when everyone is shot)
    int faceUpCards = 0;
    int faceDownCards = 0; // cards in shot colours
    int score = 0;         // what was compared: total, or faceUpScore if everyone is shot
};

// What decided the winner(s): the step of the comparison that left them.
enum class Decider : std::uint8_t {
    HighestScore,        // one player had the best score
    FewestCards,         // tie on score, fewest loot cards
    FewestFaceUpCards,   // everyone shot: tie on score, fewest face-up cards
    FewestFaceDownCards, // ... then fewest face-down cards
    Shared,              // still tied: a shared win
    Billy,               // everyone shot and nobody scored: Billy wins
};
std::string_view deciderName(Decider decider);

// The whole final scoring as data, for the end-of-game breakdown.
struct Scoring {
    Columns remaining;            // columns after dynamite
    std::vector<Blast> blasts;    // in the order they were resolved
    std::vector<int> billyTotals; // per colour, after dynamite
    std::vector<PlayerScore> players;
    bool everyoneShot = false;
    std::vector<int> winners; // empty when Billy wins
    Decider decidedBy = Decider::HighestScore;
};

Scoring score(const Rules &rules, const Columns &columns);
// The same into `out`, whose lists keep their memory.
void score(const Rules &rules, const Columns &columns, Scoring &out);
// The columns as any seat sees them once the game is over (every loot card is
// turned up then), so views can explain the end without the state.
// Precondition: finished.terminal.
Columns columnsOf(const BillyObservation &finished);

} // namespace houserules::blastingbilly
