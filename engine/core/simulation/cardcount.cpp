#include "cardcount.h"

#include "core/variants/variantwriter.h"

#include <filesystem>

namespace houserules {

namespace {

std::string signedChange(int change)
{
    return (change > 0 ? "+" : "") + std::to_string(change);
}

} // namespace

Expected<CardCount> findCardCount(const Variant &variant, const Schema &schema, const std::string &kind)
{
    std::string known;
    for (const ParamSpec &spec : schema.params) {
        if (spec.type != ParamType::Deck || !variant.params.contains(spec.path))
            continue;
        const Deck &deck = variant.deck(spec.path);
        for (int suit = 0; suit < int(deck.suits.size()); ++suit)
            for (int rank = 0; rank < int(deck.ranks.size()); ++rank) {
                const std::string name = deck.kindName(suit, rank);
                if (name == kind)
                    return CardCount {spec.path, suit, rank, deck.count(suit, rank), spec.deck.maxCount};
                known += (known.empty() ? "" : ", ") + name;
            }
    }
    if (known.empty())
        return diagnostic("controlled", "these rules have no deck, so no card kind to change");
    return diagnostic("controlled", "no card kind " + quote(kind) + " in these rules; expected one of: " + known);
}

Expected<std::string> cardCountVariantText(
    const Variant &base, const Schema &schema, const std::string &kind, int change)
{
    auto where = findCardCount(base, schema, kind);
    if (!where)
        return where.errors();
    const int count = where->count + change;
    if (count < 0)
        return diagnostic(
            "card", "the rules have no " + quote(kind) + " card, so there is none to take out; add one instead (+1)");
    if (count > where->max)
        return diagnostic("card",
            "the rules already have " + std::to_string(where->count) + " " + quote(kind)
                + " cards, the most the game allows; take one out instead (-1)");
    std::error_code ec;
    if (base.file.empty() || !std::filesystem::is_regular_file(base.file, ec))
        return diagnostic("controlled", "the rules must come from a file; " + quote(base.file) + " is not one");

    Variant changed = base;
    Deck deck = base.deck(where->parameter);
    deck.setCount(where->suit, where->rank, count);
    deck.dropEmptyRanks();
    changed.params[where->parameter].value = std::move(deck);
    // A house rule has a title of its own: the base's, with the change.
    const std::string setting = kind + " " + std::to_string(where->count) + " -> " + std::to_string(count) + " ("
        + signedChange(change) + ")";
    for (auto &[language, title] : changed.title)
        title += ", " + setting;
    if (changed.title.empty())
        changed.title["en"] = setting;
    Variant over = base;
    over.id = std::filesystem::absolute(base.file, ec).string(); // "extends:" the file itself
    return writeHouseRule(changed, over, schema);
}

Expected<ControlledImpactReport> controlledImpact(const ControlledImpactSpec &spec, const RunOptions &options)
{
    const Variant &base = *spec.base;
    const Schema &schema = spec.game->schema();
    auto where = findCardCount(base, schema, spec.kind);
    if (!where)
        return where.errors();

    ControlledImpactReport report;
    report.kind = spec.kind;
    report.count = where->count;
    report.most = where->max;
    std::vector<std::shared_ptr<const Ruleset>> houseRules;
    for (const int change : spec.changes) {
        auto text = cardCountVariantText(base, schema, spec.kind, change);
        if (!text) {
            report.refused.emplace_back(change, text.errors());
            continue;
        }
        auto variant = spec.loader->loadText(*text, base.file + " [" + spec.kind + " " + signedChange(change) + "]");
        if (!variant) {
            report.refused.emplace_back(change, variant.errors());
            continue;
        }
        report.changes.push_back(change);
        report.rules.push_back(std::move(*text));
        houseRules.push_back(spec.game->compile(*variant));
    }
    if (houseRules.empty()) {
        Diagnostics why;
        for (const auto &[change, errors] : report.refused)
            why.insert(why.end(), errors.begin(), errors.end());
        return why;
    }

    SimulationSpec simulation = spec.simulation;
    simulation.ruleset = spec.game->compile(base);
    simulation.cardImpact = false;
    auto comparison = compareSideBySide(simulation, houseRules, options);
    if (!comparison)
        return comparison.errors();
    report.comparison = std::move(*comparison);
    return report;
}

} // namespace houserules
