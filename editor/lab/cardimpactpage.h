#pragma once

#include "comparednames.h"
#include "figuretexts.h"

#include "core/simulator.h"

#include <QCoreApplication>
#include <QWidget>

class CardImpactModel;
class QComboBox;
class QLabel;
class QTableView;

// The Card impact page: per card kind, how often the seats that held it or
// played it won against all others, under the edited or the base rules.
class CardImpactPage final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    explicit CardImpactPage(QWidget *parent = nullptr);
    // Shows the cards of `comparison`'s edited or base rules, as chosen (null: how to get some).
    void show(const houserules::ComparisonReport *comparison, const FigureTexts *texts);
    void retranslate();
    // What the two rules are called in the choice (empty: "Edited rules" and
    // "Base rules"); before retranslate().
    void setNames(const ComparedNames &names) { m_names = names; }

private:
    ComparedNames m_names;
    void refresh();

    const houserules::ComparisonReport *m_comparison = nullptr;
    const FigureTexts *m_texts = nullptr;
    QLabel *m_rulesLabel = nullptr, *m_note = nullptr;
    QComboBox *m_rules = nullptr;
    CardImpactModel *m_model = nullptr;
    QTableView *m_view = nullptr;
};
