#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

// Hot-seat: hides the table between two people's turns. "Pass to Ann —
// click when ready"; a click (or Enter/Space) lifts it.
class Curtain final : public QWidget {
    Q_OBJECT
public:
    explicit Curtain(QWidget *parent = nullptr);

    void lower(const QString &playerName);
    QString playerName() const { return m_player; }

Q_SIGNALS:
    void lifted();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void lift();

    QString m_player;
    QLabel *m_text;
    QPushButton *m_ready;
};
