#pragma once

#include <cstdint>
#include <vector>

namespace houserules {

// The cards a seat has not seen, for a determinization (Ruleset::determinize)
// to deal at random into the places the seat cannot see into: mark every
// card its observation shows, then take the rest in card order (to shuffle,
// or to sort into piles by what the seat does see of them).
class UnseenCards {
public:
    // Starts over with a deck of `count` card ids, none seen; keeps its
    // memory, so a search can reuse one per thread.
    void reset(int count) { m_seen.assign(std::size_t(count), 0); }
    void see(int card) { m_seen[std::size_t(card)] = 1; }
    // Every card of `cards`; an entry below 0 (no card, or one face down) is skipped.
    template <typename Cards>
    void seeAll(const Cards &cards)
    {
        for (const auto card : cards)
            if (card >= 0)
                see(card);
    }

    // Calls `take(card)` for every card not seen, in card order.
    template <typename Take>
    void forEachUnseen(Take take) const
    {
        for (std::size_t card = 0; card < m_seen.size(); ++card)
            if (!m_seen[card])
                take(std::int16_t(card));
    }
    std::vector<std::int16_t> unseen() const
    {
        std::vector<std::int16_t> cards;
        forEachUnseen([&cards](std::int16_t card) { cards.push_back(card); });
        return cards;
    }

private:
    std::vector<std::uint8_t> m_seen; // not vector<bool>: read bit by bit at every iteration of a search
};

} // namespace houserules
