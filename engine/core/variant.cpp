#include "variant.h"

#include "yamlfile.h"

#include <algorithm>
#include <cassert>
#include <fstream>
#include <set>
#include <sstream>

namespace houserules {

namespace fs = std::filesystem;

// ---- Typed access --------------------------------------------------------

namespace {

template <typename T>
const T &get(const std::map<std::string, Param> &params, const std::string &path)
{
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

SourceLocation Variant::where(const std::string &path) const
{
    const auto it = params.find(path);
    return it == params.end() ? SourceLocation {file, 0, 0} : it->second.where;
}

Diagnostic Variant::error(const std::string &path, std::string message) const
{
    return {where(path), "parameters." + path, std::move(message)};
}

// ---- Parsing -------------------------------------------------------------

namespace {

const std::vector<std::string> kLanguages {"nl", "en", "de", "fr", "it"};

std::string joined(const std::vector<std::string> &items)
{
    std::string text;
    for (const auto &item : items)
        text += (text.empty() ? "" : ", ") + item;
    return text;
}

std::string scalarText(const YAML::Node &node)
{
    if (node.IsScalar())
        return "'" + node.Scalar() + "'";
    if (node.IsSequence())
        return "a list";
    if (node.IsMap())
        return "a mapping";
    return "nothing";
}

bool isIdentifier(const std::string &text)
{
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}

std::optional<std::int64_t> asInteger(const YAML::Node &node)
{
    if (!node.IsScalar() || node.Tag() == "!") // quoted scalars are strings
        return std::nullopt;
    std::int64_t value = 0;
    if (!YAML::convert<std::int64_t>::decode(node, value))
        return std::nullopt;
    return value;
}

class ParamParser {
public:
    ParamParser(const Schema &schema, std::string file, Diagnostics &errors)
        : m_schema(schema), m_file(std::move(file)), m_errors(errors)
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
                if (auto value = parseValue(entry.second, *spec))
                    out[path] = Param {std::move(*value), locate(entry.second, m_file)};
            } else if (m_schema.isGroup(path)) {
                parseGroup(entry.second, path, out);
            } else {
                fail(entry.first, "parameters." + path,
                    "unknown key '" + key + "'; expected one of: " + joined(m_schema.keysUnder(group)));
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
        return false;
    }

    std::optional<ParamValue> parseValue(const YAML::Node &node, const ParamSpec &spec)
    {
        const std::string path = "parameters." + spec.path;
        switch (spec.type) {
        case ParamType::Int:
            if (auto value = integerIn(node, spec, "an integer"))
                return ParamValue {*value};
            return std::nullopt;
        case ParamType::Bool: {
            bool value = false;
            if (node.IsScalar() && YAML::convert<bool>::decode(node, value))
                return ParamValue {value};
            fail(node, path, "expected true or false, found " + scalarText(node));
            return std::nullopt;
        }
        case ParamType::String:
            if (node.IsScalar())
                return ParamValue {node.Scalar()};
            fail(node, path, "expected a string, found " + scalarText(node));
            return std::nullopt;
        case ParamType::IntList: {
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
        case ParamType::StringList: {
            if (!node.IsSequence()) {
                fail(node, path, "expected a list of names, found " + scalarText(node));
                return std::nullopt;
            }
            if (!countOk(node, spec))
                return std::nullopt;
            std::vector<std::string> names;
            for (const auto &item : node) {
                if (!item.IsScalar() || !isIdentifier(item.Scalar())) {
                    fail(item, path,
                        "expected a name of lower-case letters, digits, '-' or '_', found " + scalarText(item));
                    return std::nullopt;
                }
                if (std::find(names.begin(), names.end(), item.Scalar()) != names.end()) {
                    fail(item, path, "the name '" + item.Scalar() + "' appears twice; names must be unique");
                    return std::nullopt;
                }
                names.push_back(item.Scalar());
            }
            return ParamValue {std::move(names)};
        }
        case ParamType::IntByPlayers: {
            if (!node.IsMap()) {
                fail(node, path, "expected a mapping from player count to an integer, found " + scalarText(node));
                return std::nullopt;
            }
            std::map<int, std::int64_t> values;
            for (const auto &entry : node) {
                const auto players = asInteger(entry.first);
                if (!players || *players < 1 || *players > 16) {
                    fail(entry.first, path,
                        "expected a player count from 1 to 16 as key, found " + scalarText(entry.first));
                    return std::nullopt;
                }
                const auto value = integerIn(entry.second, spec, "an integer");
                if (!value)
                    return std::nullopt;
                values[int(*players)] = *value;
            }
            return ParamValue {std::move(values)};
        }
        }
        return std::nullopt;
    }

    void fail(const YAML::Node &node, std::string path, std::string message)
    {
        m_errors.push_back({locate(node, m_file), std::move(path), std::move(message)});
    }

    const Schema &m_schema;
    std::string m_file;
    Diagnostics &m_errors;
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
                "unknown language '" + language + "'; expected one of: " + joined(kLanguages)});
        } else if (!entry.second.IsScalar()) {
            errors.push_back({locate(entry.second, file), key + "." + language,
                "expected a text, found " + scalarText(entry.second)});
        } else {
            out[language] = entry.second.Scalar();
        }
    }
}

