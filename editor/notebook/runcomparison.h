#pragma once

// Two runs of one game from the notebook, compared, run A minus run B. When
// they played the same games (the same players, bots, number of games and
// seed deal game i alike) the comparison is paired: both rules are played
// again on those seeds, as `simulate --compare` plays them, for the paired
// intervals. Otherwise it is unpaired, from the two results alone: per seat
// the win rate and score, and the game's length, each with an interval for
// independent samples, and Holm's correction over all of them.

#include "notebook.h"
#include "runplan.h"

#include "core/simulation/statistics.h"

class QTextStream;

struct RunComparison {
    QString a, b; // the runs' ids
    bool paired = false;
    RunResult pairedResult; // paired: a comparison, A's rules as the house rule, B's as the base

    struct Row {
        int seat = -1;  // -1: of the game
        QString figure; // "win rate", "score", "length"
        houserules::Estimate a, b, difference;
        bool standsOut = false; // after Holm's correction over every row
    };
    std::vector<Row> rows; // unpaired
};

// Whether `a` and `b` played the same games (a paired comparison).
bool shareSeeds(const NotebookEntry &a, const NotebookEntry &b);
// Compares two runs read whole (Notebook::run). Only plain runs and
// comparisons (their house rule) compare; the runs must be of one game and
// one number of players. A paired comparison plays games (with `options`).
houserules::Expected<RunComparison> compareRuns(
    const NotebookEntry &a, const NotebookEntry &b, const houserules::RunOptions &options);

void writeComparison(QTextStream &out, const RunComparison &comparison, Format format);
