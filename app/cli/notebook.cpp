// houserules-cli notebook: the runs kept in the notebook, for scripts and
// clusters: list, show, compare, rerun, export, note.

#include "commands.h"
#include "notebookbalances.h"
#include "notebookoptions.h"

#include "notebook/notebook.h"
#include "notebook/notebookexport.h"
#include "notebook/notebooksalvage.h"
#include "notebook/runcomparison.h"
#include "notebook/runplan.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

const auto kActions = u"list, searches, show, compare, rerun, export, note, salvage or bench"_s;

int failed(const QString &message)
{
    QTextStream(stderr) << "houserules-cli: " << message << '\n';
    return 1;
}

Format formatOf(const QCommandLineParser &parser)
{
    return parser.isSet(u"json"_s) ? Format::Json : (parser.isSet(u"csv"_s) ? Format::Csv : Format::Table);
}

void writeShow(QTextStream &out, const NotebookEntry &e, Format format)
{
    if (format == Format::Json) {
        out << QJsonDocument(entryJson(e)).toJson(QJsonDocument::Indented);
        return;
    }
    if (format == Format::Table) {
        out << u"Run %1, %2 (UTC), %3 from %4 (version %5)%6\n"_s.arg(e.id,
            e.ranAt.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s), e.mode, e.source.isEmpty() ? u"?"_s : e.source,
            e.version, e.shards > 1 ? u", merged from %1 shards"_s.arg(e.shards) : QString());
        for (const auto &rules : e.result->header.rules)
            out << u"Rules %1: sha256 %2\n"_s.arg(rules.id, rules.sha256());
        if (!e.rerunOf.isEmpty())
            out << u"Played again from run %1\n"_s.arg(e.rerunOf);
        if (!e.note.isEmpty())
            out << u"Note: %1\n"_s.arg(e.note);
        out << '\n';
    }
    writeResult(out, *e.result, format);
}

// The runs that can still be read in a damaged notebook (the file it was
// set aside as), into --out as `export` writes them, written as they are read.
int salvage(const QStringList &files, const QCommandLineParser &parser)
{
    if (files.size() != 1)
        return usageError(u"notebook salvage takes one file: a damaged notebook, such as one set aside"_s);
    if (!parser.isSet(u"out"_s))
        return usageError(u"notebook salvage needs --out FILE"_s);
    const QString out = parser.value(u"out"_s);
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly))
        return failed(u"%1: %2"_s.arg(out, file.errorString()));
    SalvageCount count;
    QString error;
    bool read = false;
    {
        QTextStream to(&file);
        EntryWriter writer(to, parser.isSet(u"csv"_s) ? Format::Csv : Format::Json);
        read = salvageRuns(
            files.front(), [&](const NotebookEntry &e) { writer.write(e); }, &count, &error);
        writer.finish();
    }
    if (!read) {
        file.cancelWriting();
        return failed(u"nothing can be salvaged from %1: %2"_s.arg(files.front(), error));
    }
    if (!file.commit())
        return failed(u"%1: %2"_s.arg(out, file.errorString()));
    QTextStream(stderr) << u"%1 run(s) salvaged from %2 into %3"_s.arg(count.runs).arg(files.front(), out)
                        << (count.withoutResults > 0
                                   ? u"; %1 of them without their results, which could not be read"_s.arg(
                                       count.withoutResults)
                                   : QString())
                        << (count.unreadable > 0 ? u"; %1 run(s) could not be read"_s.arg(count.unreadable) : QString())
                        << '\n';
    return 0;
}

