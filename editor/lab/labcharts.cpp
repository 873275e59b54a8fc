#include "labcharts.h"

#include "chartparts.h"
#include "labtext.h"
#include "measurechoices.h"
#include "simreport/sweepvalues.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <set>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

using namespace ChartParts;

namespace {

// Grouped bars for base and edited rules with their intervals; values in
// percent. Long names go on two lines, lying bars' (`across`) too: the axis
// gives them a third of a narrow chart.
void estimateBars(QChart *chart, const QStringList &categories, const std::vector<Estimate> &base,
    const std::vector<Estimate> &edited, const QString &valueTitle, const ComparedNames &compared, bool across = false)
{
    constexpr double kWidth = 0.7; // of a category; each of the two bars gets half
    QAbstractBarSeries *bars = across ? static_cast<QAbstractBarSeries *>(new QHorizontalBarSeries) : new QBarSeries;
    bars->setBarWidth(kWidth);
    bars->setLabelsVisible(true);
    bars->setLabelsPosition(QAbstractBarSeries::LabelsInsideBase);
    bars->setLabelsPrecision(3);
    if (!across)
        bars->setLabelsAngle(-90); // upright, so that side by side they never overlap
    auto *baseSet = new QBarSet(compared.baseOr(LabCharts::tr("Base rules")));
    auto *editedSet = new QBarSet(compared.editedOr(LabCharts::tr("Edited rules")));
    baseSet->setObjectName(u"base"_s);
    editedSet->setObjectName(u"edited"_s);
    baseSet->setBrush(barBrush(kBase, 0));
    editedSet->setBrush(barBrush(kEdited, 1));
    baseSet->setLabelColor(Qt::white);
    editedSet->setLabelColor(Qt::white);
    double top = 0;
    QStringList baseTips, editedTips;
    for (std::size_t i = 0; i < base.size(); ++i) {
        baseSet->append(100 * base[i].value);
        editedSet->append(100 * edited[i].value);
        top = std::max({top, 100 * base[i].high, 100 * edited[i].high});
        const QString category = categories[qsizetype(i)];
        const auto named = [&](const QString &rules, const Estimate &e) {
            //: A bar's tooltip: the seat or figure, which rules (named: "Run A"), its value and interval.
            return LabCharts::tr("%1, %2: %3 (%4)")
                .arg(category, rules, LabText::percent(e.value), LabText::interval(e));
        };
        baseTips << (compared.isLab() ? LabCharts::tr("%1, base rules: %2 (%3)")
                                            .arg(category, LabText::percent(base[i].value), LabText::interval(base[i]))
                                      : named(compared.base, base[i]));
        editedTips << (compared.isLab()
                ? LabCharts::tr("%1, edited rules: %2 (%3)")
                      .arg(category, LabText::percent(edited[i].value), LabText::interval(edited[i]))
                : named(compared.edited, edited[i]));
    }
    tipOnHover(baseSet, baseTips);
    tipOnHover(editedSet, editedTips);
    bars->append(baseSet);
    bars->append(editedSet);

    auto *names = new QBarCategoryAxis;
    for (const QString &category : categories)
        names->append(wrapped(category));
    auto *values = shareAxis(valueTitle, std::min(100.0, niceTop(top, 5)));
    chart->addAxis(names, across ? Qt::AlignLeft : Qt::AlignBottom);
    chart->addAxis(values, across ? Qt::AlignBottom : Qt::AlignLeft);
    QAbstractAxis *x = across ? static_cast<QAbstractAxis *>(values) : names;
    QAbstractAxis *y = across ? static_cast<QAbstractAxis *>(names) : values;
    attach(chart, bars, x, y);
    // Bar k of the two in category i is centred at i ∓ kWidth / 4.
    for (std::size_t i = 0; i < base.size(); ++i) {
        addInterval(chart, x, y, double(i) - kWidth / 4, 100 * base[i].low, 100 * base[i].high, kBase, across);
        addInterval(chart, x, y, double(i) + kWidth / 4, 100 * edited[i].low, 100 * edited[i].high, kEdited, across);
    }
}

// A distribution as a line of shares (in percent) over every value from the
// lowest to the highest seen in either histogram.
QLineSeries *distributionLine(const Histogram &histogram, std::int64_t total, std::int64_t from, std::int64_t to)
{
    auto *line = new QLineSeries;
    for (std::int64_t v = from; v <= to; ++v) {
        const auto it = histogram.find(v);
        const std::int64_t count = it == histogram.end() ? 0 : it->second;
        line->append(double(v), total > 0 ? 100.0 * double(count) / double(total) : 0);
    }
    return line;
}

// The means under the title, the legend only the rules' names: with the
// means a legend entry was longer than half a small chart's width.
void addMeansToTitle(QChart *chart, double baseMean, double editedMean, const ComparedNames &names)
{
    //: Under a chart's title: the mean of what it shows under each rules.
    chart->setTitle(chart->title() + u"<br><small>"_s
        + (names.isLab() ? LabCharts::tr("Mean: base rules %1, edited rules %2")
                               .arg(QLocale().toString(baseMean, 'f', 1), QLocale().toString(editedMean, 'f', 1))
                         //: Under a chart's title: the mean under each of two named rules ("Run B 41.2, Run A 44.0").
                         : LabCharts::tr("Mean: %1 %2, %3 %4")
                               .arg(names.base, QLocale().toString(baseMean, 'f', 1), names.edited,
                                   QLocale().toString(editedMean, 'f', 1)))
              .toHtmlEscaped()
        + u"</small>"_s);
}

// Few values (a game whose length hardly varies): bars side by side, one
// category per value.
void distributionBars(QChart *chart, const std::set<std::int64_t> &values, const Histogram &base,
    const Histogram &edited, std::int64_t baseTotal, std::int64_t editedTotal, const QString &xTitle,
    const QString &yTitle, const ComparedNames &names)
{
    auto *bars = new QBarSeries;
    bars->setBarWidth(0.7);
    auto *baseSet = new QBarSet(names.baseOr(LabCharts::tr("Base rules")));
    auto *editedSet = new QBarSet(names.editedOr(LabCharts::tr("Edited rules")));
    baseSet->setObjectName(u"base"_s);
    editedSet->setObjectName(u"edited"_s);
    baseSet->setBrush(barBrush(kBase, 0));
    editedSet->setBrush(barBrush(kEdited, 1));
    QStringList categories;
    double top = 0;
    for (const std::int64_t v : values) {
        categories << QLocale().toString(qint64(v));
        const auto share = [v](const Histogram &h, std::int64_t total) {
            const auto it = h.find(v);
            return it == h.end() || total == 0 ? 0.0 : 100.0 * double(it->second) / double(total);
        };
        baseSet->append(share(base, baseTotal));
        editedSet->append(share(edited, editedTotal));
        top = std::max({top, share(base, baseTotal), share(edited, editedTotal)});
    }
    bars->append(baseSet);
    bars->append(editedSet);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(xTitle);
    auto *y = shareAxis(yTitle, std::min(100.0, niceTop(top, 5)));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    attach(chart, bars, x, y);
}

// Many values: a line of shares for each rules over every value from the
// lowest to the highest seen in either.
void distributionLines(QChart *chart, const Histogram &base, const Histogram &edited, std::int64_t baseTotal,
    std::int64_t editedTotal, const QString &xTitle, const QString &yTitle, const ComparedNames &names)
{
    std::int64_t from = INT64_MAX, to = INT64_MIN;
    for (const Histogram *h : {&base, &edited})
        if (!h->empty()) {
            from = std::min(from, h->begin()->first);
            to = std::max(to, h->rbegin()->first);
        }
    auto *baseLine = distributionLine(base, baseTotal, from, to);
    auto *editedLine = distributionLine(edited, editedTotal, from, to);
    baseLine->setObjectName(u"base"_s);
    editedLine->setObjectName(u"edited"_s);
    baseLine->setName(names.baseOr(LabCharts::tr("Base rules")));
    editedLine->setName(names.editedOr(LabCharts::tr("Edited rules")));
    styleLine(baseLine, 0, kBase, 2);
    styleLine(editedLine, 1, kEdited, 2);
    double top = 0;
    for (const auto *line : {baseLine, editedLine})
        for (const QPointF &p : line->points())
            top = std::max(top, p.y());
    auto *x = valueAxis(xTitle, double(from), double(std::max(to, from + 1)));
    x->applyNiceNumbers();
    auto *y = shareAxis(yTitle, niceTop(top, 1), "%.1f");
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    attach(chart, baseLine, x, y);
    attach(chart, editedLine, x, y);
}

void distributions(QChart *chart, const Histogram &base, const Histogram &edited, std::int64_t baseTotal,
    std::int64_t editedTotal, double baseMean, double editedMean, const QString &xTitle, const QString &yTitle,
    const ComparedNames &names)
{
    if (base.empty() && edited.empty())
        return;
    addMeansToTitle(chart, baseMean, editedMean, names);
    std::set<std::int64_t> values;
    for (const Histogram *h : {&base, &edited})
        for (const auto &entry : *h)
            values.insert(entry.first);
    if (values.size() <= 12)
        distributionBars(chart, values, base, edited, baseTotal, editedTotal, xTitle, yTitle, names);
    else
        distributionLines(chart, base, edited, baseTotal, editedTotal, xTitle, yTitle, names);
}

Histogram pooledScores(const SimulationReport &report)
{
    Histogram pooled;
    for (const auto &seat : report.seats)
        addTo(pooled, seat.scores);
    return pooled;
}

double pooledMean(const SimulationReport &report)
{
    double sum = 0;
    for (const auto &seat : report.seats)
        sum += seat.meanScore;
    return report.seats.empty() ? 0 : sum / double(report.seats.size());
}

// ---- A sweep chart's parts ----------------------------------------------------------------

// One line of a sweep chart: a seat's, or the measure's, value at each swept value.
struct SweepLine {
    QString name, id;
    QColor colour;
    std::vector<std::pair<double, Estimate>> points;
};

// A measure's share flag is its figure's (a game's own figure may be a mean).
bool measureIsShare(const SweepReport &report, const std::string &measure)
{
    bool measureShare = false;
    for (const auto &p : report.points)
        if (const auto it = p.report.figures.find(measure.substr(measure.find(':') + 1));
            p.played() && measure.starts_with("figure:") && it != p.report.figures.end())
            measureShare = it->second.share;
    return measureShare;
}

// The chart's title and its upright axis's.
std::pair<QString, QString> sweepTitles(LabCharts::SweepView view, const std::string &measure, const QString &parameter,
    bool measureShare, const FigureTexts &texts)
{
    switch (view) {
    case LabCharts::SweepView::WinRates:
        return {LabCharts::tr("Win rate per seat against %1").arg(parameter), LabCharts::tr("Win rate (%)")};
    case LabCharts::SweepView::Scores:
        return {LabCharts::tr("Mean score per seat against %1").arg(parameter), LabCharts::tr("Mean score")};
    case LabCharts::SweepView::Measure:
        break;
    }
    //: %1 is a measure or a figure of the game, %2 the swept parameter.
    return {LabCharts::tr("%1 against %2").arg(MeasureChoices::name(measure, texts), parameter),
        MeasureChoices::nameWithUnit(measure, measureShare, texts)};
}

int sweptPlayers(const SweepReport &report)
{
    int players = 0;
    for (const auto &p : report.points)
        if (p.played())
            players = std::max(players, int(p.report.seats.size()));
    return players;
}

// The lines `view` shows, from the points played: one per seat, or the measure's.
std::vector<SweepLine> sweepLines(const SweepReport &report, LabCharts::SweepView view, const std::string &measure,
    const FigureTexts &texts, int players)
{
    std::vector<SweepLine> lines;
    const auto lineFor
        = [&](std::size_t i, const QString &name, const QString &id, const QColor &colour) -> SweepLine & {
        if (lines.size() <= i)
            lines.resize(i + 1);
        lines[i].name = name;
        lines[i].id = id;
        lines[i].colour = colour;
        return lines[i];
    };
    for (const auto &p : report.points) {
        if (!p.played())
            continue;
        const double x = double(p.value);
        switch (view) {
        case LabCharts::SweepView::WinRates:
            for (int seat = 0; seat < players; ++seat) {
                const auto &s = p.report.seats[std::size_t(seat)];
                lineFor(std::size_t(seat), LabText::seat(seat), u"seat-%1"_s.arg(seat + 1), seatColour(seat))
                    .points.push_back({x, {s.winRate, s.winRateLow, s.winRateHigh, p.report.games, true}});
            }
            break;
        case LabCharts::SweepView::Scores:
            for (int seat = 0; seat < players; ++seat)
                lineFor(std::size_t(seat), LabText::seat(seat), u"seat-%1"_s.arg(seat + 1), seatColour(seat))
                    .points.push_back({x, p.report.seats[std::size_t(seat)].score});
            break;
        case LabCharts::SweepView::Measure:
            if (const auto value = MeasureChoices::value(p.report, measure))
                lineFor(0, MeasureChoices::name(measure, texts), QString::fromStdString(measure), kEdited)
                    .points.push_back({x, *value});
            break;
        }
    }
    return lines;
}

// A sweep's lines drawn on shared axes: the swept values along, the lines'
// values (win rates ×100) upright, each series one function.
struct SweepPlot {
    QChart *chart;
    const SweepReport &report;
    const SweepAxis &swept;
    QString parameter;
    bool share;   // win rates: shares, shown in percent
    int decimals; // of the values upright
    double xLow = 0, xHigh = 0, yLow = 0, yHigh = 0;
    QValueAxis *x = nullptr, *y = nullptr;

