#pragma once

#include "diagnostic.h"
#include "ruleset.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace houserules {

// A game record as written in YAML (see docs/FILES.md): enough to replay
// a game exactly. Game-agnostic: decisions stay text in the game's notation
// until a state reads them.
struct Record {
    struct Step {
        std::string text; // e.g. "loot gold-7"
        SourceLocation where;
    };

    std::string game;
    std::string variant; // an id or a path (relative to the record's folder)
    std::vector<std::string> players;
    // Optional: who sits in each seat, "human" or a bot level ("easy",
    // "normal", "hard"), so the app resumes a game as it was. Tools that
    // only replay ignore it.
    std::vector<std::string> seats;
    int firstPlayer = 0;
    std::optional<std::uint64_t> seed;
    std::optional<Setup> setup;
    std::vector<Step> decisions;

    std::string file; // where it was read from, for diagnostics
    SourceLocation variantWhere;
    SourceLocation playersWhere;
    SourceLocation setupWhere;
};

Expected<Record> parseRecord(const std::string &yaml, const std::string &fileName);
Expected<Record> readRecord(const std::filesystem::path &file);
// The YAML text of a record; parseRecord(writeRecord(r)) gives r back.
std::string writeRecord(const Record &record);

// The state a record starts from (its seed or explicit setup) for a ruleset of
// the record's variant. Diagnostics when the player count or setup is wrong.
Expected<std::unique_ptr<State>> startGame(const Record &record, const Ruleset &ruleset);

// Replays the decisions on `state` (from startGame). Stops at the first that
// cannot be read or is illegal and returns it as a diagnostic whose key path
// is "decisions[index]"; `applied` counts those that went through.
std::optional<Diagnostic> playRecord(
    const Record &record, State &state, int *applied = nullptr, std::vector<Event> *events = nullptr);

// The same, telling `onStep` of each decision as it is applied: who made it,
// the decision, and what happened.
using RecordStep = std::function<void(int seat, const Decision &decision, const std::vector<Event> &events)>;
std::optional<Diagnostic> playRecord(const Record &record, State &state, int *applied, const RecordStep &onStep);

} // namespace houserules
