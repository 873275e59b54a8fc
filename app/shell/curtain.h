#pragma once

#include <QWidget>

class InputGate;
class QLabel;
class QPushButton;
class QTimer;
class TableView;

// Hot-seat: hides the table between two people's turns. "Pass the screen to
// Ann"; lifting it is a deliberate act of the person arriving. It shares the
// table's InputGate, watchful while it is down: it ignores every key and
// button until nothing has been pressed, repeated or released for a quiet
// moment anywhere in the application (each event restarts the wait: a held
// key, a burst of reflexive presses, a key pressed in a dialog or on the
// start page), and waits again whenever it is shown again (back from a
// dialog, another window, the start page or another program). Then only
// its button lifts it: clicked (pressed and released on it), or Enter or
// Space pressed and released while the curtain has the keyboard, and not
// pressed again at once (the release of a held key's repeat is followed at
// once by its next press). Tab keeps the keyboard on the button.
class Curtain final : public QWidget {
    Q_OBJECT
public:
    explicit Curtain(TableView *table);

    // `news`: what everyone has just seen happen (a round's end), repeated
    // on the curtain for whoever comes to the screen.
    void lower(const QString &playerName, const QString &news = {});
    QString playerName() const { return m_player; }
    // True while input is still ignored (waiting for a quiet moment).
    bool isGuarding() const;

Q_SIGNALS:
    void lifted();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool event(QEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void lift();
    // The wait for quiet starts again (the curtain is shown again).
    void rearm();
    void gateClosed();
    void gateOpened();

    InputGate *m_gate;
    QString m_player;
    QLabel *m_text;
    QLabel *m_wait;
    QLabel *m_news;
    QPushButton *m_ready;
    QTimer *m_settle; // after a key's release: lifts unless more input came
    quint64 m_seenAtRelease = 0;
    int m_pressedKey = 0; // a lifting key pressed while the gate was open
};
