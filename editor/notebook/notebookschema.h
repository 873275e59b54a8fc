#pragma once

// The notebook's tables, version by version: step `n` brings a database of
// version n to version n + 1. SQL that SQLite and PostgreSQL both accept.

#include <QStringList>

#include <vector>

namespace notebookschema {

// The statements of each step, in order; steps().size() is the current version.
const std::vector<QStringList> &steps();

} // namespace notebookschema
