#include "measurespage.h"

#include "labtext.h"
#include "measurelines.h"

#include "core/simulation/multiplecomparisons.h"
#include "core/simulation/skillgames.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using Measure = MeasureLines::Measure;

namespace {

// "—": the game has no such figure, or the engine pairs no difference; `why` as tooltip.
QStandardItem *none(const QString &why)
{
    QStandardItem *cell = LabText::tableCell(QStringLiteral("\u2014"), why);
    cell->setTextAlignment(Qt::AlignCenter);
    return cell;
}

// A skill gradient as its cell reads: its value, or "Cannot tell" when its
// interval is wider than ±3 points (core/simulation/skillgames.h), never a wide figure
// that looks like a finding.
QStandardItem *skillCell(const Estimate &gradient, int games, int players)
{
    const Measure points = Measure::FirstPlayer; // an edge between win rates, in points
    if (skillReadable(gradient))
        return LabText::tableCell(MeasureLines::valueText(points, gradient), MeasureLines::valueTip(points, gradient));
    return LabText::tableCell(MeasureLines::skillUnreadable(gradient),
        MeasureLines::skillUnreadableTip(gradient, games, skillGamesFor(players)));
}

// The paired differences the table shows, counted as their cells are made:
// the line above it says how many would exclude zero by chance alone.
struct DifferenceCount {
    int tested = 0, excluding = 0;

    QStandardItem *cell(const Estimate &d, int decimals)
    {
        ++tested;
        excluding += d.excludesZero() ? 1 : 0;
        return LabText::tableCell(
            MeasureLines::differenceText(d, decimals), MeasureLines::differenceTip(d, decimals), d.excludesZero());
    }
};

// Figures to the right; a "—" stays centred.
void alignRight(QList<QStandardItem *> &items)
{
    for (int column = MeasuresPage::BaseColumn; column < items.size(); ++column)
        if (items[column]->textAlignment() != Qt::AlignCenter)
            items[column]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
}

// One row per measure of a good game: base, edited rules, their difference.
void addMeasureRows(QStandardItemModel *table, const ComparisonReport &comparison, DifferenceCount &count)
{
    const MeasuresReport &base = comparison.base.measures, &house = comparison.house.measures;
    for (const Measure measure : MeasureLines::all()) {
        QList<QStandardItem *> items {
            LabText::tableCell(MeasureLines::name(measure), MeasureLines::definition(measure))};
        const QString why = MeasureLines::missing(measure, base);
        if (!why.isEmpty()) {
            items << none(why) << none(why) << none(why);
        } else {
            items << LabText::tableCell(MeasureLines::valueText(measure, base), MeasureLines::valueTip(measure, base));
            items << LabText::tableCell(
                MeasureLines::valueText(measure, house), MeasureLines::valueTip(measure, house));
            if (const auto d = MeasureLines::difference(measure, comparison.measures))
                items << count.cell(*d, MeasureLines::decimals(measure));
            else
                items << none(MeasureLines::unpaired(measure));
        }
        alignRight(items);
        table->appendRow(items);
    }
}

// One row per skill level measured: its gradient under each rules and their difference.
void addSkillRows(QStandardItemModel *table, const std::vector<LabSkillRun> &skill, int players, DifferenceCount &count)
{
    for (const LabSkillRun &run : skill) {
        const ComparisonReport &r = run.report;
        QList<QStandardItem *> items {LabText::tableCell(MeasureLines::skillName(run.rung),
            MeasureLines::skillDefinition(run.rung, run.skipped ? run.games : r.games))};
        if (run.skipped) {
            // Too long for the lab: no figure at all rather than a guess.
            const QString why = MeasureLines::skillTooLong(run.games, run.estimatedSeconds);
            for (int column = MeasuresPage::BaseColumn; column <= MeasuresPage::DifferenceColumn; ++column)
                items << LabText::tableCell(MeasuresPage::tr("Cannot tell"), why);
        } else {
            items << skillCell(r.base.measures.seatOneEdge, r.games, players)
                  << skillCell(r.house.measures.seatOneEdge, r.games, players) << count.cell(r.measures.seatOneEdge, 2);
        }
        alignRight(items);
        table->appendRow(items);
    }
}

} // namespace

MeasuresPage::MeasuresPage(QWidget *parent) : QWidget(parent), m_table(new QStandardItemModel(this))
{
    auto *layout = new QVBoxLayout(this);
    m_tested = new QLabel;
    m_tested->setObjectName(u"measuresTested"_s);
    m_tested->setWordWrap(true);
    layout->addWidget(m_tested);
    m_view = new QTableView;
    m_view->setObjectName(u"measures"_s);
    m_view->setModel(m_table);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_view, 1);
}

void MeasuresPage::show(const ComparisonReport *comparison, const std::vector<LabSkillRun> &skill)
{
    m_table->clear();
    showHeadings();
    if (!comparison) {
        m_tested->setText(tr("Run a comparison: the measures of a good game of both rules appear here, each with its "
                             "95% interval."));
        return;
    }
    DifferenceCount count;
    addMeasureRows(m_table, *comparison, count);
    addSkillRows(m_table, skill, int(comparison->base.seats.size()), count);
    sayTested(count.tested, count.excluding, *comparison, !skill.empty());
}

void MeasuresPage::showHeadings()
{
    //: The lab's page of the measures of a good game (balance, duration, drama, skill).
    m_view->setAccessibleName(tr("Measures")); // the page's tab: read again in the language of the moment
    m_table->setHorizontalHeaderLabels(
        {tr("Measure"), m_names.baseOr(tr("Base rules")), m_names.editedOr(tr("Edited rules")), tr("Difference")});
    m_table->horizontalHeaderItem(DifferenceColumn)
        ->setToolTip(tr("Edited minus base over the same games, ± the half-width of the paired 95% interval; bold "
                        "where the interval excludes zero"));
}

// How many differences were tested and how many would exclude zero by
// chance alone; seat balance's own test; and how to measure skill.
void MeasuresPage::sayTested(int tested, int excluding, const ComparisonReport &comparison, bool skillMeasured)
{
    const MeasuresReport &base = comparison.base.measures, &house = comparison.house.measures;
    const QString byChance = QLocale().toString(expectedByChance(std::size_t(tested)), 'f', 1);
    QString text = m_names.isLab()
        ? tr("%n difference(s) from the base rules tested, %1 with an interval that excludes zero (in bold). "
             "Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.",
            nullptr, tested)
              .arg(excluding)
              .arg(byChance)
        //: Two named rules compared (%1 and %2: "Run A", "Run B"), how many of their differences stand out.
        : tr("%n difference(s) between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if "
             "the two rules played alike, about %4 would exclude zero by chance alone.",
            nullptr, tested)
              .arg(m_names.edited, m_names.base)
              .arg(excluding)
              .arg(byChance);
    if (base.seatBalance.most >= 0)
        text += u' '
            + MeasureLines::seatBalanceSummary(
                {m_names.baseOr(tr("Base rules")), m_names.editedOr(tr("Edited rules"))}, {&base, &house});
    if (!skillMeasured && m_names.isLab()) // only the lab can run them
        text += u' ' + tr("Tick \"Also measure skill\" and run again for the skill gradient.");
    m_tested->setText(text);
}
