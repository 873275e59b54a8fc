// Nothing told by colour alone in the lab's charts: every line has its own
// dash pattern and point marker, every bar set its own hatching, and the
// legend draws them. Charts drawn from made-up reports: no game is
// played, so the test is quick.

#include "lab/chartparts.h"
#include "lab/labcharts.h"

#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace houserules;
using namespace Qt::Literals::StringLiterals;

namespace {

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

SimulationReport report(int players, int games, int lowScore, int highScore)
{
    SimulationReport r;
    r.games = games;
    for (int seat = 0; seat < players; ++seat) {
        SeatStatistics s;
        s.winRate = 1.0 / players + 0.02 * seat;
        s.winRateLow = s.winRate - 0.05;
        s.winRateHigh = s.winRate + 0.05;
        s.score = {10.0 + seat, 9.0 + seat, 11.0 + seat, games};
        for (int score = lowScore; score <= highScore; ++score)
            s.scores[score] = 1 + (score + seat) % 3;
        r.seats.push_back(s);
    }
    return r;
}

// Each line's pen style and marker: no two lines alike in both.
void checkLinesDiffer(const QList<QLineSeries *> &lines)
{
    QSet<QString> looks;
    for (QLineSeries *line : lines) {
        QVERIFY(line);
        const QString marker = line->property("pointMarker").toString();
        QVERIFY2(!marker.isEmpty(), qPrintable(line->objectName()));
        QVERIFY(!line->lightMarker().isNull());
        looks.insert(QString::number(int(line->pen().style())) + u'|' + marker);
    }
    QCOMPARE(looks.size(), lines.size());
    // The first four lines differ in their dash pattern alone, too.
    QSet<int> styles;
    for (qsizetype i = 0; i < std::min<qsizetype>(lines.size(), 4); ++i)
        styles.insert(int(lines[i]->pen().style()));
    QCOMPARE(styles.size(), std::min<qsizetype>(lines.size(), 4));
}

} // namespace

class TestLabChartStyles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void partsDifferByIndex()
    {
        QSet<int> styles;
        for (int i = 0; i < 4; ++i)
            styles.insert(int(ChartParts::lineStyle(i)));
        QCOMPARE(styles.size(), 4); // solid, dashed, dotted, dash-dot
        QSet<int> markers;
        for (int i = 0; i < 6; ++i)
            markers.insert(int(ChartParts::pointMarker(i)));
        QCOMPARE(markers.size(), 6);
        QSet<int> hatchings;
        for (int i = 0; i < 6; ++i)
            hatchings.insert(ChartParts::barHatching(i));
        QCOMPARE(hatchings.size(), 6);
        QCOMPARE(ChartParts::barBrush(Qt::blue, 0).style(), Qt::SolidPattern);
        QCOMPARE(ChartParts::barBrush(Qt::blue, 1).style(), Qt::TexturePattern);
        QCOMPARE(ChartParts::barBrush(Qt::blue, 1).color(), QColor(Qt::blue)); // the set's colour() still says it
    }

    void sweepLinesDiffer()
    {
        SweepReport sweep;
        sweep.parameter = "hand_size";
        sweep.axes.push_back(SweepAxis {"hand_size", {3, 4, 5}, {}});
        for (std::int64_t value : {3, 4, 5}) {
            SweepPoint point;
            point.at = {std::size_t(value - 3)};
            point.value = value;
            point.report = report(4, 100, 0, 5);
            sweep.points.push_back(point);
        }
        QChart chart;
        LabCharts::sweep(&chart, sweep, LabCharts::SweepView::WinRates, {}, u"Cards in hand"_s, FigureTexts());
        QList<QLineSeries *> seats;
        for (int seat = 1; seat <= 4; ++seat)
            seats << seriesNamed<QLineSeries>(&chart, u"seat-%1"_s.arg(seat));
        checkLinesDiffer(seats);
        // The legend draws each line as the series draws it (its pen and marker).
        for (QLineSeries *line : seats) {
            const auto markers = chart.legend()->markers(line);
            QCOMPARE(markers.size(), 1);
            QCOMPARE(markers.front()->label(), line->name());
            QCOMPARE(markers.front()->shape(), QLegend::MarkerShapeFromSeries);
        }
    }

    void distributionLinesAndBarsDiffer()
    {
        ComparisonReport comparison;
        comparison.games = 100;
        comparison.base = report(3, 100, 0, 30); // many scores: lines
        comparison.house = report(3, 100, 2, 32);
        QChart chart;
        LabCharts::scores(&chart, comparison);
        checkLinesDiffer({seriesNamed<QLineSeries>(&chart, u"base"_s), seriesNamed<QLineSeries>(&chart, u"edited"_s)});

        comparison.base = report(3, 100, 0, 4); // few: bars side by side
        comparison.house = report(3, 100, 1, 5);
        LabCharts::scores(&chart, comparison);
        QBarSet *base = barSet(&chart, u"base"_s), *edited = barSet(&chart, u"edited"_s);
        QVERIFY(base && edited);
        QVERIFY(base->brush().style() != edited->brush().style());

        LabCharts::winRates(&chart, comparison);
        base = barSet(&chart, u"base"_s);
        edited = barSet(&chart, u"edited"_s);
        QVERIFY(base && edited);
        QVERIFY(base->brush().style() != edited->brush().style());
    }
};

QTEST_MAIN(TestLabChartStyles)
#include "test_lab_chartstyles.moc"
