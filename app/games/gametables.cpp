#include "gametables.h"

#include "gameui.h"

#include <QtGlobal>

// Every game of games.h defines its makeTable() and makeBreakdown(), so a
// GameUi of gameUis() always finds its own here.

TableView *createTable(const GameUi &ui, GameView &view, DecisionPort *port, QWidget *parent)
{
#define HOUSERULES_TABLE_OF(folder)                                                                                    \
    if (&ui == &houserules::folder::gameUi())                                                                          \
        return houserules::folder::makeTable(view, port, ui, parent);
    HOUSERULES_GAMES(HOUSERULES_TABLE_OF)
#undef HOUSERULES_TABLE_OF
    qFatal("no table for the game %s", qPrintable(ui.gameId()));
}

QWidget *createBreakdown(const GameUi &ui, const GameView &view, QWidget *parent)
{
#define HOUSERULES_BREAKDOWN_OF(folder)                                                                                \
    if (&ui == &houserules::folder::gameUi())                                                                          \
        return houserules::folder::makeBreakdown(view, parent);
    HOUSERULES_GAMES(HOUSERULES_BREAKDOWN_OF)
#undef HOUSERULES_BREAKDOWN_OF
    qFatal("no breakdown for the game %s", qPrintable(ui.gameId()));
}
