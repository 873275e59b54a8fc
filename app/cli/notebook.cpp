// houserules-cli notebook: the runs kept in the notebook, for scripts and
// clusters: list, show, compare, rerun, export, note.

#include "commands.h"
#include "notebookoptions.h"

#include "notebook.h"
#include "runcomparison.h"
#include "runplan.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

const auto kActions = u"list, show, compare, rerun, export, note or bench"_s;

int failed(const QString &message)
{
    QTextStream(stderr) << "houserules-cli: " << message << '\n';
    return 1;
}

Format formatOf(const QCommandLineParser &parser)
{
    return parser.isSet(u"json"_s) ? Format::Json : (parser.isSet(u"csv"_s) ? Format::Csv : Format::Table);
}

QJsonObject entryJson(const NotebookEntry &e)
{
    QJsonObject o {{u"id"_s, e.id}, {u"ran_at"_s, e.ranAt.toString(Qt::ISODateWithMs)}, {u"game"_s, e.game},
        {u"mode"_s, e.mode}, {u"variant"_s, e.variant}, {u"variant_sha256"_s, e.variantSha256}, {u"base"_s, e.base},
        {u"players"_s, e.players}, {u"bots"_s, QJsonArray::fromStringList(e.bots)}, {u"games"_s, e.games},
        {u"seed"_s, QString::number(e.seed)}, {u"shards"_s, e.shards}, {u"version"_s, e.version},
        {u"source"_s, e.source}, {u"rerun_of"_s, e.rerunOf}, {u"note"_s, e.note}};
    if (e.result)
        o.insert(u"result"_s, resultJson(*e.result));
    return o;
}

QString csvField(QString text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    return u'"' + text.replace(u'"', u"\"\""_s) + u'"';
}

void writeList(QTextStream &out, const std::vector<NotebookEntry> &entries, Format format)
{
    if (format == Format::Json) {
        QJsonArray runs;
        for (const auto &e : entries)
            runs.append(entryJson(e));
        out << QJsonDocument(runs).toJson(QJsonDocument::Indented);
        return;
    }
    if (format == Format::Csv) {
        out << "id,ran_at,game,mode,variant,base,players,bots,games,seed,shards,source,note\n";
        for (const auto &e : entries)
            out << e.id << ',' << e.ranAt.toString(Qt::ISODateWithMs) << ',' << e.game << ',' << e.mode << ','
                << csvField(e.variant) << ',' << csvField(e.base) << ',' << e.players << ','
                << csvField(e.bots.join(u',')) << ',' << e.games << ',' << e.seed << ',' << e.shards << ',' << e.source
                << ',' << csvField(e.note) << '\n';
        return;
    }
    out << u"%1  %2  %3  %4  %5  %6\n"_s.arg(u"run"_s, -8)
               .arg(u"when (UTC)"_s, -16)
               .arg(u"mode"_s, -15)
               .arg(u"games"_s, 8)
               .arg(u"rules"_s, -40)
               .arg(u"note"_s);
    for (const auto &e : entries)
        out << u"%1  %2  %3  %4  %5  %6\n"_s.arg(e.id.left(8), -8)
                   .arg(e.ranAt.toUTC().toString(u"yyyy-MM-dd HH:mm"_s), -16)
                   .arg(e.mode, -15)
                   .arg(e.games, 8)
                   .arg(e.base.isEmpty() ? e.variant : e.variant + u" vs "_s + e.base, -40)
                   .arg(e.note);
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

// The same sums; a sweep's by its values' tallies (its rejected cells'
// messages name the files each was played from).
bool sameTally(const RunTally &a, const RunTally &b)
{
    if (a.index() != b.index())
        return false;
    return std::visit(
        [&b](const auto &x) {
            using Tally = std::decay_t<decltype(x)>;
            const Tally &y = std::get<Tally>(b);
            if constexpr (std::is_same_v<Tally, SweepTally>)
                return x.axes == y.axes && x.tallies == y.tallies;
            else
                return x == y;
        },
        a);
}

// Exactly the same games: the tallies (the skill runs' too) are equal.
bool sameResult(const RunResult &a, const RunResult &b)
{
    if (!sameTally(a.tally, b.tally) || a.skill.size() != b.skill.size())
        return false;
    for (std::size_t i = 0; i < a.skill.size(); ++i)
        if (!sameTally(a.skill[i].tally, b.skill[i].tally))
            return false;
    return true;
}

} // namespace

