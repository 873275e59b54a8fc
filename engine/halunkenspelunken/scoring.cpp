#include "scoring.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <span>

namespace houserules::halunkenspelunken {

namespace {

// The score into `count` and `sum` (per colour, zero on entry); returns the
// total and sets `doubled`. One implementation for score() and scoreTotal().
int tally(const Rules &rules, const std::vector<std::int16_t> &villains, std::span<int> count, std::span<int> sum,
    int &doubled)
{
    int total = 0;
    for (const auto card : villains) {
        const Villain &v = rules.villains[std::size_t(card)];
        ++count[std::size_t(v.colour)];
        sum[std::size_t(v.colour)] += v.value;
        total += v.value;
    }
    doubled = -1;
    for (int colour = 0; colour < int(count.size()); ++colour) {
        const auto c = std::size_t(colour);
        if (count[c] == 0)
            continue;
        const auto best = std::size_t(doubled);
        if (doubled < 0 || count[c] > count[best] || (count[c] == count[best] && sum[c] > sum[best]))
            doubled = colour;
    }
    if (doubled >= 0)
        total += sum[std::size_t(doubled)];
    return total;
}

} // namespace

Score score(const Rules &rules, const std::vector<std::int16_t> &villains)
{
    Score s;
    s.count.assign(rules.colours.size(), 0);
    s.sum.assign(rules.colours.size(), 0);
    s.total = tally(rules, villains, s.count, s.sum, s.doubled);
    return s;
}

int scoreTotal(const Rules &rules, const std::vector<std::int16_t> &villains)
{
    // Colours are numbered by an int8 (Villain::colour): at most 128.
    std::array<int, 128> count, sum;
    const std::size_t colours = rules.colours.size();
    assert(colours <= count.size());
    std::fill_n(count.begin(), colours, 0);
    std::fill_n(sum.begin(), colours, 0);
    int doubled = -1;
    return tally(rules, villains, std::span(count).first(colours), std::span(sum).first(colours), doubled);
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