    double scale() const { return share ? 100 : 1; }

    // A list parameter's values are its lists, one per index along the axis.
    QString valueName(double at) const
    {
        return swept.isList() && at >= 0 && std::size_t(at) < swept.size()
            ? SweepValues::valueText(swept, std::size_t(at))
            : QString::number(qint64(at));
    }

    // Every point and interval in view, a little room above and below.
    void findRanges(const std::vector<SweepLine> &lines)
    {
        xLow = lines.front().points.front().first;
        xHigh = xLow;
        yLow = INFINITY;
        yHigh = -INFINITY;
        for (const auto &line : lines)
            for (const auto &[value, e] : line.points) {
                xLow = std::min(xLow, value);
                xHigh = std::max(xHigh, value);
                yLow = std::min(yLow, scale() * e.low);
                yHigh = std::max(yHigh, scale() * e.high);
            }
        const double pad = std::max(0.05 * (yHigh - yLow), decimals == 1 ? 0.5 : 0.01);
        yLow -= pad;
        yHigh += pad;
        if (share)
            yLow = std::max(yLow, 0.0);
    }

    // Along: each list by name, or whole numbers at most ten ticks apart.
    void addSweptAxis()
    {
        if (swept.isList()) {
            auto *lists = new QCategoryAxis;
            lists->setTitleText(parameter);
            lists->setRange(xLow - 0.5, xHigh + 0.5);
            lists->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
            for (std::size_t i = 0; i < swept.size(); ++i)
                lists->append(valueName(double(i)), double(i));
            x = lists;
        } else {
            x = valueAxis(parameter, xLow - 0.25, xHigh + 0.25);
            const double span = xHigh - xLow;
            x->setTickType(QValueAxis::TicksDynamic);
            x->setTickAnchor(xLow);
            x->setTickInterval(span > 20 ? std::ceil(span / 10) : 1);
        }
    }

