#pragma once

#include "core/game/ruleset.h"

namespace houserules::boomo {

class Boomo final : public Game {
public:
    std::string id() const override;
    const Schema &schema() const override;
    std::shared_ptr<const Ruleset> compile(const Variant &variant) const override;
};

struct Rules;
// The compiled rules behind a Boomo ruleset (public knowledge: the deck, the
// limit...), for views that need names and numbers. Precondition: `ruleset`
// was compiled by Boomo.
const Rules &rulesOf(const Ruleset &ruleset);

} // namespace houserules::boomo
