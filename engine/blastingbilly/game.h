#pragma once

#include "core/ruleset.h"

namespace houserules::blastingbilly {

inline constexpr const char *kGameId = "blasting-billy";

class BlastingBilly final : public Game {
public:
    std::string id() const override { return kGameId; }
    const Schema &schema() const override;
    std::shared_ptr<const Ruleset> compile(const Variant &variant) const override;
};

} // namespace houserules::blastingbilly