    // Upright, on nice numbers: the markers span it from bottom to top.
    void addValueAxis(const QString &title)
    {
        y = valueAxis(title, yLow, yHigh, decimals == 1 ? "%.1f" : "%.2f");
        y->applyNiceNumbers();
        yLow = y->min();
        yHigh = y->max();
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
    }

    // The interval as a band first, so that the line is drawn over it; a
    // point's tooltip is the nearest value's.
    void addLine(const SweepLine &line, std::size_t index)
    {
        auto *band = new QAreaSeries;
        auto *upper = new QLineSeries(band);
        auto *lower = new QLineSeries(band);
        auto *series = new QLineSeries;
        QStringList tips;
        for (const auto &[value, e] : line.points) {
            upper->append(value, scale() * e.high);
            lower->append(value, scale() * e.low);
            series->append(value, scale() * e.value);
            tips << LabCharts::tr("%1 = %2: %3 (%4)")
                        .arg(parameter, valueName(value),
                            share ? LabText::percent(e.value) : QLocale().toString(e.value, 'f', decimals),
                            share ? LabText::interval(e) : LabText::interval(e.low, e.high, false, decimals));
        }
        band->setUpperSeries(upper);
        band->setLowerSeries(lower);
        band->setObjectName(u"band-"_s + line.id);
        QColor fill = line.colour;
        fill.setAlpha(38);
        band->setBrush(fill);
        band->setPen(Qt::NoPen);
        attach(chart, band, x, y);
        hideFromLegend(chart, band);

        series->setObjectName(line.id);
        series->setName(line.name);
        styleLine(series, int(index), line.colour);
        series->setPointsVisible(true);
        attach(chart, series, x, y);
        QObject::connect(series, &QLineSeries::hovered, series, [series, tips](const QPointF &point, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            // The nearest value's point.
            const auto points = series->points();
            qsizetype nearest = 0;
            for (qsizetype i = 1; i < points.size(); ++i)
                if (std::abs(points[i].x() - point.x()) < std::abs(points[nearest].x() - point.x()))
                    nearest = i;
            QToolTip::showText(QCursor::pos(), tips.value(nearest));
        });
    }

