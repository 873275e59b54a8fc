#pragma once

#include "decisionport.h"
#include "gamesetup.h"
#include "gameview.h"

#include "core/bots/searchbot.h"
#include "core/game/ruleset.h"
#include "core/records/record.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

// One game being played in the app: the engine state, the seats (people and
// bots), and whose eyes the window uses. The only holder of the full state:
// views see the game through view() (one viewer's observation and events),
// bots through their own observation, and a table's input reaches it as the
// DecisionPort of the person at the screen. Bots move on a timer so a person
// can follow. The quick bots decide on the GUI thread (microseconds); the
// search bot ("hard", and hints) thinks on a worker thread for about a
// second, so the window never waits, and stops when the session goes.
//
// Whose eyes: with one person, theirs; with none, the public's; with several
// at one screen (hot-seat), the public's whenever the next decision is not
// the one of the person looking, and a curtain is asked for before another
// person's decision (curtainLowered); it lifts when they say they are there.
class GameSession final : public QObject, public DecisionPort {
    Q_OBJECT
public:
    // What the search bot concluded, and at which decision of the game.
    struct Thought {
        houserules::Decision decision;
        double winShare = 0;
        int atDecision = -1;
    };

    // A new game; nullptr with `error` set when the variant cannot be loaded.
    static std::unique_ptr<GameSession> create(const GameSetup &setup, QString *error);
    // A game resumed from a record (all its decisions applied).
    static std::unique_ptr<GameSession> fromRecord(const houserules::Record &record, QString *error);

    ~GameSession() override;

    // The setup as it was asked for (the seed may be empty, the first player
    // random); record() has what was drawn.
    const GameSetup &setup() const { return m_setup; }
    // The same seats and rules with a fresh deal, as "New game" and "Play
    // again" propose it (a random first player stays random).
    GameSetup newDeal() const;
    const houserules::Ruleset &ruleset() const { return *m_ruleset; }
    QString gameId() const;
    int playerCount() const { return int(m_setup.seats.size()); }
    QString playerName(int seat) const { return m_setup.seats.value(seat).name; }
    QStringList playerNames() const;
    bool isHuman(int seat) const;

    int currentPlayer() const { return m_state->currentPlayer(); }
    bool isOver() const { return m_state->isTerminal(); }
    int decisionCount() const { return m_state->decisionCount(); }

    // The window on the game that every view uses, for the current viewer.
    GameView &view() { return m_view; }
    const GameView &view() const { return m_view; }
    // Whose eyes every view uses (view().viewer()).
    int viewer() const { return m_view.viewer(); }
    // True while a hot-seat curtain must hide the table (until lift()): from
    // the decision that passes the screen to another person on; the window
    // lowers it once the table has shown everyone what happened before.
    bool curtainDown() const { return m_curtain; }
    // The person the curtain waits for (-1 when it is up).
    int waitingFor() const { return m_curtain ? m_waitingFor : -1; }
    // The person the curtain waited for is at the screen: the views are theirs.
    void lift();
    // Hot-seat: the person at the screen leaves the table (the window shows
    // another page); whoever comes back passes the curtain.
    void coverScreen();
    // Replays: look at the table as `seat` (or kSpectator / kAllKnowing).
    void watchAs(int seat);
    // The seats whose view may be shown now besides the public one: the
    // person at the screen (none while a curtain is down); every seat and
    // the all-knowing view once the game is over.
    QList<int> viewersAllowed() const;
    // The same for this game opened from a file, where nobody is known to be
    // at the screen: every seat, and the all-knowing view once it is over;
    // but while several people play it at one screen, none (any of them may
    // open the file: a saved game, or the one kept for going on).
    QList<int> viewersOfFile() const;

    // DecisionPort: the person at the screen, when it is their turn.
    std::vector<houserules::Decision> legal() const override;
    std::optional<houserules::Illegal> check(const houserules::Decision &decision) const override;
    bool play(const houserules::Decision &decision) override;

    const houserules::Record &record() const { return m_record; }
    // Writes the record with QSaveFile: the old file survives a failed write.
    bool save(const QString &fileName, QString *error) const;

