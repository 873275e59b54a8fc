#pragma once

#include "core/simulation/simulator.h"

#include <QAbstractTableModel>

#include <vector>

class FigureTexts;

// Card impact as a table, one row per card kind in deck order: how many
// seat-games had the kind in the starting hand, the win rate of those and of
// all other seat-games, and the difference with its 95% interval; the same
// for playing a card of the kind. Sorts by number (Qt::UserRole holds the
// value behind each cell), so a designer can put the strongest or weakest
// card on top.
class CardImpactModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Card,
        Held,
        HeldWinRate,
        NotHeldWinRate,
        HeldDifference,
        Played,
        PlayedWinRate,
        NotPlayedWinRate,
        PlayedDifference,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;

    explicit CardImpactModel(QObject *parent = nullptr);

    // `texts` names the kinds (not owned; null: the kind ids).
    void setCards(const std::vector<houserules::CardImpact> &cards, const FigureTexts *texts);
    const houserules::CardImpact &card(int row) const { return m_cards[std::size_t(row)]; }
    // Texts anew, in the current language.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<houserules::CardImpact> m_cards;
    const FigureTexts *m_texts = nullptr;
};
