#include "chartparts.h"

#include "palette/colourvision.h"

#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace ChartParts {

namespace {

constexpr Qt::PenStyle kStyles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
constexpr PointMarker kMarkers[] = {PointMarker::Circle, PointMarker::Square, PointMarker::Triangle,
    PointMarker::Diamond, PointMarker::Cross, PointMarker::Star};
constexpr int kHatchings = 6; // plain, "/", "\\", "|", "-", crossed

const char *markerName(PointMarker marker)
{
    switch (marker) {
    case PointMarker::Circle:
        return "circle";
    case PointMarker::Square:
        return "square";
    case PointMarker::Triangle:
        return "triangle";
    case PointMarker::Diamond:
        return "diamond";
    case PointMarker::Cross:
        return "cross";
    case PointMarker::Star:
        return "star";
    }
    return "circle";
}

// A marker's outline in a box of 2 × 2 around the origin.
QPainterPath markerPath(PointMarker marker)
{
    QPainterPath path;
    switch (marker) {
    case PointMarker::Circle:
        path.addEllipse(QPointF(0, 0), 0.85, 0.85);
        break;
    case PointMarker::Square:
        path.addRect(QRectF(-0.75, -0.75, 1.5, 1.5));
        break;
    case PointMarker::Triangle:
        path.addPolygon(QPolygonF({{0, -0.95}, {0.9, 0.75}, {-0.9, 0.75}, {0, -0.95}}));
        break;
    case PointMarker::Diamond:
        path.addPolygon(QPolygonF({{0, -1}, {0.75, 0}, {0, 1}, {-0.75, 0}, {0, -1}}));
        break;
    case PointMarker::Cross: {
        const qreal a = 0.95, b = 0.3;
        path.addPolygon(QPolygonF({{-b, -a}, {b, -a}, {b, -b}, {a, -b}, {a, b}, {b, b}, {b, a}, {-b, a}, {-b, b},
            {-a, b}, {-a, -b}, {-b, -b}, {-b, -a}}));
        break;
    }
    case PointMarker::Star: {
        QPolygonF star;
        for (int k = 0; k <= 10; ++k) {
            const qreal r = k % 2 == 0 ? 1.0 : 0.45, angle = k * M_PI / 5;
            star << QPointF(r * std::sin(angle), -r * std::cos(angle));
        }
        path.addPolygon(star);
        break;
    }
    }
    return path;
}

// The marker drawn in `colour` with a white rim, so that it reads over the line.
QImage markerImage(PointMarker marker, const QColor &colour)
{
    constexpr int kSize = 32; // drawn large, shown at the series' marker size
    QImage image(kSize, kSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(kSize / 2.0, kSize / 2.0);
    painter.scale(kSize / 2.0 - 2, kSize / 2.0 - 2);
    painter.setPen(QPen(Qt::white, 0.22));
    painter.setBrush(colour);
    painter.drawPath(markerPath(marker));
    return image;
}

} // namespace

QColor seatColour(int seat)
{
    return colourvision::series(seat);
}

Qt::PenStyle lineStyle(int index)
{
    return kStyles[std::size_t(index) % std::size(kStyles)];
}

PointMarker pointMarker(int index)
{
    return kMarkers[std::size_t(index) % std::size(kMarkers)];
}

void styleLine(QXYSeries *series, int index, const QColor &colour, qreal width)
{
    QPen pen(colour);
    pen.setWidthF(width);
    pen.setStyle(lineStyle(index));
    series->setPen(pen);
    series->setColor(colour);
    const PointMarker marker = pointMarker(index);
    series->setLightMarker(markerImage(marker, colour));
    series->setMarkerSize(std::max(9.0, 4 * width));
    series->setProperty("pointMarker", QString::fromLatin1(markerName(marker)));
}

int barHatching(int index)
{
    return index % kHatchings;
}

QBrush barBrush(const QColor &colour, int index)
{
    const int hatching = barHatching(index);
    if (hatching == 0)
        return QBrush(colour);
    constexpr int kTile = 8;
    QImage tile(kTile, kTile, QImage::Format_ARGB32_Premultiplied);
    tile.fill(colour);
    QPainter painter(&tile);
    painter.setRenderHint(QPainter::Antialiasing);
    // Dark stripes on light colours, light ones on dark: seen on either.
    painter.setPen(QPen(colour.lightnessF() > 0.55 ? colour.darker(150) : colour.lighter(150), 1.6));
    const auto line
        = [&painter](qreal x1, qreal y1, qreal x2, qreal y2) { painter.drawLine(QPointF(x1, y1), QPointF(x2, y2)); };
    switch (hatching) {
    case 1: // "/", drawn beyond the tile so that tiles join
        for (const qreal dx : {-kTile, 0, kTile})
            line(dx, kTile, dx + kTile, 0);
        break;
    case 2: // "\\"
        for (const qreal dx : {-kTile, 0, kTile})
            line(dx, 0, dx + kTile, kTile);
        break;
    case 3:
        line(kTile / 2.0, 0, kTile / 2.0, kTile);
        break;
    case 4:
        line(0, kTile / 2.0, kTile, kTile / 2.0);
        break;
    default:
        line(kTile / 2.0, 0, kTile / 2.0, kTile);
        line(0, kTile / 2.0, kTile, kTile / 2.0);
        break;
    }
    painter.end();
    QBrush brush(tile);
    brush.setColor(colour); // what the bar's colour() still says
    return brush;
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
    // A line's legend entry shows its dash pattern (and marker), not only
    // its colour (bar sets keep their filled square, hatched).
    if (qobject_cast<QLineSeries *>(series))
        for (QLegendMarker *marker : chart->legend()->markers(series))
            marker->setShape(QLegend::MarkerShapeFromSeries);
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
