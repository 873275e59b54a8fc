#include "gambling.h"

#include "rules.h"

namespace houserules::wyattearp {

PokerHand pokerHand(std::span<const std::int8_t, 5> dice)
{
    std::array<int, 7> count {};
    for (const auto die : dice)
        ++count[std::size_t(die)];
    int four = 0, three = 0, highPair = 0, lowPair = 0, distinct = 0;
    for (int face = 6; face >= 1; --face) {
        const int n = count[std::size_t(face)];
        distinct += n > 0;
        if (n == 5)
            return {Combination::Cheat, face};
        if (n == 4)
            four = face;
        else if (n == 3)
            three = face;
        else if (n == 2)
            (highPair ? lowPair : highPair) = face;
    }
    if (four)
        return {Combination::FourOfAKind, four};
    if (three && highPair)
        return {Combination::FullHouse, three * 8 + highPair};
    // Five different faces of six are a straight unless they skip one inside.
    if (distinct == 5 && (count[1] == 0 || count[6] == 0))
        return {Combination::Straight, count[6] ? 6 : 5};
    if (three)
        return {Combination::ThreeOfAKind, three};
    if (lowPair)
        return {Combination::TwoPairs, highPair * 8 + lowPair};
    if (highPair)
        return {Combination::Pair, highPair};
    return {Combination::Nothing, 0};
}

bool spotWins(int spot, std::span<const std::int8_t, 3> dice)
{
    const int sum = dice[0] + dice[1] + dice[2];
    switch (spot) {
    case Low:
        return sum >= 4 && sum <= 10;
    case High:
        return sum >= 11 && sum <= 17;
    case AnyPair:
        return dice[0] == dice[1] || dice[1] == dice[2] || dice[0] == dice[2];
    default: {
        const int face = spot - Pair1 + 1;
        return (dice[0] == face) + (dice[1] == face) + (dice[2] == face) >= 2;
    }
    }
}

int spotPays(const Rules &rules, int spot)
{
    return spot == Low    ? rules.payLow
        : spot == High    ? rules.payHigh
        : spot == AnyPair ? rules.payAnyPair
                          : rules.paySpecificPair;
}

} // namespace houserules::wyattearp
