#include "chartparts.h"

#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ChartParts {

namespace {
const QColor kSeats[]
    = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7),
        QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9), QColor(0x33, 0x33, 0x33), QColor(0xf0, 0xe4, 0x42)};

} // namespace

QColor seatColour(int seat)
{
    return kSeats[std::size_t(seat) % std::size(kSeats)];
}

void reset(QChart *chart, const QString &title)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    chart->setTitle(title);
    // Numbers on axes and bars as the language writes them (4,1 in German).
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->legend()->setVisible(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
}

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

// An interval as an I-beam at `at`: a whisker from low to high with caps,
// upright or (`across`) lying.
void addInterval(QChart *chart, QAbstractAxis *x, QAbstractAxis *y, double at, double low, double high,
    const QColor &colour, bool across)
{
    constexpr double cap = 0.05;
    auto *line = new QLineSeries;
    line->setObjectName(u"interval"_s);
    QList<QPointF> points {{at - cap, low}, {at + cap, low}, {at, low}, {at, high}, {at - cap, high}, {at + cap, high}};
    if (across)
        for (QPointF &p : points)
            p = p.transposed();
    line->append(points);
    QPen pen(colour.darker(170));
    pen.setWidthF(1.6);
    line->setPen(pen);
    attach(chart, line, x, y);
    hideFromLegend(chart, line);
}

QValueAxis *valueAxis(const QString &title, double low, double high, const char *format)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(QString::fromLatin1(format));
    axis->setRange(low, high);
    return axis;
}

// An axis from zero with round ticks (0, 5, 10 rather than 0, 7.5, 15).
QValueAxis *shareAxis(const QString &title, double top, const char *format)
{
    QValueAxis *axis = valueAxis(title, 0, top, format);
    axis->applyNiceNumbers();
    return axis;
}

// A long category name on two lines (axis labels are rich text), so that
// it is not cut short under a narrow bar.
QString wrapped(const QString &label)
{
    if (label.size() <= 14 || !label.contains(u' '))
        return label;
    qsizetype best = -1;
    for (qsizetype i = 0; i < label.size(); ++i)
        if (label[i] == u' ' && (best < 0 || std::abs(i - label.size() / 2) < std::abs(best - label.size() / 2)))
            best = i;
    return label.left(best).toHtmlEscaped() + u"<br>"_s + label.mid(best + 1).toHtmlEscaped();
}

// A round upper end for an axis that starts at zero.
double niceTop(double top, double step)
{
    return std::max(step, std::ceil(top * 1.08 / step) * step);
}

// Shows `text` as a tool tip while the pointer is over a bar.
void tipOnHover(QBarSet *set, const QStringList &texts)
{
    QObject::connect(set, &QBarSet::hovered, set, [texts](bool status, int index) {
        if (status && index >= 0 && index < texts.size())
            QToolTip::showText(QCursor::pos(), texts[index]);
        else
            QToolTip::hideText();
    });
}

} // namespace ChartParts
