// The notebook's store on SQLite: a run kept and read back whole, the list
// filtered, a database of the previous schema migrated, its identity in
// SQLite's header, another program's file refused untouched, a damaged one
// set aside (never lost) and salvaged, each failure said by its cause, one
// of a newer program or held by another instance opened read-only, and a
// process killed while it writes.

#include "notebook/notebook.h"
#include "notebook/notebooksalvage.h"
#include "notebook/notebookschema.h"
#include "notebookfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <csignal>
#include <limits>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using notebooktest::playedRun;

namespace {

// A connection of the test's own to the file, beside the notebook's.
class RawDatabase {
public:
    explicit RawDatabase(const QString &file) : m_name(u"raw-"_s + file)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(file);
        db.open();
    }
    ~RawDatabase()
    {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    bool exec(const QString &sql) { return QSqlQuery(QSqlDatabase::database(m_name)).exec(sql); }
    QVariant value(const QString &sql)
    {
        QSqlQuery q(QSqlDatabase::database(m_name));
        return q.exec(sql) && q.next() ? q.value(0) : QVariant();
    }

private:
    QString m_name;
};

QByteArray contents(const QString &file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
}

// The application id in a SQLite file's header, as another program reads it.
qint32 headerApplicationId(const QString &file)
{
    const QByteArray header = contents(file).left(100);
    return header.size() == 100 ? qFromBigEndian<qint32>(header.constData() + 68) : -1;
}

// `count` runs kept in a new notebook at `file` (closed again): their ids.
QStringList keepRuns(const QString &file, int count)
{
    const RunResult played = playedRun(u"blasting-billy/standard"_s, 30);
    Notebook notebook(file);
    QStringList ids;
    for (int i = 0; i < count; ++i)
        ids << notebook.record(played, u"cli"_s, u"run %1"_s.arg(i));
    return ids;
}

// Garbage over a few pages of a notebook, its header (page 1) intact: the
// root of the list's date index, and three pages through the runs.
void damage(const QString &file)
{
    int dateIndex = 0;
    {
        RawDatabase raw(file);
        dateIndex = raw.value(u"SELECT rootpage FROM sqlite_master WHERE name = 'runs_by_date'"_s).toInt();
    }
    QFile io(file);
    QVERIFY(io.open(QIODevice::ReadWrite));
    const qint64 pageSize = 4096, pages = io.size() / pageSize;
    QVERIFY2(pages > 30 && dateIndex > 1, qPrintable(QString::number(pages)));
    for (const qint64 page : {qint64(dateIndex), pages / 3, pages / 2, 2 * pages / 3}) {
        io.seek((page - 1) * pageSize);
        io.write(QByteArray(pageSize, '\x5a'));
    }
}

} // namespace

