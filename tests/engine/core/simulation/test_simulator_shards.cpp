// One run, however it is split: the same tally whatever the threads, shards
// that add up to one run, and no more threads than are useful.

#include "simulatortestsupport.h"

#include "core/simulation/simulator.h"
#include "core/simulation/threads.h"

#include <QTest>

#include <algorithm>
#include <thread>

using namespace Qt::Literals::StringLiterals;
using namespace simtest;

class TestSimulatorShards : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameTallyWhateverTheThreads_data();
    void sameTallyWhateverTheThreads();
    void shardsAddUpToOneRun_data();
    void shardsAddUpToOneRun();
    void shardRangesCoverTheRun();
    void shardErrors();
    void threadsAreCappedAtWhatIsUseful();
};

void TestSimulatorShards::sameTallyWhateverTheThreads_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("bot");
    QTest::addColumn<bool>("cardImpact");
    QTest::newRow("heuristic, 4 players, card impact") << u"blasting-billy/standard"_s << 4 << u"heuristic"_s << true;
    QTest::newRow("random, 3 players, two dynamite") << u"blasting-billy/two-dynamite"_s << 3 << u"random"_s << false;
}

void TestSimulatorShards::sameTallyWhateverTheThreads()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(QString, bot);
    QFETCH(bool, cardImpact);
    auto s = spec(
        players, std::vector<std::string>(std::size_t(players), bot.toStdString()), 401, 8, variant.toStdString());
    s.cardImpact = cardImpact;
    const SimulationTally one = tallyOf(s, 1);
    QCOMPARE(one.games, 401);
    QCOMPARE(one.cardKinds.empty(), !cardImpact);
    // The measures of a good game are in the tally, for every game.
    QCOMPARE(one.measures.decisions.sample.n, 401);
    QCOMPARE(one.measures.leadChanges.n, 401);
    for (int threads : {2, 7}) {
        const SimulationTally many = tallyOf(s, threads);
        QVERIFY2(many == one, qPrintable(u"%1 threads"_s.arg(threads)));
    }
    // And so every number of the report.
    RunOptions seven;
    seven.threads = 7;
    QVERIFY(sameReport(*houserules::simulate(s), *houserules::simulate(s, seven)));
}

void TestSimulatorShards::shardsAddUpToOneRun_data()
{
    QTest::addColumn<int>("shards");
    QTest::newRow("1 shard") << 1;
    QTest::newRow("3 shards") << 3;
    QTest::newRow("7 shards") << 7;
}

void TestSimulatorShards::shardsAddUpToOneRun()
{
    QFETCH(int, shards);
    auto s = spec(4, {"heuristic", "random", "heuristic", "random"}, 500, 12);
    s.cardImpact = true;
    const SimulationTally whole = tallyOf(s, 2);
    SimulationTally sum(4);
    std::int64_t games = 0;
    for (int index = shards - 1; index >= 0; --index) {
        const SimulationTally part = tallyOf(s, 1, Shard {index, shards});
        const auto [first, end] = houserules::shardRange(500, Shard {index, shards});
        QCOMPARE(part.games, end - first);
        games += part.games;
        sum.add(part);
    }
    QCOMPARE(games, 500);
    QVERIFY(sum == whole);
    QCOMPARE(whole.measures.firstPlayerEdge.n, 500);
    QVERIFY(sum.measures == whole.measures);
    QVERIFY(sameReport(houserules::summarize(sum, s.bots), houserules::summarize(whole, s.bots)));
}

void TestSimulatorShards::shardRangesCoverTheRun()
{
    for (std::int64_t games : {1, 7, 100, 1001}) {
        for (int count = 1; count <= std::min<std::int64_t>(games, 9); ++count) {
            std::int64_t next = 0, smallest = games, largest = 0;
            for (int index = 0; index < count; ++index) {
                const auto [first, end] = houserules::shardRange(games, Shard {index, count});
                QCOMPARE(first, next);
                QVERIFY(end > first);
                smallest = std::min(smallest, end - first);
                largest = std::max(largest, end - first);
                next = end;
            }
            QCOMPARE(next, games);
            QVERIFY(largest - smallest <= 1);
        }
    }
}

void TestSimulatorShards::shardErrors()
{
    auto s = spec(2, {"random", "random"}, 5, 1);
    s.shard = {0, 6};
    auto report = houserules::simulate(s);
    QVERIFY(!report.ok());
    QCOMPARE(qstr(report.errors().front().keyPath), u"shard"_s);
    QCOMPARE(qstr(report.errors().front().message), u"more slices (6) than games (5)"_s);
    s.shard = {3, 3};
    report = houserules::simulate(s);
    QVERIFY(!report.ok());
    QCOMPARE(qstr(report.errors().front().keyPath), u"shard"_s);
}

void TestSimulatorShards::threadsAreCappedAtWhatIsUseful()
{
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    QCOMPARE(houserules::usefulThreads(1024, 1'000'000), cores);
    QCOMPARE(houserules::usefulThreads(0, 1'000'000), cores);
    QCOMPARE(houserules::usefulThreads(1024, 1), 1);
    QCOMPARE(houserules::usefulThreads(1, 1'000'000), 1);
    QCOMPARE(houserules::usefulThreads(4, 0), 1);
}

QTEST_GUILESS_MAIN(TestSimulatorShards)
#include "test_simulator_shards.moc"
