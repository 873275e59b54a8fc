#pragma once

#include "decision.h"
#include "random.h"
#include "state.h"

#include <vector>

namespace houserules {

// A computer player. It sees exactly what a person in its seat would see: its
// observation and the legal decisions; never the state. `rng` is the bot's own
// generator (seeded by the caller), so a seeded game with bots replays exactly.
class Bot {
public:
    virtual ~Bot() = default;
    // Precondition: `legal` is non-empty. Returns one of `legal`.
    virtual Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) = 0;
};

// Picks uniformly among the legal decisions; works for every game.
class RandomBot final : public Bot {
public:
    Decision choose(const Observation &, const std::vector<Decision> &legal, Rng &rng) override
    {
        return legal[rng.below(std::uint32_t(legal.size()))];
    }
};

} // namespace houserules
