#include "heatmapview.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr double kMargin = 12, kRowLabels = 90, kColumnLabels = 28, kAxisTitle = 26, kTitle = 34, kLegend = 170;

// A sequential scale, light to dark (ColorBrewer "YlGnBu"): readable in
// greyscale and by colour blind readers; no hue says "good" or "bad".
const QColor kStops[] = {QColor(0xff, 0xff, 0xd9), QColor(0xc7, 0xe9, 0xb4), QColor(0x7f, 0xcd, 0xbb),
    QColor(0x41, 0xb6, 0xc4), QColor(0x22, 0x5e, 0xa8), QColor(0x0c, 0x2c, 0x84)};

QColor along(double t)
{
    t = std::clamp(t, 0.0, 1.0) * (std::size(kStops) - 1);
    const auto i = std::min<std::size_t>(std::size_t(t), std::size(kStops) - 2);
    const double f = t - double(i);
    const QColor &a = kStops[i], &b = kStops[i + 1];
    return QColor::fromRgbF(float(a.redF() + f * (b.redF() - a.redF())),
        float(a.greenF() + f * (b.greenF() - a.greenF())), float(a.blueF() + f * (b.blueF() - a.blueF())));
}

const QColor kOutline(0xe0, 0x6c, 0x1b); // the lab's "edited rules" orange: the eye goes there

} // namespace

HeatmapView::HeatmapView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"sweepHeatmap"_s);
    setMouseTracking(true);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
}

void HeatmapView::setGrid(Grid grid)
{
    m_grid = std::move(grid);
    m_low = m_high = 0;
    bool any = false;
    for (const Cell &c : m_grid.cells)
        if (c.value) {
            const double v = c.value->value * m_grid.scale;
            m_low = any ? std::min(m_low, v) : v;
            m_high = any ? std::max(m_high, v) : v;
            any = true;
        }
    updateGeometry();
    update();
}

const HeatmapView::Cell *HeatmapView::cell(int row, int column) const
{
    if (row < 0 || column < 0 || row >= m_grid.rows.size() || column >= m_grid.columns.size())
        return nullptr;
    const auto index = std::size_t(row) * std::size_t(m_grid.columns.size()) + std::size_t(column);
    return index < m_grid.cells.size() ? &m_grid.cells[index] : nullptr;
}

QString HeatmapView::number(double x) const
{
    return QLocale().toString(x * m_grid.scale, 'f', m_grid.decimals);
}

QString HeatmapView::cellText(int row, int column) const
{
    const Cell *c = cell(row, column);
    if (!c)
        return {};
    if (!c->value)
        //: A cell of the heatmap whose rules were not played (rejected, or the sweep was cancelled).
        return tr("not played");
    //: A heatmap cell: %1 the value, %2 half its 95% interval.
    return tr("%1 ± %2").arg(number(c->value->value), number(c->value->halfWidth()));
}

QString HeatmapView::cellToolTip(int row, int column) const
{
    const Cell *c = cell(row, column);
    if (!c)
        return {};
    const QString where = u"%1 = %2, %3 = %4"_s.arg(
        m_grid.rowTitle, m_grid.rows.value(row), m_grid.columnTitle, m_grid.columns.value(column));
    if (!c->value)
        return where + u'\n' + tr("not played");
    QString tip = where + u'\n'
        + tr("%1: %2 (95% interval %3 to %4, %L5 games)")
              .arg(m_grid.legendTitle, number(c->value->value), number(c->value->low), number(c->value->high))
              .arg(c->value->n);
    if (c->marked && !m_grid.markNote.isEmpty())
        tip += u'\n' + m_grid.markNote;
    return tip;
}

bool HeatmapView::isMarked(int row, int column) const
{
    const Cell *c = cell(row, column);
    return c && c->marked;
}

QSize HeatmapView::sizeHint() const
{
    const int columns = int(std::max<qsizetype>(1, m_grid.columns.size()));
    const int rows = int(std::max<qsizetype>(1, m_grid.rows.size()));
    return QSize(int(kMargin * 2 + kAxisTitle + kRowLabels + columns * 110 + kLegend),
        int(kMargin * 2 + kTitle + kAxisTitle + kColumnLabels + rows * 44));
}

QSize HeatmapView::minimumSizeHint() const
{
    // The rows' parameter is named upright beside the grid: the grid at
    // least as tall as its name is long.
    QFont axisFont = font();
    axisFont.setBold(true);
    const int rowTitle = QFontMetrics(axisFont).horizontalAdvance(m_grid.rowTitle) + 8;
    return QSize(420, std::max(240, int(kMargin * 2 + kTitle + kAxisTitle + kColumnLabels) + rowTitle));
}

