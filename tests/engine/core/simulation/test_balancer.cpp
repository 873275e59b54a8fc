// The balancer: its loss, its candidates (refused ones never played, list
// parameters as whole lists), the racing that drops clearly worse rules,
// reproducibility, which proposals cannot be told apart, and the planted
// problems: targets measured on a variant away from the standard rules,
// which the balancer must find again.

#include "core/simulation/balancer.h"
#include "plantedproblem.h"
#include "registry.h"

#include <QTest>

#include <atomic>
#include <cmath>
#include <string>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

struct Rules {
    Variant base;
    const Game *game = nullptr;
    VariantLoader loader = Registry::instance().loader();
};

Rules standard(const char *id = "blasting-billy/standard")
{
    Rules s;
    auto base = s.loader.load(id);
    if (!base)
        qFatal("%s does not load", id);
    s.base = *base;
    s.game = Registry::instance().game(base->game);
    return s;
}

BalanceSpec specFor(const Rules &s, int players, std::uint64_t seed)
{
    BalanceSpec spec;
    spec.simulation.players = players;
    spec.simulation.bots = std::vector<std::string>(std::size_t(players), "heuristic");
    spec.simulation.seed = seed;
    spec.base = &s.base;
    spec.game = s.game;
    spec.loader = &s.loader;
    return spec;
}

} // namespace

