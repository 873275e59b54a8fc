#include "scoring.h"

namespace houserules::wyattearp {

Holding holding(const Rules &rules, const std::vector<std::int16_t> &shares)
{
    Holding h;
    h.byBusiness.assign(std::size_t(rules.businessCount()), 0);
    for (const auto share : shares)
        ++h.byBusiness[std::size_t(rules.shares[std::size_t(share)].business)];
    for (int b = 0; b < rules.businessCount(); ++b) {
        const int held = h.byBusiness[std::size_t(b)];
        const bool complete = held > 0 && held == rules.businessShares[std::size_t(b)];
        h.complete += complete;
        h.score += complete ? rules.completeCounts : held;
    }
    return h;
}

std::vector<int> winners(const std::vector<int> &scores, const std::vector<int> &bills, const std::vector<bool> &inGame)
{
    std::vector<int> best;
    for (int seat = 0; seat < int(scores.size()); ++seat) {
        if (!inGame[std::size_t(seat)])
            continue;
        if (best.empty()) {
            best.push_back(seat);
            continue;
        }
        const auto s = std::size_t(seat), b = std::size_t(best.front());
        if (scores[s] > scores[b] || (scores[s] == scores[b] && bills[s] > bills[b]))
            best.assign(1, seat);
        else if (scores[s] == scores[b] && bills[s] == bills[b])
            best.push_back(seat);
    }
    return best;
}

} // namespace houserules::wyattearp
