#pragma once

#include <cstdint>

namespace houserules {

// Something that happened in `apply`, as data. Each game numbers its own event
// types; the app turns them into translated log lines and animations.
//
// `privateTo` says who may know the card's identity (its value): -1 everyone,
// otherwise only that seat. Others see the event through seenBy(), which
// keeps the public part (who, where, the card's colour, the marks) and hides
// the rest.
// Observation seats besides the players': a spectator sees only what is
// public; the all-knowing view (for replays of finished games) sees all.
inline constexpr int kSpectator = -1;
inline constexpr int kAllKnowing = -2;

struct Event {
    std::int16_t type = 0;
    std::int8_t player = -1; // who acted or whom it concerns; -1 none
    std::int8_t privateTo = -1;
    std::int16_t card = -1;   // card id; -1 when unknown to the viewer
    std::int16_t colour = -1; // public suit/colour of the card, if any
    std::int16_t target = -1; // zone, seat or colour the event goes to
    // What the event means for statistics by card, whatever the game (a set
    // of the Mark bits): the simulator's card impact reads only these. It
    // sits in what was padding, so an Event stays 16 bytes.
    std::uint8_t marks = 0;
    std::int32_t value = 0; // a number (value of a card, a total, a roll)

    enum Mark : std::uint8_t {
        // `player` played `card` by their own decision (put it into play).
        PlayedCard = 1,
        // `card` came into `player`'s hand (dealt at setup, drawn, taken).
        EnteredHand = 2,
    };
    bool has(Mark mark) const { return (marks & mark) != 0; }

    // Hidden from every seat but its own; the all-knowing view (a finished
    // game's replay) sees everything.
    bool hiddenFrom(int seat) const { return privateTo >= 0 && privateTo != seat && seat != kAllKnowing; }

    Event seenBy(int seat) const
    {
        Event seen = *this;
        if (hiddenFrom(seat)) {
            seen.card = -1;
            seen.value = 0;
        }
        return seen;
    }
};

static_assert(sizeof(Event) == 16, "events are copied in hot loops: keep them small");

} // namespace houserules
