#pragma once

// The rules a game record carries (docs/FILES.md, "What a record holds"):
// written whole with their SHA-256 so that a game plays on and replays the
// same when its house rule changes or is not there. In Qt Core for the hash;
// the engine reads and writes the text (core/records/record.h, replay.h).

#include "core/records/record.h"
#include "core/variants/variant.h"
#include "replay.h"

#include <QString>

#include <optional>

namespace recordrules {

// The SHA-256 of a variant's standalone text, in lower-case hex: the name the
// notebook gives a run's rules, so a record and a run of the same rules agree.
QString sha256(const std::string &standaloneYaml);

// Puts `variant`'s rules, whole, and their hash into `record`.
void carry(houserules::Record &record, const houserules::Variant &variant);

// The rules `record` is played under (houserules::recordVariant), refused
// when the rules it carries are not those its hash names (changed by hand
// since: the game would replay differently than it was played).
houserules::Expected<houserules::Variant> load(
    const houserules::Record &record, const houserules::VariantLoader &loader);

// The record in `file` played through under the rules load() gives: how the
// command line replays and checks a game.
houserules::Expected<houserules::Replayed> replay(
    const std::filesystem::path &file, const houserules::VariantLoader &loader);

// When `record` carries its rules (`played`, as load() gave them) and the
// file its label names holds other rules now: that file's variant (to tell
// what changed). Nothing when the record carries no rules, or the file is
// not there, unreadable or the same.
std::optional<houserules::Variant> changedSince(
    const houserules::Record &record, const houserules::Variant &played, const houserules::VariantLoader &loader);

} // namespace recordrules
