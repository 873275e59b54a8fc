#include "findrulepage.h"

#include "findrulechart.h"
#include "labcharts.h"
#include "labchartview.h"
#include "labtext.h"
#include "measurechoices.h"
#include "pagescroll.h"
#include "simreport/sweepvalues.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// How a target's range is given.
enum How { Between, AtLeast, AtMost, About };
// The budget's unit.
enum Unit { Games, Minutes };

QString str(const std::string &text)
{
    return QString::fromStdString(text);
}

QTableWidget *listTable(const QString &name, int columns)
{
    auto *table = new QTableWidget(0, columns);
    table->setObjectName(name);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setMaximumHeight(130);
    table->setMinimumHeight(90);
    return table;
}

QTableWidgetItem *cell(const QString &text, const QString &tip = {})
{
    auto *item = new QTableWidgetItem(text);
    item->setToolTip(tip.isEmpty() ? text : tip);
    return item;
}

QString duration(double seconds)
{
    const auto whole = qint64(std::ceil(seconds));
    if (whole < 60)
        //: Time left, in seconds.
        return FindRulePage::tr("%1\u00a0s").arg(whole);
    //: Time left, in minutes and seconds.
    return FindRulePage::tr("%1\u00a0min %2\u00a0s").arg(whole / 60).arg(whole % 60);
}

} // namespace

FindRulePage::FindRulePage(Actions actions, QWidget *parent) : QWidget(parent), m_actions(std::move(actions))
{
    setObjectName(u"findRulePage"_s);
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_intro = new QLabel;
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    // Top to bottom as the page reads, which is also its tab order.
    createParameterArea(layout);
    createTargetArea(layout);
    createBudgetArea(layout);
    createProgressArea(layout);
    createProposalArea(layout);
    PageScroll::fill(this, page, u"findRuleScroll"_s);

    connectParameterSignals();
    connectTargetSignals();
    connectSearchSignals();
    retranslate();
    setRunnable(false, false);
}

// What may change: a rule with its range (or its lists), and those chosen.
void FindRulePage::createParameterArea(QVBoxLayout *layout)
{
    m_parametersTitle = new QLabel;
    layout->addWidget(m_parametersTitle);
    auto *parameterRow = new QHBoxLayout;
    m_parameter = new QComboBox;
    m_parameter->setObjectName(u"findRuleParameter"_s);
    m_parameter->setMinimumContentsLength(18);
    // As wide as its longest choice (the choices change with the players
    // and the language): a name cut short in the box would be guesswork.
    m_parameter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_fromLabel = new QLabel;
    m_from = new QSpinBox;
    m_from->setObjectName(u"findRuleFrom"_s);
    m_fromLabel->setBuddy(m_from);
    m_toLabel = new QLabel;
    m_to = new QSpinBox;
    m_to->setObjectName(u"findRuleTo"_s);
    m_toLabel->setBuddy(m_to);
    m_addParameter = new QPushButton;
    m_addParameter->setObjectName(u"findRuleAddParameter"_s);
    m_listsLabel = new QLabel;
    m_lists = new QLineEdit;
    m_lists->setObjectName(u"findRuleLists"_s);
    m_lists->setMinimumWidth(220);
    m_listsLabel->setBuddy(m_lists);
    for (QWidget *w :
        std::initializer_list<QWidget *> {m_parameter, m_fromLabel, m_from, m_toLabel, m_to, m_listsLabel, m_lists})
        parameterRow->addWidget(w);
    parameterRow->addWidget(m_addParameter);
    parameterRow->addStretch(1);
    layout->addLayout(parameterRow);
    auto *parameterList = new QHBoxLayout;
    m_parameterList = listTable(u"findRuleParameters"_s, 2);
    m_removeParameter = new QPushButton;
    parameterList->addWidget(m_parameterList, 1);
    parameterList->addWidget(m_removeParameter, 0, Qt::AlignTop);
    layout->addLayout(parameterList);
}

