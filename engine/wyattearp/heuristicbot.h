#pragma once

#include "rules.h"

#include "core/bot.h"

#include <memory>

namespace houserules::wyattearp {

// A sensible gunfighter working from its observation alone. It walks to the
// field worth most to it: a share where its attribute is strong and its
// cash covers the likely price, a payday when it holds many shares, a bank
// robbery when few players could chase it, an attack when its odds against
// a defender of average strength are good, poker and hasard as small gains.
// It buys shares whose price is fair, completes businesses (naming them in
// attacks, giving and selling away the shares it misses least), keeps the
// dice of its best poker combination, and bets its chips on any pair, the
// hasard board's best odds.
class HeuristicBot final : public Bot {
public:
    explicit HeuristicBot(std::shared_ptr<const Rules> rules) : m_rules(std::move(rules)) {}
    // The easy level's share of decisions taken at random (EasyBot), tuned
    // by simulation (README, "The easy level"). Lower for two players: from
    // a fair share of 50%, the same blunders cost more points of win rate.
    static double easyRandomShare(int players) { return players == 2 ? 0.05 : 0.1; }
    // The hard level's search: iterations a decision with these playouts,
    // about a third of a second on the README's machine (Speed: "The hard
    // level").
    static constexpr int kHardIterations = 1'500;

    Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) override;

private:
    std::shared_ptr<const Rules> m_rules;
};

// The chance that three dice plus `bonus` beat three dice strictly, and that
// none of `chasers` rolls strictly higher than a robber's three dice.
double winChance(int bonus);
double escapeChance(int chasers);

} // namespace houserules::wyattearp
