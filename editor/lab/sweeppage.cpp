#include "sweeppage.h"

#include "pagescroll.h"

#include "heatmapview.h"
#include "labcharts.h"
#include "labchartview.h"
#include "labtext.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>
#include <set>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

SweepPage::SweepPage(RunRequest onRun, std::function<void(const QString &)> report, QWidget *parent)
    : QWidget(parent), m_onRun(std::move(onRun))
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *controls = new QHBoxLayout;
    m_parameterLabel = new QLabel;
    m_parameter = new QComboBox;
    m_parameter->setObjectName(u"sweepParameter"_s);
    m_parameter->setMinimumContentsLength(18);
    // As wide as its longest choice (the choices change with the players
    // and the language): a name cut short in the box would be guesswork.
    m_parameter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_parameterLabel->setBuddy(m_parameter);
    m_fromLabel = new QLabel;
    m_from = new QSpinBox;
    m_from->setObjectName(u"sweepFrom"_s);
    m_fromLabel->setBuddy(m_from);
    m_toLabel = new QLabel;
    m_to = new QSpinBox;
    m_to->setObjectName(u"sweepTo"_s);
    m_toLabel->setBuddy(m_to);
    m_run = new QPushButton;
    m_run->setObjectName(u"runSweep"_s);
    m_showLabel = new QLabel;
    m_view = new QComboBox;
    m_view->setObjectName(u"sweepView"_s);
    m_showLabel->setBuddy(m_view);
    for (QWidget *w :
        std::initializer_list<QWidget *> {m_parameterLabel, m_parameter, m_fromLabel, m_from, m_toLabel, m_to, m_run})
        controls->addWidget(w);
    controls->addStretch(1);
    layout->addLayout(controls);
    // The second parameter, none by default: with one, a grid.
    auto *second = new QHBoxLayout;
    m_secondLabel = new QLabel;
    m_second = new QComboBox;
    m_second->setObjectName(u"sweepSecond"_s);
    m_second->setMinimumContentsLength(18);
    m_second->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_view->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_secondLabel->setBuddy(m_second);
    m_from2Label = new QLabel;
    m_from2 = new QSpinBox;
    m_from2->setObjectName(u"sweepFrom2"_s);
    m_from2Label->setBuddy(m_from2);
    m_to2Label = new QLabel;
    m_to2 = new QSpinBox;
    m_to2->setObjectName(u"sweepTo2"_s);
    m_to2Label->setBuddy(m_to2);
    for (QWidget *w :
        std::initializer_list<QWidget *> {m_secondLabel, m_second, m_from2Label, m_from2, m_to2Label, m_to2})
        second->addWidget(w);
    second->addStretch(1);
    layout->addLayout(second);
    // What the result shows, on a row of its own: beside the parameters it
    // left them no room for their names.
    auto *show = new QHBoxLayout;
    show->addWidget(m_showLabel);
    show->addWidget(m_view);
    show->addStretch(1);
    layout->addLayout(show);
    m_note = new QLabel;
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_chartView = LabChartView::make(u"sweepChart"_s, std::move(report));
    m_chartView->setMinimumHeight(300); // the upright axis title whole in a large font; the page scrolls
    m_heatmap = new HeatmapView;
    m_stack = new QStackedWidget;
    m_stack->addWidget(m_chartView);
    m_stack->addWidget(m_heatmap);
    layout->addWidget(m_stack, 1);
    m_summary = new QLabel;
    m_summary->setObjectName(u"sweepSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    // Controls, explanation, result and summary are taller than a small
    // screen's room for the page: it scrolls down.
    PageScroll::fill(this, page, u"sweepScroll"_s);

    connect(m_parameter, &QComboBox::currentIndexChanged, this, &SweepPage::updateRange);
    SweepChoices::linkRange(m_from, m_to);
    connect(m_second, &QComboBox::currentIndexChanged, this, &SweepPage::updateSecondRange);
    SweepChoices::linkRange(m_from2, m_to2);
    connect(m_run, &QPushButton::clicked, this, [this] {
        m_onRun(m_parameter->currentData().toString(), m_from->value(), m_to->value(),
            m_second->currentData().toString(), m_from2->value(), m_to2->value());
    });
    connect(m_view, &QComboBox::currentIndexChanged, this, &SweepPage::refresh);
}

