#pragma once

// What the fuzz targets share: the shipped variants as the one fixed folder
// every `extends:` and record's `variant:` is resolved against (not
// $HOUSERULES_VARIANTS nor an installed copy, so that a run is the same on
// every machine), and a check that aborts, which libFuzzer reports as a
// finding with the input that caused it.
//
// The app's saved-game loading path (MainWindow::loadGame and
// GameSession::fromRecord, also used by the replay dialog) parses nothing of
// its own: it calls readRecord, VariantLoader::resolve and loadFile, compiles
// the variant, startGame and playRecord, and maps the `seats` strings to seat
// kinds by comparison. fuzz_record runs that same sequence (and the CLI's
// replayRecord), so it needs no target of its own nor Qt.

#include "core/variants/variant.h"
#include "registry.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace fuzz {

inline std::filesystem::path variantsDir()
{
    return HOUSERULES_FUZZ_VARIANTS_DIR;
}

inline const houserules::VariantLoader &shippedLoader()
{
    static const houserules::VariantLoader loader(
        [](const std::string &id) -> const houserules::Schema * {
            const houserules::Game *game = houserules::Registry::instance().game(id);
            return game ? &game->schema() : nullptr;
        },
        {variantsDir()});
    return loader;
}

// A finding: says what and aborts.
[[noreturn]] inline void fail(const std::string &what)
{
    std::fprintf(stderr, "fuzz finding: %s\n", what.c_str());
    std::abort();
}

inline void check(bool condition, const std::string &what)
{
    if (!condition)
        fail(what);
}

} // namespace fuzz
