// Many differences tested at once: the p-value behind an interval, Holm's
// step-down correction, and card impact marking only the kinds that survive
// it. The null case is simulated: with sixty kinds that do not matter, about
// three intervals exclude zero by chance alone, and Holm's correction marks
// one or more in only about 5% of runs.

#include "core/game/random.h"
#include "core/simulation/multiplecomparisons.h"
#include "core/simulation/simulator.h"
#include "registry.h"

#include <QTest>

#include <cmath>
#include <optional>

using namespace houserules;

class TestMultipleComparisons : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pValueFromTheInterval()
    {
        // An interval whose end touches zero is exactly the 5% level.
        const double se = 0.01;
        const Estimate touching {kZ95 * se, 0.0, 2 * kZ95 * se, 100, false};
        QVERIFY(std::abs(twoSidedPValue(touching) - 0.05) < 1e-9);
        const Estimate centred {0.0, -0.02, 0.02, 100, false};
        QCOMPARE(twoSidedPValue(centred), 1.0);
        const Estimate far {1.0, 0.98, 1.02, 100, false};
        QVERIFY(twoSidedPValue(far) < 1e-12);
        // No spread at all: certain either way.
        QCOMPARE(twoSidedPValue(Estimate {0.5, 0.5, 0.5, 10, false}), 0.0);
        QCOMPARE(twoSidedPValue(Estimate {0.0, 0.0, 0.0, 10, false}), 1.0);
    }

    // A grid whose cells all share one true value (each estimate that
    // value plus noise of its own ± width): over many grids, one with any
    // cell standing out from the mean comes up in no more than about 5% of
    // them; a cell truly apart stands out, and only it.
    void standOutFromMeanKeepsNoiseGrey()
    {
        Rng rng(46);
        const auto normal = [&rng] {
            const double u = (double(rng.below(1u << 30)) + 0.5) / double(1u << 30);
            const double v = (double(rng.below(1u << 30)) + 0.5) / double(1u << 30);
            return std::sqrt(-2 * std::log(u)) * std::cos(2 * M_PI * v);
        };
        const double se = 2.0;
        int grids = 400, anyStandsOut = 0;
        for (int g = 0; g < grids; ++g) {
            std::vector<std::optional<Estimate>> cells;
            for (int c = 0; c < 12; ++c) {
                const double x = 3 + se * normal();
                cells.push_back(Estimate {x, x - kZ95 * se, x + kZ95 * se, 500, false});
            }
            cells[5].reset(); // a cell not played counts for nothing
            const StandOut out = standOutFromMean(cells);
            QVERIFY(!out.differs[5]);
            anyStandsOut += out.count > 0;
        }
        qInfo("%d of %d null grids had a cell standing out", anyStandsOut, grids);
        QVERIFY(anyStandsOut <= grids * 8 / 100);

        std::vector<std::optional<Estimate>> cells(8, Estimate {0, -1, 1, 500, false});
        cells[2] = Estimate {10, 9, 11, 500, false};
        const StandOut out = standOutFromMean(cells);
        QCOMPARE(out.count, 1);
        QVERIFY(out.differs[2]);
        QCOMPARE(out.mean, 10.0 / 8);
        // One cell, or none: nothing to stand out from.
        QCOMPARE(standOutFromMean({Estimate {5, 4, 6, 10, false}}).count, 0);
        QCOMPARE(standOutFromMean({}).count, 0);
    }

    void holmStepsDown()
    {
        // Sorted: 0.005 <= 0.05/4, 0.01 <= 0.05/3, 0.03 > 0.05/2: stop there,
        // though 0.04 <= 0.05/1 would pass on its own.
        const std::vector<bool> rejected = holmRejects({0.01, 0.04, 0.03, 0.005});
        QCOMPARE(rejected, (std::vector<bool> {true, false, false, true}));
        // Stricter than no correction, never weaker than Bonferroni.
        QCOMPARE(holmRejects({0.03, 0.04}), (std::vector<bool> {false, false}));
        QCOMPARE(holmRejects({0.024, 0.025}), (std::vector<bool> {true, true}));
        QCOMPARE(holmRejects({}), std::vector<bool> {});
    }

    // The reason for the correction, simulated: sixty kinds that do not
    // matter, many runs. Without it every run marks about three; with it,
    // only about one run in twenty marks any.
    void holmKeepsTheFamilyWiseErrorRate()
    {
        Rng rng(20261127);
        constexpr int runs = 4000, kinds = 60;
        int markedUncorrected = 0, runsWithAnyHolm = 0;
        for (int run = 0; run < runs; ++run) {
            std::vector<double> p(kinds);
            for (double &x : p) {
                x = double(rng.next() >> 11) * 0x1.0p-53; // uniform under the null
                markedUncorrected += x <= 0.05;
            }
            const auto rejected = holmRejects(p);
            runsWithAnyHolm += std::count(rejected.begin(), rejected.end(), true) > 0;
        }
        const double perRun = double(markedUncorrected) / runs;
        const double familyWise = double(runsWithAnyHolm) / runs;
        qInfo("null runs: %.2f kinds per run exclude zero uncorrected; %.3f of runs mark any after Holm", perRun,
            familyWise);
        QVERIFY(std::abs(perRun - expectedByChance(kinds)) < 0.2);
        QVERIFY(familyWise < 0.065); // 5% in expectation; 4000 runs put it within about ±0.7 points
    }

    // Card impact marks a difference exactly when Holm's correction over
    // every test of the table, holding and playing together, keeps it.
    void cardImpactMarksOnlyWhatSurvives()
    {
        const auto variant = Registry::instance().loader().load("blasting-billy/standard");
        QVERIFY(variant);
        SimulationSpec spec;
        spec.ruleset = Registry::instance().game("blasting-billy")->compile(*variant);
        spec.players = 4;
        spec.bots.assign(4, "heuristic");
        spec.games = 3000;
        spec.seed = 7;
        spec.cardImpact = true;
        const auto report = simulate(spec, RunOptions {1, {}, nullptr});
        QVERIFY(report);
        QVERIFY(!report->cards.empty());
        std::vector<double> both;
        for (const CardImpact &c : report->cards) {
            both.push_back(twoSidedPValue(c.startDifference));
            both.push_back(twoSidedPValue(c.playedDifference));
        }
        QCOMPARE(report->cardsTested, 2 * int(report->cards.size()));
        const auto kept = holmRejects(both);
        int uncorrected = 0, corrected = 0;
        for (std::size_t k = 0; k < report->cards.size(); ++k) {
            const CardImpact &c = report->cards[k];
            QCOMPARE(c.startStandsOut, bool(kept[2 * k]));
            QCOMPARE(c.playedStandsOut, bool(kept[2 * k + 1]));
            // Never marked without excluding zero.
            QVERIFY(!c.startStandsOut || c.startDifference.excludesZero());
            QVERIFY(!c.playedStandsOut || c.playedDifference.excludesZero());
            uncorrected += int(c.startDifference.excludesZero()) + int(c.playedDifference.excludesZero());
            corrected += int(c.startStandsOut) + int(c.playedStandsOut);
        }
        qInfo("%d kinds: %d differences exclude zero, %d stand out after Holm", int(report->cards.size()), uncorrected,
            corrected);
        QVERIFY(corrected <= uncorrected);
    }

    // The correction covers the whole table, not each column: a held
    // difference with p = 0.02 among two kinds would stand out within its
    // column (0.02 <= 0.05 / 2) but not among the table's four tests
    // (0.02 > 0.05 / 4).
    void cardImpactCorrectsOverBothColumns()
    {
        SimulationTally tally(2);
        tally.games = 1000;
        tally.seats[0].wins = tally.seats[1].wins = 500;
        tally.jointWins[0] = tally.jointWins[3] = 500;
        tally.cardKinds = {"a", "b"};
        // Per kind: seat-games and wins holding it, then playing it.
        tally.cards = {{1000, 526, 1000, 500}, {1000, 500, 1000, 500}};
        const SimulationReport report = summarize(tally, {"random", "random"});
        QCOMPARE(report.cards.size(), std::size_t(2));
        const double p = twoSidedPValue(report.cards[0].startDifference);
        QVERIFY(p > 0.05 / 4 && p <= 0.05 / 2); // what makes the two corrections differ
        QVERIFY(holmRejects({p, twoSidedPValue(report.cards[1].startDifference)})[0]); // per column: would stand out
        QVERIFY(!report.cards[0].startStandsOut);
        QCOMPARE(report.cardsTested, 4);
        QVERIFY(report.cards[0].startDifference.excludesZero()); // notable alone, not among four
    }
};

QTEST_GUILESS_MAIN(TestMultipleComparisons)
#include "test_multiplecomparisons.moc"
