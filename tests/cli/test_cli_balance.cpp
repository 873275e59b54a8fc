// houserules-cli balance, run as a user runs it: the proposals and their
// verdicts in JSON, the same search for any --threads, proposals written as
// house rules that load, and bad input answered with a message and a
// non-zero status.

#include "clirun.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using clitest::run;

namespace {

const QStringList kSearch {u"balance"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
    u"heuristic"_s, u"--vary"_s, u"hand_size=2..5"_s, u"--vary"_s, u"deck.dynamite_per_colour=0..2"_s, u"--target"_s,
    u"length=55..58"_s, u"--require"_s, u"figure:shot_down=..40"_s, u"--budget"_s, u"6000"_s, u"--proposals"_s, u"2"_s,
    u"--seed"_s, u"4"_s};

} // namespace

class TestCliBalance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void proposesAndJudgesEveryTarget()
    {
        const auto result = run(kSearch + QStringList {u"--json"_s});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        const QJsonObject json = clitest::parseJson(result.out);
        QCOMPARE(json[u"candidates"_s].toArray().size(), 12); // 4 × 3: every point
        const QJsonArray proposals = json[u"proposals"_s].toArray();
        QCOMPARE(proposals.size(), 2);
        // Every game of a rule lasts as long (the whole deck is played):
        // the best proposal's length is certain, and within the target.
        const QJsonObject best = proposals.first().toObject();
        const QJsonArray figures = best[u"figures"_s].toArray();
        QCOMPARE(figures.size(), 2);
        QCOMPARE(figures[0].toObject()[u"verdict"_s].toString(), u"met"_s);
        const double length = figures[0].toObject()[u"estimate"_s].toObject()[u"value"_s].toDouble();
        QVERIFY2(length >= 55 && length <= 58, qPrintable(QString::number(length)));
        // Shares are in percent, as simulate shows them.
        const double shot = figures[1].toObject()[u"estimate"_s].toObject()[u"value"_s].toDouble();
        QVERIFY2(shot > 1 && shot < 100, qPrintable(QString::number(shot)));
        QVERIFY(json[u"search_games"_s].toInteger() + json[u"confirmation_games"_s].toInteger() * 3 <= 6000);
        // Which proposals cannot be told apart from the best: the best
        // itself, and for the other its paired difference on every target
        // but none for itself.
        QCOMPARE(best[u"alike_best"_s], QJsonValue(true));
        QVERIFY(!figures[0].toObject().contains(u"vs_best"_s));
        const QJsonObject second = proposals[1].toObject();
        QVERIFY(second[u"alike_best"_s].isBool());
        const QJsonObject vsBest = second[u"figures"_s].toArray()[1].toObject()[u"vs_best"_s].toObject();
        QVERIFY(vsBest[u"low"_s].toDouble() <= vsBest[u"value"_s].toDouble());
        QVERIFY(vsBest[u"value"_s].toDouble() <= vsBest[u"high"_s].toDouble());

        // The same search on one thread.
        const auto one = run(kSearch + QStringList {u"--json"_s, u"--threads"_s, u"1"_s});
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(clitest::parseJson(one.out)[u"proposals"_s], json[u"proposals"_s]);
    }

    // A list parameter's candidates, each a whole list as --sweep writes them.
    void variesLists()
    {
        const auto result = run({u"balance"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
            u"heuristic"_s, u"--vary"_s, u"deck.values=[0..10],[2,4,6,8]"_s, u"--target"_s, u"length=..30"_s,
            u"--budget"_s, u"2000"_s, u"--proposals"_s, u"2"_s});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY2(result.out.contains(u"proposal 1: deck.values=[2,4,6,8]\n"_s), qPrintable(result.out));
        QVERIFY2(result.out.contains(u"proposal 2: deck.values=[0..10]\n"_s), qPrintable(result.out));
        QVERIFY2(result.out.contains(u"  the games tell it apart from proposal 1\n"_s), qPrintable(result.out));
    }

    void proposalsAreHouseRules()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"found"_s);
        const auto result = run(kSearch + QStringList {u"--out"_s, out});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY(result.out.contains(u"proposal 1: "_s));
        for (const QString &name : {u"proposal-1.yaml"_s, u"proposal-2.yaml"_s}) {
            const auto checked = run({u"validate"_s, QDir(out).filePath(name)});
            QVERIFY2(checked.exitCode == 0, qPrintable(checked.out + checked.err));
        }
        // Never over a file already there.
        QCOMPARE(run(kSearch + QStringList {u"--out"_s, out}).exitCode, 1);
    }

    // "No longer than today": a bound written relative to the base; the
    // figure shown is the difference from the base, paired game by game.
    void aTargetRelativeToTheBase()
    {
        const auto result = run({u"balance"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
            u"heuristic"_s, u"--vary"_s, u"hand_size=2..5"_s, u"--target"_s, u"first_player_advantage=0+-1"_s,
            u"--require"_s, u"length=..base"_s, u"--budget"_s, u"4000"_s, u"--proposals"_s, u"2"_s});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY2(result.out.contains(u"from the base  met,"_s), qPrintable(result.out));
        QVERIFY2(result.out.contains(u"wanted at most the base (required)"_s), qPrintable(result.out));
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("change");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("says");
        QTest::newRow("range backwards") << QStringList {u"--vary"_s, u"hand_size=5..2"_s} << 2 << u"--vary expects"_s;
        QTest::newRow("list form") << QStringList {u"--vary"_s, u"deck.values=[0..10],"_s} << 2 << u"--vary expects"_s;
        QTest::newRow("target form") << QStringList {u"--target"_s, u"length>40"_s} << 2 << u"--target expects"_s;
        QTest::newRow("one bound relative, one not")
            << QStringList {u"--target"_s, u"length=40..base"_s} << 2 << u"--target expects"_s;
        QTest::newRow("weight on a constraint")
            << QStringList {u"--require"_s, u"length=..60@2"_s} << 2 << u"--require expects"_s;
        QTest::newRow("unknown measure") << QStringList {u"--target"_s, u"lenght=40..60"_s} << 1
                                         << u"no measure 'lenght'"_s;
        QTest::newRow("unknown parameter") << QStringList {u"--vary"_s, u"hand=2..4"_s} << 1 << u"hand"_s;
        QTest::newRow("budget") << QStringList {u"--budget"_s, u"50"_s} << 1 << u"too small"_s;
    }
    void badInputIsRefused()
    {
        QFETCH(QStringList, change);
        QFETCH(int, status);
        QFETCH(QString, says);
        const auto result = run(kSearch + change);
        QCOMPARE(result.exitCode, status);
        QVERIFY2(result.err.contains(says), qPrintable(result.err));
    }
};

QTEST_GUILESS_MAIN(TestCliBalance)
#include "test_cli_balance.moc"
