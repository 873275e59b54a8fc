#pragma once

#include "games.h"

class DecisionPort;
class GameNarrator;
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

// Each game's table and breakdown (app/games/<folder>/), by the one list of
// games; `narrator` is the game's GameUi.
#define HOUSERULES_DECLARE_GAME_TABLE(folder)                                                                          \
    namespace houserules::folder {                                                                                     \
    TableView *makeTable(GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent);           \
    QWidget *makeBreakdown(const GameView &view, QWidget *parent);                                                     \
    }
HOUSERULES_GAMES(HOUSERULES_DECLARE_GAME_TABLE)
#undef HOUSERULES_DECLARE_GAME_TABLE
