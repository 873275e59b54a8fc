#pragma once

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;

// Hot-seat: hides the table between two people's turns. "Pass the screen to
// Ann"; lifting it is a deliberate act of the person arriving: a click on the
// button, or Enter/Space pressed and released while the curtain is up. For a
// moment after it falls it ignores all input, and a key that was already down
// (the Enter that played the last card, a held key's repeats) never lifts it.
class Curtain final : public QWidget {
    Q_OBJECT
public:
    explicit Curtain(QWidget *parent = nullptr);

    void lower(const QString &playerName);
    QString playerName() const { return m_player; }
    // How long input is ignored after the curtain falls.
    void setGuardMilliseconds(int milliseconds) { m_guardMilliseconds = milliseconds; }
    // True while input is still ignored.
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

    QString m_player;
    QLabel *m_text;
    QPushButton *m_ready;
    QTimer *m_guard;
    int m_guardMilliseconds = 700;
    int m_pressedKey = 0;        // a lifting key pressed while the curtain was up
    bool m_mousePressed = false; // likewise a mouse button
};
