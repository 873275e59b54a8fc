#pragma once

#include <QAbstractTableModel>
#include <QStringList>

class GameNarrator;
class GameView;

// The status panel: per player the name (marked when it is their turn, in
// italics for a computer player) and the game's own columns (cards in hand,
// loot...), from the viewer's observation of the game as the table shows it.
class StatusModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Player };

    StatusModel(const GameView &view, const GameNarrator &narrator, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Re-reads the session (after each decision or a viewer change).
    void refresh();
    // Tells the views that the headers and names read differently now.
    void retranslate();

private:
    const GameView &m_view;
    const GameNarrator &m_narrator;
    QStringList m_headers;
    QStringList m_tips;         // what each column counts, in a sentence
    QList<QVariantList> m_rows; // per seat, the game's columns
};
