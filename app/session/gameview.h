#pragma once

#include "core/game/event.h"
#include "core/game/ruleset.h"
#include "core/game/state.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

class GameSession;

// One viewer's window on a game: the only door through which a view (table,
// log, status, turn line, breakdown, replay) sees it. The viewer is a seat,
// kSpectator (the public: while a hot-seat curtain is down, between two
// people, and for onlookers of a game among computer players) or, in the
// replay of a finished game, kAllKnowing. Everything it gives is what that
// viewer may know: their observation and the events as they saw them
// (Event::seenBy), never the state itself, so a view cannot leak what it was
// never given.
//
// It also keeps how far the story is shown: the table draws decisions one by
// one (animated), and every other view follows it, so that nothing tells of
// a move before the table has shown it. Without a table that paces it, the
// view shows every decision at once.
class GameView final : public QObject {
    Q_OBJECT
public:
    explicit GameView(const GameSession &session);
    ~GameView() override;

    // Who looks.
    int viewer() const { return m_viewer; }
    bool isSeated() const { return m_viewer >= 0; }

    // What everyone knows of the game.
    const houserules::Ruleset &ruleset() const;
    QString gameId() const;
    int playerCount() const;
    QString playerName(int seat) const;
    QStringList playerNames() const;
    bool isHuman(int seat) const;

    // The decisions made so far, and how many of them are shown.
    int decisionCount() const;
    int shown() const { return m_shown; }
    bool isSettled() const { return m_shown == decisionCount(); }
    // Shows the game after `decisions` decisions (clamped to those made).
    void show(int decisions);
    // The table that paces what is shown (null: every decision at once).
    void setPacedBy(const QObject *table);

    // The game as the viewer sees it after shown() decisions.
    const houserules::Observation &observation() const;
    // Whose decision is pending there (-1 once the game is over).
    int currentPlayer() const;
    bool isOver() const;

    // Decision `index` (< decisionCount()): who made it, and what happened
    // as the viewer saw it.
    int seatOf(int index) const;
    std::vector<houserules::Event> eventsOf(int index) const;

Q_SIGNALS:
    // The game went on by one decision (decisionCount() - 1 is its index).
    void decisionApplied(int index);
    // The views show the game after shown() decisions now.
    void shownChanged(int shown);
    // A new viewer: every view redraws from nothing.
    void viewerChanged(int viewer);

private:
    friend class GameSession;
    void setViewer(int viewer);
    void applied(); // by the session, after each decision
    const houserules::State &stateShown() const;

    const GameSession &m_session;
    int m_viewer = houserules::kSpectator;
    int m_shown = 0;
    const QObject *m_pacer = nullptr;
    // The state after m_shown decisions when the table lags behind the game
    // (replayed from the start: the engine applies millions per second).
    mutable std::unique_ptr<houserules::State> m_past;
    mutable int m_pastAt = -1;
    mutable std::unique_ptr<houserules::Observation> m_observation; // for m_viewer at m_shown
};
