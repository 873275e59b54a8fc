#include "sidebysidechart.h"

#include "chartparts.h"
#include "labcharts.h"
#include "labtext.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

void SideBySideChart::winRates(QChart *chart, const SideBySideReport *report, const QStringList &names)
{
    if (!report || report->variants.empty() || report->games == 0) {
        LabCharts::placeholder(chart, tr("Win rate per seat"));
        return;
    }
    ChartParts::reset(chart, tr("Win rate per seat"));
    const auto variants = report->variants.size();
    const int players = int(report->variants.front().seats.size());
    // The bars of one seat share 0.8 of its width; bar v is centred at
    // seat − 0.4 + (v + 0.5) · 0.8 / variants.
    constexpr double kWidth = 0.8;
    auto *bars = new QBarSeries;
    bars->setBarWidth(kWidth);
    double top = 0;
    for (std::size_t v = 0; v < variants; ++v) {
        auto *set = new QBarSet(names.value(qsizetype(v)));
        set->setObjectName(u"variant%1"_s.arg(v));
        set->setBrush(ChartParts::barBrush(v == 0 ? ChartParts::kBase : ChartParts::seatColour(int(v) - 1), int(v)));
        QStringList tips;
        for (int seat = 0; seat < players; ++seat) {
            const SeatStatistics &s = report->variants[v].seats[std::size_t(seat)];
            set->append(100 * s.winRate);
            top = std::max(top, 100 * s.winRateHigh);
            tips << tr("%1, %2: %3 (%4)")
                        .arg(LabText::seat(seat), names.value(qsizetype(v)), LabText::percent(s.winRate),
                            LabText::interval(s.winRateLow, s.winRateHigh, true));
        }
        ChartParts::tipOnHover(set, tips);
        bars->append(set);
    }
    auto *seats = new QBarCategoryAxis;
    for (int seat = 0; seat < players; ++seat)
        seats->append(LabText::seat(seat));
    auto *values = ChartParts::shareAxis(tr("Win rate (%)"), std::min(100.0, ChartParts::niceTop(top, 5)));
    chart->addAxis(seats, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    ChartParts::attach(chart, bars, seats, values);
    // Several house rules' names do not fit in a row under the chart: in a
    // column beside it, each whole.
    if (variants > 2) {
        chart->legend()->setAlignment(Qt::AlignRight);
        // A long name on two lines: the column beside the chart is narrow.
        for (QLegendMarker *marker : chart->legend()->markers(bars))
            marker->setLabel(ChartParts::wrapped(marker->label()));
    }
    const double step = kWidth / double(variants);
    for (std::size_t v = 0; v < variants; ++v)
        for (int seat = 0; seat < players; ++seat) {
            const SeatStatistics &s = report->variants[v].seats[std::size_t(seat)];
            ChartParts::addInterval(chart, seats, values, seat - kWidth / 2 + (double(v) + 0.5) * step,
                100 * s.winRateLow, 100 * s.winRateHigh,
                v == 0 ? ChartParts::kBase.darker(140) : ChartParts::seatColour(int(v) - 1).darker(140));
        }
}
