#pragma once

// Runs to keep in a notebook in the notebook's tests: small, real results
// played through the same RunPlan as `simulate`.

#include "notebook/runplan.h"

#include "core/variants/variant.h"
#include "registry.h"

#include <QString>

namespace notebooktest {

// A plain run of `variant` (an id) with heuristic bots.
inline RunResult playedRun(const QString &variant, int games = 40, quint64 seed = 1, int players = 3)
{
    RunPlan plan;
    RunHeader &h = plan.header;
    h.mode = QStringLiteral("simulate");
    h.variant = variant;
    h.players = players;
    for (int seat = 0; seat < players; ++seat)
        h.bots << QStringLiteral("heuristic");
    h.games = games;
    h.seed = seed;
    const auto loaded = houserules::Registry::instance().loader().load(variant.toStdString());
    h.rules.push_back(runRules(*loaded, variant));
    return *play(plan, {});
}

} // namespace notebooktest
