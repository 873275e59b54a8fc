#pragma once

// What the commands that play with the simulator (simulate, ladder) share
// about how they run: --threads and the progress on a terminal.

#include "core/simulation/simulator.h"

#include <QCommandLineParser>

#include <optional>

// The bots --bots takes (simulate, bench), as their help lists them: every
// name the games' makeBot() accepts.
QString botsHelp();

// Reads --threads into `options.threads` (not given: 0, one per core); a
// usage error's exit status when it is not a whole number from 1 to 1024.
std::optional<int> readThreads(const QCommandLineParser &parser, houserules::RunOptions &options);

// The worker threads a run uses: `options.threads`, or one per core.
int threadsUsed(const houserules::RunOptions &options);

// Sets `options.progress` to "\r123 of 1000 games" on stderr when stderr is
// a terminal (never in pipes, files or jobs).
void showProgressOnTerminal(houserules::RunOptions &options);
