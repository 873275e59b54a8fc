#pragma once

#include "commandparser.h"

#include "core/variants/diagnostic.h"

#include <QStringList>

// The subcommands of houserules-cli (subcommands.h lists them). Each takes
// its own arguments (after the command name), prints to stdout/stderr and
// returns the exit status.
int runValidate(const QStringList &arguments);
int runVariants(const QStringList &arguments);
int runReplay(const QStringList &arguments);
int runSimulate(const QStringList &arguments);
int runBalance(const QStringList &arguments);
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

// Prints each diagnostic on its own line to stderr (file:line:column: key: message).
void printErrors(const houserules::Diagnostics &errors);
