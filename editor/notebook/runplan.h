#pragma once

// A run to play: what `simulate` was asked for, or what a recorded run
// played (read back from its result). One function plays both, so that a
// run played again from the notebook is played exactly as the first time.

#include "simreport/simreport.h"

#include "core/simulation/measures.h"
#include "core/simulation/sweep.h"
#include "core/variants/variant.h"

#include <filesystem>
#include <map>
#include <memory>
#include <vector>

struct RunPlan {
    // Mode, variant ids, players, bots, games, seed, card impact and the
    // rules' texts; `from` and `to` are worked out from `shard`.
    RunHeader header;
    houserules::Shard shard;
    std::vector<houserules::SweepAxis> axes;  // mode sweep
    std::vector<houserules::SkillRung> skill; // also measure the skill gradient
    int skillGames = 0;
    // The games of each rung when they differ (the lab caps the search
    // bot's rung); empty: skillGames each.
    std::vector<int> rungGames;
    // Check everything, the skill runs' options too, and play no game (the
    // run options' cancel flag is set before it starts).
    bool dryRun = false;
    // Variants already loaded from their files, by id (simulate names its
    // files in messages); the others are loaded from the rules' texts.
    std::map<QString, std::shared_ptr<const houserules::Variant>> loaded;
    // Folders searched before Registry::loader()'s for the variants a sweep's
    // house rules extend: those of the loader that read `loaded` (the
    // command line's and the lab's include the user's own).
    std::vector<std::filesystem::path> variantDirs;
};

// The header's players, bots, games, seed and card impact, from `spec`;
// the games it covers: all of them.
void describeSpec(RunHeader &header, const houserules::SimulationSpec &spec);
// A sweep's parameters as a header names them: "hand_size x deck.values".
QString sweptParameters(const std::vector<houserules::SweepAxis> &axes);

// The rules of `variant` as a run keeps them (standing alone), under `id`.
RunRules runRules(const houserules::Variant &variant, const QString &id);
// What `result` played, to play it again; nullopt and `error` when it
// cannot be: a shard, a result without its rules.
std::optional<RunPlan> planOf(const RunResult &result, QString *error);
// Plays `plan`; the engine's errors when its rules do not load or its
// options do not fit them.
houserules::Expected<RunResult> play(const RunPlan &plan, const houserules::RunOptions &options);
// Whether `a` and `b` played exactly the same games: their tallies (the
// skill runs' too) are equal; a sweep's by its values' tallies (its
// rejected cells' messages name the files each was played from). How a
// rerun is checked, by the CLI and the editor alike.
bool sameGames(const RunResult &a, const RunResult &b);
