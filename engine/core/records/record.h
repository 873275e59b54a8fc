#pragma once

#include "core/game/ruleset.h"
#include "core/variants/diagnostic.h"

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
    // The rules' name: an id or a path (relative to the record's folder). A
    // record that carries its rules keeps it as a label; one from before
    // records carried them is played under what it names.
    std::string variant;
    // The rules the game is played under, whole: a variant's YAML that stands
    // alone (writeVariant), so the game plays on and replays the same when
    // the file `variant` names changes or is not there. Empty in records from
    // before. `rulesSha256` is the SHA-256 of writeVariant's text of them, as
    // the notebook names a run's rules; written by the layers that hash.
    std::string rules;
    std::string rulesSha256;
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
    SourceLocation rulesWhere;       // the `rules` mapping
    SourceLocation rulesSha256Where; // its hash
    // Line n, column c of `rules` is line n + rulesLineOffset, column c +
    // rulesColumnOffset of the file; -1 when the rules were not read as a
    // block of lines (their errors are then placed at rulesWhere).
    int rulesLineOffset = -1;
    int rulesColumnOffset = 0;
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