// A balancer's search played again from its kept spec alone: the result
// printed as `show` prints a search, kept as a rerun, and whether it is
// identical (exit status 1 when not).
int rerunSearch(
    Notebook &notebook, const KeptBalance &kept, const QCommandLineParser &parser, const RunOptions &options)
{
    QString why;
    const auto result = rerunBalance(kept.spec, options, &why);
    if (!result)
        return failed(u"search %1 cannot be played again: %2"_s.arg(kept.id, why));
    KeptBalance again = kept;
    again.result = *result;
    again.rerunOf = kept.id;
    QTextStream out(stdout);
    writeBalance(out, again, formatOf(parser));
    const bool same = sameBalance(*result, kept.result);
    QTextStream(stderr) << (same ? u"Identical to search %1: the same spec gave the same candidates, games and "
                                   "proposals.\n"_s
                                 : u"houserules-cli: NOT identical to search %1\n"_s)
                               .arg(kept.id.left(8));
    if (!parser.isSet(u"no-notebook"_s) && notebook.canWrite()
        && notebook.keepBalance(kept.spec, *result, u"rerun"_s, parser.value(u"note"_s), kept.id).isEmpty())
        failed(u"the rerun was not kept in the notebook: %1"_s.arg(notebook.error()));
    return same ? 0 : 1;
}

// notebook's actions, options and help.
void addNotebookOptions(CommandParser &parser)
{
    parser.setApplicationDescription(u"The runs kept in the notebook:\n"
                                     "  list                 newest first (--game, --search, --since, --limit)\n"
                                     "  searches             the balancer's searches, newest first (the same filters)\n"
                                     "  show RUN             a run's rules and results as simulate printed them, or a\n"
                                     "                       search's spec, candidates and proposals\n"
                                     "  compare RUN RUN      A minus B: paired when they played the same games\n"
                                     "  rerun RUN            play a run or search again exactly and say whether it is\n"
                                     "                       identical\n"
                                     "  export RUN... --out F  runs with their results as JSON (--csv: the list)\n"
                                     "  note RUN TEXT        keep the designer's note with a run\n"
                                     "  salvage FILE --out F the runs that can still be read in a damaged notebook\n"
                                     "RUN is a run's or search's id or the start of it (8 characters, as listed)."_s);
    parser.addPositionalArgument(u"ACTION"_s, kActions, u"ACTION [RUN...]"_s);
    parser.addOptions({
        {u"game"_s, u"list: only this game's runs (blasting-billy, ...)."_s, u"GAME"_s},
        {u"search"_s, u"list: only runs whose rules, base or note contain TEXT (any case)."_s, u"TEXT"_s},
        {u"since"_s, u"list: only runs from this date on (YYYY-MM-DD, UTC)."_s, u"DATE"_s},
        {u"limit"_s, u"list: at most N runs."_s, u"N"_s},
        {u"out"_s, u"export, salvage: the file to write."_s, u"FILE"_s},
        {u"threads"_s, u"compare, rerun: worker threads (default: one per core)."_s, u"T"_s},
        {u"runs"_s, u"bench: how many runs to generate (default 100000)."_s, u"N"_s, u"100000"_s},
        {u"json"_s, u"Print JSON."_s},
        {u"csv"_s, u"Print CSV."_s},
    });
    parser.addOptions(notebookOptions(true));
}

// --threads for compare and rerun (its own message: notebook's older wording).
std::optional<int> readNotebookThreads(const QCommandLineParser &parser, RunOptions &options)
{
    if (!parser.isSet(u"threads"_s))
        return std::nullopt;
    bool ok = false;
    options.threads = parser.value(u"threads"_s).toInt(&ok);
    if (!ok || options.threads <= 0 || options.threads > 1024)
        return usageError(u"--threads expects a whole number from 1 to 1024"_s);
    return std::nullopt;
}

// notebook bench --runs N: a notebook filled and timed.
int benchNotebook(const QCommandLineParser &parser)
{
    bool ok = false;
    const int count = parser.value(u"runs"_s).toInt(&ok);
    if (!ok || count < 1)
        return usageError(u"--runs expects a positive whole number"_s);
    return runNotebookBench(parser.value(u"notebook"_s), count);
}

// The actions on an open notebook, one function each, with what they share:
// the run ids after the action, the output and its format.
class NotebookActions {
public:
    NotebookActions(Notebook &notebook, const QCommandLineParser &parser, const QString &action,
        const QStringList &runs, const RunOptions &options)
        : m_notebook(notebook), m_parser(parser), m_action(action), m_runs(runs), m_options(options), m_out(stdout),
          m_format(formatOf(parser))
    {}

