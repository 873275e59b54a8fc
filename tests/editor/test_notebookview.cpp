// The editor's Notebook view over a notebook in a temporary folder: the
// list is fetched as it scrolls (a model over the query, not a copy of
// every row), filters by game, period and text, saves notes, opens a run
// with the numbers it recorded, compares two runs paired or unpaired,
// reruns a run identically, exports JSON that reads back, deletes, and a
// notebook held by another instance is read-only and says so.

#include "notebookview/comparisonview.h"
#include "notebookview/notebooklistmodel.h"
#include "notebookview/notebookpage.h"
#include "notebookview/runview.h"

#include "lab/sweeppage.h"
#include "notebook/notebook.h"
#include "notebook/runplan.h"

#include "registry.h"

#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

houserules::Variant load(const QString &id)
{
    auto variant = Registry::instance().loader().load(id.toStdString());
    if (!variant)
        qFatal("cannot load %s", qPrintable(id));
    return *variant;
}

// A run as `simulate` plays it: `rules` alone, or against `base`.
RunResult played(const QString &rules, const QString &base, int games, quint64 seed, int players = 4)
{
    RunPlan plan;
    RunHeader &h = plan.header;
    h.mode = base.isEmpty() ? u"simulate"_s : u"compare"_s;
    h.variant = rules;
    h.compareWith = base;
    h.players = players;
    h.bots = QStringList(players, u"heuristic"_s);
    h.games = games;
    h.seed = seed;
    h.to = games;
    h.rules.push_back(runRules(load(rules), rules));
    if (!base.isEmpty())
        h.rules.push_back(runRules(load(base), base));
    auto result = play(plan, RunOptions {1, {}, nullptr});
    if (!result)
        qFatal("cannot play %s", qPrintable(rules));
    return *result;
}

// Every name a person reads on a run's pages: the charts' series and bar
// sets (their legends), the tables' column headings, the choices and labels.
QStringList shownNames(const QWidget *view)
{
    QStringList names;
    for (const QChartView *chartView : view->findChildren<QChartView *>()) {
        names << chartView->chart()->title();
        for (const QAbstractSeries *series : chartView->chart()->series()) {
            names << series->name();
            if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(series))
                for (const QBarSet *set : bars->barSets())
                    names << set->label();
        }
    }
    for (const QTableView *table : view->findChildren<QTableView *>())
        for (int c = 0; table->model() && c < table->model()->columnCount(); ++c)
            names << table->model()->headerData(c, Qt::Horizontal).toString();
    for (const QComboBox *box : view->findChildren<QComboBox *>())
        for (int i = 0; i < box->count(); ++i)
            names << box->itemText(i);
    for (const QLabel *label : view->findChildren<QLabel *>())
        names << label->text();
    return names;
}

} // namespace

