#pragma once

// State::observeInto for a game that fills its observation in place: the
// one it is given when that is the game's kind, else a new one (the first
// call, or one that held another game's), so that a simulator or search bot
// that keeps one observation allocates nothing once its lists have grown.

#include "state.h"

#include <memory>
#include <type_traits>
#include <typeinfo>
#include <utility>

namespace houserules {

// `fill(Concrete &)` writes every field of the observation.
template <typename Concrete, typename Fill>
void refillObservation(std::unique_ptr<Observation> &observation, Fill &&fill)
{
    // typeid, not dynamic_cast: one comparison rather than a walk of the
    // class hierarchy, at every decision of a playout.
    static_assert(std::is_final_v<Concrete>, "a game's observation is one final class");
    Concrete *concrete = observation && typeid(*observation) == typeid(Concrete)
        ? static_cast<Concrete *>(observation.get())
        : nullptr;
    if (!concrete) {
        auto fresh = std::make_unique<Concrete>();
        concrete = fresh.get();
        observation = std::move(fresh);
    }
    std::forward<Fill>(fill)(*concrete);
}

} // namespace houserules
