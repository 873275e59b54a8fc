#pragma once

#include "core/game/ruleset.h"
#include "core/variants/variant.h"

#include <filesystem>
#include <string_view>
#include <vector>

namespace houserules {

// Every game Houserules knows (games.h), found by id, and where their
// variants live. The engine's door to all games; the CLI, the app and the
// tests reach games' rules through it.
class Registry {
public:
    static const Registry &instance();

    const Game *game(std::string_view id) const;
    std::vector<const Game *> games() const;

    // The folders searched for `<game>/<name>.yaml`, in order: $HOUSERULES_VARIANTS
    // (colon-separated), then shippedVariantDirs(), and the installed
    // program's place for them even when it does not exist (to say so).
    static std::vector<std::filesystem::path> variantDirs();
    // The folders of the variants shipped with Houserules: the installed ones
    // relative to the running executable (installpaths.h), then, for a program
    // run from its build tree, the source tree's `variants/`. The editor opens
    // their files read-only.
    static std::vector<std::filesystem::path> shippedVariantDirs();
    // A loader over variantDirs() plus `extraDirs` (the app adds the user's folder first).
    VariantLoader loader(std::vector<std::filesystem::path> extraDirs = {}) const;

    // Loads and compiles a variant by id or path.
    Expected<std::shared_ptr<const Ruleset>> ruleset(const std::string &ref) const;

private:
    Registry();
    std::vector<std::unique_ptr<Game>> m_games;
};

} // namespace houserules
