// houserules-cli as a process: a signal finishes the games in flight (a
// second one ends it at once), and threads under a memory limit.

#include "clirun.h"

#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

#include <csignal>
#include <utility>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;

namespace {

// True once process `pid` catches `signal` (its handler installed), as the
// kernel tells in /proc/<pid>/status: a signal sent before that would end
// a program still starting on a loaded machine, not test its handling.
bool catches(pid_t pid, int signal)
{
    QFile status(u"/proc/%1/status"_s.arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("SigCgt:"))
            return (line.mid(7).trimmed().toULongLong(nullptr, 16) >> (signal - 1)) & 1;
    return false;
}

// The processor time process `pid` has used, in milliseconds (utime and
// stime in /proc/<pid>/stat): a program that has thought this long is past
// its start, whatever the machine's load.
long long cpuMilliseconds(pid_t pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return 0;
    const long long ticks = fields[11].toLongLong() + fields[12].toLongLong(); // fields 14 and 15
    return ticks * 1000 / ::sysconf(_SC_CLK_TCK);
}

} // namespace

class TestCliProcesses : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void signalsFinishTheGamesInFlight_data();
    void signalsFinishTheGamesInFlight();
    void secondSignalEndsAtOnceOnlyLater();
    void threadsUnderAMemoryLimit();

private:
    QTemporaryDir m_scratch; // inputs that cannot live in git
};

void TestCliProcesses::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
    QVERIFY(m_scratch.isValid());
}

void TestCliProcesses::signalsFinishTheGamesInFlight_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<int>("signal");
    QTest::addColumn<bool>("twiceAtOnce");
    const QStringList simulate {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"100000000"_s, u"--threads"_s, u"2"_s, u"--json"_s};
    const QStringList soak {u"soak"_s, u"--game"_s, u"boomo"_s, u"--games"_s, u"100000000"_s, u"--json"_s};
    QTest::newRow("simulate, SIGINT") << simulate << SIGINT << false;
    // `timeout -s INT` and a terminal signal the whole process group: the
    // same request twice at once.
    QTest::newRow("simulate, SIGINT twice at once") << simulate << SIGINT << true;
    QTest::newRow("simulate, SIGTERM (a batch system's time limit)") << simulate << SIGTERM << false;
    QTest::newRow("simulate, SIGTERM twice at once") << simulate << SIGTERM << true;
    QTest::newRow("soak, SIGINT twice at once") << soak << SIGINT << true;
    QTest::newRow("soak, SIGTERM") << soak << SIGTERM << false;
}

// A real process and a real signal: the games under way end, the partial
// result is written, marked cancelled, and the status is that of the signal.
void TestCliProcesses::signalsFinishTheGamesInFlight()
{
    QFETCH(QStringList, command);
    QFETCH(int, signal);
    QFETCH(bool, twiceAtOnce);
    QProcess process;
    process.setWorkingDirectory(m_scratch.path());
    process.start(QStringLiteral(HOUSERULES_CLI), command);
    QVERIFY(process.waitForStarted());
    const auto pid = pid_t(process.processId());
    QVERIFY(pid > 0); // kill(0) would signal this test's own process group
    // Playing: the handler installed, and games under way.
    QTRY_VERIFY_WITH_TIMEOUT(catches(pid, signal) && cpuMilliseconds(pid) >= 500, 20000);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid, signal);
    if (twiceAtOnce)
        ::kill(pid, signal);
    QVERIFY(process.waitForFinished(20000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 128 + signal);
    const QJsonObject json = parseJson(QString::fromUtf8(process.readAllStandardOutput()));
    QCOMPARE(json[u"cancelled"_s].toBool(), true);
    QVERIFY(json[u"games"_s].toDouble() > 0);
}

// A second signal a second or more after the first ends the program at
// once, even while a game in flight would take long to finish (a search bot
// that thinks for ever).
void TestCliProcesses::secondSignalEndsAtOnceOnlyLater()
{
    QProcess process;
    process.start(QStringLiteral(HOUSERULES_CLI),
        {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s, u"--bots"_s,
            u"ismcts:iterations=100000000"_s, u"--games"_s, u"10"_s, u"--threads"_s, u"1"_s});
    QVERIFY(process.waitForStarted());
    const auto pid = pid_t(process.processId());
    QVERIFY(pid > 0); // kill(0) would signal this test's own process group
    // A game in flight: the handler installed, and a search under way.
    QTRY_VERIFY_WITH_TIMEOUT(catches(pid, SIGINT) && cpuMilliseconds(pid) >= 300, 20000);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid, SIGINT);
    ::kill(pid, SIGINT);
    QTest::qWait(600);
    QVERIFY2(process.state() == QProcess::Running, "two signals at once are one request to stop");
    QTest::qWait(500);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid, SIGINT);
    QVERIFY(process.waitForFinished(5000));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    QCOMPARE(process.exitCode(), SIGINT);
}

// More threads than are of use start no more than are of use: under a
// limit of memory a thousand threads would not start (8 MB of stack each).
void TestCliProcesses::threadsUnderAMemoryLimit()
{
    const auto limited = [](const QStringList &arguments) {
        QProcess process;
        process.setChildProcessModifier([] {
            const rlimit memory {1ul << 30, 1ul << 30}; // 1 GB of address space
            ::setrlimit(RLIMIT_AS, &memory);
        });
        process.start(QStringLiteral(HOUSERULES_CLI), arguments);
        process.waitForFinished(60000);
        return std::pair(process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardError()));
    };
    const auto soak = limited({u"soak"_s, u"--game"_s, u"boomo"_s, u"--games"_s, u"40"_s, u"--threads"_s, u"1024"_s});
    QVERIFY2(soak.first == 0, qPrintable(soak.second));
    const auto simulate = limited({u"simulate"_s, u"--variant"_s, u"boomo/standard"_s, u"--players"_s, u"3"_s,
        u"--bots"_s, u"random"_s, u"--games"_s, u"100"_s, u"--threads"_s, u"1024"_s});
    QVERIFY2(simulate.first == 0, qPrintable(simulate.second));
    const auto bench = limited({u"bench"_s, u"--variant"_s, u"boomo/standard"_s, u"--bots"_s, u"random"_s,
        u"--threads"_s, u"1024"_s, u"--players"_s, u"3"_s, u"--seconds"_s, u"0.2"_s});
    QVERIFY2(bench.first == 0, qPrintable(bench.second));
}

QTEST_GUILESS_MAIN(TestCliProcesses)
#include "test_cli_processes.moc"
