#pragma once

#include "rules.h"

#include <cstdint>
#include <vector>

namespace houserules::wyattearp {

// One player's holding, as payday, the winner and the breakdown count it.
struct Holding {
    std::vector<int> byBusiness; // shares held per business
    int complete = 0;            // businesses of which he holds every share
    int score = 0;               // shares, a complete business counting rules.completeCounts
};

Holding holding(const Rules &rules, const std::vector<std::int16_t> &shares);

// The winners among `inGame` seats: the highest score, then the most money;
// all of them when still tied.
std::vector<int> winners(
    const std::vector<int> &scores, const std::vector<int> &bills, const std::vector<bool> &inGame);

} // namespace houserules::wyattearp
