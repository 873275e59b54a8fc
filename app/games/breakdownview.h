#pragma once

#include <QWidget>

class GameView;
class QTextBrowser;

// What every game's end-of-game breakdown shares: the game's account of
// how the end was counted, as HTML, built from the viewer's final
// observation and the events as they saw them (at the end every score is
// public), shown in a text browser and written anew when the language
// changes. A game's breakdown writes only its account (html()).
class BreakdownView : public QWidget {
    Q_OBJECT
public:
    // The breakdown as plain text (what the widget shows), for tests.
    QString text() const;

protected:
    BreakdownView(const GameView &view, QWidget *parent);
    const GameView &game() const { return m_game; }
    // The account; empty before the game is over.
    virtual QString html() const = 0;
    // Shows html() (a game's constructor calls it once).
    void build();
    void changeEvent(QEvent *event) override;

private:
    const GameView &m_game;
    QTextBrowser *m_browser;
};
