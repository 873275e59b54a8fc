// houserules-cli and the notebook: simulate and merge keep their runs (not
// with --no-notebook, not a lone shard); notebook list, show, compare,
// rerun, export and note as a script uses them.

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using clitest::parseJson;

namespace {

QJsonArray jsonArray(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).array();
}

} // namespace

class TestCliNotebook : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void simulateKeepsItsRun()
    {
        const QString file = fresh(u"simulate"_s);
        const auto run = cli(
            {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"3"_s, u"--bots"_s,
                u"heuristic"_s, u"--games"_s, u"200"_s, u"--seed"_s, u"4"_s, u"--json"_s, u"--note"_s, u"baseline"_s},
            file);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject printed = parseJson(run.out);
        QCOMPARE(printed[u"rules"_s].toArray().size(), 1);
        const QJsonArray runs = list(file);
        QCOMPARE(runs.size(), 1);
        const QJsonObject kept = runs[0].toObject();
        QCOMPARE(kept[u"note"_s].toString(), u"baseline"_s);
        QCOMPARE(kept[u"game"_s].toString(), u"blasting-billy"_s);
        QCOMPARE(kept[u"source"_s].toString(), u"cli"_s);
        QCOMPARE(
            kept[u"variant_sha256"_s].toString(), printed[u"rules"_s].toArray()[0].toObject()[u"sha256"_s].toString());
        const auto shown = cli({u"notebook"_s, u"show"_s, kept[u"id"_s].toString().left(8), u"--json"_s}, file);
        QCOMPARE(shown.exitCode, 0);
        QCOMPARE(parseJson(shown.out)[u"result"_s].toObject()[u"tally"_s], printed[u"tally"_s]);

        QCOMPARE(cli({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"3"_s, u"--bots"_s,
                         u"heuristic"_s, u"--games"_s, u"50"_s, u"--no-notebook"_s},
                     file)
                     .exitCode,
            0);
        QCOMPARE(list(file).size(), 1);
    }

    // A lone shard is not a run; its merge is, once, with the shards counted.
    void mergeKeepsTheWholeRun()
    {
        const QString file = fresh(u"merge"_s);
        const QStringList common {u"simulate"_s, u"--variant"_s, u"boomo/standard"_s, u"--players"_s, u"3"_s,
            u"--bots"_s, u"heuristic"_s, u"--games"_s, u"90"_s, u"--json"_s};
        QStringList shards;
        for (const QString &shard : {u"1/2"_s, u"2/2"_s}) {
            const auto run = cli(common + QStringList {u"--shard"_s, shard}, file);
            QCOMPARE(run.exitCode, 0);
            shards << m_dir.filePath(u"shard-%1.json"_s.arg(shards.size()));
            QFile out(shards.back());
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(run.out.toUtf8());
        }
        QCOMPARE(list(file).size(), 0);
        const auto merged = cli(QStringList {u"merge"_s, u"--json"_s} + shards, file);
        QCOMPARE(merged.exitCode, 0);
        const QJsonArray runs = list(file);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].toObject()[u"shards"_s].toInt(), 2);
        QCOMPARE(runs[0].toObject()[u"source"_s].toString(), u"merge"_s);
        const auto whole = cli(common + QStringList {u"--no-notebook"_s}, file);
        const QString id = runs[0].toObject()[u"id"_s].toString();
        const auto kept = cli({u"notebook"_s, u"show"_s, id, u"--json"_s}, file);
        QCOMPARE(parseJson(kept.out)[u"result"_s].toObject()[u"tally"_s], parseJson(whole.out)[u"tally"_s]);
        // The merged run plays again as one.
        QCOMPARE(cli({u"notebook"_s, u"rerun"_s, id}, file).exitCode, 0);
    }

    void rerunIsIdentical_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QStringList bb {u"--players"_s, u"3"_s, u"--bots"_s, u"heuristic"_s, u"--games"_s, u"120"_s};
        QTest::newRow("simulate") << QStringList {u"--variant"_s, u"halunken-spelunken/two-player"_s, u"--players"_s,
            u"2"_s, u"--bots"_s, u"heuristic,random"_s, u"--games"_s, u"40"_s, u"--seed"_s, u"9"_s};
        QTest::newRow("compare, skill") << QStringList {u"--variant"_s, u"blasting-billy/four-card-hand"_s,
                                               u"--compare"_s, u"blasting-billy/standard"_s, u"--skill"_s, u"normal"_s,
                                               u"--card-impact"_s}
                + bb;
        QTest::newRow("side by side") << QStringList {u"--variant"_s,
                                             u"blasting-billy/four-card-hand,blasting-billy/two-dynamite"_s,
                                             u"--compare"_s, u"blasting-billy/standard"_s}
                + bb;
        QTest::newRow("sweep grid") << QStringList {u"--variant"_s, u"blasting-billy/standard"_s, u"--sweep"_s,
                                           u"hand_size=2..3"_s, u"--sweep"_s, u"deck.values=[1..10],[0..8]"_s}
                + bb;
    }

    void rerunIsIdentical()
    {
        QFETCH(QStringList, arguments);
        const QString file = fresh(u"rerun-%1"_s.arg(QLatin1String(QTest::currentDataTag())).replace(u' ', u'-'));
        const auto first = cli(QStringList {u"simulate"_s, u"--json"_s} + arguments, file);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const QString id = list(file)[0].toObject()[u"id"_s].toString();
        const auto again = cli({u"notebook"_s, u"rerun"_s, id.left(8), u"--json"_s}, file);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.err.contains(u"Identical to run %1"_s.arg(id.left(8))), qPrintable(again.err));
        QCOMPARE(parseJson(again.out)[u"tally"_s], parseJson(first.out)[u"tally"_s]);
        QCOMPARE(parseJson(again.out)[u"skill"_s], parseJson(first.out)[u"skill"_s]);
        const QJsonArray runs = list(file);
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].toObject()[u"rerun_of"_s].toString(), id);
        QCOMPARE(runs[0].toObject()[u"source"_s].toString(), u"rerun"_s);
    }

    // The run keeps the rules it played: the file changed afterwards does
    // not change what a rerun plays.
    void rerunPlaysTheKeptRules()
    {
        const QString file = fresh(u"kept-rules"_s);
        const QString rules = m_dir.filePath(u"my-house-rule.yaml"_s);
        const auto write = [&](int hand) {
            QFile out(rules);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QStringLiteral("game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Mine}\n"
                                     "parameters:\n  hand_size: %1\n")
                          .arg(hand)
                          .toUtf8());
        };
        write(4);
        const QStringList arguments {u"simulate"_s, u"--variant"_s, rules, u"--players"_s, u"3"_s, u"--bots"_s,
            u"heuristic"_s, u"--games"_s, u"100"_s, u"--json"_s};
        const auto four = cli(arguments, file);
        QCOMPARE(four.exitCode, 0);
        write(2);
        const auto two = cli(arguments + QStringList {u"--no-notebook"_s}, file);
        QVERIFY(parseJson(two.out)[u"tally"_s] != parseJson(four.out)[u"tally"_s]);
        const QString id = list(file)[0].toObject()[u"id"_s].toString();
        const auto again = cli({u"notebook"_s, u"rerun"_s, id, u"--json"_s, u"--no-notebook"_s}, file);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(parseJson(again.out)[u"tally"_s], parseJson(four.out)[u"tally"_s]);
    }

    void compareIsPairedOnSharedSeeds()
    {
        const QString file = fresh(u"compare"_s);
        const auto simulate = [&](const QString &variant, const QString &seed) {
            QCOMPARE(cli({u"simulate"_s, u"--variant"_s, variant, u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s,
                             u"--games"_s, u"300"_s, u"--seed"_s, seed},
                         file)
                         .exitCode,
                0);
        };
        simulate(u"blasting-billy/standard"_s, u"1"_s);
        simulate(u"blasting-billy/four-card-hand"_s, u"1"_s);
        simulate(u"blasting-billy/four-card-hand"_s, u"2"_s);
        const QJsonArray runs = list(file); // newest first
        const QString standard = runs[2].toObject()[u"id"_s].toString(),
                      sameSeeds = runs[1].toObject()[u"id"_s].toString(),
                      otherSeeds = runs[0].toObject()[u"id"_s].toString();
        const auto paired = cli({u"notebook"_s, u"compare"_s, sameSeeds, standard, u"--json"_s}, file);
        QVERIFY2(paired.exitCode == 0, qPrintable(paired.err));
        const QJsonObject p = parseJson(paired.out);
        QVERIFY(p[u"paired"_s].toBool());
        const QJsonObject comparison = p[u"comparison"_s].toObject();
        QCOMPARE(comparison[u"mode"_s].toString(), u"compare"_s);
        // The house rule's side is exactly run A's games, the base's run B's.
        const auto shownA = parseJson(cli({u"notebook"_s, u"show"_s, sameSeeds, u"--json"_s}, file).out);
        QCOMPARE(comparison[u"tally"_s].toObject()[u"house"_s], shownA[u"result"_s].toObject()[u"tally"_s]);

        const auto unpaired = cli({u"notebook"_s, u"compare"_s, otherSeeds, standard, u"--json"_s}, file);
        QCOMPARE(unpaired.exitCode, 0);
        const QJsonObject u = parseJson(unpaired.out);
        QVERIFY(!u[u"paired"_s].toBool());
        const QJsonArray rows = u[u"rows"_s].toArray();
        QCOMPARE(rows.size(), 4 * 2 + 1);
        for (const auto &row : rows) {
            const QJsonObject d = row.toObject()[u"difference"_s].toObject();
            // Blasting Billy's games all last as long: that interval has no width.
            const bool spread = row.toObject()[u"figure"_s] != u"length"_s;
            QVERIFY(d[u"low"_s].toDouble() < d[u"value"_s].toDouble() || !spread);
            QVERIFY(d[u"value"_s].toDouble() < d[u"high"_s].toDouble() || !spread);
        }
        const auto table = cli({u"notebook"_s, u"compare"_s, otherSeeds, standard}, file);
        QVERIFY(table.out.contains(u"unpaired"_s));
        QVERIFY(table.out.contains(u"Holm"_s));
    }

    void exportAndNote()
    {
        const QString file = fresh(u"export"_s);
        for (const QString &seed : {u"1"_s, u"2"_s})
            cli({u"simulate"_s, u"--variant"_s, u"boomo/short"_s, u"--players"_s, u"3"_s, u"--bots"_s, u"heuristic"_s,
                    u"--games"_s, u"30"_s, u"--seed"_s, seed},
                file);
        const QJsonArray runs = list(file);
        QCOMPARE(runs.size(), 2);
        const QString a = runs[0].toObject()[u"id"_s].toString(), b = runs[1].toObject()[u"id"_s].toString();
        QCOMPARE(cli({u"notebook"_s, u"note"_s, a, u"short game, 3 players"_s}, file).exitCode, 0);
        const QString json = m_dir.filePath(u"export.json"_s), csv = m_dir.filePath(u"export.csv"_s);
        QCOMPARE(cli({u"notebook"_s, u"export"_s, a, b, u"--out"_s, json}, file).exitCode, 0);
        QFile in(json);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QJsonArray exported = QJsonDocument::fromJson(in.readAll()).array();
        QCOMPARE(exported.size(), 2);
        QCOMPARE(exported[0].toObject()[u"note"_s].toString(), u"short game, 3 players"_s);
        QVERIFY(exported[1].toObject()[u"result"_s].toObject().contains(u"tally"_s));
        QCOMPARE(cli({u"notebook"_s, u"export"_s, a, b, u"--out"_s, csv, u"--csv"_s}, file).exitCode, 0);
        QFile lines(csv);
        QVERIFY(lines.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(lines.readAll());
        QCOMPARE(text.count(u'\n'), 3);
        QVERIFY(text.contains(u"\"short game, 3 players\""_s));
    }

    void badInput()
    {
        const QString file = fresh(u"bad"_s);
        QCOMPARE(cli({u"notebook"_s}, file).exitCode, 2);
        QCOMPARE(cli({u"notebook"_s, u"frobnicate"_s}, file).exitCode, 2);
        QCOMPARE(cli({u"notebook"_s, u"export"_s, u"abc"_s}, file).exitCode, 2);
        QCOMPARE(cli({u"notebook"_s, u"compare"_s, u"abc"_s}, file).exitCode, 2);
        const auto missing = cli({u"notebook"_s, u"show"_s, u"deadbeef"_s}, file);
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(u"no run 'deadbeef'"_s));
        // A server that is not there: a message, no crash, no run lost.
        const auto server = cli({u"notebook"_s, u"list"_s}, u"postgresql://127.0.0.1:1/houserules"_s);
        QCOMPARE(server.exitCode, 1);
        QVERIFY2(server.err.contains(u"cannot open the notebook"_s), qPrintable(server.err));
        const auto kept = cli({u"simulate"_s, u"--variant"_s, u"boomo/short"_s, u"--players"_s, u"3"_s, u"--bots"_s,
                                  u"random"_s, u"--games"_s, u"10"_s},
            u"postgresql://127.0.0.1:1/houserules"_s);
        QCOMPARE(kept.exitCode, 0); // the simulation's result is printed all the same
        QVERIFY2(kept.err.contains(u"was not kept in the notebook"_s), qPrintable(kept.err));
    }

private:
    QString fresh(const QString &name) { return m_dir.filePath(name + u".sqlite"_s); }

    clitest::Run cli(const QStringList &arguments, const QString &notebook)
    {
        return clitest::run(arguments + QStringList {u"--notebook"_s, notebook});
    }

    QJsonArray list(const QString &notebook)
    {
        return jsonArray(cli({u"notebook"_s, u"list"_s, u"--json"_s}, notebook).out);
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliNotebook)
#include "test_cli_notebook.moc"
