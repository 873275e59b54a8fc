// houserules-cli simulate with several house rules against one base
// (--variant A,B,C --compare BASE) and with sweeps of two parameters, of
// lists and of card counts: JSON, CSV and tables, the same for any thread
// count and for merged shards, and the honest "most balanced".

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

using clitest::parseJson;
using clitest::run;
using clitest::Run;

const QStringList kHouseRules {
    u"blasting-billy/two-dynamite"_s, u"blasting-billy/four-card-hand"_s, u"blasting-billy/gold-rush"_s};

QStringList sideBySide(const QStringList &extra = {})
{
    return QStringList {u"simulate"_s, u"--variant"_s, kHouseRules.join(u','), u"--compare"_s,
               u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
               u"heuristic,random,heuristic,random"_s, u"--games"_s, u"301"_s, u"--seed"_s, u"5"_s}
    + extra;
}

QStringList grid(const QStringList &extra = {})
{
    return QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
               u"--bots"_s, u"heuristic"_s, u"--games"_s, u"150"_s, u"--seed"_s, u"2"_s, u"--sweep"_s,
               u"hand_size=3..4"_s, u"--sweep"_s, u"deck.dynamite_per_colour=1,2,9"_s}
    + extra;
}

} // namespace

class TestCliSideBySide : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sideBySideEqualsItsPairs();
    void sideBySideTableAndCsv();
    void sideBySideErrors_data();
    void sideBySideErrors();
    void sameWhateverTheThreads_data();
    void sameWhateverTheThreads();
    void shardsMerge_data();
    void shardsMerge();
    void gridJsonAndTable();
    void sweepLists();
    void aValueThatStandsOut();
};

// Each house rule's report and differences are to the digit those of the
// pair `--variant HOUSE --compare BASE` on the same seeds.
void TestCliSideBySide::sideBySideEqualsItsPairs()
{
    const Run r = run(sideBySide({u"--json"_s}));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = parseJson(r.out);
    QCOMPARE(json[u"mode"_s].toString(), u"compare-several"_s);
    QCOMPARE(json[u"variant"_s].toString(), u"blasting-billy/standard"_s);
    QCOMPARE(json[u"house_rules"_s].toArray().size(), 3);
    const QJsonArray variants = json[u"variants"_s].toArray();
    const QJsonArray differences = json[u"differences"_s].toArray();
    QCOMPARE(variants.size(), 4);
    QCOMPARE(differences.size(), 3);
    int tested = 0;
    for (qsizetype i = 0; i < kHouseRules.size(); ++i) {
        QStringList arguments = sideBySide({u"--json"_s});
        arguments[2] = kHouseRules[i];
        const QJsonObject pair = parseJson(run(arguments).out);
        QCOMPARE(pair[u"mode"_s].toString(), u"compare"_s);
        const QJsonObject d = differences[i].toObject();
        QCOMPARE(d[u"variant"_s].toString(), kHouseRules[i]);
        QCOMPARE(d[u"difference"_s].toObject(), pair[u"difference"_s].toObject());
        // One family over every house rule: at least as strict as the pair's
        // alone, so what stands out here stands out there.
        for (const auto &sentence : d[u"notable"_s].toArray())
            QVERIFY(pair[u"notable"_s].toArray().contains(sentence));
        tested += pair[u"differences_tested"_s].toInt();
        QCOMPARE(variants[i + 1].toObject()[u"report"_s].toObject(), pair[u"house"_s].toObject());
        QCOMPARE(variants[0].toObject()[u"report"_s].toObject(), pair[u"base"_s].toObject());
    }
    QCOMPARE(json[u"differences_tested"_s].toInt(), tested);
}