void SweepPage::setChoices(QList<SweepChoice> choices, int players)
{
    const QString previous = m_parameter->currentData().toString();
    const QSignalBlocker block(m_parameter);
    m_parameter->clear();
    m_choices = std::move(choices);
    for (const SweepChoice &c : std::as_const(m_choices))
        //: A rule to sweep in its menu: %1 is the rule, %2 its value in the edited rules.
        m_parameter->addItem(tr("%1 (now %2)").arg(c.label, c.now), c.parameter);
    // The same choice again; for a per-player entry, this count's.
    int index = m_parameter->findData(previous);
    if (index < 0 && previous.contains(u'.'))
        index = m_parameter->findData(QString(previous.section(u'.', 0, -2) + u'.' + QString::number(players)));
    m_parameter->setCurrentIndex(std::max(0, index));
    updateRange();

    const QString previousSecond = m_second->currentData().toString();
    const QSignalBlocker blockSecond(m_second);
    m_second->clear();
    //: The second parameter of a sweep: none, a sweep of one parameter.
    m_second->addItem(tr("none"), QString());
    for (const SweepChoice &c : std::as_const(m_choices))
        m_second->addItem(tr("%1 (now %2)").arg(c.label, c.now), c.parameter);
    m_second->setCurrentIndex(std::max(0, m_second->findData(previousSecond)));
    updateSecondRange();
}

QStringList SweepPage::parameters() const
{
    QStringList names;
    for (const SweepChoice &c : m_choices)
        names << c.parameter;
    return names;
}

QString SweepPage::labelOf(const QString &parameter) const
{
    for (const SweepChoice &c : m_choices)
        if (c.parameter == parameter)
            return c.label;
    return parameter;
}

void SweepPage::select(
    const QString &parameter, qint64 from, qint64 to, const QString &second, qint64 from2, qint64 to2)
{
    if (const int index = m_parameter->findData(parameter); index >= 0) {
        m_parameter->setCurrentIndex(index);
        m_from->setValue(int(from));
        m_to->setValue(int(to));
    }
    if (const int index = m_second->findData(second); index >= 0) {
        m_second->setCurrentIndex(index);
        m_from2->setValue(int(from2));
        m_to2->setValue(int(to2));
    }
}

QWidget *SweepPage::resultView() const
{
    return m_stack->currentWidget();
}

void SweepPage::setViewOnly()
{
    for (QWidget *w : std::initializer_list<QWidget *> {m_parameterLabel, m_parameter, m_fromLabel, m_from, m_toLabel,
             m_to, m_run, m_secondLabel, m_second, m_from2Label, m_from2, m_to2Label, m_to2})
        w->hide();
}

void SweepPage::setRunnable(bool runnable, bool running)
{
    m_run->setEnabled(runnable && !running && !m_choices.isEmpty());
    for (QWidget *w : std::initializer_list<QWidget *> {m_parameter, m_from, m_to, m_second})
        w->setEnabled(!running);
    const bool two = !m_second->currentData().toString().isEmpty();
    for (QWidget *w : std::initializer_list<QWidget *> {m_from2, m_to2})
        w->setEnabled(!running && two);
}

void SweepPage::updateSecondRange()
{
    const int index = m_second->currentIndex() - 1; // after "none"
    const bool two = index >= 0 && index < m_choices.size();
    m_from2->setEnabled(two && m_second->isEnabled());
    m_to2->setEnabled(two && m_second->isEnabled());
    if (!two)
        return;
    SweepChoices::showRange(m_choices[index], m_from2, m_to2, 1);
}

void SweepPage::updateRange()
{
    const int index = m_parameter->currentIndex();
    if (index < 0 || index >= m_choices.size())
        return;
    // Two steps either side of today's value: enough to see a trend.
    SweepChoices::showRange(m_choices[index], m_from, m_to, 2);
}

