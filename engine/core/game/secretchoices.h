#pragma once

#include "event.h" // kAllKnowing
#include "seats.h"

#include <array>
#include <cassert>
#include <cstdint>

namespace houserules {

// Choices every seat makes in secret and all reveal together (Halunken &
// Spelunken's movement cards): each is a decision of its own, taken one seat
// at a time, and until the reveal a seat's choice is known only to that
// seat — an observation asks visibleTo() for each seat's choice. Plain data,
// no allocation.
class SecretChoices {
public:
    static constexpr int kNone = -1;   // not chosen yet
    static constexpr int kHidden = -2; // chosen, but not visible to the viewer

    SecretChoices() { m_choice.fill(kNone); }

    // A new round of choices for `seats` seats, nobody revealed.
    void start(int seats)
    {
        assert(seats <= Seats::kMax);
        m_seats = std::int8_t(seats);
        m_choice.fill(kNone);
        m_revealed = false;
    }
    void choose(int seat, int choice)
    {
        assert(!m_revealed && choice >= 0);
        m_choice[std::size_t(seat)] = std::int16_t(choice);
    }
    bool hasChosen(int seat) const { return m_choice[std::size_t(seat)] != kNone; }
    // The first seat clockwise from `from` (included) still to choose, -1
    // when all have chosen.
    int nextToChoose(int from) const
    {
        for (int i = 0; i < m_seats; ++i) {
            const int seat = (from + i) % m_seats;
            if (!hasChosen(seat))
                return seat;
        }
        return -1;
    }
    void reveal() { m_revealed = true; }
    bool revealed() const { return m_revealed; }
    // The true choice (for the rules, once revealed, and for the chooser).
    int choice(int seat) const { return m_choice[std::size_t(seat)]; }
    // What `viewer` may know of `seat`'s choice: the choice once revealed,
    // when it is the viewer's own, or to the all-knowing view; kHidden when
    // made but secret; kNone.
    int visibleTo(int viewer, int seat) const
    {
        const int c = choice(seat);
        return c == kNone || m_revealed || viewer == seat || viewer == kAllKnowing ? c : kHidden;
    }

    friend bool operator==(const SecretChoices &, const SecretChoices &) = default;

private:
    std::array<std::int16_t, Seats::kMax> m_choice {};
    std::int8_t m_seats = 0;
    bool m_revealed = false;
};

} // namespace houserules
