#include "replay.h"

#include "core/variants/yamlfile.h"

namespace houserules {

FileKind fileKind(const std::filesystem::path &file)
{
    // What cannot be read or parsed counts as a variant: the variant loader
    // then says why, as it does for any variant.
    const auto text = readTextFile(file);
    if (!text)
        return FileKind::Variant;
    const auto root = parseYamlMapping(*text, file.string(), {});
    if (root && ((*root)["players"] || (*root)["decisions"]))
        return FileKind::Record;
    return FileKind::Variant;
}

namespace {

// Places what the carried rules say about their own lines in the record.
void placeInRecord(SourceLocation &where, const Record &record)
{
    if (where.file != record.file)
        return;
    if (record.rulesLineOffset < 0 || where.line <= 0) {
        where = record.rulesWhere;
        return;
    }
    where.line += record.rulesLineOffset;
    where.column += record.rulesColumnOffset;
}

Expected<Variant> carriedRules(const Record &record, const VariantLoader &loader)
{
    auto variant = loader.loadText(record.rules, record.file);
    if (!variant) {
        Diagnostics errors = variant.errors();
        for (auto &e : errors) {
            placeInRecord(e.where, record);
            e.keyPath = e.keyPath.empty() ? "rules" : "rules." + e.keyPath;
        }
        return errors;
    }
    if (!variant->extendsChain.empty())
        return Diagnostic {record.rulesWhere, "rules.extends",
            "expected the rules whole, as a variant that extends no other (the record must play the same "
            "wherever it is opened)"};
    for (auto &[path, param] : variant->params)
        placeInRecord(param.where, record);
    variant->id = record.variant;
    return variant;
}

} // namespace

Expected<Variant> recordVariant(const Record &record, const VariantLoader &loader)
{
    Expected<Variant> variant = [&]() -> Expected<Variant> {
        if (!record.rules.empty())
            return carriedRules(record, loader);
        const auto file = loader.resolve(record.variant, std::filesystem::path(record.file).parent_path());
        if (!file)
            return Diagnostic {record.variantWhere, "variant",
                "no variant " + quote(record.variant)
                    + "; expected an id such as blasting-billy/standard or a path to a variant file; "
                    + loader.knownVariants(record.variant, record.game)};
        return loader.loadFile(*file);
    }();
    if (variant && variant->game != record.game)
        return Diagnostic {record.rules.empty() ? record.variantWhere : record.rulesWhere,
            record.rules.empty() ? "variant" : "rules.game",
            "the rules are for " + quote(variant->game) + " but the record is a game of " + quote(record.game)};
    return variant;
}

Expected<Replayed> replayRecord(Record record, const VariantLoader &loader)
{
    auto variant = recordVariant(record, loader);
    if (!variant)
        return variant.errors();
    return replayRecord(std::move(record), *variant);
}

Expected<Replayed> replayRecord(Record record, const Variant &variant)
{
    const Game *game = Registry::instance().game(variant.game);
    Replayed r;
    r.ruleset = game->compile(variant);
    auto state = startGame(record, *r.ruleset);
    if (!state)
        return state.errors();
    r.state = std::move(*state);
    r.stopped = playRecord(record, *r.state, &r.applied);
    r.record = std::move(record);
    return r;
}

Expected<Replayed> replayFile(const std::filesystem::path &file, const VariantLoader &loader)
{
    auto record = readRecord(file);
    if (!record)
        return record.errors();
    return replayRecord(std::move(*record), loader);
}

Expected<Replayed> replayFile(const std::filesystem::path &file)
{
    return replayFile(file, Registry::instance().loader());
}

} // namespace houserules
