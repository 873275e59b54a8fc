// houserules-cli notebook bench: how fast the notebook lists, filters and
// records with many runs in it. Fills a notebook (a temporary SQLite file,
// or --notebook) with generated runs, then times what the Notebook view
// and `notebook list` ask of it, and runs `notebook list` as a person does:
// when its first run is printed, and its peak memory.

#include "commands.h"

#include "notebook/notebook.h"
#include "notebook/runplan.h"

#include "registry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <QUuid>

#include <algorithm>
#include <cerrno>
#include <limits>

#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace Qt::Literals::StringLiterals;

namespace {

// A real result to copy: a plain run of Blasting Billy.
RunResult sampleResult()
{
    RunPlan plan;
    RunHeader &h = plan.header;
    h.mode = u"simulate"_s;
    h.variant = u"blasting-billy/standard"_s;
    h.players = 4;
    h.bots = QStringList(4, u"heuristic"_s);
    h.games = 200;
    h.seed = 1;
    h.rules.push_back(runRules(*houserules::Registry::instance().loader().load("blasting-billy/standard"), h.variant));
    return *play(plan, {});
}

// `count` runs over the last `days` days, of four games, in big
// transactions (the generator's speed is not what is measured).
bool fill(Notebook &notebook, int count, const RunResult &sample, QString *error)
{
    static const QStringList games {u"blasting-billy"_s, u"boomo"_s, u"halunken-spelunken"_s, u"wyatt-earp"_s};
    static const QStringList notes {u""_s, u""_s, u"baseline"_s, u"four cards"_s, u"Friday playtest"_s};
    const QString results = QString::fromUtf8(QJsonDocument(resultJson(sample)).toJson(QJsonDocument::Compact));
    QSqlDatabase db = notebook.database();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int done = 0; done < count;) {
        db.transaction();
        QSqlQuery run(db), data(db);
        run.prepare(u"INSERT INTO runs (id, ran_at, game, mode, variant, variant_sha256, base, players, bots, games, "
                    "seed, shards, version, note, source, rerun_of, search) VALUES (?, ?, ?, 'simulate', ?, ?, '', 4, "
                    "'heuristic,heuristic,heuristic,heuristic', 200, ?, 1, '0.1.0', ?, 'cli', '', ?)"_s);
        data.prepare(u"INSERT INTO run_data (run_id, results) VALUES (?, ?)"_s);
        for (int i = 0; i < 5000 && done < count; ++i, ++done) {
            const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
            const QString game = games[done % games.size()];
            const QDateTime when = now.addSecs(-qint64(done) * 14 * 24 * 3600 / count);
            const QString variant = game + u"/house-rule-"_s + QString::number(done % 97);
            const QString note = notes[done % notes.size()] + (done % 1000 == 7 ? u" rare"_s : u""_s);
            for (const QVariant &value : QVariantList {id, when.toString(u"yyyy-MM-ddTHH:mm:ss.zzzZ"_s), game, variant,
                     u"0"_s.repeated(64), QString::number(done), note, QString(variant + u"\n\n"_s + note).toLower()})
                run.addBindValue(value);
            data.addBindValue(id);
            data.addBindValue(results);
            if (!run.exec() || !data.exec()) {
                *error = run.lastError().text() + data.lastError().text();
                db.rollback();
                return false;
            }
        }
        db.commit();
    }
    return true;
}