class TestBalancer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void lossIsZeroInsideTheRange()
    {
        const std::vector<BalanceTarget> targets {{"length", 40, 60}};
        const auto inside = balanceLoss(targets, {Estimate {50, 48, 52, 100}});
        QCOMPARE(inside.value, 0.0);
        QCOMPARE(inside.high, 0.0);
        // 10 outside a range 20 wide: half a width, squared.
        const auto outside = balanceLoss(targets, {Estimate {70, 68, 72, 100}});
        QCOMPARE(outside.value, 0.25);
        QVERIFY(outside.low < outside.value && outside.value < outside.high);
        // An interval reaching into the range: at best no loss at all.
        const auto straddling = balanceLoss(targets, {Estimate {61, 58, 64, 100}});
        QCOMPARE(straddling.low, 0.0);
        QVERIFY(straddling.value > 0);
    }

    void aBrokenConstraintRanksAfterEveryGoal()
    {
        const std::vector<BalanceTarget> targets {{"length", -kInf, 60, true}, {"lead_changes", 3, kInf, false, 5}};
        const auto keeps = balanceLoss(targets, {Estimate {50, 49, 51, 100}, Estimate {0, 0, 0, 100}});
        const auto breaks = balanceLoss(targets, {Estimate {61, 60.5, 61.5, 100}, Estimate {3, 3, 3, 100}});
        QVERIFY(keeps.value > 0);            // far from its goal...
        QVERIFY(breaks.value > keeps.value); // ...still better than a broken constraint
    }

    void measuresAreInTheUnitsPeopleRead()
    {
        SimulationReport report;
        report.games = 10;
        report.measures.firstPlayerAdvantage = {0.031, 0.01, 0.05, 10, true};
        report.measures.decisions.mean = {52, 52, 52, 10};
        const auto edge = balanceFigure(report, "first_player_advantage");
        QVERIFY(edge);
        QCOMPARE(edge->value, 3.1); // points
        QCOMPARE(balanceFigure(report, "length")->value, 52.0);
        QVERIFY(!balanceFigure(report, "lead_changes")); // no running score kept
        QVERIFY(!balanceFigure(report, "figure:nothing"));
        // Read from a run of the skill ladder: the strong seat's edge.
        report.measures.seatOneEdge = {0.12, 0.08, 0.16, 10, true};
        QCOMPARE(balanceFigure(report, "skill_gradient")->value, 12.0);
    }

    void targetsAreWrittenAsPeopleSayThem()
    {
        const auto between = parseBalanceTarget("length=40..60", false);
        QVERIFY(between && between->low == 40 && between->high == 60 && !between->relative);
        const auto atLeast = parseBalanceTarget("lead_changes=3..@2.5", false);
        QVERIFY(atLeast && atLeast->low == 3 && std::isinf(atLeast->high) && atLeast->weight == 2.5);
        const auto around = parseBalanceTarget("first_player_advantage=0+-1", true);
        QVERIFY(around && around->low == -1 && around->high == 1 && around->constraint);
        QVERIFY(parseBalanceTarget("first_player_advantage=0±1"));
        // Relative to the base's own figure.
        const auto noLonger = parseBalanceTarget("length=..base", false);
        QVERIFY(noLonger && noLonger->relative && std::isinf(noLonger->low) && noLonger->high == 0);
        const auto skill = parseBalanceTarget("skill_gradient=base-2..", false);
        QVERIFY(skill && skill->relative && skill->low == -2 && std::isinf(skill->high));
        const auto near = parseBalanceTarget("length=base+-3", false);
        QVERIFY(near && near->relative && near->low == -3 && near->high == 3);
        const auto shifted = parseBalanceTarget("length=base-5..base+1", false);
        QVERIFY(shifted && shifted->relative && shifted->low == -5 && shifted->high == 1);
        // Refused: no bound, an empty range, a weight on a constraint, one
        // bound relative and one not, a bad word.
        for (const char *bad : {"length=..", "length=60..40", "length", "=1..2", "length=40..base", "length=basis..",
                 "length=base5..", "length=1..2@0", "length=x..2"})
            QVERIFY2(!parseBalanceTarget(bad, false), bad);
        QVERIFY(!parseBalanceTarget("length=40..60@2", true));
    }

    // "Games no longer than today": the base plays beside the candidates on
    // their games, and each is judged by its difference from it. A Blasting
    // Billy game takes a fixed number of decisions for its hand size (the
    // cards still in hand at the end are never played), so the verdicts are
    // exact: hands smaller than the base's make longer games, larger ones
    // do not.
    void aTargetRelativeToTheBaseIsJudgedAgainstIt()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 4, 5);
        spec.parameters = {{"hand_size", 2, 6}};
        spec.targets = {*parseBalanceTarget("length=..base", false)};
        spec.budget = 4000;
        spec.proposals = 2;
        const auto report = balance(spec);
        QVERIFY2(report, report ? "" : report.errors().front().toString().c_str());
        QVERIFY(report->reference.games > 0);
        const auto baseHand = s.base.integer("hand_size");
        for (const auto &c : report->candidates)
            if (c.round == 0 && c.games > 0)
                QCOMPARE(c.loss > 0, c.values.front() < baseHand);
        for (const auto &p : report->proposals) {
            // Paired with the base game by game: the comparison's own difference.
            QCOMPARE(p.figures.front(), p.vsBase.decisions);
            QCOMPARE(p.verdicts.front(), TargetVerdict::Met);
        }
    }

    // Skill: every candidate also plays the skill ladder's games (the
    // heuristic bot against random ones), and the base's own rules, paired
    // with the base on the same games, differ from it by exactly nothing.
    void skillIsMeasuredInGamesOfItsOwn()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 3, 2);
        const auto baseHand = s.base.integer("hand_size");
        spec.parameters = {{"hand_size", baseHand, baseHand + 1}};
        spec.targets = {*parseBalanceTarget("skill_gradient=base-2..", false)};
        spec.budget = 3000;
        spec.proposals = 2;
        const auto report = balance(spec);
        QVERIFY2(report, report ? "" : report.errors().front().toString().c_str());
        for (const auto &c : report->candidates) {
            const auto games = summarize(c.tally, spec.simulation.bots).games;
            QVERIFY(games > 0);
            QCOMPARE(summarize(c.skill, skillBots(skillLadder({"normal"}, "", nullptr).front(), 3)).games, games);
            QCOMPARE(c.games, games * 2);
        }
        QVERIFY(report->baseFigures.front().n > 0);
        bool sawBase = false;
        for (const auto &p : report->proposals) {
            if (report->candidates[std::size_t(p.candidate)].values.front() != baseHand)
                continue;
            sawBase = true;
            QCOMPARE(p.figures.front().value, 0.0);
            QCOMPARE(p.figures.front().halfWidth(), 0.0);
        }
        QVERIFY(sawBase);
    }

    void badSpecsSayWhy()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 3, 1);
        spec.parameters = {{"hand_size", 2, 5}};
        spec.targets = {{"lenght", 40, 60}};
        auto unknown = balance(spec);
        QVERIFY(!unknown);
        QVERIFY(QString::fromStdString(unknown.errors().front().message).startsWith(u"no measure 'lenght'"_s));
        spec.targets = {{"length", 40, 60}};
        spec.parameters = {{"hand_size", 5, 2}};
        QVERIFY(!balance(spec));
        spec.parameters = {{"no_such_parameter", 1, 2}};
        QVERIFY(!balance(spec));
        spec.parameters = {{"hand_size", 2, 5}};
        spec.budget = 100;
        auto small = balance(spec);
        QVERIFY(!small);
        QVERIFY(QString::fromStdString(small.errors().front().message).contains(u"too small"_s));
    }

    // Candidates the rules refuse (a hand the deck cannot deal) are listed
    // with their errors and never played.
    void refusedCandidatesAreNeverPlayed()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 5, 3);
        spec.parameters = {{"hand_size", 8, 13}}; // the schema allows at most 10
        spec.targets = {{"figure:shot_down", 0, 20}};
        spec.budget = 4000;
        spec.proposals = 1;
        const auto report = balance(spec);
        QVERIFY2(report, report ? "" : report.errors().front().toString().c_str());
        QCOMPARE(report->candidates.size(), std::size_t(6)); // every point: there are few
        int refused = 0;
        for (const auto &c : report->candidates) {
            if (!c.errors.empty()) {
                ++refused;
                QCOMPARE(c.games, std::int64_t(0));
                QVERIFY(c.values.front() > 10);
            } else {
                QVERIFY(c.games > 0);
            }
        }
        QCOMPARE(refused, 3);
        QCOMPARE(report->proposals.size(), std::size_t(1));
    }

    // A list parameter's candidates are whole lists, each written into the
    // house rule as given; one the rules refuse is never played.
    void listParametersAreWholeLists()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 4, 5);
        spec.parameters = {{"deck.values", 0, 0, {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, {2, 4, 6, 8}, {0}}}};
        spec.targets = {{"length", 0, 30}};
        spec.budget = 3000;
        spec.proposals = 2;
        const auto report = balance(spec);
        QVERIFY2(report, report ? "" : report.errors().front().toString().c_str());
        QCOMPARE(report->candidates.size(), std::size_t(3));
        for (std::int64_t i = 0; i < 3; ++i)
            QCOMPARE(report->candidates[std::size_t(i)].values, std::vector<std::int64_t> {i});
        QVERIFY2(report->candidates[1].rules.find("values: [2, 4, 6, 8]") != std::string::npos,
            report->candidates[1].rules.c_str());
        // One card per colour cannot deal four hands of three.
        QVERIFY(!report->candidates[2].errors.empty());
        QCOMPARE(report->candidates[2].games, std::int64_t(0));
        // Four values a colour make a shorter game than eleven.
        QCOMPARE(report->proposals.size(), std::size_t(2));
        QCOMPARE(report->proposals.front().candidate, 1);
        QVERIFY(report->proposals[0].figures[0].value < report->proposals[1].figures[0].value);
        QCOMPARE(spec.parameters.front().valueText(1), std::string("[2, 4, 6, 8]"));
    }

    // Rules that play the same games cannot be told apart from the best;
    // rules that play clearly different ones can.
    void saysWhichProposalsCannotBeToldApart()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 4, 7);
        // Cards set aside with two players: four players never see them.
        spec.parameters = {{"set_aside.2", 8, 12}};
        spec.targets = {{"figure:shot_down", 0, 1}, {"length", 0, 10}, {"seat_gap", 0, 1}};
        spec.budget = 4000;
        spec.proposals = 3;
        const auto same = balance(spec);
        QVERIFY(same);
        QCOMPARE(same->proposals.size(), std::size_t(3));
        for (const auto &p : same->proposals) {
            QVERIFY(p.alikeBest);
            QCOMPARE(p.vsBest.size(), spec.targets.size());
        }
        QCOMPARE(same->proposals[1].vsBest[0].value, 0.0);         // the very same games
        QCOMPARE(same->proposals[1].vsBest[2].n, std::int64_t(0)); // seat_gap: no per-game value

        // No dynamite to three a colour: players shot down differ by many
        // points from one count to the next.
        spec.parameters = {{"deck.dynamite_per_colour", 0, 3}};
        spec.targets = {{"figure:shot_down", 0, 1}};
        const auto apart = balance(spec);
        QVERIFY(apart);
        QCOMPARE(apart->proposals.size(), std::size_t(3));
        QVERIFY(apart->proposals[0].alikeBest);
        QStringList said;
        for (const auto &p : apart->proposals)
            said << u"%1: %2 (%3 to %4)"_s.arg(p.figures[0].value)
                        .arg(p.vsBest[0].value)
                        .arg(p.vsBest[0].low)
                        .arg(p.vsBest[0].high);
        QVERIFY2(!apart->proposals[2].alikeBest, qPrintable(said.join(u"; "_s)));
        // The difference is this proposal's figure minus the best's.
        const double expected = apart->proposals[2].figures[0].value - apart->proposals[0].figures[0].value;
        QVERIFY(std::abs(apart->proposals[2].vsBest[0].value - expected) < 1e-9);
    }

    // The same spec gives the same search and proposals, whatever the threads.
    void reproducible()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 3, 11);
        spec.parameters = {{"hand_size", 2, 5}, {"deck.dynamite_per_colour", 0, 2}};
        spec.targets = {{"figure:shot_down", 10, 20}};
        spec.budget = 6000;
        spec.proposals = 2;
        RunOptions one, two;
        one.threads = 1;
        two.threads = 2;
        const auto a = balance(spec, one), b = balance(spec, two);
        QVERIFY(a && b);
        QCOMPARE(a->searchGames, b->searchGames);
        QCOMPARE(a->proposals.size(), b->proposals.size());
        for (std::size_t i = 0; i < a->proposals.size(); ++i) {
            QCOMPARE(a->proposals[i].candidate, b->proposals[i].candidate);
            QCOMPARE(a->proposals[i].report.tally, b->proposals[i].report.tally);
        }
        // The budget is kept.
        QVERIFY(a->searchGames + a->confirmationGames * std::int64_t(a->proposals.size() + 1) <= spec.budget);
    }

    // A person watching sees every candidate's games, the best so far among
    // those still in the race, and the confirmation begin.
    void reportsItsProgress()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 3, 5);
        spec.parameters = {{"hand_size", 2, 5}};
        spec.targets = {{"figure:shot_down", 10, 20}};
        spec.budget = 4000;
        spec.proposals = 1;
        std::vector<BalanceProgress> heard;
        const auto report = balance(spec, {}, [&](const BalanceProgress &p) {
            heard.push_back(p);
            heard.back().report = nullptr; // gone once the search ends
            QVERIFY(p.report);
            if (p.best >= 0) {
                QVERIFY(p.report->candidates[std::size_t(p.best)].games > 0);
                for (const std::size_t i : p.alive)
                    if (p.report->candidates[i].games > 0)
                        QVERIFY(p.report->candidates[std::size_t(p.best)].loss <= p.report->candidates[i].loss);
            }
        });
        QVERIFY(report);
        QVERIFY(heard.size() >= 5); // the first round: before, and after each of its 4 candidates
        QCOMPARE(heard.front().played, 0);
        QCOMPARE(heard.front().playing, 4);
        QCOMPARE(heard.front().best, -1);
        QCOMPARE(heard[4].played, 4);
        QVERIFY(heard[4].best >= 0);
        QVERIFY(heard.back().confirming);
        QCOMPARE(report->budget, spec.budget);
    }

    // Cancelled while the first round plays: the best so far is among the
    // candidates that have played, not one that has not played a game (whose
    // loss of nothing would look perfect).
    void cancelKeepsTheBestSoFar()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 3, 7);
        spec.parameters = {{"hand_size", 2, 7}};
        spec.targets = {{"figure:shot_down", 10, 20}};
        spec.budget = 8000;
        spec.proposals = 2;
        std::atomic<bool> stop {false};
        RunOptions options;
        options.cancel = &stop;
        const auto report = balance(spec, options, [&](const BalanceProgress &p) {
            if (p.played == 3)
                stop = true; // after three of the six candidates
        });
        QVERIFY(report);
        QVERIFY(report->cancelled);
        QCOMPARE(report->rounds, 1);
        QCOMPARE(report->proposals.size(), std::size_t(2));
        double bestLoss = kInf;
        for (const auto &c : report->candidates)
            if (c.games > 0)
                bestLoss = std::min(bestLoss, c.loss);
        for (const auto &p : report->proposals)
            QVERIFY(report->candidates[std::size_t(p.candidate)].games > 0);
        QCOMPARE(report->proposals.front().loss, bestLoss);
    }

    // A budget in time becomes games by this machine's speed; the report
    // says how many, and that budget in games plays the same search again.
    void aBudgetInTimeCanBeRerunInGames()
    {
        const Rules s = standard();
        BalanceSpec spec = specFor(s, 3, 13);
        spec.parameters = {{"hand_size", 2, 5}};
        spec.targets = {{"length", 40, 60}};
        spec.seconds = 1.5;
        spec.budget = 0; // the time says how many games, not this
        spec.proposals = 1;
        const auto timed = balance(spec);
        QVERIFY2(timed, timed ? "" : timed.errors().front().toString().c_str());
        QVERIFY(timed->budget > 1000); // thousands of games a second, even on a loaded machine
        QVERIFY(timed->searchGames + timed->confirmationGames * 2 <= timed->budget);
        spec.seconds = 0;
        spec.budget = timed->budget;
        const auto again = balance(spec);
        QVERIFY(again);
        QCOMPARE(again->searchGames, timed->searchGames);
        QCOMPARE(again->proposals.front().candidate, timed->proposals.front().candidate);
        QCOMPARE(again->proposals.front().report.tally, timed->proposals.front().report.tally);
    }

    // The planted problems (plantedproblem.h): from the standard rules,
    // with a shipped variant's figures as targets, two and three parameters
    // away, the balancer proposes a rule whose figures cannot be told from
    // the targets for at least 9 of the seeds 1 to 10, on a smaller budget
    // than the benchmark's (bench_balancer).
    void findsPlantedRules_data()
    {
        QTest::addColumn<int>("problem");
        QTest::addColumn<qint64>("budget");
        const auto problems = planted::problems();
        QTest::newRow("two parameters apart") << 0 << qint64(30000);
        QTest::newRow("three parameters apart") << 1 << qint64(30000);
        QCOMPARE(problems.size(), std::size_t(2));
    }
    void findsPlantedRules()
    {
        QFETCH(int, problem);
        QFETCH(qint64, budget);
        const planted::Problem p = planted::problems()[std::size_t(problem)];
        const planted::Rules rules = planted::load(p);
        const auto targets = planted::targets(p, rules, 20000);
        int found = 0;
        QStringList said;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const BalanceSpec spec = planted::spec(p, rules, targets, budget, seed);
            const auto report = balance(spec);
            QVERIFY2(report, report ? "" : report.errors().front().toString().c_str());
            const bool solved = planted::solved(report->proposals.front());
            said << u"seed %1: %2%3"_s.arg(seed).arg(
                QString::fromStdString(planted::describe(spec, *report)), solved ? QString() : u" (misses a target)"_s);
            found += solved ? 1 : 0;
        }
        qInfo("%s", qPrintable(said.join(u"; "_s)));
        QVERIFY2(found >= 9, qPrintable(said.join(u"; "_s)));
    }
};

QTEST_GUILESS_MAIN(TestBalancer)
#include "test_balancer.moc"
