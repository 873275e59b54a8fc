#pragma once

#include "notebook/runcomparison.h"

#include <QCoreApplication>
#include <QWidget>

class FigureTexts;
class QStandardItemModel;
class RunView;
class VariantTexts;

// Two runs of the notebook compared, A minus B: a sentence saying whether
// the comparison is paired or not, and why; then, paired, the lab's pages
// of the comparison (both rules played again on the shared seeds), or,
// unpaired, a table of each figure of A and B and their difference with its
// 95% interval, those that stand out after Holm's correction in bold.
class ComparisonView final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(NotebookPage) // one context for all of the notebook's words
public:
    enum Column { SeatColumn, FigureColumn, AColumn, BColumn, DifferenceColumn, ColumnCount };

    // `a` and `b` as listed (their rules' names); `texts` the game's words (may be null).
    ComparisonView(const RunComparison &comparison, const NotebookEntry &a, const NotebookEntry &b,
        const FigureTexts *texts, const VariantTexts *variantTexts = nullptr, QWidget *parent = nullptr);

    const RunComparison &comparison() const { return m_comparison; }
    QString sentence() const;
    QStandardItemModel *table() const { return m_table; } // unpaired; null when paired
    RunView *pairedView() const { return m_paired; }      // paired; null when unpaired

private:
    RunComparison m_comparison;
    QString m_sentence;
    QStandardItemModel *m_table = nullptr;
    RunView *m_paired = nullptr;
};