// What the game should look like: a target on two rows, and those chosen.
void FindRulePage::createTargetArea(QVBoxLayout *layout)
{
    m_targetsTitle = new QLabel;
    layout->addWidget(m_targetsTitle);
    auto *targetRow = new QGridLayout;
    m_measure = new QComboBox;
    m_measure->setObjectName(u"findRuleMeasure"_s);
    m_measure->setMinimumContentsLength(18);
    m_measure->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_how = new QComboBox;
    m_how->setObjectName(u"findRuleHow"_s);
    m_low = new QDoubleSpinBox;
    m_low->setObjectName(u"findRuleLow"_s);
    m_high = new QDoubleSpinBox;
    m_high->setObjectName(u"findRuleHigh"_s);
    for (QDoubleSpinBox *box : {m_low, m_high}) {
        box->setRange(-1e6, 1e6);
        box->setDecimals(1);
    }
    m_unit = new QLabel;
    m_kind = new QComboBox;
    m_kind->setObjectName(u"findRuleKind"_s);
    m_weightLabel = new QLabel;
    m_weight = new QDoubleSpinBox;
    m_weight->setObjectName(u"findRuleWeight"_s);
    m_weight->setRange(0.1, 100);
    m_weight->setDecimals(1);
    m_weight->setValue(1);
    m_weightLabel->setBuddy(m_weight);
    m_relative = new QCheckBox;
    m_relative->setObjectName(u"findRuleRelative"_s);
    m_addTarget = new QPushButton;
    m_addTarget->setObjectName(u"findRuleAddTarget"_s);
    for (QComboBox *box : {m_how, m_kind})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    targetRow->addWidget(m_measure, 0, 0, 1, 2);
    targetRow->addWidget(m_how, 0, 2);
    targetRow->addWidget(m_low, 0, 3);
    targetRow->addWidget(m_high, 0, 4);
    targetRow->addWidget(m_unit, 0, 5);
    targetRow->addWidget(m_kind, 1, 0);
    targetRow->addWidget(m_weightLabel, 1, 1, Qt::AlignRight);
    targetRow->addWidget(m_weight, 1, 2);
    targetRow->addWidget(m_relative, 1, 3, 1, 2);
    targetRow->addWidget(m_addTarget, 1, 5);
    targetRow->setColumnStretch(6, 1);
    layout->addLayout(targetRow);
    auto *targetList = new QHBoxLayout;
    m_targetList = listTable(u"findRuleTargets"_s, 3);
    m_removeTarget = new QPushButton;
    targetList->addWidget(m_targetList, 1);
    targetList->addWidget(m_removeTarget, 0, Qt::AlignTop);
    layout->addLayout(targetList);
}

// The budget and the search.
void FindRulePage::createBudgetArea(QVBoxLayout *layout)
{
    auto *budgetRow = new QHBoxLayout;
    m_budgetLabel = new QLabel;
    m_budget = new QSpinBox;
    m_budget->setObjectName(u"findRuleBudget"_s);
    m_budget->setRange(1, 100'000'000);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setValue(20000);
    m_budgetLabel->setBuddy(m_budget);
    m_budgetUnit = new QComboBox;
    m_budgetUnit->setObjectName(u"findRuleBudgetUnit"_s);
    m_budgetUnit->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_start = new QPushButton;
    m_start->setObjectName(u"findRuleStart"_s);
    m_cancel = new QPushButton;
    m_cancel->setObjectName(u"findRuleCancel"_s);
    for (QWidget *w : std::initializer_list<QWidget *> {m_budgetLabel, m_budget, m_budgetUnit, m_start, m_cancel})
        budgetRow->addWidget(w);
    budgetRow->addStretch(1);
    layout->addLayout(budgetRow);
}

// How far it has got: the bar, the round, the best so far and every candidate in a chart.
void FindRulePage::createProgressArea(QVBoxLayout *layout)
{
    m_bar = new QProgressBar;
    m_bar->setObjectName(u"findRuleProgress"_s);
    m_bar->setTextVisible(false);
    layout->addWidget(m_bar);
    m_round = new QLabel;
    m_round->setObjectName(u"findRuleRound"_s);
    m_round->setWordWrap(true);
    layout->addWidget(m_round);
    m_best = new QLabel;
    m_best->setObjectName(u"findRuleBest"_s);
    m_best->setWordWrap(true);
    m_best->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_best);
    m_chartView = LabChartView::make(u"findRuleChart"_s, m_actions.report);
    m_chartView->setMinimumHeight(360); // the upright axis title whole at any scale; the page scrolls
    layout->addWidget(m_chartView, 1);
}

// What it found: the proposals and what the search came to.
void FindRulePage::createProposalArea(QVBoxLayout *layout)
{
    m_proposals = new QTableWidget;
    m_proposals->setObjectName(u"findRuleProposals"_s);
    m_proposals->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_proposals->setSelectionMode(QAbstractItemView::NoSelection);
    m_proposals->verticalHeader()->hide();
    m_proposals->setWordWrap(true);
    m_proposals->setMinimumHeight(140);
    layout->addWidget(m_proposals);
    m_summary = new QLabel;
    m_summary->setObjectName(u"findRuleSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
}

void FindRulePage::connectParameterSignals()
{
    connect(m_parameter, &QComboBox::currentIndexChanged, this, &FindRulePage::updateParameterRange);
    SweepChoices::linkRange(m_from, m_to);
    connect(m_addParameter, &QPushButton::clicked, this, &FindRulePage::addChosenParameter);
    connect(m_removeParameter, &QPushButton::clicked, this, [this] {
        const int row = m_parameterList->currentRow();
        if (row >= 0 && row < int(m_parameters.size())) {
            m_parameters.erase(m_parameters.begin() + row);
            refreshLists();
        }
    });
}

void FindRulePage::connectTargetSignals()
{
    connect(m_how, &QComboBox::currentIndexChanged, this, &FindRulePage::updateTargetControls);
    // Between two values: the second never below the first (about: it is the tolerance).
    connect(m_low, &QDoubleSpinBox::valueChanged, this, [this](double low) {
        if (m_how->currentIndex() == Between && m_high->value() < low)
            m_high->setValue(low);
    });
    connect(m_high, &QDoubleSpinBox::valueChanged, this, [this](double high) {
        if (m_how->currentIndex() == Between && m_low->value() > high)
            m_low->setValue(high);
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, &FindRulePage::updateTargetControls);
    connect(m_measure, &QComboBox::currentIndexChanged, this, &FindRulePage::updateTargetControls);
    connect(m_addTarget, &QPushButton::clicked, this, &FindRulePage::addChosenTarget);
    connect(m_removeTarget, &QPushButton::clicked, this, [this] {
        const int row = m_targetList->currentRow();
        if (row >= 0 && row < int(m_targets.size())) {
            m_targets.erase(m_targets.begin() + row);
            refreshLists();
        }
    });
}

void FindRulePage::connectSearchSignals()
{
    connect(m_budgetUnit, &QComboBox::currentIndexChanged, this, [this](int unit) {
        const QSignalBlocker block(m_budget);
        m_budget->setValue(unit == Minutes ? 2 : 20000);
    });
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (m_actions.start)
            m_actions.start();
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_actions.cancel)
            m_actions.cancel();
    });
}

