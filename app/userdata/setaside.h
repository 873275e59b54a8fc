#pragma once

#include <QString>

// What the app does with a file of its own it cannot read at start (the
// autosave, the settings; the notebook moves itself aside, Notebook::SetAside): it moves the file aside, keeping it for
// the user to look at or send in, so that a bad file never crashes the start or blocks a new game, and is reported once
// (the next start finds no file).
namespace setaside {

// One file moved aside at start, and why, for the start page to report.
struct Report {
    enum class Kind { Autosave, Settings, Notebook };
    Kind kind;
    QString file; // the new name
    QString why;  // what was wrong with it, when the reader said (the engine's words)
    // An autosave cut short whose decisions up to the last whole one were
    // kept as the autosave (Continue resumes them): how many; -1 when none.
    int recovered = -1;
    // Of those after them, how many were left out: a decision written only
    // in part (its line cut), or one that no longer replayed.
    int dropped = 0;
};

// Renames `file` to "<file>.unreadable-<yyyyMMdd-HHmmss>" beside it (a
// counter is added if that name is taken); the new name, or empty when it
// could not be renamed (then the file is removed, so it cannot block a start).
QString moveAside(const QString &file);

} // namespace setaside
