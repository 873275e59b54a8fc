// houserules-cli simulate and merge: JSON, table and CSV, the same numbers as
// the engine's simulator, the same JSON whatever the threads and shards,
// seat balance, the search bot, a dry run, and their errors.

#include "clirun.h"

#include "core/simulation/simulator.h"
#include "registry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;

class TestCliSimulate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void simulateJson();
    void simulateIsReproducible();
    void simulateTable();
    void simulateErrors_data();
    void simulateErrors();
    void simulateSameJsonWhateverTheThreads();
    void simulateShardsMerge_data();
    void simulateShardsMerge();
    void mergeErrors_data();
    void mergeErrors();
    void simulateCsv();
    void simulateSeatBalance();
    void simulateOptionErrors_data();
    void simulateOptionErrors();
    void simulateSearchBot();
    void simulateDryRun();
};

void TestCliSimulate::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
}

void TestCliSimulate::simulateJson()
{
    const int games = 200;
    const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
        u"heuristic,random,random,random"_s, u"--games"_s, QString::number(games), u"--seed"_s, u"5"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = parseJson(r.out);
    QVERIFY2(!json.isEmpty(), qPrintable(r.out));
    QCOMPARE(json[u"variant"_s].toString(), u"blasting-billy/standard"_s);
    QCOMPARE(json[u"players"_s].toInt(), 4);
    QCOMPARE(json[u"games"_s].toInt(), games);
    QCOMPARE(json[u"seed"_s].toString(), u"5"_s);
    QCOMPARE(json[u"mean_length"_s].toDouble(), 52.0); // 60 cards - 4 x 3 dealt + 4 last turns

    // The same numbers as the engine's simulator for the same spec.
    houserules::SimulationSpec spec;
    spec.ruleset = *houserules::Registry::instance().ruleset("blasting-billy/standard");
    spec.players = 4;
    spec.bots = {"heuristic", "random", "random", "random"};
    spec.games = games;
    spec.seed = 5;
    const auto report = houserules::simulate(spec);
    QVERIFY(report.ok());

    const QJsonArray seats = json[u"seats"_s].toArray();
    QCOMPARE(seats.size(), 4);
    for (int seat = 0; seat < 4; ++seat) {
        const QJsonObject s = seats[seat].toObject();
        const auto &expected = report->seats[std::size_t(seat)];
        QCOMPARE(s[u"bot"_s].toString(), seat == 0 ? u"heuristic"_s : u"random"_s);
        QCOMPARE(s[u"wins"_s].toInt(), expected.wins);
        const double rate = s[u"win_rate"_s].toDouble(-1);
        QCOMPARE(rate, double(expected.wins) / games);
        const QJsonArray ci = s[u"win_rate_ci95"_s].toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(ci[0].toDouble() <= rate && rate <= ci[1].toDouble());
        QCOMPARE(ci[0].toDouble(), expected.winRateLow);
        QCOMPARE(ci[1].toDouble(), expected.winRateHigh);
        QVERIFY(s[u"mean_score"_s].isDouble());
        QCOMPARE(s[u"mean_score"_s].toDouble(), expected.meanScore);
        QVERIFY(s[u"figures"_s].toObject().contains(u"shot_down"_s));
    }
}

void TestCliSimulate::simulateIsReproducible()
{
    auto simulate = [](const QString &seed) {
        return run({u"simulate"_s, u"--variant"_s, u"blasting-billy/two-dynamite"_s, u"--players"_s, u"3"_s,
            u"--bots"_s, u"random"_s, u"--games"_s, u"300"_s, u"--seed"_s, seed, u"--json"_s});
    };
    const Run a = simulate(u"11"_s);
    const Run b = simulate(u"11"_s);
    const Run c = simulate(u"12"_s);
    QCOMPARE(a.exitCode, 0);
    QVERIFY(!a.out.isEmpty());
    QCOMPARE(a.out, b.out);
    QCOMPARE(c.exitCode, 0);
    QVERIFY(a.out != c.out);
    // One bot name fills every seat.
    const QJsonArray seats = parseJson(a.out)[u"seats"_s].toArray();
    QCOMPARE(seats.size(), 3);
    for (const auto &s : seats)
        QCOMPARE(s.toObject()[u"bot"_s].toString(), u"random"_s);
}

