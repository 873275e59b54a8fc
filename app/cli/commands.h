#pragma once

#include "core/diagnostic.h"

#include <QCommandLineParser>
#include <QStringList>

#include <optional>

// The subcommands of houserules-cli. Each takes its own arguments (after the
// command name), prints to stdout/stderr and returns the exit status.
int runValidate(const QStringList &arguments);
int runReplay(const QStringList &arguments);
int runSimulate(const QStringList &arguments);
int runBench(const QStringList &arguments);
int runMerge(const QStringList &arguments);
int runSoak(const QStringList &arguments);
int runLadder(const QStringList &arguments);
int runNotebook(const QStringList &arguments);
// notebook bench: a notebook at `location` (empty: a temporary file) filled with `runs` runs.
int runNotebookBench(const QString &location, int runs);
// Need a QGuiApplication (main.cpp makes one for them).
int runPrintDeck(const QStringList &arguments);
int runPrintRules(const QStringList &arguments);

// Prints the message to stderr, prefixed with the program name; returns 2
// (bad usage) so callers can `return usageError(...)`.
int usageError(const QString &message);

// Parses `command`'s `arguments` with `parser`: an exit status when that is
// all there is to do (2 after a usage error, 0 after printing the help for
// --help or --help-all), nothing when the command should run.
std::optional<int> parseCommand(QCommandLineParser &parser, const QString &command, const QStringList &arguments);

// Prints each diagnostic on its own line to stderr (file:line:column: key: message).
void printErrors(const houserules::Diagnostics &errors);