HeatmapView::Geometry HeatmapView::geometry() const
{
    Geometry g;
    const double left = kMargin + kAxisTitle + kRowLabels, top = kMargin + kTitle + kAxisTitle + kColumnLabels;
    const double width = std::max(40.0, this->width() - left - kLegend - kMargin);
    const double height = std::max(40.0, this->height() - top - kMargin);
    g.grid = QRectF(left, top, width, height);
    g.cellWidth = width / double(std::max<qsizetype>(1, m_grid.columns.size()));
    g.cellHeight = height / double(std::max<qsizetype>(1, m_grid.rows.size()));
    return g;
}

QColor HeatmapView::colourOf(double value) const
{
    return along(m_high > m_low ? (value - m_low) / (m_high - m_low) : 0.5);
}

void HeatmapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QColor ink = palette().text().color();
    const Geometry g = geometry();
    const int rows = int(m_grid.rows.size()), columns = int(m_grid.columns.size());

    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(font().pointSizeF() * 1.15);
    p.setFont(titleFont);
    p.setPen(ink);
    p.drawText(QRectF(kMargin, kMargin, width() - 2 * kMargin, kTitle), Qt::AlignCenter, m_grid.title);

    // Axis names: the columns' above their values, the rows' upright at the left.
    QFont axisFont = font();
    axisFont.setBold(true);
    p.setFont(axisFont);
    p.drawText(
        QRectF(g.grid.left(), kMargin + kTitle, g.grid.width(), kAxisTitle), Qt::AlignCenter, m_grid.columnTitle);
    p.save();
    p.translate(kMargin, g.grid.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-g.grid.height() / 2, 0, g.grid.height(), kAxisTitle), Qt::AlignCenter, m_grid.rowTitle);
    p.restore();
    p.setFont(font());
    for (int c = 0; c < columns; ++c)
        p.drawText(QRectF(g.grid.left() + c * g.cellWidth, g.grid.top() - kColumnLabels, g.cellWidth, kColumnLabels),
            Qt::AlignCenter, m_grid.columns[c]);
    for (int r = 0; r < rows; ++r)
        p.drawText(QRectF(kMargin + kAxisTitle, g.grid.top() + r * g.cellHeight, kRowLabels - 8, g.cellHeight),
            Qt::AlignRight | Qt::AlignVCenter, m_grid.rows[r]);

    // The cells, then the outlines over them (so that neighbours do not paint over a mark).
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const QRectF box(
                g.grid.left() + c * g.cellWidth, g.grid.top() + r * g.cellHeight, g.cellWidth, g.cellHeight);
            const Cell *cl = cell(r, c);
            const QColor fill
                = cl && cl->value ? colourOf(cl->value->value * m_grid.scale) : palette().window().color();
            p.fillRect(box, fill);
            p.setPen(QPen(palette().base().color(), 1));
            p.drawRect(box);
            p.setPen(fill.lightnessF() < 0.5 ? Qt::white : Qt::black);
            p.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, cellText(r, c));
        }
    p.setPen(QPen(kOutline, 3));
    p.setBrush(Qt::NoBrush);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            if (isMarked(r, c))
                p.drawRect(
                    QRectF(g.grid.left() + c * g.cellWidth, g.grid.top() + r * g.cellHeight, g.cellWidth, g.cellHeight)
                        .adjusted(2.5, 2.5, -2.5, -2.5));

    // The legend: the scale from its lowest to its highest value, and the outline's meaning.
    const double lx = g.grid.right() + 24, barWidth = 18;
    const QRectF bar(lx, g.grid.top() + 20, barWidth, std::min(220.0, g.grid.height() - 20));
    p.setPen(ink);
    p.drawText(QRectF(lx, g.grid.top() - kColumnLabels, kLegend - 30, 44), Qt::AlignLeft | Qt::TextWordWrap,
        m_grid.legendTitle);
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    for (std::size_t i = 0; i < std::size(kStops); ++i)
        gradient.setColorAt(double(i) / double(std::size(kStops) - 1), kStops[i]);
    p.fillRect(bar, gradient);
    p.drawRect(bar);
    const auto shown = [&](double v) { return QLocale().toString(v, 'f', m_grid.decimals); };
    p.drawText(QPointF(bar.right() + 6, bar.top() + 10), shown(m_high));
    p.drawText(QPointF(bar.right() + 6, bar.bottom()), shown(m_low));
    if (!m_grid.markNote.isEmpty()) {
        const QRectF swatch(lx, bar.bottom() + 20, barWidth, barWidth);
        p.setPen(QPen(kOutline, 3));
        p.drawRect(swatch);
        p.setPen(ink);
        p.drawText(QRectF(swatch.right() + 6, swatch.top() - 2, kLegend - barWidth - 36, 120),
            Qt::AlignLeft | Qt::TextWordWrap, m_grid.markNote);
    }
}

bool HeatmapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const Geometry g = geometry();
        const QPointF at = help->pos();
        if (g.grid.contains(at)) {
            const int column = int((at.x() - g.grid.left()) / g.cellWidth);
            const int row = int((at.y() - g.grid.top()) / g.cellHeight);
            QToolTip::showText(help->globalPos(), cellToolTip(row, column), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}
