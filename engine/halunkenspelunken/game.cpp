#include "game.h"

#include "heuristicbot.h"
#include "state.h"

#include "core/game/deckruleset.h"
#include "games.h"

namespace houserules::halunkenspelunken {

std::unique_ptr<Game> makeGame()
{
    return std::make_unique<HalunkenSpelunken>();
}

using HsRuleset = DeckRuleset<Rules, HsState, HeuristicBot>;

const Rules &rulesOf(const Ruleset &ruleset)
{
    return HsRuleset::rulesOf(ruleset);
}

std::string HalunkenSpelunken::id() const
{
    return kGameId;
}

const Schema &HalunkenSpelunken::schema() const
{
    return halunkenspelunken::schema();
}

std::shared_ptr<const Ruleset> HalunkenSpelunken::compile(const Variant &variant) const
{
    return std::make_shared<const HsRuleset>(variant);
}

} // namespace houserules::halunkenspelunken