// The rule in the boxes, its range or (a list rule) its lists; lists that
// do not read say how to write them where they were typed.
void FindRulePage::addChosenParameter()
{
    const QString parameter = m_parameter->currentData().toString();
    const int index = m_parameter->currentIndex();
    if (index < 0 || index >= m_choices.size() || !m_choices[index].list) {
        addParameter(parameter, m_from->value(), m_to->value());
    } else if (!addListParameter(parameter, m_lists->text())) {
        QToolTip::showText(m_lists->mapToGlobal(QPoint(0, m_lists->height())),
            tr("Write each list the rule may take in brackets, separated by commas: %1, [1..6]")
                .arg(m_choices[index].values),
            m_lists);
    }
}

// The target in the boxes; "about" is a value give or take the second box.
void FindRulePage::addChosenTarget()
{
    BalanceTarget t;
    t.measure = m_measure->currentData().toString().toStdString();
    const double a = m_low->value(), b = m_high->value();
    switch (m_how->currentIndex()) {
    case AtLeast:
        t.low = a;
        break;
    case AtMost:
        t.high = b;
        break;
    case About:
        t.low = a - b;
        t.high = a + b;
        break;
    default:
        t.low = a;
        t.high = b;
    }
    t.constraint = m_kind->currentIndex() == 1;
    t.weight = t.constraint ? 1 : m_weight->value();
    t.relative = m_relative->isChecked();
    addTarget(t);
}

// ---- Choices ---------------------------------------------------------------------------

void FindRulePage::setChoices(QList<SweepChoice> choices, int players)
{
    (void)players;
    const QString previous = m_parameter->currentData().toString();
    const QSignalBlocker block(m_parameter);
    m_parameter->clear();
    m_choices = std::move(choices);
    for (const SweepChoice &c : std::as_const(m_choices))
        m_parameter->addItem(tr("%1 (now %2)").arg(c.label, c.now), c.parameter);
    m_parameter->setCurrentIndex(std::max(0, m_parameter->findData(previous)));
    updateParameterRange();
    // A parameter no longer offered (another player count's entry) goes.
    std::erase_if(m_parameters, [this](const BalanceParameter &p) { return m_parameter->findData(str(p.path)) < 0; });
    refreshLists();
}

void FindRulePage::setFigures(const std::vector<std::pair<std::string, bool>> &figures)
{
    m_figures = figures;
    fillMeasures();
}

void FindRulePage::setTexts(const FigureTexts &texts)
{
    m_texts = &texts;
    fillMeasures();
    refreshLists();
}

void FindRulePage::fillMeasures()
{
    const QString previous = m_measure->currentData().toString();
    const QSignalBlocker block(m_measure);
    m_measure->clear();
    // One list: the balancer's measures, the game's own figures in place of "figure:NAME".
    for (const BalanceMeasure &m : balanceMeasures()) {
        if (m.name == "figure:NAME") {
            for (const auto &[figure, share] : m_figures)
                m_measure->addItem(measureLabel("figure:" + figure), str("figure:" + figure));
            continue;
        }
        m_measure->addItem(measureLabel(m.name), str(m.name));
    }
    m_measure->setCurrentIndex(std::max(0, m_measure->findData(previous)));
    updateTargetControls();
}

QString FindRulePage::measureLabel(const std::string &measure) const
{
    return MeasureChoices::name(measure, LabText::orGeneric(m_texts));
}

