#pragma once

#include "core/event.h"

#include <QAbstractListModel>

#include <vector>

class GameNarrator;
class GameSession;

// The game's log: one translated line per event, written from the viewer's
// knowledge (Event::seenBy), never with a value the viewer may not know.
// Follows the session: new events append rows; a new viewer (the public one
// while a hot-seat curtain is down) or language rewrites every line. Every
// event is kept, as one that says nothing to this viewer (a card received in
// a swap, seen by the public) may say something to the next. A resumed
// game's log starts with its story so far.
class GameLogModel final : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        SeatRole = Qt::UserRole + 1, // the seat that acted (int, -1 none)
        EventTypeRole,               // the game's event type (int)
        DecisionRole,                // index of the decision that caused it
    };

    GameLogModel(const GameSession *session, const GameNarrator &narrator, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Rewrites the lines (after a language or viewer change).
    void retranslate();

private:
    struct Entry {
        houserules::Event event;
        int decision = 0;
        QString line;
    };
    void append(int seat, const std::vector<houserules::Event> &events);
    QString lineFor(const houserules::Event &event) const;
    QStringList summary() const;

    const GameSession *m_session;
    const GameNarrator &m_narrator;
    void rewrite(); // every line for the current viewer, and which are shown

    std::vector<Entry> m_entries; // every event
    std::vector<int> m_shown;     // rows: the entries whose line is not empty
    QStringList m_summary;        // the end of the game, once it is over
    int m_decisions = 0;
};
