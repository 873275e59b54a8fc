#include "comparisonview.h"

#include "runview.h"

#include "lab/labtext.h"

#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// The run's rules, with their title when they carry one: "Gold rush, blasting-billy/gold-rush".
QString rulesOf(const NotebookEntry &entry)
{
    const QString rules = entry.base.isEmpty() ? entry.variant : entry.variant + u" / "_s + entry.base;
    return entry.title().isEmpty() ? rules : entry.title() + u", "_s + rules;
}

QString figureText(const QString &figure)
{
    if (figure == u"win rate"_s)
        return ComparisonView::tr("Win rate");
    if (figure == u"score"_s)
        return ComparisonView::tr("Score");
    if (figure == u"length"_s)
        //: How long a game lasts, in decisions.
        return ComparisonView::tr("Game length");
    return figure;
}

} // namespace

ComparisonView::ComparisonView(const RunComparison &comparison, const NotebookEntry &a, const NotebookEntry &b,
    const FigureTexts *texts, const VariantTexts *variantTexts, QWidget *parent)
    : QWidget(parent), m_comparison(comparison)
{
    const QString runs
        = tr("A is run %1 (%2), B is run %3 (%4).").arg(a.id.left(8), rulesOf(a), b.id.left(8), rulesOf(b));
    if (comparison.paired)
        m_sentence = tr("Paired: both runs played the same games (players, bots, number of games and seed), so "
                        "both rules were played again on those seeds and each game is compared with its twin. %1")
                         .arg(runs);
    else
        m_sentence = tr("Unpaired: the runs played different games (their players, bots, number of games or "
                        "seed differ), so each figure is compared as two independent samples, A minus B with its "
                        "95% interval; bold: it stands out after Holm's correction for %n comparison(s). %1",
            nullptr, int(comparison.rows.size()))
                         .arg(runs);
    auto *layout = new QVBoxLayout(this);
    auto *said = new QLabel(m_sentence);
    said->setObjectName(u"comparisonSentence"_s);
    said->setWordWrap(true);
    said->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(said);
    if (comparison.paired) {
        // The lab's pages, their two rules named as this comparison names them.
        m_paired = new RunView(comparison.pairedResult, texts, variantTexts, ComparedNames {tr("Run B"), tr("Run A")});
        layout->addWidget(m_paired, 1);
        return;
    }
    m_table = new QStandardItemModel(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels({tr("Seat"), tr("Figure"), tr("Run A"), tr("Run B"), tr("A − B")});
    for (const RunComparison::Row &row : comparison.rows) {
        // Win rates are shares, their difference in percentage points.
        const bool share = row.figure == u"win rate"_s || row.difference.share;
        const QString difference
            = share ? LabText::pointsDifference(row.difference) : LabText::numberDifference(row.difference);
        m_table->appendRow({LabText::tableCell(row.seat < 0 ? tr("The game") : LabText::seat(row.seat)),
            LabText::tableCell(figureText(row.figure)),
            LabText::tableCell(LabText::value(row.a), LabText::interval(row.a)),
            LabText::tableCell(LabText::value(row.b), LabText::interval(row.b)),
            LabText::tableCell(share ? tr("%1 points").arg(difference) : difference,
                share ? LabText::interval(100 * row.difference.low, 100 * row.difference.high, false, 1)
                      : LabText::interval(row.difference),
                row.standsOut)});
    }
    auto *view = new QTableView;
    view->setObjectName(u"unpairedTable"_s);
    view->setAccessibleName(tr("The two runs compared"));
    view->setModel(m_table);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->resizeColumnsToContents();
    layout->addWidget(view, 1);
}

QString ComparisonView::sentence() const
{
    return m_sentence;
}