void TestCliSimulate::simulateTable()
{
    const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s, u"--bots"_s,
        u"heuristic,random"_s, u"--games"_s, u"50"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(u"blasting-billy/standard, 2 players, 50 games, seed 1 "_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"mean game length: 44.0 decisions"_s));
    QVERIFY(QRegularExpression(u"\\n1 +heuristic +\\d+ +\\d+\\.\\d%"_s).match(r.out).hasMatch());
    QVERIFY(QRegularExpression(u"\\n2 +random +\\d+ +\\d+\\.\\d%"_s).match(r.out).hasMatch());
}

void TestCliSimulate::simulateErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    auto args = [](const QString &players, const QString &bots, const QString &variant = u"blasting-billy/standard"_s) {
        return QStringList {
            u"simulate"_s, u"--variant"_s, variant, u"--players"_s, players, u"--bots"_s, bots, u"--games"_s, u"10"_s};
    };
    QTest::newRow("too many players") << args(u"9"_s, u"random"_s) << 2
                                      << u"--players: this variant is for 2 to 5 players"_s;
    QTest::newRow("one player") << args(u"1"_s, u"random"_s) << 2 << u"--players: this variant is for 2 to 5 players"_s;
    QTest::newRow("players not a number")
        << args(u"four"_s, u"random"_s) << 2 << u"--players expects a whole number, not 'four'"_s;
    QTest::newRow("unknown bot")
        << args(u"2"_s, u"random,genius"_s) << 2
        << u"--bots: unknown bot 'genius'; expected one of: random, heuristic, light, easy, hard, ismcts"_s;
    QTest::newRow("search bot option") << args(u"2"_s, u"random,ismcts:c=-1"_s) << 2
                                       << u"--bots: bot 'ismcts:c=-1': c: expected 0 to 100"_s;
    QTest::newRow("bot count") << args(u"4"_s, u"random,random"_s) << 2 << u"--bots names 2 bots for 4 players"_s;
    QTest::newRow("no games") << args(u"2"_s, u"random"_s) + QStringList {u"--games"_s, u"0"_s} << 2
                              << u"--games expects a positive whole number, not '0'"_s;
    QTest::newRow("unknown variant") << args(u"2"_s, u"random"_s, u"blasting-billy/nope"_s) << 1
                                     << u"blasting-billy/nope: no such variant file or id"_s;
    QTest::newRow("misspelt variant") << args(u"2"_s, u"random"_s, u"blasting-billy/two-dynamit"_s) << 1
                                      << u"; did you mean blasting-billy/two-dynamite?\n"_s;
    QTest::newRow("broken variant") << args(u"2"_s, u"random"_s, data(u"variants/wrong-type.yaml"_s)) << 1
                                    << data(u"variants/wrong-type.yaml"_s) + u":6:14: parameters.hand_size"_s;
}

void TestCliSimulate::simulateErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

// The same seed gives the same JSON, byte for byte, on 1, 2 or 7 threads.
void TestCliSimulate::simulateSameJsonWhateverTheThreads()
{
    auto simulate = [](const QString &threads) {
        return run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
            u"heuristic,random,heuristic,heuristic"_s, u"--games"_s, u"601"_s, u"--seed"_s, u"3"_s, u"--card-impact"_s,
            u"--threads"_s, threads, u"--json"_s});
    };
    const Run one = simulate(u"1"_s);
    QCOMPARE(one.exitCode, 0);
    const QJsonObject json = parseJson(one.out);
    QVERIFY2(!json.isEmpty(), qPrintable(one.out));
    QCOMPARE(json[u"games"_s].toInt(), 601);
    QCOMPARE(json[u"run"_s].toObject()[u"to"_s].toInt(), 601);
    QCOMPARE(json[u"cancelled"_s].toBool(true), false);
    for (const auto &threads : {u"2"_s, u"7"_s}) {
        const Run many = simulate(threads);
        QCOMPARE(many.exitCode, 0);
        QVERIFY2(many.out == one.out, qPrintable(threads));
    }
}

