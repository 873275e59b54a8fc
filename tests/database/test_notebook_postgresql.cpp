// A team's shared notebook on PostgreSQL: a private server for the test
// (the newest PostgreSQL installed, initdb into a temporary folder, a free
// port checked to be answered by this server, stopped and removed on every
// way out: privatepostgresql.h), runs recorded by two houserules-cli at once
// and by merge, read back identical; a run played again from the server; a
// notebook of the previous version upgraded in place.

#include "cli/clirun.h"
#include "privatepostgresql.h"

#include "notebook/notebookschema.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using clitest::parseJson;
using privatepostgresql::Server;

class TestNotebookPostgresql : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_bin = privatepostgresql::newestBin();
        if (m_bin.isEmpty())
            QSKIP("PostgreSQL is not installed (apt-get install postgresql)");
        m_server = std::make_unique<Server>(m_bin);
        const QString why = m_server->start(u"notebook"_s);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        m_url = u"postgresql://houserules@127.0.0.1:%1/notebook"_s.arg(m_server->port());
    }

    void cleanupTestCase() { m_server.reset(); }

    // A second server told to start on the first one's port: it cannot
    // listen there, the first answers, and it moves to a free port of its
    // own, where the server answering names its own data folder.
    void aPortTakenIsNotShared()
    {
        Server second(m_bin);
        QVERIFY2(second.start(u"other"_s, 20, m_server->port()).isEmpty(), "the second server did not start");
        QVERIFY(second.port() != m_server->port());
        QCOMPARE(QFileInfo(second.query(u"other"_s, u"SHOW data_directory"_s)).canonicalFilePath(),
            QFileInfo(second.dataFolder()).canonicalFilePath());
        QCOMPARE(QFileInfo(m_server->query(u"notebook"_s, u"SHOW data_directory"_s)).canonicalFilePath(),
            QFileInfo(m_server->dataFolder()).canonicalFilePath());
    }

    // A server that is not ready in time is stopped, and its folder goes
    // with the guard: no server left running, nothing left on disk.
    void aTimeoutLeavesNothing()
    {
        QString folder;
        {
            Server late(m_bin);
            folder = late.folder();
            QVERIFY(!late.start(u"late"_s, 0).isEmpty());
            QVERIFY(!late.isRunning()); // stopped already
        }
        QVERIFY(!QFileInfo::exists(folder));
    }

    // Two programs at once (the first to reach a new database makes its
    // tables while the other waits), then every run read back identical.
    void twoProgramsAtOnce()
    {
        QList<QProcess *> programs;
        for (const QString &seed : {u"11"_s, u"12"_s}) {
            auto *p = new QProcess(this);
            p->start(QStringLiteral(HOUSERULES_CLI),
                {u"simulate"_s, u"--variant"_s, u"boomo/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
                    u"heuristic"_s, u"--games"_s, u"300"_s, u"--seed"_s, seed, u"--json"_s, u"--note"_s,
                    u"seed "_s + seed, u"--notebook"_s, m_url});
            programs << p;
        }
        QMap<QString, QJsonObject> printed;
        for (QProcess *p : programs) {
            QVERIFY(p->waitForFinished(120000));
            const QString err = QString::fromUtf8(p->readAllStandardError());
            QVERIFY2(p->exitCode() == 0 && !err.contains(u"not kept"_s), qPrintable(err));
            const QJsonObject result = parseJson(QString::fromUtf8(p->readAllStandardOutput()));
            printed.insert(result[u"seed"_s].toString(), result);
        }
        const QJsonArray runs = list();
        QCOMPARE(runs.size(), 2);
        for (const auto &value : runs) {
            const QJsonObject run = value.toObject();
            const QJsonObject shown = show(run[u"id"_s].toString());
            QCOMPARE(run[u"note"_s].toString(), u"seed "_s + run[u"seed"_s].toString());
            QCOMPARE(shown[u"result"_s].toObject()[u"tally"_s], printed[run[u"seed"_s].toString()][u"tally"_s]);
            QCOMPARE(shown[u"result"_s].toObject()[u"rules"_s], printed[run[u"seed"_s].toString()][u"rules"_s]);
        }
    }

    void mergedShardsAreOneRun()
    {
        const QStringList common {u"simulate"_s, u"--variant"_s, u"blasting-billy/four-card-hand"_s, u"--compare"_s,
            u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s, u"--games"_s, u"400"_s,
            u"--json"_s, u"--notebook"_s, m_url};
        QStringList files;
        for (const QString &shard : {u"1/3"_s, u"2/3"_s, u"3/3"_s}) {
            const auto run = clitest::run(common + QStringList {u"--shard"_s, shard});
            QCOMPARE(run.exitCode, 0);
            files << QDir(m_server->folder()).filePath(u"shard%1.json"_s.arg(files.size()));
            QFile out(files.back());
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(run.out.toUtf8());
        }
        const qsizetype before = list().size();
        QCOMPARE(clitest::run(QStringList {u"merge"_s, u"--json"_s, u"--notebook"_s, m_url} + files).exitCode, 0);
        const QJsonArray runs = list();
        QCOMPARE(runs.size(), before + 1);
        const QJsonObject merged = runs[0].toObject(); // the newest
        QCOMPARE(merged[u"shards"_s].toInt(), 3);
        QCOMPARE(merged[u"source"_s].toString(), u"merge"_s);
        const auto whole = clitest::run(common + QStringList {u"--no-notebook"_s});
        QCOMPARE(
            show(merged[u"id"_s].toString())[u"result"_s].toObject()[u"tally"_s], parseJson(whole.out)[u"tally"_s]);
        const auto again = clitest::run(
            {u"notebook"_s, u"rerun"_s, merged[u"id"_s].toString(), u"--no-notebook"_s, u"--notebook"_s, m_url});
        QVERIFY2(again.exitCode == 0 && again.err.contains(u"Identical"_s), qPrintable(again.err));
    }

    void schemaVersioned()
    {
        QCOMPARE(m_server->query(u"notebook"_s, u"SELECT version FROM notebook_schema"_s), u"3"_s);
    }

    // A team's notebook of the previous version (2: no titles, no
    // searches) on the server: the first program to open it brings it up to
    // date in place, every run kept and given its rules' title; a balance
    // search is kept there and played again identically.
    void olderNotebookUpgradesInPlace()
    {
        QVERIFY(m_server->exec(u"createdb"_s,
                    {u"-h"_s, u"127.0.0.1"_s, u"-p"_s, QString::number(m_server->port()), u"-U"_s, u"houserules"_s,
                        u"older"_s})
            == 0);
        for (std::size_t step = 0; step < 2; ++step)
            for (const QString &statement : notebookschema::steps()[step])
                m_server->query(u"older"_s, statement);
        m_server->query(u"older"_s, u"UPDATE notebook_schema SET version = 2"_s);
        QCOMPARE(m_server->query(u"older"_s, u"SELECT version FROM notebook_schema"_s), u"2"_s);
        QStringList ids;
        for (const QString &variant : {u"blasting-billy/gold-rush"_s, u"blasting-billy/standard"_s}) {
            const auto played = clitest::run({u"simulate"_s, u"--variant"_s, variant, u"--players"_s, u"3"_s,
                u"--bots"_s, u"heuristic"_s, u"--games"_s, u"20"_s, u"--json"_s, u"--no-notebook"_s});
            QCOMPARE(played.exitCode, 0);
            ids << u"%1-0000-0000-0000-000000000000"_s.arg(ids.size() + 1, 8, 10, QChar(u'0'));
            m_server->query(u"older"_s,
                u"INSERT INTO runs (id, ran_at, game, mode, variant, variant_sha256, base, players, bots, games, "
                "seed, shards, version, note, source, rerun_of, search) VALUES ('%1', '2026-11-10T09:0%2:00.000Z', "
                "'blasting-billy', 'simulate', '%3', '%4', '', 3, 'heuristic,heuristic,heuristic', 20, '1', 1, "
                "'0.1.0', '', 'cli', '', '%3')"_s.arg(ids.back())
                    .arg(ids.size())
                    .arg(variant, parseJson(played.out)[u"rules"_s].toArray()[0].toObject()[u"sha256"_s].toString()));
            m_server->query(
                u"older"_s, u"INSERT INTO run_data VALUES ('%1', $json$%2$json$)"_s.arg(ids.back(), played.out));
        }
        QCOMPARE(m_server->query(u"older"_s, u"SELECT COUNT(*) FROM run_data"_s), u"2"_s);
        const QString url = u"postgresql://houserules@127.0.0.1:%1/older"_s.arg(m_server->port());
        const auto listed = clitest::run({u"notebook"_s, u"list"_s, u"--json"_s, u"--notebook"_s, url});
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        const QJsonArray runs = QJsonDocument::fromJson(listed.out.toUtf8()).array();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].toObject()[u"id"_s].toString(), ids[1]);
        QCOMPARE(runs[0].toObject()[u"title"_s].toString(), u"Standard rules"_s);
        QCOMPARE(runs[1].toObject()[u"titles"_s].toObject()[u"de"_s].toString(), u"Goldrausch"_s);
        QCOMPARE(m_server->query(u"older"_s, u"SELECT version FROM notebook_schema"_s), u"3"_s);
        const auto again = clitest::run({u"notebook"_s, u"rerun"_s, ids[0], u"--no-notebook"_s, u"--notebook"_s, url});
        QVERIFY2(again.exitCode == 0 && again.err.contains(u"Identical"_s), qPrintable(again.err));

        const auto search = clitest::run({u"balance"_s, u"blasting-billy/standard"_s, u"--players"_s, u"3"_s,
            u"--bots"_s, u"heuristic"_s, u"--vary"_s, u"hand_size=3..4"_s, u"--target"_s, u"length=20..200"_s,
            u"--budget"_s, u"800"_s, u"--notebook"_s, url});
        QVERIFY2(search.exitCode == 0, qPrintable(search.err));
        const QJsonArray searches = QJsonDocument::fromJson(
            clitest::run({u"notebook"_s, u"searches"_s, u"--json"_s, u"--notebook"_s, url}).out.toUtf8())
                                        .array();
        QCOMPARE(searches.size(), 1);
        const auto rerun = clitest::run(
            {u"notebook"_s, u"rerun"_s, searches[0].toObject()[u"id"_s].toString(), u"--notebook"_s, url});
        QVERIFY2(rerun.exitCode == 0 && rerun.err.contains(u"Identical to search"_s), qPrintable(rerun.err));
    }

private:
    QJsonArray list()
    {
        const auto run = clitest::run({u"notebook"_s, u"list"_s, u"--json"_s, u"--notebook"_s, m_url});
        return QJsonDocument::fromJson(run.out.toUtf8()).array();
    }

    QJsonObject show(const QString &id)
    {
        return parseJson(clitest::run({u"notebook"_s, u"show"_s, id, u"--json"_s, u"--notebook"_s, m_url}).out);
    }

    QString m_bin, m_url;
    std::unique_ptr<Server> m_server;
};

QTEST_GUILESS_MAIN(TestNotebookPostgresql)
#include "test_notebook_postgresql.moc"
