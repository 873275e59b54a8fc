#pragma once

#include "observation.h"
#include "rules.h"

#include <algorithm>
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

// The comparison that names the winners, step by step, from what it reads of
// each seat (`seat(i)`: total, cards, faceUpScore, faceUpCards,
// faceDownCards and shotDown, as PlayerScore has them): the winners into
// `winners` (empty when Billy wins), and the step that left them. Shared by
// the final scoring and the search's trial games (BillyState::winningSeats).
template <typename SeatAt>
Decider compareSeats(int players, SeatAt &&seat, std::vector<int> &winners)
{
    bool everyoneShot = true;
    for (int i = 0; i < players; ++i)
        everyoneShot = everyoneShot && seat(i).shotDown;
    auto score = [&](int i) { return everyoneShot ? seat(i).faceUpScore : seat(i).total; };
    winners.clear();
    for (int i = 0; i < players; ++i)
        if (everyoneShot || !seat(i).shotDown)
            winners.push_back(i);
    // Keeps those with the lowest key; says whether that narrowed them.
    auto keepBest = [&](auto key) {
        int best = key(winners.front());
        for (int i : winners)
            best = std::min(best, key(i));
        const auto before = winners.size();
        std::erase_if(winners, [&](int i) { return key(i) != best; });
        return winners.size() < before;
    };
    keepBest([&](int i) { return -score(i); });
    if (everyoneShot && score(winners.front()) == 0) {
        winners.clear();
        return Decider::Billy;
    }
    if (winners.size() == 1)
        return Decider::HighestScore;
    if (!everyoneShot)
        return keepBest([&](int i) { return seat(i).cards; }) && winners.size() == 1 ? Decider::FewestCards
                                                                                     : Decider::Shared;
    if (keepBest([&](int i) { return seat(i).faceUpCards; }) && winners.size() == 1)
        return Decider::FewestFaceUpCards;
    return keepBest([&](int i) { return seat(i).faceDownCards; }) && winners.size() == 1 ? Decider::FewestFaceDownCards
                                                                                         : Decider::Shared;
}

Scoring score(const Rules &rules, const Columns &columns);
// The same into `out`, whose lists keep their memory.
void score(const Rules &rules, const Columns &columns, Scoring &out);
// The columns as any seat sees them once the game is over (every loot card is
// turned up then), so views can explain the end without the state.
// Precondition: finished.terminal.
Columns columnsOf(const BillyObservation &finished);

} // namespace houserules::blastingbilly
