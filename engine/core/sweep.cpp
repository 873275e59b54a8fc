#include "sweep.h"

#include <cassert>
#include <filesystem>

namespace houserules {

void SweepTally::add(const SweepTally &other)
{
    assert(parameter == other.parameter && values == other.values);
    for (std::size_t i = 0; i < tallies.size(); ++i) {
        // A value is rejected the same way in every shard; keep its errors.
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

SweepReport summarize(const SweepTally &tally, const std::vector<std::string> &bots)
{
    SweepReport report;
    report.parameter = tally.parameter;
    report.tally = tally;
    for (std::size_t i = 0; i < tally.values.size(); ++i) {
        SweepPoint point;
        point.value = tally.values[i];
        point.errors = tally.errors[i];
        if (point.errors.empty()) {
            const SimulationTally &t = tally.tallies[i];
            point.report = summarize(t, bots);
            int most = 0, fewest = 0;
            for (int seat = 1; seat < t.players; ++seat) {
                if (t.seats[std::size_t(seat)].wins > t.seats[std::size_t(most)].wins)
                    most = seat;
                if (t.seats[std::size_t(seat)].wins < t.seats[std::size_t(fewest)].wins)
                    fewest = seat;
            }
            point.mostWins = most;
            point.fewestWins = fewest;
            point.gap = winRateGap(t, most, fewest);
        }
        if (point.played()
            && (report.mostBalanced < 0 || point.gap.value < report.points[std::size_t(report.mostBalanced)].gap.value))
            report.mostBalanced = int(i);
        report.points.push_back(std::move(point));
    }
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

} // namespace

Expected<std::string> sweepVariantText(
    const Variant &base, const Schema &schema, const std::string &parameter, std::int64_t value)
{
    // The parameter itself, "<per-player map>.<players>", or one count in a
    // deck: for every suit ("deck.dynamite_per_colour") or one suit's
    // ("deck.gold.dynamite"), which the loader then checks like any edit.
    const ParamSpec *spec = schema.find(parameter);
    std::string path = parameter;
    int players = -1;
    std::string deckKey;
    for (const auto &p : schema.params)
        if (!spec && p.type == ParamType::Deck && parameter.starts_with(p.path + ".")) {
            spec = &p;
            path = p.path;
            deckKey = parameter.substr(p.path.size() + 1);
        }
    if (!spec) {
        const auto dot = parameter.rfind('.');
        const ParamSpec *map = dot == std::string::npos ? nullptr : schema.find(parameter.substr(0, dot));
        if (map && map->type == ParamType::IntByPlayers) {
            const std::string key = parameter.substr(dot + 1);
            if (key.empty() || key.size() > 2 || key.find_first_not_of("0123456789") != std::string::npos)
                return diagnostic("sweep", "expected a player count after '" + map->path + ".', found " + quote(key));
            spec = map;
            path = map->path;
            players = std::stoi(key);
        }
    }
    if (!spec) {
        std::string known;
        for (const auto &p : schema.params) {
            if (p.type == ParamType::Int || p.type == ParamType::IntByPlayers)
                known += (known.empty() ? "" : ", ") + p.path + (p.type == ParamType::IntByPlayers ? ".<players>" : "");
            if (p.type == ParamType::Deck)
                for (const auto &name : p.deck.names)
                    known += (known.empty() ? "" : ", ") + p.path + "." + name + "_per_" + p.deck.suitWord + ", "
                        + p.path + ".<" + p.deck.suitWord + ">." + name;
        }
        return diagnostic("sweep", "unknown parameter " + quote(parameter) + "; expected one of: " + known);
    }
    if (spec->type == ParamType::IntByPlayers && players < 0)
        return diagnostic("sweep",
            quote(parameter) + " is a per-player map; sweep one entry of it, for example '" + parameter + "."
                + std::to_string(base.byPlayers(parameter).empty() ? 2 : base.byPlayers(parameter).begin()->first)
                + "'");
    if (spec->type != ParamType::Int && spec->type != ParamType::IntByPlayers && deckKey.empty())
        return diagnostic("sweep",
            quote(parameter) + " is " + std::string(typeName(spec->type))
                + "; a sweep varies one whole number (a whole-number parameter or one entry of a per-player map)");

    // A house rule has a title of its own: the base's, with the value.
    const std::string setting = parameter + " = " + std::to_string(value);
    std::string text = "game: " + base.game + "\nextends: " + yamlQuoted(base.file) + "\ntitle:\n";
    for (const auto &[language, title] : base.title)
        text += "  " + language + ": " + yamlQuoted(title + ", " + setting) + "\n";
    if (base.title.empty())
        text += "  en: " + yamlQuoted(setting) + "\n";
    text += "parameters:\n";
    std::string indent = "  ";
    std::size_t start = 0;
    for (auto dot = path.find('.'); dot != std::string::npos; start = dot + 1, dot = path.find('.', start)) {
        text += indent + path.substr(start, dot - start) + ":\n";
        indent += "  ";
    }
    text += indent + path.substr(start) + ": ";
    if (!deckKey.empty()) {
        // "{dynamite_per_colour: 2}" or "{gold: {dynamite: 2}}".
        std::string entry = std::to_string(value);
        for (auto dot = deckKey.rfind('.'); dot != std::string::npos; dot = deckKey.rfind('.')) {
            // (Appended piece by piece: GCC 12 warns falsely about "{" + string.)
            entry = std::string("{").append(deckKey, dot + 1).append(": ").append(entry).append("}");
            deckKey.resize(dot);
        }
        text.append("{").append(deckKey).append(": ").append(entry).append("}\n");
    } else if (players < 0) {
        text += std::to_string(value) + "\n";
    } else {
        // A house rule replaces a whole map: copy the base's, change one entry.
        auto entries = base.byPlayers(path);
        entries[players] = value;
        std::string map;
        for (const auto &[count, number] : entries)
            map += (map.empty() ? "" : ", ") + std::to_string(count) + ": " + std::to_string(number);
        text += "{" + map + "}\n";
    }
    return text;
}

Expected<SweepReport> sweep(const SweepSpec &spec, const RunOptions &options)
{
    assert(spec.base && spec.game && spec.loader);
    const Variant &base = *spec.base;
    if (spec.values.empty())
        return diagnostic("sweep", "expected at least one value");
    std::error_code ec;
    if (!std::filesystem::is_regular_file(base.file, ec))
        return diagnostic("sweep", "the swept variant must be a file; " + quote(base.file) + " is not");
    // The parameter is checked once, up front, with the first value.
    if (auto text = sweepVariantText(base, spec.game->schema(), spec.parameter, spec.values.front()); !text)
        return text.errors();

    SweepTally tally;
    tally.parameter = spec.parameter;
    tally.values = spec.values;
    tally.errors.resize(spec.values.size());
    tally.tallies.resize(spec.values.size(), SimulationTally(spec.simulation.players));

    // Progress over all values: each value plays the shard's games (none
    // when the spec is wrong; simulate() then reports why, for each value).
    const Shard shard = spec.simulation.shard;
    std::int64_t perValue = 0;
    if (spec.simulation.games > 0 && shard.count >= 1 && shard.index >= 0 && shard.index < shard.count) {
        const auto [first, end] = shardRange(spec.simulation.games, shard);
        perValue = end - first;
    }
    const std::int64_t total = perValue * std::int64_t(spec.values.size());
    bool cancelled = false;
    for (std::size_t i = 0; i < spec.values.size(); ++i) {
        if (options.cancel && options.cancel->load()) {
            cancelled = true;
            break;
        }
        const std::int64_t value = spec.values[i];
        const std::string name = base.file + " [" + spec.parameter + "=" + std::to_string(value) + "]";
        auto variant = spec.loader->loadText(*sweepVariantText(base, spec.game->schema(), spec.parameter, value), name);
        if (!variant) {
            tally.errors[i] = variant.errors();
            continue;
        }
        SimulationSpec simulation = spec.simulation;
        simulation.ruleset = spec.game->compile(*variant);
        RunOptions inner = options;
        if (options.progress) {
            const std::int64_t before = perValue * std::int64_t(i);
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
