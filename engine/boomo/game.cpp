#include "game.h"

#include "heuristicbot.h"
#include "state.h"

#include "core/game/deckruleset.h"
#include "games.h"

namespace houserules::boomo {

std::unique_ptr<Game> makeGame()
{
    return std::make_unique<Boomo>();
}

using BoomoRuleset = DeckRuleset<Rules, BoomoState, HeuristicBot>;

const Rules &rulesOf(const Ruleset &ruleset)
{
    return BoomoRuleset::rulesOf(ruleset);
}

std::string Boomo::id() const
{
    return kGameId;
}

const Schema &Boomo::schema() const
{
    return boomo::schema();
}

std::shared_ptr<const Ruleset> Boomo::compile(const Variant &variant) const
{
    return std::make_shared<const BoomoRuleset>(variant);
}

} // namespace houserules::boomo
