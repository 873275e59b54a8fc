#pragma once

#include "random.h"

#include <cassert>
#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace houserules {

// The chance after the deal: the seed of the game's generator and, for an
// explicit setup that fixes a rulebook example, the dice it lists in the
// order they are rolled (every die a six-sided one, 1..6). Once the list runs
// out, the generator rolls on.
struct Chance {
    std::uint64_t seed = 0;
    std::vector<int> dice;
};

// The dice of a game (Wyatt Earp's three dice, its five poker dice): each roll
// comes from the listed dice first, then from the game's seeded generator, so
// a seed or an explicit list replays a game exactly. Cheap to copy: playouts
// clone states with their dice.
class Dice {
public:
    static constexpr int kSides = 6;

    Dice() = default;
    explicit Dice(const Chance &chance)
        : m_rng(chance.seed),
          m_listed(chance.dice.empty() ? nullptr : std::make_shared<const std::vector<int>>(chance.dice))
    {}

    int roll()
    {
        if (m_listed && m_next < m_listed->size())
            return (*m_listed)[m_next++];
        return m_rng.roll(kSides);
    }
    void roll(std::span<std::int8_t> dice)
    {
        for (auto &die : dice)
            die = std::int8_t(roll());
    }
    // How many listed dice have been used (for tests of explicit setups).
    std::size_t listedUsed() const { return m_next; }

    // The same rolls to come: the generator's position and the listed dice
    // (by value: a replayed setup lists them afresh, a clone shares them).
    friend bool operator==(const Dice &a, const Dice &b)
    {
        const bool sameList = a.m_listed == b.m_listed || (a.m_listed && b.m_listed && *a.m_listed == *b.m_listed);
        return a.m_rng == b.m_rng && a.m_next == b.m_next && sameList;
    }

private:
    Rng m_rng;
    std::shared_ptr<const std::vector<int>> m_listed; // shared: clones share the list
    std::size_t m_next = 0;
};

// Up to ten dice packed into an event's 32-bit value, three bits each (a face
// 1..6; 0 for "no die"), so a roll travels in one Event.
inline std::int32_t packDice(std::span<const std::int8_t> dice)
{
    assert(dice.size() <= 10);
    std::int32_t packed = 0;
    for (std::size_t i = 0; i < dice.size(); ++i)
        packed |= std::int32_t(dice[i] & 7) << (3 * i);
    return packed;
}
inline int unpackDie(std::int32_t packed, int index)
{
    return (packed >> (3 * index)) & 7;
}

} // namespace houserules
