#pragma once

#include "rules.h"

#include "core/bot.h"

#include <memory>
#include <vector>

namespace houserules::halunkenspelunken {

// A sensible captain working from its observation alone: it plays the
// movement card whose landing gains it most (the den's face-up villain, what
// it can rob, the harbour's best on Black Jack's field), valuing each villain
// by what it adds to its own score (so a colour it collects is worth more);
// it keeps rum for a landing clearly better than its numbers offer; it bids
// its cheapest sufficient villain for Black Jack when his likely walk passes
// captains it may rob (and itself, whom a hirer's Black Jack spares); it
// takes the villain worth most to it and gives away the one it misses least.
class HeuristicBot final : public Bot {
public:
    explicit HeuristicBot(std::shared_ptr<const Rules> rules) : m_rules(std::move(rules)) {}
    // The easy level's share of decisions taken at random (EasyBot), tuned
    // by simulation (README, "The easy level"). Lower for two players: from
    // a fair share of 50%, the same blunders cost more points of win rate.
    static double easyRandomShare(int players) { return players == 2 ? 0.3 : 0.5; }
    // The hard level's search: iterations a decision with these playouts,
    // about a third of a second on the README's machine (Speed: "The hard
    // level").
    static constexpr int kHardIterations = 3'000;

    Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) override;

private:
    std::shared_ptr<const Rules> m_rules;
    // Scratch space, refilled each decision so that a decision allocates
    // nothing (the search's playouts ask tens of thousands of times a
    // second): like every bot, one object serves one thread at a time.
    std::vector<int> m_count, m_sum; // per colour: my villains and their values
};

} // namespace houserules::halunkenspelunken