    // Milliseconds a bot waits before moving (0: at once).
    void setBotDelay(int milliseconds) { m_botDelay = milliseconds; }
    // Bots move only after resume() (call it once the views are connected);
    // pause() stops them (e.g. while the window closes).
    void pause()
    {
        m_paused = true;
        m_botTimer.stop();
    }
    void resume();
    // The table waits for the person: before the computer players' first
    // move of the game and of each new deal (a game that counts rounds but
    // not turns deals anew each round) when it holds for a newcomer, so that
    // the person at the screen has a moment with their hand; or before each
    // of their moves when it holds at every move (a pace that waits for a
    // key). It holds until goOn() (held() says when). Off by default; never
    // while nobody's eyes are at the screen.
    void setHoldsForNewcomer(bool holds) { m_holdsForNewcomer = holds; }
    void setHoldsEveryMove(bool holds) { m_holdsEveryMove = holds; }
    bool isHolding() const { return m_holding; }
    void goOn();
    // Rounds completed so far (the game's public clock; -1: no rounds).
    int roundsCompleted() const { return m_state->clock().rounds; }

    // The most the search bot thinks per decision ("hard" seats and hints):
    // it stops sooner at its own budget of iterations (the game's, for hard).
    void setThinkingSeconds(double seconds) { m_thinkingSeconds = seconds; }
    bool isThinking() const { return m_thinking.isRunning(); }

    // Asks the search bot, from the human at the table's own observation,
    // what it would do; hintReady() answers (not when the turn has moved on
    // meanwhile). False when it is not that human's turn.
    bool requestHint();

Q_SIGNALS:
    // After every decision (for the autosave; views follow view()).
    void decisionApplied();
    // Hot-seat: the table must hide until the named human is at the screen.
    // The viewer is already public when this is emitted.
    void curtainLowered(int seat);
    // The next decision is a person's at the screen after a computer
    // player's (no curtain between): input made before this moment must not
    // make it.
    void handedOver(int seat);
    void gameOver();
    // The computer players wait for goOn() (setHoldsForNewcomer(),
    // setHoldsEveryMove()).
    void held();
    // The search bot's suggestion for the human to play: `decision`, after
    // which the search won `winShare` (0..1) of its trial games.
    void hintReady(const houserules::Decision &decision, double winShare);

private:
    friend class GameView;
    // Every decision so far: who made it and what happened (full information:
    // views see it only through GameView, for their viewer).
    struct Step {
        int seat = -1;
        std::vector<houserules::Event> events;
    };

    GameSession(GameSetup setup, std::shared_ptr<const houserules::Ruleset> ruleset,
        std::unique_ptr<houserules::State> state, houserules::Record record);
    void chooseViewer();
    void record(const houserules::Decision &decision); // apply, keep, tell no one
    void apply(const houserules::Decision &decision);
    // The viewer for the decision now pending (hot-seat: public between two
    // people; a curtain before another person's decision).
    void passScreen();
    void afterDecision(int decider);
    void playBot();
    // A computer player moves next: after the bots' pause, or, at a new
    // deal, once the person at the screen says go on.
    void scheduleBot();
    // Runs the search from `seen` on a worker thread.
    void think(QFutureWatcher<Thought> &watcher, houserules::SearchBot *search,
        std::shared_ptr<const houserules::Observation> seen, std::vector<houserules::Decision> legal,
        std::uint64_t seed);
    void botThought();
    void hintThought();
    std::uint64_t botSeed() const;

    GameSetup m_setup;
    std::shared_ptr<const houserules::Ruleset> m_ruleset;
    std::unique_ptr<houserules::State> m_state;
    std::unique_ptr<const houserules::State> m_start; // before the first decision
    std::vector<houserules::Decision> m_decisions;    // every decision applied
    houserules::Record m_record;
    std::vector<Step> m_history;
    std::vector<std::unique_ptr<houserules::Bot>> m_bots; // null for people
    GameView m_view;
    bool m_curtain = false;
    int m_waitingFor = -1;
    bool m_paused = true; // until resume(): the view connects first
    bool m_holdsForNewcomer = false;
    bool m_holdsEveryMove = false;
    bool m_freshDeal = false; // no computer player has moved since the deal
    bool m_holding = false;   // waiting for goOn()
    int m_botDelay = 600;
    QTimer m_botTimer;
    double m_thinkingSeconds = 1.0;
    std::atomic<bool> m_stopThinking {false};
    std::unique_ptr<houserules::SearchBot> m_hintBot;
    QFutureWatcher<Thought> m_thinking; // a bot's decision
    QFutureWatcher<Thought> m_hinting;  // a hint
};
