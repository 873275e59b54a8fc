#include "scoring.h"

#include <algorithm>

namespace houserules::halunkenspelunken {

Score score(const Rules &rules, const std::vector<std::int16_t> &villains)
{
    Score s;
    s.count.assign(rules.colours.size(), 0);
    s.sum.assign(rules.colours.size(), 0);
    for (const auto card : villains) {
        const Villain &v = rules.villains[std::size_t(card)];
        ++s.count[std::size_t(v.colour)];
        s.sum[std::size_t(v.colour)] += v.value;
        s.total += v.value;
    }
    for (int colour = 0; colour < int(s.count.size()); ++colour) {
        const auto c = std::size_t(colour);
        if (s.count[c] == 0)
            continue;
        const auto best = std::size_t(s.doubled);
        if (s.doubled < 0 || s.count[c] > s.count[best] || (s.count[c] == s.count[best] && s.sum[c] > s.sum[best]))
            s.doubled = colour;
    }
    if (s.doubled >= 0)
        s.total += s.sum[std::size_t(s.doubled)];
    return s;
}

std::vector<int> winners(const std::vector<int> &totals)
{
    std::vector<int> result;
    const int best = *std::max_element(totals.begin(), totals.end());
    for (int seat = 0; seat < int(totals.size()); ++seat)
        if (totals[std::size_t(seat)] == best)
            result.push_back(seat);
    return result;
}

} // namespace houserules::halunkenspelunken
