// The skill gradient can be read: the count of games for a ±3-point
// interval (from the largest variance of a game's seat-one edge), a real run
// of that many games that gives an interval no wider, the verdict that a
// wider interval cannot tell, and the measured time per game behind the
// estimate the lab and the CLI give before a rung starts.

#include "core/simulation/simulator.h"
#include "core/simulation/skillgames.h"
#include "registry.h"

#include <QElapsedTimer>
#include <QTest>

#include <cmath>

using namespace houserules;

namespace {

std::shared_ptr<const Ruleset> compiled(const std::string &id)
{
    const auto variant = Registry::instance().loader().load(id);
    return variant ? Registry::instance().game(variant->game)->compile(*variant) : nullptr;
}

SkillRung rung(const std::string &level)
{
    return skillLadder({level}, "ismcts:iterations=200", nullptr).front();
}

} // namespace

class TestSkillGames : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // n = ⌈(z·σ/h)²⌉ + 1 with σ = players / (2 (players − 1)): two players
    // (edge ±1) need the most, and 200 games were nowhere near.
    void countFromTheVariance()
    {
        QCOMPARE(skillEdgeSdBound(2), 1.0);
        QCOMPARE(skillEdgeSdBound(4), 2.0 / 3.0);
        QCOMPARE(skillGamesFor(2), 4270);
        QCOMPARE(skillGamesFor(3), 2402);
        QCOMPARE(skillGamesFor(4), 1899);
        QCOMPARE(skillGamesFor(6), 1538);
        for (int players = 2; players <= 6; ++players) {
            const int n = skillGamesFor(players);
            // The worst case, a strong bot that wins half the games alone:
            // the interval of n games is at most ±3 points, of n − 2 wider.
            const double sd = skillEdgeSdBound(players);
            QVERIFY(kZ95 * sd * std::sqrt(double(n) / double(n - 1)) / std::sqrt(double(n)) <= kSkillHalfWidth);
            QVERIFY(kZ95 * sd / std::sqrt(double(n - 2)) > kSkillHalfWidth);
        }
        // The old cap: 200 games of four players left about ±9 points.
        QVERIFY(kZ95 * skillEdgeSdBound(4) / std::sqrt(200.0) > 0.09);
        // Half the width, four times the games.
        QVERIFY(std::abs(skillGamesFor(4, 0.015) - 4 * skillGamesFor(4)) <= 8);
        // The hard rung plays what it needs, the normal one at least the run's games.
        QCOMPARE(skillRungGames(rung("hard"), 500, 4), 1899);
        QCOMPARE(skillRungGames(rung("hard"), 50000, 4), 1899);
        QCOMPARE(skillRungGames(rung("normal"), 500, 4), 1899);
        QCOMPARE(skillRungGames(rung("normal"), 50000, 4), 50000);
    }

    // A real rung of the chosen count gives an interval of ±3 points or
    // less; a tenth of it, one that cannot tell.
    void theCountReadsOnARealRun()
    {
        SimulationSpec spec;
        spec.ruleset = compiled("blasting-billy/standard");
        spec.players = 4;
        spec.games = 1;
        spec.seed = 3;
        const auto report = simulate(skillSpec(spec, rung("normal"), skillGamesFor(4)));
        QVERIFY(report);
        const Estimate &gradient = report->measures.seatOneEdge;
        QVERIFY2(gradient.halfWidth() <= kSkillHalfWidth, qPrintable(QString::number(gradient.halfWidth())));
        QVERIFY(skillReadable(gradient));

        const auto few = simulate(skillSpec(spec, rung("normal"), skillGamesFor(4) / 10));
        QVERIFY(few);
        QVERIFY(few->measures.seatOneEdge.halfWidth() > 0.05);
        QVERIFY(!skillReadable(few->measures.seatOneEdge));
    }

    // Readable to a tenth of a point, as a page shows it; no games, no reading.
    void readableAsShown()
    {
        QVERIFY(skillReadable(Estimate {0.2, 0.2 - 0.0304, 0.2 + 0.0304, 2000, true}));
        QVERIFY(!skillReadable(Estimate {0.2, 0.2 - 0.0306, 0.2 + 0.0306, 2000, true}));
        QVERIFY(!skillReadable(Estimate {}));
    }

    // The time per hard game: measured on this machine within its budget,
    // and the estimate of a rung from it.
    void measuresTheTimePerGame()
    {
        SimulationSpec spec;
        spec.ruleset = compiled("blasting-billy/standard");
        spec.players = 4;
        spec.games = 1000;
        spec.seed = 1;
        QElapsedTimer clock;
        clock.start();
        const double seconds = secondsPerSkillGame(spec, rung("hard"), 0.3, 8);
        QVERIFY(seconds > 0);
        QVERIFY2(clock.elapsed() < 0.3 * 1000 + 1000 * seconds + 500, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(skillSeconds(1000, 2, 0.5, 2), 500.0);
        QCOMPARE(skillSeconds(1000, 1, 0.5, 0), 500.0);
    }
};

QTEST_GUILESS_MAIN(TestSkillGames)
#include "test_skillgames.moc"
