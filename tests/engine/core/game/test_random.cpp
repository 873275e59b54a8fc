// Rng: the one source of randomness. A seed must reproduce the same stream on
// every compiler, below() must be unbiased, shuffle() a uniform permutation.

#include "core/game/random.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <set>
#include <vector>

using houserules::Rng;

namespace {

// Pearson's chi-square statistic of observed counts against equal expectation.
double chiSquare(const std::vector<int> &counts, int draws)
{
    const double expected = double(draws) / double(counts.size());
    double sum = 0;
    for (const int observed : counts)
        sum += (observed - expected) * (observed - expected) / expected;
    return sum;
}

// A bound the statistic exceeds with a vanishing probability (about six
// standard deviations above the mean of the chi-square distribution), so a
// fixed seed never flakes while a biased generator still fails clearly.
double chiSquareBound(std::size_t bins)
{
    const double dof = double(bins - 1);
    return dof + 6 * std::sqrt(2 * dof) + 10;
}

} // namespace

class TestRandom : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void goldenSeedOne();
    void sameSeedSameSequence();
    void reseedRestarts();
    void differentSeedsDiffer();
    void belowStaysInRange_data();
    void belowStaysInRange();
    void belowIsUniform_data();
    void belowIsUniform();
    void belowLargeBoundIsUnbiased();
    void rollCoversAllFaces();
    void shuffleIsPermutation();
    void shuffleIsUniform();
    void deriveGivesDistinctStreams();
};

// Golden values: xoshiro256** seeded through splitmix64, computed with an
// independent reference implementation (Python, from Vigna's C code). They
// change only if the generator changes, and then every record breaks.
void TestRandom::goldenSeedOne()
{
    Rng rng(1);
    const std::array<std::uint64_t, 5> expected {
        0xb3f2af6d0fc710c5ULL,
        0x853b559647364ceaULL,
        0x92f89756082a4514ULL,
        0x642e1c7bc266a3a7ULL,
        0xb27a48e29a233673ULL,
    };
    for (const auto value : expected)
        QCOMPARE(rng.next(), value);

    Rng dice(1);
    const std::array<std::uint32_t, 10> expectedBelow6 {4, 3, 3, 2, 4, 0, 0, 2, 5, 3};
    for (const auto value : expectedBelow6)
        QCOMPARE(dice.below(6), value);

    QCOMPARE(Rng::derive(1, 0), 0xbeeb8da1658eec67ULL);
    QCOMPARE(Rng::derive(1, 1), 0xfc180bc5de55d616ULL);
}

void TestRandom::sameSeedSameSequence()
{
    Rng a(987654321);
    Rng b(987654321);
    for (int i = 0; i < 1000; ++i) {
        QCOMPARE(a.next(), b.next());
        QCOMPARE(a.below(37), b.below(37));
    }
}

void TestRandom::reseedRestarts()
{
    Rng rng(42);
    std::vector<std::uint64_t> first;
    for (int i = 0; i < 20; ++i)
        first.push_back(rng.next());
    rng.reseed(42);
    for (int i = 0; i < 20; ++i)
        QCOMPARE(rng.next(), first[std::size_t(i)]);
}

void TestRandom::differentSeedsDiffer()
{
    // Neighbouring seeds must not give related streams (splitmix64 spreads them).
    Rng a(1);
    Rng b(2);
    int equal = 0;
    for (int i = 0; i < 100; ++i)
        equal += a.next() == b.next() ? 1 : 0;
    QCOMPARE(equal, 0);
}

void TestRandom::belowStaysInRange_data()
{
    QTest::addColumn<quint32>("bound");
    QTest::newRow("1") << quint32(1);
    QTest::newRow("2") << quint32(2);
    QTest::newRow("3") << quint32(3);
    QTest::newRow("7") << quint32(7);
    QTest::newRow("65") << quint32(65);
    QTest::newRow("2^31 + 1") << quint32((1u << 31) + 1);
    QTest::newRow("max") << quint32(0xffffffffu);
}

void TestRandom::belowStaysInRange()
{
    QFETCH(quint32, bound);
    Rng rng(bound);
    std::uint32_t largest = 0;
    for (int i = 0; i < 20000; ++i) {
        const auto value = rng.below(bound);
        QVERIFY2(value < bound, qPrintable(QString::number(value)));
        largest = std::max(largest, value);
    }
    // The top of the range is reached for small bounds (not off by one).
    if (bound <= 65)
        QCOMPARE(largest, bound - 1);
}

void TestRandom::belowIsUniform_data()
{
    QTest::addColumn<quint32>("bound");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("2") << quint32(2) << quint64(1);
    QTest::newRow("6") << quint32(6) << quint64(2);
    QTest::newRow("7") << quint32(7) << quint64(3);
    QTest::newRow("52") << quint32(52) << quint64(4);
    QTest::newRow("65") << quint32(65) << quint64(5);
    QTest::newRow("1000") << quint32(1000) << quint64(6);
}

