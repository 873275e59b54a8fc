#pragma once

#include "rules.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <vector>

namespace houserules::boomo {

// Card ids in order, with room for a whole deck (the schema allows at most
// kMaxCards): the state keeps its hands and piles inline, so that a new game
// or a clone allocates nothing for them (playouts start many). Only the
// first size() ids are set, read or copied.
class CardList {
public:
    CardList() = default;
    CardList(const CardList &other) : m_size(other.m_size) { std::copy_n(other.m_ids.begin(), m_size, m_ids.begin()); }
    CardList &operator=(const CardList &other)
    {
        m_size = other.m_size;
        std::copy_n(other.m_ids.begin(), m_size, m_ids.begin());
        return *this;
    }

    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const std::int16_t *begin() const { return m_ids.data(); }
    const std::int16_t *end() const { return m_ids.data() + m_size; }
    std::int16_t *begin() { return m_ids.data(); }
    std::int16_t *end() { return m_ids.data() + m_size; }
    int back() const { return m_ids[std::size_t(m_size - 1)]; }
    std::vector<std::int16_t> toVector() const { return {begin(), end()}; }

    void push(int card)
    {
        assert(m_size < kMaxCards);
        m_ids[std::size_t(m_size++)] = std::int16_t(card);
    }
    int pop() { return m_ids[std::size_t(--m_size)]; }
    // Moves the top `count` (at the back) onto `other`, the top first (as
    // that many pops and pushes would), and shows each card to `visit`.
    template <typename Visit>
    void moveTopTo(CardList &other, int count, Visit &&visit)
    {
        assert(count <= m_size && other.m_size + count <= kMaxCards);
        const std::int16_t *from = end();
        std::int16_t *to = other.end();
        m_size -= count;
        other.m_size += count;
        for (int i = 0; i < count; ++i) {
            const std::int16_t card = *--from;
            *to++ = card;
            visit(card);
        }
    }
    void clear() { m_size = 0; }
    // The same cards in the same order; the tail past size() is no part of it.
    friend bool operator==(const CardList &a, const CardList &b)
    {
        return a.m_size == b.m_size && std::equal(a.begin(), a.end(), b.begin());
    }
    // Puts `cards` under these (at the front), the last of them lowest.
    void putUnder(const CardList &cards)
    {
        assert(m_size + cards.m_size <= kMaxCards);
        std::copy_backward(begin(), end(), end() + cards.m_size);
        std::reverse_copy(cards.begin(), cards.end(), begin());
        m_size += cards.m_size;
    }

private:
    int m_size = 0;
    std::array<std::int16_t, kMaxCards> m_ids; // left uninitialised: only the first m_size count
};

// A hand: its cards, and beside each card its kind, so that the first card
// of a kind is found eight cards to a word (looking each card's kind up in
// the rules is a load per card, and a card is played at nearly every
// decision). The kinds are the cards' own: equal hands are equal cards.
class Hand {
public:
    int size() const { return m_cards.size(); }
    bool empty() const { return m_cards.empty(); }
    const std::int16_t *begin() const { return m_cards.begin(); }
    const std::int16_t *end() const { return m_cards.end(); }
    const CardList &cards() const { return m_cards; }
    std::vector<std::int16_t> toVector() const { return m_cards.toVector(); }
    int rankAt(int i) const { return m_ranks[std::size_t(i)]; }

    void push(int card, int rank)
    {
        m_ranks[std::size_t(m_cards.size())] = std::uint8_t(rank);
        m_cards.push(card);
    }
    // Moves the top `count` cards of `pile` into the hand, the top first,
    // and shows each card with its kind to `visit`.
    template <typename Visit>
    void drawFrom(CardList &pile, int count, const Card *cards, Visit &&visit)
    {
        std::uint8_t *ranks = m_ranks.data() + m_cards.size();
        pile.moveTopTo(m_cards, count, [&](int card) {
            const auto rank = std::uint8_t(cards[card].rank);
            *ranks++ = rank;
            visit(card, rank);
        });
    }
    // Takes the first card of kind `rank` (there is one); the last card fills its gap.
    int takeFirstOf(int rank)
    {
        // Sixteen kinds at a time, without a branch on where the match is (a
        // shuffle the processor would mispredict): in each word of eight, the
        // first byte equal to `rank` gives the lowest bit of matches() (bits
        // above it may be set too, never one below). Kinds past the hand's
        // end are stale; the first match lies before them.
        static_assert(std::endian::native == std::endian::little, "the first card is the word's lowest byte");
        constexpr std::uint64_t ones = 0x0101010101010101u, highs = ones << 7;
        const std::uint64_t pattern = ones * std::uint8_t(rank);
        auto matches = [&](int at) {
            std::uint64_t word;
            std::memcpy(&word, m_ranks.data() + at, sizeof word);
            word ^= pattern;
            return (word - ones) & ~word & highs;
        };
        int at = 0;
        for (;; at += 16) {
            const std::uint64_t low = matches(at), high = matches(at + 8);
            if ((low | high) != 0) {
                at += low != 0 ? std::countr_zero(low) / 8 : 8 + std::countr_zero(high) / 8;
                break;
            }
        }
        std::int16_t *slot = m_cards.begin() + at;
        const int card = *slot;
        m_ranks[std::size_t(at)] = m_ranks[std::size_t(m_cards.size() - 1)];
        *slot = std::int16_t(m_cards.pop());
        return card;
    }
    void clear() { m_cards.clear(); }

    friend bool operator==(const Hand &a, const Hand &b) { return a.m_cards == b.m_cards; }

private:
    CardList m_cards;
    // Room to read a whole sixteen past the last card; zeroed at first,
    // later the kinds of cards that have left (never a match before the first).
    std::array<std::uint8_t, kMaxCards + 16> m_ranks {};
};

} // namespace houserules::boomo
