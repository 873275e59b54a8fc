#include "replay.h"

#include "core/yamlfile.h"

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

Expected<Replayed> replayRecord(Record record, const VariantLoader &loader)
{
    const auto variantFile = loader.resolve(record.variant, std::filesystem::path(record.file).parent_path());
    if (!variantFile)
        return Diagnostic {record.variantWhere, "variant",
            "no variant " + quote(record.variant)
                + "; expected an id such as blasting-billy/standard or a path to a variant file; "
                + loader.knownVariants(record.variant, record.game)};
    auto variant = loader.loadFile(*variantFile);
    if (!variant)
        return variant.errors();
    if (variant->game != record.game)
        return Diagnostic {record.variantWhere, "variant",
            "the variant is for " + quote(variant->game) + " but the record is a game of " + quote(record.game)};
    const Game *game = Registry::instance().game(variant->game);
    Replayed r;
    r.ruleset = game->compile(*variant);
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