void TestCliSimulate::simulateShardsMerge_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status"); // of each shard
    const QStringList common {u"simulate"_s, u"--players"_s, u"3"_s, u"--bots"_s, u"heuristic,random,heuristic"_s,
        u"--games"_s, u"301"_s, u"--seed"_s, u"8"_s};
    QTest::newRow("simulate") << common + QStringList {u"--variant"_s, u"blasting-billy/standard"_s, u"--card-impact"_s}
                              << 0;
    QTest::newRow("compare") << common
            + QStringList {u"--variant"_s, u"blasting-billy/two-dynamite"_s, u"--compare"_s,
                u"blasting-billy/standard"_s}
                             << 0;
    QTest::newRow("compare with the skill gradient") << common
            + QStringList {u"--variant"_s, u"blasting-billy/two-dynamite"_s, u"--compare"_s,
                u"blasting-billy/standard"_s, u"--skill"_s, u"normal"_s, u"--skill-games"_s, u"150"_s}
                                                     << 0;
    // A rejected value (11) makes each shard exit 1; what was played merges all the same.
    QTest::newRow("sweep") << common
            + QStringList {u"--variant"_s, u"blasting-billy/standard"_s, u"--sweep"_s, u"hand_size=3,4,11"_s}
                           << 1;
}

// Shards of a run, each a separate process, merge into exactly what one run
// prints: the same JSON text and the same CSV.
void TestCliSimulate::simulateShardsMerge()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList files;
    for (int k = 1; k <= 3; ++k) {
        const Run shard = run(arguments + QStringList {u"--shard"_s, u"%1/3"_s.arg(k), u"--json"_s});
        QCOMPARE(shard.exitCode, status);
        const QJsonObject run = parseJson(shard.out)[u"run"_s].toObject();
        QCOMPARE(run[u"from"_s].toInt(), 301 * (k - 1) / 3);
        QCOMPARE(run[u"to"_s].toInt(), 301 * k / 3);
        const QString file = dir.filePath(u"shard-%1.json"_s.arg(k));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(shard.out.toUtf8());
        files.prepend(file); // merge takes them in any order
    }
    const Run whole = run(arguments + QStringList {u"--json"_s});
    QCOMPARE(whole.exitCode, status);
    const Run merged = run(QStringList {u"merge"_s, u"--json"_s} + files);
    QCOMPARE(merged.exitCode, 0);
    QVERIFY(merged.err.isEmpty());
    QVERIFY(!merged.out.isEmpty());
    QVERIFY2(merged.out == whole.out, qPrintable(merged.out.left(400)));
    // The measures of a good game travel with the tallies.
    QVERIFY(merged.out.contains(u"\"lead_changes\""_s));
    // So do the course tallies (per tenth of the game), and the base and the
    // house rule each get ten points of every figure.
    QVERIFY(merged.out.contains(u"\"course\""_s));
    const QJsonObject result = parseJson(merged.out);
    for (const QString &side : {u"house"_s, u"base"_s}) {
        if (!result.contains(side))
            continue;
        const QJsonArray course = result[side][u"measures"_s][u"course"_s].toArray();
        QCOMPARE(course.size(), 10);
        QCOMPARE(course.last()[u"share"_s].toDouble(), 1.0);
        QVERIFY(course.last()[u"cards_left"_s][u"mean"_s].isDouble());
        QVERIFY(course.last()[u"leader_margin"_s][u"ci95"_s].isArray());
    }
    QCOMPARE(merged.out.contains(u"\"skill\""_s), arguments.contains(u"--skill"_s));

    const Run wholeCsv = run(arguments + QStringList {u"--csv"_s});
    const Run mergedCsv = run(QStringList {u"merge"_s, u"--csv"_s} + files);
    QCOMPARE(mergedCsv.exitCode, 0);
    QCOMPARE(mergedCsv.out, wholeCsv.out);

    // The table: the same as one run's, but for the time it took.
    const Run wholeTable = run(arguments);
    const Run mergedTable = run(QStringList {u"merge"_s} + files);
    QCOMPARE(mergedTable.exitCode, 0);
    static const QRegularExpression timing(u" \\(\\d+\\.\\d+ s, \\d+ threads?\\)"_s);
    QCOMPARE(mergedTable.out, QString(wholeTable.out).remove(timing));
}

