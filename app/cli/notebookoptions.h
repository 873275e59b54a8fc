#pragma once

// The notebook's options of the commands that run simulations (simulate,
// merge, notebook rerun) and of `notebook` itself, and the recording of a
// run, said on stderr.

#include "simreport.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

class Notebook;

// --notebook LOCATION and, for commands that record, --no-notebook and --note.
QList<QCommandLineOption> notebookOptions(bool recording);
// --notebook, else the app's setting, else the data folder's notebook.sqlite.
QString notebookLocation(const QCommandLineParser &parser);
// What happened to a damaged notebook (Notebook::Status::SetAside), and
// how to export what can still be read in it: for stderr.
QString setAsideMessage(const Notebook &notebook);
// Records `result` unless --no-notebook: the run's id in the notebook on
// stderr when it is a terminal, and always why when it could not be kept.
// The id, or empty.
QString keepInNotebook(const QCommandLineParser &parser, const RunResult &result, const QString &source, int shards = 1,
    const QString &rerunOf = {});
