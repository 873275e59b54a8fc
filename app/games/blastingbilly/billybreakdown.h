#pragma once

#include <QWidget>

class GameView;

// The end of a game of Blasting Billy, step by step as players count it at
// the table: cards turned up, each dynamite and what it removed, each colour
// against Billy, who was shot in which colours, the totals, the tie-break that
// decided, and the winner(s) or Billy.
class BillyBreakdown final : public QWidget {
    Q_OBJECT
public:
    BillyBreakdown(const GameView &view, QWidget *parent = nullptr);

    // The breakdown as plain text (what the widget shows), for tests.
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();

    const GameView &m_game;
    class QTextBrowser *m_view;
};
