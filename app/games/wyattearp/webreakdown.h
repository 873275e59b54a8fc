#pragma once

#include <QWidget>

class GameView;
class QTextBrowser;

// The end of a game of Wyatt Earp, as players would count it: per player the
// shares of each business (complete businesses marked, counting as the
// variant says), the total, the money, who went broke, the tie-break that
// decided (most money) and the winners. From the final observation only.
class WeBreakdown final : public QWidget {
    Q_OBJECT
public:
    WeBreakdown(const GameView &view, QWidget *parent = nullptr);

    // The breakdown as plain text (what the widget shows), for tests.
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();

    const GameView &m_game;
    QTextBrowser *m_view;
};
