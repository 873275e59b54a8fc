// The Sweep page as a designer reads it: the heatmap's colours never
// stretch over noise, an exported picture says what it shows, any measure
// can be swept, and a list parameter (Blasting Billy's deck.values) sweeps
// in the lab as on the command line.

#include "labtestsupport.h"

#include "preferences/languagemanager.h"

#include "lab/heatmapview.h"
#include "lab/playtestlab.h"

#include "core/simulation/sweep.h"
#include "registry.h"

#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using labtest::load;

namespace {

Estimate around(double value, double halfWidth)
{
    return {value, value - halfWidth, value + halfWidth, 200, false};
}

// A 2 × 4 grid with these values, each ± `halfWidth`.
HeatmapView::Grid gridOf(const std::vector<double> &values, double halfWidth)
{
    HeatmapView::Grid grid;
    grid.title = u"First player advantage"_s;
    grid.rowTitle = u"rows"_s;
    grid.columnTitle = u"columns"_s;
    grid.legendTitle = u"First player advantage (points)"_s;
    grid.rows = {u"1"_s, u"2"_s};
    grid.columns = {u"1"_s, u"2"_s, u"3"_s, u"4"_s};
    for (const double v : values)
        grid.cells.push_back({around(v, halfWidth), false});
    return grid;
}

SimulationSpec specFor(const Variant &edited, int games, std::uint64_t seed)
{
    SimulationSpec spec;
    spec.ruleset = Registry::instance().game(edited.game)->compile(edited);
    spec.players = 4;
    spec.bots.assign(4, "heuristic");
    spec.games = games;
    spec.seed = seed;
    return spec;
}

// A point inside a cell of a 2 × 4 grid, clear of its text: the grid fills
// the view between its labels (left, top) and its legend (right).
QPoint cellCentre(const HeatmapView &view, int row, int column)
{
    const double left = 12 + 26 + 90, top = 12 + 34 + 26 + 28;
    const double width = view.width() - left - 170 - 12, height = view.height() - top - 12;
    return QPoint(int(left + (column + 0.15) * width / 4), int(top + (row + 0.15) * height / 2));
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

} // namespace

class TestLabSweep : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"HouserulesTests"_s);
        QCoreApplication::setApplicationName(u"houserules-lab-sweep-tests"_s);
        m_languages.setLanguage(u"en"_s);
        m_edited = load("blasting-billy/two-dynamite");
        m_base = load("blasting-billy/standard");
    }

    // The reviewer's grid: 1.1 to 5.0, every cell ± 4.4. Nothing stands
    // out, so nothing is coloured: every cell the same grey, and the scale
    // reaches beyond the noise instead of stretching 1.1–5.0 over it.
    void noiseIsNotStretchedOverTheScale()
    {
        HeatmapView view;
        view.resize(900, 420);
        view.setGrid(gridOf({1.1, 1.6, 2.2, 2.8, 3.3, 3.9, 4.4, 5.0}, 4.4));
        QVERIFY(view.noneStandsOut());
        QCOMPARE(view.standingOut(), 0);
        const QColor grey = view.cellColour(0, 0);
        for (int r = 0; r < 2; ++r)
            for (int c = 0; c < 4; ++c) {
                QVERIFY(!view.standsOut(r, c));
                QCOMPARE(view.cellColour(r, c), grey);
            }
        QVERIFY(view.scaleHigh() - view.scaleLow() >= 2 * 4.4);
        QCOMPARE(view.mean(), (1.1 + 1.6 + 2.2 + 2.8 + 3.3 + 3.9 + 4.4 + 5.0) / 8);
        // As painted, too: the lowest and the highest cell alike.
        const QImage picture = view.grab().toImage();
        QCOMPARE(picture.pixelColor(cellCentre(view, 0, 0)), picture.pixelColor(cellCentre(view, 1, 3)));
        QCOMPARE(picture.pixelColor(cellCentre(view, 0, 0)), grey);
        QVERIFY(view.cellToolTip(0, 0).contains(u"Cannot be told apart from the mean of the grid"_s));

        // One cell far from the rest: it alone is coloured, and the scale
        // reaches it from the mean.
        view.setGrid(gridOf({0, 0.2, -0.1, 0.1, 20, 0, 0.1, -0.2}, 3));
        QCOMPARE(view.standingOut(), 1);
        QVERIFY(view.standsOut(1, 0));
        QVERIFY(view.cellColour(1, 0) != grey);
        QCOMPARE(view.cellColour(0, 0), grey);
        QCOMPARE(view.scaleHigh(), 20.0);
        QVERIFY(!view.noneStandsOut());
    }

    // Two parameters in the lab: the summary and the exported picture's
    // caption say what the heatmap shows: the figure and its unit, the
    // games per cell, the seed, the bots, and that no cell stands out.
    void exportedHeatmapCarriesItsCaption()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(60);
        lab.setSeed(7);
        lab.setThreads(2);
        lab.show();
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSweep(u"hand_size"_s, 3, 4, u"deck.dynamite_per_colour"_s, 0, 1));
        QVERIFY(finished.wait(120000));
        auto *heatmap = lab.findChild<HeatmapView *>(u"sweepHeatmap"_s);
        QVERIFY(heatmap && heatmap->isVisible());
        auto *views = lab.findChild<QComboBox *>(u"sweepView"_s);
        QCOMPARE(views->currentData().toString(), u"seat_gap"_s); // seat balance, in points
        QCOMPARE(heatmap->grid().legendTitle, u"Seat balance (points)"_s);
        // At 60 games a cell four seats' gap cannot be told from another's.
        QVERIFY(heatmap->noneStandsOut());
        const QString summary = lab.findChild<QLabel *>(u"sweepSummary"_s)->text();
        QVERIFY2(summary.startsWith(u"No cell stands out: "_s), qPrintable(summary));

        QTemporaryDir dir;
        QString error;
        const QString svgFile = dir.filePath(u"grid.svg"_s);
        QVERIFY2(lab.exportCharts(PlaytestLab::Charts::Sweep, svgFile, &error), qPrintable(error));
        QFile svg(svgFile);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString drawing = QString::fromUtf8(svg.readAll());
        // Drawn under the heatmap (its first words), and whole in the drawing's description.
        QVERIFY(drawing.count(u"Seat balance (points). 60 games per cell"_s) >= 1);
        const qsizetype desc = drawing.indexOf(u"<desc>"_s);
        QVERIFY(desc >= 0);
        const QString description = drawing.mid(desc, drawing.indexOf(u"</desc>"_s) - desc);
        for (const QString &words : {u"Seat balance (points)."_s, u"60 games per cell on the same seeds, seed 7"_s,
                 u"computer players: Heuristic in every seat."_s, u"No cell stands out from the grid's mean"_s})
            QVERIFY2(description.contains(words), qPrintable(description));
        const QString pngFile = dir.filePath(u"grid.png"_s);
        QVERIFY2(lab.exportCharts(PlaytestLab::Charts::Sweep, pngFile, &error), qPrintable(error));
        const QImage png(pngFile);
        QCOMPARE(png.width(), heatmap->width());
        QVERIFY(png.height() > heatmap->height() + 30); // the caption's lines beneath

        // Another measure on the same grid: game length in decisions, the engine's numbers.
        views->setCurrentIndex(views->findData(u"length"_s));
        QCOMPARE(heatmap->grid().legendTitle, u"Duration in decisions (per game)"_s);
        const SweepReport *shown = lab.sweep();
        const Estimate &length = shown->points[3].report.measures.decisions.mean;
        QCOMPARE(heatmap->cellText(1, 1),
            u"%1 ± %2"_s.arg(QLocale().toString(length.value, 'f', 1), QLocale().toString(length.halfWidth(), 'f', 1)));
        QVERIFY(lab.findChild<QLabel *>(u"sweepSummary"_s)->text().contains(u"Duration in decisions"_s)
            || heatmap->standingOut() > 0);
    }

    // A measure that is not a win rate, swept over one parameter: the
    // first-player advantage in points, each value the engine's measure.
    void anyMeasureCanBeSwept()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(80);
        lab.setSeed(3);
        lab.setThreads(2);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QVERIFY(lab.runSweep(u"hand_size"_s, 2, 4));
        QVERIFY(finished.wait(120000));
        auto *views = lab.findChild<QComboBox *>(u"sweepView"_s);
        for (const QString &measure : {u"first_player_advantage"_s, u"seat_gap"_s, u"length"_s, u"drama"_s,
                 u"decided_at"_s, u"figure:shot_down"_s})
            QVERIFY2(views->findData(measure) >= 0, qPrintable(measure));
        views->setCurrentIndex(views->findData(u"first_player_advantage"_s));
        QChart *chart = lab.chart(PlaytestLab::Charts::Sweep);
        auto *line = seriesNamed<QLineSeries>(chart, u"first_player_advantage"_s);
        QVERIFY(line);
        QCOMPARE(line->count(), 3);
        const SweepReport *shown = lab.sweep();
        for (int i = 0; i < 3; ++i)
            QCOMPARE(line->at(i),
                QPointF(2 + i, 100 * shown->points[std::size_t(i)].report.measures.firstPlayerAdvantage.value));
        bool unit = false;
        for (QAbstractAxis *axis : chart->axes(Qt::Vertical))
            unit = unit || axis->titleText() == u"First player advantage (points)"_s;
        QVERIFY(unit);
        // Its picture says what it shows, per value rather than per cell.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(lab.exportCharts(PlaytestLab::Charts::Sweep, dir.filePath(u"line.svg"_s), &error), qPrintable(error));
        QFile svg(dir.filePath(u"line.svg"_s));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(svg.readAll())
                    .contains(u"First player advantage (points). 80 games per value on the same seeds, seed 3"_s));
    }

    // Blasting Billy's deck.values in the lab, as on the command line: each
    // value of the sweep a whole list, the same games as the engine's sweep
    // of those lists; the page offers it with the rules' own list, takes
    // lists instead of a range, and names each value by its list.
    void listParameterIsSweptAsOnTheCommandLine()
    {
        PlaytestLab lab;
        lab.setVariants(m_edited, m_base);
        lab.setGames(40);
        lab.setSeed(11);
        lab.setThreads(2);
        lab.show();
        QVERIFY(lab.sweepParameters().contains(u"deck.values"_s));
        QVERIFY(lab.sweepParameters().contains(u"deck.gold.values"_s));
        auto *parameter = lab.findChild<QComboBox *>(u"sweepParameter"_s);
        parameter->setCurrentIndex(parameter->findData(u"deck.values"_s));
        auto *values = lab.findChild<QLineEdit *>(u"sweepValues"_s);
        QVERIFY(!values->isHidden());
        QVERIFY(lab.findChild<QSpinBox *>(u"sweepFrom"_s)->isHidden());
        QCOMPARE(values->text(), u"[0..10]"_s); // the rules' own list
        QVERIFY(parameter->currentText().contains(u"[0..10]"_s));

        values->setText(u"[0..10], [1..8]"_s);
        QSignalSpy finished(&lab, &PlaytestLab::runFinished);
        QTest::mouseClick(lab.findChild<QPushButton *>(u"runSweep"_s), Qt::LeftButton);
        QVERIFY(finished.wait(120000));
        const SweepReport *shown = lab.sweep();
        QVERIFY(shown);

        SweepSpec spec;
        spec.simulation = specFor(m_edited, 40, 11);
        spec.base = &m_edited;
        spec.game = Registry::instance().game("blasting-billy");
        const VariantLoader loader = Registry::instance().loader();
        spec.loader = &loader;
        spec.axes = {SweepAxis {"deck.values", {}, {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, {1, 2, 3, 4, 5, 6, 7, 8}}}};
        const auto expected = houserules::sweep(spec, RunOptions {1, {}, nullptr});
        QVERIFY(expected);
        QVERIFY(shown->tally.axes == expected->tally.axes);
        QVERIFY(shown->tally.tallies == expected->tally.tallies);

        // Along the chart's axis, the lists themselves.
        QChart *chart = lab.chart(PlaytestLab::Charts::Sweep);
        QCategoryAxis *lists = nullptr;
        for (QAbstractAxis *axis : chart->axes(Qt::Horizontal))
            lists = lists ? lists : qobject_cast<QCategoryAxis *>(axis);
        QVERIFY(lists);
        QCOMPARE(lists->categoriesLabels(), (QStringList {u"[0..10]"_s, u"[1..8]"_s}));

        // A list as the second parameter of a grid: its columns are the lists.
        QVERIFY(lab.runSweep(u"hand_size"_s, u"3..4"_s, u"deck.values"_s, u"[0..10],[1..8]"_s));
        QVERIFY(finished.wait(120000));
        QCOMPARE(lab.sweep()->points.size(), std::size_t(4));
        auto *heatmap = lab.findChild<HeatmapView *>(u"sweepHeatmap"_s);
        QCOMPARE(heatmap->grid().columns, (QStringList {u"[0..10]"_s, u"[1..8]"_s}));
        QCOMPARE(heatmap->grid().rows, (QStringList {u"3"_s, u"4"_s}));

        // Values not written as the command line takes them are refused, saying how to write them.
        QVERIFY(!lab.runSweep(u"deck.values"_s, u"[1..6"_s));
        QVERIFY2(lab.status().contains(u"[1..6], [1..8]"_s), qPrintable(lab.status()));
    }

private:
    LanguageManager m_languages;
    Variant m_edited, m_base;
};

QTEST_MAIN(TestLabSweep)
#include "test_lab_sweep.moc"
