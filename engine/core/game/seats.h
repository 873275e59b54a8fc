#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>

namespace houserules {

// Who is still in the game and which way play goes round the table: the
// order of turns (with eliminations and a direction that can reverse), and
// the order in which an effect or a question goes round the others
// (everyone draws, everyone answers a bomb card, everyone bets). "Clockwise"
// is rising seat numbers, "left of a seat" the next one up. Plain data, no
// allocation: states copy it freely in playouts.
class Seats {
public:
    static constexpr int kMax = 8;

    Seats() = default;
    explicit Seats(int players) : m_players(std::int8_t(players))
    {
        assert(players >= 1 && players <= kMax);
        for (int seat = 0; seat < players; ++seat)
            m_in[std::size_t(seat)] = true;
    }

    int players() const { return m_players; }
    int remaining() const
    {
        int count = 0;
        for (int seat = 0; seat < m_players; ++seat)
            count += m_in[std::size_t(seat)];
        return count;
    }
    bool isIn(int seat) const { return m_in[std::size_t(seat)]; }
    void leave(int seat) { m_in[std::size_t(seat)] = false; }

    // +1 clockwise, -1 the other way.
    int direction() const { return m_direction; }
    void reverse() { m_direction = std::int8_t(-m_direction); }

    // The `steps`-th seat still in after `seat` in the current direction
    // (`seat` itself may be out). Precondition: someone other than `seat`
    // is still in, or `seat` is.
    int next(int seat, int steps = 1) const { return step(seat, steps, m_direction); }
    // The same, clockwise whatever the direction.
    int leftOf(int seat) const { return step(seat, 1, 1); }

    // The seats still in, other than `from`, clockwise starting left of it.
    friend bool operator==(const Seats &, const Seats &) = default;

    template <typename Visit>
    void othersClockwise(int from, Visit &&visit) const
    {
        for (int seat = wrap(from + 1); seat != from; seat = wrap(seat + 1))
            if (isIn(seat))
                visit(seat);
    }

private:
    // One seat on, round the table: no division, and no branch either (this
    // is in every playout's turn, and going round past the last seat is a
    // branch the processor mispredicts).
    int wrap(int seat) const { return seat - m_players * (seat >= m_players) + m_players * (seat < 0); }

    int step(int seat, int steps, int direction) const
    {
        for (int done = 0; done < steps;) {
            seat = wrap(seat + direction);
            done += isIn(seat);
        }
        return seat;
    }

    std::int8_t m_players = 0;
    std::int8_t m_direction = 1;
    std::array<bool, kMax> m_in {};
};

// A question asked of several seats one after another, out of turn (Boomo's
// answers to a bomb card, Wyatt Earp's bets): the state asks current() for
// its decision, then advance()s, until done(). Plain data, no allocation.
class SeatQueue {
public:
    void clear() { m_count = m_at = 0; }
    void push(int seat)
    {
        assert(m_count < Seats::kMax);
        m_seats[std::size_t(m_count++)] = std::int8_t(seat);
    }
    bool done() const { return m_at >= m_count; }
    int current() const { return done() ? -1 : m_seats[std::size_t(m_at)]; }
    void advance() { ++m_at; }
    int size() const { return m_count; }

    // The same seats asked, and as far: what lies past the pushed ones is no part of it.
    friend bool operator==(const SeatQueue &a, const SeatQueue &b)
    {
        return a.m_count == b.m_count && a.m_at == b.m_at
            && std::equal(a.m_seats.begin(), a.m_seats.begin() + a.m_count, b.m_seats.begin());
    }

private:
    std::array<std::int8_t, Seats::kMax> m_seats {};
    std::int8_t m_count = 0;
    std::int8_t m_at = 0;
};

} // namespace houserules
