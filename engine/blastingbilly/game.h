#pragma once

#include "core/game/ruleset.h"

namespace houserules::blastingbilly {

inline constexpr const char *kGameId = "blasting-billy";

class BlastingBilly final : public Game {
public:
    std::string id() const override { return kGameId; }
    const Schema &schema() const override;
    std::shared_ptr<const Ruleset> compile(const Variant &variant) const override;
};

struct Rules;
// The compiled rules behind a Blasting Billy ruleset (public knowledge: the
// deck, hand size...), for views that need names and numbers. Precondition:
// `ruleset` was compiled by BlastingBilly.
const Rules &rulesOf(const Ruleset &ruleset);

} // namespace houserules::blastingbilly
