// The one decision of which differences of a comparison are notable, for the
// lab and the command line alike: every paired difference a page shows is
// tested (the measures of a good game too, so a big change of the first
// player's advantage is listed), Holm's correction runs over all of them,
// and the count is the same however many house rules share the page.

#include "core/simulation/notabledifferences.h"
#include "core/simulation/simulator.h"
#include "registry.h"

#include <QTest>

#include <algorithm>

using namespace houserules;

namespace {

Estimate estimate(double value, double halfWidth, bool share = true)
{
    return {value, value - halfWidth, value + halfWidth, 1000, share};
}

std::shared_ptr<const Ruleset> compiled(const std::string &id)
{
    const auto variant = Registry::instance().loader().load(id);
    return variant ? Registry::instance().game(variant->game)->compile(*variant) : nullptr;
}

bool lists(const std::vector<TestedDifference> &notable, DifferenceOf of)
{
    return std::any_of(notable.begin(), notable.end(), [of](const TestedDifference &d) { return d.of == of; });
}

} // namespace

class TestNotableDifferences : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Every difference the pages show is in the family, in their order; the
    // measures that pair are in it only where the game keeps them.
    void everyShownDifferenceIsTested()
    {
        ComparisonReport report;
        report.seats.resize(2);
        report.seats[0].figures["shot_down"] = estimate(0.5, 0.1); // a seat's own figure: not on the pages
        report.figures["shot_down"] = estimate(0.01, 0.02);
        report.measures.firstPlayerAdvantage = estimate(0.064, 0.027);
        report.measures.leadChanges = estimate(0.1, 0.3, false);
        const DifferenceTests tests = testDifferences(report);
        std::vector<DifferenceOf> order;
        for (const auto &t : tests.tested)
            order.push_back(t.of);
        QVERIFY((order
            == std::vector {DifferenceOf::WinRate, DifferenceOf::WinRate, DifferenceOf::Figure, DifferenceOf::Score,
                DifferenceOf::Score, DifferenceOf::Length, DifferenceOf::FirstPlayerAdvantage,
                DifferenceOf::LeadChanges}));
        QCOMPARE(tests.count(), std::size_t(8));
        // The fairness change of the review (−3.1% → +3.3%) is the one that stands out.
        QCOMPARE(tests.notableCount(), std::size_t(1));
        QVERIFY(tests.find(0, DifferenceOf::FirstPlayerAdvantage)->notable);
        QVERIFY(!tests.find(0, DifferenceOf::Turns));
        QVERIFY(tests.find(0, DifferenceOf::Figure, -1, "shot_down"));
        QVERIFY(!tests.find(0, DifferenceOf::Figure, 0, "shot_down"));
    }

    // Holm's correction over all of them: an interval that just excludes
    // zero on its own is not notable among many tests, a clear one is.
    void correctedOverTheFamily()
    {
        ComparisonReport report;
        report.seats.resize(4);
        report.seats[0].winRate = estimate(0.025, 0.024);  // p ≈ 0.04
        report.seats[1].winRate = estimate(-0.060, 0.024); // p < 1e-6
        const DifferenceTests tests = testDifferences(report);
        QVERIFY(tests.find(0, DifferenceOf::WinRate, 0)->difference.excludesZero());
        QVERIFY(!tests.find(0, DifferenceOf::WinRate, 0)->notable);
        QVERIFY(tests.find(0, DifferenceOf::WinRate, 1)->notable);
        const auto notable = tests.notable(0);
        QCOMPARE(notable.size(), std::size_t(1));
        QCOMPARE(notable.front().seat, 1);
    }

    // A real run: Gold Rush against the standard rules of Blasting Billy
    // moves the first player's advantage by some six points, and the
    // notable differences say so. Several house rules on one page: one
    // family, its count the sum of theirs.
    void aBigFairnessChangeIsListed()
    {
        SimulationSpec spec;
        spec.ruleset = compiled("blasting-billy/gold-rush");
        spec.players = 4;
        spec.bots.assign(4, "heuristic");
        spec.games = 2000;
        spec.seed = 1;
        const auto base = compiled("blasting-billy/standard");
        const auto report = compare(spec, base);
        QVERIFY(report);
        const Estimate &fairness = report->measures.firstPlayerAdvantage;
        QVERIFY2(fairness.low > 0.03, qPrintable(QString::number(fairness.low)));
        const DifferenceTests tests = testDifferences(*report);
        QVERIFY(lists(tests.notable(), DifferenceOf::FirstPlayerAdvantage));

        SimulationSpec sideBySide = spec;
        sideBySide.ruleset = base;
        const auto many = compareSideBySide(sideBySide, {compiled("blasting-billy/two-dynamite"), spec.ruleset});
        QVERIFY(many);
        const DifferenceTests all = testDifferences(*many);
        QCOMPARE(
            all.count(), testDifferences(many->houseRules[0]).count() + testDifferences(many->houseRules[1]).count());
        QCOMPARE(all.find(1, DifferenceOf::FirstPlayerAdvantage)->difference, fairness);
        QVERIFY(lists(all.notable(1), DifferenceOf::FirstPlayerAdvantage));
    }
};

QTEST_GUILESS_MAIN(TestNotableDifferences)
#include "test_notabledifferences.moc"
