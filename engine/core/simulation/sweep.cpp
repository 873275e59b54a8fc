#include "sweep.h"

#include <cassert>
#include <filesystem>
#include <map>
#include <optional>

namespace houserules {

std::string SweepAxis::valueText(std::size_t i) const
{
    if (!isList())
        return std::to_string(values[i]);
    std::string text = "[";
    for (std::size_t k = 0; k < lists[i].size(); ++k)
        text += (k ? ", " : "") + std::to_string(lists[i][k]);
    return text + "]";
}

std::vector<SweepAxis> SweepSpec::effectiveAxes() const
{
    if (!axes.empty())
        return axes;
    return {SweepAxis {parameter, values, {}}};
}

void SweepTally::add(const SweepTally &other)
{
    assert(axes == other.axes && tallies.size() == other.tallies.size());
    for (std::size_t i = 0; i < tallies.size(); ++i) {
        // A cell is rejected the same way in every shard; keep its errors.
        if (errors[i].empty())
            errors[i] = other.errors[i];
        if (tallies[i].players == other.tallies[i].players)
            tallies[i].add(other.tallies[i]);
    }
}

Estimate winRateGap(const SimulationTally &tally, int a, int b)
{
    const auto wins = [&](int x, int y) { return tally.jointWins[std::size_t(x * tally.players + y)]; };
    // Per game d = won(a) − won(b): d² = won(a) + won(b) − 2·won(a)·won(b).
    Moments d;
    d.sum = wins(a, a) - wins(b, b);
    d.squares = wins(a, a) + wins(b, b) - 2 * wins(a, b);
    return meanEstimate(d, tally.games);
}

namespace {

// The index of cell `cell` on each axis (the first axis slowest).
std::vector<std::size_t> cellIndices(const std::vector<SweepAxis> &axes, std::size_t cell)
{
    std::vector<std::size_t> at(axes.size());
    for (std::size_t a = axes.size(); a-- > 0;) {
        at[a] = cell % axes[a].size();
        cell /= axes[a].size();
    }
    return at;
}

} // namespace

SweepReport summarize(const SweepTally &tally, const std::vector<std::string> &bots)
{
    SweepReport report;
    report.axes = tally.axes;
    report.parameter = tally.axes.empty() ? std::string() : tally.axes.front().parameter;
    report.tally = tally;
    std::vector<std::optional<Estimate>> gaps;
    for (std::size_t i = 0; i < tally.cells(); ++i) {
        SweepPoint point;
        point.at = cellIndices(tally.axes, i);
        const SweepAxis &first = tally.axes.front();
        point.value = first.isList() ? std::int64_t(point.at[0]) : first.values[point.at[0]];
        point.errors = tally.errors[i];
        if (point.errors.empty()) {
            const SimulationTally &t = tally.tallies[i];
            point.report = summarize(t, bots);
            const WinRateSpread spread = winRateSpread(t.jointWins, t.players, t.games);
            point.mostWins = spread.most;
            point.fewestWins = spread.fewest;
            point.gap = spread.gap;
            point.gapPValue = spread.pValue;
        }
        // Cells are compared by their gaps' paired uncertainty: comparing
        // one cell's gap with another's is not asking whether either is zero.
        gaps.push_back(point.played() && point.mostWins >= 0
                ? std::optional<Estimate>(winRateGap(tally.tallies[i], point.mostWins, point.fewestWins))
                : std::nullopt);
        report.points.push_back(std::move(point));
    }
    report.balance = chooseSmallest(gaps);
    report.mostBalanced = report.balance.best;
    return report;
}

namespace {

// A YAML double-quoted string.
std::string yamlQuoted(const std::string &text)
{
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + '"';
}

// A mapping key: plain when it is a simple word or number, else quoted.
std::string yamlKey(const std::string &key)
{
    const bool plain
        = !key.empty() && key.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_-") == std::string::npos;
    return plain ? key : yamlQuoted(key);
}

// What a swept parameter sets: a schema parameter (its `path`), an entry of
// a per-player map (`players`), or a key inside a deck (`deckKey`, dotted).
struct Target {
    const ParamSpec *spec = nullptr;
    std::string path;
    int players = -1;
    std::string deckKey;
    bool takesList = false;
};

std::string sweepable(const Schema &schema)
{
    std::string known;
    const auto add = [&known](const std::string &item) { known += (known.empty() ? "" : ", ") + item; };
    for (const auto &p : schema.params) {
        if (p.type == ParamType::Int || p.type == ParamType::IntList)
            add(p.path);
        if (p.type == ParamType::IntByPlayers)
            add(p.path + ".<players>");
        if (p.type == ParamType::Deck && p.deck.suited) {
            if (p.deck.numbers)
                add(p.path + ".values, " + p.path + ".<" + p.deck.suitWord + ">.values");
            for (const auto &name : p.deck.names)
                add(p.path + "." + name + "_per_" + p.deck.suitWord + ", " + p.path + ".<" + p.deck.suitWord + ">."
                    + name);
        }
        if (p.type == ParamType::Deck && !p.deck.suited)
            add(p.path + ".<kind>");
    }
    return known;
}

Expected<Target> targetOf(const Variant &base, const Schema &schema, const std::string &parameter)
{
    Target t;
    t.spec = schema.find(parameter);
    t.path = parameter;
    for (const auto &p : schema.params)
        if (!t.spec && p.type == ParamType::Deck && parameter.starts_with(p.path + ".")) {
            t.spec = &p;
            t.path = p.path;
            t.deckKey = parameter.substr(p.path.size() + 1);
            // A deck's numbered cards are a list ("values", "gold.values");
            // everything else in it is a count.
            t.takesList = p.deck.suited && (t.deckKey == "values" || t.deckKey.ends_with(".values"));
        }
    if (!t.spec) {
        const auto dot = parameter.rfind('.');
        const ParamSpec *map = dot == std::string::npos ? nullptr : schema.find(parameter.substr(0, dot));
        if (map && map->type == ParamType::IntByPlayers) {
            const std::string key = parameter.substr(dot + 1);
            if (key.empty() || key.size() > 2 || key.find_first_not_of("0123456789") != std::string::npos)
                return diagnostic("sweep", "expected a player count after '" + map->path + ".', found " + quote(key));
            t.spec = map;
            t.path = map->path;
            t.players = std::stoi(key);
        }
    }
    if (!t.spec)
        return diagnostic("sweep", "unknown parameter " + quote(parameter) + "; expected one of: " + sweepable(schema));
    const ParamType type = t.spec->type;
    if (type == ParamType::IntByPlayers && t.players < 0)
        return diagnostic("sweep",
            quote(parameter) + " is a per-player map; sweep one entry of it, for example '" + parameter + "."
                + std::to_string(base.byPlayers(parameter).empty() ? 2 : base.byPlayers(parameter).begin()->first)
                + "'");
    if (type != ParamType::Int && type != ParamType::IntByPlayers && type != ParamType::IntList && t.deckKey.empty())
        return diagnostic("sweep",
            quote(parameter) + " is " + std::string(typeName(type))
                + "; a sweep varies a whole number (a whole-number parameter, one entry of a per-player map, a "
                  "count in a deck) or a list of them");
    t.takesList = t.takesList || type == ParamType::IntList;
    return t;
}

// The `parameters:` of a house rule as a tree of keys, written out in
// block style; several settings may share a branch (two counts of one deck).
struct Tree {
    std::string leaf;               // YAML text, when this is a value
    std::vector<std::string> names; // the keys below this one, in order
    std::vector<Tree> children;     // children[i] is under names[i]

