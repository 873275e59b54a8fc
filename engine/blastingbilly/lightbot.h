#pragma once

#include "rules.h"

#include "core/bots/bot.h"

#include <memory>
#include <vector>

namespace houserules::blastingbilly {

// The heuristic bot made lighter for the search's trial games (the search
// bot's default playouts, SearchOptions::Rollout::Light), which ask a bot at
// every turn of every trial game. It values a turn as the heuristic bot does
// (a seat's expected total times the chance that Billy shoots it in no
// colour, its own against an opponent's), but weighs its own position
// against the leader's alone, the other seat with the highest expected
// total, instead of against the strongest of every seat after every
// candidate: two seats' risks to work out instead of every seat's, and none
// again for each card that could go to Billy. Decides the same on its
// observation and in a trial game; allocates nothing per decision.
class LightBot final : public Bot {
public:
    explicit LightBot(std::shared_ptr<const Rules> rules);
    ~LightBot() override;

    Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) override;
    Decision chooseInPlayout(const State &state, const std::vector<Decision> &legal, Rng &rng,
        std::unique_ptr<Observation> &scratch) override;
    // Takes the trial game's turn from the hand itself, with no legal list.
    bool playInPlace(State &state, Rng &rng, Decision &taken) override;

private:
    // `candidates(f)` calls f on each legal decision, in the legal list's order.
    template <typename Table, typename Candidates>
    Decision decide(const Table &table, int players, int me, int pileCount, Candidates &&candidates, Rng &rng);

    struct Scratch;
    std::shared_ptr<const Rules> m_rules;
    std::unique_ptr<Scratch> m_scratch;
};

} // namespace houserules::blastingbilly
