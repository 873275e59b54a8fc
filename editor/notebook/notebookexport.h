#pragma once

// The notebook's runs written out, as `houserules-cli notebook list` and
// `notebook export` write them and as the editor's Notebook view exports
// them: one writer for both, machine-readable and in English.

#include "notebook.h"

#include <QJsonObject>

#include <vector>

class QTextStream;

// A CSV field, quoted when it must be.
QString csvField(QString text);
// One run as JSON: its list columns, and `result` when it was read whole.
QJsonObject entryJson(const NotebookEntry &entry);
// The runs: a JSON array of entryJson(), CSV (one line per run, without
// results) or a table for people.
void writeEntries(QTextStream &out, const std::vector<NotebookEntry> &entries, Format format);

// The same, one run at a time as they are read (`notebook list` of a
// hundred thousand runs holds one of them): the heading at once, each run
// as it comes, the closing bracket at finish().
class EntryWriter {
public:
    EntryWriter(QTextStream &out, Format format);
    void write(const NotebookEntry &entry);
    void finish();
    qint64 written() const { return m_written; }

private:
    QTextStream &m_out;
    Format m_format;
    qint64 m_written = 0;
};
// writeEntries() into `fileName` as JSON or CSV, written whole or not at
// all (QSaveFile); false and `error` (the file system's words) when not.
bool exportEntries(const std::vector<NotebookEntry> &entries, Format format, const QString &fileName, QString *error);