    Tree &child(const std::string &key)
    {
        for (std::size_t i = 0; i < names.size(); ++i)
            if (names[i] == key)
                return children[i];
        names.push_back(key);
        return children.emplace_back();
    }
    void write(std::string &text, const std::string &indent) const
    {
        for (std::size_t i = 0; i < names.size(); ++i) {
            text += indent + yamlKey(names[i]) + ":";
            if (children[i].children.empty()) {
                text += " " + children[i].leaf + "\n";
            } else {
                text += "\n";
                children[i].write(text, indent + "  ");
            }
        }
    }
};

Tree &branch(Tree &root, const std::string &dotted)
{
    Tree *node = &root;
    std::size_t start = 0;
    for (auto dot = dotted.find('.'); dot != std::string::npos; start = dot + 1, dot = dotted.find('.', start))
        node = &node->child(dotted.substr(start, dot - start));
    return node->child(dotted.substr(start));
}

} // namespace

Expected<std::string> sweepVariantText(
    const Variant &base, const Schema &schema, const std::vector<SweepAxis> &axes, const std::vector<std::size_t> &at)
{
    assert(at.size() == axes.size());
    Tree parameters;
    // A house rule replaces a whole per-player map: the base's, with the entries swept.
    std::map<std::string, std::map<int, std::int64_t>> playerMaps;
    std::string setting;
    for (std::size_t a = 0; a < axes.size(); ++a) {
        const SweepAxis &axis = axes[a];
        assert(at[a] < axis.size());
        for (std::size_t b = 0; b < a; ++b)
            if (axes[b].parameter == axis.parameter)
                return diagnostic("sweep", quote(axis.parameter) + " is swept twice; sweep two different parameters");
        auto target = targetOf(base, schema, axis.parameter);
        if (!target)
            return target.errors();
        if (target->takesList && !axis.isList())
            return diagnostic("sweep",
                quote(axis.parameter) + " is a list; give each value as a list, for example " + axis.parameter
                    + "=[1..6],[1..8]");
        if (!target->takesList && axis.isList())
            return diagnostic("sweep", quote(axis.parameter) + " is a whole number; give numbers, not lists");
        const std::string value = axis.valueText(at[a]);
        setting += (setting.empty() ? "" : ", ") + axis.parameter + " = " + value;
        if (target->players >= 0) {
            auto [entry, fresh] = playerMaps.try_emplace(target->path, base.byPlayers(target->path));
            entry->second[target->players] = axis.values[at[a]];
        } else if (!target->deckKey.empty()) {
            branch(parameters, target->path + "." + target->deckKey).leaf = value;
        } else {
            branch(parameters, target->path).leaf = value;
        }
    }
    for (const auto &[path, entries] : playerMaps) {
        std::string map;
        for (const auto &[count, number] : entries)
            map += (map.empty() ? "" : ", ") + std::to_string(count) + ": " + std::to_string(number);
        branch(parameters, path).leaf = "{" + map + "}";
    }

    // A house rule has a title of its own: the base's, with the values.
    std::string text = "game: " + base.game + "\nextends: " + yamlQuoted(base.file) + "\ntitle:\n";
    for (const auto &[language, title] : base.title)
        text += "  " + language + ": " + yamlQuoted(title + ", " + setting) + "\n";
    if (base.title.empty())
        text += "  en: " + yamlQuoted(setting) + "\n";
    text += "parameters:\n";
    parameters.write(text, "  ");
    return text;
}

Expected<std::string> sweepVariantText(
    const Variant &base, const Schema &schema, const std::string &parameter, std::int64_t value)
{
    return sweepVariantText(base, schema, {SweepAxis {parameter, {value}, {}}}, {0});
}

Expected<SweepReport> sweep(const SweepSpec &spec, const RunOptions &options)
{
    assert(spec.base && spec.game && spec.loader);
    const Variant &base = *spec.base;
    const std::vector<SweepAxis> axes = spec.effectiveAxes();
    if (axes.size() > kMaxSweepAxes)
        return diagnostic("sweep",
            "at most " + std::to_string(kMaxSweepAxes) + " parameters at once, not " + std::to_string(axes.size()));
    std::size_t cells = 1;
    for (const auto &axis : axes) {
        if (axis.size() == 0)
            return diagnostic("sweep", "expected at least one value");
        cells *= axis.size();
    }
    if (axes.size() > 1 && cells > kMaxSweepCells)
        return diagnostic("sweep",
            "a grid of " + std::to_string(axes[0].size()) + " x " + std::to_string(axes[1].size()) + " = "
                + std::to_string(cells) + " cells; at most " + std::to_string(kMaxSweepCells));
    std::error_code ec;
    if (!std::filesystem::is_regular_file(base.file, ec))
        return diagnostic("sweep", "the swept variant must be a file; " + quote(base.file) + " is not");
    // The parameters are checked once, up front, with the first cell.
    const Schema &schema = spec.game->schema();
    if (auto text = sweepVariantText(base, schema, axes, std::vector<std::size_t>(axes.size(), 0)); !text)
        return text.errors();

    SweepTally tally;
    tally.axes = axes;
    tally.errors.resize(cells);
    tally.tallies.resize(cells, SimulationTally(spec.simulation.players));

    // Progress over all cells: each plays the shard's games (none when the
    // spec is wrong; simulate() then reports why, for each cell).
    const Shard shard = spec.simulation.shard;
    std::int64_t perCell = 0;
    if (spec.simulation.games > 0 && shard.count >= 1 && shard.index >= 0 && shard.index < shard.count) {
        const auto [first, end] = shardRange(spec.simulation.games, shard);
        perCell = end - first;
    }
    const std::int64_t total = perCell * std::int64_t(cells);
    bool cancelled = false;
    for (std::size_t i = 0; i < cells; ++i) {
        if (options.cancel && options.cancel->load()) {
            cancelled = true;
            break;
        }
        const std::vector<std::size_t> at = cellIndices(axes, i);
        std::string name = base.file + " [";
        for (std::size_t a = 0; a < axes.size(); ++a)
            name += (a ? ", " : "") + axes[a].parameter + "=" + axes[a].valueText(at[a]);
        auto variant = spec.loader->loadText(*sweepVariantText(base, schema, axes, at), name + "]");
        if (!variant) {
            tally.errors[i] = variant.errors();
            continue;
        }
        SimulationSpec simulation = spec.simulation;
        simulation.ruleset = spec.game->compile(*variant);
        RunOptions inner = options;
        if (options.progress) {
            const std::int64_t before = perCell * std::int64_t(i);
            inner.progress = [&, before](const Progress &p) { options.progress({before + p.done, total}); };
        }
        auto report = simulate(simulation, inner);
        if (!report) {
            tally.errors[i] = report.errors();
            continue;
        }
        tally.tallies[i] = report->tally;
        if (report->cancelled) {
            cancelled = true;
            break;
        }
    }
    SweepReport report = summarize(tally, spec.simulation.bots);
    report.cancelled = cancelled;
    return report;
}

} // namespace houserules
