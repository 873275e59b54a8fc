// A team's shared notebook on PostgreSQL: a private server for the test
// (initdb into a temporary folder, its own port and socket, stopped by its
// process id at the end), runs recorded by two houserules-cli at once and
// by merge, read back identical; a run played again from the server.

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using clitest::parseJson;

namespace {

// PostgreSQL refuses to run as root: then the server runs as `postgres`.
QStringList asServerUser(const QString &program, const QStringList &arguments)
{
    if (::geteuid() != 0)
        return QStringList {program} + arguments;
    return QStringList {u"runuser"_s, u"-u"_s, u"postgres"_s, u"--"_s, program} + arguments;
}

// A port of this process's own (the server refuses to start on a taken one).
int privatePort()
{
    return 20000 + int(QCoreApplication::applicationPid() % 30000);
}

} // namespace

class TestNotebookPostgresql : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        const QStringList versions = QDir(u"/usr/lib/postgresql"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        if (versions.isEmpty())
            QSKIP("PostgreSQL is not installed (apt-get install postgresql)");
        m_bin = u"/usr/lib/postgresql/%1/bin/"_s.arg(versions.back());
        QVERIFY(m_dir.isValid());
        if (::geteuid() == 0)
            QCOMPARE(QProcess::execute(u"chown"_s, {u"-R"_s, u"postgres"_s, m_dir.path()}), 0);
        const QString data = m_dir.filePath(u"data"_s);
        QCOMPARE(
            exec(m_bin + u"initdb"_s, {u"-D"_s, data, u"-A"_s, u"trust"_s, u"-U"_s, u"houserules"_s, u"--no-sync"_s}),
            0);
        m_port = privatePort();
        const QStringList server = asServerUser(m_bin + u"postgres"_s,
            {u"-D"_s, data, u"-p"_s, QString::number(m_port), u"-k"_s, m_dir.path(), u"-c"_s,
                u"listen_addresses=127.0.0.1"_s, u"-c"_s, u"fsync=off"_s});
        m_server.setProgram(server.front());
        m_server.setArguments(server.mid(1));
        m_server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_server.start();
        QVERIFY(m_server.waitForStarted());
        const QStringList ready {u"-h"_s, u"127.0.0.1"_s, u"-p"_s, QString::number(m_port)};
        for (int i = 0; i < 100 && exec(m_bin + u"pg_isready"_s, ready) != 0; ++i)
            QTest::qWait(100);
        QCOMPARE(exec(m_bin + u"pg_isready"_s, ready), 0);
        QCOMPARE(exec(m_bin + u"createdb"_s, ready + QStringList {u"-U"_s, u"houserules"_s, u"notebook"_s}), 0);
        m_url = u"postgresql://houserules@127.0.0.1:%1/notebook"_s.arg(m_port);
    }

    void cleanupTestCase()
    {
        if (m_server.state() == QProcess::NotRunning)
            return;
        // The postmaster's own id (runuser's child when run as root): a fast shutdown.
        QFile pidFile(m_dir.filePath(u"data/postmaster.pid"_s));
        qint64 pid = m_server.processId();
        if (pidFile.open(QIODevice::ReadOnly))
            pid = pidFile.readLine().trimmed().toLongLong();
        ::kill(pid_t(pid), SIGINT);
        if (!m_server.waitForFinished(30000))
            m_server.kill();
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
            files << m_dir.filePath(u"shard%1.json"_s.arg(files.size()));
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
        QProcess psql;
        psql.start(m_bin + u"psql"_s,
            {u"-h"_s, u"127.0.0.1"_s, u"-p"_s, QString::number(m_port), u"-U"_s, u"houserules"_s, u"-At"_s, u"-c"_s,
                u"SELECT version FROM notebook_schema"_s, u"notebook"_s});
        QVERIFY(psql.waitForFinished());
        QCOMPARE(QString::fromUtf8(psql.readAllStandardOutput()).trimmed(), u"2"_s);
    }

private:
    int exec(const QString &program, const QStringList &arguments)
    {
        const QStringList command = asServerUser(program, arguments);
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedChannels);
        p.start(command.front(), command.mid(1));
        return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    QJsonArray list()
    {
        const auto run = clitest::run({u"notebook"_s, u"list"_s, u"--json"_s, u"--notebook"_s, m_url});
        return QJsonDocument::fromJson(run.out.toUtf8()).array();
    }

    QJsonObject show(const QString &id)
    {
        return parseJson(clitest::run({u"notebook"_s, u"show"_s, id, u"--json"_s, u"--notebook"_s, m_url}).out);
    }

    QTemporaryDir m_dir;
    QString m_bin, m_url;
    int m_port = 0;
    QProcess m_server;
};

QTEST_GUILESS_MAIN(TestNotebookPostgresql)
#include "test_notebook_postgresql.moc"
