#pragma once

#include "rules.h"

#include "core/bots/bot.h"

#include <memory>
#include <vector>

namespace houserules::boomo {

// A sensible player working from its observation alone: it never takes the
// total over the limit when it can help it, plays its last card when that
// makes everyone else flip, keeps time stoppers for bomb cards, plays a bomb
// card when the others are likely to lack a stopper, keeps the others' hands
// full with "+1"/"+2", swaps its big hand for the smallest, and saves ":0"
// and ":30" for when the total is high. Out of turn it always discards a
// time stopper rather than let a bomb explode.
class HeuristicBot final : public Bot {
public:
    explicit HeuristicBot(std::shared_ptr<const Rules> rules) : m_rules(std::move(rules)) {}
    // The easy level's share of decisions taken at random (EasyBot), tuned
    // by simulation (docs/COMPUTER-PLAYERS.md, "The easy level"). Lower for two players: from
    // a fair share of 50%, the same blunders cost more points of win rate.
    static double easyRandomShare(int players) { return players == 2 ? 0.4 : 0.65; }
    // The hard level's search: iterations a decision with these playouts,
    // about a third of a second on the README's machine (Speed: "The hard
    // level").
    static constexpr int kHardIterations = 6'000;

    Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) override;
    // Reads the few counts it weighs from the state itself (no observation
    // to fill, no discard pile to copy and count): the same decision.
    Decision chooseInPlayout(const State &state, const std::vector<Decision> &legal, Rng &rng,
        std::unique_ptr<Observation> &scratch) override;

private:
    // What the bot weighs, as the seat to decide sees it.
    struct Situation;
    Decision decide(const Situation &situation, const std::vector<Decision> &legal, Rng &rng);

    std::shared_ptr<const Rules> m_rules;
    // The best decisions so far: kept between decisions so that choosing
    // allocates nothing (one object serves one thread at a time).
    std::vector<const Decision *> m_ties;
};

} // namespace houserules::boomo
