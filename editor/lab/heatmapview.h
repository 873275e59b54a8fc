#pragma once

#include "core/simulation/statistics.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QWidget>

class QPainter;

#include <optional>
#include <vector>

// A grid of estimates, one per cell of a two-parameter sweep, painted as a
// heatmap: each cell showing its value and ± half its 95% interval, the
// whole interval in a tool tip; rows and columns labelled with the two
// parameters' values, the axes with their names. Marked cells (those that
// cannot be told apart from the best) share an outline. Painted rather
// than a table so that it exports to PNG and SVG as one picture.
//
// The colours never stretch over noise: a cell is coloured only when it
// stands out from the grid's mean (multiplecomparisons.h,
// standOutFromMean(): its difference from the mean of the others beyond
// the uncertainty, Holm over all cells); every other cell is grey and
// marked "≈". The scale is centred on the mean and reaches as far as the
// cell farthest from it that stands out, never less than the widest ± of
// the grid, so a small difference that stands out never looks like a large
// one. The legend names the figure with its unit, the mean, and says when
// no cell stands out.
class HeatmapView final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    struct Cell {
        std::optional<houserules::Estimate> value; // none: not played
        bool marked = false;
    };
    struct Grid {
        QString title, rowTitle, columnTitle;
        QString legendTitle; // the figure with its unit: "First player advantage (points)"
        QStringList rows, columns;
        std::vector<Cell> cells; // (row, column) at row * columns.size() + column
        double scale = 1;        // shown as value * scale (100 for shares in points or percent)
        int decimals = 1;
        QString markNote; // what the outline means; empty: no cell marked
    };

    explicit HeatmapView(QWidget *parent = nullptr);
    void setGrid(Grid grid);
    const Grid &grid() const { return m_grid; }

    // What a cell shows ("12.3 ± 2.1", or "not played") and its tool tip.
    QString cellText(int row, int column) const;
    QString cellToolTip(int row, int column) const;
    bool isMarked(int row, int column) const;
    // The cell's value differs from the grid's mean beyond the uncertainty.
    bool standsOut(int row, int column) const;
    int standingOut() const { return m_standingOut; }
    // At least two cells played and none stands out from their mean.
    bool noneStandsOut() const { return m_played >= 2 && m_standingOut == 0; }
    // The grid's mean and the colour scale's ends, in shown units.
    double mean() const { return m_mean * m_grid.scale; }
    double scaleLow() const { return m_low; }
    double scaleHigh() const { return m_high; }
    // What a cell is filled with: grey unless it stands out.
    QColor cellColour(int row, int column) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Geometry {
        QRectF grid;
        double cellWidth = 0, cellHeight = 0;
    };
    Geometry geometry() const;
    const Cell *cell(int row, int column) const;
    QString number(double x) const;
    QColor colourOf(double shown) const;
    void paintLegend(QPainter &p, const Geometry &g) const;

    Grid m_grid;
    std::vector<bool> m_standsOut; // per cell
    int m_standingOut = 0, m_played = 0;
    double m_mean = 0;            // of the played cells, in the estimates' units
    double m_low = 0, m_high = 0; // the colour scale's ends, in shown units
};