int runNotebook(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"The runs kept in the notebook:\n"
        "  list                 the runs, newest first (--game, --search, --since, --limit)\n"
        "  show RUN             a run's rules and results as simulate printed them\n"
        "  compare RUN RUN      A minus B: paired when they played the same games\n"
        "  rerun RUN            play a run again exactly and say whether it is identical\n"
        "  export RUN... --out F  runs with their results as JSON (--csv: the list)\n"
        "  note RUN TEXT        keep the designer's note with a run\n"
        "RUN is a run's id or the start of it (8 characters, as listed)."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(u"action"_s, kActions);
    parser.addOptions({
        {u"game"_s, u"list: only this game's runs (blasting-billy, ...)."_s, u"GAME"_s},
        {u"search"_s, u"list: only runs whose rules, base or note contain TEXT (any case)."_s, u"TEXT"_s},
        {u"since"_s, u"list: only runs from this date on (YYYY-MM-DD, UTC)."_s, u"DATE"_s},
        {u"limit"_s, u"list: at most N runs."_s, u"N"_s},
        {u"out"_s, u"export: the file to write."_s, u"FILE"_s},
        {u"threads"_s, u"compare, rerun: worker threads (default: one per core)."_s, u"T"_s},
        {u"runs"_s, u"bench: how many runs to generate (default 100000)."_s, u"N"_s, u"100000"_s},
        {u"json"_s, u"Print JSON."_s},
        {u"csv"_s, u"Print CSV."_s},
    });
    parser.addOptions(notebookOptions(true));
    if (const auto done = parseCommand(parser, u"notebook"_s, arguments))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(u"notebook needs an action: %1"_s.arg(kActions));
    if (parser.isSet(u"json"_s) && parser.isSet(u"csv"_s))
        return usageError(u"choose one of --json and --csv"_s);
    const QString action = positional.front();
    const QStringList runs = positional.mid(1);
    const auto needRuns = [&](qsizetype least, qsizetype most) -> std::optional<int> {
        if (runs.size() < least || runs.size() > most)
            return usageError(u"notebook %1 takes %2"_s.arg(
                action, least == most ? u"%1 run id(s)"_s.arg(least) : u"at least %1 run id"_s.arg(least)));
        return std::nullopt;
    };
    RunOptions options;
    if (parser.isSet(u"threads"_s)) {
        bool ok = false;
        options.threads = parser.value(u"threads"_s).toInt(&ok);
        if (!ok || options.threads <= 0 || options.threads > 1024)
            return usageError(u"--threads expects a whole number from 1 to 1024"_s);
    }

    if (action == u"bench"_s) {
        bool ok = false;
        const int count = parser.value(u"runs"_s).toInt(&ok);
        if (!ok || count < 1)
            return usageError(u"--runs expects a positive whole number"_s);
        return runNotebookBench(parser.value(u"notebook"_s), count);
    }
    Notebook notebook(notebookLocation(parser));
    if (!notebook.canRead())
        return failed(u"cannot open the notebook %1: %2"_s.arg(notebook.location(), notebook.error()));
    if (notebook.status() == Notebook::Status::SetAside)
        QTextStream(stderr) << u"houserules-cli: the notebook could not be read (%1); it was moved aside as %2 and a "
                               "new one started\n"_s.arg(notebook.error(), notebook.setAsideAs());
    const auto read = [&](const QString &id) {
        auto entry = notebook.run(id);
        if (!entry)
            failed(notebook.error());
        return entry;
    };
    QTextStream out(stdout);
    const Format format = formatOf(parser);

    if (action == u"list"_s) {
        if (!runs.isEmpty())
            return usageError(u"notebook list takes no run id; filter with --game, --search, --since"_s);
        NotebookFilter filter;
        filter.game = parser.value(u"game"_s);
        filter.text = parser.value(u"search"_s);
        if (parser.isSet(u"since"_s)) {
            filter.since = QDateTime(QDate::fromString(parser.value(u"since"_s), Qt::ISODate), QTime(0, 0), Qt::UTC);
            if (!filter.since.isValid())
                return usageError(u"--since expects a date YYYY-MM-DD, not '%1'"_s.arg(parser.value(u"since"_s)));
        }
        if (parser.isSet(u"limit"_s)) {
            bool ok = false;
            filter.limit = parser.value(u"limit"_s).toInt(&ok);
            if (!ok || filter.limit <= 0)
                return usageError(u"--limit expects a positive whole number"_s);
        }
        writeList(out, notebook.list(filter), format);
        return 0;
    }
    if (action == u"show"_s) {
        if (const auto bad = needRuns(1, 1))
            return *bad;
        const auto entry = read(runs.front());
        if (!entry)
            return 1;
        writeShow(out, *entry, format);
        return 0;
    }
    if (action == u"note"_s) {
        if (runs.size() != 2)
            return usageError(u"notebook note takes a run id and the note"_s);
        const auto entry = read(runs.front());
        if (!entry)
            return 1;
        return notebook.setNote(entry->id, runs[1]) ? 0 : failed(notebook.error());
    }
    if (action == u"compare"_s) {
        if (const auto bad = needRuns(2, 2))
            return *bad;
        const auto a = read(runs[0]), b = read(runs[1]);
        if (!a || !b)
            return 1;
        const auto comparison = compareRuns(*a, *b, options);
        if (!comparison) {
            printErrors(comparison.errors());
            return 1;
        }
        writeComparison(out, *comparison, format);
        return 0;
    }
    if (action == u"rerun"_s) {
        if (const auto bad = needRuns(1, 1))
            return *bad;
        const auto entry = read(runs.front());
        if (!entry)
            return 1;
        QString why;
        const auto plan = planOf(*entry->result, &why);
        if (!plan)
            return failed(u"run %1 cannot be played again: %2"_s.arg(entry->id, why));
        const auto played = play(*plan, options);
        if (!played) {
            printErrors(played.errors());
            return 1;
        }
        writeResult(out, *played, format);
        const bool same = sameResult(*played, *entry->result);
        QTextStream(stderr) << (same ? u"Identical to run %1: the same rules, seeds and bots gave the same games.\n"_s
                                     : u"houserules-cli: NOT identical to run %1\n"_s)
                                   .arg(entry->id.left(8));
        if (!parser.isSet(u"no-notebook"_s) && notebook.canWrite()) {
            const QString id = notebook.record(*played, u"rerun"_s, parser.value(u"note"_s), entry->id, entry->shards);
            if (id.isEmpty())
                failed(u"the rerun was not kept in the notebook: %1"_s.arg(notebook.error()));
        }
        return same ? 0 : 1;
    }
    if (action == u"export"_s) {
        if (const auto bad = needRuns(1, 1000000))
            return *bad;
        if (!parser.isSet(u"out"_s))
            return usageError(u"notebook export needs --out FILE"_s);
        std::vector<NotebookEntry> entries;
        for (const QString &id : runs) {
            auto entry = read(id);
            if (!entry)
                return 1;
            entries.push_back(std::move(*entry));
        }
        // Written whole or not at all: never half a file in place of the old one.
        QSaveFile file(parser.value(u"out"_s));
        if (!file.open(QIODevice::WriteOnly))
            return failed(u"%1: %2"_s.arg(file.fileName(), file.errorString()));
        QTextStream to(&file);
        if (format == Format::Csv) {
            writeList(to, entries, Format::Csv);
        } else {
            QJsonArray array;
            for (const auto &e : entries)
                array.append(entryJson(e));
            to << QJsonDocument(array).toJson(QJsonDocument::Indented);
        }
        to.flush();
        if (!file.commit())
            return failed(u"%1: %2"_s.arg(file.fileName(), file.errorString()));
        return 0;
    }
    return usageError(u"unknown notebook action '%1'; expected %2"_s.arg(action, kActions));
}
