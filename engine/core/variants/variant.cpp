#include "variant.h"

#include "deckyaml.h"
#include "nearestword.h"
#include "yamlfile.h"

#include <algorithm>
#include <cassert>
#include <iterator>
#include <set>

namespace houserules {

namespace fs = std::filesystem;

// ---- Typed access --------------------------------------------------------

namespace {

// While the loader runs a game's cross-check on a variant some of whose
// parameters were refused (see knownCrossChecks): every parameter the check
// reads, with how many diagnostics it had given by then.
struct ReadLog {
    const Diagnostics *given = nullptr;
    std::vector<std::pair<std::string, std::size_t>> reads;
};
thread_local ReadLog *t_readLog = nullptr;

template <typename T>
const T &get(const std::map<std::string, Param> &params, const std::string &path)
{
    if (t_readLog)
        t_readLog->reads.emplace_back(path, t_readLog->given->size());
    const auto it = params.find(path);
    assert(it != params.end() && "parameter missing: the schema and the game disagree");
    const T *value = std::get_if<T>(&it->second.value);
    assert(value && "parameter has another type than the game reads");
    return *value;
}

} // namespace

std::int64_t Variant::integer(const std::string &path) const
{
    return get<std::int64_t>(params, path);
}
bool Variant::flag(const std::string &path) const
{
    return get<bool>(params, path);
}
const std::string &Variant::text(const std::string &path) const
{
    return get<std::string>(params, path);
}
const std::vector<std::int64_t> &Variant::integers(const std::string &path) const
{
    return get<std::vector<std::int64_t>>(params, path);
}
const std::vector<std::string> &Variant::names(const std::string &path) const
{
    return get<std::vector<std::string>>(params, path);
}
const std::map<int, std::int64_t> &Variant::byPlayers(const std::string &path) const
{
    return get<std::map<int, std::int64_t>>(params, path);
}
const Deck &Variant::deck(const std::string &path) const
{
    return get<Deck>(params, path);
}

SourceLocation Variant::where(const std::string &path) const
{
    const auto it = params.find(path);
    return it == params.end() ? SourceLocation {file, 0, 0} : it->second.where;
}

Diagnostic Variant::error(const std::string &path, std::string message) const
{
    return {where(path), "parameters." + path, std::move(message)};
}

Diagnostic Variant::error(
    const std::string &path, std::string message, std::string code, std::vector<std::string> args) const
{
    return error(path, std::move(message)).coded(std::move(code), std::move(args));
}

std::string Variant::culprit(std::initializer_list<const char *> paths, const char *fallback) const
{
    for (const char *path : paths)
        if (where(path).file == file)
            return path;
    return fallback ? fallback : *paths.begin();
}

std::string Variant::noteBase(const std::string &path) const
{
    const SourceLocation base = where(path);
    if (base.file == file || base.file.empty())
        return {};
    return " (parameters." + path + " is set in " + base.file + ":" + std::to_string(base.line) + ")";
}

void Variant::checkPlayerRange(Diagnostics &errors) const
{
    const auto minPlayers = integer("players.min");
    const auto maxPlayers = integer("players.max");
    if (minPlayers > maxPlayers)
        errors.push_back(error("players.min",
            "expected at most players.max (" + std::to_string(maxPlayers) + "), found " + std::to_string(minPlayers),
            "players.range", {std::to_string(maxPlayers), std::to_string(minPlayers)}));
}

// ---- Parsing -------------------------------------------------------------

namespace {

const std::vector<std::string> kLanguages {"nl", "en", "de", "fr", "it"};

class ParamParser {
public:
    ParamParser(const Schema &schema, std::string file, Diagnostics &errors, Diagnostics &warnings)
        : m_schema(schema), m_file(std::move(file)), m_errors(errors), m_warnings(warnings)
    {}

