#pragma once

class DecisionPort;
class GameUi;
class GameView;
class TableView;
class QWidget;

// The widget half of a game: its table and its end-of-game breakdown, for
// the game of `ui` (GameUi holds the half without widgets, a layer below).

// The table for one viewer's window on a game; `port` takes the person's
// decisions (null: a table that only shows, as in a replay).
TableView *createTable(const GameUi &ui, GameView &view, DecisionPort *port, QWidget *parent);
// The end-of-game breakdown, from the viewer's final observation and the
// events as they saw them (at the end every score is public).
// Precondition: view.isOver().
QWidget *createBreakdown(const GameUi &ui, const GameView &view, QWidget *parent);
