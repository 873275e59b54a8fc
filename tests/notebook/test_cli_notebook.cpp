// houserules-cli and the notebook: simulate and merge keep their runs (not
// with --no-notebook, not a lone shard); notebook list, show, compare,
// rerun, export, note and salvage as a script uses them; another program's
// file refused untouched, a damaged notebook set aside, each cause named.

#include "cli/clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
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

    // `notebook list` names the rules by their title too, in each format;
    // the title is found by --search.
    void listShowsTheTitle()
    {
        const QString file = fresh(u"titles"_s);
        QCOMPARE(cli({u"simulate"_s, u"--variant"_s, u"blasting-billy/gold-rush"_s, u"--players"_s, u"3"_s, u"--bots"_s,
                         u"heuristic"_s, u"--games"_s, u"20"_s},
                     file)
                     .exitCode,
            0);
        const QJsonObject kept = list(file)[0].toObject();
        QCOMPARE(kept[u"title"_s].toString(), u"Gold rush"_s); // the tests run in English
        QCOMPARE(kept[u"titles"_s].toObject()[u"nl"_s].toString(), u"Goudkoorts"_s);
        const auto table = cli({u"notebook"_s, u"list"_s}, file);
        QVERIFY2(table.out.section(u'\n', 0, 0).contains(u"title"_s), qPrintable(table.out));
        QVERIFY2(table.out.section(u'\n', 1, 1).contains(u"Gold rush"_s), qPrintable(table.out));
        const auto csv = cli({u"notebook"_s, u"list"_s, u"--csv"_s}, file);
        QVERIFY2(
            csv.out.startsWith(u"id,"_s) && csv.out.section(u'\n', 0, 0).endsWith(u",title"_s), qPrintable(csv.out));
        QVERIFY2(csv.out.section(u'\n', 1, 1).endsWith(u",Gold rush"_s), qPrintable(csv.out));
        QCOMPARE(
            jsonArray(cli({u"notebook"_s, u"list"_s, u"--json"_s, u"--search"_s, u"goldrausch"_s}, file).out).size(),
            1);
    }

    // balance keeps its search where simulate keeps its runs (not with
    // --no-notebook); `notebook searches` lists it, `show` shows its spec,
    // candidates and proposals, `rerun` plays it again from the kept spec
    // and finds it identical, kept as a rerun.
    void balanceKeepsItsSearch()
    {
        const QString file = fresh(u"balance"_s);
        const QStringList search {u"balance"_s, u"blasting-billy/standard"_s, u"--players"_s, u"3"_s, u"--bots"_s,
            u"heuristic"_s, u"--vary"_s, u"hand_size=3..5"_s, u"--target"_s, u"first_player_advantage=0+-1"_s,
            u"--require"_s, u"length=20.."_s, u"--budget"_s, u"1500"_s, u"--seed"_s, u"3"_s, u"--json"_s};
        const auto first = cli(search + QStringList {u"--note"_s, u"fewer cards?"_s}, file);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QCOMPARE(cli(search + QStringList {u"--no-notebook"_s}, file).exitCode, 0);
        QCOMPARE(list(file).size(), 0); // a search is not a run
        const QJsonArray searches = jsonArray(cli({u"notebook"_s, u"searches"_s, u"--json"_s}, file).out);
        QCOMPARE(searches.size(), 1);
        const QJsonObject listed = searches[0].toObject();
        QCOMPARE(listed[u"note"_s].toString(), u"fewer cards?"_s);
        QCOMPARE(listed[u"variant"_s].toString(), u"blasting-billy/standard"_s);
        QCOMPARE(listed[u"title"_s].toString(), u"Standard rules"_s);
        QCOMPARE(listed[u"seed"_s].toString(), u"3"_s);
        QCOMPARE(listed[u"budget"_s].toInteger(), 1500);
        const QString id = listed[u"id"_s].toString();
        QVERIFY(cli({u"notebook"_s, u"searches"_s}, file).out.contains(id.left(8)));

        const auto shown = cli({u"notebook"_s, u"show"_s, id.left(8), u"--json"_s}, file);
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        const QJsonObject whole = parseJson(shown.out);
        QVERIFY(whole[u"spec"_s].toObject()[u"rules"_s].toString().contains(u"game: blasting-billy"_s));
        QCOMPARE(whole[u"spec"_s].toObject()[u"parameters"_s].toArray().size(), 1);
        const QJsonArray proposals = whole[u"result"_s].toObject()[u"proposals"_s].toArray();
        const QJsonArray printed = parseJson(first.out)[u"proposals"_s].toArray();
        QCOMPARE(proposals.size(), printed.size());
        QVERIFY(proposals.size() > 0);
        QCOMPARE(proposals[0].toObject()[u"loss"_s].toDouble(), printed[0].toObject()[u"loss"_s].toDouble());
        QCOMPARE(proposals[0].toObject()[u"figures"_s].toArray()[0].toObject()[u"value"_s].toDouble(),
            printed[0]
                .toObject()[u"figures"_s]
                .toArray()[0]
                .toObject()[u"estimate"_s]
                .toObject()[u"value"_s]
                .toDouble());
        const auto table = cli({u"notebook"_s, u"show"_s, id.left(8)}, file);
        for (const QString &line : {u"Balance search %1"_s.arg(id), u"Vary hand_size from 3 to 5"_s,
                 u"Target first_player_advantage: -1 to 1"_s, u"Target length: at least 20 (required)"_s,
                 u"candidates tried"_s, u"proposal 1: hand_size="_s})
            QVERIFY2(table.out.contains(line), qPrintable(line + u"\n"_s + table.out));

        const auto again = cli({u"notebook"_s, u"rerun"_s, id.left(8), u"--json"_s}, file);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.err.contains(u"Identical to search %1"_s.arg(id.left(8))), qPrintable(again.err));
        QCOMPARE(parseJson(again.out)[u"result"_s].toObject()[u"candidates"_s],
            whole[u"result"_s].toObject()[u"candidates"_s]);
        const QJsonArray both = jsonArray(cli({u"notebook"_s, u"searches"_s, u"--json"_s}, file).out);
        QCOMPARE(both.size(), 2);
        QCOMPARE(both[0].toObject()[u"rerun_of"_s].toString(), id);
        QCOMPARE(both[0].toObject()[u"source"_s].toString(), u"rerun"_s);
        // A search that is neither: said as such.
        const auto none = cli({u"notebook"_s, u"show"_s, u"fffff"_s}, file);
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.err.contains(u"no run 'fffff'"_s), qPrintable(none.err));
    }

    // A search over a list parameter keeps its lists: shown as lists, and
    // rerun as the same search.
    void balanceKeepsItsLists()
    {
        const QString file = fresh(u"balance-lists"_s);
        const auto first = cli({u"balance"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
                                   u"heuristic"_s, u"--vary"_s, u"deck.values=[0..10],[2,4,6,8]"_s, u"--target"_s,
                                   u"length=..30"_s, u"--budget"_s, u"2000"_s, u"--proposals"_s, u"2"_s, u"--json"_s},
            file);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const QJsonArray searches = jsonArray(cli({u"notebook"_s, u"searches"_s, u"--json"_s}, file).out);
        QCOMPARE(searches.size(), 1);
        const QString id = searches[0].toObject()[u"id"_s].toString().left(8);
        const auto table = cli({u"notebook"_s, u"show"_s, id}, file);
        for (const QString &line :
            {u"Vary deck.values over [0..10], [2,4,6,8]"_s, u"proposal 1: deck.values=[2,4,6,8]"_s})
            QVERIFY2(table.out.contains(line), qPrintable(line + u"\n"_s + table.out));
        const auto again = cli({u"notebook"_s, u"rerun"_s, id, u"--json"_s}, file);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.err.contains(u"Identical to search %1"_s.arg(id)), qPrintable(again.err));
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
        QCOMPARE(kept.exitCode, 1); // refused before it is played: nothing to lose
        QVERIFY2(kept.err.contains(u"cannot keep the run in the notebook"_s), qPrintable(kept.err));
        QVERIFY2(kept.err.contains(u"--no-notebook"_s), qPrintable(kept.err));
    }

    // Another program's SQLite database or a text file given as the
    // notebook: every command refuses, naming the file and why, and the file
    // is exactly as it was (nothing renamed, nothing beside it).
    void refusesAForeignFile_data()
    {
        QTest::addColumn<bool>("database");
        QTest::newRow("places.sqlite") << true;
        QTest::newRow("text file") << false;
    }

    void refusesAForeignFile()
    {
        QFETCH(bool, database);
        QTemporaryDir dir;
        const QString file = dir.filePath(database ? u"places.sqlite"_s : u"notes.txt"_s);
        if (database) {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"places"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            for (const QString &statement : {u"PRAGMA journal_mode=WAL"_s,
                     u"CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url LONGVARCHAR, title LONGVARCHAR)"_s,
                     u"INSERT INTO moz_places (url, title) VALUES ('https://example.org/', 'Example')"_s})
                QVERIFY2(QSqlQuery(db).exec(statement), qPrintable(statement));
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(u"places"_s);
        } else {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write("Friday: bring the four-card hand rules, and snacks.\n");
        }
        const QByteArray before = bytes(file);
        const QStringList there = QDir(dir.path()).entryList(QDir::Files);
        for (const QStringList &command : {QStringList {u"notebook"_s, u"list"_s},
                 QStringList {u"notebook"_s, u"list"_s, u"--json"_s}, QStringList {u"notebook"_s, u"show"_s, u"1a2b"_s},
                 QStringList {u"notebook"_s, u"note"_s, u"1a2b"_s, u"mine"_s},
                 QStringList {u"notebook"_s, u"export"_s, u"1a2b"_s, u"--out"_s, dir.filePath(u"out.json"_s)}}) {
            const auto run = cli(command, file);
            const QString said = command.join(u' ') + u": "_s + run.err;
            QVERIFY2(run.exitCode == 1, qPrintable(said));
            QVERIFY2(run.err.contains(u"cannot open the notebook %1: it is not a Houserules notebook"_s.arg(file)),
                qPrintable(said));
            QVERIFY2(
                run.err.contains(database ? u"tables of another program (moz_places)"_s : u"not an SQLite database"_s),
                qPrintable(said));
            QVERIFY2(run.err.contains(u"it was left as it is"_s), qPrintable(said));
            QVERIFY(run.out.isEmpty());
            QCOMPARE(bytes(file), before);
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files), there);
        }
        // A simulation to be kept there is refused before it is played.
        const auto simulated = cli({u"simulate"_s, u"--variant"_s, u"boomo/short"_s, u"--players"_s, u"3"_s,
                                       u"--bots"_s, u"random"_s, u"--games"_s, u"10"_s},
            file);
        QCOMPARE(simulated.exitCode, 1);
        QVERIFY2(simulated.err.contains(
                     u"cannot keep the run in the notebook %1: it is not a Houserules notebook"_s.arg(file)),
            qPrintable(simulated.err));
        QVERIFY2(!simulated.out.contains(u"games"_s), qPrintable(simulated.out)); // not played
        QCOMPARE(bytes(file), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), there);
    }

    // A notebook with runs whose pages were overwritten (header intact):
    // `notebook list` never prints it as empty: it says it is damaged, sets
    // it aside and says how to salvage what still reads; `salvage` does.
    void damagedNotebookIsSetAsideAndSalvaged()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"notebook.sqlite"_s);
        const auto filled = clitest::run(
            {u"notebook"_s, u"bench"_s, u"--runs"_s, u"100"_s, u"--notebook"_s, file}); // and 200 runs recorded
        QVERIFY2(filled.exitCode == 0, qPrintable(filled.err));
        const QJsonArray kept = list(file);
        QCOMPARE(kept.size(), 300);
        damage(file);
        const QByteArray damaged = bytes(file);

        const auto listed = cli({u"notebook"_s, u"list"_s}, file);
        QCOMPARE(listed.exitCode, 1);
        QVERIFY2(listed.err.contains(u"the notebook %1 could not be read (it is damaged"_s.arg(file)),
            qPrintable(listed.err));
        const QStringList aside = QDir(dir.path()).entryList({u"notebook.sqlite.unreadable-*"_s}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        const QString setAside = dir.filePath(aside.front());
        QVERIFY2(listed.err.contains(u"moved aside as %1"_s.arg(setAside)), qPrintable(listed.err));
        QVERIFY2(listed.err.contains(u"houserules-cli notebook salvage %1 --out runs.json"_s.arg(setAside)),
            qPrintable(listed.err));
        QCOMPARE(bytes(setAside), damaged);
        QCOMPARE(list(file).size(), 0); // the new notebook

        const QString out = dir.filePath(u"runs.json"_s);
        const auto salvaged = clitest::run({u"notebook"_s, u"salvage"_s, setAside, u"--out"_s, out});
        QVERIFY2(salvaged.exitCode == 0, qPrintable(salvaged.err));
        QVERIFY2(
            salvaged.err.contains(u"run(s) salvaged from %1 into %2"_s.arg(setAside, out)), qPrintable(salvaged.err));
        const QJsonArray runs = QJsonDocument::fromJson(bytes(out)).array();
        QVERIFY2(runs.size() >= 150 && runs.size() <= 300, qPrintable(QString::number(runs.size())));
        QStringList ids;
        for (const auto &run : kept)
            ids << run.toObject()[u"id"_s].toString();
        int whole = 0;
        for (const auto &run : runs) {
            QVERIFY(ids.contains(run.toObject()[u"id"_s].toString()));
            whole += run.toObject()[u"result"_s].toObject().contains(u"tally"_s) ? 1 : 0;
        }
        QVERIFY(whole >= 100);
        QCOMPARE(bytes(setAside), damaged);
        QCOMPARE(
            clitest::run({u"notebook"_s, u"salvage"_s, dir.filePath(u"none.sqlite"_s), u"--out"_s, out}).exitCode, 1);
    }

    // The list, streamed, is every run once, newest first, in each format.
    void listStreamsEveryRun()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"streamed.sqlite"_s);
        QCOMPARE(clitest::run({u"notebook"_s, u"bench"_s, u"--runs"_s, u"50"_s, u"--notebook"_s, file}).exitCode, 0);
        const QJsonArray runs = list(file);
        QCOMPARE(runs.size(), 250);
        QSet<QString> ids;
        QString previous = u"9999"_s;
        for (const auto &run : runs) {
            const QString when = run.toObject()[u"ran_at"_s].toString();
            QVERIFY2(when <= previous, qPrintable(when + u" after "_s + previous));
            previous = when;
            ids.insert(run.toObject()[u"id"_s].toString());
        }
        QCOMPARE(ids.size(), 250);
        const auto table = cli({u"notebook"_s, u"list"_s}, file);
        QCOMPARE(table.out.count(u'\n'), 251);
        QVERIFY(table.out.startsWith(u"run       when (UTC)"_s));
        const auto csv = cli({u"notebook"_s, u"list"_s, u"--csv"_s, u"--limit"_s, u"7"_s}, file);
        QCOMPARE(csv.out.count(u'\n'), 8);
        // The bench's 50 runs go round four games (boomo second); its 200 recorded are Blasting Billy.
        QCOMPARE(jsonArray(cli({u"notebook"_s, u"list"_s, u"--json"_s, u"--game"_s, u"boomo"_s}, file).out).size(), 13);
    }

    // Each reason the notebook cannot be opened is said as itself, never as
    // "read-only".
    void causesAreNamed()
    {
        QTemporaryDir dir;
        const auto simulate = [&](const QString &notebook) {
            return cli({u"simulate"_s, u"--variant"_s, u"boomo/short"_s, u"--players"_s, u"3"_s, u"--bots"_s,
                           u"random"_s, u"--games"_s, u"10"_s},
                notebook);
        };
        const QString server = u"postgresql://127.0.0.1:1/houserules"_s;
        for (const auto &[location, cause] : {std::pair {dir.path(), u"it is a folder"_s},
                 std::pair {server, u"cannot connect to the server 127.0.0.1:1"_s}}) {
            const auto listed = cli({u"notebook"_s, u"list"_s}, location);
            QCOMPARE(listed.exitCode, 1);
            QVERIFY2(
                listed.err.contains(u"cannot open the notebook %1: %2"_s.arg(location, cause)), qPrintable(listed.err));
            const auto kept = simulate(location);
            QCOMPARE(kept.exitCode, 1); // refused before it is played
            QVERIFY2(kept.err.contains(u"cannot keep the run in the notebook %1: %2"_s.arg(location, cause)),
                qPrintable(kept.err));
            QVERIFY2(!kept.err.contains(u"read-only"_s), qPrintable(kept.err));
        }
    }

