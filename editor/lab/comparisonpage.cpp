#include "comparisonpage.h"

#include "coursechart.h"
#include "labcharts.h"
#include "labchartview.h"
#include "labtext.h"
#include "pagescroll.h"

#include "core/simulation/notabledifferences.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

ComparisonPage::ComparisonPage(std::function<void(const QString &)> report, QWidget *parent) : QWidget(parent)
{
    m_chartGrid = new QWidget;
    m_chartGrid->setObjectName(u"chartGrid"_s);
    m_grid = new QGridLayout(m_chartGrid);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_winRateView = LabChartView::make(u"winRateChart"_s, report);
    m_figureView = LabChartView::make(u"figureChart"_s, report);
    m_scoreView = LabChartView::make(u"scoreChart"_s, report);
    m_lengthView = LabChartView::make(u"lengthChart"_s, report);
    m_course = new CourseChart(report);
    // Tall enough for a title of two lines (a mean under it), a legend and
    // an upright axis title in a large font; the page scrolls.
    for (QChartView *view : {m_winRateView, m_figureView, m_scoreView, m_lengthView})
        view->setMinimumHeight(300);

    m_notableBox = new QWidget;
    auto *column = new QVBoxLayout(m_notableBox);
    column->setContentsMargins(0, 0, 0, 0);
    m_notableTitle = new QLabel;
    QFont bold = m_notableTitle->font();
    bold.setBold(true);
    m_notableTitle->setFont(bold);
    column->addWidget(m_notableTitle);
    m_notableLabel = new QLabel;
    m_notableLabel->setObjectName(u"notableDifferences"_s);
    m_notableLabel->setWordWrap(true);
    m_notableLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_notableLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *notableScroll = new QScrollArea;
    notableScroll->setWidget(m_notableLabel);
    notableScroll->setWidgetResizable(true);
    notableScroll->setFrameShape(QFrame::NoFrame);
    column->addWidget(notableScroll, 1);

    auto *content = new QWidget;
    m_columns = new QBoxLayout(QBoxLayout::LeftToRight, content);
    m_columns->setContentsMargins(0, 0, 0, 0);
    m_columns->addWidget(m_chartGrid, 1);
    m_columns->addWidget(m_notableBox);
    PageScroll *scroll = PageScroll::fill(this, content, u"comparisonScroll"_s);
    arrange(false);
    // As narrow as two columns of charts (the narrow arrangement's least
    // width, fixed: the wide one's would keep it wide), never narrower.
    scroll->setMinimumWidth(scroll->minimumSizeHint().width());
    arrange(true);
}

void ComparisonPage::arrange(bool wide)
{
    if (m_wide == int(wide))
        return;
    m_wide = int(wide);
    for (QWidget *chart :
        std::initializer_list<QWidget *> {m_winRateView, m_figureView, m_scoreView, m_lengthView, m_course})
        m_grid->removeWidget(chart);
    if (wide) {
        m_grid->addWidget(m_winRateView, 0, 0);
        m_grid->addWidget(m_figureView, 0, 1);
        m_grid->addWidget(m_scoreView, 1, 0);
        m_grid->addWidget(m_lengthView, 1, 1);
        m_grid->addWidget(m_course, 0, 2, 2, 1);
    } else {
        // The game's figures the whole width: their names need it.
        m_grid->addWidget(m_winRateView, 0, 0);
        m_grid->addWidget(m_course, 0, 1);
        m_grid->addWidget(m_scoreView, 1, 0);
        m_grid->addWidget(m_lengthView, 1, 1);
        m_grid->addWidget(m_figureView, 2, 0, 1, 2);
    }
    m_grid->setColumnStretch(2, wide ? 1 : 0);
    m_grid->setRowStretch(2, wide ? 0 : 1);
    m_columns->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    if (wide) {
        m_notableBox->setFixedWidth(300);
    } else {
        m_notableBox->setMinimumWidth(0);
        m_notableBox->setMaximumWidth(QWIDGETSIZE_MAX);
    }
}

void ComparisonPage::resizeEvent(QResizeEvent *event)
{
    // Wide enough for three columns of charts at their least and the
    // notable differences beside them.
    const int spacing = std::max(0, m_grid->spacing());
    arrange(event->size().width() >= 3 * m_winRateView->minimumWidth() + 300 + 4 * spacing + 24);
    QWidget::resizeEvent(event);
}

QChartView *ComparisonPage::chartView(Chart which) const
{
    switch (which) {
    case Chart::WinRates:
        return m_winRateView;
    case Chart::Scores:
        return m_scoreView;
    case Chart::Lengths:
        return m_lengthView;
    case Chart::Figures:
        return m_figureView;
    }
    return nullptr;
}

void ComparisonPage::show(const ComparisonReport *comparison, const FigureTexts &texts)
{
    if (!comparison) {
        LabCharts::placeholder(m_winRateView->chart(), tr("Win rate per seat"));
        LabCharts::placeholder(m_figureView->chart(), tr("The game's own figures (all seats)"));
        LabCharts::placeholder(m_scoreView->chart(), tr("Score distribution (all seats)"));
        LabCharts::placeholder(m_lengthView->chart(), tr("Game length"));
        m_course->show(nullptr);
        m_notable.clear();
        m_tested = 0;
        m_notableLabel->setText(tr("Run the games to compare the edited rules with the base rules."));
        return;
    }
    LabCharts::winRates(m_winRateView->chart(), *comparison, m_names);
    LabCharts::figures(m_figureView->chart(), *comparison, texts, m_names);
    // A figure's name on two lines beside its bars needs their height:
    // the chart grows with the game's figures.
    int figures = 0;
    if (const auto *names = qobject_cast<QBarCategoryAxis *>(m_figureView->chart()->axes(Qt::Vertical).value(0)))
        figures = int(names->count());
    m_figureView->setMinimumHeight(std::max(300, 150 + 52 * figures));
    LabCharts::scores(m_scoreView->chart(), *comparison, m_names);
    LabCharts::lengths(m_lengthView->chart(), *comparison, m_names);
    m_course->show(comparison);
    const DifferenceTests tests = testDifferences(*comparison);
    m_notable = LabText::notableDifferences(tests, 0, texts);
    m_tested = int(tests.count());
    QString text;
    if (m_notable.isEmpty())
        text = tr("None: no difference stands out, so these games cannot tell the rules apart. More games narrow "
                  "the intervals.");
    else
        for (const QString &line : std::as_const(m_notable))
            text += u"• "_s + line + u'\n';
    //: Below the notable differences of a comparison.
    text += u'\n'
        + tr("Notable: a difference that stands out after Holm's correction over all the %n difference(s) "
             "tested here, so that even if the rules changed nothing, the chance of listing one is 5%.",
            nullptr, m_tested);
    m_notableLabel->setText(text.trimmed());
}

void ComparisonPage::setNames(const ComparedNames &names)
{
    m_names = names;
    m_course->setNames(names);
}

void ComparisonPage::retranslate()
{
    m_notableTitle->setText(tr("Notable differences"));
    for (QChartView *view : {m_winRateView, m_scoreView, m_lengthView, m_figureView})
        LabChartView::retranslate(view);
    m_course->retranslate();
}
