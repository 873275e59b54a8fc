#pragma once

#include "core/statistics.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

// A grid of estimates, one per cell of a two-parameter sweep, painted as a
// heatmap: each cell coloured by its value on one scale (with a legend),
// showing its value and ± half its 95% interval, the whole interval in a
// tool tip; rows and columns labelled with the two parameters' values, the
// axes with their names. Marked cells (those that cannot be told apart
// from the best) share an outline. Painted rather than a table so that it
// exports to PNG and SVG as one picture.
class HeatmapView final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    struct Cell {
        std::optional<houserules::Estimate> value; // none: not played
        bool marked = false;
    };
    struct Grid {
        QString title, rowTitle, columnTitle, legendTitle;
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
    QColor colourOf(double value) const;

    Grid m_grid;
    double m_low = 0, m_high = 0; // the colour scale's ends, in shown units
};
