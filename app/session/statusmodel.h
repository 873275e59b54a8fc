#pragma once

#include <QAbstractTableModel>

class GameSession;
class GameUi;

// The status panel: per player the name, cards in hand, loot cards, and
// whose turn it is; from the viewer's observation.
class StatusModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Player, Hand, Loot, ColumnCount };

    StatusModel(const GameSession *session, const GameUi &ui, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Re-reads the session (after each decision or a viewer change).
    void refresh();
    // Tells the views that the headers and names read differently now.
    void retranslate();

private:
    const GameSession *m_session;
    const GameUi &m_ui;
    struct Row {
        int hand = 0;
        int loot = 0;
    };
    QList<Row> m_rows;
};
