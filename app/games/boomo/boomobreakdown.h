#pragma once

#include <QWidget>

class GameView;
class QTextBrowser;

// The end of a game of Boomo, as players would tell it: every round, what
// ended it and whose bombs exploded, who went out when, and the winner — in
// the short variant with the hands counted when bombs are tied. From the
// public events and the final observation only.
class BoomoBreakdown final : public QWidget {
    Q_OBJECT
public:
    BoomoBreakdown(const GameView &view, QWidget *parent = nullptr);

    // The breakdown as plain text (what the widget shows), for tests.
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();

    const GameView &m_game;
    QTextBrowser *m_view;
};
