#include "sweeppage.h"

#include "pagescroll.h"

#include "heatmapview.h"
#include "labcharts.h"
#include "labchartview.h"
#include "labtext.h"
#include "measurechoices.h"
#include "simreport/sweepvalues.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

SweepPage::SweepPage(RunRequest onRun, std::function<void(const QString &)> report, QWidget *parent)
    : QWidget(parent), m_onRun(std::move(onRun))
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    // Top to bottom as the page reads, which is also its tab order.
    createFirstParameterRow(layout);
    createSecondParameterRow(layout);
    createViewRow(layout);
    createResultArea(layout, std::move(report));
    // Controls, explanation, result and summary are taller than a small
    // screen's room for the page: it scrolls down.
    PageScroll::fill(this, page, u"sweepScroll"_s);
    connectSignals();
}

// The parameter to sweep, its range (or its lists) and the run button.
void SweepPage::createFirstParameterRow(QVBoxLayout *layout)
{
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
    // A list parameter's values: whole lists, written as the CLI takes them.
    m_valuesLabel = new QLabel;
    m_values = new QLineEdit;
    m_values->setObjectName(u"sweepValues"_s);
    m_values->setMinimumWidth(220);
    m_valuesLabel->setBuddy(m_values);
    m_run = new QPushButton;
    m_run->setObjectName(u"runSweep"_s);
    for (QWidget *w : std::initializer_list<QWidget *> {
             m_parameterLabel, m_parameter, m_fromLabel, m_from, m_toLabel, m_to, m_valuesLabel, m_values, m_run})
        controls->addWidget(w);
    controls->addStretch(1);
    layout->addLayout(controls);
}

// The second parameter, none by default: with one, a grid.
void SweepPage::createSecondParameterRow(QVBoxLayout *layout)
{
    auto *second = new QHBoxLayout;
    m_secondLabel = new QLabel;
    m_second = new QComboBox;
    m_second->setObjectName(u"sweepSecond"_s);
    m_second->setMinimumContentsLength(18);
    m_second->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_secondLabel->setBuddy(m_second);
    m_from2Label = new QLabel;
    m_from2 = new QSpinBox;
    m_from2->setObjectName(u"sweepFrom2"_s);
    m_from2Label->setBuddy(m_from2);
    m_to2Label = new QLabel;
    m_to2 = new QSpinBox;
    m_to2->setObjectName(u"sweepTo2"_s);
    m_to2Label->setBuddy(m_to2);
    m_values2Label = new QLabel;
    m_values2 = new QLineEdit;
    m_values2->setObjectName(u"sweepValues2"_s);
    m_values2->setMinimumWidth(220);
    m_values2Label->setBuddy(m_values2);
    for (QWidget *w : std::initializer_list<QWidget *> {
             m_secondLabel, m_second, m_from2Label, m_from2, m_to2Label, m_to2, m_values2Label, m_values2})
        second->addWidget(w);
    second->addStretch(1);
    layout->addLayout(second);
}

// What the result shows, on a row of its own: beside the parameters it
// left them no room for their names.
void SweepPage::createViewRow(QVBoxLayout *layout)
{
    m_showLabel = new QLabel;
    m_view = new QComboBox;
    m_view->setObjectName(u"sweepView"_s);
    m_showLabel->setBuddy(m_view);
    m_view->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *show = new QHBoxLayout;
    show->addWidget(m_showLabel);
    show->addWidget(m_view);
    show->addStretch(1);
    layout->addLayout(show);
}

// The note, the chart or heatmap (one at a time) and the summary.
void SweepPage::createResultArea(QVBoxLayout *layout, std::function<void(const QString &)> report)
{
    m_note = new QLabel;
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_chartView = LabChartView::make(u"sweepChart"_s, std::move(report), [this] { return caption(); });
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
}