    // The action's exit status; a usage error for an unknown action.
    int run()
    {
        if (m_action == u"list"_s || m_action == u"searches"_s)
            return list();
        if (m_action == u"show"_s)
            return show();
        if (m_action == u"note"_s)
            return note();
        if (m_action == u"compare"_s)
            return compare();
        if (m_action == u"rerun"_s)
            return rerun();
        if (m_action == u"export"_s)
            return exportRuns();
        const QStringList actions {u"list"_s, u"searches"_s, u"show"_s, u"compare"_s, u"rerun"_s, u"export"_s,
            u"note"_s, u"salvage"_s, u"bench"_s};
        return usageError(u"unknown notebook action '%1'; expected %2"_s.arg(m_action, kActions)
            + didYouMean(m_action, actions, singleQuoted));
    }

private:
    // A usage error unless the action has from `least` to `most` run ids.
    std::optional<int> needRuns(qsizetype least, qsizetype most) const
    {
        if (m_runs.size() < least || m_runs.size() > most)
            return usageError(u"notebook %1 takes %2"_s.arg(
                m_action, least == most ? u"%1 run id(s)"_s.arg(least) : u"at least %1 run id"_s.arg(least)));
        return std::nullopt;
    }

    // The run, or nothing after saying why on stderr.
    std::optional<NotebookEntry> read(const QString &id) const
    {
        auto entry = m_notebook.run(id);
        if (!entry)
            failed(m_notebook.error());
        return entry;
    }

    // A balancer's search by its id, when no run has it (both are UUIDs).
    std::optional<KeptBalance> search(const QString &id) const
    {
        if (!m_runs.isEmpty() && !m_notebook.run(id) && m_notebook.error().startsWith(u"no run"_s))
            return m_notebook.balance(id);
        return std::nullopt;
    }

    // list and searches: --game, --search, --since and --limit.
    std::optional<int> readFilter(NotebookFilter &filter) const
    {
        filter.game = m_parser.value(u"game"_s);
        filter.text = m_parser.value(u"search"_s);
        if (m_parser.isSet(u"since"_s)) {
            filter.since = QDateTime(QDate::fromString(m_parser.value(u"since"_s), Qt::ISODate), QTime(0, 0), Qt::UTC);
            if (!filter.since.isValid())
                return usageError(u"--since expects a date YYYY-MM-DD, not '%1'"_s.arg(m_parser.value(u"since"_s)));
        }
        if (m_parser.isSet(u"limit"_s)) {
            bool ok = false;
            filter.limit = m_parser.value(u"limit"_s).toInt(&ok);
            if (!ok || filter.limit <= 0)
                return usageError(u"--limit expects a positive whole number"_s);
        }
        return std::nullopt;
    }

    int list()
    {
        if (!m_runs.isEmpty())
            return usageError(u"notebook %1 takes no run id; filter with --game, --search, --since"_s.arg(m_action));
        NotebookFilter filter;
        if (const auto bad = readFilter(filter))
            return *bad;
        if (m_action == u"searches"_s) {
            const auto kept = m_notebook.balances(filter);
            if (kept.empty() && !m_notebook.error().isEmpty())
                return failed(m_notebook.error());
            writeBalances(m_out, kept, m_format);
            return 0;
        }
        EntryWriter writer(m_out, m_format);
        const bool whole = m_notebook.forEachEntry(filter, [&](const NotebookEntry &e) {
            writer.write(e);
            return true;
        });
        writer.finish();
        if (!whole)
            return failed(
                u"the notebook %1 could not be read whole: %2%3"_s.arg(m_notebook.location(), m_notebook.error(),
                    m_notebook.error().startsWith(u"it is damaged"_s)
                        ? u"\nTo export the runs that can still be read in it:\n  houserules-cli notebook salvage %1 "
                          "--out runs.json"_s.arg(m_notebook.location())
                        : QString()));
        return 0;
    }

    int show()
    {
        if (const auto bad = needRuns(1, 1))
            return *bad;
        if (const auto kept = search(m_runs.front())) {
            writeBalance(m_out, *kept, m_format);
            return 0;
        }
        const auto entry = read(m_runs.front());
        if (!entry)
            return 1;
        writeShow(m_out, *entry, m_format);
        return 0;
    }

