#include "game.h"

#include "heuristicbot.h"
#include "state.h"

#include "core/game/deckruleset.h"
#include "games.h"

namespace houserules::blastingbilly {

std::unique_ptr<Game> makeGame()
{
    return std::make_unique<BlastingBilly>();
}

using BillyRuleset = DeckRuleset<Rules, BillyState, HeuristicBot>;

const Rules &rulesOf(const Ruleset &ruleset)
{
    return BillyRuleset::rulesOf(ruleset);
}

const Schema &BlastingBilly::schema() const
{
    return blastingbilly::schema();
}

std::shared_ptr<const Ruleset> BlastingBilly::compile(const Variant &variant) const
{
    return std::make_shared<const BillyRuleset>(variant);
}

} // namespace houserules::blastingbilly
