// The paired comparison of two rules on the same seeds: nothing against
// itself, known differences found, the same whatever the shards, errors.

#include "simulatortestsupport.h"

#include "core/simulation/simulator.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace simtest;
using houserules::Estimate;
using houserules::Moments;

class TestSimulatorCompare : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void compareWithItself();
    void compareKnownDifferences();
    void compareIsDeterministicAndShards();
    void compareErrors();
};

void TestSimulatorCompare::compareWithItself()
{
    const auto s = spec(4, {"heuristic", "random", "heuristic", "random"}, 300, 41);
    const auto report = houserules::compare(s, rulesetOf("blasting-billy/standard"));
    QVERIFY(report.ok());
    QCOMPARE(report->games, 300);
    QVERIFY(!report->cancelled);
    QVERIFY(report->tally.house == report->tally.base);
    QCOMPARE(report->tally.difference.games, 300);
    for (std::size_t seat = 0; seat < 4; ++seat) {
        QVERIFY(report->tally.difference.wins[seat] == Moments {});
        QVERIFY(report->tally.difference.scores[seat] == Moments {});
    }
    auto isZero = [](const Estimate &e) { return e.value == 0 && e.low == 0 && e.high == 0 && !e.excludesZero(); };
    QVERIFY(isZero(report->length));
    QCOMPARE(report->seats.size(), std::size_t(4));
    for (const auto &seat : report->seats) {
        QVERIFY(isZero(seat.winRate));
        QVERIFY(isZero(seat.score));
        QCOMPARE(seat.figures.size(), std::size_t(3));
        for (const auto &[name, d] : seat.figures)
            QVERIFY2(isZero(d), name.c_str());
    }
    QCOMPARE(report->figures.size(), std::size_t(3));
    for (const auto &[name, d] : report->figures)
        QVERIFY2(isZero(d), name.c_str());
}

void TestSimulatorCompare::compareKnownDifferences()
{
    const auto s
        = spec(4, {"heuristic", "heuristic", "heuristic", "heuristic"}, 400, 5, "blasting-billy/four-card-hand");
    const auto report = houserules::compare(s, rulesetOf("blasting-billy/standard"));
    QVERIFY(report.ok());
    QCOMPARE(report->length.value, -4.0);
    QCOMPARE(report->length.low, -4.0);
    QCOMPARE(report->length.high, -4.0);
    QVERIFY(report->length.excludesZero());
    QCOMPARE(report->house.meanLength, 48.0);
    QCOMPARE(report->base.meanLength, 52.0);
    QVERIFY(report->tally.house == tallyOf(s, 3));
    QVERIFY(report->tally.base == tallyOf(spec(4, s.bots, 400, 5), 1));
    // Per seat, the paired win difference is the difference of the win rates.
    for (std::size_t seat = 0; seat < 4; ++seat)
        QVERIFY(std::abs(report->seats[seat].winRate.value
                    - (report->house.seats[seat].winRate - report->base.seats[seat].winRate))
            < 1e-12);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"no-dynamite.yaml"_s);
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QByteArray("game: blasting-billy\nextends: \"") + QByteArray::fromStdString(variantPath("standard"))
        + "\"\ntitle: {en: A test}\nparameters:\n  deck:\n    dynamite_per_colour: 0\n");
    out.close();
    const auto noDynamite = spec(4, s.bots, 1000, 5, file.toStdString());
    const auto withoutDynamite = houserules::compare(noDynamite, rulesetOf("blasting-billy/standard"));
    QVERIFY(withoutDynamite.ok());
    const Estimate hits = withoutDynamite->figures.at("dynamite_hit_leader");
    QVERIFY2(hits.value < 0 && hits.excludesZero(), qPrintable(QString::number(hits.value)));
    QCOMPARE(withoutDynamite->house.figures.at("dynamite_hit_leader").value, 0.0);
    QVERIFY(withoutDynamite->base.figures.at("dynamite_hit_leader").value > 0);
}

void TestSimulatorCompare::compareIsDeterministicAndShards()
{
    auto s = spec(3, {"heuristic", "random", "random"}, 240, 17, "blasting-billy/two-dynamite");
    s.cardImpact = true;
    const auto base = rulesetOf("blasting-billy/standard");
    RunOptions one, seven;
    one.threads = 1;
    seven.threads = 7;
    const auto a = houserules::compare(s, base, one);
    const auto b = houserules::compare(s, base, seven);
    QVERIFY(a.ok() && b.ok());
    QVERIFY(a->tally == b->tally);
    QVERIFY(!a->tally.house.cards.empty() && !a->tally.base.cards.empty());
    QCOMPARE(a->tally.difference.measures.leadChanges.n, 240);
    houserules::ComparisonTally sum(3);
    for (int index : {1, 0}) {
        auto part = s;
        part.shard = {index, 2};
        const auto shard = houserules::compare(part, base, one);
        QVERIFY(shard.ok());
        sum.add(shard->tally);
    }
    QVERIFY(sum == a->tally);
}

void TestSimulatorCompare::compareErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"three-at-most.yaml"_s);
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QByteArray("game: blasting-billy\nextends: \"") + QByteArray::fromStdString(variantPath("standard"))
        + "\"\ntitle: {en: A test}\nparameters:\n  players:\n    max: 3\n  set_aside: {2: 12, 3: 6}\n");
    out.close();
    const auto report
        = houserules::compare(spec(4, {"random", "random", "random", "random"}, 10, 1), rulesetOf(file.toStdString()));
    QVERIFY(!report.ok());
    QCOMPARE(qstr(report.errors().front().keyPath), u"players"_s);
    QCOMPARE(qstr(report.errors().front().message), u"the base variant: this variant is for 2 to 3 players"_s);
}

QTEST_GUILESS_MAIN(TestSimulatorCompare)
#include "test_simulator_compare.moc"
