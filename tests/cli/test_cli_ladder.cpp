// houserules-cli ladder: the rungs' verdicts (core/simulation/ladder.h) on numbers
// worked out by hand, and the command run as a user runs it on Blasting
// Billy and Boomo with few games (the easy and normal rungs only: the hard
// one takes seconds a game): the same table for any --threads, the table's
// rows and its Markdown, and bad input answered with a message and a
// non-zero status.

#include "clirun.h"

#include "core/simulation/ladder.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <csignal>
#include <sys/types.h>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

RungMeasure measure(double value, double low, double high, double fairShare, double pValue)
{
    RungMeasure m;
    m.games = 1000;
    m.winRate.value = value;
    m.winRate.low = low;
    m.winRate.high = high;
    m.fairShare = fairShare;
    m.edge.value = value - fairShare;
    m.pValue = pValue;
    return m;
}

// The lines of the table (before the notes), header included.
QStringList tableLines(const QString &out)
{
    return out.section(u"\n\n"_s, 0, 0).split(u'\n', Qt::SkipEmptyParts);
}

} // namespace

class TestCliLadder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rungsByName();
    void onWhichSide();
    void verdicts();
    void measuresTheTestedSeat();
    void sameTableForAnyThreads();
    void everyPlayerCountAndMarkdown();
    void severalModesOneTable();
    void interruptedPrintsWhatWasPlayed();
    void badInput_data();
    void badInput();
};

void TestCliLadder::rungsByName()
{
    std::string why;
    const auto rungs = ladderRungs({"normal", "easy"}, &why);
    QVERIFY(rungs);
    QCOMPARE(rungs->size(), std::size_t(2));
    // In ladder order, whatever the order named.
    QCOMPARE(rungs->at(0).name, std::string("easy"));
    QCOMPARE(rungs->at(0).bot, std::string("easy"));
    QCOMPARE(rungs->at(0).opponent, std::string("heuristic"));
    QVERIFY(rungs->at(0).expected == LadderSide::Below);
    QCOMPARE(rungs->at(1).bot, std::string("heuristic"));
    QCOMPARE(rungs->at(1).opponent, std::string("easy"));
    QVERIFY(rungs->at(1).expected == LadderSide::Above);
    const auto hard = ladderRungs({"hard"}, &why);
    QVERIFY(hard);
    QCOMPARE(hard->at(0).bot, std::string("hard"));
    QCOMPARE(ladderBots(hard->at(0), 3), (std::vector<std::string> {"hard", "heuristic", "heuristic"}));

    QVERIFY(!ladderRungs({"easy", "expert"}, &why));
    QVERIFY2(why.find("unknown rung 'expert'") != std::string::npos, why.c_str());
    QVERIFY(!ladderRungs({"easy", "easy"}, &why));
    QVERIFY2(why.find("twice") != std::string::npos, why.c_str());
    QVERIFY(!ladderRungs({}, &why));
}

void TestCliLadder::onWhichSide()
{
    QVERIFY(whollyOnSide(0.08, 0.12, 0.25, LadderSide::Below));
    QVERIFY(!whollyOnSide(0.08, 0.12, 0.25, LadderSide::Above));
    QVERIFY(whollyOnSide(0.30, 0.40, 0.25, LadderSide::Above));
    QVERIFY(!whollyOnSide(0.30, 0.40, 0.25, LadderSide::Below));
    // Straddling: neither side.
    QVERIFY(!whollyOnSide(0.20, 0.30, 0.25, LadderSide::Below));
    QVERIFY(!whollyOnSide(0.20, 0.30, 0.25, LadderSide::Above));
    // Touching is not excluding.
    QVERIFY(!whollyOnSide(0.25, 0.30, 0.25, LadderSide::Above));
    QVERIFY(!whollyOnSide(0.20, 0.25, 0.25, LadderSide::Below));
}