void TestCliSideBySide::sideBySideTableAndCsv()
{
    const Run table = run(sideBySide());
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(
        table.out.startsWith(u"blasting-billy/two-dynamite, blasting-billy/four-card-hand, blasting-billy/gold-rush "
                             "against blasting-billy/standard, 4 players, 301 paired games, seed 5 ("_s),
        qPrintable(table.out));
    QVERIFY(table.out.contains(u"\nB: blasting-billy/four-card-hand\n"_s));
    // Two dynamite: 5 more cards; four cards in hand: 4 fewer turns; gold rush: one card more.
    QVERIFY2(QRegularExpression(u"\\nmean game length +52\\.0 +57\\.0 \\+5\\.0 \\(5\\.0 to 5\\.0\\) +48\\.0 -4\\.0 "
                                "\\(-4\\.0 to -4\\.0\\) +53\\.0 \\+1\\.0 \\(1\\.0 to 1\\.0\\)\\n"_s)
                 .match(table.out)
                 .hasMatch(),
        qPrintable(table.out));
    QVERIFY(table.out.contains(
        u"     Games last 4.0 decisions shorter (±0.0).\n     Games last 4.0 turns shorter (±0.0).\n     Games "
        "last 1.0 rounds shorter (±0.0).\n  C: Games last 1.0 decisions longer (±0.0).\n"_s));
    QVERIFY2(table.out.contains(u"\nnotable differences (those that stand out after Holm's correction over the %1 "
                                "differences tested, family-wise 5%):\n"_s.arg(
                                    parseJson(run(sideBySide({u"--json"_s})).out)[u"differences_tested"_s].toInt())),
        qPrintable(table.out));

    const Run csv = run(sideBySide({u"--csv"_s}));
    QCOMPARE(csv.exitCode, 0);
    QVERIFY(csv.out.startsWith(u"value,variant,seat,card,metric,estimate,ci_low,ci_high,n,note\n"_s));
    QVERIFY(csv.out.contains(u"\n,blasting-billy/standard,all,,length,52,52,52,301,\n"_s));
    QVERIFY(csv.out.contains(u"\n,blasting-billy/gold-rush,all,,length,53,53,53,301,\n"_s));
    QVERIFY2(csv.out.contains(u"\n,difference:blasting-billy/four-card-hand,all,,length,-4,-4,-4,301,\n"_s),
        qPrintable(csv.out.left(3000)));
}

void TestCliSideBySide::sideBySideErrors_data()
{
    QTest::addColumn<QString>("variants");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    QTest::newRow("six") << u"a,b,c,d,e,f"_s << 2 << u"--variant names 6 house rules; at most 5 are compared"_s;
    QTest::newRow("twice") << u"blasting-billy/two-dynamite,blasting-billy/two-dynamite"_s << 2
                           << u"--variant names 'blasting-billy/two-dynamite' twice"_s;
    QTest::newRow("empty") << u"blasting-billy/two-dynamite,"_s << 2 << u"--variant: an empty name"_s;
    QTest::newRow("another game") << u"blasting-billy/two-dynamite,boomo/standard"_s << 2
                                  << u"--compare: the base variant is for 'blasting-billy', not 'boomo'"_s;
    QTest::newRow("unknown") << u"blasting-billy/two-dynamite,blasting-billy/nope"_s << 1 << u"nope"_s;
    QTest::newRow("no base") << u"-"_s << 2
                             << u"--variant names several variants; compare them with a base: --compare BASE"_s;
    // The house rules listed after --compare (the base after --variant).
    QTest::newRow("several bases") << u"~"_s << 2
                                   << u"--compare names one base; list the house rules after --variant: "
                                      "--variant A,B,C --compare BASE"_s;
}

void TestCliSideBySide::sideBySideErrors()
{
    QFETCH(QString, variants);
    QFETCH(int, status);
    QFETCH(QString, message);
    QStringList arguments = sideBySide();
    arguments[2] = variants;
    if (variants == u"-"_s) { // no --compare
        arguments[2] = kHouseRules.join(u',');
        arguments.remove(3, 2);
    } else if (variants == u"~"_s) { // the other way round
        arguments[2] = u"blasting-billy/standard"_s;
        arguments[4] = kHouseRules.join(u',');
    }
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, status);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliSideBySide::sameWhateverTheThreads_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("side by side") << sideBySide({u"--json"_s});
    QTest::newRow("grid") << grid({u"--json"_s});
}

