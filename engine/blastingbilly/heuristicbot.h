#pragma once

#include "rules.h"

#include "core/bot.h"

#include <memory>

namespace houserules::blastingbilly {

// A sensible player working from its observation alone. It estimates Billy's
// total per colour (known cards plus the average of the values it has not
// seen for the unknown ones), treats each colour of a loot as a risk of being
// shot that grows as the loot nears that estimate, and picks the turn that
// best improves its own expected score against the strongest opponent's:
// claiming high cards while safe, feeding Billy where it needs cover, dumping
// what helps nobody, and using dynamite to save its own column or to bring
// Billy under the leader.
class HeuristicBot final : public Bot {
public:
    explicit HeuristicBot(std::shared_ptr<const Rules> rules) : m_rules(std::move(rules)) {}
    Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) override;

private:
    std::shared_ptr<const Rules> m_rules;
};

} // namespace houserules::blastingbilly