    // The win rate every seat would have if evenly matched.
    void addEvenLine(int players)
    {
        auto *even = new QLineSeries;
        even->setObjectName(u"even"_s);
        even->setName(LabCharts::tr("Evenly matched"));
        even->append({{xLow - 0.25, 100.0 / players}, {xHigh + 0.25, 100.0 / players}});
        QPen pen(QColor(0x55, 0x55, 0x55));
        pen.setStyle(Qt::DotLine);
        even->setPen(pen);
        attach(chart, even, x, y);
    }

    // The most balanced value only when it stands out; otherwise every value
    // that cannot be told apart from it, alike.
    void markBalance()
    {
        const BestChoice &balance = report.balance;
        if (balance.standsOut) {
            const auto &p = report.points[std::size_t(balance.best)];
            auto *marker = new QLineSeries;
            marker->setObjectName(u"most-balanced"_s);
            marker->setName(LabCharts::tr("Most balanced: %1 = %2").arg(parameter, valueName(double(p.value))));
            marker->append({{double(p.value), yLow}, {double(p.value), yHigh}});
            QPen pen(QColor(0x22, 0x22, 0x22));
            pen.setStyle(Qt::DashLine);
            pen.setWidthF(1.5);
            marker->setPen(pen);
            attach(chart, marker, x, y);
        } else if (balance.alike.size() > 1) {
            for (std::size_t i = 0; i < balance.alike.size(); ++i) {
                const auto &p = report.points[std::size_t(balance.alike[i])];
                auto *marker = new QLineSeries;
                marker->setObjectName(u"alike"_s);
                marker->setName(LabCharts::tr("As balanced as any, at this number of games"));
                marker->append({{double(p.value), yLow}, {double(p.value), yHigh}});
                QPen pen(QColor(0x88, 0x88, 0x88));
                pen.setStyle(Qt::DotLine);
                marker->setPen(pen);
                attach(chart, marker, x, y);
                if (i > 0)
                    hideFromLegend(chart, marker);
            }
        }
    }
};

} // namespace

