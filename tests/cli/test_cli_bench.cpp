// houserules-cli bench and soak: what they print, for the bots, the search
// and every game's variants.

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <set>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;

class TestCliBench : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void bench();
    void benchBots();
    void benchSearch();
    void soak();
};

void TestCliBench::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
}

void TestCliBench::bench()
{
    const Run r = run({u"bench"_s, u"--seconds"_s, u"0.05"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(u"random playouts, one thread, blasting-billy/standard\n"_s), qPrintable(r.out));
    // One line per player count of the variant: players, games/s, decisions/s.
    static const QRegularExpression line(u"^ *(\\d+) +(\\d+) +(\\d+)$"_s);
    std::set<int> counts;
    for (const auto &text : r.out.split(u'\n', Qt::SkipEmptyParts)) {
        const auto match = line.match(text);
        if (!match.hasMatch())
            continue;
        const int players = match.captured(1).toInt();
        QVERIFY(counts.insert(players).second);
        const double games = match.captured(2).toDouble();
        const double decisions = match.captured(3).toDouble();
        QVERIFY(games > 0);
        // Every game of this variant has at least 44 decisions (2 players);
        // both rates are rounded, hence the one game of slack.
        QVERIFY2(decisions >= 44 * (games - 1), qPrintable(text));
    }
    QCOMPARE(counts, (std::set<int> {2, 3, 4, 5}));
}

void TestCliBench::benchBots()
{
    const Run r = run({u"bench"_s, u"--bots"_s, u"heuristic"_s, u"--threads"_s, u"2"_s, u"--players"_s, u"4"_s,
        u"--seconds"_s, u"0.05"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(u"heuristic bots, 2 threads, blasting-billy/standard\n"_s), qPrintable(r.out));
    static const QRegularExpression line(u"\\n *4 +(\\d+) +(\\d+)\\n"_s);
    const auto match = line.match(r.out);
    QVERIFY2(match.hasMatch(), qPrintable(r.out));
    const double games = match.captured(1).toDouble(), decisions = match.captured(2).toDouble();
    QVERIFY(games > 0);
    // Every 4-player game of the standard rules has 52 decisions.
    QVERIFY2(std::abs(decisions - 52 * games) <= 52, qPrintable(r.out));
    QCOMPARE(r.out.count(u'\n'), 3); // the title, the column names, one player count

    const Run noBots = run({u"bench"_s, u"--threads"_s, u"2"_s});
    QCOMPARE(noBots.exitCode, 2);
    QVERIFY(noBots.err.contains(u"--threads needs --bots"_s));
}

// The search bot's iterations per second, per player count asked for.
void TestCliBench::benchSearch()
{
    const Run r = run({u"bench"_s, u"--variant"_s, u"boomo/standard"_s, u"--search"_s,
        u"ismcts:iterations=50,rollout=random"_s, u"--players"_s, u"3"_s, u"--seconds"_s, u"0.05"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(u"search bot ismcts:iterations=50,c=0.7,rollout=random,confidence=2, one thread, per "
                              u"second of processor time, "
                              "boomo/standard\n"_s),
        qPrintable(r.out));
    static const QRegularExpression line(u"\\n *3 +(\\d+)\\n"_s);
    const auto match = line.match(r.out);
    QVERIFY2(match.hasMatch(), qPrintable(r.out));
    QVERIFY(match.captured(1).toDouble() > 0);

    const Run bad = run({u"bench"_s, u"--search"_s, u"ismcts:rollout=clever"_s});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(u"--search: rollout: expected random, heuristic or light, not 'clever'"_s),
        qPrintable(bad.err));
}

void TestCliBench::soak()
{
    // Every game's variants, checked; the same seed plays the same games.
    const QStringList all {u"soak"_s, u"--game"_s, u"all"_s, u"--games"_s, u"40"_s, u"--seed"_s, u"3"_s, u"--json"_s};
    const Run r = run(all);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(json.value(u"games"_s).toInt(), 40);
    QVERIFY(json.value(u"decisions"_s).toInt() > 40);
    QVERIFY(json.value(u"variants"_s).toInt() >= 4);
    QVERIFY(!json.contains(u"failure"_s));
    const Run again = run(all + QStringList {u"--threads"_s, u"2"_s});
    QCOMPARE(QJsonDocument::fromJson(again.out.toUtf8()).object().value(u"decisions"_s), json.value(u"decisions"_s));

    const Run text = run({u"soak"_s, u"--game"_s, u"boomo"_s, u"--games"_s, u"15"_s});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.startsWith(u"boomo: 5 variants, 15 games, "_s), qPrintable(text.out));
    QVERIFY(!QFile::exists(QDir::temp().filePath(u"soak-failure.yaml"_s)));

    const Run unknown = run({u"soak"_s, u"--game"_s, u"chess"_s});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(u"unknown game 'chess'"_s), qPrintable(unknown.err));
    QCOMPARE(run({u"soak"_s}).exitCode, 2);
    QCOMPARE(run({u"soak"_s, u"--game"_s, u"boomo"_s, u"--games"_s, u"0"_s}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestCliBench)
#include "test_cli_bench.moc"
