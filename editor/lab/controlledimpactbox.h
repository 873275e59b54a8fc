#pragma once

#include "models/figuretexts.h"

#include "core/simulation/cardcount.h"

#include <QCoreApplication>
#include <QWidget>

#include <functional>
#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QStandardItemModel;
class QTableView;
class VariantTexts;

// The controlled impact of one card kind, under the card impact table: the
// table says which cards go with winning; this plays the rules with one card
// of the chosen kind fewer and with one more, each against the rules on the
// same seeds (core/simulation/cardcount.h), and shows what changes: each seat's win
// rate, the first player's advantage, the game length and the game's own
// figures, as paired differences with their 95% intervals. The cards that
// stand out in the table are offered first; any card can be chosen.
class ControlledImpactBox final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // `onRun` is asked to play the card kind chosen (its id).
    explicit ControlledImpactBox(std::function<void(const QString &kind)> onRun, QWidget *parent = nullptr);

    // The kinds to offer: those that stand out in `cards` (the card impact
    // table, maybe empty) first, then every kind of the rules (`kinds`, in
    // deck order); keeps the choice where it can.
    void setCards(const std::vector<houserules::CardImpact> &cards, const std::vector<std::string> &kinds,
        const FigureTexts *texts);
    void selectCard(const QString &kind);
    QString chosenCard() const;
    void setRunnable(bool runnable, bool running);
    // The last controlled impact (null: none yet), played on the rules named `rules`.
    void show(const houserules::ControlledImpactReport *report, const QString &rules, const FigureTexts *texts,
        const VariantTexts *variantTexts);
    void retranslate();

private:
    void refresh();
    QString cardName(const std::string &kind) const;

    const houserules::ControlledImpactReport *m_report = nullptr;
    QString m_rules;
    const FigureTexts *m_texts = nullptr;
    const VariantTexts *m_variantTexts = nullptr;
    std::vector<houserules::CardImpact> m_cards;
    std::vector<std::string> m_kinds;
    QLabel *m_title = nullptr, *m_explain = nullptr, *m_cardLabel = nullptr, *m_summary = nullptr;
    QComboBox *m_card = nullptr;
    QPushButton *m_run = nullptr;
    QStandardItemModel *m_model = nullptr;
    QTableView *m_table = nullptr;
};