void TestCliSimulate::mergeErrors_data()
{
    QTest::addColumn<QStringList>("shards"); // "K/N" or "K/N seed" per file, or "text:..." for a file's content
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("a shard missing") << QStringList {u"1/3"_s, u"3/3"_s} << 1
                                     << u"games 33 to 65 are missing: no shard played them"_s;
    QTest::newRow("the last missing") << QStringList {u"1/3"_s, u"2/3"_s} << 1
                                      << u"games 66 to 99 are missing: no shard played them"_s;
    QTest::newRow("twice the same") << QStringList {u"1/2"_s, u"1/2"_s, u"2/2"_s} << 1 << u"overlap another shard's"_s;
    QTest::newRow("another run") << QStringList {u"1/2"_s, u"2/2 7"_s} << 1 << u"(seed differs)"_s;
    QTest::newRow("not JSON") << QStringList {u"1/2"_s, u"text:games: 3"_s} << 1 << u"not JSON"_s;
    // Where the JSON breaks, as file:line:column.
    QTest::newRow("not JSON, where") << QStringList {u"text:{\n  \"games\": 3,\n  oops\n}"_s} << 1
                                     << u"0.json:3:4: not JSON (unterminated object)"_s;
    QTest::newRow("not an object") << QStringList {u"text:[1, 2]"_s} << 1
                                   << u"0.json:1:1: not a result of simulate --json (expected a JSON object)"_s;
    QTest::newRow("not a result") << QStringList {u"text:{\"games\": 3}"_s} << 1
                                  << u"not a result of simulate --json: mode: expected a text"_s;
    QTest::newRow("no file") << QStringList {} << 2 << u"merge needs at least one file"_s;
}

void TestCliSimulate::mergeErrors()
{
    QFETCH(QStringList, shards);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList files;
    for (const auto &shard : shards) {
        QByteArray content;
        if (shard.startsWith(u"text:"_s)) {
            content = shard.mid(5).toUtf8();
        } else {
            const QStringList parts = shard.split(u' ');
            const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s,
                u"--bots"_s, u"random"_s, u"--games"_s, u"100"_s, u"--seed"_s, parts.value(1, u"1"_s), u"--shard"_s,
                parts[0], u"--json"_s});
            QCOMPARE(r.exitCode, 0);
            content = r.out.toUtf8();
        }
        const QString file = dir.filePath(u"%1.json"_s.arg(files.size()));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(content);
        files << file;
    }
    const Run r = run(QStringList {u"merge"_s} + files);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliSimulate::simulateCsv()
{
    const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s, u"--bots"_s,
        u"heuristic,random"_s, u"--games"_s, u"100"_s, u"--csv"_s});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), u"value,variant,seat,card,metric,estimate,ci_low,ci_high,n,note"_s);
    QVERIFY(lines.contains(u",,all,,length,44,44,44,100,"_s));
    bool winRate = false;
    for (const auto &line : lines.mid(1)) {
        const QStringList cells = line.split(u',');
        QCOMPARE(cells.size(), 10);
        if (cells[2] == u"1"_s && cells[4] == u"win_rate"_s) {
            winRate = true;
            QCOMPARE(cells[9], u"heuristic"_s);
            bool ok = false;
            const double rate = cells[5].toDouble(&ok);
            QVERIFY(ok && rate > 0.5 && cells[6].toDouble() < rate && rate < cells[7].toDouble());
        }
    }
    QVERIFY(winRate);
}