void TestRandom::belowIsUniform()
{
    QFETCH(quint32, bound);
    QFETCH(quint64, seed);
    constexpr int draws = 60000;
    Rng rng(seed);
    std::vector<int> counts(bound, 0);
    for (int i = 0; i < draws; ++i)
        ++counts[rng.below(bound)];
    const double statistic = chiSquare(counts, draws);
    QVERIFY2(statistic < chiSquareBound(counts.size()),
        qPrintable(QStringLiteral("chi-square %1 over %2 bins").arg(statistic).arg(bound)));
}

// With bound = 3 * 2^30, a plain `next32 % bound` would hit [0, 2^30) twice as
// often, so 3/4 of the draws would fall below 2^31 instead of 2/3.
void TestRandom::belowLargeBoundIsUnbiased()
{
    constexpr std::uint32_t bound = 3u << 30;
    constexpr int draws = 60000;
    Rng rng(7);
    int low = 0;
    for (int i = 0; i < draws; ++i)
        low += rng.below(bound) < (1u << 31) ? 1 : 0;
    // Expected 40000, standard deviation about 115; the biased 45000 is far out.
    QVERIFY2(std::abs(low - 40000) < 700, qPrintable(QString::number(low)));
}

void TestRandom::rollCoversAllFaces()
{
    Rng rng(3);
    std::array<int, 7> seen {};
    for (int i = 0; i < 6000; ++i) {
        const int face = rng.roll(6);
        QVERIFY(face >= 1 && face <= 6);
        ++seen[std::size_t(face)];
    }
    QCOMPARE(seen[0], 0);
    for (int face = 1; face <= 6; ++face)
        QVERIFY(seen[std::size_t(face)] > 800);
}

void TestRandom::shuffleIsPermutation()
{
    Rng rng(11);
    std::vector<int> items(65);
    std::iota(items.begin(), items.end(), 0);
    const std::vector<int> sorted = items;
    bool moved = false;
    for (int round = 0; round < 100; ++round) {
        rng.shuffle(std::span(items));
        std::vector<int> check = items;
        std::sort(check.begin(), check.end());
        QCOMPARE(check, sorted);
        moved = moved || items != sorted;
    }
    QVERIFY(moved);

    // Empty and single-element spans are left alone.
    std::vector<int> none;
    rng.shuffle(std::span(none));
    QVERIFY(none.empty());
    std::vector<int> one {5};
    rng.shuffle(std::span(one));
    QCOMPARE(one, std::vector<int> {5});
}

// All 24 orders of four items come up equally often (Fisher-Yates, not the
// biased "swap with any position" variant).
void TestRandom::shuffleIsUniform()
{
    constexpr int draws = 48000;
    Rng rng(5);
    std::vector<int> counts(24, 0);
    for (int i = 0; i < draws; ++i) {
        std::array<int, 4> items {0, 1, 2, 3};
        rng.shuffle(std::span<int>(items));
        // Lehmer code of the permutation: its index among the 24.
        int index = 0;
        for (int a = 0; a < 4; ++a) {
            int smaller = 0;
            for (int b = a + 1; b < 4; ++b)
                smaller += items[std::size_t(b)] < items[std::size_t(a)] ? 1 : 0;
            index = index * (4 - a) + smaller;
        }
        ++counts[std::size_t(index)];
    }
    const double statistic = chiSquare(counts, draws);
    QVERIFY2(statistic < chiSquareBound(counts.size()), qPrintable(QString::number(statistic)));
}

void TestRandom::deriveGivesDistinctStreams()
{
    QCOMPARE(Rng::derive(99, 3), Rng::derive(99, 3));

    // Many streams of one seed, and the same stream of neighbouring seeds, all differ.
    std::set<std::uint64_t> seeds;
    for (std::uint64_t stream = 0; stream < 10000; ++stream)
        seeds.insert(Rng::derive(1, stream));
    QCOMPARE(seeds.size(), std::size_t(10000));
    for (std::uint64_t seed = 0; seed < 100; ++seed)
        QVERIFY(Rng::derive(seed, 0) != Rng::derive(seed + 1, 0));
    QVERIFY(Rng::derive(1, 0) != 1);

    // The generators seeded from two streams do not run in step.
    Rng a(Rng::derive(1, 0));
    Rng b(Rng::derive(1, 1));
    int equal = 0;
    for (int i = 0; i < 1000; ++i)
        equal += a.below(6) == b.below(6) ? 1 : 0;
    // About 1000/6 matches by chance; identical streams would give 1000.
    QVERIFY2(equal > 100 && equal < 240, qPrintable(QString::number(equal)));
}

QTEST_GUILESS_MAIN(TestRandom)
#include "test_random.moc"
