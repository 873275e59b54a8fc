#pragma once

// The notebook's runs written out, as `houserules-cli notebook list` and
// `notebook export` write them and as the editor's Notebook view exports
// them: one writer for both, machine-readable and in English.

#include "notebook.h"

#include <QJsonObject>

#include <vector>

class QTextStream;

// One run as JSON: its list columns, and `result` when it was read whole.
QJsonObject entryJson(const NotebookEntry &entry);
// The runs: a JSON array of entryJson(), CSV (one line per run, without
// results) or a table for people.
void writeEntries(QTextStream &out, const std::vector<NotebookEntry> &entries, Format format);
// writeEntries() into `fileName` as JSON or CSV, written whole or not at
// all (QSaveFile); false and `error` (the file system's words) when not.
bool exportEntries(const std::vector<NotebookEntry> &entries, Format format, const QString &fileName, QString *error);