void LabCharts::placeholder(QChart *chart, const QString &title)
{
    reset(chart, title);
    chart->legend()->setVisible(false);
}

void LabCharts::winRates(QChart *chart, const ComparisonReport &report, const ComparedNames &names)
{
    reset(chart, tr("Win rate per seat"));
    const int players = int(report.base.seats.size());
    if (players == 0 || report.games == 0)
        return;
    QStringList seats;
    std::vector<Estimate> base, edited;
    for (int seat = 0; seat < players; ++seat) {
        seats << LabText::seat(seat);
        const auto &b = report.base.seats[std::size_t(seat)];
        const auto &e = report.house.seats[std::size_t(seat)];
        base.push_back({b.winRate, b.winRateLow, b.winRateHigh, report.games, true});
        edited.push_back({e.winRate, e.winRateLow, e.winRateHigh, report.games, true});
    }
    estimateBars(chart, seats, base, edited, tr("Win rate (%)"), names);

    // Evenly matched seats would each win 1/N of the games.
    auto *even = new QLineSeries;
    even->setObjectName(u"even"_s);
    even->setName(tr("Evenly matched"));
    even->append({{-0.5, 100.0 / players}, {players - 0.5, 100.0 / players}});
    QPen pen(QColor(0x55, 0x55, 0x55));
    pen.setStyle(Qt::DashLine);
    even->setPen(pen);
    attach(chart, even, chart->axes(Qt::Horizontal).value(0), chart->axes(Qt::Vertical).value(0));
}

