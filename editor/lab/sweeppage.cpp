#include "sweeppage.h"

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
#include <QVBoxLayout>

#include <cmath>
#include <set>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

SweepPage::SweepPage(RunRequest onRun, std::function<void(const QString &)> report, QWidget *parent)
    : QWidget(parent), m_onRun(std::move(onRun))
{
    auto *layout = new QVBoxLayout(this);
    auto *controls = new QHBoxLayout;
    m_parameterLabel = new QLabel;
    m_parameter = new QComboBox;
    m_parameter->setObjectName(u"sweepParameter"_s);
    m_parameter->setMinimumContentsLength(18);
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
    controls->addSpacing(24);
    controls->addWidget(m_showLabel);
    controls->addWidget(m_view);
    controls->addStretch(1);
    layout->addLayout(controls);
    m_note = new QLabel;
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_chartView = LabChartView::make(u"sweepChart"_s, std::move(report));
    layout->addWidget(m_chartView, 1);
    m_summary = new QLabel;
    m_summary->setObjectName(u"sweepSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    connect(m_parameter, &QComboBox::currentIndexChanged, this, &SweepPage::updateRange);
    connect(m_from, &QSpinBox::valueChanged, this, [this](int from) {
        if (m_to->value() < from)
            m_to->setValue(from);
    });
    connect(m_to, &QSpinBox::valueChanged, this, [this](int to) {
        if (m_from->value() > to)
            m_from->setValue(to);
    });
    connect(m_run, &QPushButton::clicked, this,
        [this] { m_onRun(m_parameter->currentData().toString(), m_from->value(), m_to->value()); });
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

void SweepPage::select(const QString &parameter, qint64 from, qint64 to)
{
    if (const int index = m_parameter->findData(parameter); index >= 0) {
        m_parameter->setCurrentIndex(index);
        m_from->setValue(int(from));
        m_to->setValue(int(to));
    }
}

void SweepPage::setRunnable(bool runnable, bool running)
{
    m_run->setEnabled(runnable && !running && !m_choices.isEmpty());
    for (QWidget *w : std::initializer_list<QWidget *> {m_parameter, m_from, m_to})
        w->setEnabled(!running);
}

void SweepPage::updateRange()
{
    const int index = m_parameter->currentIndex();
    if (index < 0 || index >= m_choices.size())
        return;
    const SweepChoice &c = m_choices[index];
    const int low = int(std::max<qint64>(c.min, -1'000'000)), high = int(std::min<qint64>(c.max, 1'000'000));
    const QSignalBlocker blockFrom(m_from), blockTo(m_to);
    m_from->setRange(low, high);
    m_to->setRange(low, high);
    // Two steps either side of today's value: enough to see a trend.
    m_from->setValue(int(std::max<qint64>(low, c.current - 2)));
    m_to->setValue(int(std::min<qint64>(high, c.current + 2)));
}

void SweepPage::fillViews(const FigureTexts &texts)
{
    const QString previous = m_view->currentData().toString();
    const QSignalBlocker block(m_view);
    m_view->clear();
    m_view->addItem(tr("Win rate per seat"), u"view:win-rates"_s);
    m_view->addItem(tr("Gap between the seats"), u"view:gap"_s);
    m_view->addItem(tr("Mean score per seat"), u"view:scores"_s);
    m_view->addItem(tr("Game length"), u"view:length"_s);
    std::set<std::string> figures;
    if (m_sweep)
        for (const auto &p : m_sweep->points)
            for (const auto &entry : p.report.figures)
                figures.insert(entry.first);
    for (const auto &id : figures)
        m_view->addItem(texts.figureLabel(QString::fromStdString(id)), QString::fromStdString(id));
    m_view->setCurrentIndex(std::max(0, m_view->findData(previous)));
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
        return;
    }
    const QString view = m_view->currentData().toString();
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
    if (b.standsOut) {
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
    lines << tr("The two seats are picked from the same games, which makes a gap a little larger than it "
                "really is: compare the values with each other rather than a gap with zero.");
    return lines;
}

void SweepPage::retranslate(const FigureTexts &texts)
{
    m_parameterLabel->setText(tr("P&arameter:"));
    m_fromLabel->setText(tr("&From:"));
    m_toLabel->setText(tr("&To:"));
    m_run->setText(tr("Run s&weep"));
    m_showLabel->setText(tr("S&how:"));
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
