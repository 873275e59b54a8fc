#pragma once

#include <QWidget>

class InputGate;
class QLabel;
class QPushButton;
class QTimer;
class TableView;

// Hot-seat: hides the table between two people's turns. "Pass the screen to
// Ann"; lifting it is a deliberate act of the person arriving. It shares the
// table's InputGate: once it has fallen it ignores every key and button
// until nothing has been pressed, repeated or released for a quiet moment
// (each event restarts the wait: a held key, its repeats flagged or not, a
// burst of reflexive presses), and then lifts only on a click on it or its
// button, or on a key pressed and released (Enter or Space) and not pressed
// again at once (the release of a held key's repeat is followed at once by
// its next press).
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
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void lift();

    InputGate *m_gate;
    QString m_player;
    QLabel *m_text;
    QLabel *m_wait;
    QLabel *m_news;
    QPushButton *m_ready;
    QTimer *m_settle; // after a key's release: lifts unless more input came
    quint64 m_seenAtRelease = 0;
    int m_pressedKey = 0;        // a lifting key pressed while the gate was open
    bool m_mousePressed = false; // likewise a mouse button
};
