#include "registry.h"

#include "games.h"
#include "installpaths.h"

#include <algorithm>
#include <cstdlib>

namespace houserules {

Registry::Registry()
{
#define HOUSERULES_ADD_GAME(folder) m_games.push_back(folder::makeGame());
    HOUSERULES_GAMES(HOUSERULES_ADD_GAME)
#undef HOUSERULES_ADD_GAME
}

const Registry &Registry::instance()
{
    static const Registry registry;
    return registry;
}

const Game *Registry::game(std::string_view id) const
{
    for (const auto &g : m_games)
        if (g->id() == id)
            return g.get();
    return nullptr;
}

std::vector<const Game *> Registry::games() const
{
    std::vector<const Game *> result;
    for (const auto &g : m_games)
        result.push_back(g.get());
    return result;
}

std::vector<std::filesystem::path> Registry::variantDirs()
{
    std::vector<std::filesystem::path> dirs;
    if (const char *env = std::getenv("HOUSERULES_VARIANTS")) {
        std::string list = env;
        for (std::size_t start = 0; start <= list.size();) {
            const auto end = std::min(list.find(':', start), list.size());
            if (end > start)
                dirs.emplace_back(list.substr(start, end - start));
            start = end + 1;
        }
    }
    for (auto &dir : shippedVariantDirs())
        dirs.push_back(std::move(dir));
    // Where an installed program's variants belong, also when they are not
    // there (a program copied elsewhere): a search that finds nothing says
    // where it looked.
    if (auto installed = installedDataDir("variants");
        !installed.empty() && std::find(dirs.begin(), dirs.end(), installed) == dirs.end())
        dirs.push_back(std::move(installed));
    return dirs;
}

std::vector<std::filesystem::path> Registry::shippedVariantDirs()
{
    // The installed variants beside the running program (<bindir>/../share/houserules/variants), and only when
    // it runs from its build tree the source tree's, so an installed program never reads a checkout's files.
    std::vector<std::filesystem::path> dirs;
    std::error_code error;
    if (auto installed = installedDataDir("variants");
        !installed.empty() && std::filesystem::is_directory(installed, error))
        dirs.push_back(std::move(installed));
    if (runningFromBuildTree())
        dirs.emplace_back(HOUSERULES_SOURCE_VARIANTS_DIR);
    return dirs;
}

VariantLoader Registry::loader(std::vector<std::filesystem::path> extraDirs) const
{
    auto dirs = std::move(extraDirs);
    for (auto &dir : variantDirs())
        dirs.push_back(std::move(dir));
    return VariantLoader(
        [this](const std::string &id) -> const Schema * {
            const Game *g = game(id);
            return g ? &g->schema() : nullptr;
        },
        std::move(dirs));
}

Expected<std::shared_ptr<const Ruleset>> Registry::ruleset(const std::string &ref) const
{
    auto variant = loader().load(ref);
    if (!variant)
        return variant.errors();
    return game(variant->game)->compile(*variant);
}

} // namespace houserules
