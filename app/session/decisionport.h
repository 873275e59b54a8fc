#pragma once

#include "core/game/decision.h"
#include "core/game/state.h"

#include <optional>
#include <vector>

// Where a table's input may go: the decisions of the person in front of the
// screen. A table built without one (a replay) cannot apply anything, by
// construction. Legal decisions are offered only while it is that person's
// turn and the screen is theirs (no hot-seat curtain down).
class DecisionPort {
public:
    virtual ~DecisionPort() = default;

    // The viewer's legal decisions now; empty when they may not decide.
    virtual std::vector<houserules::Decision> legal() const = 0;
    // Why `decision` cannot be played now; empty when it can.
    virtual std::optional<houserules::Illegal> check(const houserules::Decision &decision) const = 0;
    // Plays `decision`; false (and nothing happens) when check() refuses it.
    virtual bool play(const houserules::Decision &decision) = 0;
};
