// The lab keeps every finished run in the notebook: the results it shows,
// the texts of the rules it played (so that a rerun plays the same games),
// and never a cancelled run; without a notebook it keeps nothing.

#include "labtestsupport.h"

#include "preferences/languagemanager.h"

#include "lab/playtestlab.h"

#include "notebook/notebook.h"
#include "notebook/runplan.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using labtest::load;

class TestLabNotebook : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_languages.setLanguage(u"en"_s);
        m_edited = load("blasting-billy/two-dynamite");
        m_base = load("blasting-billy/standard");
    }

    // A finished comparison is kept whole: its tally, both rules' texts
    // under the names of the header, and the status says so. Played again
    // from the notebook alone, it gives the same games.
    void finishedComparisonIsKept()
    {
        QTemporaryDir dir;
        auto notebook = std::make_shared<Notebook>(dir.filePath(u"notebook.sqlite"_s));
        QCOMPARE(notebook->status(), Notebook::Status::Open);
        PlaytestLab lab;
        lab.setNotebook(notebook);
        lab.setVariants(m_edited, m_base);
        lab.setGames(300);
        lab.setSeed(21);
        lab.setThreads(2);
        QSignalSpy recorded(&lab, &PlaytestLab::recorded);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        QCOMPARE(recorded.size(), 1);
        QVERIFY(lab.status().endsWith(u"Kept in the notebook."_s));

        const auto runs = notebook->list({});
        QCOMPARE(runs.size(), std::size_t(1));
        QCOMPARE(runs.front().id, recorded.first().first().toString());
        QCOMPARE(runs.front().source, u"lab"_s);
        QCOMPARE(runs.front().game, u"blasting-billy"_s);
        QCOMPARE(runs.front().mode, u"compare"_s);
        QCOMPARE(runs.front().games, 300);
        QCOMPARE(runs.front().seed, 21u);
        const auto entry = notebook->run(runs.front().id);
        QVERIFY(entry);
        const RunHeader &h = entry->result->header;
        QCOMPARE(h.variant, u"blasting-billy/two-dynamite"_s);
        QCOMPARE(h.compareWith, u"blasting-billy/standard"_s);
        QCOMPARE(h.rules.size(), std::size_t(2));
        QCOMPARE(*h.rulesOf(h.variant), runRules(m_edited, h.variant));
        QCOMPARE(*h.rulesOf(h.compareWith), runRules(m_base, h.compareWith));
        QVERIFY(std::get<ComparisonTally>(entry->result->tally) == lab.comparison()->tally);

        QString why;
        const auto plan = planOf(*entry->result, &why);
        QVERIFY2(plan, qPrintable(why));
        const auto again = play(*plan, RunOptions {2, {}, nullptr});
        QVERIFY(again);
        QVERIFY(sameGames(*again, *entry->result));
    }

    // Rules edited in place keep their base's id: the header names them
    // apart, or a rerun would play the base twice.
    void editedRulesAreNamedApartFromTheBase()
    {
        QTemporaryDir dir;
        auto notebook = std::make_shared<Notebook>(dir.filePath(u"notebook.sqlite"_s));
        Variant edited = m_edited;
        edited.id = m_base.id;
        PlaytestLab lab;
        lab.setNotebook(notebook);
        lab.setVariants(edited, m_base);
        lab.setGames(100);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        const auto runs = notebook->list({});
        QCOMPARE(runs.size(), std::size_t(1));
        const auto entry = notebook->run(runs.front().id);
        const RunHeader &h = entry->result->header;
        QVERIFY(h.variant != h.compareWith);
        QCOMPARE(h.rulesOf(h.variant)->yaml, runRules(edited, h.variant).yaml);
        const auto again = play(*planOf(*entry->result, nullptr), RunOptions {2, {}, nullptr});
        QVERIFY(again && sameGames(*again, *entry->result));
    }

    // A sweep is kept with the edited rules it swept.
    void finishedSweepIsKept()
    {
        QTemporaryDir dir;
        auto notebook = std::make_shared<Notebook>(dir.filePath(u"notebook.sqlite"_s));
        PlaytestLab lab;
        lab.setNotebook(notebook);
        lab.setVariants(m_edited, m_base);
        lab.setGames(60);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSweep(u"hand_size"_s, 3, 5));
        QVERIFY(finished.wait(60000));
        const auto runs = notebook->list({});
        QCOMPARE(runs.size(), std::size_t(1));
        QCOMPARE(runs.front().mode, u"sweep"_s);
        const auto entry = notebook->run(runs.front().id);
        QVERIFY(entry->result->header.rulesOf(u"blasting-billy/two-dynamite"_s));
        const auto again = play(*planOf(*entry->result, nullptr), RunOptions {2, {}, nullptr});
        QVERIFY(again && sameGames(*again, *entry->result));
    }

    // A cancelled run is not kept; a lab without a notebook keeps nothing.
    void cancelledRunIsNotKept()
    {
        QTemporaryDir dir;
        auto notebook = std::make_shared<Notebook>(dir.filePath(u"notebook.sqlite"_s));
        PlaytestLab lab;
        lab.setNotebook(notebook);
        lab.setVariants(m_edited, m_base);
        lab.setGames(5'000'000);
        lab.setThreads(2);
        QSignalSpy progress(&lab, &PlaytestLab::progressed);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QSignalSpy recorded(&lab, &PlaytestLab::recorded);
        QVERIFY(lab.runComparison());
        QVERIFY(progress.wait(10000));
        lab.cancel();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(recorded.size(), 0);
        QVERIFY(notebook->list({}).empty());
        QVERIFY(!lab.status().contains(u"notebook"_s));

        PlaytestLab alone; // no notebook
        alone.setVariants(m_edited, m_base);
        alone.setGames(50);
        QSignalSpy aloneFinished(&alone, &PlaytestLab::runFinished);
        QSignalSpy aloneRecorded(&alone, &PlaytestLab::recorded);
        QVERIFY(alone.runComparison());
        QVERIFY(aloneFinished.wait(60000));
        QCOMPARE(aloneRecorded.size(), 0);
    }

    // A notebook open read-only keeps nothing, and the status says why.
    void readOnlyNotebookSaysSo()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"notebook.sqlite"_s);
        Notebook::Options held;
        held.holdForInstance = true;
        Notebook holder(file, held);
        auto notebook = std::make_shared<Notebook>(file, held);
        QCOMPARE(notebook->status(), Notebook::Status::ReadOnly);
        PlaytestLab lab;
        lab.setNotebook(notebook);
        lab.setVariants(m_edited, m_base);
        lab.setGames(50);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        QVERIFY(lab.status().endsWith(u"Not kept in the notebook: it is open read-only."_s));
        QVERIFY(holder.list({}).empty());
    }

private:
    LanguageManager m_languages;
    Variant m_edited, m_base;
};

QTEST_MAIN(TestLabNotebook)
#include "test_lab_notebook.moc"