class TestNotebook : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void keepsARunWhole()
    {
        const QString file = m_dir.filePath(u"whole.sqlite"_s);
        Notebook notebook(file);
        QCOMPARE(notebook.status(), Notebook::Status::Open);
        QCOMPARE(notebook.schemaVersion(), Notebook::kSchemaVersion);
        const RunResult played = playedRun(u"blasting-billy/four-card-hand"_s, 60, 5);
        const QString id = notebook.record(played, u"cli"_s, u"four cards, first try"_s);
        QVERIFY2(!id.isEmpty(), qPrintable(notebook.error()));

        const auto entry = notebook.run(id.left(8));
        QVERIFY2(entry, qPrintable(notebook.error()));
        QCOMPARE(entry->id, id);
        QCOMPARE(entry->game, u"blasting-billy"_s);
        QCOMPARE(entry->mode, u"simulate"_s);
        QCOMPARE(entry->variant, u"blasting-billy/four-card-hand"_s);
        QCOMPARE(entry->players, 3);
        QCOMPARE(entry->bots, (QStringList {u"heuristic"_s, u"heuristic"_s, u"heuristic"_s}));
        QCOMPARE(entry->games, qint64(60));
        QCOMPARE(entry->seed, quint64(5));
        QCOMPARE(entry->shards, 1);
        QCOMPARE(entry->source, u"cli"_s);
        QCOMPARE(entry->note, u"four cards, first try"_s);
        QVERIFY(!entry->version.isEmpty());
        QVERIFY(qAbs(entry->ranAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        // The results exactly, and the rules they were played with.
        QVERIFY(std::get<houserules::SimulationTally>(entry->result->tally)
            == std::get<houserules::SimulationTally>(played.tally));
        QCOMPARE(entry->result->header.rules, played.header.rules);
        QCOMPARE(entry->variantSha256, played.header.rules.front().sha256());
        QCOMPARE(entry->variantSha256.size(), 64);

        QVERIFY(notebook.setNote(id, u"four cards: seat 1 gains"_s));
        QCOMPARE(notebook.run(id)->note, u"four cards: seat 1 gains"_s);
        QVERIFY(notebook.remove({id}));
        QVERIFY(!notebook.run(id));
        QVERIFY(notebook.error().contains(u"no run"_s));
    }

    void listsNewestFirstAndFilters()
    {
        Notebook notebook(m_dir.filePath(u"filters.sqlite"_s));
        const RunResult billy = playedRun(u"blasting-billy/standard"_s, 10);
        const RunResult boomo = playedRun(u"boomo/standard"_s, 10);
        const QString first = notebook.record(billy, u"cli"_s, u"Baseline for Friday"_s);
        QTest::qWait(5); // distinct times
        const QString second = notebook.record(boomo, u"lab"_s, u"100% sure_ish"_s);
        QTest::qWait(5);
        const QString third = notebook.record(billy, u"lab"_s);
        const auto ids = [](const std::vector<NotebookEntry> &entries) {
            QStringList out;
            for (const auto &e : entries)
                out << e.id;
            return out;
        };
        QCOMPARE(ids(notebook.list({})), (QStringList {third, second, first}));
        QCOMPARE(ids(notebook.list({u"boomo"_s, {}, {}, {}, 0})), QStringList {second});
        // Any case, in the note or the rules; % and _ are plain characters.
        QCOMPARE(ids(notebook.list({{}, u"FRIDAY"_s, {}, {}, 0})), QStringList {first});
        QCOMPARE(ids(notebook.list({{}, u"boomo/"_s, {}, {}, 0})), QStringList {second});
        QCOMPARE(ids(notebook.list({{}, u"0% s"_s, {}, {}, 0})), QStringList {second});
        QCOMPARE(ids(notebook.list({{}, u"e_i"_s, {}, {}, 0})), QStringList {second});
        QCOMPARE(ids(notebook.list({{}, u"%"_s, {}, {}, 0})), QStringList {second});
        QCOMPARE(ids(notebook.list({{}, {}, {}, {}, 2})), (QStringList {third, second}));
        // A new note is searched, the old one no longer.
        QVERIFY(notebook.setNote(first, u"Saturday after all"_s));
        QCOMPARE(ids(notebook.list({{}, u"saturday"_s, {}, {}, 0})), QStringList {first});
        QVERIFY(notebook.list({{}, u"friday"_s, {}, {}, 0}).empty());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QCOMPARE(notebook.list({{}, {}, now.addSecs(60), {}, 0}).size(), std::size_t(0));
        QCOMPARE(notebook.list({{}, {}, now.addDays(-1), now.addSecs(60), 0}).size(), std::size_t(3));
        QCOMPARE(notebook.games(), (QStringList {u"blasting-billy"_s, u"boomo"_s}));
        // The start of an id that two runs share is not enough.
        QString shared;
        for (qsizetype n = 0; n < first.size() && first[n] == third[n]; ++n)
            shared += first[n];
        QVERIFY(!notebook.run(shared + u"zz"_s));
        if (!shared.isEmpty()) {
            QVERIFY(!notebook.run(shared));
            QVERIFY(notebook.error().contains(u"several"_s));
        }
    }

    // Version 1 had no source and no rerun_of: such a database is migrated
    // when opened, and its runs read as before.
    void migratesTheLastVersion()
    {
        const QString file = m_dir.filePath(u"version1.sqlite"_s);
        const RunResult played = playedRun(u"blasting-billy/standard"_s, 10);
        {
            RawDatabase raw(file);
            for (const QString &statement : notebookschema::steps().front())
                QVERIFY2(raw.exec(statement), qPrintable(statement));
            QVERIFY(raw.exec(u"UPDATE notebook_schema SET version = 1"_s));
            QVERIFY(raw.exec(u"INSERT INTO runs VALUES ('0a1b2c3d-0000-0000-0000-000000000000', "
                             "'2026-11-10T09:00:00.000Z', 'blasting-billy', 'simulate', 'blasting-billy/standard', "
                             "'x', '', 3, 'heuristic,heuristic,heuristic', 10, '1', 1, '0.1.0', 'last Tuesday')"_s));
            QSqlQuery insert(QSqlDatabase::database(u"raw-"_s + file));
            insert.prepare(u"INSERT INTO run_data VALUES ('0a1b2c3d-0000-0000-0000-000000000000', ?)"_s);
            insert.addBindValue(QString::fromUtf8(QJsonDocument(resultJson(played)).toJson()));
            QVERIFY(insert.exec());
        }
        Notebook notebook(file);
        QCOMPARE(notebook.status(), Notebook::Status::Open);
        QCOMPARE(notebook.schemaVersion(), Notebook::kSchemaVersion);
        const auto old = notebook.run(u"0a1b2c3d"_s);
        QVERIFY2(old, qPrintable(notebook.error()));
        QCOMPARE(old->note, u"last Tuesday"_s);
        QCOMPARE(old->source, QString());
        QCOMPARE(old->ranAt, QDateTime(QDate(2026, 11, 10), QTime(9, 0), Qt::UTC));
        QVERIFY(std::get<houserules::SimulationTally>(old->result->tally)
            == std::get<houserules::SimulationTally>(played.tally));
        // Found by a search, as runs kept since are.
        QCOMPARE(notebook.list({{}, u"TUESDAY"_s, {}, {}, 0}).size(), std::size_t(1));
        QVERIFY(!notebook.record(played, u"cli"_s).isEmpty());
        QCOMPARE(RawDatabase(file).value(u"SELECT version FROM notebook_schema"_s).toInt(), Notebook::kSchemaVersion);
    }

    // Version 2 had no titles and no balancer's searches: opened, it gains
    // both in place, every run kept as it was and given the title its rules
    // carry (in every language, found by a search), a run without its rules
    // none; SQLite's header says the new version.
    void migratesVersion2AddingTitles()
    {
        const QString file = m_dir.filePath(u"version2.sqlite"_s);
        const RunResult goldRush = playedRun(u"blasting-billy/gold-rush"_s, 10);
        const RunResult standard = playedRun(u"blasting-billy/standard"_s, 10, 2);
        RunResult withoutRules = standard;
        withoutRules.header.rules.clear();
        const std::vector<std::pair<QString, const RunResult *>> runs {
            {u"11111111-0000-0000-0000-000000000000"_s, &goldRush},
            {u"22222222-0000-0000-0000-000000000000"_s, &standard},
            {u"33333333-0000-0000-0000-000000000000"_s, &withoutRules},
            {u"44444444-0000-0000-0000-000000000000"_s, &goldRush}}; // the same rules again
        {
            RawDatabase raw(file);
            for (std::size_t step = 0; step < 2; ++step)
                for (const QString &statement : notebookschema::steps()[step])
                    QVERIFY2(raw.exec(statement), qPrintable(statement));
            QVERIFY(raw.exec(u"UPDATE notebook_schema SET version = 2"_s));
            QVERIFY(raw.exec(u"PRAGMA application_id = %1"_s.arg(Notebook::kApplicationId)));
            QVERIFY(raw.exec(u"PRAGMA user_version = 2"_s));
            int minute = 0;
            for (const auto &[id, result] : runs) {
                QSqlQuery insert(QSqlDatabase::database(u"raw-"_s + file));
                insert.prepare(u"INSERT INTO runs (id, ran_at, game, mode, variant, variant_sha256, base, players, "
                               "bots, games, seed, shards, version, note, source, rerun_of, search) VALUES (?, ?, "
                               "'blasting-billy', 'simulate', ?, ?, '', 3, 'heuristic,heuristic,heuristic', 10, "
                               "'1', 1, '0.1.0', ?, 'cli', '', ?)"_s);
                const QString note = u"kept before titles %1"_s.arg(minute);
                // As version 2 kept them: the hash of the rules, the search text in lower case.
                const QString sha = result->header.rules.empty() ? u""_s : result->header.rules.front().sha256();
                const QString search = QString(result->header.variant + u"\n\n"_s + note).toLower();
                for (const QVariant &value : QVariantList {
                         id, u"2026-11-10T09:0%1:00.000Z"_s.arg(minute++), result->header.variant, sha, note, search})
                    insert.addBindValue(value);
                QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
                insert.prepare(u"INSERT INTO run_data VALUES (?, ?)"_s);
                insert.addBindValue(id);
                insert.addBindValue(QString::fromUtf8(QJsonDocument(resultJson(*result)).toJson()));
                QVERIFY(insert.exec());
            }
        }
        {
            Notebook notebook(file);
            QCOMPARE(notebook.status(), Notebook::Status::Open);
            QCOMPARE(notebook.schemaVersion(), 3);
            const auto listed = notebook.list({});
            QCOMPARE(listed.size(), runs.size());
            for (const auto &[id, result] : runs) {
                const auto entry = notebook.run(id);
                QVERIFY2(entry, qPrintable(notebook.error()));
                QCOMPARE(entry->variant, result->header.variant);
                QVERIFY(std::get<houserules::SimulationTally>(entry->result->tally)
                    == std::get<houserules::SimulationTally>(result->tally));
            }
            const auto gold = notebook.run(u"11111111"_s);
            QCOMPARE(titleIn(gold->titles, u"en"_s), u"Gold rush"_s);
            QCOMPARE(titleIn(gold->titles, u"de"_s), u"Goldrausch"_s);
            QCOMPARE(gold->titles.size(), 5);
            QCOMPARE(titleIn(notebook.run(u"22222222"_s)->titles, u"nl"_s), u"Standaardregels"_s);
            QVERIFY(notebook.run(u"33333333"_s)->titles.isEmpty());
            // Found by a title in any language; the notes still found too.
            const auto found = notebook.list({{}, u"goudkoorts"_s, {}, {}, 0});
            QCOMPARE(found.size(), std::size_t(2)); // both runs of the gold rush
            QCOMPARE(found.back().id, runs.front().first);
            QCOMPARE(titleIn(notebook.run(u"44444444"_s)->titles, u"it"_s), u"Febbre dell’oro"_s);
            QCOMPARE(notebook.list({{}, u"before titles 2"_s, {}, {}, 0}).size(), std::size_t(1));
            QCOMPARE(notebook.list({{}, u"titles 0\ngold"_s, {}, {}, 0}).size(), std::size_t(1)); // note, then title
            // The new table is there.
            QVERIFY2(notebook.balances({}).empty() && notebook.error().isEmpty(), qPrintable(notebook.error()));
        }
        QCOMPARE(RawDatabase(file).value(u"SELECT version FROM notebook_schema"_s).toInt(), 3);
        QCOMPARE(RawDatabase(file).value(u"PRAGMA user_version"_s).toInt(), 3);
    }

    // A balancer's search kept whole: listed and read back by a prefix of
    // its id, its spec carrying the base rules whole; played again from the
    // kept spec alone it gives the same result (and another seed does not).
    void keepsABalanceSearchToRerun()
    {
        const auto loader = houserules::Registry::instance().loader();
        auto base = loader.load("blasting-billy/standard");
        QVERIFY(base);
        houserules::BalanceSpec spec;
        spec.simulation.players = 3;
        spec.simulation.bots = {"heuristic", "heuristic", "heuristic"};
        spec.simulation.seed = 7;
        spec.base = &*base;
        spec.game = houserules::Registry::instance().game(base->game);
        spec.loader = &loader;
        spec.parameters = {{"hand_size", 3, 5}};
        // "No longer than today": a target relative to the base, kept as such.
        spec.targets = {{"first_player_advantage", -1, 1, false, 1},
            {"length", -std::numeric_limits<double>::infinity(), 0, true, 1, true}};
        spec.budget = 1500;
        spec.proposals = 2;
        const auto report = houserules::balance(spec);
        QVERIFY(report);

        Notebook notebook(m_dir.filePath(u"balances.sqlite"_s));
        const QString id = notebook.keepBalance(spec, *report, u"lab"_s, u"hand size"_s);
        QVERIFY2(!id.isEmpty(), qPrintable(notebook.error()));
        QVERIFY(notebook.list({}).empty()); // a search is not a run
        const auto listed = notebook.balances({{}, u"HAND"_s, {}, {}, 0});
        QCOMPARE(listed.size(), std::size_t(1));
        QCOMPARE(listed.front().id, id);
        QCOMPARE(listed.front().game, u"blasting-billy"_s);
        QCOMPARE(listed.front().variant, u"blasting-billy/standard"_s);
        QCOMPARE(titleIn(listed.front().titles, u"en"_s), u"Standard rules"_s);
        QCOMPARE(listed.front().seed, quint64(7));
        QCOMPARE(listed.front().budget, qint64(1500));
        QCOMPARE(listed.front().bots.size(), 3);
        QVERIFY(listed.front().spec.isEmpty()); // listed without the whole
        QVERIFY(notebook.balances({{}, u"nothing like it"_s, {}, {}, 0}).empty());

        const auto kept = notebook.balance(id.left(8));
        QVERIFY2(kept, qPrintable(notebook.error()));
        QCOMPARE(kept->spec[u"rules"_s].toString(), runRules(*base, u"blasting-billy/standard"_s).yaml);
        QCOMPARE(kept->spec[u"targets"_s].toArray().size(), 2);
        QVERIFY(kept->spec[u"targets"_s].toArray()[0].toObject()[u"constraint"_s].toBool() == false);
        QVERIFY(kept->spec[u"targets"_s].toArray()[1].toObject()[u"relative"_s].toBool());
        QCOMPARE(kept->result[u"candidates"_s].toArray().size(), qsizetype(report->candidates.size()));
        QCOMPARE(kept->result[u"proposals"_s].toArray().size(), 2);
        QCOMPARE(kept->result, balanceResultJson(*report));
        QCOMPARE(kept->result[u"proposals"_s].toArray()[0].toObject()[u"verdicts"_s].toArray().size(), 2);

        QString why;
        const auto again = rerunBalance(kept->spec, {}, &why);
        QVERIFY2(again, qPrintable(why));
        QVERIFY(sameBalance(*again, kept->result));
        QJsonObject otherSeed = kept->spec;
        otherSeed[u"seed"_s] = u"8"_s;
        const auto other = rerunBalance(otherSeed, {}, &why);
        QVERIFY2(other, qPrintable(why));
        QVERIFY(!sameBalance(*other, kept->result));

        const QString rerun = notebook.keepBalance(kept->spec, *again, u"rerun"_s, {}, kept->id);
        QCOMPARE(notebook.balance(rerun)->rerunOf, id);
        QCOMPARE(notebook.balances({}).size(), std::size_t(2));
        QVERIFY(!notebook.balance(u"ffff"_s));
        QVERIFY(notebook.error().contains(u"no balance search"_s));
        QJsonObject broken = kept->spec;
        broken.remove(u"rules"_s);
        QVERIFY(!loadBalanceSpec(broken, &why));
        QVERIFY(why.contains(u"base rules"_s));
    }

    // A run keeps the title of the rules it played, every language of it;
    // the list shows it in the user's language.
    void keepsTheRulesTitle()
    {
        Notebook notebook(m_dir.filePath(u"titles.sqlite"_s));
        const QString id = notebook.record(playedRun(u"blasting-billy/gold-rush"_s, 10), u"cli"_s);
        QVERIFY2(!id.isEmpty(), qPrintable(notebook.error()));
        const auto entry = notebook.list({}).front();
        QCOMPARE(entry.titles.value(u"fr"_s), u"Ruée vers l’or"_s);
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Italian));
        QCOMPARE(entry.title(), u"Febbre dell’oro"_s);
        QLocale::setDefault(QLocale(QLocale::Japanese)); // no such title: the English one
        QCOMPARE(entry.title(), u"Gold rush"_s);
        QLocale::setDefault(before);
    }

    // A new notebook carries its identity in SQLite's header: the
    // application id and the schema version; one from before there was an
    // application id is known by its tables and stamped.
    void carriesItsIdentity()
    {
        const QString file = m_dir.filePath(u"identity.sqlite"_s);
        {
            Notebook notebook(file);
            QCOMPARE(notebook.status(), Notebook::Status::Open);
        }
        QCOMPARE(headerApplicationId(file), Notebook::kApplicationId);
        QCOMPARE(RawDatabase(file).value(u"PRAGMA application_id"_s).toInt(), Notebook::kApplicationId);
        QCOMPARE(RawDatabase(file).value(u"PRAGMA user_version"_s).toInt(), Notebook::kSchemaVersion);

        const QString older = m_dir.filePath(u"before-identity.sqlite"_s);
        {
            RawDatabase raw(older);
            for (const auto &step : notebookschema::steps())
                for (const QString &statement : step)
                    QVERIFY2(raw.exec(statement), qPrintable(statement));
            QVERIFY(raw.exec(u"UPDATE notebook_schema SET version = %1"_s.arg(Notebook::kSchemaVersion)));
        }
        QCOMPARE(headerApplicationId(older), 0);
        {
            Notebook notebook(older);
            QCOMPARE(notebook.status(), Notebook::Status::Open);
        }
        QCOMPARE(headerApplicationId(older), Notebook::kApplicationId);
        QCOMPARE(RawDatabase(older).value(u"PRAGMA user_version"_s).toInt(), Notebook::kSchemaVersion);
    }

    // Another program's file, given as the notebook: refused with the
    // reason, never renamed, changed or replaced.
    void refusesWhatIsNotANotebook_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("sql");
        QTest::addColumn<QString>("reason");
        QTest::newRow("text file") << QByteArray("Shopping: eggs, flour, 12 tomatoes\n") << QStringList()
                                   << u"not an SQLite database"_s;
        QTest::newRow("old SQLite") << QByteArray("SQLite format 2\0 this is no database at all", 44) << QStringList()
                                    << u"not an SQLite database"_s;
        QTest::newRow("garbage") << QByteArray(8192, '\x5a') << QStringList() << u"not an SQLite database"_s;
        QTest::newRow("places.sqlite")
            << QByteArray()
            << QStringList {u"PRAGMA journal_mode=WAL"_s,
                   u"CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url LONGVARCHAR, title LONGVARCHAR)"_s,
                   u"CREATE TABLE moz_bookmarks (id INTEGER PRIMARY KEY, fk INTEGER, title LONGVARCHAR)"_s,
                   u"INSERT INTO moz_places (url, title) VALUES ('https://example.org/', 'Example')"_s}
            << u"tables of another program (moz_places, moz_bookmarks)"_s;
        QTest::newRow("another application id")
            << QByteArray()
            << QStringList {u"PRAGMA application_id = 252006673"_s, u"CREATE TABLE notebook_schema (v INTEGER)"_s}
            << u"application id 0x0f055111"_s;
        QTest::newRow("another application id, no tables")
            << QByteArray() << QStringList {u"PRAGMA application_id = 1598902350"_s} << u"application id 0x5f4d504e"_s;
    }

    void refusesWhatIsNotANotebook()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, sql);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"theirs.sqlite"_s);
        if (!sql.isEmpty()) {
            RawDatabase raw(file);
            for (const QString &statement : sql)
                QVERIFY2(raw.exec(statement), qPrintable(statement));
        } else {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(bytes);
        }
        const QByteArray before = contents(file);
        const QStringList there = QDir(dir.path()).entryList(QDir::Files);
        {
            Notebook notebook(file);
            QCOMPARE(notebook.status(), Notebook::Status::Failed);
            QVERIFY2(notebook.error().contains(u"not a Houserules notebook"_s), qPrintable(notebook.error()));
            QVERIFY2(notebook.error().contains(reason), qPrintable(notebook.error()));
            QVERIFY(!notebook.canRead());
            QVERIFY(notebook.record(playedRun(u"blasting-billy/standard"_s, 5), u"cli"_s).isEmpty());
            QVERIFY2(notebook.error().contains(u"not a Houserules notebook"_s), qPrintable(notebook.error()));
            QVERIFY(notebook.list({}).empty());
        }
        QCOMPARE(contents(file), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), there); // nothing set aside, nothing beside it
    }

    // Pages of a notebook with runs overwritten, its header intact: found
    // at opening, set aside as it is with the cause, a new notebook started,
    // and what still reads in it salvaged.
    void setsAsideADamagedNotebook()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"damaged.sqlite"_s);
        const QStringList ids = keepRuns(file, 12);
        damage(file);
        const QByteArray damaged = contents(file);

        Notebook notebook(file);
        QCOMPARE(notebook.status(), Notebook::Status::SetAside);
        QVERIFY2(notebook.error().contains(u"damaged"_s), qPrintable(notebook.error()));
        QVERIFY(notebook.setAsideAs().startsWith(file + u".unreadable-"_s));
        QCOMPARE(contents(notebook.setAsideAs()), damaged); // kept as it was
        QVERIFY(notebook.list({}).empty());                 // the new one
        QVERIFY(!notebook.record(playedRun(u"blasting-billy/standard"_s, 5), u"cli"_s).isEmpty());

        SalvageCount count;
        QString error;
        std::vector<NotebookEntry> salvaged;
        QVERIFY2(salvageRuns(
                     notebook.setAsideAs(), [&](const NotebookEntry &e) { salvaged.push_back(e); }, &count, &error),
            qPrintable(error));
        QCOMPARE(contents(notebook.setAsideAs()), damaged); // read, not changed
        QCOMPARE(qint64(salvaged.size()), count.runs);
        QVERIFY(count.runs >= 6);
        QVERIFY(count.runs + count.unreadable <= ids.size());
        const RunResult played = playedRun(u"blasting-billy/standard"_s, 30);
        int whole = 0;
        for (const NotebookEntry &e : salvaged) {
            QVERIFY(ids.contains(e.id));
            QCOMPARE(e.note, u"run %1"_s.arg(ids.indexOf(e.id)));
            if (e.result) {
                ++whole;
                QVERIFY(std::get<houserules::SimulationTally>(e.result->tally)
                    == std::get<houserules::SimulationTally>(played.tally));
            }
        }
        QCOMPARE(whole, count.runs - count.withoutResults);
        QVERIFY(whole >= 1);
    }

    // A notebook too large to check at opening: a damaged page is met by
    // the read, which says so, never an empty list without a word.
    void aLargeDamagedNotebookFailsTheRead()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"large.sqlite"_s);
        keepRuns(file, 12);
        damage(file);
        Notebook::Options unchecked;
        unchecked.wholeCheckBytes = 0;
        Notebook notebook(file, unchecked);
        QCOMPARE(notebook.status(), Notebook::Status::Open);
        int rows = 0;
        QVERIFY(!notebook.forEachEntry({}, [&](const NotebookEntry &) { return ++rows > 0; }));
        QVERIFY2(notebook.error().contains(u"damaged"_s), qPrintable(notebook.error()));
    }

    // Each reason a notebook cannot be opened or written is said as itself,
    // never as "read-only".
    void namesTheRealCause()
    {
        QTemporaryDir dir;
        const RunResult played = playedRun(u"blasting-billy/standard"_s, 5);
        const auto refused = [&](const QString &location, const QString &cause) {
            Notebook notebook(location);
            QCOMPARE(notebook.status(), Notebook::Status::Failed);
            QVERIFY2(notebook.error().contains(cause), qPrintable(notebook.error()));
            QVERIFY(notebook.record(played, u"cli"_s).isEmpty());
            QVERIFY2(notebook.error().contains(cause), qPrintable(notebook.error()));
            QVERIFY2(!notebook.error().contains(u"read-only"_s), qPrintable(notebook.error()));
        };
        refused(dir.path(), u"it is a folder"_s);
        const QString plain = dir.filePath(u"plain.txt"_s);
        QFile(plain).open(QIODevice::WriteOnly);
        refused(plain + u"/notebook.sqlite"_s, u"is not a folder"_s);
        refused(u"postgresql://127.0.0.1:1/houserules"_s, u"cannot connect to the server 127.0.0.1:1"_s);
        refused(u"postgresql://127.0.0.1:99999/houserules"_s, u"malformed URL at character 24"_s);
        if (::geteuid() != 0) { // root writes anywhere
            const QString closed = dir.filePath(u"closed"_s);
            QVERIFY(QDir().mkpath(closed));
            QFile::setPermissions(closed, QFile::ReadOwner | QFile::ExeOwner);
            refused(closed + u"/notebook.sqlite"_s, u"is not writable"_s);
            QFile::setPermissions(closed, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }

        // Read-only because another program holds it: said with who.
        const QString file = dir.filePath(u"held.sqlite"_s);
        Notebook::Options instance;
        instance.holdForInstance = true;
        Notebook first(file, instance);
        Notebook second(file, instance);
        QCOMPARE(second.status(), Notebook::Status::ReadOnly);
        QVERIFY(second.record(played, u"lab"_s).isEmpty());
        QVERIFY2(second.error().contains(u"read-only: it is held by"_s), qPrintable(second.error()));
        QVERIFY2(
            second.error().contains(QString::number(QCoreApplication::applicationPid())), qPrintable(second.error()));
    }

    // A notebook URL with a fault opens nothing and makes no file: the
    // error says at which character it goes wrong.
    void malformedUrlsSayWhere_data()
    {
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("message");
        QTest::newRow("one slash") << u"postgresql:/notebook"_s << u"at character 12: expected // after postgresql:"_s;
        QTest::newRow("no slashes") << u"postgres:notebook"_s << u"at character 10: expected // after postgres:"_s;
        QTest::newRow("port not a number")
            << u"postgresql://ilse@lab-db:543x/houserules"_s << u"at character 26: expected a port from 1 to 65535"_s;
        QTest::newRow("port too large") << u"postgresql://lab-db:99999/houserules"_s
                                        << u"at character 21: expected a port from 1 to 65535"_s;
        QTest::newRow("bad escape") << u"postgresql://il%zze@lab-db/houserules"_s
                                    << u"at character 16: expected two hexadecimal digits after %"_s;
    }
    void malformedUrlsSayWhere()
    {
        QFETCH(QString, location);
        QFETCH(QString, message);
        QTemporaryDir here;
        const QString before = QDir::currentPath();
        QDir::setCurrent(here.path());
        const Notebook notebook(location);
        QDir::setCurrent(before);
        QCOMPARE(notebook.status(), Notebook::Status::Failed);
        QVERIFY2(notebook.error().contains(message), qPrintable(notebook.error()));
        QVERIFY(QDir(here.path()).isEmpty());
    }
    void wellFormedUrlsPass()
    {
        for (const QString &url : {u"postgresql://ilse@lab-db:5432/houserules"_s, u"postgres://lab-db/houserules"_s,
                 u"postgresql://u:p%41ss@[::1]:5433/db"_s, u"PostgreSQL://lab-db/houserules?host=/run/postgresql"_s,
                 u"notebook.sqlite"_s, u"/home/ilse/postgresql-notes.sqlite"_s})
            QVERIFY2(
                Notebook::locationProblem(url).isEmpty(), qPrintable(url + u": "_s + Notebook::locationProblem(url)));
    }

    void newerVersionIsReadOnly()
    {
        const QString file = m_dir.filePath(u"newer.sqlite"_s);
        {
            Notebook notebook(file);
            QVERIFY(!notebook.record(playedRun(u"blasting-billy/standard"_s, 5), u"cli"_s).isEmpty());
        }
        QVERIFY(RawDatabase(file).exec(u"UPDATE notebook_schema SET version = 99"_s));
        Notebook notebook(file);
        QCOMPARE(notebook.status(), Notebook::Status::NewerVersion);
        QCOMPARE(notebook.schemaVersion(), 99);
        QVERIFY(!notebook.canWrite());
        QVERIFY(notebook.record(playedRun(u"blasting-billy/standard"_s, 5), u"cli"_s).isEmpty());
        QCOMPARE(notebook.list({}).size(), std::size_t(1)); // still read
        QCOMPARE(RawDatabase(file).value(u"SELECT version FROM notebook_schema"_s).toInt(), 99);
    }

    // One app instance at a time writes; a second reads, and says who holds it.
    void secondInstanceReadsOnly()
    {
        const QString file = m_dir.filePath(u"instances.sqlite"_s);
        const RunResult played = playedRun(u"blasting-billy/standard"_s, 5);
        Notebook::Options instance;
        instance.holdForInstance = true;
        auto first = std::make_unique<Notebook>(file, instance);
        QCOMPARE(first->status(), Notebook::Status::Open);
        QVERIFY(!first->record(played, u"lab"_s).isEmpty());
        {
            Notebook second(file, instance);
            QCOMPARE(second.status(), Notebook::Status::ReadOnly);
            QVERIFY2(second.holder().contains(QString::number(QCoreApplication::applicationPid())),
                qPrintable(second.holder()));
            QVERIFY(!second.canWrite());
            QCOMPARE(second.list({}).size(), std::size_t(1));
            QVERIFY(second.record(played, u"lab"_s).isEmpty());
            QVERIFY(!second.setNote(second.list({}).front().id, u"mine"_s));
            // The CLI records beside an instance (one short transaction).
            Notebook cli(file);
            QCOMPARE(cli.status(), Notebook::Status::Open);
            QVERIFY(!cli.record(played, u"cli"_s).isEmpty());
        }
        first.reset();
        Notebook third(file, instance);
        QCOMPARE(third.status(), Notebook::Status::Open);
        QCOMPARE(third.list({}).size(), std::size_t(2));
    }

    // A writer that holds the database longer than the wait: the run is
    // not kept, with the reason, and nothing half-written remains.
    void busyDatabaseRefusesCleanly()
    {
        const QString file = m_dir.filePath(u"busy.sqlite"_s);
        Notebook::Options quick;
        quick.busyMilliseconds = 100;
        Notebook notebook(file, quick);
        const RunResult played = playedRun(u"blasting-billy/standard"_s, 5);
        RawDatabase other(file);
        QVERIFY(other.exec(u"BEGIN IMMEDIATE"_s));
        QVERIFY(notebook.record(played, u"cli"_s).isEmpty());
        QVERIFY2(notebook.error().contains(u"locked"_s), qPrintable(notebook.error()));
        QVERIFY(other.exec(u"COMMIT"_s));
        QCOMPARE(other.value(u"SELECT COUNT(*) FROM runs"_s).toInt(), 0);
        QCOMPARE(other.value(u"SELECT COUNT(*) FROM run_data"_s).toInt(), 0);
        QVERIFY(!notebook.record(played, u"cli"_s).isEmpty());
    }

    // Killed mid-write, again and again: every run it said it kept is
    // there whole, the file passes SQLite's integrity check, and the next
    // program writes on.
    void survivesAKilledWriter()
    {
        const QString file = m_dir.filePath(u"killed.sqlite"_s);
        QStringList committed;
        for (int round = 0; round < 4; ++round) {
            QProcess writer;
            writer.start(QStringLiteral(NOTEBOOK_WRITER), {file});
            QVERIFY(writer.waitForStarted());
            QString pending;
            const int want = 20 + 13 * round;
            int seen = 0;
            while (seen < want && writer.waitForReadyRead(10000)) {
                pending += QString::fromUtf8(writer.readAllStandardOutput());
                const QStringList lines = pending.split(u'\n');
                pending = lines.back();
                for (qsizetype i = 0; i + 1 < lines.size(); ++i, ++seen)
                    committed << lines[i];
            }
            QVERIFY2(seen >= want, qPrintable(QString::fromUtf8(writer.readAllStandardError())));
            ::kill(pid_t(writer.processId()), SIGKILL); // mid-transaction, as likely as not
            writer.waitForFinished();
            const QStringList rest = QString(pending + QString::fromUtf8(writer.readAllStandardOutput())).split(u'\n');
            for (const QString &line : rest)
                if (line.size() == 36)
                    committed << line;
        }
        QCOMPARE(RawDatabase(file).value(u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
        Notebook notebook(file);
        QCOMPARE(notebook.status(), Notebook::Status::Open);
        for (const QString &id : committed) {
            const auto entry = notebook.run(id);
            QVERIFY2(entry && entry->note == u"a note"_s, qPrintable(id + u": "_s + notebook.error()));
        }
        // A run in `runs` always has its results: the two rows are one transaction.
        QCOMPARE(RawDatabase(file)
                     .value(u"SELECT COUNT(*) FROM runs WHERE id NOT IN (SELECT run_id FROM run_data)"_s)
                     .toInt(),
            0);
        QVERIFY(!notebook.record(playedRun(u"blasting-billy/standard"_s, 5), u"cli"_s).isEmpty());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestNotebook)
#include "test_notebook.moc"
