#include "coursechart.h"

#include "chartparts.h"
#include "labcharts.h"
#include "labchartview.h"
#include "labtext.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr CourseFigure kFigures[] {
    CourseFigure::LeaderMargin, CourseFigure::LeaderScore, CourseFigure::Total, CourseFigure::CardsLeft};

// A line with its interval as a band beneath it, and a tip per point.
void addLine(QChart *chart, QValueAxis *x, QValueAxis *y, const std::array<Estimate, kCourseTenths> &points,
    const QString &id, const QString &name, const QColor &colour, int index)
{
    auto *band = new QAreaSeries;
    auto *upper = new QLineSeries(band);
    auto *lower = new QLineSeries(band);
    auto *line = new QLineSeries;
    QStringList tips;
    for (int tenth = 1; tenth <= kCourseTenths; ++tenth) {
        const Estimate &e = points[std::size_t(tenth - 1)];
        upper->append(10.0 * tenth, e.high);
        lower->append(10.0 * tenth, e.low);
        line->append(10.0 * tenth, e.value);
        tips << CourseChart::tr("%1 at %2% of the game: %3 (%4)")
                    .arg(name)
                    .arg(10 * tenth)
                    .arg(QLocale().toString(e.value, 'f', 2), LabText::interval(e));
    }
    band->setUpperSeries(upper);
    band->setLowerSeries(lower);
    band->setObjectName(u"band-"_s + id);
    QColor fill = colour;
    fill.setAlpha(45);
    band->setBrush(fill);
    band->setPen(Qt::NoPen);
    ChartParts::attach(chart, band, x, y);
    ChartParts::hideFromLegend(chart, band);

    line->setObjectName(id);
    line->setName(name);
    ChartParts::styleLine(line, index, colour);
    line->setPointsVisible(true);
    ChartParts::attach(chart, line, x, y);
    QObject::connect(line, &QLineSeries::hovered, line, [tips](const QPointF &point, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        const int tenth = std::clamp(int(std::lround(point.x() / 10)), 1, kCourseTenths);
        QToolTip::showText(QCursor::pos(), tips.value(tenth - 1));
    });
}

} // namespace

CourseChart::CourseChart(std::function<void(const QString &)> report, QWidget *parent) : QWidget(parent)
{
    setObjectName(u"course"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_label = new QLabel;
    m_choice = new QComboBox;
    m_choice->setObjectName(u"courseFigure"_s);
    m_label->setBuddy(m_choice);
    row->addWidget(m_label);
    row->addWidget(m_choice);
    row->addStretch(1);
    layout->addLayout(row);
    m_view = LabChartView::make(u"courseChart"_s, std::move(report));
    layout->addWidget(m_view, 1);
    QObject::connect(m_choice, &QComboBox::currentIndexChanged, m_view, [this] { redraw(); });
    retranslate();
}

QString CourseChart::figureName(CourseFigure figure)
{
    switch (figure) {
    case CourseFigure::LeaderMargin:
        return tr("Leader's margin");
    case CourseFigure::LeaderScore:
        return tr("Leader's score");
    case CourseFigure::Total:
        return tr("Total of all scores");
    case CourseFigure::CardsLeft:
        return tr("Cards left to draw");
    }
    return {};
}

CourseFigure CourseChart::figure() const
{
    return m_choice->currentIndex() < 0 ? CourseFigure::LeaderMargin : CourseFigure(m_choice->currentData().toInt());
}

void CourseChart::choose(CourseFigure figure)
{
    if (const int i = m_choice->findData(int(figure)); i >= 0)
        m_choice->setCurrentIndex(i);
}

void CourseChart::fillChoices()
{
    const CourseFigure was = figure();
    const QSignalBlocker quiet(m_choice);
    m_choice->clear();
    for (const CourseFigure f : kFigures)
        if (!m_shown || (m_base.has(f) && m_edited.has(f)))
            m_choice->addItem(figureName(f), int(f));
    const int i = m_choice->findData(int(was));
    m_choice->setCurrentIndex(i >= 0 ? i : 0);
}

void CourseChart::show(const ComparisonReport *comparison)
{
    m_shown = comparison && comparison->games > 0 && comparison->base.measures.course.has(CourseFigure::Total)
        && comparison->house.measures.course.has(CourseFigure::Total);
    if (m_shown) {
        m_base = comparison->base.measures.course;
        m_edited = comparison->house.measures.course;
    }
    fillChoices();
    redraw();
}

void CourseChart::redraw()
{
    if (!m_shown) {
        LabCharts::placeholder(m_view->chart(), tr("Over the course of a game"));
        return;
    }
    draw(m_view->chart(), m_base, m_edited, figure(), m_names);
}

void CourseChart::setNames(const ComparedNames &names)
{
    m_names = names;
    redraw();
}

void CourseChart::retranslate()
{
    m_label->setText(tr("Figure:"));
    m_choice->setToolTip(tr("What the chart follows through the game: the leading score minus the second, the "
                            "leading score, all scores added up, or the cards left to draw"));
    fillChoices();
    redraw();
    LabChartView::retranslate(m_view);
}

void CourseChart::draw(QChart *chart, const CourseReport &base, const CourseReport &edited, CourseFigure figure,
    const ComparedNames &names)
{
    const QString name = figureName(figure);
    ChartParts::reset(chart, tr("Over the course of a game: %1").arg(name));
    const auto &basePoints = base.figures[std::size_t(figure)];
    const auto &editedPoints = edited.figures[std::size_t(figure)];
    double low = INFINITY, high = -INFINITY;
    for (const auto *points : {&basePoints, &editedPoints})
        for (const Estimate &e : *points) {
            low = std::min(low, e.low);
            high = std::max(high, e.high);
        }
    const double pad = std::max(0.05 * (high - low), 0.1);
    // The share of the game's decisions played (core/simulation/course.h); a label at
    // every other tenth, so that they fit a narrow chart.
    auto *x = ChartParts::valueAxis(tr("Game played (%)"), 5, 105);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(20);
    x->setTickInterval(20);
    // From zero for figures that never go below it (all of them in the four
    // games). Untitled: the chart's title names the figure, and a chart on
    // a small screen has no room for it upright.
    auto *y = ChartParts::valueAxis(QString(), low >= 0 ? 0.0 : low - pad, high + pad, "%.1f");
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    addLine(chart, x, y, basePoints, u"base"_s, names.baseOr(tr("Base rules")), ChartParts::kBase, 0);
    addLine(chart, x, y, editedPoints, u"edited"_s, names.editedOr(tr("Edited rules")), ChartParts::kEdited, 1);
}
