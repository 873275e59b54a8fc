#include "findrulechart.h"

#include "chartparts.h"

#include <QChart>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace {

// A loss this high is a broken requirement (core/simulation/balancer.cpp's penalty):
// on a scale of its own it would flatten every goal's loss to nothing.
constexpr double kBreaksARequirement = 1e6;

QScatterSeries *series(const QString &name, const QColor &colour, QScatterSeries::MarkerShape shape, double size)
{
    auto *s = new QScatterSeries;
    s->setName(name);
    s->setColor(colour);
    s->setBorderColor(colour.darker(130));
    s->setMarkerShape(shape);
    s->setMarkerSize(size);
    return s;
}

} // namespace

void FindRuleChart::draw(QChart *chart, const FindRuleProgress &progress)
{
    ChartParts::reset(chart, tr("Candidates tried"));
    double top = 0;
    int tried = 0;
    for (const auto &c : progress.candidates) {
        ++tried;
        if (c.games > 0 && c.loss < kBreaksARequirement)
            top = std::max(top, c.loss);
    }
    top = ChartParts::niceTop(std::max(top * 1.1, 0.1), top > 10 ? 5 : 0.5);
    auto *alive = series(tr("Still in the race"), ChartParts::kEdited, QScatterSeries::MarkerShapeCircle, 9);
    auto *dropped = series(tr("Dropped"), ChartParts::kBase, QScatterSeries::MarkerShapeRectangle, 7);
    auto *breaks = series(tr("Breaks a requirement"), QColor(0xb0, 0x30, 0x30), QScatterSeries::MarkerShapeTriangle, 9);
    auto *best = series(tr("Best so far"), QColor(0x00, 0x9e, 0x73), QScatterSeries::MarkerShapeStar, 18);
    for (std::size_t i = 0; i < progress.candidates.size(); ++i) {
        const auto &c = progress.candidates[i];
        if (c.games == 0)
            continue;
        const QPointF at(double(i + 1), std::min(c.loss, top));
        if (c.loss >= kBreaksARequirement)
            breaks->append(at);
        else
            (c.alive ? alive : dropped)->append(at);
        if (int(i) == progress.best)
            best->append(at);
    }
    auto *x = ChartParts::valueAxis(tr("Candidate"), 0, double(std::max(tried, 1)) + 1);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(tried > 40 ? 10 : tried > 10 ? 5 : 1);
    auto *y = ChartParts::valueAxis(tr("Distance from the targets"), 0, top, "%.2f");
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QScatterSeries *s : {dropped, alive, breaks, best})
        ChartParts::attach(chart, s, x, y);
    // Beside the plot, not under it: the upright axis keeps its height.
    chart->legend()->setVisible(true);
    chart->legend()->setAlignment(Qt::AlignRight);
}
