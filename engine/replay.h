#pragma once

#include "core/records/record.h"
#include "registry.h"

#include <filesystem>
#include <optional>

namespace houserules {

enum class FileKind { Variant, Record };
// Tells a record (it has players) from a variant by its top-level keys. Never
// fails: what cannot be read or parsed, or does not exist, counts as a variant.
FileKind fileKind(const std::filesystem::path &file);

// The rules a record is played under: those it carries (placed in the
// record's file when they have errors), else the variant it names (an id, or
// a path relative to the record's folder) as `loader` finds it now. Either
// way they must be for the record's game. The variant's id is the record's
// label for its rules. (The hash of carried rules is checked by the layers
// that hash: see app/userdata/recordrules.h.)
Expected<Variant> recordVariant(const Record &record, const VariantLoader &loader);

// A record played through: the state where it stopped, and why if it stopped
// before its last decision.
struct Replayed {
    Record record;
    std::shared_ptr<const Ruleset> ruleset;
    std::unique_ptr<State> state;
    int applied = 0;
    std::optional<Diagnostic> stopped;
};

// Loads the record's rules (recordVariant) and plays the decisions.
// Errors before the first decision are returned as diagnostics.
Expected<Replayed> replayRecord(Record record, const VariantLoader &loader);
// The same under `variant` (the record's rules, loaded by the caller).
Expected<Replayed> replayRecord(Record record, const Variant &variant);
// The record in `file`, its variant found by `loader` (by Registry::loader()
// without one).
Expected<Replayed> replayFile(const std::filesystem::path &file, const VariantLoader &loader);
Expected<Replayed> replayFile(const std::filesystem::path &file);

} // namespace houserules
