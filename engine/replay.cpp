#include "replay.h"

#include <yaml-cpp/yaml.h>

namespace houserules {

FileKind fileKind(const std::filesystem::path &file)
{
    try {
        const YAML::Node root = YAML::LoadFile(file.string());
        if (root.IsMap() && (root["players"] || root["decisions"]))
            return FileKind::Record;
    } catch (const YAML::Exception &) {
        // Unreadable: let the variant loader report it.
    }
    return FileKind::Variant;
}

Expected<Replayed> replayRecord(Record record, const VariantLoader &loader)
{
    const auto variantFile = loader.resolve(record.variant, std::filesystem::path(record.file).parent_path());
    if (!variantFile)
        return Diagnostic {record.variantWhere, "variant",
            "no variant '" + record.variant
                + "'; expected an id such as blasting-billy/standard "
                  "or a path to a variant file"};
    auto variant = loader.loadFile(*variantFile);
    if (!variant)
        return variant.errors();
    if (variant->game != record.game)
        return Diagnostic {record.variantWhere, "variant",
            "the variant is for '" + variant->game + "' but the record is a game of '" + record.game + "'"};
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

Expected<Replayed> replayFile(const std::filesystem::path &file)
{
    auto record = readRecord(file);
    if (!record)
        return record.errors();
    return replayRecord(std::move(*record), Registry::instance().loader());
}

} // namespace houserules
