#pragma once

#include "core/game/event.h"

#include <QAbstractListModel>

#include <vector>

class GameNarrator;
class GameView;

// The game's log: one translated line per event, written from the viewer's
// knowledge (the events as GameView gives them), never with a value the
// viewer may not know. Follows the view: the lines of each decision appear
// once the table has drawn it (GameView::shown); a new viewer (the public
// one while a hot-seat curtain is down) or language rewrites every line from
// the events as the new viewer saw them. The same thing done several times
// in a row is said once ("bets 5 chips on High"). A resumed game's log
// starts with its story so far.
class GameLogModel final : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        SeatRole = Qt::UserRole + 1, // the seat that acted (int, -1 none)
        EventTypeRole,               // the game's event type (int)
        DecisionRole,                // index of the decision that caused it
    };

    GameLogModel(const GameView &view, const GameNarrator &narrator, QObject *parent = nullptr);

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
        int times = 1; // the same event so many times in a row, said once
    };
    // Follows the view to shown() decisions.
    void follow();
    // Adds the lines of decision `index` to `lines`: an event that repeats
    // the last one (a chip after a chip on one spot) makes that line count
    // it, where the narrator has words for it.
    void addLinesOf(int index, std::vector<Entry> &lines) const;
    QStringList summary() const;

    const GameView &m_view;
    const GameNarrator &m_narrator;
    std::vector<Entry> m_lines; // rows: every event of the decisions shown that makes a line
    QStringList m_summary;      // the end of the game, once it is shown
    int m_decisions = 0;        // decisions whose lines are in
};
