#pragma once

#include "rules.h"

#include <cstdint>
#include <vector>

namespace houserules::halunkenspelunken {

// One player's score, as the breakdown shows it.
struct Score {
    std::vector<int> count; // per colour: villains held
    std::vector<int> sum;   // per colour: their values
    int doubled = -1;       // the colour that counts double (-1: no villains)
    int total = 0;          // every value, plus the doubled colour's once more
};

// The colour held most counts double; of several held equally often, the one
// worth most (then the lower colour: the sums are equal, so is the score).
Score score(const Rules &rules, const std::vector<std::int16_t> &villains);
// score().total without allocating (bots, running scores).
int scoreTotal(const Rules &rules, const std::vector<std::int16_t> &villains);

// The highest totals (all of them when tied).
std::vector<int> winners(const std::vector<int> &totals);

} // namespace houserules::halunkenspelunken
