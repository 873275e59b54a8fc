#pragma once

#include "rules.h"

#include <cstdint>
#include <vector>

namespace houserules::boomo {

// The short variant's end: the most bombs left wins; a tie goes to the
// lowest hand value (Rules::points), then it is shared. `flipped` and `hands`
// per seat, as the game ended.
std::vector<int> shortVariantWinners(
    const Rules &rules, const std::vector<int> &flipped, const std::vector<std::vector<std::int16_t>> &hands);

int handPoints(const Rules &rules, const std::vector<std::int16_t> &hand);

} // namespace houserules::boomo