QString FindRulePage::unitOf(const std::string &measure) const
{
    if (measure == "first_player_advantage" || measure == "seat_gap" || measure == "skill_gradient")
        //: The unit of a target on a difference of win rates.
        return tr("points");
    if (measure == "drama" || measure == "decided_at")
        return u"%"_s;
    if (measure.starts_with("figure:"))
        for (const auto &[figure, share] : m_figures)
            if ("figure:" + figure == measure)
                //: The unit of a target on a game's figure counted per game.
                return share ? u"%"_s : tr("per game");
    if (measure == "length")
        //: The unit of a target on the length of a game.
        return tr("decisions");
    if (measure == "turns")
        //: The unit of a target on the length of a game.
        return tr("turns");
    if (measure == "rounds")
        //: The unit of a target on the length of a game.
        return tr("rounds");
    return tr("per game");
}

void FindRulePage::updateParameterRange()
{
    const int index = m_parameter->currentIndex();
    if (index < 0 || index >= m_choices.size())
        return;
    const SweepChoice &c = m_choices[index];
    // A list parameter takes whole lists, written out; a number, a range.
    for (QWidget *w : std::initializer_list<QWidget *> {m_fromLabel, m_from, m_toLabel, m_to})
        w->setVisible(!c.list);
    m_listsLabel->setVisible(c.list);
    m_lists->setVisible(c.list);
    if (c.list) {
        m_lists->setText(c.values);
        //: An example of a list parameter's candidates in a search, as a placeholder: two lists.
        m_lists->setPlaceholderText(tr("for example %1, %2").arg(c.values, u"[1..6]"_s));
        return;
    }
    SweepChoices::showRange(c, m_from, m_to, 2);
}

void FindRulePage::updateTargetControls()
{
    const int how = m_how->currentIndex();
    m_low->setVisible(how != AtMost);
    m_high->setVisible(how != AtLeast);
    m_high->setPrefix(how == About ? u"± "_s : QString());
    m_high->setMinimum(how == About ? 0 : -1e6);
    m_unit->setText(unitOf(m_measure->currentData().toString().toStdString()));
    const bool goal = m_kind->currentIndex() == 0;
    m_weight->setEnabled(goal && !m_running);
    m_weightLabel->setEnabled(goal);
}

// ---- The controls ----------------------------------------------------------------------

bool FindRulePage::addParameter(const QString &parameter, qint64 low, qint64 high)
{
    if (m_parameter->findData(parameter) < 0 || low > high)
        return false;
    // A rule chosen again takes its new range.
    const auto same = std::find_if(
        m_parameters.begin(), m_parameters.end(), [&](const BalanceParameter &p) { return str(p.path) == parameter; });
    if (same != m_parameters.end())
        *same = {parameter.toStdString(), low, high};
    else
        m_parameters.push_back({parameter.toStdString(), low, high});
    refreshLists();
    return true;
}

bool FindRulePage::addListParameter(const QString &parameter, const QString &lists)
{
    const int index = m_parameter->findData(parameter);
    SweepAxis axis;
    if (index < 0 || !m_choices[index].list || !SweepValues::parse(lists, axis, qsizetype(kMaxBalanceLists))
        || !axis.isList())
        return false;
    BalanceParameter p {parameter.toStdString(), 0, 0, axis.lists};
    const auto same = std::find_if(
        m_parameters.begin(), m_parameters.end(), [&](const BalanceParameter &q) { return q.path == p.path; });
    if (same != m_parameters.end())
        *same = std::move(p);
    else
        m_parameters.push_back(std::move(p));
    refreshLists();
    return true;
}

bool FindRulePage::addTarget(const BalanceTarget &target)
{
    if (m_measure->findData(str(target.measure)) < 0 || !(target.low <= target.high) || !(target.weight > 0))
        return false;
    m_targets.push_back(target);
    refreshLists();
    return true;
}

void FindRulePage::clear()
{
    m_parameters.clear();
    m_targets.clear();
    refreshLists();
}

void FindRulePage::setBudgetGames(qint64 games)
{
    m_budgetUnit->setCurrentIndex(Games);
    m_budget->setValue(int(std::min<qint64>(games, m_budget->maximum())));
}

void FindRulePage::setBudgetMinutes(double minutes)
{
    m_budgetUnit->setCurrentIndex(Minutes);
    m_budget->setValue(std::max(1, int(std::lround(minutes))));
}

void FindRulePage::select(const BalanceSpec &spec)
{
    m_parameters = spec.parameters;
    m_targets = spec.targets;
    refreshLists();
    if (spec.seconds > 0)
        setBudgetMinutes(spec.seconds / 60);
    else
        setBudgetGames(spec.budget);
}

BalanceSpec FindRulePage::spec() const
{
    BalanceSpec spec;
    spec.parameters = m_parameters;
    spec.targets = m_targets;
    if (m_budgetUnit->currentIndex() == Minutes)
        spec.seconds = 60.0 * m_budget->value();
    else
        spec.budget = m_budget->value();
    return spec;
}

QString FindRulePage::missing() const
{
    if (m_parameters.empty())
        return tr("Add at least one rule that may change.");
    if (m_targets.empty())
        return tr("Add at least one target.");
    return {};
}

