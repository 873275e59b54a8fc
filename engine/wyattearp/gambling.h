#pragma once

#include "observation.h"
#include "rules.h"

#include <array>
#include <cstdint>
#include <span>

namespace houserules::wyattearp {

// Poker dice show 9, 10, J, Q, K and A: faces 1..6 in that order.

// A poker roll's combination and its strength within its rank: only the
// dice that form it count (two pairs by the high pair, then the low; a full
// house by the triple, then the pair; a straight by its top). Compare the
// keys: equal keys tie.
struct PokerHand {
    Combination combination = Combination::Nothing;
    int key = 0;
};
PokerHand pokerHand(std::span<const std::int8_t, 5> dice);

// Whether a chip on `spot` wins with these three dice, and the bills it pays
// (the chip comes back too); a pair on a specific face also wins a share
// when the rules say so (not counted here).
bool spotWins(int spot, std::span<const std::int8_t, 3> dice);
int spotPays(const Rules &rules, int spot);

} // namespace houserules::wyattearp