// Milliseconds: the median of `repeats` runs of `work`.
template <typename Work>
double medianMilliseconds(int repeats, Work work)
{
    std::vector<double> times;
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

struct ListRun {
    bool ok = false;
    double firstMilliseconds = 0; // the first run printed (the list flushes it at once)
    double allMilliseconds = 0;
    long peakKilobytes = 0; // the process's peak resident memory, as the kernel counted it
    qint64 lines = 0;
};

// This program's `notebook ARGUMENTS...` in a process of its own, reading
// its output as a terminal or a pipe would; wait4() gives that process's
// own peak memory.
ListRun timeList(const QStringList &arguments)
{
    ListRun run;
    const QByteArray program = QCoreApplication::applicationFilePath().toLocal8Bit();
    std::vector<QByteArray> words {program, QByteArrayLiteral("notebook")};
    for (const QString &argument : arguments)
        words.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    int pipeEnds[2];
    if (::pipe(pipeEnds) != 0)
        return run;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0]);
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1]);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, program.constData(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(pipeEnds[1]);
    if (spawned != 0) {
        ::close(pipeEnds[0]);
        return run;
    }
    std::vector<char> buffer(1 << 16);
    for (;;) {
        const ssize_t n = ::read(pipeEnds[0], buffer.data(), buffer.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        if (run.lines == 0)
            run.firstMilliseconds = double(timer.nsecsElapsed()) / 1e6;
        run.lines += std::count(buffer.data(), buffer.data() + n, '\n');
    }
    ::close(pipeEnds[0]);
    int status = 0;
    rusage usage {};
    while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {}
    run.allMilliseconds = double(timer.nsecsElapsed()) / 1e6;
    run.peakKilobytes = usage.ru_maxrss;
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

// The view: the first rows a QSqlQueryModel fetches (256), per filter;
// `notebook list`: every row the filter lets through.
void timeFilters(QTextStream &out, Notebook &notebook)
{
    struct Case {
        const char *name;
        NotebookFilter filter;
    };
    const QDateTime week = QDateTime::currentDateTimeUtc().addDays(-7);
    const std::vector<Case> cases {
        {"all", {}},
        {"one game", {u"boomo"_s, {}, {}, {}, 0}},
        {"text, common", {{}, u"friday"_s, {}, {}, 0}},
        {"text, rare", {{}, u"rare"_s, {}, {}, 0}},
        {"game + text + last 7 days", {u"wyatt-earp"_s, u"baseline"_s, week, {}, 0}},
    };
    out << u"%1  %2  %3  %4\n"_s.arg(u"filter"_s, -27)
               .arg(u"first 256, ms"_s, 14)
               .arg(u"all rows, ms"_s, 13)
               .arg(u"rows"_s, 8);
    for (const auto &c : cases) {
        const auto [sql, values] = notebook.listQuery(c.filter);
        qint64 rows = 0;
        const auto fetch = [&, sql = sql, values = values](qint64 most) {
            QSqlQuery q(notebook.database());
            q.setForwardOnly(true);
            q.prepare(sql);
            for (const QVariant &value : values)
                q.addBindValue(value);
            q.exec();
            rows = 0;
            while (rows < most && q.next()) {
                (void)q.value(4);
                ++rows;
            }
        };
        const double page = medianMilliseconds(7, [&] { fetch(256); });
        const double all = medianMilliseconds(3, [&] { fetch(std::numeric_limits<qint64>::max()); });
        out << u"%1  %2  %3  %4\n"_s.arg(QString::fromLatin1(c.name), -27)
                   .arg(page, 14, 'f', 1)
                   .arg(all, 13, 'f', 1)
                   .arg(rows, 8);
    }
}

// `notebook list` as a person runs it: the first run printed at once, the
// rest streamed, never all of them in memory. False when a list failed.
bool timeListing(QTextStream &out, const Notebook &notebook)
{
    for (const QStringList &format : {QStringList {}, QStringList {u"--json"_s}}) {
        const ListRun list = timeList(QStringList {u"list"_s, u"--notebook"_s, notebook.location()} + format);
        if (!list.ok) {
            QTextStream(stderr) << "houserules-cli: notebook list failed\n";
            return false;
        }
        out << u"notebook list%1: first run printed after %2 ms, all %3 lines after %4 ms, peak memory %5 MB\n"_s
                   .arg(format.isEmpty() ? QString() : u" "_s + format.join(u' '))
                   .arg(list.firstMilliseconds, 0, 'f', 1)
                   .arg(list.lines)
                   .arg(list.allMilliseconds, 0, 'f', 0)
                   .arg(double(list.peakKilobytes) / 1024, 0, 'f', 1);
    }
    return true;
}

// Recording: one run, its results and its rules, in one transaction.
void timeRecording(QTextStream &out, Notebook &notebook, const RunResult &sample)
{
    std::vector<double> record;
    for (int i = 0; i < 200; ++i)
        record.push_back(medianMilliseconds(1, [&] { notebook.record(sample, u"bench"_s); }));
    std::sort(record.begin(), record.end());
    out << u"\nrecording a run (%1 KB of results): median %2 ms, 95th percentile %3 ms, max %4 ms\n"_s
               .arg(QJsonDocument(resultJson(sample)).toJson(QJsonDocument::Compact).size() / 1024)
               .arg(record[record.size() / 2], 0, 'f', 2)
               .arg(record[record.size() * 95 / 100], 0, 'f', 2)
               .arg(record.back(), 0, 'f', 2);
}

} // namespace

int runNotebookBench(const QString &location, int runs)
{
    QTextStream out(stdout);
    QTemporaryDir dir;
    Notebook notebook(location.isEmpty() ? dir.filePath(u"bench.sqlite"_s) : location);
    if (!notebook.canWrite()) {
        QTextStream(stderr) << "houserules-cli: cannot write the notebook: " << notebook.error() << '\n';
        return 1;
    }
    const RunResult sample = sampleResult();
    QString error;
    QElapsedTimer filling;
    filling.start();
    if (!fill(notebook, runs, sample, &error)) {
        QTextStream(stderr) << "houserules-cli: " << error << '\n';
        return 1;
    }
    out << u"notebook %1 with %2 generated runs (filled in %3 s)\n\n"_s.arg(notebook.location())
               .arg(runs)
               .arg(double(filling.elapsed()) / 1000, 0, 'f', 1);
    timeFilters(out, notebook);
    out << '\n';
    if (!timeListing(out, notebook))
        return 1;
    timeRecording(out, notebook, sample);
    return 0;
}