QString FindRulePage::wantedText(const BalanceTarget &t) const
{
    const QString unit = unitOf(t.measure);
    const auto number = [](double x) { return QLocale().toString(x, 'g', 6); };
    if (t.relative) {
        // A change from the edited rules' figure: its sign always shown.
        // (A QString, not the builder of one: its parts are gone once it returns.)
        const auto change = [&](double x) -> QString { return (x >= 0 ? u"+"_s : QString()) + number(x); };
        if (std::isinf(t.low))
            //: A target relative to the edited rules' figure: "at most +0 decisions from the edited rules".
            return tr("at most %1 %2 from the edited rules").arg(change(t.high), unit);
        if (std::isinf(t.high))
            return tr("at least %1 %2 from the edited rules").arg(change(t.low), unit);
        return tr("%1 to %2 %3 from the edited rules").arg(change(t.low), change(t.high), unit);
    }
    if (std::isinf(t.low))
        //: A target: %1 a number, %2 its unit ("at most 30 %").
        return tr("at most %1 %2").arg(number(t.high), unit);
    if (std::isinf(t.high))
        return tr("at least %1 %2").arg(number(t.low), unit);
    //: A target: between two numbers, %3 their unit ("40 to 60 decisions").
    return tr("%1 to %2 %3").arg(number(t.low), number(t.high), unit);
}

void FindRulePage::refreshLists()
{
    m_parameterList->setRowCount(int(m_parameters.size()));
    for (std::size_t i = 0; i < m_parameters.size(); ++i) {
        const auto &p = m_parameters[i];
        int index = m_parameter->findData(str(p.path));
        const QString label = index >= 0 ? m_choices[index].label : str(p.path);
        m_parameterList->setItem(int(i), 0, cell(label));
        if (p.isList()) {
            QStringList lists;
            for (const auto &list : p.lists)
                lists << SweepValues::listText(list);
            m_parameterList->setItem(int(i), 1, cell(lists.join(u", "_s)));
        } else {
            //: The range a rule may take in a search: from one value to another.
            m_parameterList->setItem(int(i), 1, cell(tr("%1 to %2").arg(p.low).arg(p.high)));
        }
    }
    m_parameterList->resizeColumnToContents(0);
    m_targetList->setRowCount(int(m_targets.size()));
    for (std::size_t i = 0; i < m_targets.size(); ++i) {
        const auto &t = m_targets[i];
        m_targetList->setItem(int(i), 0, cell(measureLabel(t.measure)));
        m_targetList->setItem(int(i), 1, cell(wantedText(t)));
        m_targetList->setItem(int(i), 2,
            cell(t.constraint ? tr("required") : tr("goal, weight %1").arg(QLocale().toString(t.weight, 'g', 3))));
    }
    m_targetList->resizeColumnToContents(0);
    m_targetList->resizeColumnToContents(1);
    m_start->setEnabled(!m_running && missing().isEmpty() && m_start->property("runnable").toBool());
}

void FindRulePage::setRunnable(bool runnable, bool running)
{
    m_running = running;
    m_start->setProperty("runnable", runnable);
    m_start->setEnabled(runnable && !running && missing().isEmpty());
    m_cancel->setEnabled(running);
    for (QWidget *w :
        std::initializer_list<QWidget *> {m_parameter, m_from, m_to, m_lists, m_addParameter, m_removeParameter,
            m_measure, m_how, m_low, m_high, m_relative, m_kind, m_addTarget, m_removeTarget, m_budget, m_budgetUnit})
        w->setEnabled(!running);
    updateTargetControls();
}

// ---- The search ------------------------------------------------------------------------

void FindRulePage::started()
{
    m_report = nullptr;
    m_progress = FindRuleProgress {};
    m_bar->setRange(0, 0); // busy until the first games
    m_shownSpec = spec();
    m_proposals->clear();
    m_proposals->setRowCount(0);
    m_proposals->setColumnCount(0);
    m_summary->clear();
    refreshProgress();
}

void FindRulePage::progressed(const FindRuleProgress &progress)
{
    m_progress = progress;
    refreshProgress();
}

void FindRulePage::timeLeft(qint64 done, qint64 total, double secondsLeft)
{
    if (!m_progress)
        return;
    m_bar->setRange(0, 1000);
    m_bar->setValue(total > 0 ? int(1000 * done / total) : 0);
    m_bar->setProperty("secondsLeft", secondsLeft);
    refreshProgress();
}

QString FindRulePage::valuesText(
    const BalanceSpec &spec, const std::vector<std::int64_t> &values, const QString &separator) const
{
    QStringList parts;
    for (std::size_t i = 0; i < spec.parameters.size() && i < values.size(); ++i) {
        const QString path = str(spec.parameters[i].path);
        const int index = m_parameter->findData(path);
        //: A rule and its value in a proposal: "Cards in hand = 4".
        const BalanceParameter &p = spec.parameters[i];
        const QString value = p.isList() && values[i] >= 0 && std::size_t(values[i]) < p.lists.size()
            ? SweepValues::listText(p.lists[std::size_t(values[i])])
            : QString::number(values[i]);
        parts << tr("%1 = %2").arg(index >= 0 ? m_choices[index].label : path, value);
    }
    return parts.join(separator);
}