    void parseGroup(const YAML::Node &map, const std::string &group, std::map<std::string, Param> &out)
    {
        const std::string where = group.empty() ? "parameters" : "parameters." + group;
        if (!map.IsMap()) {
            fail(map, where, "expected a mapping of parameters, found " + scalarText(map));
            return;
        }
        for (const auto &entry : map) {
            const std::string key = entry.first.Scalar();
            const std::string path = group.empty() ? key : group + "." + key;
            if (const ParamSpec *spec = m_schema.find(path)) {
                // What the base set, which a deck is read over.
                const auto base = out.find(path);
                if (auto value = parseValue(entry.second, *spec, base == out.end() ? nullptr : &base->second.value))
                    out[path] = Param {std::move(*value), locate(entry.second, m_file)};
            } else if (m_schema.isGroup(path)) {
                parseGroup(entry.second, path, out);
            } else {
                fail(entry.first, "parameters." + path,
                    "unknown key " + quote(key) + "; expected one of: " + joined(m_schema.keysUnder(group)));
            }
        }
    }

private:
    std::string range(const ParamSpec &spec) const
    {
        return " from " + std::to_string(spec.min) + " to " + std::to_string(spec.max);
    }

    std::optional<std::int64_t> integerIn(const YAML::Node &node, const ParamSpec &spec, const std::string &what)
    {
        const auto value = asInteger(node);
        if (!value || *value < spec.min || *value > spec.max) {
            fail(node, "parameters." + spec.path, "expected " + what + range(spec) + ", found " + scalarText(node));
            m_errors.back()
                = std::move(m_errors.back())
                      .coded("param.range", {std::to_string(spec.min), std::to_string(spec.max), scalarText(node)});
            return std::nullopt;
        }
        return value;
    }

    bool countOk(const YAML::Node &node, const ParamSpec &spec)
    {
        const int count = int(node.size());
        if (count >= spec.minItems && count <= spec.maxItems)
            return true;
        fail(node, "parameters." + spec.path,
            "expected " + std::to_string(spec.minItems) + " to " + std::to_string(spec.maxItems) + " entries, found "
                + std::to_string(count));
        m_errors.back()
            = std::move(m_errors.back())
                  .coded("param.entries",
                      {std::to_string(spec.minItems), std::to_string(spec.maxItems), std::to_string(count)});
        return false;
    }

    std::optional<ParamValue> parseValue(const YAML::Node &node, const ParamSpec &spec, const ParamValue *base)
    {
        const std::string path = "parameters." + spec.path;
        switch (spec.type) {
        case ParamType::Int:
            if (auto value = integerIn(node, spec, "an integer"))
                return ParamValue {*value};
            return std::nullopt;
        case ParamType::Bool:
            return parseBool(node, path);
        case ParamType::String:
            return parseString(node, spec, path);
        case ParamType::IntList:
            return parseIntList(node, spec, path);
        case ParamType::StringList:
            return parseStringList(node, spec, path);
        case ParamType::IntByPlayers:
            return parseIntByPlayers(node, spec, path);
        case ParamType::Deck:
            if (auto deck = readDeck(
                    node, spec.deck, base ? std::get_if<Deck>(base) : nullptr, m_file, path, m_errors, &m_warnings))
                return ParamValue {std::move(*deck)};
            return std::nullopt;
        }
        return std::nullopt;
    }

    std::optional<ParamValue> parseBool(const YAML::Node &node, const std::string &path)
    {
        bool value = false;
        if (node.IsScalar() && YAML::convert<bool>::decode(node, value))
            return ParamValue {value};
        fail(node, path, "expected true or false, found " + scalarText(node));
        return std::nullopt;
    }

    std::optional<ParamValue> parseString(const YAML::Node &node, const ParamSpec &spec, const std::string &path)
    {
        if (!node.IsScalar()) {
            fail(node, path, "expected a string, found " + scalarText(node));
            return std::nullopt;
        }
        if (!spec.choices.empty()
            && std::find(spec.choices.begin(), spec.choices.end(), node.Scalar()) == spec.choices.end()) {
            fail(node, path, "expected one of: " + joined(spec.choices) + ", found " + scalarText(node));
            return std::nullopt;
        }
        return ParamValue {node.Scalar()};
    }

    std::optional<ParamValue> parseIntList(const YAML::Node &node, const ParamSpec &spec, const std::string &path)
    {
        if (!node.IsSequence()) {
            fail(node, path, "expected a list of integers, found " + scalarText(node));
            return std::nullopt;
        }
        if (!countOk(node, spec))
            return std::nullopt;
        std::vector<std::int64_t> values;
        for (const auto &item : node) {
            const auto value = integerIn(item, spec, "an integer");
            if (!value)
                return std::nullopt;
            values.push_back(*value);
        }
        return ParamValue {std::move(values)};
    }

