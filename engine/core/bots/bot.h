#pragma once

#include "core/game/decision.h"
#include "core/game/random.h"
#include "core/game/state.h"

#include <memory>
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

    // The search bot's playouts (core/bots/searchbot.h) ask at every decision of
    // states it made up itself: the decision choose() takes on the current
    // player's observation of `state`, drawing the same from `rng`. The
    // default builds that observation (into `scratch`, kept by the caller);
    // a game's bot may read the state instead, faster, but only what that
    // seat sees, so that it decides exactly as choose() (each such game has
    // a test that compares the two). Precondition: `state` is not terminal;
    // `legal` are its legal decisions.
    virtual Decision chooseInPlayout(
        const State &state, const std::vector<Decision> &legal, Rng &rng, std::unique_ptr<Observation> &scratch)
    {
        state.observeInto(state.currentPlayer(), scratch);
        return choose(*scratch, legal, rng);
    }
    // The same decision taken and applied, where a game's bot can find it
    // without the legal list written out (faster): the one chooseInPlayout
    // would take, drawing the same from `rng`, written to `taken`. False
    // (the default) when not taken: the caller then lists the decisions and
    // asks chooseInPlayout. Always false where one decision alone is legal
    // (the search takes that itself, drawing as for a random playout).
    // Same precondition on `state`.
    virtual bool playInPlace(State &state, Rng &rng, Decision &taken)
    {
        (void)state;
        (void)rng;
        (void)taken;
        return false;
    }
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
