#include "heatmapview.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include "core/simulation/multiplecomparisons.h"

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr double kMargin = 12, kRowLabels = 90, kColumnLabels = 28, kAxisTitle = 26, kTitle = 34, kLegend = 170;

// A diverging scale around the grid's mean, below it brown, above it teal
// (ColorBrewer "BrBG"): readable by colour blind readers; neither side says
// "good" or "bad".
const QColor kStops[] = {QColor(0x8c, 0x51, 0x0a), QColor(0xd8, 0xb3, 0x65), QColor(0xf6, 0xe8, 0xc3),
    QColor(0xf5, 0xf5, 0xf5), QColor(0xc7, 0xea, 0xe5), QColor(0x5a, 0xb4, 0xac), QColor(0x01, 0x66, 0x5e)};
// A cell that cannot be told from the mean: grey, unlike any colour of the scale.
const QColor kAlike(0xd4, 0xd4, 0xd4);

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
    std::vector<std::optional<Estimate>> values;
    for (const Cell &c : m_grid.cells)
        values.push_back(c.value);
    const StandOut standOut = standOutFromMean(values);
    m_standsOut = standOut.differs;
    m_standingOut = standOut.count;
    m_mean = standOut.mean;
    m_played = int(std::count_if(values.begin(), values.end(), [](const auto &v) { return v.has_value(); }));
    // The scale reaches the farthest cell that stands out, and never less
    // than the widest ±: a difference within the noise never spans it.
    double reach = 0;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (values[i]) {
            reach = std::max(reach, values[i]->halfWidth());
            if (m_standsOut[i])
                reach = std::max(reach, std::abs(values[i]->value - m_mean));
        }
    if (!(reach > 0))
        reach = std::max(std::abs(m_mean), 1.0 / m_grid.scale);
    m_low = (m_mean - reach) * m_grid.scale;
    m_high = (m_mean + reach) * m_grid.scale;
    updateGeometry();
    update();
}

bool HeatmapView::standsOut(int row, int column) const
{
    const Cell *c = cell(row, column);
    return c && m_standsOut[std::size_t(c - m_grid.cells.data())];
}

QColor HeatmapView::cellColour(int row, int column) const
{
    const Cell *c = cell(row, column);
    if (!c || !c->value)
        return palette().window().color();
    if (!standsOut(row, column))
        return kAlike;
    return colourOf(c->value->value * m_grid.scale);
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
    if (standsOut(row, column))
        tip += u'\n'
            + tr("Stands out from the mean of the grid, %1.").arg(QLocale().toString(mean(), 'f', m_grid.decimals));
    else
        tip += u'\n'
            + tr("≈ Cannot be told apart from the mean of the grid, %1.")
                  .arg(QLocale().toString(mean(), 'f', m_grid.decimals));
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
        int(kMargin * 2 + kTitle + kAxisTitle + kColumnLabels + std::max(rows * 44, 360)));
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

QColor HeatmapView::colourOf(double shown) const
{
    // Away from the pale middle: a cell that stands out never looks like the mean.
    const double half = (m_high - m_low) / 2, middle = (m_high + m_low) / 2;
    const double d = half > 0 ? std::clamp((shown - middle) / half, -1.0, 1.0) : 0.0;
    const double away = 0.25 + 0.75 * std::abs(d);
    return along(0.5 + (d < 0 ? -away : away) / 2);
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
            const QColor fill = cellColour(r, c);
            p.fillRect(box, fill);
            p.setPen(QPen(palette().base().color(), 1));
            p.drawRect(box);
            p.setPen(fill.lightnessF() < 0.5 ? Qt::white : Qt::black);
            p.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, cellText(r, c));
            if (cl && cl->value && !standsOut(r, c))
                p.drawText(box.adjusted(6, 4, -6, -4), Qt::AlignLeft | Qt::AlignTop, u"≈"_s);
        }
    p.setPen(QPen(kOutline, 3));
    p.setBrush(Qt::NoBrush);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            if (isMarked(r, c))
                p.drawRect(
                    QRectF(g.grid.left() + c * g.cellWidth, g.grid.top() + r * g.cellHeight, g.cellWidth, g.cellHeight)
                        .adjusted(2.5, 2.5, -2.5, -2.5));

    paintLegend(p, g);
}

// The legend: the figure and its unit, the scale around the mean, what grey
// means (and when no cell stands out), and the outline's meaning.
void HeatmapView::paintLegend(QPainter &p, const Geometry &g) const
{
    const QColor ink = palette().text().color();
    const double lx = g.grid.right() + 24, barWidth = 18, textWidth = kLegend - barWidth - 36;
    // The figure's name with its unit, on as many lines as it takes, the scale below it.
    p.setPen(ink);
    const QRectF titleRoom(lx, g.grid.top() - kColumnLabels, kLegend - 30, 200);
    const QRectF title = p.boundingRect(titleRoom, Qt::AlignLeft | Qt::TextWordWrap, m_grid.legendTitle);
    p.drawText(titleRoom, Qt::AlignLeft | Qt::TextWordWrap, m_grid.legendTitle);
    const QRectF bar(lx, std::max(g.grid.top(), title.bottom() + 8), barWidth,
        std::min(160.0, std::max(60.0, g.grid.height() / 2 - 20)));
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    for (std::size_t i = 0; i < std::size(kStops); ++i)
        gradient.setColorAt(double(i) / double(std::size(kStops) - 1), kStops[i]);
    p.fillRect(bar, gradient);
    p.setBrush(Qt::NoBrush);
    p.drawRect(bar);
    const auto shown = [&](double v) { return QLocale().toString(v, 'f', m_grid.decimals); };
    p.drawText(QPointF(bar.right() + 6, bar.top() + 10), shown(m_high));
    //: Beside the middle of the heatmap's colour scale: %1 is the mean of the grid's cells.
    p.drawText(QPointF(bar.right() + 6, bar.center().y() + 5), tr("mean %1").arg(shown(mean())));
    p.drawText(QPointF(bar.right() + 6, bar.bottom()), shown(m_low));

    double y = bar.bottom() + 16;
    const auto note = [&](const QRectF &swatch, const QString &text) {
        const QRectF room(swatch.right() + 6, swatch.top() - 2, textWidth, 200);
        const QRectF used = p.boundingRect(room, Qt::AlignLeft | Qt::TextWordWrap, text);
        p.drawText(room, Qt::AlignLeft | Qt::TextWordWrap, text);
        y = std::max(swatch.bottom(), used.bottom()) + 12;
    };
    const QRectF grey(lx, y, barWidth, barWidth);
    p.fillRect(grey, kAlike);
    p.setPen(ink);
    p.drawRect(grey);
    p.drawText(grey, Qt::AlignCenter, u"≈"_s);
    note(grey,
        noneStandsOut() ? tr("No cell stands out from the mean: every difference is within the noise.")
                        : tr("Cannot be told apart from the mean at this number of games."));
    if (!m_grid.markNote.isEmpty()) {
        const QRectF swatch(lx, y, barWidth, barWidth);
        p.setPen(QPen(kOutline, 3));
        p.drawRect(swatch);
        p.setPen(ink);
        note(swatch, m_grid.markNote);
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
