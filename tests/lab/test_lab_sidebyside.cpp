// The lab's Side by side page, driven headless: its table is compareSideBySide()'s
// report to the digit (Blasting Billy, the edited rules and two more house
// rules against the standard rules), its chart has a bar set per variant
// with the engine's win rates, Cancel stops a run at once, the results
// export as the CLI's compare-several files, and every language words it.

#include "labtestsupport.h"

#include "games/blastingbilly/billyfiguretexts.h"
#include "preferences/languagemanager.h"

#include "lab/labtext.h"
#include "lab/playtestlab.h"

#include "core/simulation/notabledifferences.h"
#include "core/simulation/simulator.h"
#include "registry.h"
#include "simreport/simreport.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using labtest::compiled;
using labtest::load;

namespace {

const QStringList kOthers {u"blasting-billy/gold-rush"_s, u"blasting-billy/four-card-hand"_s};

QList<QBarSet *> barSets(QChart *chart)
{
    QList<QBarSet *> sets;
    for (QAbstractSeries *series : chart->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
            sets << bars->barSets();
    return sets;
}

Estimate winRate(const SeatStatistics &s, int games)
{
    return {s.winRate, s.winRateLow, s.winRateHigh, games, true};
}

} // namespace

class TestLabSideBySide : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_languages.setLanguage(u"en"_s);
        m_edited = load("blasting-billy/two-dynamite");
        m_base = load("blasting-billy/standard");
    }

    void cleanup() { m_languages.setLanguage(u"en"_s); }

    // The other house rules of the game are offered; the edited rules are
    // always in, the base never.
    void offersTheGamesOtherHouseRules()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        auto *list = lab.findChild<QListWidget *>(u"sideBySideVariants"_s);
        QVERIFY(list);
        QStringList titles;
        for (int row = 0; row < list->count(); ++row)
            titles << list->item(row)->text();
        QCOMPARE(titles.first(), LabText::title(m_edited));
        QCOMPARE(list->item(0)->checkState(), Qt::Checked);
        QVERIFY(!(list->item(0)->flags() & Qt::ItemIsUserCheckable));
        QVERIFY(titles.contains(LabText::title(load("blasting-billy/gold-rush"))));
        QVERIFY(titles.contains(LabText::title(load("blasting-billy/four-card-hand"))));
        QVERIFY(!titles.contains(LabText::title(m_base)));
        QCOMPARE(titles.size(), 3);
        auto *run = lab.findChild<QPushButton *>(u"runSideBySide"_s);
        QVERIFY(!run->isEnabled()); // nothing ticked beside the edited rules
        list->item(1)->setCheckState(Qt::Checked);
        QVERIFY(run->isEnabled());
        QVERIFY(!lab.runSideBySide({})); // one more house rule at least
    }

    // The user's own house rules (the host's folder) are offered and run too.
    void offersTheUsersOwnHouseRules()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"blasting-billy"_s));
        QFile file(dir.filePath(u"blasting-billy/five-cards.yaml"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "game: blasting-billy\nextends: standard\ntitle:\n  en: My five cards\nparameters:\n  hand_size: 5\n");
        file.close();
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setVariantFolders({dir.path()});
        auto *list = lab.findChild<QListWidget *>(u"sideBySideVariants"_s);
        QCOMPARE(list->count(), 4);
        QVERIFY(!list->findItems(u"My five cards"_s, Qt::MatchExactly).isEmpty());
        lab.setGames(50);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSideBySide({u"blasting-billy/five-cards"_s}));
        QVERIFY(finished.wait(60000));
        QVERIFY(lab.sideBySide());
        QCOMPARE(lab.sideBySide()->houseRules.size(), std::size_t(2));
        auto *table = lab.findChild<QTableView *>(u"sideBySide"_s)->model();
        QCOMPARE(table->headerData(4, Qt::Horizontal).toString(), u"My five cards"_s);
    }

    // Every cell is the engine's compareSideBySide() on the same seeds, to the digit.
    void tableIsCompareMany()
    {
        PlaytestLab lab;
        BillyFigureTexts texts;
        lab.setFigureTexts(&texts);
        lab.setVariants(m_edited, m_base);
        lab.resize(1400, 900);
        lab.show();
        lab.setGames(400);
        lab.setSeed(7);
        lab.setThreads(2);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSideBySide(kOthers));
        QVERIFY(lab.isRunning());
        QVERIFY(!lab.runSideBySide(kOthers)); // one run at a time
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), false);
        auto *tabs = lab.findChild<QTabWidget *>(u"labPages"_s);
        QCOMPARE(tabs->tabText(tabs->currentIndex()), u"Side by side"_s);

        SimulationSpec spec;
        spec.ruleset = compiled(m_base);
        spec.players = 4;
        spec.bots.assign(4, "heuristic");
        spec.games = 400;
        spec.seed = 7;
        const auto expected = compareSideBySide(spec,
            {compiled(m_edited), compiled(load("blasting-billy/gold-rush")),
                compiled(load("blasting-billy/four-card-hand"))},
            RunOptions {1, {}, nullptr});
        QVERIFY(expected);
        QVERIFY(lab.sideBySide());
        QVERIFY(lab.sideBySide()->tally == expected->tally);

        auto *table = qobject_cast<QStandardItemModel *>(lab.findChild<QTableView *>(u"sideBySide"_s)->model());
        QVERIFY(table);
        QCOMPARE(table->columnCount(), 2 + 4);
        QCOMPARE(table->horizontalHeaderItem(2)->text(), LabText::title(m_base));
        QCOMPARE(table->horizontalHeaderItem(3)->text(), LabText::title(m_edited));
        QCOMPARE(table->horizontalHeaderItem(4)->text(), LabText::title(load("blasting-billy/gold-rush")));
        const SimulationReport &base = expected->variants.front();
        // What stands out is the engine's one decision, the CLI's too.
        const DifferenceTests tests = testDifferences(*expected);
        int row = 0, tested = 0, excluding = 0;
        const auto check = [&](const QString &measure, const QString &seats, const Estimate &b,
                               const std::function<std::pair<Estimate, Estimate>(const ComparisonReport &)> &house,
                               int decimals, DifferenceOf of, int seat = -1, const std::string &figure = {}) {
            QCOMPARE(table->item(row, 0)->text(), measure);
            QCOMPARE(table->item(row, 1)->text(), seats);
            QCOMPARE(table->item(row, 2)->text(), LabText::value(b, decimals));
            QCOMPARE(table->item(row, 2)->toolTip(), LabText::interval(b, decimals));
            for (std::size_t i = 0; i < expected->houseRules.size(); ++i) {
                const auto [value, d] = house(expected->houseRules[i]);
                const QString difference
                    = d.share ? LabText::pointsDifference(d) + u" points"_s : LabText::numberDifference(d, decimals);
                QStandardItem *cell = table->item(row, 3 + int(i));
                QCOMPARE(cell->text(), LabText::value(value, decimals) + u" ("_s + difference + u')');
                const TestedDifference *t = tests.find(i, of, seat, figure);
                QVERIFY(t);
                QCOMPARE(t->difference, d);
                QCOMPARE(cell->font().bold(), t->notable);
                QVERIFY(cell->toolTip().startsWith(LabText::interval(value, decimals)));
                const double scale = d.share ? 100 : 1;
                QVERIFY(cell->toolTip().endsWith(u"Difference from the base rules: "_s
                    + LabText::interval(d.low * scale, d.high * scale, false, d.share ? 1 : decimals)));
                ++tested;
                excluding += t->notable ? 1 : 0;
            }
            ++row;
        };
        for (std::size_t seat = 0; seat < 4; ++seat)
            check(
                u"Win rate"_s, LabText::seat(int(seat)), winRate(base.seats[seat], 400),
                [&](const ComparisonReport &c) {
                    return std::pair {winRate(c.house.seats[seat], 400), c.seats[seat].winRate};
                },
                2, DifferenceOf::WinRate, int(seat));
        for (const auto &[id, b] : base.figures)
            check(
                texts.figureLabel(QString::fromStdString(id)), u"All"_s, b,
                [&](const ComparisonReport &c) {
                    return std::pair {c.house.figures.at(id), c.figures.at(id)};
                },
                3, DifferenceOf::Figure, -1, id);
        for (std::size_t seat = 0; seat < 4; ++seat)
            check(
                u"Mean score"_s, LabText::seat(int(seat)), base.seats[seat].score,
                [&](const ComparisonReport &c) {
                    return std::pair {c.house.seats[seat].score, c.seats[seat].score};
                },
                2, DifferenceOf::Score, int(seat));
        check(
            u"Decisions per game"_s, u"All"_s, base.length,
            [&](const ComparisonReport &c) {
                return std::pair {c.house.length, c.length};
            },
            1, DifferenceOf::Length);
        // The measures of a good game follow, read as on the Measures page
        // (test_lab_measures checks those cells); six of them are paired.
        const QStringList measures {u"Seat balance"_s, u"First player advantage"_s, u"Turn order balance"_s,
            u"Duration in turns"_s, u"Duration in rounds"_s, u"Lead changes per game"_s, u"Drama: winner was behind"_s,
            u"Drama: by how much"_s, u"Decisiveness"_s};
        const int before = tested;
        for (const QString &name : measures) {
            QCOMPARE(table->item(row, 0)->text(), name);
            for (std::size_t i = 0; i < expected->houseRules.size(); ++i) {
                const QStandardItem *cell = table->item(row, 3 + int(i));
                if (cell->text().endsWith(u')')) {
                    ++tested;
                    excluding += cell->font().bold() ? 1 : 0;
                }
            }
            ++row;
        }
        QCOMPARE(tested - before, 6 * int(expected->houseRules.size()));
        QCOMPARE(table->rowCount(), row);
        QVERIFY(excluding > 0); // two dynamite cards shoot down more: not all noise
        QCOMPARE(std::size_t(excluding), tests.notableCount());

        // The page tested exactly what the command line tests and counts
        // for the same run: its JSON (the same writer as simulate's).
        QCOMPARE(std::size_t(tested), tests.count());
        const QString sentence = lab.findChild<QLabel *>(u"sideBySideTested"_s)->text();
        QVERIFY2(
            sentence.startsWith(
                u"%1 differences from the base rules tested; %2 stand out after Holm's correction"_s.arg(tested).arg(
                    excluding)),
            qPrintable(sentence));
        RunResult result;
        result.header.mode = u"compare-several"_s;
        result.header.players = 4;
        result.header.bots = QStringList(4, u"heuristic"_s);
        result.tally = lab.sideBySide()->tally;
        const QJsonObject json = resultJson(result);
        QCOMPARE(json[u"differences_tested"_s].toInt(), tested);
        int notableSentences = 0;
        for (const auto &d : json[u"differences"_s].toArray())
            notableSentences += int(d.toObject()[u"notable"_s].toArray().size());
        QCOMPARE(notableSentences, excluding);

        // The chart: a bar set per variant, the base first, with the engine's win rates.
        const QList<QBarSet *> sets = barSets(lab.chart(PlaytestLab::Charts::SideBySide));
        QCOMPARE(sets.size(), 4);
        for (qsizetype v = 0; v < sets.size(); ++v) {
            QCOMPARE(sets[v]->objectName(), u"variant%1"_s.arg(v));
            QCOMPARE(sets[v]->count(), 4);
            for (int seat = 0; seat < 4; ++seat)
                QCOMPARE(sets[v]->at(seat), 100 * expected->variants[std::size_t(v)].seats[std::size_t(seat)].winRate);
        }
        QCOMPARE(sets[1]->label(), LabText::title(m_edited));
    }

    // Cancel stops the run within a game's time and keeps the games played.
    void cancelStopsAtOnce()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(5'000'000);
        lab.setThreads(2);
        lab.show();
        QSignalSpy progress(&lab, &PlaytestLab::progressed);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSideBySide(kOthers));
        QVERIFY(progress.wait(10000));
        auto *cancel = lab.findChild<QPushButton *>(u"cancel"_s);
        QVERIFY(cancel->isEnabled());
        QVERIFY(!lab.findChild<QPushButton *>(u"runSideBySide"_s)->isEnabled());
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        QVERIFY2(clock.elapsed() < 1000, qPrintable(u"took %1 ms"_s.arg(clock.elapsed())));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(lab.sideBySide());
        QVERIFY(lab.sideBySide()->cancelled);
        QVERIFY(lab.sideBySide()->games > 0 && lab.sideBySide()->games < 5'000'000);
        QVERIFY(lab.status().startsWith(u"Cancelled after"_s));
        QVERIFY(lab.findChild<QPushButton *>(u"runSideBySide"_s)->isEnabled());
    }

    // The results go out as `simulate --variant A,B,C --compare BASE` writes them.
    void exportsAsTheCli()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(200);
        QString error;
        QTemporaryDir dir;
        QVERIFY(!lab.exportResults(PlaytestLab::Results::SideBySide, dir.filePath(u"none.json"_s), &error));
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSideBySide(kOthers));
        QVERIFY(finished.wait(60000));
        const QString json = dir.filePath(u"several.json"_s);
        QVERIFY2(lab.exportResults(PlaytestLab::Results::SideBySide, json, &error), qPrintable(error));
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
        QCOMPARE(document[u"mode"_s].toString(), u"compare-several"_s);
        QCOMPARE(document[u"variant"_s].toString(), u"blasting-billy/standard"_s);
        QCOMPARE(document[u"house_rules"_s].toArray().toVariantList(),
            QVariantList({u"blasting-billy/two-dynamite"_s, kOthers[0], kOthers[1]}));
        const auto back = resultFromJson(document.object(), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(std::get<SideBySideTally>(back->tally) == lab.sideBySide()->tally);
        const QString csv = dir.filePath(u"several.csv"_s);
        QVERIFY2(lab.exportResults(PlaytestLab::Results::SideBySide, csv, &error), qPrintable(error));
        QVERIFY(QFileInfo(csv).size() > 100);
        QVERIFY(lab.exportCharts(PlaytestLab::Charts::SideBySide, dir.filePath(u"chart.png"_s), &error));
    }

    // Every language: no English left on the page.
    void languages_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"nl", "de", "fr", "it"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void languages()
    {
        QFETCH(QString, language);
        PlaytestLab lab;
        BillyFigureTexts texts;
        lab.setFigureTexts(&texts);
        lab.setVariants(m_edited, m_base);
        lab.setGames(100);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSideBySide({kOthers[0]}));
        QVERIFY(finished.wait(60000));
        const auto texts_ = [&] {
            auto *tabs = lab.findChild<QTabWidget *>(u"labPages"_s);
            auto *table = lab.findChild<QTableView *>(u"sideBySide"_s)->model();
            QChart *chart = lab.chart(PlaytestLab::Charts::SideBySide);
            QStringList words {tabs->tabText(1), lab.findChild<QPushButton *>(u"runSideBySide"_s)->text(),
                lab.findChild<QLabel *>(u"sideBySideTested"_s)->text(), chart->title(),
                chart->axes(Qt::Vertical).value(0)->titleText(), table->headerData(0, Qt::Horizontal).toString(),
                table->headerData(1, Qt::Horizontal).toString(), lab.status()};
            for (int row = 0; row < table->rowCount(); ++row) {
                words << table->index(row, 0).data().toString() << table->index(row, 1).data().toString()
                      << table->index(row, 3).data(Qt::ToolTipRole).toString();
                if (row < 4) // win rates: "… (+2.0 ±2.2 points)"
                    words << table->index(row, 3).data().toString();
            }
            return words;
        };
        const QStringList english = texts_();
        QVERIFY(m_languages.setLanguage(language));
        QCoreApplication::processEvents(); // LanguageChange is posted
        const QStringList translated = texts_();
        QCOMPARE(translated.size(), english.size());
        for (qsizetype i = 0; i < english.size(); ++i)
            QVERIFY2(translated[i] != english[i], qPrintable(language + u": "_s + english[i]));
    }

private:
    LanguageManager m_languages;
    Variant m_edited, m_base;
};

QTEST_MAIN(TestLabSideBySide)
#include "test_lab_sidebyside.moc"
