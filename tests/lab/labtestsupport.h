#pragma once

// What the lab's test suites share: a shipped variant by id, and its rules.

#include "core/game/ruleset.h"
#include "core/variants/variant.h"
#include "registry.h"

#include <QtGlobal>

#include <memory>
#include <string>

namespace labtest {

inline houserules::Variant load(const std::string &id)
{
    auto variant = houserules::Registry::instance().loader().load(id);
    if (!variant)
        qFatal("cannot load %s", id.c_str());
    return *variant;
}

inline std::shared_ptr<const houserules::Ruleset> compiled(const houserules::Variant &variant)
{
    return houserules::Registry::instance().game(variant.game)->compile(variant);
}

} // namespace labtest