void SweepPage::fillViews(const FigureTexts &texts)
{
    const QString previous = m_view->currentData().toString();
    const QSignalBlocker block(m_view);
    m_view->clear();
    const bool grid = m_sweep && m_sweep->axes.size() == 2;
    if (grid) {
        // A heatmap shows one number per cell: the gap first, then each seat's own.
        m_view->addItem(tr("Gap between the seats"), u"view:gap"_s);
        m_view->addItem(tr("Game length"), u"view:length"_s);
        int players = 0;
        for (const auto &p : m_sweep->points)
            players = std::max(players, int(p.report.seats.size()));
        for (int seat = 0; seat < players; ++seat)
            m_view->addItem(tr("Win rate of seat %1").arg(seat + 1), u"view:win-rate:%1"_s.arg(seat));
        for (int seat = 0; seat < players; ++seat)
            m_view->addItem(tr("Mean score of seat %1").arg(seat + 1), u"view:score:%1"_s.arg(seat));
    } else {
        m_view->addItem(tr("Win rate per seat"), u"view:win-rates"_s);
        m_view->addItem(tr("Gap between the seats"), u"view:gap"_s);
        m_view->addItem(tr("Mean score per seat"), u"view:scores"_s);
        m_view->addItem(tr("Game length"), u"view:length"_s);
    }
    std::set<std::string> figures;
    if (m_sweep)
        for (const auto &p : m_sweep->points)
            for (const auto &entry : p.report.figures)
                figures.insert(entry.first);
    for (const auto &id : figures)
        m_view->addItem(texts.figureLabel(QString::fromStdString(id)), QString::fromStdString(id));
    // A new grid opens on the gap, the figure it is run for.
    const int keep = m_view->findData(previous);
    m_view->setCurrentIndex(keep >= 0 ? keep : grid ? std::max(0, m_view->findData(u"view:gap"_s)) : 0);
}

void SweepPage::show(const SweepReport *sweep, const FigureTexts &texts)
{
    m_sweep = sweep;
    m_texts = &texts;
    fillViews(texts);
    refresh();
}

void SweepPage::refresh()
{
    QChart *chart = m_chartView->chart();
    if (!m_sweep || !m_texts) {
        LabCharts::placeholder(chart, tr("Sweep"));
        m_summary->setText(tr("Choose a parameter and a range, then run the sweep."));
        m_stack->setCurrentWidget(m_chartView);
        return;
    }
    const QString view = m_view->currentData().toString();
    if (m_sweep->axes.size() == 2) {
        showHeatmap(view);
        return;
    }
    m_stack->setCurrentWidget(m_chartView);
    LabCharts::SweepView kind = LabCharts::SweepView::Figure;
    if (view == u"view:win-rates"_s)
        kind = LabCharts::SweepView::WinRates;
    else if (view == u"view:gap"_s)
        kind = LabCharts::SweepView::Gap;
    else if (view == u"view:scores"_s)
        kind = LabCharts::SweepView::Scores;
    else if (view == u"view:length"_s)
        kind = LabCharts::SweepView::Length;
    const QString parameter = labelOf(QString::fromStdString(m_sweep->parameter));
    LabCharts::sweep(chart, *m_sweep, kind, view.toStdString(), parameter, *m_texts);

    QStringList lines = balanceSummary(parameter);
    for (const SweepPoint &p : m_sweep->points) {
        if (!p.errors.empty())
            lines << tr("%1 = %2 was not played: %3")
                         .arg(parameter)
                         .arg(p.value)
                         .arg(LabText::diagnostics(p.errors, m_variantTexts));
        else if (!p.played())
            lines << tr("%1 = %2 was not played: the sweep was cancelled first.").arg(parameter).arg(p.value);
    }
    m_summary->setText(lines.join(u'\n'));
}

namespace {

// A number of games to two significant digits, rounded up (12,345 → 13,000).
qint64 roughly(double games)
{
    const double step = std::pow(10.0, std::max(0.0, std::floor(std::log10(std::max(games, 1.0))) - 1));
    return qint64(std::ceil(games / step) * step);
}

} // namespace