// The null run: four identical bots, seed 1, where the picked
// pair's own interval left out zero. The table, JSON and CSV give the
// engine's calibrated interval and test, and say the seats cannot be told
// apart; a stronger bot in one seat is found.
void TestCliSimulate::simulateSeatBalance()
{
    const QStringList args {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"1000"_s, u"--seed"_s, u"1"_s};
    houserules::SimulationSpec spec;
    spec.ruleset = *houserules::Registry::instance().ruleset("blasting-billy/standard");
    spec.players = 4;
    spec.bots = std::vector<std::string>(4, "heuristic");
    spec.games = 1000;
    spec.seed = 1;
    const auto report = houserules::simulate(spec);
    QVERIFY(report.ok());
    const houserules::WinRateSpread &s = report->measures.seatBalance;
    QVERIFY(!s.differs() && s.gap.low == 0 && s.pValue >= 0.05);
    const auto points = [](double share) { return QString::number(100 * share, 'f', 1); };

    const Run table = run(args);
    QCOMPARE(table.exitCode, 0);
    const QString line
        = u"  seat balance: seat %1 wins most, seat %2 least, %3 points apart (%4 to %5, allowing for "
          "the pick); equal seats p = %6, cannot tell them apart\n"_s.arg(s.most + 1)
              .arg(s.fewest + 1)
              .arg(points(s.gap.value), points(s.gap.low), points(s.gap.high), QString::number(s.pValue, 'f', 3));
    QVERIFY2(table.out.contains(line), qPrintable(table.out + u"\nexpected: "_s + line));

    const Run json = run(args + QStringList {u"--json"_s});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject balance = parseJson(json.out)[u"measures"_s][u"seat_balance"_s].toObject();
    QCOMPARE(balance[u"gap"_s][u"mean"_s].toDouble(), s.gap.value);
    QCOMPARE(balance[u"gap"_s][u"ci95"_s].toArray()[0].toDouble(), s.gap.low);
    QCOMPARE(balance[u"gap"_s][u"ci95"_s].toArray()[1].toDouble(), s.gap.high);
    QCOMPARE(balance[u"p_value"_s].toDouble(), s.pValue);
    QCOMPARE(balance[u"differs"_s].toBool(true), false);

    const Run csv = run(args + QStringList {u"--csv"_s});
    QCOMPARE(csv.exitCode, 0);
    bool gap = false, p = false;
    for (const QString &row : csv.out.split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList cells = row.split(u',');
        if (cells.value(4) == u"seat_balance"_s) {
            gap = true;
            QCOMPARE(cells[6].toDouble(), 0.0);
            QVERIFY(std::abs(cells[7].toDouble() - s.gap.high) < 1e-6);
            QVERIFY2(cells[9].endsWith(u"; cannot tell them apart"_s), qPrintable(row));
        }
        if (cells.value(4) == u"seat_balance_p_value"_s) {
            p = true;
            QCOMPARE(cells[5].toDouble(), s.pValue);
        }
    }
    QVERIFY(gap && p);

    const Run strong = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"random,random,heuristic,random"_s, u"--games"_s, u"400"_s, u"--seed"_s, u"3"_s});
    QCOMPARE(strong.exitCode, 0);
    QVERIFY2(QRegularExpression(u"seat balance: seat 3 wins most, .* equal seats p < 0.001, they differ\n"_s)
                 .match(strong.out)
                 .hasMatch(),
        qPrintable(strong.out));
}