class TestNotebookView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<ComparisonView *>();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        m_billy = played(u"blasting-billy/two-dynamite"_s, u"blasting-billy/standard"_s, 40, 7);
        m_boomo = played(u"boomo/short"_s, {}, 20, 3);
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_notebook = std::make_shared<Notebook>(m_dir->filePath(u"notebook.sqlite"_s));
        QCOMPARE(m_notebook->status(), Notebook::Status::Open);
    }

    // 1,000 runs: the model holds a first batch, more as the view scrolls
    // down, never all of them at once; a model checker watches it.
    void listIsFetchedAsItScrolls()
    {
        for (int i = 0; i < 1000; ++i)
            QVERIFY(!m_notebook->record(i % 100 == 0 ? m_boomo : m_billy, u"cli"_s).isEmpty());
        NotebookPage page(m_notebook);
        page.resize(1000, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const int first = page.model()->rowCount();
        QVERIFY2(first > 0 && first < 1000, qPrintable(QString::number(first)));
        QVERIFY(page.model()->canFetchMore({}));
        QTest::qWait(50);
        QCOMPARE(page.model()->rowCount(), first); // shown, but not scrolled: no more
        // Each batch is fetched as the view reaches the end of the last.
        for (int scrolls = 0; scrolls < 20 && page.model()->rowCount() < 1000; ++scrolls) {
            const int before = page.model()->rowCount();
            page.view()->scrollToBottom();
            QTRY_VERIFY(page.model()->rowCount() > before);
        }
        QCOMPARE(page.model()->rowCount(), 1000);
        QVERIFY(!page.model()->canFetchMore({}));
        // Newest first, in the columns the list shows.
        QCOMPARE(page.model()->columnCount(), int(NotebookListModel::ColumnCount));
        QCOMPARE(page.model()->idAt(0), m_notebook->list({}).front().id);
        QCOMPARE(page.model()->index(0, NotebookListModel::RulesColumn).data().toString(),
            u"blasting-billy/two-dynamite vs blasting-billy/standard"_s);
        QCOMPARE(page.model()->index(0, NotebookListModel::ModeColumn).data().toString(), u"Comparison"_s);
        QCOMPARE(page.model()->index(0, NotebookListModel::GamesColumn).data().toString(), u"40"_s);
        QCOMPARE(page.model()->index(0, NotebookListModel::SeedColumn).data().toString(), u"7"_s);
        QCOMPARE(page.model()->index(0, NotebookListModel::BotsColumn).data().toString(), u"4 × heuristic"_s);
        QCOMPARE(page.model()->headerData(NotebookListModel::SeedColumn, Qt::Horizontal).toString(), u"Seed"_s);
        QCOMPARE(page.model()->headerData(NotebookListModel::BotsColumn, Qt::Horizontal).toString(), u"Bots"_s);
        // The rules' title, in the user's language.
        QCOMPARE(page.model()->index(0, NotebookListModel::TitleColumn).data().toString(),
            u"Two dynamite cards per colour"_s);
        QCOMPARE(page.model()->headerData(NotebookListModel::TitleColumn, Qt::Horizontal).toString(), u"Title"_s);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(
            page.model()->index(0, NotebookListModel::TitleColumn).data().toString(), u"Zwei Dynamitkarten je Farbe"_s);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        // How many runs there are, though only a first batch is fetched.
        QCOMPARE(page.findChild<QLabel *>(u"notebookCount"_s)->text(), u"1000 run(s)"_s);
    }

    // The game, the period and a text in the rules or the note filter the list.
    void filtersByGameTextAndPeriod()
    {
        for (int i = 0; i < 6; ++i)
            m_notebook->record(m_billy, u"cli"_s);
        const QString boomo = m_notebook->record(m_boomo, u"cli"_s);
        const QString noted = m_notebook->record(m_billy, u"cli"_s, u"Fewer dynamite, longer games?"_s);
        NotebookPage page(m_notebook);
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(page.model()->rowCount(), 8);
        const auto *count = page.findChild<QLabel *>(u"notebookCount"_s);
        QCOMPARE(count->text(), u"8 run(s)"_s);
        page.setGameFilter(u"boomo"_s);
        QCOMPARE(page.model()->rowCount(), 1);
        QCOMPARE(count->text(), u"1 run(s) match"_s);
        QCOMPARE(page.model()->idAt(0), boomo);
        page.setGameFilter(u"blasting-billy"_s);
        QCOMPARE(page.model()->rowCount(), 7);
        page.setGameFilter({});
        page.setSearchText(u"LONGER"_s);
        QCOMPARE(page.model()->rowCount(), 1);
        QCOMPARE(page.model()->idAt(0), noted);
        page.setSearchText(u"short"_s); // in the rules' names
        QCOMPARE(page.model()->rowCount(), 1);
        page.setSearchText({});
        page.setPeriod(NotebookPage::Period::Today);
        QCOMPARE(page.model()->rowCount(), 8);
        NotebookFilter future;
        future.since = QDateTime::currentDateTime().addDays(1);
        page.model()->setFilter(future);
        QCOMPARE(page.model()->rowCount(), 0);
    }

    // A run another program keeps (here another connection, as the CLI
    // writes beside the app) appears in the shown list by itself, and the
    // count follows; the chosen run stays chosen.
    void runsKeptElsewhereAppear()
    {
        const QString first = m_notebook->record(m_billy, u"lab"_s);
        NotebookPage page(m_notebook);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.select({first});
        QCOMPARE(page.model()->rowCount(), 1);
        const auto *count = page.findChild<QLabel *>(u"notebookCount"_s);
        QCOMPARE(count->text(), u"1 run(s)"_s);
        {
            Notebook cli(m_notebook->location());
            QCOMPARE(cli.status(), Notebook::Status::Open);
            QVERIFY(!cli.record(m_boomo, u"cli"_s).isEmpty());
        }
        QTRY_COMPARE_WITH_TIMEOUT(page.model()->rowCount(), 2, 10000);
        QCOMPARE(count->text(), u"2 run(s)"_s);
        QCOMPARE(page.selectedIds(), QStringList {first});
    }

    // The note of the chosen run, edited below the list, is saved.
    void noteIsSaved()
    {
        const QString id = m_notebook->record(m_billy, u"cli"_s);
        NotebookPage page(m_notebook);
        page.select({id});
        auto *note = page.findChild<QLineEdit *>(u"notebookNote"_s);
        QVERIFY(note->isEnabled());
        note->setText(u"Two dynamite feels right"_s);
        Q_EMIT note->editingFinished();
        QCOMPARE(m_notebook->run(id)->note, u"Two dynamite feels right"_s);
        QCOMPARE(
            page.model()->index(0, NotebookListModel::NoteColumn).data().toString(), u"Two dynamite feels right"_s);
        QVERIFY(page.setNoteOfSelected(u"changed"_s));
        QCOMPARE(m_notebook->run(id)->note, u"changed"_s);
    }

    // Open shows the lab's pages fed with the recorded tallies, and every
    // number as the command line prints it.
    void openShowsTheRecordedNumbers()
    {
        const QString id = m_notebook->record(m_billy, u"cli"_s);
        NotebookPage page(m_notebook);
        page.select({id});
        RunView *view = page.openSelected();
        QVERIFY(view);
        QVERIFY(view->comparison());
        const auto &recorded = std::get<ComparisonTally>(m_billy.tally);
        QVERIFY(view->comparison()->tally == recorded);
        QCOMPARE(view->comparison()->house.seats[0].winRate, double(recorded.house.seats[0].wins) / 40);
        QStringList pages;
        for (int i = 0; i < view->pages()->count(); ++i)
            pages << view->pages()->tabText(i);
        QCOMPARE(pages, (QStringList {u"Comparison"_s, u"Numbers"_s, u"Measures"_s, u"As text"_s}));
        QString text;
        QTextStream out(&text);
        writeResult(out, m_billy, Format::Table);
        out.flush();
        QCOMPARE(view->findChild<QPlainTextEdit *>(u"runText"_s)->toPlainText(), text);
        // A comparison run of the lab's own: its base and edited rules.
        const QStringList names = shownNames(view);
        QVERIFY(names.contains(u"Base rules"_s) && names.contains(u"Edited rules"_s));
        QVERIFY(!names.contains(u"Run A"_s));
        view->window()->close();
    }

    // A sweep opens on the lab's Sweep page, its parameter in the game's
    // words (from the rules the run swept), with the recorded tallies.
    void openShowsASweep()
    {
        RunPlan plan;
        RunHeader &h = plan.header;
        h.mode = u"sweep"_s;
        h.variant = u"blasting-billy/two-dynamite"_s;
        h.parameter = u"hand_size"_s;
        h.players = 4;
        h.bots = QStringList(4, u"heuristic"_s);
        h.games = h.to = 30;
        h.seed = 2;
        h.rules.push_back(runRules(load(h.variant), h.variant));
        plan.axes = {SweepAxis {"hand_size", {3, 4}, {}}};
        const auto swept = play(plan, RunOptions {1, {}, nullptr});
        QVERIFY(swept);
        const QString id = m_notebook->record(*swept, u"cli"_s);
        NotebookPage page(m_notebook);
        page.select({id});
        RunView *view = page.openSelected();
        QVERIFY(view && view->sweep());
        QVERIFY(view->sweep()->tally.tallies == std::get<SweepTally>(swept->tally).tallies);
        QCOMPARE(view->pages()->tabText(0), u"Sweep"_s);
        auto *sweepPage = qobject_cast<QWidget *>(view->pages()->widget(0));
        QVERIFY(!sweepPage->findChild<QPushButton *>(u"runSweep"_s)->isVisibleTo(sweepPage)); // nothing to run here
        QVERIFY(static_cast<SweepPage *>(sweepPage)->parameters().contains(u"hand_size"_s));
        view->window()->close();
    }

    // Two runs that played the same games compare paired (both rules again
    // on their seeds); others unpaired, a row per figure with Holm's marks.
    void compareIsPairedOnlyOnSharedSeeds()
    {
        const QString a = m_notebook->record(played(u"blasting-billy/two-dynamite"_s, {}, 40, 5), u"cli"_s);
        const QString b = m_notebook->record(played(u"blasting-billy/standard"_s, {}, 40, 5), u"cli"_s);
        const QString c = m_notebook->record(played(u"blasting-billy/standard"_s, {}, 40, 6), u"cli"_s);
        NotebookPage page(m_notebook);
        QSignalSpy shown(&page, &NotebookPage::comparisonShown);
        page.select({a, b});
        QVERIFY(page.compareSelected());
        QVERIFY(page.isWorking());
        QVERIFY(shown.wait(60000));
        auto *paired = shown.takeFirst().first().value<ComparisonView *>();
        QVERIFY(paired->comparison().paired);
        QVERIFY(paired->pairedView());
        QVERIFY(!paired->table());
        QVERIFY(paired->sentence().startsWith(u"Paired"_s));
        QCOMPARE(std::get<ComparisonTally>(paired->comparison().pairedResult.tally).house.games, 40);
        // The lab's pages name the two runs as the comparison does, A and B,
        // on every chart, table and choice; each run's rules by their title
        // beside them.
        const QStringList names = shownNames(paired->pairedView());
        for (const QString &chart : {u"Win rate per seat"_s, u"Game length"_s, u"Score distribution (all seats)"_s})
            QVERIFY2(!names.filter(chart).isEmpty(), qPrintable(names.join(u" | "_s)));
        QVERIFY2(names.count(u"Run A"_s) >= 6 && names.count(u"Run B"_s) >= 6, qPrintable(names.join(u" | "_s)));
        QVERIFY2(
            !names.contains(u"Base rules"_s) && !names.contains(u"Edited rules"_s), qPrintable(names.join(u" | "_s)));
        QVERIFY2(names.filter(u"Mean: Run B"_s).size() == 2, qPrintable(names.join(u" | "_s)));
        // The Measures page's summary speaks of the two runs, and offers no lab-only step.
        QVERIFY2(names.filter(u"between Run A and Run B tested"_s).size() == 1, qPrintable(names.join(u" | "_s)));
        QVERIFY(names.filter(u"Also measure skill"_s).isEmpty());
        const QString runA = paired->comparison().a == a
            ? u"Two dynamite cards per colour, blasting-billy/two-dynamite"_s
            : u"Standard rules, blasting-billy/standard"_s;
        QVERIFY2(paired->sentence().contains(u"A is run %1 (%2)"_s.arg(paired->comparison().a.left(8), runA)),
            qPrintable(paired->sentence()));
        QVERIFY2(paired->sentence().contains(u"(Two dynamite cards per colour, blasting-billy/two-dynamite)"_s)
                && paired->sentence().contains(u"(Standard rules, blasting-billy/standard)"_s),
            qPrintable(paired->sentence()));

        page.select({a, c});
        QVERIFY(page.compareSelected());
        QVERIFY(shown.wait(60000));
        auto *unpaired = shown.takeFirst().first().value<ComparisonView *>();
        QVERIFY(!unpaired->comparison().paired);
        QVERIFY(unpaired->sentence().startsWith(u"Unpaired"_s));
        QCOMPARE(unpaired->table()->rowCount(), 4 * 2 + 1); // win rate and score per seat, the length
        QCOMPARE(unpaired->table()->rowCount(), int(unpaired->comparison().rows.size()));

        // Runs of two games do not compare.
        const QString boomo = m_notebook->record(m_boomo, u"cli"_s);
        page.refresh();
        page.select({a, boomo});
        QVERIFY(!page.compareSelected());
        QVERIFY(page.status().contains(u"one game"_s));
    }

    // A rerun plays the same games, says so, and is kept as a rerun of the run.
    void rerunIsIdentical()
    {
        const QString id = m_notebook->record(m_billy, u"cli"_s);
        NotebookPage page(m_notebook);
        page.select({id});
        QSignalSpy finished(&page, &NotebookPage::rerunFinished);
        QVERIFY(page.rerunSelected());
        QVERIFY(page.findChild<QPushButton *>(u"notebookCancel"_s)->isVisibleTo(&page));
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY(page.status().startsWith(u"Identical to the recorded run"_s));
        const QString again = finished.first().at(1).toString();
        QVERIFY(!again.isEmpty());
        const auto rerun = m_notebook->run(again);
        QCOMPARE(rerun->source, u"rerun"_s);
        QCOMPARE(rerun->rerunOf, id);
        QVERIFY(std::get<ComparisonTally>(rerun->result->tally) == std::get<ComparisonTally>(m_billy.tally));
        QCOMPARE(page.model()->rowCount(), 2);

        // A run whose kept games are not what its rules, seeds and bots give
        // (here: another seed's tally) is said not to be identical.
        RunResult altered = m_billy;
        altered.tally = played(u"blasting-billy/two-dynamite"_s, u"blasting-billy/standard"_s, 40, 8).tally;
        const QString other = m_notebook->record(altered, u"cli"_s);
        page.refresh();
        page.select({other});
        QVERIFY(page.rerunSelected());
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(page.status().startsWith(u"Not identical to the recorded run"_s));
    }

    // Export writes the chosen runs whole, as `notebook export` does; they read back.
    void exportReadsBack()
    {
        const QString a = m_notebook->record(m_billy, u"cli"_s, u"first"_s);
        const QString b = m_notebook->record(m_boomo, u"cli"_s);
        NotebookPage page(m_notebook);
        page.select({a, b});
        const QString file = m_dir->filePath(u"runs.json"_s);
        QVERIFY(page.exportSelected(file));
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QJsonArray runs = QJsonDocument::fromJson(in.readAll()).array();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].toObject().value(u"id"_s).toString(), b); // the list's order: newest first
        QCOMPARE(runs[1].toObject().value(u"note"_s).toString(), u"first"_s);
        QString why;
        const auto result = resultFromJson(runs[1].toObject().value(u"result"_s).toObject(), &why);
        QVERIFY2(result, qPrintable(why));
        QVERIFY(sameGames(*result, m_billy));
        QVERIFY(page.exportSelected(m_dir->filePath(u"runs.csv"_s)));
        QVERIFY(!page.exportSelected(m_dir->filePath(u"runs.txt"_s)));

        QVERIFY(page.removeSelected());
        QCOMPARE(page.model()->rowCount(), 0);
        QVERIFY(m_notebook->list({}).empty());
    }

    // A notebook too large to be checked at opening, with its list's index
    // damaged: the banner says runs are missing, never an empty list alone.
    void aDamagedListIsSaid()
    {
        for (int i = 0; i < 40; ++i)
            QVERIFY(!m_notebook->record(m_billy, u"cli"_s).isEmpty());
        const QString file = m_notebook->location();
        const int dateIndex = [&] {
            QSqlQuery q(m_notebook->database());
            q.exec(u"SELECT rootpage FROM sqlite_master WHERE name = 'runs_by_date'"_s);
            return q.next() ? q.value(0).toInt() : 0;
        }();
        QVERIFY(dateIndex > 1);
        m_notebook.reset();
        {
            QFile io(file);
            QVERIFY(io.open(QIODevice::ReadWrite));
            io.seek((dateIndex - 1) * 4096);
            io.write(QByteArray(4096, '\x5a'));
        }
        Notebook::Options unchecked;
        unchecked.wholeCheckBytes = 0;
        auto damaged = std::make_shared<Notebook>(file, unchecked);
        QCOMPARE(damaged->status(), Notebook::Status::Open);
        NotebookPage page(damaged);
        page.show();
        QVERIFY(page.banner()->isVisible());
        QVERIFY2(page.banner()->text().contains(u"could not be read whole"_s), qPrintable(page.banner()->text()));
    }

    // Held by another instance: read-only, the banner says who holds it,
    // and nothing that writes is offered.
    void readOnlyDisablesWriting()
    {
        const QString id = m_notebook->record(m_billy, u"cli"_s);
        const QString file = m_notebook->location();
        m_notebook.reset();
        Notebook::Options held;
        held.holdForInstance = true;
        Notebook holder(file, held);
        QCOMPARE(holder.status(), Notebook::Status::Open);
        auto second = std::make_shared<Notebook>(file, held);
        QCOMPARE(second->status(), Notebook::Status::ReadOnly);
        NotebookPage page(second);
        page.show();
        QVERIFY(page.banner()->isVisible());
        QVERIFY(page.banner()->text().contains(u"read-only"_s));
        QVERIFY(page.banner()->text().contains(second->holder()));
        QCOMPARE(page.model()->rowCount(), 1);
        page.select({id});
        QVERIFY(page.findChild<QPushButton *>(u"notebookOpen"_s)->isEnabled());
        QVERIFY(page.findChild<QPushButton *>(u"notebookExport"_s)->isEnabled());
        QVERIFY(!page.findChild<QPushButton *>(u"notebookDelete"_s)->isEnabled());
        QVERIFY(!page.findChild<QLineEdit *>(u"notebookNote"_s)->isEnabled());
        QVERIFY(!page.setNoteOfSelected(u"no"_s));
        QVERIFY(!page.removeSelected());
        QCOMPARE(holder.list({}).size(), std::size_t(1));

        NotebookPage writable(std::make_shared<Notebook>(m_dir->filePath(u"other.sqlite"_s)));
        writable.show();
        QVERIFY(!writable.banner()->isVisible());
    }

private:
    RunResult m_billy, m_boomo;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<Notebook> m_notebook;
};

QTEST_MAIN(TestNotebookView)
#include "test_notebookview.moc"