void SweepPage::connectSignals()
{
    connect(m_parameter, &QComboBox::currentIndexChanged, this, &SweepPage::updateRange);
    SweepChoices::linkRange(m_from, m_to);
    connect(m_second, &QComboBox::currentIndexChanged, this, &SweepPage::updateSecondRange);
    SweepChoices::linkRange(m_from2, m_to2);
    connect(m_run, &QPushButton::clicked, this, [this] {
        const QString other = m_second->currentData().toString();
        m_onRun(m_parameter->currentData().toString(), valuesOf(m_parameter, m_from, m_to, m_values), other,
            other.isEmpty() ? QString() : valuesOf(m_second, m_from2, m_to2, m_values2));
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

QString SweepPage::valuesOf(
    const QComboBox *choice, const QSpinBox *from, const QSpinBox *to, const QLineEdit *values) const
{
    const int index = choice == m_second ? choice->currentIndex() - 1 : choice->currentIndex();
    if (index >= 0 && index < m_choices.size() && m_choices[index].list)
        return values->text();
    return u"%1..%2"_s.arg(from->value()).arg(to->value());
}

void SweepPage::selectAxis(const SweepAxis &axis, QComboBox *choice, QSpinBox *from, QSpinBox *to, QLineEdit *values)
{
    const int index = choice->findData(QString::fromStdString(axis.parameter));
    if (index < 0)
        return;
    choice->setCurrentIndex(index);
    if (axis.isList()) {
        QStringList lists;
        for (const auto &list : axis.lists)
            lists << SweepValues::listText(list);
        values->setText(lists.join(u", "_s));
    } else if (!axis.values.empty()) {
        from->setValue(int(*std::min_element(axis.values.begin(), axis.values.end())));
        to->setValue(int(*std::max_element(axis.values.begin(), axis.values.end())));
    }
}

void SweepPage::select(const std::vector<SweepAxis> &axes)
{
    if (!axes.empty())
        selectAxis(axes[0], m_parameter, m_from, m_to, m_values);
    if (axes.size() > 1)
        selectAxis(axes[1], m_second, m_from2, m_to2, m_values2);
    else
        m_second->setCurrentIndex(0);
}

QWidget *SweepPage::resultView() const
{
    return m_stack->currentWidget();
}

void SweepPage::setViewOnly()
{
    m_viewOnly = true;
    for (QWidget *w : std::initializer_list<QWidget *> {m_parameterLabel, m_parameter, m_fromLabel, m_from, m_toLabel,
             m_to, m_valuesLabel, m_values, m_run, m_secondLabel, m_second, m_from2Label, m_from2, m_to2Label, m_to2,
             m_values2Label, m_values2})
        w->hide();
}

void SweepPage::setRunnable(bool runnable, bool running)
{
    m_run->setEnabled(runnable && !running && !m_choices.isEmpty());
    for (QWidget *w : std::initializer_list<QWidget *> {m_parameter, m_from, m_to, m_values, m_second})
        w->setEnabled(!running);
    const bool two = !m_second->currentData().toString().isEmpty();
    for (QWidget *w : std::initializer_list<QWidget *> {m_from2, m_to2, m_values2})
        w->setEnabled(!running && two);
}

// A list parameter takes its values as text, the others a range.
void SweepPage::showValuesOrRange(int choice, QWidget *fromLabel, QWidget *from, QWidget *toLabel, QWidget *to,
    QWidget *valuesLabel, QLineEdit *values)
{
    const bool list = choice >= 0 && choice < m_choices.size() && m_choices[choice].list;
    if (list)
        //: An example of a list parameter's values in a sweep, as a placeholder: two lists.
        values->setPlaceholderText(tr("for example %1, %2").arg(m_choices[choice].values, u"[1..6]"_s));
    if (m_viewOnly)
        return;
    for (QWidget *w : std::initializer_list<QWidget *> {fromLabel, from, toLabel, to})
        w->setVisible(!list);
    valuesLabel->setVisible(list);
    values->setVisible(list);
}

void SweepPage::updateSecondRange()
{
    const int index = m_second->currentIndex() - 1; // after "none"
    const bool two = index >= 0 && index < m_choices.size();
    m_from2->setEnabled(two && m_second->isEnabled());
    m_to2->setEnabled(two && m_second->isEnabled());
    m_values2->setEnabled(two && m_second->isEnabled());
    showValuesOrRange(index, m_from2Label, m_from2, m_to2Label, m_to2, m_values2Label, m_values2);
    if (!two)
        return;
    const SweepChoice &c = m_choices[index];
    if (c.list) {
        m_values2->setText(c.values);
        return;
    }
    SweepChoices::showRange(c, m_from2, m_to2, 1);
}

void SweepPage::updateRange()
{
    const int index = m_parameter->currentIndex();
    showValuesOrRange(index, m_fromLabel, m_from, m_toLabel, m_to, m_valuesLabel, m_values);
    if (index < 0 || index >= m_choices.size())
        return;
    if (m_choices[index].list) {
        m_values->setText(m_choices[index].values);
        return;
    }
    // Two steps either side of today's value: enough to see a trend.
    SweepChoices::showRange(m_choices[index], m_from, m_to, 2);
}

void SweepPage::fillViews(const FigureTexts &texts)
{
    const QString previous = m_view->currentData().toString();
    const QSignalBlocker block(m_view);
    m_view->clear();
    const bool grid = m_sweep && m_sweep->axes.size() == 2;
    int players = 0;
    std::vector<const SimulationReport *> reports;
    if (m_sweep)
        for (const auto &p : m_sweep->points)
            if (p.played()) {
                players = std::max(players, int(p.report.seats.size()));
                reports.push_back(&p.report);
            }
    if (grid) {
        // A heatmap shows one number per cell: each seat's own.
        for (int seat = 0; seat < players; ++seat)
            m_view->addItem(tr("Win rate of seat %1").arg(seat + 1), u"view:win-rate:%1"_s.arg(seat));
        for (int seat = 0; seat < players; ++seat)
            m_view->addItem(tr("Mean score of seat %1").arg(seat + 1), u"view:score:%1"_s.arg(seat));
    } else {
        m_view->addItem(tr("Win rate per seat"), u"view:win-rates"_s);
        m_view->addItem(tr("Mean score per seat"), u"view:scores"_s);
    }
    // Every measure the engine has (and the game's figures), as the balancer aims at them.
    for (const std::string &measure : MeasureChoices::available(reports))
        m_view->addItem(MeasureChoices::name(measure, texts), QString::fromStdString(measure));
    // A new grid opens on seat balance, the figure its outline is for.
    const int keep = m_view->findData(previous);
    m_view->setCurrentIndex(keep >= 0 ? keep : grid ? std::max(0, m_view->findData(u"seat_gap"_s)) : 0);
}

std::string SweepPage::measure() const
{
    const QString view = m_view->currentData().toString();
    return view.startsWith(u"view:"_s) ? std::string() : view.toStdString();
}

bool SweepPage::measureIsShare() const
{
    const std::string m = measure();
    if (!m_sweep || !m.starts_with("figure:"))
        return false;
    for (const auto &p : m_sweep->points)
        if (const auto it = p.report.figures.find(m.substr(7)); p.played() && it != p.report.figures.end())
            return it->second.share;
    return false;
}

void SweepPage::show(const SweepReport *sweep, const FigureTexts &texts, quint64 seed)
{
    m_sweep = sweep;
    m_texts = &texts;
    m_seed = seed;
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
    LabCharts::SweepView kind = LabCharts::SweepView::Measure;
    if (view == u"view:win-rates"_s)
        kind = LabCharts::SweepView::WinRates;
    else if (view == u"view:scores"_s)
        kind = LabCharts::SweepView::Scores;
    const QString parameter = labelOf(QString::fromStdString(m_sweep->parameter));
    LabCharts::sweep(chart, *m_sweep, kind, measure(), parameter, *m_texts);

    const SweepAxis &axis = m_sweep->axes.front();
    QStringList lines = balanceSummary(parameter);
    for (const SweepPoint &p : m_sweep->points) {
        const QString value = SweepValues::valueText(axis, p.at.empty() ? 0 : p.at[0]);
        if (!p.errors.empty())
            lines << tr("%1 = %2 was not played: %3")
                         .arg(parameter, value, LabText::diagnostics(p.errors, m_variantTexts));
        else if (!p.played())
            lines << tr("%1 = %2 was not played: the sweep was cancelled first.").arg(parameter, value);
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
    // A value of the first parameter ("3", or a list "[1..6]").
    const auto valueText = [this](const SweepPoint &point) {
        return SweepValues::valueText(m_sweep->axes.front(), point.at.empty() ? 0 : point.at[0]);
    };
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
                     .arg(parameter, valueText(p))
                     .arg(p.mostWins + 1)
                     .arg(p.fewestWins + 1)
                     .arg(points(p.gap.value), points(p.gap.low), points(p.gap.high));
        lines << tr("Every other value is less balanced by more than the uncertainty of the difference.");
    } else {
        QStringList alike;
        for (const int i : b.alike)
            alike << valueText(m_sweep->points[std::size_t(i)]);
        lines << tr("No value stands out at this number of games: %1 = %2 cannot be told apart from the most "
                    "balanced, %3 (seats %4 points apart, 95% interval %5 to %6).")
                     .arg(parameter, QLocale().createSeparatedList(alike), valueText(p))
                     .arg(points(p.gap.value), points(p.gap.low), points(p.gap.high));
        if (b.runnerUp >= 0 && std::isfinite(b.gamesToTell))
            lines << tr("About %L1 games per value would tell the best two apart, if their difference is what these "
                        "games show.")
                         .arg(roughly(b.gamesToTell));
        else if (b.runnerUp >= 0)
            lines << tr("The best two are exactly as balanced in these games: no number of games would tell them "
                        "apart.");
    }
    // The gaps' intervals allow for the pick of their two seats (core/simulation/measures.h, WinRateSpread).
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
            SweepValues::valueText(m_sweep->axes[a], p.at[a]));
    return QLocale().createSeparatedList(parts);
}

// The grid as a heatmap of the figure `view` names, coloured where a cell
// stands out from the grid's mean, the cells alike with the most balanced
// outlined.
void SweepPage::showHeatmap(const QString &view)
{
    const SweepAxis &rows = m_sweep->axes[0], &columns = m_sweep->axes[1];
    HeatmapView::Grid grid;
    grid.rowTitle = labelOf(QString::fromStdString(rows.parameter));
    grid.columnTitle = labelOf(QString::fromStdString(columns.parameter));
    for (std::size_t i = 0; i < rows.size(); ++i)
        grid.rows << SweepValues::valueText(rows, i);
    for (std::size_t j = 0; j < columns.size(); ++j)
        grid.columns << SweepValues::valueText(columns, j);
    const auto seat = std::size_t(view.section(u':', 2).toInt());
    const std::string shown = measure();
    for (const SweepPoint &p : m_sweep->points) {
        HeatmapView::Cell cell;
        if (p.played()) {
            if (view.startsWith(u"view:win-rate:"_s) && seat < p.report.seats.size()) {
                const auto &s = p.report.seats[seat];
                cell.value = Estimate {s.winRate, s.winRateLow, s.winRateHigh, p.report.games, true};
            } else if (view.startsWith(u"view:score:"_s) && seat < p.report.seats.size()) {
                cell.value = p.report.seats[seat].score;
            } else if (!shown.empty()) {
                cell.value = MeasureChoices::value(p.report, shown); // in its own unit
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
    if (view.startsWith(u"view:win-rate:"_s)) {
        grid.scale = 100;
        grid.decimals = 1;
        grid.legendTitle = tr("Win rate of seat %1 (%)").arg(int(seat) + 1);
    } else if (view.startsWith(u"view:score:"_s)) {
        grid.decimals = 2;
        grid.legendTitle = m_view->currentText();
    } else {
        grid.decimals = MeasureChoices::decimals(shown, measureIsShare());
        grid.legendTitle = MeasureChoices::nameWithUnit(shown, measureIsShare(), *m_texts);
    }
    //: The heatmap's title: %1 the figure shown, %2 and %3 the two swept parameters.
    grid.title = tr("%1 by %2 and %3").arg(m_view->currentText(), grid.rowTitle, grid.columnTitle);
    m_heatmap->setGrid(std::move(grid));
    m_stack->setCurrentWidget(m_heatmap);

    // Which cells stand out from the grid's mean (the heatmap's colours), first.
    QStringList lines;
    const QString mean = QLocale().toString(m_heatmap->mean(), 'f', m_heatmap->grid().decimals);
    if (m_heatmap->noneStandsOut())
        lines << tr("No cell stands out: at this number of games every cell is within the noise of the grid's mean, "
                    "%1, so every cell is grey (≈).")
                     .arg(mean);
    else if (m_heatmap->standingOut() > 0)
        lines << tr("%n cell(s) stand out from the grid's mean, %1, and are coloured by how far; the grey ones (≈) "
                    "cannot be told apart from it.",
            nullptr, m_heatmap->standingOut())
                     .arg(mean);
    lines << balanceSummary(QString());
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

QString SweepPage::caption() const
{
    if (!m_sweep || !m_texts)
        return {};
    const bool grid = m_sweep->axes.size() == 2;
    qint64 games = 0;
    QStringList bots;
    for (const SweepPoint &p : m_sweep->points)
        if (p.played()) {
            games = std::max<qint64>(games, p.report.games);
            if (bots.isEmpty())
                for (const auto &seat : p.report.seats)
                    bots << LabText::botLabel(QString::fromStdString(seat.bot));
        }
    // The figure with its unit, as the chart's axis or the heatmap's legend names it.
    const std::string shown = measure();
    const QString view = m_view->currentData().toString();
    QString figure
        = shown.empty() ? m_view->currentText() : MeasureChoices::nameWithUnit(shown, measureIsShare(), *m_texts);
    if (view == u"view:win-rates"_s || view.startsWith(u"view:win-rate:"_s))
        figure = tr("%1 (%2)").arg(m_view->currentText(), u"%"_s);
    QStringList lines;
    lines << (grid ? tr("%1. %L2 games per cell on the same seeds, seed %3; computer players: %4.")
                   : tr("%1. %L2 games per value on the same seeds, seed %3; computer players: %4."))
                 .arg(figure)
                 .arg(games)
                 .arg(m_seed)
                 .arg(bots.count(bots.value(0)) == bots.size() && bots.size() > 1
                         //: The bots of a run when every seat has the same one: %1 is the bot ("Heuristic").
                         ? tr("%1 in every seat").arg(bots.value(0))
                         : bots.join(u", "_s));
    if (grid && m_stack->currentWidget() == m_heatmap) {
        const QString mean = QLocale().toString(m_heatmap->mean(), 'f', m_heatmap->grid().decimals);
        lines << (m_heatmap->noneStandsOut()
                ? tr("No cell stands out from the grid's mean, %1: every difference is within the noise.").arg(mean)
                : tr("Coloured: the %n cell(s) that stand out from the grid's mean, %1; grey (≈): the others.", nullptr,
                    m_heatmap->standingOut())
                      .arg(mean));
    }
    lines << tr("Intervals are 95%.");
    return lines.join(u'\n');
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
    //: Before a list parameter's values in a sweep, each a whole list: "[1..6], [1..8]".
    m_valuesLabel->setText(tr("&Values:"));
    m_values2Label->setText(tr("Val&ues:"));
    const QString listsTip = tr("One list per value of the sweep, as on the command line: for example [1..10], "
                                "[1..8], [0,2,4,6,8].");
    m_values->setToolTip(listsTip);
    m_values2->setToolTip(listsTip);
    if (m_second->count() > 0)
        m_second->setItemText(0, tr("none"));
    m_note->setText(
        tr("A sweep plays the edited rules with one parameter set to each value in turn, every value on the same "
           "seeds. The band around a line is its 95% interval. The most balanced value is the one where the seat "
           "that wins most and the seat that wins least are closest, marked only when it stands out from the others "
           "by more than the uncertainty. A grid of two parameters colours only the cells that stand out from its "
           "mean; the others are grey."));
    LabChartView::retranslate(m_chartView);
    m_texts = &texts;
    fillViews(texts);
    refresh();
}
