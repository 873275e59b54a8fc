#pragma once

#include "rules.h"

#include <array>
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

// The same counts without allocating (playouts count holdings at every
// decision): shares per business, and the score of such counts.
using BusinessCounts = std::array<int, kMaxBusinesses>;
inline BusinessCounts countByBusiness(const Rules &rules, const std::vector<std::int16_t> &shares)
{
    BusinessCounts counts {};
    for (const auto share : shares)
        ++counts[std::size_t(rules.shares[std::size_t(share)].business)];
    return counts;
}
// (Without a branch per business: whether one is complete is a coin toss
// to the processor's predictor.)
template <typename Counts>
int holdingScore(const Rules &rules, const Counts &byBusiness)
{
    const int *all = rules.businessShares.data();
    const int businesses = rules.businessCount(), completeCounts = rules.completeCounts;
    int score = 0;
    for (int b = 0; b < businesses; ++b) {
        const int held = byBusiness[std::size_t(b)];
        const int complete = (held > 0) & (held == all[b]);
        score += held + complete * (completeCounts - held);
    }
    return score;
}

// The winners among `inGame` seats: the highest score, then the most money;
// all of them when still tied.
std::vector<int> winners(
    const std::vector<int> &scores, const std::vector<int> &bills, const std::vector<bool> &inGame);

} // namespace houserules::wyattearp