private:
    QString fresh(const QString &name) { return m_dir.filePath(name + u".sqlite"_s); }

    clitest::Run cli(const QStringList &arguments, const QString &notebook)
    {
        return clitest::run(arguments + QStringList {u"--notebook"_s, notebook});
    }

    static QByteArray bytes(const QString &file)
    {
        QFile in(file);
        return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
    }

    // Garbage over a few pages of a notebook, its header (page 1) intact:
    // the root of the list's date index and pages through the runs.
    static void damage(const QString &file)
    {
        int dateIndex = 0;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"damage"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"SELECT rootpage FROM sqlite_master WHERE name = 'runs_by_date'"_s) && q.next());
            dateIndex = q.value(0).toInt();
            q = QSqlQuery();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"damage"_s);
        QFile io(file);
        QVERIFY(io.open(QIODevice::ReadWrite));
        const qint64 pageSize = 4096, pages = io.size() / pageSize;
        QVERIFY(pages > 100 && dateIndex > 1);
        for (const qint64 page : {qint64(dateIndex), pages / 3, pages / 2, 2 * pages / 3}) {
            io.seek((page - 1) * pageSize);
            io.write(QByteArray(pageSize, '\x5a'));
        }
    }

    QJsonArray list(const QString &notebook)
    {
        return jsonArray(cli({u"notebook"_s, u"list"_s, u"--json"_s}, notebook).out);
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliNotebook)
#include "test_cli_notebook.moc"
