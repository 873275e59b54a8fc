#pragma once

#include "core/game/decision.h"
#include "core/game/event.h"
#include "core/game/state.h"

#include <QGraphicsView>
#include <QPointer>

#include <deque>
#include <functional>
#include <optional>
#include <vector>

class CardItem;
class Choreography;
class DecisionPort;
class GameNarrator;
class GameView;
class InputGate;
class QLabel;
class QPropertyAnimation;
class QTimer;
class TableAccessibility;
class TableScene;

// The frame every game's table stands in; a game's table adds only what is
// its own (its layout in a TableScene, its pieces, what a click or a key
// means, its animations). The frame holds:
//
// - the viewer: it draws one GameView (one viewer's observation, the events
//   as they saw them), and redraws from nothing when the viewer changes;
// - the story, decision by decision: each decision applied is animated by
//   the game's steps, then drawn, and only then does the view move on, so
//   that the log, the status and the turn line (which follow the view) never
//   run ahead of what is drawn;
// - input: keys and mouse buttons pass an InputGate (nothing made before a
//   hand-over acts after it, a held key acts once), reach the game only when
//   everything is drawn and the table has a DecisionPort — a table built
//   without one (a replay) applies nothing, whatever is clicked or typed;
//   a key or click before the person's turn (while the computer players
//   finish, or the table still draws their moves) is never kept for it, in
//   every game and phase alike, and the table says so (inputIgnored); Enter
//   plays a hint's choice until the person makes one of their own;
//   dragging a card is the frame's, dropping it the game's;
// - a strip the game's layout keeps free for short messages (a refused move,
//   a hint, news for everyone) that fade, and the result line that stays
//   once the game shown is over;
// - resizing: the scene is laid out anew for the viewport.
class TableView : public QGraphicsView {
    Q_OBJECT
public:
    // One step of a decision's animation: it starts one thing on the
    // choreography (a flight, a pause...) that plays for about `pace`
    // milliseconds; the next starts when it ends.
    using Step = std::function<void(Choreography &choreography, int pace)>;

    // `port`: where the person's decisions go; null for a table that only
    // shows (a replay). `narrator` words the result line. The frame owns
    // `scene`.
    TableView(
        GameView &view, DecisionPort *port, const GameNarrator &narrator, TableScene *scene, QWidget *parent = nullptr);
    ~TableView() override;

    GameView &view() const { return m_view; }
    InputGate *inputGate() const { return m_gate; }
    bool acceptsInput() const { return m_port != nullptr; }
    // Whether the person at the screen may decide now (their turn, the
    // table drawn): what makes the table's pressable pieces playable.
    bool awaitsDecision() const;
    // What assistive technology reads on the table (tableaccessible.h).
    TableAccessibility *accessibility() const { return m_accessibility; }
    // A press on the table by assistive technology (a piece's Press
    // action): a click at `scenePos`, through the same checks as the
    // mouse's; false when it came before the person's turn.
    bool pressByAssistant(QPointF scenePos);

    // The tables' text size (Settings), in percent: every open table is
    // laid out anew with it, its texts and the panels they need.
    static void applyTextSize(int percent);

    // How long a moving piece takes (0: moves land at once).
    void setFlightMilliseconds(int milliseconds) { m_flight = milliseconds; }
    int flightMilliseconds() const { return m_flight; }
    // How long a message stays before it fades.
    void setMessageMilliseconds(int milliseconds) { m_holdMilliseconds = milliseconds; }

    // Shows the story up to `decisions` decisions, one by one (a live table
    // follows the game by itself; a replay asks).
    void playTo(int decisions);
    // Shows everything up to there now, without the animations in between.
    void finishAnimations();
    bool isAnimating() const { return m_running; }
    // Everything the game has done is drawn, and nothing moves any more.
    bool isSettled() const;

    // The message on the table now; empty once it has faded.
    QString message() const;
    // The news for everyone on the table now (not a refusal); empty if none.
    QString news() const;
    // The line that says how the game ended, shown once it has (empty before).
    QString resultLine() const;

