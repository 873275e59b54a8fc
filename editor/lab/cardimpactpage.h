#pragma once

#include "comparednames.h"
#include "models/figuretexts.h"

#include "core/simulation/cardcount.h"
#include "core/simulation/simulator.h"

#include <QCoreApplication>
#include <QWidget>

#include <functional>
#include <memory>

class CardImpactModel;
class ControlledImpactBox;
class QComboBox;
class QLabel;
class QTableView;
class VariantTexts;

// The Card impact page: per card kind, how often the seats that held it or
// played it won against all others, under the edited or the base rules (an
// association, said as one); and under it a card's controlled impact
// (ControlledImpactBox), what one card fewer or more does.
class CardImpactPage final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // `onControlled` is asked to play a card kind's controlled impact on the
    // edited rules (`onEdited`) or the base rules; without one (a run opened
    // from the notebook) the page shows the table only.
    using ControlledRequest = std::function<void(const QString &kind, bool onEdited)>;
    explicit CardImpactPage(ControlledRequest onControlled = {}, QWidget *parent = nullptr);
    // Shows the cards of `comparison`'s edited or base rules, as chosen (null: how to get some).
    void show(const houserules::ComparisonReport *comparison, const FigureTexts *texts);
    // The last controlled impact (null: none), played on the edited rules or the base rules.
    void showControlled(
        const houserules::ControlledImpactReport *report, bool onEdited, const VariantTexts *variantTexts);
    void setRunnable(bool runnable, bool running);
    // The rules' card kinds, each offered for a controlled impact even
    // without a card impact table (null: none).
    void setRules(std::shared_ptr<const houserules::Ruleset> edited, std::shared_ptr<const houserules::Ruleset> base);
    // Whether the page shows the edited rules (else the base rules).
    bool showsEdited() const;
    ControlledImpactBox *controlledBox() const { return m_controlled; }
    void retranslate();
    // What the two rules are called in the choice (empty: "Edited rules" and
    // "Base rules"); before retranslate().
    void setNames(const ComparedNames &names) { m_names = names; }

private:
    ComparedNames m_names;
    void refresh();

    const houserules::ComparisonReport *m_comparison = nullptr;
    std::shared_ptr<const houserules::Ruleset> m_editedRules, m_baseRules;
    const FigureTexts *m_texts = nullptr;
    QLabel *m_rulesLabel = nullptr, *m_note = nullptr;
    QComboBox *m_rules = nullptr;
    CardImpactModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    ControlledImpactBox *m_controlled = nullptr;
    const houserules::ControlledImpactReport *m_controlledReport = nullptr;
    bool m_controlledOnEdited = true;
    const VariantTexts *m_variantTexts = nullptr;
};
