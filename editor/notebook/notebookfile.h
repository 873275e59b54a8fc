#pragma once

// A SQLite notebook's file looked at before SQLite opens it: SQLite would
// report a folder, a folder it cannot write and a text file alike ("unable
// to open", "not a database"), and a file of another program must never be
// touched. Here each gets its own cause.

#include <QString>

namespace notebookfile {

// What stands in the way of keeping a notebook in `file`, in words that
// name the cause ("it is a folder"); empty when nothing does. Makes the
// folder when it is missing. `applicationId`: what the header of an
// existing SQLite database says it belongs to (0: nothing, or no file yet).
QString prepare(const QString &file, qint32 *applicationId);

} // namespace notebookfile
