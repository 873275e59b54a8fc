#pragma once

#include "core/game/ruleset.h"

namespace houserules::halunkenspelunken {

class HalunkenSpelunken final : public Game {
public:
    std::string id() const override;
    const Schema &schema() const override;
    std::shared_ptr<const Ruleset> compile(const Variant &variant) const override;
};

struct Rules;
// The compiled rules behind a Halunken & Spelunken ruleset, for views that
// need names and numbers. Precondition: `ruleset` was compiled by this game.
const Rules &rulesOf(const Ruleset &ruleset);

} // namespace houserules::halunkenspelunken
