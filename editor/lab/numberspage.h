#pragma once

#include "comparednames.h"
#include "models/figuretexts.h"

#include "core/simulation/simulator.h"

#include <QCoreApplication>
#include <QTableView>

class QStandardItemModel;

// The Numbers page: every figure of a comparison in one table, base and
// edited rules with their 95% intervals (in the tooltips) and the paired
// difference, bold where its interval excludes zero.
class NumbersPage final : public QTableView {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    explicit NumbersPage(QWidget *parent = nullptr);
    // Fills the table from `comparison` (null: the headings only).
    void show(const houserules::ComparisonReport *comparison, const FigureTexts &texts);
    // What the two rules' columns are called (empty: "Base rules" and
    // "Edited rules"); before show().
    void setNames(const ComparedNames &names) { m_names = names; }

private:
    ComparedNames m_names;
    QStandardItemModel *m_numbers = nullptr;
};