QString FindRulePage::figureText(const Estimate &e) const
{
    if (e.n == 0)
        return u"–"_s;
    //: A figure with its 95% interval: "1.2 (−0.4 to 2.8)".
    return tr("%1 (%2 to %3)").arg(LabText::fixed(e.value, 1), LabText::fixed(e.low, 1), LabText::fixed(e.high, 1));
}

QString FindRulePage::verdictText(TargetVerdict verdict) const
{
    switch (verdict) {
    case TargetVerdict::Met:
        //: A target against a proposal's figure: its whole 95% interval lies within the target.
        return tr("met");
    case TargetVerdict::Missed:
        //: A target against a proposal's figure: its whole 95% interval lies outside the target.
        return tr("missed");
    case TargetVerdict::CannotTell:
        break;
    }
    //: A target against a proposal's figure: its 95% interval reaches both inside and outside the target.
    return tr("cannot tell");
}

QString FindRulePage::bestText() const
{
    return m_best->text();
}

void FindRulePage::refreshProgress()
{
    if (!m_progress) {
        LabCharts::placeholder(m_chartView->chart(), tr("Candidates tried"));
        m_round->setText(tr("Choose what may change and what the game should look like, then start the search."));
        m_best->clear();
        return;
    }
    const FindRuleProgress &p = *m_progress;
    FindRuleChart::draw(m_chartView->chart(), p);
    QString where;
    if (m_report)
        where = tr("Searched %n candidate(s) in %1.", nullptr, int(p.candidates.size()))
                    .arg(tr("%n round(s)", nullptr, p.rounds));
    else if (p.confirming)
        where = tr("Playing the best again on fresh games, with the edited rules alongside…");
    else if (p.rounds > 0)
        //: While a search plays: %1 and %2 the round (1 of 3), %3 and %4 the candidates of it done.
        where = tr("Round %1 of at most %2: %3 of %4 candidates played")
                    .arg(p.round + 1)
                    .arg(p.rounds)
                    .arg(p.played)
                    .arg(p.playing);
    else
        where = tr("Measuring how fast this machine plays…");
    const double left = m_bar->property("secondsLeft").toDouble();
    if (!m_report && m_bar->maximum() > 0 && left > 0)
        where = tr("%1 · about %2 left").arg(where, duration(left));
    m_round->setText(where);
    if (p.best < 0 || std::size_t(p.best) >= p.candidates.size()) {
        m_best->setText(m_report ? QString() : tr("Best so far: none yet."));
        return;
    }
    if (m_report) {
        m_best->clear();
        return;
    }
    QStringList figures;
    for (std::size_t t = 0; t < m_shownSpec.targets.size() && t < p.bestFigures.size(); ++t)
        if (const auto &e = p.bestFigures[t])
            //: A figure of the best so far: "First player advantage 1.2 (−0.4 to 2.8) points".
            figures << tr("%1 %2 %3")
                           .arg(measureLabel(m_shownSpec.targets[t].measure), figureText(*e),
                               unitOf(m_shownSpec.targets[t].measure));
    const auto &best = p.candidates[std::size_t(p.best)];
    //: %1 the rules' values, %2 the games it played, %3 its figures.
    m_best->setText(tr("Best so far: %1, on %L2 games: %3")
                        .arg(valuesText(m_shownSpec, best.values))
                        .arg(best.games)
                        .arg(figures.join(u"; "_s)));
}

void FindRulePage::show(const BalanceReport *report, const BalanceSpec &spec)
{
    const bool found = report && report != m_report;
    m_report = report;
    m_shownSpec = spec;
    if (!report) {
        m_progress.reset();
        m_proposals->clear();
        m_proposals->setRowCount(0);
        m_proposals->setColumnCount(0);
        m_summary->clear();
        m_bar->setRange(0, 1);
        m_bar->setValue(0);
        refreshProgress();
        return;
    }
    m_progress = FindRuleProgress::of(*report);
    m_bar->setRange(0, 1);
    m_bar->setValue(1);
    refreshProgress();
    refreshReport();
    // What a search found is below its chart: brought into view once laid out.
    if (found)
        QTimer::singleShot(0, this, [this] {
            if (auto *scroll = findChild<QScrollArea *>(u"findRuleScroll"_s))
                scroll->ensureWidgetVisible(m_proposals);
        });
}

QPushButton *FindRulePage::openButton(int proposal) const
{
    return qobject_cast<QPushButton *>(m_proposals->cellWidget(proposal, 1));
}

void FindRulePage::refreshReport()
{
    fillProposals();
    sayWhatTheSearchCameTo();
}