void LabCharts::scores(QChart *chart, const ComparisonReport &report, const ComparedNames &names)
{
    reset(chart, tr("Score distribution (all seats)"));
    const auto players = std::int64_t(report.base.seats.size());
    distributions(chart, pooledScores(report.base), pooledScores(report.house), report.base.games * players,
        report.house.games * players, pooledMean(report.base), pooledMean(report.house), tr("Score"), tr("Players (%)"),
        names);
}

void LabCharts::lengths(QChart *chart, const ComparisonReport &report, const ComparedNames &names)
{
    reset(chart, tr("Game length"));
    distributions(chart, report.base.lengths, report.house.lengths, report.base.games, report.house.games,
        report.base.meanLength, report.house.meanLength, tr("Decisions per game"), tr("Games (%)"), names);
}

void LabCharts::figures(
    QChart *chart, const ComparisonReport &report, const FigureTexts &texts, const ComparedNames &names)
{
    reset(chart, tr("The game's own figures (all seats)"));
    QStringList labels;
    std::vector<Estimate> base, edited;
    for (const auto &[id, e] : report.house.figures) {
        const auto b = report.base.figures.find(id);
        if (!e.share || b == report.base.figures.end() || !b->second.share)
            continue;
        labels << texts.figureLabel(QString::fromStdString(id));
        base.push_back(b->second);
        edited.push_back(e);
    }
    if (labels.isEmpty() || report.games == 0) {
        chart->legend()->setVisible(false);
        return;
    }
    // Lying bars: a game's figure names may be long in some languages.
    estimateBars(chart, labels, base, edited, tr("Share of players (%)"), names, true);
}

void LabCharts::sweep(QChart *chart, const SweepReport &report, SweepView view, const std::string &measure,
    const QString &parameter, const FigureTexts &texts)
{
    const bool measureShare = measureIsShare(report, measure);
    const auto [title, yTitle] = sweepTitles(view, measure, parameter, measureShare, texts);
    reset(chart, title);
    const int players = sweptPlayers(report);
    const std::vector<SweepLine> lines = sweepLines(report, view, measure, texts, players);
    if (lines.empty() || lines.front().points.empty()) {
        chart->legend()->setVisible(false);
        return;
    }
    // Win rates are shares (shown ×100); a measure comes in its own unit.
    const bool share = view == SweepView::WinRates;
    const int decimals = view == SweepView::Measure ? MeasureChoices::decimals(measure, measureShare) : share ? 1 : 2;
    SweepPlot plot {chart, report, report.axes.front(), parameter, share, decimals};
    plot.findRanges(lines);
    plot.addSweptAxis();
    plot.addValueAxis(yTitle);
    for (std::size_t index = 0; index < lines.size(); ++index)
        plot.addLine(lines[index], index);
    if (view == SweepView::WinRates && players > 0)
        plot.addEvenLine(players);
    plot.markBalance();
}
