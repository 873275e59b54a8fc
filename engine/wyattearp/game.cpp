#include "game.h"

#include "heuristicbot.h"
#include "state.h"

#include "core/game/deckruleset.h"
#include "games.h"

namespace houserules::wyattearp {

std::unique_ptr<Game> makeGame()
{
    return std::make_unique<WyattEarp>();
}

using WeRuleset = DeckRuleset<Rules, WeState, HeuristicBot>;

const Rules &rulesOf(const Ruleset &ruleset)
{
    return WeRuleset::rulesOf(ruleset);
}

std::string WyattEarp::id() const
{
    return kGameId;
}

const Schema &WyattEarp::schema() const
{
    return wyattearp::schema();
}

std::shared_ptr<const Ruleset> WyattEarp::compile(const Variant &variant) const
{
    return std::make_shared<const WeRuleset>(variant);
}

} // namespace houserules::wyattearp
