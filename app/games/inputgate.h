#pragma once

#include <QElapsedTimer>
#include <QEvent>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

class QTimer;
class QWidget;

// Input belongs to the moment it was made in. One gate watches every key and
// mouse button that reaches a table and its hot-seat curtain, and lets
// through only what a person does deliberately, now:
//
// - After a hand-over (a curtain falls, or the decision passes to a person
//   after another seat's) it is *quiet*: it lets nothing through until no
//   key or button has been pressed, repeated or released for a while (each
//   event restarts the wait). A curtain always waits; a hand-over without
//   one waits only when something was pressed just before or is still held.
// - A held key acts once: a press of a key already down, a press flagged as
//   auto-repeat, and a press that follows the key's own release at once, by
//   the window system's clock (an X server without detectable auto-repeat
//   sends a release and a press with the same time for every repeat,
//   unflagged) never get through.
//
// - Input anywhere in the application counts: the quiet is measured from
//   the last key or button pressed or released in any window, dialog, menu
//   or page of the application (an application-wide filter), not only in
//   the widgets it guards. While the gate is *watchful* (a hot-seat curtain
//   is down), input elsewhere also closes it: whoever comes back to the
//   guarded widgets from a dialog, another window or page waits for quiet.
//
// Widgets are guarded with guard(); the gate filters their events.
class InputGate final : public QObject {
    Q_OBJECT
public:
    explicit InputGate(QObject *parent = nullptr);
    ~InputGate() override;

    // Filters the key and mouse-button events of `widget`.
    void guard(QWidget *widget);
    // Guards `root` and every widget in it now (a dialog and its buttons).
    void guardAll(QWidget *root);
    // While watchful, input outside the guarded widgets closes the gate.
    void setWatchful(bool watchful) { m_watchful = watchful; }

    // A hand-over: input made before it must not act after it. `always`
    // (a curtain): wait for quiet even if nothing was pressed.
    void handOver(bool always);
    // True when input gets through (not waiting for quiet).
    bool isOpen() const { return m_open; }
    // How many key and button events it has seen: a widget that waits to
    // be sure a release was not a repeat compares it before and after.
    quint64 inputSeen() const { return m_seen; }
    // True while `key` is down (as far as the gate has seen).
    bool isDown(int key) const { return m_keysDown.contains(key); }

    // The quiet needed after a hand-over (0: none, every hand-over passes).
    void setQuietMilliseconds(int milliseconds) { m_quietMilliseconds = milliseconds; }
    int quietMilliseconds() const { return m_quietMilliseconds; }
    // The quiet a hand-over waits for: longer than a reflexive second press
    // comes after a move (up to about 1.2 s), so that press never lifts
    // the curtain on the next player's hand.
    static constexpr int kHandOverQuietMilliseconds = 1500;
    // What new gates wait for (tests make it short).
    static void setDefaultQuietMilliseconds(int milliseconds);
    static int defaultQuietMilliseconds();
    // A press this soon after the same key's release (by the event's
    // timestamp) is that key's repeat; no hand is this quick.
    static constexpr int kRepeatGapMilliseconds = 5;

Q_SIGNALS:
    // Input gets through again after a quiet moment.
    void opened();
    // It waits for quiet.
    void closed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    class Elsewhere;
    // A key or button event on `receiver`, seen by the application-wide filter.
    void noticeAnywhere(QObject *receiver);
    bool isGuarded(const QWidget *widget) const;
    // A key event reaching `watched` from a guarded widget inside it.
    bool isPropagated(const QObject *watched, const QEvent *event) const;
    void close();
    bool recentInput() const;
    bool passKey(QEvent *event);
    bool passButton(QEvent *event);

    bool m_open = true;
    bool m_watchful = false;
    QSet<const QObject *> m_guarded;
    struct Judged {
        const QEvent *event = nullptr;
        QEvent::Type type = QEvent::None;
        QPointer<QWidget> widget;
    } m_judged; // the last key event judged, and where
    int m_quietMilliseconds;
    QTimer *m_quiet;
    quint64 m_seen = 0;
    QElapsedTimer m_lastInput;                // any key or button event
    QSet<int> m_keysDown;                     // keys pressed and not yet released
    QHash<int, unsigned long> m_releaseStamp; // the window system's time each key was last released
    Qt::MouseButtons m_buttonsDown;
};
