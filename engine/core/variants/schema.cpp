#include "schema.h"

#include <algorithm>

namespace houserules {

const std::vector<ProblemSpec> &coreProblems()
{
    static const std::vector<ProblemSpec> problems = {
        {"deck.suit-without-cards", 1}, {"deck.suit-count", 3}, {"deck.size", 3}, {"title.missing", 0},
        {"players.range", 2}, {"param.range", 3}, // min, max, what was found
        {"param.entries", 3},                     // fewest, most, how many were found
    };
    return problems;
}

const ParamSpec *Schema::find(std::string_view path) const
{
    for (const auto &spec : params)
        if (spec.path == path)
            return &spec;
    return nullptr;
}

const ParamSpec *Schema::owner(std::string_view keyPath) const
{
    constexpr std::string_view prefix = "parameters.";
    if (!keyPath.starts_with(prefix))
        return nullptr;
    keyPath.remove_prefix(prefix.size());
    // The longest parameter path that is the key path or a whole-key prefix of it.
    const ParamSpec *best = nullptr;
    for (const auto &spec : params)
        if (keyPath.starts_with(spec.path) && (keyPath.size() == spec.path.size() || keyPath[spec.path.size()] == '.')
            && (!best || spec.path.size() > best->path.size()))
            best = &spec;
    return best;
}

std::string Schema::groupOf(const ParamSpec &spec) const
{
    if (!spec.group.empty())
        return spec.group;
    const auto dot = spec.path.find('.');
    return dot == std::string::npos ? std::string() : spec.path.substr(0, dot);
}

bool Schema::isGroup(std::string_view path) const
{
    if (path.empty())
        return true;
    return std::any_of(params.begin(), params.end(), [&](const ParamSpec &spec) {
        return spec.path.size() > path.size() && spec.path.compare(0, path.size(), path) == 0
            && spec.path[path.size()] == '.';
    });
}

std::vector<std::string> Schema::keysUnder(std::string_view group) const
{
    std::vector<std::string> keys;
    const std::size_t start = group.empty() ? 0 : group.size() + 1;
    for (const auto &spec : params) {
        if (!group.empty()
            && !(spec.path.size() > start && spec.path.compare(0, group.size(), group) == 0
                && spec.path[group.size()] == '.'))
            continue;
        std::string key = spec.path.substr(start, spec.path.find('.', start) - start);
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            keys.push_back(std::move(key));
    }
    return keys;
}

std::string_view typeName(ParamType type)
{
    switch (type) {
    case ParamType::Int:
        return "an integer";
    case ParamType::Bool:
        return "true or false";
    case ParamType::String:
        return "a string";
    case ParamType::IntList:
        return "a list of integers";
    case ParamType::StringList:
        return "a list of names";
    case ParamType::IntByPlayers:
        return "a mapping from player count to an integer";
    case ParamType::Deck:
        return "a deck: its card kinds and how many of each";
    }
    return "a value";
}

} // namespace houserules
