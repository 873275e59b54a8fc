#pragma once

// The notebook's options of the commands that run simulations (simulate,
// merge, balance, notebook rerun) and of `notebook` itself, and the
// recording of a run or a balancer's search, said on stderr.

#include "simreport/simreport.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <optional>

class Notebook;
namespace houserules {
struct BalanceSpec;
struct BalanceReport;
} // namespace houserules

// --notebook LOCATION and, for commands that record, --no-notebook and --note.
QList<QCommandLineOption> notebookOptions(bool recording);
// --notebook, else the app's setting, else the data folder's notebook.sqlite.
QString notebookLocation(const QCommandLineParser &parser);
// What happened to a damaged notebook (Notebook::Status::SetAside), and
// how to export what can still be read in it: for stderr.
QString setAsideMessage(const Notebook &notebook);
// Before a run that would be kept: when its notebook cannot be used at all
// (not a Houserules notebook, a folder, a server out of reach; the file is
// left as it is), says why on stderr and how to run without it, and gives
// the exit status; nothing when it can be used, or with --no-notebook.
std::optional<int> refuseUnusableNotebook(const QCommandLineParser &parser);
// Records `result` unless --no-notebook: the run's id in the notebook on
// stderr when it is a terminal, and always why when it could not be kept.
// The id, or empty.
QString keepInNotebook(const QCommandLineParser &parser, const RunResult &result, const QString &source, int shards = 1,
    const QString &rerunOf = {});
// The same for a balancer's search (Notebook::keepBalance()): "Kept in the
// notebook as search ...".
QString keepBalanceInNotebook(
    const QCommandLineParser &parser, const houserules::BalanceSpec &spec, const houserules::BalanceReport &report);