void TestCliLadder::verdicts()
{
    // Easy below, normal above, hard straddling the fair share.
    const std::vector<RungMeasure> rungs {measure(0.10, 0.09, 0.11, 0.25, 1e-9), measure(0.40, 0.38, 0.42, 0.25, 1e-9),
        measure(0.27, 0.22, 0.32, 0.25, 0.4)};
    const std::vector<LadderSide> sides {LadderSide::Below, LadderSide::Above, LadderSide::Above};
    auto v = ladderVerdicts(rungs, sides);
    QCOMPARE(v.size(), std::size_t(3));
    QVERIFY(v[0].separates());
    QVERIFY(v[1].separates());
    QVERIFY(!v[2].plain);
    QVERIFY(!v[2].separates());

    // On the wrong side: a clear difference, the other way.
    v = ladderVerdicts({measure(0.40, 0.38, 0.42, 0.25, 1e-9)}, {LadderSide::Below});
    QVERIFY(!v[0].plain);
    QVERIFY(!v[0].corrected);
    QVERIFY(!v[0].separates());

    // Three rungs each clear of the fair share at the plain 95% level
    // (p = 0.02, 0.03, 0.04): alone each separates, together none survives
    // Holm (0.02 > 0.05 / 3).
    const std::vector<RungMeasure> borderline {measure(0.30, 0.2502, 0.35, 0.25, 0.02),
        measure(0.30, 0.2501, 0.35, 0.25, 0.03), measure(0.30, 0.2501, 0.35, 0.25, 0.04)};
    v = ladderVerdicts({borderline[0]}, {LadderSide::Above});
    QVERIFY(v[0].separates());
    v = ladderVerdicts(borderline, {LadderSide::Above, LadderSide::Above, LadderSide::Above});
    for (const auto &verdict : v) {
        QVERIFY(verdict.plain);
        QVERIFY(!verdict.corrected);
        QVERIFY(!verdict.separates());
    }
}

void TestCliLadder::measuresTheTestedSeat()
{
    // Four players, four games: seat 1 wins; nobody wins; seat 2 wins; seats 1
    // and 3 share the win. The fair share is 4 wins / (4 games x 4 seats).
    SimulationTally tally(4);
    const std::vector<std::vector<int>> winners {{0}, {}, {1}, {0, 2}};
    for (const auto &w : winners) {
        ++tally.games;
        for (int seat : w)
            ++tally.seats[std::size_t(seat)].wins;
        const std::int64_t won = std::count(w.begin(), w.end(), 0);
        // What the measures keep per game: players x w(g) - |W(g)|.
        tally.measures.seatOneEdge.add(4 * won - std::int64_t(w.size()));
    }
    const RungMeasure m = measureRung(tally);
    QCOMPARE(m.games, std::int64_t(4));
    QCOMPARE(m.wins, std::int64_t(2));
    QCOMPARE(m.winRate.value, 0.5);
    QCOMPARE(m.fairShare, 0.25);
    // Per game w(g) - |W(g)|/4: 0.75, 0, -0.25, 0.5; their mean 0.25.
    QCOMPARE(m.edge.value, 0.25);
    QVERIFY(m.edge.low < 0.25 && m.edge.high > 0.25);
    QVERIFY(m.pValue > 0 && m.pValue < 1);
}

