#pragma once

// Checks that a window shows all its text: no label, button, check box,
// group box title, tab, header or combo box item cut short or cut off, no
// window larger than its screen, no scroll bar where everything should fit,
// no chart legend or axis label truncated, and on a table's scene no text
// over another text, outside the table or outside the panel, card or dial
// it is written on. Each check compares what the text needs (its size hint,
// its font's metrics, its height for the width it has) with what it has.

#include <QString>
#include <QStringList>

class QChartView;
class QGraphicsScene;
class QWidget;

namespace layoutcheck {

// What a screen may do that the checks would otherwise report.
struct Allowances {
    // Object names of scroll areas (QScrollArea, or any scroll area) that may
    // scroll up and down: a page longer than the window. Item views and text
    // browsers always may; nothing may scroll sideways.
    QStringList scrollsDown = {};
    // Object names of item views that must show all their rows: a game's
    // players beside its table, the editor's chances of a dealt hand.
    QStringList showWhole = {QStringLiteral("statusView"), QStringLiteral("chanceTable")};
    // Object names of item views that may scroll sideways: tables of
    // results with a column per house rule, read like a spreadsheet.
    QStringList scrollsAcross = {};
};

// Every problem in `window` and the widgets in it that are visible, each
// once, as "where: what". Charts (QChartView) and table scenes (a
// QGraphicsView's scene) found in it are checked too.
QStringList problems(QWidget *window, const Allowances &allowances = {});

// The problems of one chart: a legend entry or an axis label or title cut
// short (Qt Charts ends it with "..."), dropped, or outside the chart.
QStringList chartProblems(QChartView *view);

// The problems of a table's scene: a text over another text, outside the
// scene, or outside the panel, card or dial under it.
QStringList sceneProblems(const QGraphicsScene &scene);

// Every loose text of a table's scene that lies over a card (or piece) it
// is not written on, as "'text' lies over a card (role)", sorted. Some do on
// purpose (a count on a pile, a badge on a figure): compare two layouts.
QStringList textsOverCards(const QGraphicsScene &scene);

// A short name for a widget in a report: its class, its object name or
// nearest named parent, and its text.
QString describe(const QWidget *widget);

} // namespace layoutcheck
