// The statistics behind the simulator's figures: Wilson's interval of a win
// rate, and the gap between two win rates.

#include "simulatortestsupport.h"

#include "core/simulation/simulator.h"

#include <QTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace simtest;
using houserules::Estimate;

class TestSimulatorStatistics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void wilsonInterval_data();
    void wilsonInterval();
    void wilsonIsSymmetric();
    void winRateGap();
};

void TestSimulatorStatistics::wilsonInterval_data()
{
    QTest::addColumn<int>("successes");
    QTest::addColumn<int>("trials");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // By hand from the formula with z = 1.96: centre (p + z^2/2n) / (1 + z^2/n),
    // half-width z sqrt(p(1-p)/n + z^2/4n^2) / (1 + z^2/n).
    QTest::newRow("50/100") << 50 << 100 << 0.40383 << 0.59617;
    QTest::newRow("0/10") << 0 << 10 << 0.0 << 0.27753;
    QTest::newRow("10/10") << 10 << 10 << 0.72247 << 1.0;
    QTest::newRow("1/4") << 1 << 4 << 0.04559 << 0.69936;
    QTest::newRow("no trials") << 0 << 0 << 0.0 << 1.0;
}

void TestSimulatorStatistics::wilsonInterval()
{
    QFETCH(int, successes);
    QFETCH(int, trials);
    QFETCH(double, low);
    QFETCH(double, high);
    const auto [l, h] = houserules::wilsonInterval(successes, trials);
    QVERIFY2(std::abs(l - low) < 1e-5, qPrintable(QString::number(l, 'f', 7)));
    QVERIFY2(std::abs(h - high) < 1e-5, qPrintable(QString::number(h, 'f', 7)));
    QVERIFY(l >= 0 && h <= 1 && l <= h);
}

void TestSimulatorStatistics::wilsonIsSymmetric()
{
    for (int k = 0; k <= 20; ++k) {
        const auto [low, high] = houserules::wilsonInterval(k, 20);
        const auto [otherLow, otherHigh] = houserules::wilsonInterval(20 - k, 20);
        QVERIFY(std::abs(low - (1 - otherHigh)) < 1e-12);
        QVERIFY(std::abs(high - (1 - otherLow)) < 1e-12);
        QVERIFY(low <= k / 20.0 && k / 20.0 <= high);
    }
    // More trials, narrower interval.
    const auto [low100, high100] = houserules::wilsonInterval(50, 100);
    const auto [low1000, high1000] = houserules::wilsonInterval(500, 1000);
    QVERIFY(high1000 - low1000 < high100 - low100);
}

void TestSimulatorStatistics::winRateGap()
{
    // 4 games: seat 0 won 3, seat 1 won 1, never together. Per game the
    // difference is 1, 1, 1, -1: mean 0.5, sample variance 1.
    SimulationTally t(2);
    t.games = 4;
    t.seats[0].wins = 3;
    t.seats[1].wins = 1;
    t.jointWins = {3, 0, 0, 1};
    const Estimate gap = houserules::winRateGap(t, 0, 1);
    QCOMPARE(gap.value, 0.5);
    QVERIFY(std::abs(gap.halfWidth() - houserules::kZ95 * 1.0 / 2.0) < 1e-12);
    QCOMPARE(houserules::winRateGap(t, 1, 0).value, -0.5);
    QCOMPARE(houserules::winRateGap(t, 0, 0).halfWidth(), 0.0);
}

QTEST_GUILESS_MAIN(TestSimulatorStatistics)
#include "test_simulator_statistics.moc"