    // The search bot's suggestion for the person to play: the table points
    // at it the way it points at a choice made with the keyboard (playing it
    // is still theirs to do) and says why. `winShare`: the share of the
    // computer's trial games it won (none when it is the only legal
    // decision: the table says so instead).
    virtual void showHint(const houserules::Decision &decision, double winShare);
    // Says that the computer is looking for a hint, or (not `accepted`) that
    // hints are only for the person whose turn it is.
    void hintAsked(bool accepted);
    // Whether a hint says so in a notice on the table (the guided first
    // round says it in its own words).
    void setHintNotices(bool shown) { m_hintNotices = shown; }
    // The decision the last hint pointed at, until the turn moves on.
    std::optional<houserules::Decision> hinted() const { return m_hinted; }

Q_SIGNALS:
    void messageShown(const QString &text);
    // A key or click came before the person's turn: it did nothing, and is
    // not kept for the turn (`key`: the key pressed; 0 for a click).
    void inputIgnored(int key);
    // Everything the game has done is drawn.
    void settled();
    // resultLine() changed (the end drawn, a new viewer, another language).
    void resultChanged();

protected:
    // --- What each game's table provides.
    // Draws view().observation() with the table's own choices (a selected
    // card, a move being built); called whenever what is shown changes.
    virtual void redraw() = 0;
    // Forgets the person's choices so far (a new viewer, a new decision).
    virtual void clearChoice() {}
    // A key or a click, once it may act: the gate let it through, the table
    // has a port, and everything is drawn.
    virtual void keyPressed(QKeyEvent *event) { QGraphicsView::keyPressEvent(event); }
    virtual void pressed(QPointF scenePos) { (void)scenePos; }
    // The card a press at `scenePos` may drag (after pressed()), and where it
    // was let go after being dragged; a click without a drag drops nothing.
    virtual CardItem *draggable(QPointF scenePos) const
    {
        (void)scenePos;
        return nullptr;
    }
    virtual void dropped(int card, QPointF scenePos)
    {
        (void)card;
        (void)scenePos;
    }
    // The animation of decision `index` as the viewer saw it
    // (view().eventsOf(index)), in steps; the table shows the game before
    // it meanwhile.
    virtual void stage(int index, std::vector<Step> &steps)
    {
        (void)index;
        (void)steps;
    }
    // News for everyone at the table once decision `index` is drawn (a
    // round's end); empty for none.
    virtual QString notice(int index) const
    {
        (void)index;
        return {};
    }
    // The decision the person's choice on the table would play now (a card
    // selected, a target pointed at); none while nothing is chosen. The
    // frame says what it costs when that is plain (GameNarrator::costOf).
    virtual std::optional<houserules::Decision> chosenDecision() const { return std::nullopt; }
    // Why a decision is refused, in the game's words (after the frame's own
    // reasons: the game is over, it is not your turn).
    virtual QString reason(const houserules::Illegal &illegal, const houserules::Decision &decision) const;

    // --- What the frame offers them.
    TableScene *tableScene() const { return m_scene; }
    const GameNarrator &narrator() const { return m_narrator; }
    // The person's legal decisions now; empty unless they may decide (their
    // turn at this screen, everything drawn, a table that takes input).
    std::vector<houserules::Decision> legal() const;
    bool canDecide() const { return !legal().empty(); }
    // Why `decision` could not be played now (for a table that tries
    // candidates, such as a move built step by step); empty when it can.
    std::optional<houserules::Illegal> check(const houserules::Decision &decision) const;
    // Plays `decision` for the person, or says why it cannot be played (on
    // a finished table: nothing).
    bool decide(const houserules::Decision &decision);
    // A refused move's reason.
    void refuse(const QString &text);
    // News for everyone at the table, shown a little longer.
    void showNotice(const QString &text);
    void clearMessage();

    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    // True when input now comes before the person's turn (see inputIgnored).
    bool beforeTurn() const;
    // Input that may not act (before the turn, or while the table catches
    // up): shows the table as it is now, and says so if before the turn.
    bool tookBeforeTurn(int key = 0);
    static bool isModifier(int key);
    // A click at `p` once it may act (see tookBeforeTurn); false if not.
    bool click(QPointF p);
    // Enter after a hint plays it; another key forgets the hint.
    bool playsHint(QKeyEvent *event);
    void forgetHint();
    void advance();
    void runNext();
    void onShown();
    void onViewerChanged();
    void present(const QString &text, bool notice);
    void describeChoice();
    // After each choice: its cost, if the game sees an obvious one.
    void warnOfCost();
    // Says settled() if everything is drawn and nothing moves (after every
    // step of the story, however it got there: drawn, skipped, a new viewer).
    void tellIfSettled();
    void placeLabels();
    // The scene laid out anew for the viewport (a new size, a new text size).
    void relayout();
    void updateResult();
    int pace() const;

    GameView &m_view;
    DecisionPort *m_port;
    const GameNarrator &m_narrator;
    TableScene *m_scene;
    InputGate *m_gate;
    Choreography *m_choreography;
    int m_target = 0;         // the decisions to show
    std::deque<Step> m_steps; // of the decision being animated,
    int m_staging = -1;       // this one
    bool m_running = false;
    std::optional<houserules::Decision> m_hinted;
    bool m_hintNotices = true;
    std::optional<houserules::Decision> m_warnedFor; // the choice whose cost was said
    int m_flight = 0;
    int m_holdMilliseconds = 3500;
    QLabel *m_message;
    bool m_messageIsNews = false;
    QLabel *m_result;
    QTimer *m_hold;
    QPropertyAnimation *m_fade;
    TableAccessibility *m_accessibility;
    // A card being dragged: where it was taken and how far it went.
    QPointer<CardItem> m_dragging;
    int m_dragCard = -1;
    QPointF m_dragOffset;
    QPointF m_dragStart;
    bool m_dragMoved = false;
};