void TestCliSideBySide::sameWhateverTheThreads()
{
    QFETCH(QStringList, arguments);
    const Run one = run(arguments + QStringList {u"--threads"_s, u"1"_s});
    QVERIFY(one.exitCode == 0 || one.exitCode == 1);
    for (const auto &threads : {u"2"_s, u"5"_s}) {
        const Run many = run(arguments + QStringList {u"--threads"_s, threads});
        QCOMPARE(many.exitCode, one.exitCode);
        QVERIFY2(many.out == one.out, qPrintable(threads));
    }
}

void TestCliSideBySide::shardsMerge_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::newRow("side by side") << sideBySide({u"--card-impact"_s}) << 0;
    // deck.dynamite_per_colour = 9 is beyond the deck's limit: those cells are rejected.
    QTest::newRow("grid") << grid() << 1;
    QTest::newRow("lists") << QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s,
        u"3"_s, u"--bots"_s, u"random"_s, u"--games"_s, u"100"_s, u"--sweep"_s, u"deck.values=[0..10],[2..9]"_s}
                           << 0;
}

// Shards of a run merge into exactly what one run prints: JSON, CSV, table.
void TestCliSideBySide::shardsMerge()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList files;
    for (int k = 1; k <= 3; ++k) {
        const Run shard = run(arguments + QStringList {u"--shard"_s, u"%1/3"_s.arg(k), u"--json"_s});
        QCOMPARE(shard.exitCode, status);
        const QString file = dir.filePath(u"shard-%1.json"_s.arg(k));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(shard.out.toUtf8());
        files.prepend(file);
    }
    const Run whole = run(arguments + QStringList {u"--json"_s});
    const Run merged = run(QStringList {u"merge"_s, u"--json"_s} + files);
    QCOMPARE(merged.exitCode, 0);
    QVERIFY2(merged.out == whole.out, qPrintable(merged.err + merged.out.left(400)));
    QCOMPARE(run(QStringList {u"merge"_s, u"--csv"_s} + files).out, run(arguments + QStringList {u"--csv"_s}).out);
    static const QRegularExpression timing(u" \\(\\d+\\.\\d+ s, \\d+ threads?\\)"_s);
    QCOMPARE(run(QStringList {u"merge"_s} + files).out, run(arguments).out.remove(timing));
}

// A grid: every cell's report in JSON, the gaps in a table, rejected cells
// named; the exit status says some were rejected.
void TestCliSideBySide::gridJsonAndTable()
{
    const Run r = run(grid({u"--json"_s}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"2 of 6 cells rejected"_s), qPrintable(r.err));
    const QJsonObject json = parseJson(r.out);
    QCOMPARE(json[u"mode"_s].toString(), u"sweep"_s);
    QCOMPARE(json[u"parameter"_s].toString(), u"hand_size x deck.dynamite_per_colour"_s);
    QCOMPARE(json[u"axes"_s].toArray().size(), 2);
    const QJsonArray points = json[u"points"_s].toArray();
    QCOMPARE(points.size(), 6);
    for (int cell = 0; cell < 6; ++cell) {
        const QJsonObject p = points[cell].toObject();
        const int hand = 3 + cell / 3, dynamite = QList<int> {1, 2, 9}[cell % 3];
        QCOMPARE(p[u"values"_s].toArray(), (QJsonArray {hand, dynamite}));
        if (dynamite == 9) {
            QVERIFY(p.contains(u"errors"_s));
            continue;
        }
        QCOMPARE(
            p[u"report"_s].toObject()[u"mean_length"_s].toDouble(), double(52 - 4 * (hand - 3) + 5 * (dynamite - 1)));
        QVERIFY(p[u"gap"_s].toObject()[u"ci95"_s].toArray().size() == 2);
    }
    QVERIFY(json[u"balance"_s].toObject().contains(u"stands_out"_s));

    const Run table = run(grid());
    QCOMPARE(table.exitCode, 1);
    QVERIFY2(table.out.contains(u"rows hand_size, columns deck.dynamite_per_colour:\nhand_size  1 "_s),
        qPrintable(table.out));
    QVERIFY(
        QRegularExpression(u"\\n3 +[+-]\\d+\\.\\d \\(-?\\d+\\.\\d to -?\\d+\\.\\d\\)"_s).match(table.out).hasMatch());
    QVERIFY(table.out.contains(u"\n  hand_size = 4, deck.dynamite_per_colour = 9: parameters.deck"_s));
    QVERIFY(table.out.contains(u"no cell stands out at this number of games"_s)
        || table.out.contains(u"most balanced (*): hand_size = "_s));

    const Run csv = run(grid({u"--csv"_s}));
    QVERIFY(csv.out.contains(u"\n3;2,,all,,length,57,57,57,150,\n"_s));

    // At most 400 cells.
    QStringList big = grid();
    big[12] = u"hand_size=1..10"_s;
    big[14] = u"set_aside.4=0..40"_s;
    const Run tooBig = run(big);
    QCOMPARE(tooBig.exitCode, 2);
    QVERIFY2(tooBig.err.contains(u"--sweep: a grid of 10 x 41 = 410 cells; at most 400"_s), qPrintable(tooBig.err));
    const Run three = run(grid({u"--sweep"_s, u"set_aside.4=0..1"_s}));
    QCOMPARE(three.exitCode, 2);
    QVERIFY(three.err.contains(u"--sweep: at most 2 parameters at once"_s));
}

