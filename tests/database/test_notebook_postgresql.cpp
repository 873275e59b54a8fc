// A team's shared notebook on PostgreSQL: a private server for the test
// (the newest PostgreSQL installed, initdb into a temporary folder, a free
// port checked to be answered by this server, stopped and removed on every
// way out: privatepostgresql.h), runs recorded by two houserules-cli at once
// and by merge, read back identical; a run played again from the server.

#include "clirun.h"
#include "privatepostgresql.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
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
        QCOMPARE(m_server->query(u"notebook"_s, u"SELECT version FROM notebook_schema"_s), u"2"_s);
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