std::optional<std::string> readFile(const fs::path &file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

// ---- Loader --------------------------------------------------------------

VariantLoader::VariantLoader(SchemaLookup schemaFor, std::vector<fs::path> searchDirs)
    : m_schemaFor(std::move(schemaFor)), m_searchDirs(std::move(searchDirs))
{}

std::optional<fs::path> VariantLoader::resolve(const std::string &ref, const fs::path &relativeTo) const
{
    std::error_code ec;
    const bool isFileName = ref.size() > 5 && ref.ends_with(".yaml");
    std::vector<fs::path> candidates;
    if (!relativeTo.empty())
        candidates.push_back(relativeTo / (isFileName ? ref : ref + ".yaml"));
    if (isFileName)
        candidates.emplace_back(ref);
    for (const auto &dir : m_searchDirs)
        candidates.push_back(dir / (isFileName ? ref : ref + ".yaml"));
    for (const auto &candidate : candidates)
        if (fs::is_regular_file(candidate, ec))
            return candidate;
    return std::nullopt;
}

Expected<Variant> VariantLoader::load(const std::string &ref) const
{
    const auto file = resolve(ref);
    if (!file) {
        std::string known = joined(availableIds());
        return Diagnostic {
            {ref, 0, 0}, {}, "no such variant file or id; known variants: " + (known.empty() ? "none" : known)};
    }
    return loadFile(*file);
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
    const auto text = readFile(file);
    if (!text)
        return Diagnostic {{file.string(), 0, 0}, {}, "cannot read the file"};
    return loadText(*text, file.string(), visiting);
}

std::vector<std::string> VariantLoader::availableIds() const
{
    std::set<std::string> ids;
    std::error_code ec;
    for (const auto &dir : m_searchDirs) {
        if (!fs::is_directory(dir, ec))
            continue;
        for (const auto &gameDir : fs::directory_iterator(dir, ec)) {
            if (!gameDir.is_directory() || !m_schemaFor(gameDir.path().filename().string()))
                continue;
            for (const auto &entry : fs::directory_iterator(gameDir.path(), ec))
                if (entry.path().extension() == ".yaml")
                    ids.insert(gameDir.path().filename().string() + "/" + entry.path().stem().string());
        }
    }
    return {ids.begin(), ids.end()};
}

Expected<Variant> VariantLoader::loadText(
    const std::string &yaml, const std::string &fileName, std::vector<std::string> &visiting) const
{
    auto parsed
        = parseYamlMapping(yaml, fileName, "a mapping with the keys game, extends, title, description and parameters");
    if (!parsed)
        return parsed.errors();
    const YAML::Node root = *parsed;

    Diagnostics errors;
    static const std::vector<std::string> topKeys {"game", "extends", "title", "description", "parameters"};
    for (const auto &entry : root) {
        const std::string key = entry.first.Scalar();
        if (std::find(topKeys.begin(), topKeys.end(), key) == topKeys.end())
            errors.push_back(
                {locate(entry.first, fileName), key, "unknown key '" + key + "'; expected one of: " + joined(topKeys)});
    }

    const YAML::Node gameNode = root["game"];
    if (!gameNode || !gameNode.IsScalar()) {
        errors.push_back({locate(gameNode ? gameNode : root, fileName), "game",
            "expected the game's id (for example blasting-billy)"});
        return errors;
    }
    const Schema *schema = m_schemaFor(gameNode.Scalar());
    if (!schema) {
        errors.push_back({locate(gameNode, fileName), "game", "unknown game '" + gameNode.Scalar() + "'"});
        return errors;
    }

    Variant variant;
    variant.game = gameNode.Scalar();
    variant.file = fileName;

    // `extends:` — start from the base, then override what this file sets.
    if (const YAML::Node base = root["extends"]) {
        const auto basePath = base.IsScalar() ? resolve(base.Scalar(), fs::path(fileName).parent_path()) : std::nullopt;
        if (!basePath) {
            errors.push_back({locate(base, fileName), "extends",
                "expected the id or file of an existing variant, found " + scalarText(base)});
            return errors;
        }
        std::error_code ec;
        const std::string canonical = fs::weakly_canonical(*basePath, ec).string();
        if (std::find(visiting.begin(), visiting.end(), canonical) != visiting.end()) {
            errors.push_back({locate(base, fileName), "extends", "variants extend each other in a circle"});
            return errors;
        }
        visiting.push_back(canonical);
        Expected<Variant> parent = loadFile(*basePath, visiting);
        visiting.pop_back();
        if (!parent) {
            errors.push_back(
                {locate(base, fileName), "extends", "the base variant '" + base.Scalar() + "' has errors"});
            errors.insert(errors.end(), parent.errors().begin(), parent.errors().end());
            return errors;
        }
        if (parent->game != variant.game) {
            errors.push_back({locate(base, fileName), "extends",
                "the base variant is for '" + parent->game + "', not '" + variant.game + "'"});
            return errors;
        }
        variant.extendsChain.push_back(parent->id);
        variant.extendsChain.insert(
            variant.extendsChain.end(), parent->extendsChain.begin(), parent->extendsChain.end());
        variant.params = parent->params;
        variant.title = parent->title;
        variant.description = parent->description;
    }

    if (const YAML::Node title = root["title"])
        readTexts(title, "title", fileName, variant.title, errors);
    if (const YAML::Node description = root["description"])
        readTexts(description, "description", fileName, variant.description, errors);
    if (variant.title.empty())
        errors.push_back({locate(root, fileName), "title",
            "missing title: expected a mapping from language to text (for example en: My rules)"});

    const YAML::Node parameters = root["parameters"];
    if (parameters)
        ParamParser(*schema, fileName, errors).parseGroup(parameters, {}, variant.params);
    else if (variant.extendsChain.empty())
        errors.push_back({locate(root, fileName), "parameters", "missing the key 'parameters'"});

    if (!errors.empty())
        return errors;

    for (const auto &spec : schema->params)
        if (!variant.params.count(spec.path))
            errors.push_back({locate(parameters ? parameters : root, fileName), "parameters." + spec.path,
                "missing; expected " + std::string(typeName(spec.type)) + " (" + spec.description + ")"});
    if (!errors.empty())
        return errors;

    // The id: "<game>/<name>" when the file sits in a search folder's game folder.
    variant.id = fileName;
    std::error_code ec;
    const fs::path filePath = fs::weakly_canonical(fileName, ec);
    for (const auto &dir : m_searchDirs) {
        const fs::path expected = fs::weakly_canonical(dir / variant.game, ec);
        if (filePath.parent_path() == expected && filePath.extension() == ".yaml")
            variant.id = variant.game + "/" + filePath.stem().string();
    }

    if (schema->crossCheck)
        schema->crossCheck(variant, errors);
    if (!errors.empty())
        return errors;
    return variant;
}

} // namespace houserules
