#include "comparisonpage.h"

#include "coursechart.h"
#include "labcharts.h"
#include "labchartview.h"
#include "labtext.h"

#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

ComparisonPage::ComparisonPage(std::function<void(const QString &)> report, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    m_chartGrid = new QWidget;
    m_chartGrid->setObjectName(u"chartGrid"_s);
    auto *grid = new QGridLayout(m_chartGrid);
    grid->setContentsMargins(0, 0, 0, 0);
    m_winRateView = LabChartView::make(u"winRateChart"_s, report);
    m_figureView = LabChartView::make(u"figureChart"_s, report);
    m_scoreView = LabChartView::make(u"scoreChart"_s, report);
    m_lengthView = LabChartView::make(u"lengthChart"_s, report);
    grid->addWidget(m_winRateView, 0, 0);
    grid->addWidget(m_figureView, 0, 1);
    grid->addWidget(m_scoreView, 1, 0);
    grid->addWidget(m_lengthView, 1, 1);
    m_course = new CourseChart(report);
    grid->addWidget(m_course, 0, 2, 2, 1);
    layout->addWidget(m_chartGrid, 1);

    auto *notable = new QWidget;
    auto *column = new QVBoxLayout(notable);
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
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_notableLabel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    column->addWidget(scroll, 1);
    notable->setFixedWidth(300);
    layout->addWidget(notable);
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
        m_notableLabel->setText(tr("Run the games to compare the edited rules with the base rules."));
        return;
    }
    LabCharts::winRates(m_winRateView->chart(), *comparison);
    LabCharts::figures(m_figureView->chart(), *comparison, texts);
    LabCharts::scores(m_scoreView->chart(), *comparison);
    LabCharts::lengths(m_lengthView->chart(), *comparison);
    m_course->show(comparison);
    m_notable = LabText::notableDifferences(*comparison, texts);
    QString text;
    if (m_notable.isEmpty())
        text = tr("None: every difference lies within its 95% interval of zero, so these games cannot tell the "
                  "rules apart. More games narrow the intervals.");
    else
        for (const QString &line : std::as_const(m_notable))
            text += u"• "_s + line + u'\n';
    m_notableLabel->setText(text.trimmed());
}

void ComparisonPage::retranslate()
{
    m_notableTitle->setText(tr("Notable differences"));
    for (QChartView *view : {m_winRateView, m_scoreView, m_lengthView, m_figureView})
        LabChartView::retranslate(view);
    m_course->retranslate();
}