void TestCliLadder::sameTableForAnyThreads()
{
    for (const QString &variant : {u"blasting-billy/standard"_s, u"boomo/standard"_s}) {
        const QStringList arguments {u"ladder"_s, variant, u"--players"_s, u"4"_s, u"--rungs"_s, u"easy,normal"_s,
            u"--games"_s, u"400"_s, u"--seed"_s, u"7"_s};
        const auto one = clitest::run(arguments + QStringList {u"--threads"_s, u"1"_s});
        const auto two = clitest::run(arguments + QStringList {u"--threads"_s, u"2"_s});
        QVERIFY2(one.exitCode == 0, qPrintable(one.err));
        QVERIFY2(two.exitCode == 0, qPrintable(two.err));
        QCOMPARE(one.out, two.out);
        // Progress on stderr, one line per rung and one with its result.
        QVERIFY2(one.err.contains(u"[1/2] %1, 4 players: easy vs 3 normal, 400 games, seed 7"_s.arg(variant)),
            qPrintable(one.err));

        const QStringList lines = tableLines(one.out);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].startsWith(u"mode"_s) && lines[0].contains(u"fair share"_s), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(u"%1, 4 players"_s.arg(variant)), qPrintable(lines[1]));
        QVERIFY2(lines[1].contains(u"easy vs 3 normal"_s), qPrintable(lines[1]));
        QVERIFY2(lines[2].contains(u"normal vs 3 easy"_s), qPrintable(lines[2]));
        // Easy wins some 9-12% of these games against normal opponents and
        // normal well over 30% against easy ones: 400 games tell both apart
        // from a fair share of about 25%.
        for (const QString &line : lines.mid(1)) {
            QVERIFY2(line.contains(u"  400  "_s) && line.contains(u"  7  "_s), qPrintable(line));
            QVERIFY2(line.endsWith(u"  separates"_s), qPrintable(line));
        }
        QVERIFY2(one.out.contains(u"Command: houserules-cli ladder %1 --players 4 --rungs easy,normal --games 400 "
                                  "--seed 7\n"_s.arg(variant)),
            qPrintable(one.out));
        QVERIFY(one.out.simplified().contains(u"Holm's correction over the 2 rungs"_s));
    }
}

