// The lab's runs and results without a window (LabRuns), under a
// QCoreApplication: what a run plays and gives is the engine's, a run that
// cannot start says why, a cancelled run keeps the games played, new rules
// drop the run going on, and finished runs are kept in the notebook.

#include "labtestsupport.h"

#include "lab/labjobs.h"
#include "lab/labruns.h"

#include "notebook/notebook.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using labtest::compiled;
using labtest::load;

class TestLabRuns : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_edited = load("blasting-billy/two-dynamite");
        m_base = load("blasting-billy/standard");
    }

    // The comparison a run gives is the engine's own on the same spec, and
    // the result it writes names both rules as the CLI does.
    void comparisonIsTheEngines()
    {
        LabRuns runs;
        runs.setVariants(m_edited, m_base);
        runs.setThreads(2);
        const SimulationSpec spec = specOf(runs, 200, 5);
        QCOMPARE(runs.refusal(spec), LabRuns::Refusal::None);
        QSignalSpy finished(&runs, &LabRuns::finished);
        runs.start({LabRuns::Kind::Comparison, spec}, LabJobs::comparison(spec, runs.baseRules()));
        QCOMPARE(runs.running(), LabRuns::Kind::Comparison);
        QCOMPARE(runs.refusal(spec), LabRuns::Refusal::Running);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().at(0).value<LabRuns::Kind>(), LabRuns::Kind::Comparison);
        QCOMPARE(finished.first().at(1).toBool(), false);
        QCOMPARE(runs.running(), LabRuns::Kind::None);

        const auto expected = compare(spec, compiled(m_base), RunOptions {1, {}, nullptr});
        QVERIFY(expected);
        QVERIFY(runs.comparison());
        QVERIFY(runs.comparison()->tally == expected->tally);
        QCOMPARE(runs.planOf(LabRuns::Kind::Comparison).spec.games, 200);
        QCOMPARE(runs.kept(), LabRuns::Kept::NotAsked); // no notebook
        QVERIFY(!runs.sweep() && !runs.sideBySide());

        const auto result = runs.runResult(LabRuns::Results::Comparison);
        QVERIFY(result);
        QCOMPARE(result->header.mode, u"compare"_s);
        QCOMPARE(result->header.variant, u"blasting-billy/two-dynamite"_s);
        QCOMPARE(result->header.compareWith, u"blasting-billy/standard"_s);
        QVERIFY(!runs.runResult(LabRuns::Results::Sweep));
    }

    // Each reason a run cannot start, in the order the window tells them.
    void refusalsSayWhy()
    {
        LabRuns runs;
        SimulationSpec spec;
        spec.players = 2;
        spec.bots = {"random", "random"};
        spec.games = 10;
        QCOMPARE(runs.refusal(spec), LabRuns::Refusal::NoRules);
        runs.setVariants(m_edited, load("boomo/standard"));
        QCOMPARE(runs.refusal(spec), LabRuns::Refusal::DifferentGames);
        runs.setVariants(m_edited, m_base);
        QCOMPARE(runs.refusal(spec), LabRuns::Refusal::None);
        spec.bots = {"random"};
        QCOMPARE(runs.refusal(spec), LabRuns::Refusal::Settings);
        spec.bots = {"random", "random"};
        spec.games = 0;
        QCOMPARE(runs.refusal(spec), LabRuns::Refusal::Settings);
    }

    // Cancelled, a run keeps the games it played, and is not kept in the notebook.
    void cancelledRunKeepsItsGames()
    {
        QTemporaryDir dir;
        auto notebook = std::make_shared<Notebook>(dir.filePath(u"notebook.sqlite"_s));
        LabRuns runs;
        runs.setNotebook(notebook);
        runs.setVariants(m_edited, m_base);
        runs.setThreads(1);
        const SimulationSpec spec = specOf(runs, 2'000'000, 6);
        QSignalSpy finished(&runs, &LabRuns::finished);
        QSignalSpy progressed(&runs, &LabRuns::progressed);
        runs.start({LabRuns::Kind::Comparison, spec}, LabJobs::comparison(spec, runs.baseRules()));
        QVERIFY(progressed.wait(30000));
        runs.cancel();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().at(1).toBool(), true);
        QVERIFY(runs.comparison()->cancelled);
        QVERIFY(runs.comparison()->games > 0 && runs.comparison()->games < 2'000'000);
        QCOMPARE(runs.kept(), LabRuns::Kept::NotAsked);
        QVERIFY(notebook->list({}).empty());
    }

    // New rules while a run goes drop it: nothing of it is kept or shown.
    void newRulesDropTheRun()
    {
        LabRuns runs;
        runs.setVariants(m_edited, m_base);
        runs.setThreads(1);
        const SimulationSpec spec = specOf(runs, 2'000'000, 7);
        QSignalSpy finished(&runs, &LabRuns::finished);
        QSignalSpy dropped(&runs, &LabRuns::dropped);
        runs.start({LabRuns::Kind::Comparison, spec}, LabJobs::comparison(spec, runs.baseRules()));
        QVERIFY(runs.setVariants(m_base, m_base)); // a run was stopped
        QVERIFY(runs.isDropping());
        QVERIFY(dropped.wait(30000));
        QCOMPARE(dropped.first().at(0).value<LabRuns::Kind>(), LabRuns::Kind::Comparison);
        QVERIFY(finished.isEmpty());
        QVERIFY(!runs.comparison());
        QVERIFY(!runs.isDropping());
    }

    // Side by side: the house rules in their order, the edited first, each
    // paired with the base; kept in the notebook under the names the CLI gives.
    void sideBySideIsKept()
    {
        QTemporaryDir dir;
        auto notebook = std::make_shared<Notebook>(dir.filePath(u"notebook.sqlite"_s));
        LabRuns runs;
        runs.setNotebook(notebook);
        runs.setVariants(m_edited, m_base);
        runs.setThreads(2);
        SimulationSpec spec = specOf(runs, 150, 8);
        spec.ruleset = runs.baseRules();
        LabRuns::Plan plan {LabRuns::Kind::SideBySide, spec};
        QString error;
        auto job = LabJobs::sideBySide(spec, *runs.edited(), runs.editedRules(), {u"blasting-billy/four-card-hand"_s},
            runs.variantFolders(), &plan.houseRules, &error);
        QVERIFY2(job, qPrintable(error));
        QCOMPARE(plan.houseRules.size(), std::size_t(2));
        QSignalSpy recorded(&runs, &LabRuns::recorded);
        QSignalSpy finished(&runs, &LabRuns::finished);
        runs.start(std::move(plan), std::move(*job));
        QVERIFY(finished.wait(60000));
        QVERIFY(runs.sideBySide());
        QCOMPARE(runs.sideBySide()->games, 150);
        QCOMPARE(runs.kept(), LabRuns::Kept::Kept);
        QCOMPARE(recorded.size(), 1);
        const auto result = runs.runResult(LabRuns::Results::SideBySide);
        QVERIFY(result);
        QCOMPARE(result->header.variant, u"blasting-billy/standard"_s);
        QCOMPARE(result->header.houseRules,
            (QStringList {u"blasting-billy/two-dynamite"_s, u"blasting-billy/four-card-hand"_s}));
        const auto kept = notebook->list({});
        QCOMPARE(kept.size(), std::size_t(1));
        QCOMPARE(kept.front().id, recorded.first().first().toString());
    }

private:
    static SimulationSpec specOf(const LabRuns &runs, int games, quint64 seed)
    {
        SimulationSpec spec;
        spec.ruleset = runs.editedRules();
        spec.players = 3;
        spec.bots = {"heuristic", "random", "random"};
        spec.games = games;
        spec.seed = seed;
        return spec;
    }

    Variant m_edited, m_base;
};

QTEST_GUILESS_MAIN(TestLabRuns)
#include "test_lab_runs.moc"