void TestCliSideBySide::sweepLists()
{
    const QStringList arguments {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"random"_s, u"--games"_s, u"50"_s, u"--sweep"_s, u"deck.gold.values=[0..12],[1,3,5]"_s};
    const Run r = run(arguments + QStringList {u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray points = parseJson(r.out)[u"points"_s].toArray();
    QCOMPARE(points.size(), 2);
    QCOMPARE(points[1].toObject()[u"value"_s].toArray(), (QJsonArray {1, 3, 5}));
    // Gold 0–12: two cards more; gold 1, 3, 5: eight fewer.
    QCOMPARE(points[0].toObject()[u"report"_s].toObject()[u"mean_length"_s].toDouble(), 54.0);
    QCOMPARE(points[1].toObject()[u"report"_s].toObject()[u"mean_length"_s].toDouble(), 44.0);
    const Run table = run(arguments);
    QVERIFY2(table.out.contains(u"\n[1, 3, 5]"_s), qPrintable(table.out));

    const auto error = [&](const QString &sweep) {
        QStringList a = arguments;
        a.last() = sweep;
        return run(a);
    };
    QVERIFY(
        error(u"deck.values=1..3"_s).err.contains(u"--sweep: 'deck.values' is a list; give each value as a list"_s));
    QVERIFY(
        error(u"hand_size=[1,2]"_s).err.contains(u"--sweep: 'hand_size' is a whole number; give numbers, not lists"_s));
    const Run bad = error(u"deck.values=[1,2"_s);
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(u"or PATH=[A..B],[C,D] for a list parameter"_s));
    QCOMPARE(error(u"deck.values=[1,2],"_s).exitCode, 2);
}

// One heuristic bot against three random ones: with 44 of 60 cards set
// aside the game is too short for skill to tell, and that value stands out.
void TestCliSideBySide::aValueThatStandsOut()
{
    const QStringList arguments {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic,random,random,random"_s, u"--games"_s, u"400"_s, u"--sweep"_s,
        u"set_aside.4=0,30,44"_s};
    const Run table = run(arguments);
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.contains(u"\nmost balanced (*): set_aside.4 = 44, where seat "_s), qPrintable(table.out));
    QVERIFY(QRegularExpression(u"\\n44 \\* +\\d+\\.\\d%"_s).match(table.out).hasMatch());
    const QJsonObject json = parseJson(run(arguments + QStringList {u"--json"_s}).out);
    QCOMPARE(json[u"balance"_s].toObject()[u"stands_out"_s].toBool(), true);
    QCOMPARE(json[u"most_balanced"_s].toObject()[u"value"_s].toInt(), 44);
}

QTEST_GUILESS_MAIN(TestCliSideBySide)
#include "test_cli_sidebyside.moc"
