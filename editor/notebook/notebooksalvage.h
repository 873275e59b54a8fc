#pragma once

// What can still be read in a damaged notebook, such as one the notebook
// set aside ("notebook.sqlite.unreadable-<time>"): every run whose row
// reads, with its results when they read, for `houserules-cli notebook
// salvage` to export. Read-only: the file is not changed.

#include "notebook.h"

#include <functional>

struct SalvageCount {
    qint64 runs = 0;           // handed over
    qint64 withoutResults = 0; // of them, without their results (those did not read)
    qint64 unreadable = 0;     // runs an index names whose row does not read
};

// Hands each run that reads to `each`, one at a time, oldest row first;
// false and `error` when `file` cannot be opened or holds no runs at all.
bool salvageRuns(
    const QString &file, const std::function<void(const NotebookEntry &)> &each, SalvageCount *count, QString *error);
