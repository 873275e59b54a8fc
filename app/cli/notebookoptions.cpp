#include "notebookoptions.h"

#include "notebook/notebook.h"

#include <QTextStream>

#include <cstdio>
#include <functional>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

QList<QCommandLineOption> notebookOptions(bool recording)
{
    QList<QCommandLineOption> options {
        {u"notebook"_s,
            u"The notebook: a SQLite file, or a team's PostgreSQL server as postgresql://user@host:port/database "
            "(default: the app's setting, else notebook.sqlite in the app's data folder)."_s,
            u"LOCATION"_s},
    };
    if (recording)
        options << QCommandLineOption(u"no-notebook"_s, u"Do not keep this run in the notebook."_s)
                << QCommandLineOption(u"note"_s, u"The designer's note kept with the run."_s, u"TEXT"_s);
    return options;
}

QString notebookLocation(const QCommandLineParser &parser)
{
    return parser.isSet(u"notebook"_s) ? parser.value(u"notebook"_s) : Notebook::defaultLocation();
}

QString setAsideMessage(const Notebook &notebook)
{
    return u"houserules-cli: the notebook %1 could not be read (%2); it was moved aside as %3 and a new one "
           "started. To export the runs that can still be read in it:\n  houserules-cli notebook salvage %3 --out "
           "runs.json\n"_s.arg(notebook.location(), notebook.error(), notebook.setAsideAs());
}

std::optional<int> refuseUnusableNotebook(const QCommandLineParser &parser)
{
    if (parser.isSet(u"no-notebook"_s))
        return std::nullopt;
    const Notebook notebook(notebookLocation(parser));
    if (notebook.status() != Notebook::Status::Failed)
        return std::nullopt;
    QTextStream(stderr) << u"houserules-cli: cannot keep the run in the notebook %1: %2; give another --notebook, "
                           "or --no-notebook to run without keeping it\n"_s.arg(notebook.location(), notebook.error());
    return 1;
}

namespace {

// Keeps with `keep` unless --no-notebook, saying so as keepInNotebook() says.
QString keepWith(const QCommandLineParser &parser, const QString &what,
    const std::function<QString(Notebook &, const QString &note)> &keep)
{
    if (parser.isSet(u"no-notebook"_s))
        return {};
    QTextStream err(stderr);
    Notebook notebook(notebookLocation(parser));
    if (notebook.status() == Notebook::Status::SetAside)
        err << setAsideMessage(notebook);
    const QString id = keep(notebook, parser.value(u"note"_s));
    if (id.isEmpty())
        err << u"houserules-cli: the %1 was not kept in the notebook %2: %3\n"_s.arg(what, notebook.location(),
            notebook.status() == Notebook::Status::ReadOnly && !notebook.holder().isEmpty()
                ? u"it is in use by %1"_s.arg(notebook.holder())
                : notebook.error());
    else if (isatty(fileno(stderr)))
        err << u"Kept in the notebook as %1 %2.\n"_s.arg(what, id.left(8));
    return id;
}

} // namespace

QString keepInNotebook(const QCommandLineParser &parser, const RunResult &result, const QString &source, int shards,
    const QString &rerunOf)
{
    return keepWith(parser, u"run"_s, [&](Notebook &notebook, const QString &note) {
        return notebook.record(result, source, note, rerunOf, shards);
    });
}

QString keepBalanceInNotebook(
    const QCommandLineParser &parser, const houserules::BalanceSpec &spec, const houserules::BalanceReport &report)
{
    return keepWith(parser, u"search"_s,
        [&](Notebook &notebook, const QString &note) { return notebook.keepBalance(spec, report, u"cli"_s, note); });
}
