#pragma once

// The small pieces every chart of the lab is drawn with: colours, axes,
// interval whiskers, hover tips. Shared by labcharts.cpp and the pages'
// own charts.

#include <QBrush>
#include <QColor>
#include <QString>
#include <QStringList>

class QAbstractAxis;
class QAbstractSeries;
class QBarSet;
class QChart;
class QValueAxis;
class QXYSeries;

namespace ChartParts {

// Base rules muted, edited rules bright: the eye goes to what changed.
inline const QColor kBase(0x6f, 0x86, 0xa6);
inline const QColor kEdited(0xe0, 0x6c, 0x1b);

// A seat's (or a variant's) colour, told apart by colour blind readers too
// (Okabe & Ito; stronger in the high-contrast palette, colourvision.h).
QColor seatColour(int seat);

// Nothing told by colour alone: the n-th line of a chart is also drawn in
// its own dash pattern (solid, dashed, dotted, dash-dot, dash-dot-dot) with
// its own point marker (circle, square, triangle, diamond, cross, star), and
// the n-th bar set with its own hatching, in the legend too (attach()
// gives a styled line's legend entry its pattern and marker).
enum class PointMarker { Circle, Square, Triangle, Diamond, Cross, Star };
Qt::PenStyle lineStyle(int index);
PointMarker pointMarker(int index);
// Draws `series` as the index-th line: colour, width, dash pattern and
// markers (the marker's name in its "pointMarker" property, for tests).
void styleLine(QXYSeries *series, int index, const QColor &colour, qreal width = 2.2);
// The index-th bar set's fill: the colour, plain for the first, then hatched
// ("/", "\\", "|", "-", crossed) in a darker shade of it.
QBrush barBrush(const QColor &colour, int index);
// The index-th bar set's hatching: 0 plain, then one per pattern (for tests).
int barHatching(int index);
// Empties `chart` for a new drawing titled `title`, numbers in the current locale.
void reset(QChart *chart, const QString &title);
void hideFromLegend(QChart *chart, QAbstractSeries *series);
void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y);
// An interval as an I-beam at `at`: a whisker from low to high with caps,
// upright or (`across`) lying.
void addInterval(QChart *chart, QAbstractAxis *x, QAbstractAxis *y, double at, double low, double high,
    const QColor &colour, bool across = false);
QValueAxis *valueAxis(const QString &title, double low, double high, const char *format = "%.0f");
// An axis from zero with round ticks (0, 5, 10 rather than 0, 7.5, 15).
QValueAxis *shareAxis(const QString &title, double top, const char *format = "%.0f");
// A long category name on two lines (axis labels are rich text), so that
// it is not cut short under a narrow bar.
QString wrapped(const QString &label);
// A round upper end for an axis that starts at zero.
double niceTop(double top, double step);
// Shows `text` as a tool tip while the pointer is over a bar.
void tipOnHover(QBarSet *set, const QStringList &texts);

} // namespace ChartParts
