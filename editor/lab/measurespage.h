#pragma once

#include "comparednames.h"
#include "labrunner.h"

#include "core/simulation/simulator.h"

#include <QCoreApplication>
#include <QWidget>

#include <vector>

class QLabel;
class QStandardItemModel;
class QTableView;

// The Measures page: the measures of a good game (core/simulation/measures.h) of a
// comparison, one row per measure (seat balance, first player advantage,
// turn order balance, duration in decisions, turns and rounds with its
// spread, lead changes, drama, decisiveness) and, when the run measured
// it, the skill gradient; columns base, edited rules and their paired
// difference, each with its 95% interval (in the tooltips), the difference
// bold where its interval excludes zero. A measure the game does not have
// reads "—", the tooltip saying why; a measure's name has its definition
// as tooltip. A line above says how many differences would exclude zero by
// chance alone.
class MeasuresPage final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    enum Column { MeasureColumn, BaseColumn, EditedColumn, DifferenceColumn };

    explicit MeasuresPage(QWidget *parent = nullptr);
    // Fills the table from `comparison` and its skill runs (null: the
    // headings and a hint only).
    void show(const houserules::ComparisonReport *comparison, const std::vector<LabSkillRun> &skill);
    // What the two rules' columns are called (empty: "Base rules" and
    // "Edited rules"); before show().
    void setNames(const ComparedNames &names) { m_names = names; }
    QStandardItemModel *table() const { return m_table; }

private:
    void showHeadings();
    void sayTested(int tested, int excluding, const houserules::ComparisonReport &comparison, bool skillMeasured);

    ComparedNames m_names;
    QLabel *m_tested = nullptr;
    QStandardItemModel *m_table = nullptr;
    QTableView *m_view = nullptr;
};
