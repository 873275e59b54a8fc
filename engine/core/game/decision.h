#pragma once

#include <cstdint>

namespace houserules {

// The kinds of decision a player can face, in every game. Keeping them few and
// typed lets one record notation, one generic bot and one UI serve all games.
enum class DecisionKind : std::uint8_t {
    PlayCard,     // card -> target zone (Blasting Billy: Billy, own loot, box)
    ChooseCard,   // card (Halunken's hidden movement card, a villain to steal)
    ChoosePlayer, // target = seat
    ChooseNumber, // value
    KeepDice,     // value = bit mask of the dice kept
    YesNo,        // value = 0 or 1
    Pass,
};

// A small value type; games give `card` and `target` their meaning (stable ids,
// never text). Equality is field-wise, so legal lists can be searched.
struct Decision {
    DecisionKind kind = DecisionKind::Pass;
    std::int16_t card = -1;
    std::int16_t target = -1;
    std::int32_t value = 0;

    // Every field at once, one branch: the search bot compares each legal
    // decision with the tree's, and a branch per field went wrong often.
    friend bool operator==(const Decision &a, const Decision &b)
    {
        return (a.card == b.card) & (a.target == b.target) & (a.value == b.value) & (a.kind == b.kind);
    }
};

} // namespace houserules
