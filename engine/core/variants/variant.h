#pragma once

#include "diagnostic.h"
#include "schema.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace YAML {
class Node;
}

namespace houserules {

using ParamValue = std::variant<std::int64_t, bool, std::string, std::vector<std::int64_t>, std::vector<std::string>,
    std::map<int, std::int64_t>, Deck>;

struct Param {
    ParamValue value;
    SourceLocation where; // the file and place that set it (base or house rule)
};

// A game instance's rule parameters, parsed and validated against the game's
// schema, with `extends:` already resolved. Immutable once loaded; safe to
// share between threads.
class Variant {
public:
    std::string game;                               // game id, e.g. "blasting-billy"
    std::string id;                                 // e.g. "blasting-billy/standard", or a file path
    std::string file;                               // the file it was loaded from
    std::vector<std::string> extendsChain;          // ids of the bases, nearest first
    std::map<std::string, std::string> title;       // language code -> title
    std::map<std::string, std::string> description; // language code -> text
    std::map<std::string, Param> params;
    // What this file says in a form that is read but no longer written (an
    // old spelling of a key): coded, for a front end to word, and never a
    // reason to refuse the file. Its bases' are not repeated here.
    Diagnostics warnings;

    // Typed access. Precondition: the path is in the game's schema with that
    // type (validation guarantees presence).
    std::int64_t integer(const std::string &path) const;
    bool flag(const std::string &path) const;
    const std::string &text(const std::string &path) const;
    const std::vector<std::int64_t> &integers(const std::string &path) const;
    const std::vector<std::string> &names(const std::string &path) const;
    const std::map<int, std::int64_t> &byPlayers(const std::string &path) const;
    const Deck &deck(const std::string &path) const;
    SourceLocation where(const std::string &path) const;

    // A diagnostic located at the parameter `path`; with a code and its
    // values (Diagnostic::code) for front ends that word it themselves.
    Diagnostic error(const std::string &path, std::string message) const;
    Diagnostic error(
        const std::string &path, std::string message, std::string code, std::vector<std::string> args) const;
    // Of parameters that clash, the one to blame: the first that this file
    // sets itself (a house rule's own value before its base's), else
    // `fallback` (the first when not given).
    std::string culprit(std::initializer_list<const char *> paths, const char *fallback = nullptr) const;
    // " (parameters.set_aside is set in standard.yaml:22)" when a base file
    // sets `path`, for a message placed at a culprit in this file; else "".
    std::string noteBase(const std::string &path) const;
    // The check every game makes: players.min <= players.max.
    void checkPlayerRange(Diagnostics &errors) const;
};

// Loads variants from YAML. `schemaFor` maps a game id to its schema (nullptr
// for an unknown game); `searchDirs` are the folders holding `<game>/<name>.yaml`,
// used to resolve ids (in `extends:` and on command lines).
//
// Every variant file carries a title of its own; a house rule (`extends:`)
// takes its base's parameters and description, never its title, so that no
// two variants are listed under one name. Nothing here throws: a file that is
// missing, a folder, unreadable, empty or binary comes back as a diagnostic.
class VariantLoader {
public:
    using SchemaLookup = std::function<const Schema *(const std::string &game)>;

    VariantLoader(SchemaLookup schemaFor, std::vector<std::filesystem::path> searchDirs);

    // `ref` is a path (read as a file when it exists, or when it ends in
    // .yaml) or else an id ("blasting-billy/standard").
    Expected<Variant> load(const std::string &ref) const;
    Expected<Variant> loadFile(const std::filesystem::path &file) const;
    // Parses YAML text; `fileName` is used in diagnostics and to resolve a
    // relative `extends:`.
    Expected<Variant> loadText(const std::string &yaml, const std::string &fileName) const;

    // The ids of every variant found in the search folders, sorted.
    std::vector<std::string> availableIds() const;
    // The file of the variant `ref`, looked up in order: `relativeTo/ref`;
    // when `game` is given and `ref` is a bare name, `<game>/<ref>` in the
    // search folders; `ref` itself when it ends in .yaml; `ref` as an id in
    // the search folders. Apart from `ref` itself, `.yaml` may be left out.
    std::optional<std::filesystem::path> resolve(
        const std::string &ref, const std::filesystem::path &relativeTo = {}, const std::string &game = {}) const;
    // For a `ref` that resolves to nothing: "known variants: ...; did you mean
    // <id>?", listing the variants of `game` (without one, of the game an id
    // such as blasting-billy/x names; all when that has none) and suggesting
    // the closest name by edit distance, if one is close.
    std::string knownVariants(const std::string &ref, const std::string &game = {}) const;

private:
    Expected<Variant> loadText(
        const std::string &yaml, const std::string &fileName, std::vector<std::string> &visiting) const;
    Expected<Variant> loadFile(const std::filesystem::path &file, std::vector<std::string> &visiting) const;
    // Starts `variant` from the base named by `extends` (its parameters,
    // description and chain of bases); diagnostics when there is none.
    void inherit(const YAML::Node &extends, const std::string &fileName, std::vector<std::string> &visiting,
        Variant &variant, Diagnostics &errors) const;
    std::string idOf(const std::string &fileName, const std::string &game) const;

    SchemaLookup m_schemaFor;
    std::vector<std::filesystem::path> m_searchDirs;
};

} // namespace houserules