void TestCliSimulate::simulateOptionErrors_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("json and csv") << QStringList {u"--json"_s, u"--csv"_s} << 2 << u"choose one of --json and --csv"_s;
    QTest::newRow("compare and sweep") << QStringList {u"--compare"_s, u"blasting-billy/standard"_s, u"--sweep"_s,
        u"hand_size=2..3"_s} << 2 << u"choose one of --compare and --sweep"_s;
    QTest::newRow("shard 0") << QStringList {u"--shard"_s, u"0/3"_s} << 2
                             << u"--shard expects K/N with 1 <= K <= N (for example 2/4), not '0/3'"_s;
    QTest::newRow("shard past the end") << QStringList {u"--shard"_s, u"4/3"_s} << 2 << u"not '4/3'"_s;
    QTest::newRow("shard no number") << QStringList {u"--shard"_s, u"half"_s} << 2 << u"not 'half'"_s;
    QTest::newRow("more shards than games")
        << QStringList {u"--shard"_s, u"1/11"_s} << 2 << u"--shard: more slices (11) than games (10)"_s;
    QTest::newRow("sweep without values")
        << QStringList {u"--sweep"_s, u"hand_size"_s} << 2 << u"--sweep expects PATH=A..B"_s;
    QTest::newRow("sweep backwards") << QStringList {u"--sweep"_s, u"hand_size=5..2"_s} << 2
                                     << u"not 'hand_size=5..2'"_s;
    QTest::newRow("sweep the deck") << QStringList {u"--sweep"_s, u"deck=1..2"_s} << 2
                                    << u"--sweep: 'deck' is a deck"_s;
    QTest::newRow("sweep unknown") << QStringList {u"--sweep"_s, u"speed=1..2"_s} << 2
                                   << u"--sweep: unknown parameter 'speed'"_s;
    QTest::newRow("threads 0") << QStringList {u"--threads"_s, u"0"_s} << 2
                               << u"--threads expects a whole number from 1 to 1024, not '0'"_s;
    QTest::newRow("unknown base") << QStringList {u"--compare"_s, u"blasting-billy/nope"_s} << 1
                                  << u"blasting-billy/nope: no such variant file or id"_s;
}

void TestCliSimulate::simulateOptionErrors()
{
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const Run r = run(QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s,
                          u"--bots"_s, u"random"_s, u"--games"_s, u"10"_s}
        + options);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

// A search bot's options in --bots stay with it: three bots for three seats.
void TestCliSimulate::simulateSearchBot()
{
    const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"3"_s, u"--bots"_s,
        u"ismcts:iterations=20,c=0.5,random,heuristic"_s, u"--games"_s, u"4"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const auto json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QStringList bots;
    for (const auto &seat : json[u"seats"_s].toArray())
        bots << seat.toObject()[u"bot"_s].toString();
    QCOMPARE(bots, (QStringList {u"ismcts:iterations=20,c=0.5"_s, u"random"_s, u"heuristic"_s}));
}

// A dry run checks everything a run would and plays nothing: a billion games
// return at once, and bad options are still refused.
void TestCliSimulate::simulateDryRun()
{
    const QStringList arguments {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"1000000000"_s, u"--dry-run"_s};
    QElapsedTimer timer;
    timer.start();
    const Run r = run(arguments + QStringList {u"--compare"_s, u"blasting-billy/two-dynamite"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty() && r.err.isEmpty());
    QVERIFY(timer.elapsed() < 10000);
    const Run bad = run(arguments + QStringList {u"--sweep"_s, u"deck=1..2"_s});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(u"--sweep: 'deck' is a deck"_s));
    const Run badBot = run(QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s,
        u"2"_s, u"--bots"_s, u"genius"_s, u"--dry-run"_s});
    QCOMPARE(badBot.exitCode, 2);
    QVERIFY(badBot.err.contains(u"--bots: unknown bot 'genius'"_s));
}

QTEST_GUILESS_MAIN(TestCliSimulate)
#include "test_cli_simulate.moc"
