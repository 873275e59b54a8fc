#include "scoring.h"

#include <algorithm>

namespace houserules::boomo {

int handPoints(const Rules &rules, const std::vector<std::int16_t> &hand)
{
    int points = 0;
    for (const auto card : hand)
        points += rules.points(card);
    return points;
}

std::vector<int> shortVariantWinners(
    const Rules &rules, const std::vector<int> &flipped, const std::vector<std::vector<std::int16_t>> &hands)
{
    const int players = int(flipped.size());
    const int fewestFlipped = *std::min_element(flipped.begin(), flipped.end());
    int lowestPoints = -1;
    for (int seat = 0; seat < players; ++seat)
        if (flipped[std::size_t(seat)] == fewestFlipped) {
            const int points = handPoints(rules, hands[std::size_t(seat)]);
            lowestPoints = lowestPoints < 0 ? points : std::min(lowestPoints, points);
        }
    std::vector<int> winners;
    for (int seat = 0; seat < players; ++seat)
        if (flipped[std::size_t(seat)] == fewestFlipped && handPoints(rules, hands[std::size_t(seat)]) == lowestPoints)
            winners.push_back(seat);
    return winners;
}

} // namespace houserules::boomo