    int note()
    {
        if (m_runs.size() != 2)
            return usageError(u"notebook note takes a run id and the note"_s);
        const auto entry = read(m_runs.front());
        if (!entry)
            return 1;
        return m_notebook.setNote(entry->id, m_runs[1]) ? 0 : failed(m_notebook.error());
    }

    int compare()
    {
        if (const auto bad = needRuns(2, 2))
            return *bad;
        const auto a = read(m_runs[0]), b = read(m_runs[1]);
        if (!a || !b)
            return 1;
        const auto comparison = compareRuns(*a, *b, m_options);
        if (!comparison) {
            printErrors(comparison.errors());
            return 1;
        }
        writeComparison(m_out, *comparison, m_format);
        return 0;
    }

    // A run (or a search) played again, kept as a rerun, and whether it is
    // identical (exit status 1 when not).
    int rerun()
    {
        if (const auto bad = needRuns(1, 1))
            return *bad;
        if (const auto kept = search(m_runs.front()))
            return rerunSearch(m_notebook, *kept, m_parser, m_options);
        const auto entry = read(m_runs.front());
        if (!entry)
            return 1;
        QString why;
        const auto plan = planOf(*entry->result, &why);
        if (!plan)
            return failed(u"run %1 cannot be played again: %2"_s.arg(entry->id, why));
        const auto played = play(*plan, m_options);
        if (!played) {
            printErrors(played.errors());
            return 1;
        }
        writeResult(m_out, *played, m_format);
        const bool same = sameGames(*played, *entry->result);
        QTextStream(stderr) << (same ? u"Identical to run %1: the same rules, seeds and bots gave the same games.\n"_s
                                     : u"houserules-cli: NOT identical to run %1\n"_s)
                                   .arg(entry->id.left(8));
        if (!m_parser.isSet(u"no-notebook"_s) && m_notebook.canWrite()) {
            const QString id
                = m_notebook.record(*played, u"rerun"_s, m_parser.value(u"note"_s), entry->id, entry->shards);
            if (id.isEmpty())
                failed(u"the rerun was not kept in the notebook: %1"_s.arg(m_notebook.error()));
        }
        return same ? 0 : 1;
    }

    int exportRuns()
    {
        if (const auto bad = needRuns(1, 1000000))
            return *bad;
        if (!m_parser.isSet(u"out"_s))
            return usageError(u"notebook export needs --out FILE"_s);
        std::vector<NotebookEntry> entries;
        for (const QString &id : m_runs) {
            auto entry = read(id);
            if (!entry)
                return 1;
            entries.push_back(std::move(*entry));
        }
        // Written whole or not at all: never half a file in place of the old one.
        QString error;
        if (!exportEntries(
                entries, m_format == Format::Csv ? Format::Csv : Format::Json, m_parser.value(u"out"_s), &error))
            return failed(u"%1: %2"_s.arg(m_parser.value(u"out"_s), error));
        return 0;
    }

    Notebook &m_notebook;
    const QCommandLineParser &m_parser;
    const QString m_action;
    const QStringList m_runs;
    const RunOptions &m_options;
    QTextStream m_out;
    const Format m_format;
};

} // namespace

int runNotebook(const QStringList &arguments)
{
    CommandParser parser;
    addNotebookOptions(parser);
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(u"notebook needs an action: %1"_s.arg(kActions));
    if (parser.isSet(u"json"_s) && parser.isSet(u"csv"_s))
        return usageError(u"choose one of --json and --csv"_s);
    const QString action = positional.front();
    const QStringList runs = positional.mid(1);
    RunOptions options;
    if (const auto error = readNotebookThreads(parser, options))
        return *error;

    if (action == u"bench"_s)
        return benchNotebook(parser);
    if (action == u"salvage"_s)
        return salvage(runs, parser);
    Notebook notebook(notebookLocation(parser));
    if (!notebook.canRead())
        return failed(u"cannot open the notebook %1: %2"_s.arg(notebook.location(), notebook.error()));
    if (notebook.status() == Notebook::Status::SetAside) {
        // Its runs are in the file set aside, not in the new one: never an
        // empty list where there were runs.
        QTextStream(stderr) << setAsideMessage(notebook);
        return 1;
    }
    return NotebookActions(notebook, parser, action, runs, options).run();
}
