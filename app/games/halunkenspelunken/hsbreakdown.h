#pragma once

#include <QWidget>

class GameView;
class QTextBrowser;

// The end of a game of Halunken & Spelunken, as players would count it: per
// player the villains of each colour with their values and sums, the colour
// that counts double, the total (the engine's score()), how often each hired
// Black Jack, and the winners. From the final observation and the public
// events only.
class HsBreakdown final : public QWidget {
    Q_OBJECT
public:
    HsBreakdown(const GameView &view, QWidget *parent = nullptr);

    // The breakdown as plain text (what the widget shows), for tests.
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();

    const GameView &m_game;
    QTextBrowser *m_view;
};