// What the games say about balance: the most balanced value when it stands
// out, else that none does, which values are alike and how many games
// would tell the best two apart.
QStringList SweepPage::balanceSummary(const QString &parameter) const
{
    const BestChoice &b = m_sweep->balance;
    if (b.best < 0)
        return {};
    const SweepPoint &p = m_sweep->points[std::size_t(b.best)];
    const int decimals = 100 * p.gap.halfWidth() < 0.1 ? 2 : 1;
    const auto points = [&](double share) { return QLocale().toString(100 * share, 'f', decimals); };
    QStringList lines;
    if (m_sweep->axes.size() == 2) {
        if (b.standsOut) {
            lines << tr("Most balanced: %1. There seat %2 wins most and seat %3 least, %4 points apart (95% interval "
                        "%5 to %6).")
                         .arg(cellName(std::size_t(b.best)))
                         .arg(p.mostWins + 1)
                         .arg(p.fewestWins + 1)
                         .arg(points(p.gap.value), points(p.gap.low), points(p.gap.high));
            lines << tr("Every other cell is less balanced by more than the uncertainty of the difference.");
        } else {
            lines << tr("No cell stands out at this number of games: %n cell(s), outlined, cannot be told apart from "
                        "the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).",
                nullptr, int(b.alike.size()))
                         .arg(
                             cellName(std::size_t(b.best)), points(p.gap.value), points(p.gap.low), points(p.gap.high));
            if (b.runnerUp >= 0 && std::isfinite(b.gamesToTell))
                lines << tr("About %L1 games per cell would tell the best two apart, if their difference is what "
                            "these games show.")
                             .arg(roughly(b.gamesToTell));
            else if (b.runnerUp >= 0)
                lines << tr("The best two are exactly as balanced in these games: no number of games would tell them "
                            "apart.");
        }
    } else if (b.standsOut) {
        lines << tr("Most balanced: %1 = %2. There seat %3 wins most and seat %4 least, %5 points apart (95% interval "
                    "%6 to %7).")
                     .arg(parameter)
                     .arg(p.value)
                     .arg(p.mostWins + 1)
                     .arg(p.fewestWins + 1)
                     .arg(points(p.gap.value), points(p.gap.low), points(p.gap.high));
        lines << tr("Every other value is less balanced by more than the uncertainty of the difference.");
    } else {
        QStringList alike;
        for (const int i : b.alike)
            alike << QString::number(m_sweep->points[std::size_t(i)].value);
        lines << tr("No value stands out at this number of games: %1 = %2 cannot be told apart from the most "
                    "balanced, %3 (seats %4 points apart, 95% interval %5 to %6).")
                     .arg(parameter, QLocale().createSeparatedList(alike))
                     .arg(p.value)
                     .arg(points(p.gap.value), points(p.gap.low), points(p.gap.high));
        if (b.runnerUp >= 0 && std::isfinite(b.gamesToTell))
            lines << tr("About %L1 games per value would tell the best two apart, if their difference is what these "
                        "games show.")
                         .arg(roughly(b.gamesToTell));
        else if (b.runnerUp >= 0)
            lines << tr("The best two are exactly as balanced in these games: no number of games would tell them "
                        "apart.");
    }
    // The gaps' intervals allow for the pick of their two seats (core/measures.h, WinRateSpread).
    lines << tr("Each gap's interval allows for its two seats being picked from the same games: where it leaves out "
                "zero, the seats differ beyond chance.");
    return lines;
}

QString SweepPage::cellName(std::size_t point) const
{
    QStringList parts;
    const SweepPoint &p = m_sweep->points[point];
    for (std::size_t a = 0; a < m_sweep->axes.size() && a < p.at.size(); ++a)
        parts << tr("%1 = %2").arg(labelOf(QString::fromStdString(m_sweep->axes[a].parameter)),
            QString::fromStdString(m_sweep->axes[a].valueText(p.at[a])));
    return QLocale().createSeparatedList(parts);
}

