#pragma once

#include <array>
#include <cassert>
#include <cstdint>

namespace houserules {

// A board whose fields form a closed ring walked one way (Halunken &
// Spelunken's harbour of dens): figures stand on fields, at most one per
// field, and move a number of fields on, or to the next free field. A
// figure is a small index the game gives meaning to (its players' captains,
// then figures of its own such as a non-player pirate). Plain data, no
// allocation: states copy it freely in playouts.
class Ring {
public:
    static constexpr int kMaxFields = 64;
    static constexpr int kMaxFigures = 9;
    static constexpr int kNowhere = -1;

    Ring() = default;
    explicit Ring(int fields) : m_fields(std::int8_t(fields))
    {
        assert(fields >= 2 && fields <= kMaxFields);
        m_at.fill(kNowhere);
        m_on.fill(kNowhere);
    }

    int fields() const { return m_fields; }
    // The field `steps` on from `field` (steps >= 0).
    int step(int field, int steps) const { return (field + steps) % m_fields; }

    int at(int figure) const { return m_at[std::size_t(figure)]; }
    // The figure on `field`, kNowhere when it is free.
    int on(int field) const { return m_on[std::size_t(field)]; }
    bool isFree(int field) const { return on(field) == kNowhere; }

    // Puts a figure on a free field (or takes it off the board: kNowhere).
    void place(int figure, int field)
    {
        if (at(figure) != kNowhere)
            m_on[std::size_t(at(figure))] = kNowhere;
        m_at[std::size_t(figure)] = std::int8_t(field);
        if (field != kNowhere) {
            assert(isFree(field));
            m_on[std::size_t(field)] = std::int8_t(figure);
        }
    }

    // The first free field after `field`, going round (kNowhere when every
    // other field is taken).
    int nextFree(int field) const
    {
        for (int steps = 1; steps < m_fields; ++steps)
            if (isFree(step(field, steps)))
                return step(field, steps);
        return kNowhere;
    }

    friend bool operator==(const Ring &, const Ring &) = default;

private:
    std::int8_t m_fields = 0;
    std::array<std::int8_t, kMaxFigures> m_at {};
    std::array<std::int8_t, kMaxFields> m_on {};
};

} // namespace houserules