    std::optional<ParamValue> parseStringList(const YAML::Node &node, const ParamSpec &spec, const std::string &path)
    {
        if (!node.IsSequence()) {
            fail(node, path, "expected a list of names, found " + scalarText(node));
            return std::nullopt;
        }
        if (!countOk(node, spec))
            return std::nullopt;
        std::vector<std::string> names;
        for (const auto &item : node) {
            if (!nameOk(item, spec, path, names))
                return std::nullopt;
            names.push_back(item.Scalar());
        }
        return ParamValue {std::move(names)};
    }

    // A name of a list: an identifier, one of the choices if any, unique if it must be.
    bool nameOk(
        const YAML::Node &item, const ParamSpec &spec, const std::string &path, const std::vector<std::string> &names)
    {
        if (!item.IsScalar() || !isIdentifier(item.Scalar())) {
            fail(item, path, "expected a name of lower-case letters, digits, '-' or '_', found " + scalarText(item));
            return false;
        }
        if (!spec.choices.empty()
            && std::find(spec.choices.begin(), spec.choices.end(), item.Scalar()) == spec.choices.end()) {
            fail(item, path, "expected one of: " + joined(spec.choices) + ", found " + scalarText(item));
            return false;
        }
        if (spec.unique && std::find(names.begin(), names.end(), item.Scalar()) != names.end()) {
            fail(item, path, "the name " + quote(item.Scalar()) + " appears twice; names must be unique");
            return false;
        }
        return true;
    }

    std::optional<ParamValue> parseIntByPlayers(const YAML::Node &node, const ParamSpec &spec, const std::string &path)
    {
        if (!node.IsMap()) {
            fail(node, path, "expected a mapping from player count to an integer, found " + scalarText(node));
            return std::nullopt;
        }
        std::map<int, std::int64_t> values;
        for (const auto &entry : node) {
            const auto players = asInteger(entry.first);
            if (!players || *players < 1 || *players > 16) {
                fail(
                    entry.first, path, "expected a player count from 1 to 16 as key, found " + scalarText(entry.first));
                return std::nullopt;
            }
            const auto value = integerIn(entry.second, spec, "an integer");
            if (!value)
                return std::nullopt;
            values[int(*players)] = *value;
        }
        return ParamValue {std::move(values)};
    }

    void fail(const YAML::Node &node, std::string path, std::string message)
    {
        m_errors.push_back({locate(node, m_file), std::move(path), std::move(message)});
    }