// The grid as a heatmap of the figure `view` names, the cells alike with
// the most balanced outlined.
void SweepPage::showHeatmap(const QString &view)
{
    const SweepAxis &rows = m_sweep->axes[0], &columns = m_sweep->axes[1];
    HeatmapView::Grid grid;
    grid.rowTitle = labelOf(QString::fromStdString(rows.parameter));
    grid.columnTitle = labelOf(QString::fromStdString(columns.parameter));
    for (std::size_t i = 0; i < rows.size(); ++i)
        grid.rows << QString::fromStdString(rows.valueText(i));
    for (std::size_t j = 0; j < columns.size(); ++j)
        grid.columns << QString::fromStdString(columns.valueText(j));
    grid.legendTitle = m_view->currentText();
    const auto seatOf = [&view] { return view.section(u':', 2).toInt(); };
    bool share = false;
    for (const SweepPoint &p : m_sweep->points) {
        HeatmapView::Cell cell;
        if (p.played()) {
            const auto seat = std::size_t(seatOf());
            if (view == u"view:gap"_s) {
                cell.value = p.gap;
                share = true;
            } else if (view == u"view:length"_s) {
                cell.value = p.report.length;
            } else if (view.startsWith(u"view:win-rate:"_s) && seat < p.report.seats.size()) {
                const auto &s = p.report.seats[seat];
                cell.value = Estimate {s.winRate, s.winRateLow, s.winRateHigh, p.report.games, true};
                share = true;
            } else if (view.startsWith(u"view:score:"_s) && seat < p.report.seats.size()) {
                cell.value = p.report.seats[seat].score;
            } else if (const auto it = p.report.figures.find(view.toStdString()); it != p.report.figures.end()) {
                cell.value = it->second;
                share = it->second.share;
            }
        }
        grid.cells.push_back(cell);
    }
    for (const int i : m_sweep->balance.alike)
        if (i >= 0 && std::size_t(i) < grid.cells.size())
            grid.cells[std::size_t(i)].marked = true;
    grid.markNote = m_sweep->balance.standsOut
        ? tr("Outlined: the most balanced cell, standing out from the others.")
        : tr("Outlined: the most balanced cell and those that cannot be told apart from it.");
    grid.scale = share ? 100 : 1;
    grid.decimals = share || view == u"view:length"_s ? 1 : 2;
    if (view == u"view:gap"_s)
        grid.legendTitle = tr("Gap between the seats (points)");
    else if (view.startsWith(u"view:win-rate:"_s))
        grid.legendTitle = tr("Win rate of seat %1 (%)").arg(seatOf() + 1);
    else if (view == u"view:length"_s)
        grid.legendTitle = tr("Decisions per game");
    //: The heatmap's title: %1 the figure shown, %2 and %3 the two swept parameters.
    grid.title = tr("%1 by %2 and %3").arg(m_view->currentText(), grid.rowTitle, grid.columnTitle);
    m_heatmap->setGrid(std::move(grid));
    m_stack->setCurrentWidget(m_heatmap);

    QStringList lines = balanceSummary(QString());
    for (std::size_t i = 0; i < m_sweep->points.size(); ++i) {
        const SweepPoint &p = m_sweep->points[i];
        if (!p.errors.empty())
            //: %1 names a cell of a grid ("Cards in hand = 3, Dynamite = 2"), %2 why it was not played.
            lines << tr("%1 was not played: %2").arg(cellName(i), LabText::diagnostics(p.errors, m_variantTexts));
        else if (!p.played())
            lines << tr("%1 was not played: the sweep was cancelled first.").arg(cellName(i));
    }
    m_summary->setText(lines.join(u'\n'));
}

void SweepPage::retranslate(const FigureTexts &texts)
{
    m_parameterLabel->setText(tr("P&arameter:"));
    m_fromLabel->setText(tr("&From:"));
    m_toLabel->setText(tr("&To:"));
    m_run->setText(tr("Run s&weep"));
    m_showLabel->setText(tr("S&how:"));
    //: Before the second parameter of a sweep: "Parameter: Cards in hand … and: Dynamite …".
    m_secondLabel->setText(tr("a&nd:"));
    m_from2Label->setText(tr("Fro&m:"));
    m_to2Label->setText(tr("T&o:"));
    if (m_second->count() > 0)
        m_second->setItemText(0, tr("none"));
    m_note->setText(
        tr("A sweep plays the edited rules with one parameter set to each value in turn, every value on the same "
           "seeds. The band around a line is its 95% interval. The most balanced value is the one where the seat "
           "that wins most and the seat that wins least are closest, marked only when it stands out from the others "
           "by more than the uncertainty."));
    LabChartView::retranslate(m_chartView);
    m_texts = &texts;
    fillViews(texts);
    refresh();
}