void TestCliLadder::everyPlayerCountAndMarkdown()
{
    const auto run = clitest::run({u"ladder"_s, u"blasting-billy/standard"_s, u"--rungs"_s, u"easy"_s, u"--games"_s,
        u"60"_s, u"--threads"_s, u"1"_s, u"--markdown"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList lines = tableLines(run.out);
    QCOMPARE(lines.size(), 2 + 4); // header, rule, 2 to 5 players
    QCOMPARE(lines[0],
        u"| mode | rung | bot vs opponents | games | seed | win rate | 95% interval | fair share | edge, points (95%) "
        u"| p "
        "| verdict |"_s);
    QCOMPARE(lines[1], u"|---|---|---|---|---|---|---|---|---|---|---|"_s);
    for (int players = 2; players <= 5; ++players) {
        const QString &line = lines[players];
        QVERIFY2(line.startsWith(
                     u"| blasting-billy/standard, %1 players | easy | easy vs %2 normal | 60 | 1 | "_s.arg(players).arg(
                         players - 1)),
            qPrintable(line));
        QCOMPARE(line.count(u" | "_s), 10);
        static const QRegularExpression verdict(u"\\| (separates|does not separate) \\|$"_s);
        QVERIFY2(verdict.match(line).hasMatch(), qPrintable(line));
    }
    QVERIFY(
        run.out.contains(u"Command: `houserules-cli ladder blasting-billy/standard --rungs easy --games 60 --seed 1 "
                         "--markdown`"_s));
}

void TestCliLadder::severalModesOneTable()
{
    const auto run = clitest::run({u"ladder"_s, u"blasting-billy/standard:3"_s, u"boomo/short:4"_s, u"--rungs"_s,
        u"normal"_s, u"--games"_s, u"60"_s, u"--seed"_s, u"3"_s, u"--threads"_s, u"1"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList lines = tableLines(run.out);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(
        lines[1].startsWith(u"blasting-billy/standard, 3 players  normal  normal vs 2 easy"_s), qPrintable(lines[1]));
    QVERIFY2(
        lines[2].startsWith(u"boomo/short, 4 players              normal  normal vs 3 easy"_s), qPrintable(lines[2]));
    QVERIFY(run.out.contains(
        u"Command: houserules-cli ladder blasting-billy/standard:3 boomo/short:4 --rungs normal --games 60 --seed 3\n"_s));
    QVERIFY(run.out.simplified().contains(u"Holm's correction over the 2 rungs"_s));
}

void TestCliLadder::interruptedPrintsWhatWasPlayed()
{
    // Far more games than a test waits for: SIGINT ends the rung under way,
    // and the table shows it with the games it played, marked cancelled.
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(u"HOUSERULES_VARIANTS"_s);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(HOUSERULES_CLI),
        {u"ladder"_s, u"boomo/standard:4"_s, u"--rungs"_s, u"easy,normal"_s, u"--games"_s, u"100000000"_s,
            u"--threads"_s, u"1"_s});
    QVERIFY(process.waitForStarted());
    QString err;
    QElapsedTimer waited;
    waited.start();
    while (!err.contains(u"[1/2]"_s) && waited.elapsed() < 20000) {
        process.waitForReadyRead(100);
        err += QString::fromUtf8(process.readAllStandardError());
    }
    QVERIFY2(err.contains(u"[1/2]"_s), qPrintable(err));
    QTest::qWait(300);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(20000));
    QCOMPARE(process.exitCode(), 130);
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    const QStringList lines = tableLines(out);
    QCOMPARE(lines.size(), 2); // the header and the rung under way; the second never started
    static const QRegularExpression partial(u"  \\d+ of 100000000 \\(cancelled\\)  "_s);
    QVERIFY2(partial.match(lines[1]).hasMatch(), qPrintable(lines[1]));
    QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains(u"ladder cancelled"_s));
}

void TestCliLadder::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown variant") << QStringList {u"no-such-game/standard"_s} << 1
                                     << u"no-such-game/standard: no such variant file or id"_s;
    QTest::newRow("unknown rung") << QStringList {u"boomo/standard"_s, u"--rungs"_s, u"easy,expert"_s} << 2
                                  << u"--rungs: unknown rung 'expert'; expected easy, normal or hard"_s;
    QTest::newRow("players above") << QStringList {u"blasting-billy/standard"_s, u"--players"_s, u"6"_s} << 2
                                   << u"--players: blasting-billy/standard is for 2 to 5 players, not 6"_s;
    QTest::newRow("players below") << QStringList {u"halunken-spelunken/standard"_s, u"--players"_s, u"2"_s} << 2
                                   << u"--players: halunken-spelunken/standard is for 3 to 4 players, not 2"_s;
    QTest::newRow("players not a number") << QStringList {u"boomo/standard"_s, u"--players"_s, u"four"_s} << 2
                                          << u"--players expects a positive whole number, not 'four'"_s;
    QTest::newRow("no games") << QStringList {u"boomo/standard"_s, u"--games"_s, u"0"_s} << 2
                              << u"--games expects a positive whole number, not '0'"_s;
    QTest::newRow("no variant") << QStringList {} << 2 << u"ladder needs a variant (or --all)"_s;
    QTest::newRow("players in the name above") << QStringList {u"boomo/short:4"_s, u"blasting-billy/standard:6"_s} << 2
                                               << u"--players: blasting-billy/standard is for 2 to 5 players, not 6"_s;
    QTest::newRow("players twice") << QStringList {u"boomo/short:4"_s, u"--players"_s, u"4"_s} << 2
                                   << u"boomo/short:4 names its players: leave out --players"_s;
    QTest::newRow("all and a variant") << QStringList {u"--all"_s, u"boomo/standard"_s} << 2
                                       << u"leave out the variants"_s;
    QTest::newRow("all and players") << QStringList {u"--all"_s, u"--players"_s, u"4"_s} << 2
                                     << u"leave out --players"_s;
}

void TestCliLadder::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(QString, message);
    const auto run = clitest::run(QStringList {u"ladder"_s} + arguments);
    QCOMPARE(run.exitCode, status);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
}

QTEST_GUILESS_MAIN(TestCliLadder)
#include "test_cli_ladder.moc"