// One row per proposal, then the edited rules' own figures when the
// proposals were played again beside them.
void FindRulePage::fillProposals()
{
    const BalanceReport &r = *m_report;
    const BalanceSpec &spec = m_shownSpec;
    const bool confirmed = r.confirmationGames > 0;
    // Narrow columns (a target's name over what is wanted, a figure over its
    // verdict), the button beside the proposal: it shows in any language.
    QStringList headers {tr("Proposal"), QString()};
    for (const auto &t : spec.targets)
        headers << measureLabel(t.measure) + u'\n' + wantedText(t);
    m_proposals->clear();
    m_proposals->setColumnCount(int(headers.size()));
    m_proposals->setHorizontalHeaderLabels(headers);
    const int rows = int(r.proposals.size()) + (confirmed ? 1 : 0);
    m_proposals->setRowCount(rows);
    for (std::size_t k = 0; k < r.proposals.size(); ++k)
        fillProposal(k);
    if (confirmed) {
        const int row = rows - 1;
        m_proposals->setItem(row, 0, cell(tr("The edited rules")));
        for (std::size_t t = 0; t < spec.targets.size() && t < r.baseFigures.size(); ++t)
            m_proposals->setItem(row, int(t) + 2, cell(figureText(r.baseFigures[t])));
    }
    m_proposals->resizeColumnsToContents();
    m_proposals->resizeRowsToContents();
}

// Proposal `k`'s row: its values, the button that opens it, and each
// target's figure with its verdict (bold where met).
void FindRulePage::fillProposal(std::size_t k)
{
    const BalanceReport &r = *m_report;
    const BalanceSpec &spec = m_shownSpec;
    const auto &p = r.proposals[k];
    const auto &c = r.candidates[std::size_t(p.candidate)];
    const int row = int(k);
    m_proposals->setItem(row, 0, cell(tr("%1. %2").arg(k + 1).arg(valuesText(spec, c.values, u"\n"_s))));
    // Cancelled before the confirmation: the search's games only.
    const auto searched
        = p.verdicts.empty() ? balanceSearchFigures(spec, r, c) : std::vector<std::optional<Estimate>> {};
    for (std::size_t t = 0; t < spec.targets.size(); ++t) {
        QString text;
        if (t < p.figures.size() && t < p.verdicts.size())
            text = figureText(p.figures[t]) + u'\n' + verdictText(p.verdicts[t]);
        else
            text = figureText(t < searched.size() ? searched[t].value_or(Estimate {}) : Estimate {});
        auto *item = cell(text);
        if (t < p.verdicts.size() && p.verdicts[t] == TargetVerdict::Met) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
        m_proposals->setItem(row, int(t) + 2, item);
    }
    auto *open = new QPushButton(tr("Open in the editor"));
    open->setObjectName(u"findRuleOpen%1"_s.arg(k + 1));
    open->setToolTip(tr("A new house rule with these values, not yet saved"));
    connect(open, &QPushButton::clicked, this, [this, k] {
        if (m_actions.open)
            m_actions.open(int(k));
    });
    m_proposals->setCellWidget(row, 1, open);
}

// Under the proposals: the games played, how the proposals were checked,
// which cannot be told apart, and what a budget in time came to.
void FindRulePage::sayWhatTheSearchCameTo()
{
    const BalanceReport &r = *m_report;
    const BalanceSpec &spec = m_shownSpec;
    const bool confirmed = r.confirmationGames > 0;
    int refused = 0;
    for (const auto &c : r.candidates)
        refused += c.errors.empty() ? 0 : 1;
    QStringList lines;
    lines << tr("%L1 games in the search over %n candidate(s), %L2 refused by the rules and never played.", nullptr,
        int(r.candidates.size()))
                 .arg(r.searchGames)
                 .arg(refused);
    if (confirmed)
        lines << tr("The proposals were played again on %L1 fresh games each, every game also under the edited rules: "
                    "each figure with its 95% interval on those games alone. Met: the whole interval is within the "
                    "target; cannot tell: it reaches both in and out.")
                     .arg(r.confirmationGames);
    if (confirmed && r.proposals.size() > 1) {
        // Paired with the best on the same fresh games (Holm over every comparison).
        QStringList alike;
        for (std::size_t k = 1; k < r.proposals.size(); ++k)
            if (r.proposals[k].alikeBest)
                alike << QString::number(k + 1);
        lines << (alike.isEmpty()
                ? tr("Each other proposal differs from the first on a target where it matters (paired on the same "
                     "games, corrected for the number of comparisons).")
                //: %1 lists proposals by number ("2, 3").
                : tr("The games cannot tell proposal(s) %1 from the first: on every target both meet it, or the "
                     "difference may be nothing (paired on the same games, corrected for the number of "
                     "comparisons). Choose among them by what else matters to you.",
                    nullptr, int(alike.size()))
                      .arg(QLocale().createSeparatedList(alike)));
    }
    if (r.cancelled)
        lines << tr("Cancelled: the best so far, on the search's games only.");
    if (spec.seconds > 0)
        lines << tr("A budget in time came to %L1 games on this machine: search again with that many games to get "
                    "the same proposals.")
                     .arg(r.budget);
    m_summary->setText(lines.join(u'\n'));
}

