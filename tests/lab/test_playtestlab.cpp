// The playtest lab, driven headless: a paired run shows both rules in the
// charts with exactly the engine's numbers; the window stays live while
// games are played; Cancel stops a run at once and says so; a sweep draws
// each value with its band and marks the most balanced; the card impact
// table is the engine's; exports parse back; the words for a game's figures
// and cards come from the game; every language.

#include "labtestsupport.h"

#include "games/blastingbilly/billyfiguretexts.h"
#include "games/blastingbilly/billytexts.h"
#include "preferences/languagemanager.h"
#include "preferences/settings.h"

#include "lab/cardimpactmodel.h"
#include "lab/heatmapview.h"
#include "lab/labrunpanel.h"
#include "lab/labtext.h"
#include "lab/playtestlab.h"

#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"
#include "registry.h"
#include "simreport/simreport.h"

#include <QAbstractItemModel>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFont>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using labtest::load;

namespace {

SimulationSpec specFor(const Variant &edited, int games, std::uint64_t seed, bool cardImpact)
{
    SimulationSpec spec;
    spec.ruleset = Registry::instance().game(edited.game)->compile(edited);
    spec.players = 4;
    spec.bots.assign(4, "heuristic");
    spec.games = games;
    spec.seed = seed;
    spec.cardImpact = cardImpact;
    return spec;
}

template <typename T>
T *seriesNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *series : chart->series())
        if (series->objectName() == name)
            if (auto *typed = qobject_cast<T *>(series))
                return typed;
    return nullptr;
}

QBarSet *barSet(QChart *chart, const QString &name)
{
    for (QAbstractSeries *series : chart->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
            for (QBarSet *set : bars->barSets())
                if (set->objectName() == name)
                    return set;
    return nullptr;
}

QStringList categories(QChart *chart)
{
    for (QAbstractAxis *axis : chart->axes()) // across or upright
        if (auto *c = qobject_cast<QBarCategoryAxis *>(axis))
            return c->categories().replaceInStrings(u"<br>"_s, u" "_s); // long names on two lines
    return {};
}

// Texts of a made-up game, to see that the lab takes whatever it is given.
class TestTexts final : public FigureTexts {
public:
    QString figureLabel(const QString &figure) const override { return u"«"_s + figure + u"»"_s; }
    bool sameForEverySeat(const QString &figure) const override { return figure == u"billy_wins"_s; }
    QString sentence(const Change &c) const override
    {
        return u"%1/%2/%3/%4/%5"_s.arg(c.figure).arg(c.seat).arg(c.more ? u"more"_s : u"less"_s, c.amount, c.margin);
    }
    QString cardLabel(const QString &kind) const override { return u"card "_s + kind; }
};

QString str(const std::string &text)
{
    return QString::fromStdString(text);
}

Estimate estimate(double value, double halfWidth, bool share)
{
    return {value, value - halfWidth, value + halfWidth, 1000, share};
}

} // namespace

class TestPlaytestLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"HouserulesTests"_s);
        QCoreApplication::setApplicationName(u"houserules-lab-tests"_s);
        m_languages.setLanguage(u"en"_s);
        m_edited = load("blasting-billy/two-dynamite");
        m_base = load("blasting-billy/standard");
    }

    void cleanup() { m_languages.setLanguage(u"en"_s); }

    // A 500-game paired run through the widget: both series in every chart,
    // and exactly the numbers the engine's compare() gives for the seed.
    void pairedRunShowsBothSeries()
    {
        PlaytestLab lab;
        BillyFigureTexts texts;
        lab.setFigureTexts(&texts);
        lab.setVariants(m_edited, m_base);
        lab.resize(1400, 900);
        lab.show();
        QCOMPARE(lab.players(), 4);
        QCOMPARE(lab.bots(), QStringList(4, u"heuristic"_s));
        QCOMPARE(lab.games(), 10000); // the default
        lab.setGames(500);
        lab.setSeed(11);
        lab.setCardImpact(true);
        lab.setThreads(2);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QSignalSpy results(&lab, &PlaytestLab::resultsChanged);
        QVERIFY(lab.runComparison());
        QVERIFY(lab.isRunning());
        QVERIFY(!lab.runComparison()); // one run at a time
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(results.size(), 1);
        QVERIFY(!lab.isRunning());

        const auto expected = compare(specFor(m_edited, 500, 11, true),
            Registry::instance().game("blasting-billy")->compile(m_base), RunOptions {1, {}, nullptr});
        QVERIFY(expected);
        const ComparisonReport *shown = lab.comparison();
        QVERIFY(shown);
        QCOMPARE(shown->games, 500);
        QVERIFY(shown->tally == expected->tally); // bit for bit, whatever the threads

        // Win rates: a bar per seat for each rules, each with its interval.
        QChart *winRates = lab.chart(PlaytestLab::Charts::WinRates);
        QBarSet *base = barSet(winRates, u"base"_s), *edited = barSet(winRates, u"edited"_s);
        QVERIFY(base && edited);
        QCOMPARE(base->count(), 4);
        QCOMPARE(edited->count(), 4);
        for (int seat = 0; seat < 4; ++seat) {
            QCOMPARE(base->at(seat), 100 * expected->base.seats[std::size_t(seat)].winRate);
            QCOMPARE(edited->at(seat), 100 * expected->house.seats[std::size_t(seat)].winRate);
        }
        int whiskers = 0;
        for (QAbstractSeries *s : winRates->series())
            whiskers += s->objectName() == u"interval"_s;
        QCOMPARE(whiskers, 8);
        QVERIFY(seriesNamed<QLineSeries>(winRates, u"even"_s));

        // Scores spread widely: a line for each rules, as shares of the seats.
        QChart *scores = lab.chart(PlaytestLab::Charts::Scores);
        auto *baseScores = seriesNamed<QLineSeries>(scores, u"base"_s);
        auto *editedScores = seriesNamed<QLineSeries>(scores, u"edited"_s);
        QVERIFY(baseScores && editedScores);
        QVERIFY(editedScores->count() > 10);
        double sum = 0;
        for (const QPointF &p : editedScores->points())
            sum += p.y();
        QVERIFY(std::abs(sum - 100) < 1e-6); // every seat once
        Histogram pooled;
        for (const auto &seat : expected->base.seats)
            addTo(pooled, seat.scores);
        for (const QPointF &p : baseScores->points())
            QCOMPARE(
                p.y(), pooled.count(std::int64_t(p.x())) ? 100.0 * double(pooled[std::int64_t(p.x())]) / 2000 : 0.0);
        // Every Blasting Billy game of one rules lasts as long: a bar each.
        QChart *lengths = lab.chart(PlaytestLab::Charts::Lengths);
        QCOMPARE(expected->base.lengths.size(), std::size_t(1));
        QCOMPARE(categories(lengths),
            (QStringList {QString::number(expected->base.lengths.begin()->first),
                QString::number(expected->house.lengths.begin()->first)}));
        QCOMPARE(barSet(lengths, u"base"_s)->at(0), 100.0);
        QCOMPARE(barSet(lengths, u"edited"_s)->at(0), 0.0);
        QCOMPARE(barSet(lengths, u"edited"_s)->at(1), 100.0);

        // The game's figures, named in its words.
        QChart *figures = lab.chart(PlaytestLab::Charts::Figures);
        QCOMPARE(categories(figures), (QStringList {u"Billy wins"_s, u"Dynamite hit the leader"_s, u"Shot down"_s}));
        QCOMPARE(barSet(figures, u"edited"_s)->at(2), 100 * expected->house.figures.at("shot_down").value);

        // The sentences are those of the engine's numbers.
        QCOMPARE(lab.notableDifferences(), LabText::notableDifferences(*expected, texts));
        QVERIFY(lab.status().contains(u"500 games"_s));
    }

    // The event loop keeps turning while games are played, and progress
    // reports arrive with a rate.
    void windowStaysLive()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(20000);
        lab.setThreads(2);
        lab.show();
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start(10);
        QSignalSpy progress(&lab, &PlaytestLab::progressed);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(120000));
        const qint64 ms = clock.elapsed();
        qInfo("20,000 paired games in %lld ms; the event loop ticked %d times, %lld progress reports", ms, ticks,
            qint64(progress.size()));
        QVERIFY(progress.size() >= 2);
        QCOMPARE(progress.last().at(0).toLongLong(), 20000);
        // A 10 ms timer ticks in time while the GUI thread is free; allow a lot of slack.
        QVERIFY2(ticks >= ms / 10 / 4, qPrintable(u"%1 ticks in %2 ms"_s.arg(ticks).arg(ms)));
        QVERIFY(!lab.findChild<QLabel *>(u"speed"_s)->text().isEmpty());
    }

    // Cancel stops a run within a game's time (measured: a few ms), keeps
    // the games played, and the window says so.
    void cancelStopsAtOnce()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(5'000'000);
        lab.setThreads(2);
        lab.show();
        QSignalSpy progress(&lab, &PlaytestLab::progressed);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(progress.wait(10000));
        auto *cancel = lab.findChild<QPushButton *>(u"cancel"_s);
        QVERIFY(cancel->isEnabled());
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        const qint64 ms = clock.elapsed();
        qInfo("cancel to finished: %lld ms", ms);
        QVERIFY2(ms < 1000, qPrintable(u"took %1 ms (goal: 100 ms)"_s.arg(ms))); // generous slack for a busy machine
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(lab.comparison());
        QVERIFY(lab.comparison()->cancelled);
        QVERIFY(lab.comparison()->games > 0 && lab.comparison()->games < 5'000'000);
        QVERIFY(lab.status().startsWith(u"Cancelled after"_s));
        QVERIFY(lab.findChild<QLabel *>(u"status"_s)->text().startsWith(u"Cancelled after"_s));
        QVERIFY(!cancel->isEnabled());
        QVERIFY(lab.findChild<QPushButton *>(u"run"_s)->isEnabled());
        // No stale progress: the status line says how far it got.
        QCOMPARE(lab.findChild<QLabel *>(u"speed"_s)->text(), QString());
        QCOMPARE(lab.findChild<QProgressBar *>(u"progress"_s)->value(), 0);
    }

    // Until a rate is known the speed says so; a slow run never reads as
    // "0 games/s, 423 min left".
    void speedIsEstimatedHonestly()
    {
        m_languages.setLanguage(u"en"_s);
        LabRunPanel panel;
        auto *speed = panel.findChild<QLabel *>(u"speed"_s);
        panel.started(1000);
        QCOMPARE(speed->text(), u"estimating…"_s);
        panel.progressed(1, 1000, -1, -1);
        QCOMPARE(speed->text(), u"estimating…"_s);
        panel.progressed(3, 1000, 0.3, (1000 - 3) / 0.3);
        QVERIFY2(speed->text().startsWith(u"0.3 games/s, 55"_s), qPrintable(speed->text()));
        panel.progressed(500, 1000, 2500, 0.2);
        QVERIFY2(speed->text().startsWith(u"2,500 games/s, 1"_s), qPrintable(speed->text()));
        panel.clearProgress();
        QCOMPARE(speed->text(), QString());
        panel.progressed(600, 1000, 2500, 0.2); // a late report of a run already over
        QCOMPARE(speed->text(), QString());
    }

    // New rules during a run: the run stops and its (stale) results are dropped.
    void newVariantsDropARun()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(5'000'000);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        lab.setVariants(m_base, m_base);
        QTRY_VERIFY_WITH_TIMEOUT(!lab.isRunning(), 10000);
        QCOMPARE(finished.size(), 0);
        QVERIFY(!lab.comparison());
        // The edit that stopped the run says so, and leaves no progress behind.
        QVERIFY2(lab.status().contains(u"run was stopped"_s), qPrintable(lab.status()));
        QCOMPARE(lab.findChild<QLabel *>(u"speed"_s)->text(), QString());
        QCOMPARE(lab.findChild<QProgressBar *>(u"progress"_s)->value(), 0);
    }

    void refusesWithoutVariants()
    {
        PlaytestLab lab;
        QVERIFY(!lab.runComparison());
        QVERIFY(!lab.runSweep(u"hand_size"_s, 2, 4));
        QVERIFY(!lab.status().isEmpty());
        QVERIFY(!lab.findChild<QPushButton *>(u"run"_s)->isEnabled());
    }

    // A sweep of hand_size over 2..4: three points, each with its band, the
    // most balanced marked, the engine's own numbers.
    void sweepMarksTheMostBalanced()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(300);
        lab.setSeed(5);
        lab.setThreads(2);
        lab.show();
        QVERIFY(lab.sweepParameters().contains(u"hand_size"_s));
        QVERIFY(lab.sweepParameters().contains(u"set_aside.4"_s)); // this player count's entry only
        QVERIFY(!lab.sweepParameters().contains(u"set_aside.2"_s));
        QVERIFY(lab.sweepParameters().contains(u"deck.dynamite_per_colour"_s));
        QVERIFY(lab.sweepParameters().contains(u"deck.gold.dynamite"_s));
        QVERIFY(!lab.sweepParameters().contains(u"players.max"_s));
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSweep(u"hand_size"_s, 2, 4));
        QVERIFY(finished.wait(120000));
        const SweepReport *shown = lab.sweep();
        QVERIFY(shown);
        QCOMPARE(shown->points.size(), std::size_t(3));
        QVERIFY(shown->mostBalanced >= 0);

        // The engine's sweep of the same file gives the same tallies.
        SweepSpec spec;
        spec.simulation = specFor(m_edited, 300, 5, false);
        spec.base = &m_edited;
        spec.game = Registry::instance().game("blasting-billy");
        const VariantLoader loader = Registry::instance().loader();
        spec.loader = &loader;
        spec.parameter = "hand_size";
        spec.values = {2, 3, 4};
        const auto expected = houserules::sweep(spec, RunOptions {1, {}, nullptr});
        QVERIFY(expected);
        QVERIFY(shown->tally.tallies == expected->tally.tallies);
        QCOMPARE(shown->mostBalanced, expected->mostBalanced);

        QChart *chart = lab.chart(PlaytestLab::Charts::Sweep);
        for (int seat = 1; seat <= 4; ++seat) {
            auto *line = seriesNamed<QLineSeries>(chart, u"seat-%1"_s.arg(seat));
            auto *band = seriesNamed<QAreaSeries>(chart, u"band-seat-%1"_s.arg(seat));
            QVERIFY(line && band);
            QCOMPARE(line->count(), 3);
            QCOMPARE(band->upperSeries()->count(), 3);
            QCOMPARE(band->lowerSeries()->count(), 3);
            for (int i = 0; i < 3; ++i) {
                const auto &s = expected->points[std::size_t(i)].report.seats[std::size_t(seat - 1)];
                QCOMPARE(line->at(i), QPointF(2 + i, 100 * s.winRate));
                QCOMPARE(band->upperSeries()->at(i).y(), 100 * s.winRateHigh);
                QCOMPARE(band->lowerSeries()->at(i).y(), 100 * s.winRateLow);
            }
        }
        // Four heuristic bots are evenly matched at every hand size: at 300
        // games no value stands out, and the lab marks none as best.
        QVERIFY(!expected->balance.standsOut);
        QCOMPARE(shown->balance.alike, expected->balance.alike);
        QVERIFY(!seriesNamed<QLineSeries>(chart, u"most-balanced"_s));
        int alike = 0;
        for (QAbstractSeries *series : chart->series())
            alike += series->objectName() == u"alike"_s;
        QCOMPARE(alike, int(expected->balance.alike.size()));
        auto *summary = lab.findChild<QLabel *>(u"sweepSummary"_s);
        QVERIFY2(summary->text().startsWith(u"No value stands out at this number of games: hand_size = "_s),
            qPrintable(summary->text()));
        QVERIFY2(
            summary->text().contains(u"games per value would tell the best two apart"_s), qPrintable(summary->text()));

        // Other views: the gap, and a figure of the game.
        auto *views = lab.findChild<QComboBox *>(u"sweepView"_s);
        views->setCurrentIndex(views->findData(u"seat_gap"_s));
        QCOMPARE(seriesNamed<QLineSeries>(chart, u"seat_gap"_s)->count(), 3);
        QVERIFY(seriesNamed<QAreaSeries>(chart, u"band-seat_gap"_s));
        views->setCurrentIndex(views->findData(u"figure:shot_down"_s));
        QCOMPARE(seriesNamed<QLineSeries>(chart, u"figure:shot_down"_s)->count(), 3);
        QVERIFY(seriesNamed<QLineSeries>(chart, u"alike"_s));
    }

    // Two parameters at once: a 2 x 3 grid in the lab plays exactly the
    // engine's sweep of the same axes; the heatmap shows those numbers, its
    // rows and columns the values, and outlines exactly the cells alike
    // with the most balanced. Exports carry both axes.
    void twoParameterGridIsTheEngines()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(200);
        lab.setSeed(5);
        lab.setThreads(2);
        lab.show();
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSweep(u"hand_size"_s, 3, 4, u"deck.dynamite_per_colour"_s, 0, 2));
        QVERIFY(finished.wait(120000));
        QVERIFY2(lab.status().startsWith(u"Sweep of hand_size and "_s) && lab.status().contains(u" over 6 cells in "_s),
            qPrintable(lab.status()));
        const SweepReport *shown = lab.sweep();
        QVERIFY(shown);
        QCOMPARE(shown->axes.size(), std::size_t(2));
        QCOMPARE(shown->points.size(), std::size_t(6));

        SweepSpec spec;
        spec.simulation = specFor(m_edited, 200, 5, false);
        spec.base = &m_edited;
        spec.game = Registry::instance().game("blasting-billy");
        const VariantLoader loader = Registry::instance().loader();
        spec.loader = &loader;
        spec.axes = {SweepAxis {"hand_size", {3, 4}, {}}, SweepAxis {"deck.dynamite_per_colour", {0, 1, 2}, {}}};
        const auto expected = houserules::sweep(spec, RunOptions {1, {}, nullptr});
        QVERIFY(expected);
        QVERIFY(shown->tally.tallies == expected->tally.tallies);
        QVERIFY(shown->tally.axes == expected->tally.axes);
        QCOMPARE(shown->balance.alike, expected->balance.alike);
        QCOMPARE(shown->balance.best, expected->balance.best);

        // The heatmap in place of the chart, on the gap by default.
        auto *heatmap = lab.findChild<HeatmapView *>(u"sweepHeatmap"_s);
        QVERIFY(heatmap && heatmap->isVisible());
        QVERIFY(!lab.findChild<QWidget *>(u"sweepChart"_s)->isVisible());
        QCOMPARE(lab.findChild<QComboBox *>(u"sweepView"_s)->currentData().toString(), u"seat_gap"_s);
        const auto &grid = heatmap->grid();
        QCOMPARE(grid.rowTitle, u"hand_size"_s);
        QVERIFY2(grid.columnTitle.contains(u"dynamite"_s), qPrintable(grid.columnTitle)); // the game's words
        QCOMPARE(grid.rows, (QStringList {u"3"_s, u"4"_s}));
        QCOMPARE(grid.columns, (QStringList {u"0"_s, u"1"_s, u"2"_s}));
        const auto &alike = expected->balance.alike;
        for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 3; ++j) {
                const auto &gap = expected->points[std::size_t(i * 3 + j)].gap;
                QCOMPARE(heatmap->cellText(i, j),
                    u"%1 ± %2"_s.arg(QLocale().toString(100 * gap.value, 'f', 1),
                        QLocale().toString(100 * gap.halfWidth(), 'f', 1)));
                QVERIFY(heatmap->cellToolTip(i, j).contains(u"95% interval %1 to %2"_s.arg(
                    QLocale().toString(100 * gap.low, 'f', 1), QLocale().toString(100 * gap.high, 'f', 1))));
                QCOMPARE(heatmap->isMarked(i, j), std::find(alike.begin(), alike.end(), i * 3 + j) != alike.end());
            }
        const QString summary = lab.findChild<QLabel *>(u"sweepSummary"_s)->text();
        if (expected->balance.standsOut)
            QVERIFY2(summary.contains(u"Most balanced: hand_size = "_s), qPrintable(summary));
        else
            QVERIFY2(summary.contains(u"No cell stands out at this number of games: %1 cell"_s.arg(alike.size())),
                qPrintable(summary));

        // Another figure: game length, the engine's numbers.
        auto *views = lab.findChild<QComboBox *>(u"sweepView"_s);
        views->setCurrentIndex(views->findData(u"length"_s));
        const auto &length = expected->points[4].report.length;
        QCOMPARE(heatmap->cellText(1, 1),
            u"%1 ± %2"_s.arg(QLocale().toString(length.value, 'f', 1), QLocale().toString(length.halfWidth(), 'f', 1)));
        views->setCurrentIndex(views->findData(u"view:win-rate:0"_s));
        QVERIFY(views->currentIndex() >= 0);
        QCOMPARE(heatmap->cellText(0, 2),
            u"%1 ± %2"_s.arg(QLocale().toString(100 * expected->points[2].report.seats[0].winRate, 'f', 1),
                QLocale().toString(100
                        * (expected->points[2].report.seats[0].winRateHigh
                            - expected->points[2].report.seats[0].winRateLow)
                        / 2,
                    'f', 1)));

        // Exports: both axes in the header and the tally, the heatmap as pictures.
        QTemporaryDir dir;
        QString error;
        const QString json = dir.filePath(u"grid.json"_s);
        QVERIFY2(lab.exportResults(PlaytestLab::Results::Sweep, json, &error), qPrintable(error));
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto back = resultFromJson(QJsonDocument::fromJson(file.readAll()).object(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->header.parameter, u"hand_size x deck.dynamite_per_colour"_s);
        QVERIFY(std::get<SweepTally>(back->tally).tallies == expected->tally.tallies);
        QVERIFY(std::get<SweepTally>(back->tally).axes == expected->tally.axes);
        QVERIFY2(
            lab.exportResults(PlaytestLab::Results::Sweep, dir.filePath(u"grid.csv"_s), &error), qPrintable(error));
        QVERIFY2(lab.exportCharts(PlaytestLab::Charts::Sweep, dir.filePath(u"grid.png"_s), &error), qPrintable(error));
        QImage png(dir.filePath(u"grid.png"_s));
        QCOMPARE(png.width(), heatmap->width());
        QVERIFY(png.height() > heatmap->height()); // and its caption beneath
        QVERIFY2(lab.exportCharts(PlaytestLab::Charts::Sweep, dir.filePath(u"grid.svg"_s), &error), qPrintable(error));
        QFile svg(dir.filePath(u"grid.svg"_s));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray drawing = svg.readAll();
        QVERIFY(drawing.contains(grid.columnTitle.toUtf8()) && drawing.contains("hand_size"));
    }

    // A grid over the engine's limit is refused before it starts, saying why.
    void tooLargeGridIsRefused()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        QVERIFY(!lab.runSweep(u"hand_size"_s, 1, 21, u"set_aside.4"_s, 0, 19));
        QVERIFY(!lab.isRunning());
        QCOMPARE(lab.status(),
            u"A grid of 21 × 20 = 420 cells is too large: a sweep of two parameters takes at most 400 cells."_s);
        QVERIFY(!lab.runSweep(u"hand_size"_s, 2, 3, u"hand_size"_s, 2, 3));
        QCOMPARE(lab.status(), u"Choose two different parameters for a sweep of two."_s);
    }

    // The edited rules are swept as they are, unsaved changes and all: the
    // lab writes them as a house rule over the base's file. A deck whose
    // colours differ, swept in one colour's count, plays exactly the games
    // the engine plays from the variant's own file.
    void sweepOfAnEditedDeck()
    {
        const Variant goldRush = load("blasting-billy/gold-rush");
        Variant edited = goldRush;
        edited.file.clear(); // as if never saved
        PlaytestLab lab;
        lab.setVariants(edited, m_base);
        lab.setGames(40);
        lab.setSeed(9);
        QVERIFY(lab.sweepParameters().contains(u"deck.diamonds.dynamite"_s));
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSweep(u"deck.diamonds.dynamite"_s, 1, 3));
        QVERIFY(finished.wait(60000));
        QVERIFY(lab.sweep());

        SweepSpec spec;
        spec.simulation = specFor(goldRush, 40, 9, false);
        spec.base = &goldRush;
        spec.game = Registry::instance().game("blasting-billy");
        const VariantLoader loader = Registry::instance().loader();
        spec.loader = &loader;
        spec.parameter = "deck.diamonds.dynamite";
        spec.values = {1, 2, 3};
        const auto expected = houserules::sweep(spec, RunOptions {1, {}, nullptr});
        QVERIFY(expected);
        for (const auto &point : expected->points)
            QVERIFY(point.played());
        QVERIFY(lab.sweep()->tally.tallies == expected->tally.tallies);
    }

    // A value that truly is more balanced is marked as such: a heuristic bot
    // against three random ones wins nearly always without dynamite, which
    // random players blow themselves up with.
    void sweepMarksAValueThatStandsOut()
    {
        PlaytestLab lab;
        BillyTexts words;
        lab.setVariantTexts(&words);
        lab.setVariants(m_base, m_base);
        lab.setGames(1000);
        lab.setSeed(5);
        lab.setBot(0, u"heuristic"_s);
        for (int seat = 1; seat < 4; ++seat)
            lab.setBot(seat, u"random"_s);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSweep(u"deck.dynamite_per_colour"_s, 0, 1));
        QVERIFY(finished.wait(120000));
        const SweepReport *shown = lab.sweep();
        QVERIFY(shown);
        QVERIFY(shown->balance.standsOut);
        QCOMPARE(shown->balance.alike.size(), std::size_t(1));
        auto *marker = seriesNamed<QLineSeries>(lab.chart(PlaytestLab::Charts::Sweep), u"most-balanced"_s);
        QVERIFY(marker);
        const auto &best = shown->points[std::size_t(shown->balance.best)];
        QCOMPARE(marker->at(0).x(), double(best.value));
        const QString shownLabel
            = u"%1 (%2: all)"_s.arg(words.rankName(u"dynamite"_s), words.deckWord(VariantTexts::DeckWord::Suit));
        const QString summary = lab.findChild<QLabel *>(u"sweepSummary"_s)->text();
        QVERIFY2(summary.startsWith(u"Most balanced: %1 = %2."_s.arg(shownLabel).arg(best.value)), qPrintable(summary));
        QVERIFY(summary.contains(u"Every other value is less balanced by more than the uncertainty"_s));
    }

    // A value the rules reject is reported, not played, in the game's words.
    void sweepReportsRejectedValues()
    {
        PlaytestLab lab;
        BillyTexts words;
        lab.setVariantTexts(&words);
        lab.setVariants(m_edited, m_base);
        lab.setPlayers(5);
        lab.setGames(50);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        // 65 cards: 50 set aside leave 5 hands of 3; 51 do not.
        QVERIFY(lab.runSweep(u"set_aside.5"_s, 50, 51));
        QVERIFY(finished.wait(60000));
        QVERIFY(lab.sweep());
        QVERIFY(lab.sweep()->points[0].played());
        QVERIFY(!lab.sweep()->points[1].errors.empty());
        const QString summary = lab.findChild<QLabel *>(u"sweepSummary"_s)->text();
        QVERIFY2(summary.contains(u"Cards set aside (5 players) = 51 was not played: "_s), qPrintable(summary));
        // The game's own words for the problem, with its numbers.
        QVERIFY2(summary.contains(u"Not enough cards to deal: 5 players need 51 set aside"_s), qPrintable(summary));
        // and in French, without a word of the engine's English.
        QVERIFY(m_languages.setLanguage(u"fr"_s));
        QCoreApplication::processEvents(); // LanguageChange is posted
        const QString french = lab.findChild<QLabel *>(u"sweepSummary"_s)->text();
        QVERIFY2(!french.contains(u"not enough"_s, Qt::CaseInsensitive) && !french.contains(u"was not played"_s),
            qPrintable(french));
        QVERIFY2(french.contains(u"51"_s) && french.contains(u"65"_s), qPrintable(french));
    }

    // The Sweep tab names the rules in the game's words, with the edited
    // rules' own value: per colour where the colours differ.
    void sweepChoicesInTheGamesWords()
    {
        auto goldRush = load("blasting-billy/gold-rush");
        PlaytestLab lab;
        BillyTexts words;
        lab.setVariantTexts(&words);
        lab.setVariants(goldRush, m_base);
        auto *menu = lab.findChild<QComboBox *>(u"sweepParameter"_s);
        QStringList items;
        for (int i = 0; i < menu->count(); ++i)
            items << menu->itemText(i);
        const QString all = items.join(u'\n');
        QVERIFY2(items.contains(u"Cards in hand (now %1)"_s.arg(goldRush.integer("hand_size"))), qPrintable(all));
        QVERIFY2(!all.contains(u"hand_size"_s), qPrintable(all));
        // Gold rush gives Gold two dynamite and the other colours one.
        const Deck &deck = goldRush.deck("deck");
        const int dynamite = deck.findRank("dynamite");
        QVERIFY(dynamite >= 0);
        QStringList perColour;
        bool differ = false;
        for (std::size_t suit = 0; suit < deck.suits.size(); ++suit) {
            perColour << u"%1 %2"_s.arg(words.suitName(QString::fromStdString(deck.suits[suit])))
                             .arg(deck.count(int(suit), dynamite));
            differ = differ || deck.count(int(suit), dynamite) != deck.count(0, dynamite);
        }
        QVERIFY(differ);
        const QString expected = u"(now %1)"_s.arg(perColour.join(u", "_s));
        QVERIFY2(all.contains(expected), qPrintable(expected + u"\n"_s + all));
        // Each colour on its own, in the game's words, with its own count.
        const QString gold = words.suitName(QString::fromStdString(deck.suits[0]));
        QVERIFY2(
            all.contains(u"%1: %2 (now %3)"_s.arg(gold, words.rankName(u"dynamite"_s)).arg(deck.count(0, dynamite))),
            qPrintable(all));
        // The engine's names still reach the engine.
        QVERIFY(lab.sweepParameters().contains(u"hand_size"_s));
    }

    // The card impact table holds the engine's rows, named by the game.
    void cardImpactIsTheEngines()
    {
        PlaytestLab lab;
        BillyFigureTexts texts;
        lab.setFigureTexts(&texts);
        lab.setVariants(m_edited, m_base);
        lab.setGames(400);
        lab.setSeed(3);
        lab.setCardImpact(true);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        const auto expected = compare(specFor(m_edited, 400, 3, true),
            Registry::instance().game("blasting-billy")->compile(m_base), RunOptions {1, {}, nullptr});
        QVERIFY(expected);

        auto *view = lab.findChild<QTableView *>(u"cardImpact"_s);
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(view->model());
        auto *model = qobject_cast<CardImpactModel *>(proxy->sourceModel());
        QVERIFY(model);
        const auto &cards = expected->house.cards;
        QCOMPARE(model->rowCount(), int(cards.size()));
        QCOMPARE(cards.size(), std::size_t(60)); // 5 colours × (11 values + dynamite): two copies are one kind
        for (int row = 0; row < model->rowCount(); ++row) {
            const CardImpact &c = model->card(row);
            QCOMPARE(c.kind, cards[std::size_t(row)].kind);
            QVERIFY(c.startWinRate == cards[std::size_t(row)].startWinRate);
            QVERIFY(c.startDifference == cards[std::size_t(row)].startDifference);
            QVERIFY(c.playedWinRate == cards[std::size_t(row)].playedWinRate);
            QVERIFY(c.playedDifference == cards[std::size_t(row)].playedDifference);
            QCOMPARE(model->data(model->index(row, CardImpactModel::Held), CardImpactModel::SortRole).toLongLong(),
                cards[std::size_t(row)].startWinRate.n);
            // Bold only what survives the correction for every test of the table.
            const auto bold
                = [&](int column) { return model->index(row, column).data(Qt::FontRole).value<QFont>().bold(); };
            QCOMPARE(bold(CardImpactModel::HeldDifference), cards[std::size_t(row)].startStandsOut);
            QCOMPARE(bold(CardImpactModel::PlayedDifference), cards[std::size_t(row)].playedStandsOut);
        }
        // The note says how many would stand out by chance alone, over the
        // whole table, and that these figures are associations.
        const QString note = lab.findChild<QLabel *>(u"cardNote"_s)->text();
        QVERIFY2(note.contains(u"The table holds 120 tests, both columns together; even if no card went with winning, "
                               "about 6.0 of them"_s),
            qPrintable(note));
        QVERIFY2(note.contains(u"This is what goes with winning, not what makes you win"_s), qPrintable(note));
        QCOMPARE(model->index(7, CardImpactModel::Card).data().toString(), u"Gold 7"_s);
        QCOMPARE(model->index(7, CardImpactModel::Card).data(Qt::ToolTipRole).toString(), u"gold-7"_s);
        QCOMPARE(model->index(11, CardImpactModel::Card).data().toString(), u"Gold dynamite"_s);

        // Sorted by the difference when held, strongest first.
        view->sortByColumn(CardImpactModel::HeldDifference, Qt::DescendingOrder);
        double previous = INFINITY;
        for (int row = 0; row < proxy->rowCount(); ++row) {
            const double d
                = proxy->index(row, CardImpactModel::HeldDifference).data(CardImpactModel::SortRole).toDouble();
            QVERIFY(d <= previous);
            previous = d;
        }
        // The base rules' table.
        auto *rules = lab.findChild<QComboBox *>(u"cardRules"_s);
        rules->setCurrentIndex(1);
        QCOMPARE(model->rowCount(), int(expected->base.cards.size()));
    }

    // A card's controlled impact, on the base rules and on the edited ones:
    // the engine's (core/simulation/cardcount.h) on the same seeds, shown as paired
    // differences, without a card impact table first.
    void controlledImpactIsTheEngines()
    {
        PlaytestLab lab;
        BillyFigureTexts texts;
        lab.setFigureTexts(&texts);
        lab.setVariants(m_edited, m_base);
        lab.setGames(200);
        lab.setSeed(4);
        auto *card = lab.findChild<QComboBox *>(u"controlledCard"_s);
        QVERIFY(card->findData(u"gold-dynamite"_s) >= 0); // any card of the rules, before any run
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        const VariantLoader loader = Registry::instance().loader();
        for (const bool onEdited : {false, true}) {
            QVERIFY(lab.runControlledImpact(u"gold-dynamite"_s, onEdited));
            QVERIFY(finished.wait(60000));
            QVERIFY2(lab.controlledImpact(), qPrintable(lab.status()));
            ControlledImpactSpec spec;
            spec.simulation = specFor(m_base, 200, 4, false);
            spec.base = onEdited ? &m_edited : &m_base;
            spec.game = Registry::instance().game("blasting-billy");
            spec.loader = &loader;
            spec.kind = "gold-dynamite";
            const auto expected = houserules::controlledImpact(spec, RunOptions {1, {}, nullptr});
            QVERIFY(expected);
            QCOMPARE(lab.controlledImpact()->count, onEdited ? 2 : 1); // two dynamite per colour
            QVERIFY(lab.controlledImpact()->comparison.tally == expected->comparison.tally);
        }
        // The table: one column per change, a row per seat's win rate and per figure.
        auto *table = lab.findChild<QTableView *>(u"controlledImpact"_s)->model();
        QCOMPARE(table->columnCount(), 3);
        QCOMPARE(table->headerData(1, Qt::Horizontal).toString(), u"One card fewer (2 → 1)"_s);
        QCOMPARE(table->headerData(2, Qt::Horizontal).toString(), u"One card more (2 → 3)"_s);
        QCOMPARE(table->index(0, 0).data().toString(), u"Win rate, Seat 1"_s);
        const Estimate d = lab.controlledImpact()->comparison.houseRules[1].seats[0].winRate;
        QCOMPARE(table->index(0, 2).data().toString(), LabText::pointsDifference(d));
        QCOMPARE(table->index(0, 2).data(Qt::FontRole).value<QFont>().bold(), d.excludesZero());
        const QString summary = lab.findChild<QLabel *>(u"controlledSummary"_s)->text();
        QVERIFY2(summary.startsWith(u"Gold dynamite, Edited rules: 2 cards of the kind; 200 games for each change"_s),
            qPrintable(summary));
        QCOMPARE(card->currentData().toString(), u"gold-dynamite"_s);
    }

    // Results as the CLI's JSON and CSV, charts as PNG and SVG.
    void exportsParseBack()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.resize(1400, 900);
        lab.show();
        QString error;
        QTemporaryDir dir;
        QVERIFY(!lab.exportResults(PlaytestLab::Results::Comparison, dir.filePath(u"none.json"_s), &error));
        QVERIFY(!error.isEmpty());
        lab.setGames(200);
        lab.setCardImpact(true);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));

        const QString json = dir.filePath(u"comparison.json"_s);
        QVERIFY2(lab.exportResults(PlaytestLab::Results::Comparison, json, &error), qPrintable(error));
        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(jsonFile.readAll(), &parseError);
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(document[u"mode"_s].toString(), u"compare"_s);
        QCOMPARE(document[u"variant"_s].toString(), u"blasting-billy/two-dynamite"_s);
        QCOMPARE(document[u"compare_with"_s].toString(), u"blasting-billy/standard"_s);
        QCOMPARE(document[u"games"_s].toInt(), 200);
        // merge reads it: the exact tallies survive the trip.
        const auto back = resultFromJson(document.object(), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(std::get<ComparisonTally>(back->tally) == lab.comparison()->tally);

        const QString csv = dir.filePath(u"comparison.csv"_s);
        QVERIFY2(lab.exportResults(PlaytestLab::Results::Comparison, csv, &error), qPrintable(error));
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(csvFile.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), u"value,variant,seat,card,metric,estimate,ci_low,ci_high,n,note"_s);
        QVERIFY(lines.size() > 100);
        QVERIFY(lines.contains(
            u",house,1,,win_rate,%1,%2,%3,200,heuristic"_s
                .arg(QString::number(lab.comparison()->house.seats[0].winRate, 'g', QLocale::FloatingPointShortest))
                .arg(QString::number(lab.comparison()->house.seats[0].winRateLow, 'g', QLocale::FloatingPointShortest))
                .arg(QString::number(
                    lab.comparison()->house.seats[0].winRateHigh, 'g', QLocale::FloatingPointShortest))));
        for (const QString &line : lines)
            QVERIFY2(line.count(u',') >= 9, qPrintable(line));

        const QString png = dir.filePath(u"charts.png"_s);
        QVERIFY2(lab.exportCharts(PlaytestLab::Charts::Comparison, png, &error), qPrintable(error));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 400 && image.height() > 300);

        const QString svg = dir.filePath(u"win-rates.svg"_s);
        QVERIFY2(lab.exportCharts(PlaytestLab::Charts::WinRates, svg, &error), qPrintable(error));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&svgFile);
        int elements = 0;
        QStringList texts;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                if (elements++ == 0)
                    QCOMPARE(xml.name(), u"svg"_s);
            }
            if (xml.isCharacters() && !xml.isWhitespace())
                texts << xml.text().toString().trimmed();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(elements > 20);
        // Text stays text, and the chart is whole at once: title, axes, legend.
        for (const QString &text : {u"Win rate per seat"_s, u"Win rate (%)"_s, u"Seat 1"_s, u"Base rules"_s})
            QVERIFY2(texts.contains(text), qPrintable(text + u" is not in "_s + texts.join(u'|')));

        QVERIFY(!lab.exportCharts(PlaytestLab::Charts::Sweep, dir.filePath(u"chart.gif"_s), &error));
        QVERIFY(!lab.exportResults(PlaytestLab::Results::Comparison, dir.filePath(u"results.txt"_s), &error));

        // A sweep's results.
        lab.setGames(50);
        QVERIFY(lab.runSweep(u"hand_size"_s, 2, 3));
        QVERIFY(finished.wait(60000));
        const QString sweepJson = dir.filePath(u"sweep.json"_s);
        QVERIFY2(lab.exportResults(PlaytestLab::Results::Sweep, sweepJson, &error), qPrintable(error));
        QFile sweepFile(sweepJson);
        QVERIFY(sweepFile.open(QIODevice::ReadOnly));
        const auto sweepBack = resultFromJson(QJsonDocument::fromJson(sweepFile.readAll()).object(), &error);
        QVERIFY2(sweepBack, qPrintable(error));
        const auto &sweepTally = std::get<SweepTally>(sweepBack->tally);
        QVERIFY(sweepTally.axes == lab.sweep()->tally.axes);
        QVERIFY(sweepTally.tallies == lab.sweep()->tally.tallies);
        QVERIFY2(lab.exportCharts(PlaytestLab::Charts::Sweep, dir.filePath(u"sweep.svg"_s), &error), qPrintable(error));
    }

    // Sentences: the game's own when it has them, the generic ones when not,
    // one per notable difference (Holm over all those tested), none for
    // noise; the measures of a good game too.
    void sentencesComeFromTheGame()
    {
        ComparisonReport report;
        report.games = 1000;
        report.seats.resize(2);
        report.seats[0].winRate = estimate(0.041, 0.012, true);
        report.seats[1].winRate = estimate(-0.005, 0.012, true); // noise: no sentence
        report.seats[0].score = estimate(-1.47, 0.17, false);
        report.figures["shot_down"] = estimate(-0.030, 0.009, true);
        report.figures["billy_wins"] = estimate(0.012, 0.004, true);
        report.figures["dynamite_hit_leader"] = estimate(0.010, 0.009, true); // excludes zero, but not after Holm
        for (auto &seat : report.seats)
            seat.figures["shot_down"] = estimate(0.05, 0.02, true); // a seat's own figure: not tested
        report.length = estimate(-4.0, 0.0, false);
        report.measures.firstPlayerAdvantage = estimate(0.064, 0.027, true);
        report.measures.leadChanges = estimate(-0.31, 0.08, false);

        BillyFigureTexts billy;
        QCOMPARE(LabText::notableDifferences(report, billy),
            (QStringList {u"Seat 1 wins 4.1 points more often (±1.2)."_s, u"Billy wins 1.2 points more often (±0.4)."_s,
                u"Players are shot down 3.0 points less often (±0.9)."_s,
                u"Seat 1 scores 1.47 less on average (±0.17)."_s, u"Games last 4.0 decisions shorter (±0.0)."_s,
                u"The first player's advantage is 6.4 points larger (±2.7)."_s,
                u"The lead changes 0.31 times less per game (±0.08)."_s}));

        TestTexts test;
        QCOMPARE(LabText::notableDifferences(report, test).mid(1, 2),
            (QStringList {u"billy_wins/-1/more/1.2/0.4"_s, u"shot_down/-1/less/3.0/0.9"_s}));

        // A game without texts: the ids, in the lab's own sentences.
        const QStringList generic = LabText::notableDifferences(report, LabText::orGeneric(nullptr));
        QVERIFY(generic.contains(u"shot_down, all seats: 3.0 points less often (±0.9)."_s));
        QVERIFY(generic.contains(u"billy_wins, all seats: 1.2 points more often (±0.4)."_s));
        QVERIFY(!generic.contains(u"dynamite_hit_leader, all seats: 1.0 points more often (±0.9)."_s));
        QCOMPARE(generic.size(), 7);

        // The lab's charts and tables use what it is given.
        PlaytestLab lab;
        lab.setFigureTexts(&test);
        lab.setVariants(m_edited, m_base);
        lab.setGames(100);
        lab.setCardImpact(true);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        QCOMPARE(categories(lab.chart(PlaytestLab::Charts::Figures)),
            (QStringList {u"«billy_wins»"_s, u"«dynamite_hit_leader»"_s, u"«shot_down»"_s}));
        auto *cards = lab.findChild<QTableView *>(u"cardImpact"_s)->model();
        QVERIFY(cards->index(0, 0).data().toString().startsWith(u"card "_s));
    }

    // A game without texts of its own (Boomo, whose table is still to come)
    // works in the lab by its ids: figures that are shares in the chart,
    // counts in the table, its deck's named cards to sweep, its card kinds.
    void aGameWithoutTexts()
    {
        const Variant shortGame = load("boomo/short");
        const Variant standard = load("boomo/standard");
        PlaytestLab lab;
        lab.setVariants(shortGame, standard);
        lab.setGames(150);
        lab.setCardImpact(true);
        QCOMPARE(lab.players(), 4);
        QCOMPARE(lab.bots(), QStringList(4, u"heuristic"_s));
        QVERIFY(lab.sweepParameters().contains(u"hand_size"_s));
        QVERIFY(lab.sweepParameters().contains(u"deck.reverse"_s));
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));
        QVERIFY2(lab.comparison(), qPrintable(lab.status()));
        QCOMPARE(lab.comparison()->games, 150);
        const QStringList figures = categories(lab.chart(PlaytestLab::Charts::Figures));
        QVERIFY2(figures.contains(u"eliminated"_s), qPrintable(figures.join(u',')));
        QVERIFY(!figures.contains(u"bombs_flipped"_s)); // a count, not a share
        auto *numbers = lab.findChild<QTableView *>(u"numbers"_s)->model();
        bool counted = false;
        for (int row = 0; row < numbers->rowCount(); ++row)
            counted |= numbers->index(row, 0).data().toString() == u"bombs_flipped"_s;
        QVERIFY(counted);
        auto *cards = lab.findChild<QTableView *>(u"cardImpact"_s)->model();
        QVERIFY(cards->rowCount() > 5);
        QCOMPARE(cards->index(0, 0).data().toString(), str(lab.comparison()->house.cards.front().kind));

        QVERIFY(lab.runSweep(u"deck.reverse"_s, 4, 6));
        QVERIFY(finished.wait(60000));
        QVERIFY(lab.sweep());
        QCOMPARE(lab.sweep()->points.size(), std::size_t(3));
        for (const auto &point : lab.sweep()->points)
            QVERIFY2(point.played(), point.errors.empty() ? "" : point.errors.front().message.c_str());
    }

    // Every language: the lab's words and the game's, and numbers in the locale.
    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("comparisonTab");
        QTest::addColumn<QString>("shotDown");
        QTest::addColumn<QString>("gold7");
        QTest::newRow("nl") << u"nl"_s << u"Vergelijking"_s << u"Neergeschoten"_s << u"Goud 7"_s;
        QTest::newRow("en") << u"en"_s << u"Comparison"_s << u"Shot down"_s << u"Gold 7"_s;
        QTest::newRow("de") << u"de"_s << u"Vergleich"_s << u"Niedergeschossen"_s << u"Gold 7"_s;
        QTest::newRow("fr") << u"fr"_s << u"Comparaison"_s << u"Abattus"_s << u"Or 7"_s;
        QTest::newRow("it") << u"it"_s << u"Confronto"_s << u"Abbattuti"_s << u"7 di Oro"_s;
    }

    void languages()
    {
        QFETCH(QString, language);
        QFETCH(QString, comparisonTab);
        QFETCH(QString, shotDown);
        QFETCH(QString, gold7);
        PlaytestLab lab;
        BillyFigureTexts texts;
        lab.setFigureTexts(&texts);
        lab.setVariants(m_edited, m_base);
        lab.setGames(100);
        lab.setCardImpact(true);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runComparison());
        QVERIFY(finished.wait(60000));

        const QString english = lab.status();
        QVERIFY(english.startsWith(u"100 games under both rules in "_s));
        QVERIFY(m_languages.setLanguage(language));
        QCoreApplication::processEvents(); // LanguageChange is posted
        auto *tabs = lab.findChild<QTabWidget *>(u"labPages"_s);
        QCOMPARE(tabs->tabText(0), comparisonTab);
        QVERIFY(categories(lab.chart(PlaytestLab::Charts::Figures)).contains(shotDown));
        auto *cards = lab.findChild<QTableView *>(u"cardImpact"_s)->model();
        QCOMPARE(cards->index(7, CardImpactModel::Card).data().toString(), gold7);
        QCOMPARE(lab.status() == english, language == u"en"_s); // the status line follows the language
        // The sweep's parameter choices and views too.
        QVERIFY(
            lab.findChild<QComboBox *>(u"sweepView"_s)->itemText(0) != u"Win rate per seat"_s || language == u"en"_s);
        QCOMPARE(lab.findChild<QComboBox *>(u"sweepSecond"_s)->itemText(0) == u"none"_s, language == u"en"_s);
    }

    // The heatmap's words in every language: title, legend, outline, cells, summary.
    void heatmapLanguages_data() { languages_data(); }
    void heatmapLanguages()
    {
        QFETCH(QString, language);
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(60);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSweep(u"hand_size"_s, 3, 4, u"deck.dynamite_per_colour"_s, 1, 2));
        QVERIFY(finished.wait(120000));
        auto *heatmap = lab.findChild<HeatmapView *>(u"sweepHeatmap"_s);
        const HeatmapView::Grid english = heatmap->grid();
        const QString summary = lab.findChild<QLabel *>(u"sweepSummary"_s)->text();
        const QString status = lab.status();
        QVERIFY(m_languages.setLanguage(language));
        QCoreApplication::processEvents();
        const bool en = language == u"en"_s;
        const HeatmapView::Grid &shown = heatmap->grid();
        QCOMPARE(shown.title == english.title, en);
        QCOMPARE(shown.legendTitle == english.legendTitle, en);
        QCOMPARE(shown.markNote == english.markNote, en);
        QCOMPARE(lab.findChild<QLabel *>(u"sweepSummary"_s)->text() == summary, en);
        QCOMPARE(lab.status() == status, en);
        for (const QString &line : lab.findChild<QLabel *>(u"sweepSummary"_s)->text().split(u'\n'))
            QVERIFY2(en || !summary.split(u'\n').contains(line), qPrintable(line));
        // Numbers in the locale: a decimal comma where the language writes one.
        const QString percent = LabText::percent(0.412);
        QCOMPARE(percent.contains(u','), language != u"en"_s);
    }

private:
    LanguageManager m_languages;
    Variant m_edited, m_base;
};

QTEST_MAIN(TestPlaytestLab)
#include "test_playtestlab.moc"
