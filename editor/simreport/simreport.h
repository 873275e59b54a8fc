#pragma once

// The simulator's results as JSON (with the exact tallies, so that `merge`
// can add shards up), CSV and tables; and the JSON read back for `merge`.
// Shared by `simulate` and `merge`, so that a merged result prints exactly
// as one run's would, and by the variant editor's playtest lab, so that its
// exports are the same files. Machine-readable and in English: never
// translated.

#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

class QTextStream;

#include <optional>
#include <variant>
#include <vector>

// A variant a run played, as YAML text that stands alone (writeVariant in
// core/variants/variantwriter.h), under the id the header names it by: enough to play
// the run again exactly, whatever becomes of the files (`notebook rerun`).
struct RunRules {
    QString id;
    QString yaml;
    QString sha256() const; // of the text, in hex: which rules, at a glance
    friend bool operator==(const RunRules &, const RunRules &) = default;
};

// What a run was: everything that must agree between the shards of one run.
struct RunHeader {
    QString mode;           // simulate, compare, compare-several, sweep
    QString variant;        // compare-several: the base variant
    QString compareWith;    // compare: the base variant
    QStringList houseRules; // compare-several: the house rules, each against `variant`
    QString parameter;      // sweep: its parameters, joined by " x " when there are two
    int players = 0;
    QStringList bots;
    qint64 games = 0; // of the whole run
    quint64 seed = 0;
    bool cardImpact = false;
    qint64 from = 0, to = 0; // the games this result covers: [from, to)
    // The rules of `variant`, `compareWith` and `houseRules`; empty in a
    // result written before runs carried their rules.
    std::vector<RunRules> rules;

    const RunRules *rulesOf(const QString &id) const;
};

// A result of any mode, with the header of its run.
using RunTally = std::variant<houserules::SimulationTally, houserules::ComparisonTally, houserules::SweepTally,
    houserules::SideBySideTally>;
// A rung of the skill ladder (simulate --skill): the same run with the
// strong bot in seat 1 and the weak one elsewhere; a simulation, or a
// comparison when the run is one. Its skill gradient is the measures' seat
// 1 edge (core/simulation/measures.h).
struct SkillRun {
    QString rung, strong, weak;
    qint64 games = 0; // of the whole run, all shards together
    RunTally tally;
};

struct RunResult {
    RunHeader header;
    RunTally tally;
    std::vector<SkillRun> skill; // empty unless asked for
    bool cancelled = false;
};

enum class Format { Table, Json, Csv };

// Writes the result to `out`; `seconds` and `threads` (table only; < 0: not shown).
void writeResult(QTextStream &out, const RunResult &result, Format format, double seconds = -1, int threads = -1);
// The same to stdout.
void printResult(const RunResult &result, Format format, double seconds = -1, int threads = -1);

QJsonObject resultJson(const RunResult &result);
// Reads what resultJson() wrote; nullopt and `error` when it is not that.
std::optional<RunResult> resultFromJson(const QJsonObject &json, QString *error);
