#include "variantwriter.h"

#include "deckyaml.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <map>

namespace houserules {

namespace {

void writeTexts(YAML::Emitter &out, const char *key, const std::map<std::string, std::string> &texts)
{
    if (texts.empty())
        return;
    out << YAML::Key << key << YAML::Value << YAML::BeginMap;
    // The languages in the order people read them in the files.
    for (const char *language : {"nl", "en", "de", "fr", "it"})
        if (const auto it = texts.find(language); it != texts.end())
            out << YAML::Key << language << YAML::Value << it->second;
    out << YAML::EndMap;
}

void writeValue(YAML::Emitter &out, const ParamSpec &spec, const ParamValue &value, const ParamValue *base)
{
    switch (spec.type) {
    case ParamType::Int:
        out << std::get<std::int64_t>(value);
        break;
    case ParamType::Bool:
        out << std::get<bool>(value);
        break;
    case ParamType::String:
        out << std::get<std::string>(value);
        break;
    case ParamType::IntList:
        out << YAML::Flow << std::get<std::vector<std::int64_t>>(value);
        break;
    case ParamType::StringList:
        out << YAML::Flow << std::get<std::vector<std::string>>(value);
        break;
    case ParamType::IntByPlayers:
        out << YAML::Flow << YAML::BeginMap;
        for (const auto &[players, count] : std::get<std::map<int, std::int64_t>>(value))
            out << YAML::Key << players << YAML::Value << count;
        out << YAML::EndMap;
        break;
    case ParamType::Deck:
        writeDeck(out, std::get<Deck>(value), spec.deck, base ? std::get_if<Deck>(base) : nullptr);
        break;
    }
}

// The changed parameters as a tree of groups, in schema order.
// (Subgroups are a vector of Group, not of pairs: clang with libstdc++ refuses
// a std::pair of a type not yet complete.)
struct Group {
    std::string key;                                               // empty for the top
    std::vector<std::pair<std::string, const ParamSpec *>> leaves; // key, spec (in order with groups)
    std::vector<Group> groups;
    std::vector<std::string> order; // keys in first-seen order
};

void add(Group &group, const std::string &path, const ParamSpec &spec)
{
    const auto dot = path.find('.');
    if (dot == std::string::npos) {
        group.leaves.push_back({path, &spec});
        group.order.push_back(path);
        return;
    }
    const std::string key = path.substr(0, dot);
    auto it = std::find_if(group.groups.begin(), group.groups.end(), [&](const Group &g) { return g.key == key; });
    if (it == group.groups.end()) {
        group.groups.push_back(Group {});
        group.groups.back().key = key;
        group.order.push_back(key);
        it = group.groups.end() - 1;
    }
    add(*it, path.substr(dot + 1), spec);
}

void write(YAML::Emitter &out, const Group &group, const Variant &edited, const Variant &base)
{
    out << YAML::BeginMap;
    for (const auto &key : group.order) {
        out << YAML::Key << key << YAML::Value;
        const auto leaf
            = std::find_if(group.leaves.begin(), group.leaves.end(), [&](const auto &l) { return l.first == key; });
        if (leaf != group.leaves.end()) {
            const ParamSpec &spec = *leaf->second;
            const auto own = base.params.find(spec.path);
            writeValue(
                out, spec, edited.params.at(spec.path).value, own == base.params.end() ? nullptr : &own->second.value);
        } else {
            const auto sub
                = std::find_if(group.groups.begin(), group.groups.end(), [&](const Group &g) { return g.key == key; });
            write(out, *sub, edited, base);
        }
    }
    out << YAML::EndMap;
}

} // namespace

namespace {

// The variant's own texts and every parameter that differs from `base`'s
// (all of them without a base), with `extends: base.id` when there is one.
std::string writeText(const Variant &edited, const Variant *base, const Schema &schema)
{
    static const Variant none;
    Group changed;
    for (const auto &spec : schema.params) {
        const auto mine = edited.params.find(spec.path);
        const auto theirs = base ? base->params.find(spec.path) : none.params.end();
        if (mine != edited.params.end()
            && (!base || theirs == base->params.end() || !(mine->second.value == theirs->second.value)))
            add(changed, spec.path, spec);
    }
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "game" << YAML::Value << edited.game;
    if (base)
        out << YAML::Key << "extends" << YAML::Value << base->id;
    writeTexts(out, "title", edited.title);
    writeTexts(out, "description", edited.description);
    if (!changed.order.empty()) {
        out << YAML::Key << "parameters" << YAML::Value;
        write(out, changed, edited, base ? *base : none);
    }
    out << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

} // namespace

std::string writeHouseRule(const Variant &edited, const Variant &base, const Schema &schema)
{
    return writeText(edited, &base, schema);
}

std::string writeVariant(const Variant &variant, const Schema &schema)
{
    return writeText(variant, nullptr, schema);
}

} // namespace houserules