    const Schema &m_schema;
    std::string m_file;
    Diagnostics &m_errors;
    Diagnostics &m_warnings;
};

void readTexts(const YAML::Node &node, const std::string &key, const std::string &file,
    std::map<std::string, std::string> &out, Diagnostics &errors)
{
    if (!node.IsMap()) {
        errors.push_back({locate(node, file), key,
            "expected a mapping from language (" + joined(kLanguages) + ") to text, found " + scalarText(node)});
        return;
    }
    for (const auto &entry : node) {
        const std::string language = entry.first.Scalar();
        if (std::find(kLanguages.begin(), kLanguages.end(), language) == kLanguages.end()) {
            errors.push_back({locate(entry.first, file), key + "." + language,
                "unknown language " + quote(language) + "; expected one of: " + joined(kLanguages)});
        } else if (!entry.second.IsScalar()) {
            errors.push_back({locate(entry.second, file), key + "." + language,
                "expected a text, found " + scalarText(entry.second)});
        } else {
            out[language] = entry.second.Scalar();
        }
    }
}

// Every file's own title, never the base's: a house rule listed under its
// base's title would appear twice with one name on the start page.
void readTitle(
    const YAML::Node &root, const std::string &file, std::map<std::string, std::string> &title, Diagnostics &errors)
{
    const YAML::Node node = root["title"];
    if (node && !node.IsNull() && !(node.IsMap() && node.size() == 0)) {
        readTexts(node, "title", file, title, errors);
        // A title names the rules on the start page: one line that shows
        // what it holds (a right-to-left override could make it read as
        // another's).
        if (node.IsMap()) // else readTexts said what it expected
            for (const auto &entry : node)
                if (entry.second.IsScalar() && !isPlainText(entry.second.Scalar()))
                    errors.push_back({locate(entry.second, file), "title." + entry.first.Scalar(),
                        "expected a title of printable characters (no control or bidirectional formatting "
                        "characters), found "
                            + quote(printable(entry.second.Scalar()))});
        return;
    }
    errors.push_back(Diagnostic {locateKey(root, "title", file), "title",
        "missing title: expected a mapping from language to text (for example en: My rules); every variant file "
        "needs its own, a house rule does not take its base's"}
                         .coded("title.missing", {}));
}

const Schema *readGame(const YAML::Node &root, const std::string &file, const VariantLoader::SchemaLookup &schemaFor,
    std::string &game, Diagnostics &errors)
{
    const YAML::Node node = root["game"];
    if (!node || !node.IsScalar()) {
        errors.push_back({node && !node.IsNull() ? locate(node, file) : locateKey(root, "game", file), "game",
            "expected the game's id (for example blasting-billy)"});
        return nullptr;
    }
    const Schema *schema = schemaFor(node.Scalar());
    if (!schema)
        errors.push_back({locate(node, file), "game", "unknown game " + quote(node.Scalar())});
    else
        game = node.Scalar();
    return schema;
}

// The entries of `dir`; none when it cannot be read (the iterator's
// operator++ and a range-for would throw instead).
std::vector<fs::directory_entry> entriesOf(const fs::path &dir)
{
    std::vector<fs::directory_entry> entries;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        entries.push_back(*it);
    return entries;
}

std::string withYaml(const std::string &ref)
{
    return ref.size() > 5 && ref.ends_with(".yaml") ? ref : ref + ".yaml";
}

} // namespace

// ---- Loader --------------------------------------------------------------

VariantLoader::VariantLoader(SchemaLookup schemaFor, std::vector<fs::path> searchDirs)
    : m_schemaFor(std::move(schemaFor)), m_searchDirs(std::move(searchDirs))
{}

std::optional<fs::path> VariantLoader::resolve(
    const std::string &ref, const fs::path &relativeTo, const std::string &game) const
{
    if (ref.empty())
        return std::nullopt;
    const std::string file = withYaml(ref);
    std::vector<fs::path> candidates;
    if (!relativeTo.empty())
        candidates.push_back(relativeTo / file);
    // A bare name is a variant of the same game, wherever the file naming it lives.
    if (!game.empty() && ref.find('/') == std::string::npos)
        for (const auto &dir : m_searchDirs)
            candidates.push_back(dir / game / file);
    if (file == ref)
        candidates.emplace_back(ref);
    for (const auto &dir : m_searchDirs)
        candidates.push_back(dir / file);
    std::error_code ec;
    for (const auto &candidate : candidates)
        if (fs::is_regular_file(candidate, ec))
            return candidate;
    return std::nullopt;
}

std::string VariantLoader::knownVariants(const std::string &ref, const std::string &game) const
{
    const std::vector<std::string> all = availableIds();
    // Without a game given, an id names its own ("blasting-billy/x").
    std::string ownGame = game;
    const std::size_t slash = ref.find('/');
    if (ownGame.empty() && slash != std::string::npos && ref.find('/', slash + 1) == std::string::npos)
        ownGame = ref.substr(0, slash);
    std::vector<std::string> listed;
    std::copy_if(all.begin(), all.end(), std::back_inserter(listed),
        [&](const std::string &id) { return !ownGame.empty() && id.starts_with(ownGame + "/"); });
    if (listed.empty())
        listed = all;
    if (listed.empty()) {
        std::vector<std::string> looked;
        for (const auto &dir : m_searchDirs)
            looked.push_back(dir.string());
        return "no variants found (looked in " + (looked.empty() ? std::string("no folder") : joined(looked))
            + "; set HOUSERULES_VARIANTS to folders of <game>/<name>.yaml files, separated by ':')";
    }

    // The names within the game's folder are what a typo is made in.
    std::vector<std::string> names;
    for (const auto &id : listed)
        names.push_back(id.substr(id.find('/') + 1));
    std::string text = "known variants: " + joined(listed);
    if (const auto nearest = nearestWord(fs::path(ref).stem().string(), names))
        text += "; did you mean " + listed[std::size_t(std::find(names.begin(), names.end(), *nearest) - names.begin())]
            + "?";
    return text;
}

Expected<Variant> VariantLoader::load(const std::string &ref) const
{
    // A path that exists is read as what it is, so that a folder or an
    // unreadable file is reported as such, not as an unknown id.
    std::error_code ec;
    if (fs::status(ref, ec).type() != fs::file_type::not_found)
        return loadFile(ref);
    if (const auto file = resolve(ref))
        return loadFile(*file);
    if (ref.ends_with(".yaml")) // a file name: say that the file is missing
        return loadFile(ref);
    return Diagnostic {{ref, 0, 0}, {}, "no such variant file or id; " + knownVariants(ref)};
}

Expected<Variant> VariantLoader::loadFile(const fs::path &file) const
{
    std::error_code ec;
    std::vector<std::string> visiting {fs::weakly_canonical(file, ec).string()};
    return loadFile(file, visiting);
}

Expected<Variant> VariantLoader::loadText(const std::string &yaml, const std::string &fileName) const
{
    std::vector<std::string> visiting;
    return loadText(yaml, fileName, visiting);
}

Expected<Variant> VariantLoader::loadFile(const fs::path &file, std::vector<std::string> &visiting) const
{
    const auto text = readTextFile(file);
    if (!text)
        return text.errors();
    return loadText(*text, file.string(), visiting);
}

std::vector<std::string> VariantLoader::availableIds() const
{
    std::set<std::string> ids;
    for (const auto &dir : m_searchDirs) {
        for (const auto &gameDir : entriesOf(dir)) {
            std::error_code ec;
            const std::string game = gameDir.path().filename().string();
            if (!gameDir.is_directory(ec) || !m_schemaFor(game))
                continue;
            for (const auto &entry : entriesOf(gameDir.path()))
                if (entry.path().extension() == ".yaml")
                    ids.insert(game + "/" + entry.path().stem().string());
        }
    }
    return {ids.begin(), ids.end()};
}

void VariantLoader::inherit(const YAML::Node &extends, const std::string &fileName, std::vector<std::string> &visiting,
    Variant &variant, Diagnostics &errors) const
{
    auto fail = [&](std::string message) {
        errors.push_back({locate(extends, fileName), "extends", std::move(message)});
    };
    const std::string ref = extends.IsScalar() ? extends.Scalar() : std::string();
    const auto basePath = resolve(ref, fs::path(fileName).parent_path(), variant.game);
    if (!basePath) {
        fail("expected the id or file of an existing variant, found " + scalarText(extends) + "; "
            + knownVariants(ref, variant.game));
        return;
    }
    std::error_code ec;
    const std::string canonical = fs::weakly_canonical(*basePath, ec).string();
    if (std::find(visiting.begin(), visiting.end(), canonical) != visiting.end()) {
        fail("variants extend each other in a circle");
        return;
    }
    if (int(visiting.size()) >= limits::kMaxExtends) {
        fail("too many bases: expected a chain of at most " + std::to_string(limits::kMaxExtends) + " variants");
        return;
    }
    visiting.push_back(canonical);
    Expected<Variant> base = loadFile(*basePath, visiting);
    visiting.pop_back();
    if (!base) {
        fail("the base variant " + quote(ref) + " has errors");
        errors.insert(errors.end(), base.errors().begin(), base.errors().end());
        return;
    }
    if (base->game != variant.game) {
        fail("the base variant is for " + quote(base->game) + ", not " + quote(variant.game));
        return;
    }
    variant.extendsChain.push_back(base->id);
    variant.extendsChain.insert(variant.extendsChain.end(), base->extendsChain.begin(), base->extendsChain.end());
    variant.params = base->params; // titles and descriptions are each file's own
}

std::string VariantLoader::idOf(const std::string &fileName, const std::string &game) const
{
    // "<game>/<name>" when the file sits in a search folder's game folder.
    std::error_code ec;
    const fs::path filePath = fs::weakly_canonical(fileName, ec);
    for (const auto &dir : m_searchDirs) {
        const fs::path expected = fs::weakly_canonical(dir / game, ec);
        if (filePath.parent_path() == expected && filePath.extension() == ".yaml")
            return game + "/" + filePath.stem().string();
    }
    return fileName;
}

namespace {

// The diagnostics of `schema`'s cross-check that hold whatever the refused
// parameters (those `errors` are about) become: a refused parameter keeps
// its base's value here, so the check is run, and of what it gives only what
// it gave before reading any refused parameter is kept (what a check says
// can depend only on what it read before saying it). Nothing when a
// parameter is missing altogether. The variant is refused all the same:
// this only lets one reading report every problem that can be known.
Diagnostics knownCrossChecks(const Schema &schema, const Variant &variant, const Diagnostics &errors)
{
    if (!schema.crossCheck)
        return {};
    std::set<std::string> refused;
    for (const auto &spec : schema.params) {
        if (!variant.params.count(spec.path))
            return {};
        const std::string key = "parameters." + spec.path;
        // The parameter itself, a part of it (a deck's suit) or a group holding it.
        const auto about = [&](const Diagnostic &e) {
            return e.keyPath == key || e.keyPath.starts_with(key + ".") || key.starts_with(e.keyPath + ".");
        };
        if (std::any_of(errors.begin(), errors.end(), about))
            refused.insert(spec.path);
    }
    Diagnostics given;
    ReadLog log {&given, {}};
    t_readLog = &log;
    schema.crossCheck(variant, given);
    t_readLog = nullptr;
    Diagnostics known;
    for (std::size_t i = 0; i < given.size(); ++i) {
        const bool depends = std::any_of(log.reads.begin(), log.reads.end(),
            [&](const auto &read) { return read.second <= i && refused.count(read.first) > 0; });
        if (!depends)
            known.push_back(given[i]);
    }
    return known;
}

} // namespace

Expected<Variant> VariantLoader::loadText(
    const std::string &yaml, const std::string &fileName, std::vector<std::string> &visiting) const
{
    static const std::vector<std::string> topKeys {"game", "extends", "title", "description", "parameters"};
    auto parsed = parseYamlMapping(
        yaml, fileName, "a variant: a mapping with the keys game, extends, title, description and parameters");
    if (!parsed)
        return parsed.errors();
    const YAML::Node root = *parsed;
    Diagnostics errors = duplicateKeys(root, fileName);
    checkKeys(root, topKeys, fileName, errors);

    // Whatever fails, the rest of the file is still checked, so that one run
    // reports every error that does not depend on another.
    Variant variant;
    variant.file = fileName;
    const Schema *schema = readGame(root, fileName, m_schemaFor, variant.game, errors);
    const YAML::Node extends = root["extends"];
    if (schema && extends)
        inherit(extends, fileName, visiting, variant, errors);
    readTitle(root, fileName, variant.title, errors);
    if (const YAML::Node description = root["description"])
        readTexts(description, "description", fileName, variant.description, errors);
    if (!schema)
        return errors;

    const YAML::Node parameters = root["parameters"];
    if (parameters)
        ParamParser(*schema, fileName, errors, variant.warnings).parseGroup(parameters, {}, variant.params);
    else if (!extends)
        errors.push_back({locate(root, fileName), "parameters", "missing the key 'parameters'"});
    // What follows needs every parameter, the base's too: only a variant
    // without other errors gets there. Of the game's own checks, those that
    // hold whatever the refused values become are said at once.
    if (!errors.empty()) {
        const auto known = knownCrossChecks(*schema, variant, errors);
        errors.insert(errors.end(), known.begin(), known.end());
        return errors;
    }

    for (const auto &spec : schema->params)
        if (!variant.params.count(spec.path))
            errors.push_back({locate(parameters ? parameters : root, fileName), "parameters." + spec.path,
                "missing; expected " + std::string(typeName(spec.type)) + " (" + spec.description + ")"});
    if (!errors.empty())
        return errors;

    variant.id = idOf(fileName, variant.game);
    if (schema->crossCheck)
        schema->crossCheck(variant, errors);
    if (!errors.empty())
        return errors;
    return variant;
}

} // namespace houserules