void FindRulePage::retranslate()
{
    m_intro->setText(tr("Say which rules may change and what the game should look like: the search tries rules "
                        "within the ranges on the same games, drops those clearly worse, and plays the best few "
                        "again on fresh games. It starts from the edited rules, with the players, bots and seed at "
                        "the left."));
    retranslateParameterArea();
    retranslateTargetArea();
    retranslateBudgetArea();
    retranslateAccessibleNames();
    LabChartView::retranslate(m_chartView);
    m_chartView->setToolTip(tr("Each point is a rule tried: how far its figures lie from the targets on the games it "
                               "played (0: every target met). A rule that misses a requirement is drawn along the "
                               "top."));
    fillMeasures();
    refreshLists();
    refreshProgress();
    if (m_report)
        refreshReport();
}

void FindRulePage::retranslateParameterArea()
{
    m_parametersTitle->setText(tr("<b>Rules that may change</b>"));
    m_fromLabel->setText(tr("&From"));
    m_toLabel->setText(tr("t&o"));
    //: Before the lists a list rule may take in a search ("[1..10], [0..10]").
    m_listsLabel->setText(tr("&Lists"));
    m_addParameter->setText(tr("Add rule"));
    m_removeParameter->setText(tr("Remove"));
    m_parameterList->setHorizontalHeaderLabels({tr("Rule"), tr("Range")});
}

// The combo boxes are filled anew in the language of the moment, keeping
// the choice (without a signal: nothing else has changed).
void FindRulePage::retranslateTargetArea()
{
    m_targetsTitle->setText(tr("<b>What the game should look like</b>"));
    {
        const QSignalBlocker block(m_how);
        const int how = std::max(0, m_how->currentIndex());
        m_how->clear();
        //: How a target is given: between two values.
        m_how->addItem(tr("between"));
        m_how->addItem(tr("at least"));
        m_how->addItem(tr("at most"));
        //: How a target is given: a value give or take a tolerance.
        m_how->addItem(tr("about"));
        m_how->setCurrentIndex(how);
    }
    {
        const QSignalBlocker block(m_kind);
        const int kind = std::max(0, m_kind->currentIndex());
        m_kind->clear();
        //: A target the search weighs against the others.
        m_kind->addItem(tr("a goal"));
        //: A target every proposal must meet.
        m_kind->addItem(tr("required"));
        m_kind->setCurrentIndex(kind);
        m_kind->setToolTip(tr("A goal counts with its weight; a rule that misses a requirement comes after every rule "
                              "that meets them all"));
    }
    //: A target's values are a change from the edited rules' own figure ("at most +0": no more than today).
    m_relative->setText(tr("from the edited rules"));
    m_relative->setToolTip(tr("The values are a change from what the edited rules give, measured on the same games: "
                              "“at most +0 decisions” is no longer than today"));
    m_weightLabel->setText(tr("&weight"));
    m_addTarget->setText(tr("Add target"));
    m_removeTarget->setText(tr("Remove"));
    m_targetList->setHorizontalHeaderLabels({tr("Measure"), tr("Wanted"), tr("Kind")});
}

void FindRulePage::retranslateBudgetArea()
{
    m_budgetLabel->setText(tr("&Budget"));
    {
        const QSignalBlocker block(m_budgetUnit);
        const int unit = std::max(0, m_budgetUnit->currentIndex());
        m_budgetUnit->clear();
        m_budgetUnit->addItem(tr("games"));
        m_budgetUnit->addItem(tr("minutes"));
        m_budgetUnit->setCurrentIndex(unit);
        m_budgetUnit->setToolTip(tr("Games give the same search on every computer; minutes play as many games as "
                                    "this one manages in that time"));
    }
    //: Starts the search for a rule.
    m_start->setText(tr("&Search"));
    m_cancel->setText(tr("Ca&ncel"));
    m_cancel->setToolTip(tr("Stop the search and keep the best so far"));
}

// The lists, the target's boxes and the two Remove buttons have no label
// of their own: a screen reader names them by these.
void FindRulePage::retranslateAccessibleNames()
{
    m_parameterList->setAccessibleName(tr("Rules that may change"));
    m_removeParameter->setAccessibleName(tr("Remove the chosen rule"));
    m_measure->setAccessibleName(tr("Measure"));
    m_how->setAccessibleName(tr("Wanted"));
    m_kind->setAccessibleName(tr("Kind"));
    m_low->setAccessibleName(tr("Wanted value, or the lowest"));
    m_high->setAccessibleName(tr("Highest wanted value, or how far from it"));
    m_targetList->setAccessibleName(tr("Targets"));
    m_removeTarget->setAccessibleName(tr("Remove the chosen target"));
    m_proposals->setAccessibleName(tr("Rules found"));
}
