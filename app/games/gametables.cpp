#include "gametables.h"

#include "gameui.h"

#include "blastingbilly/billybreakdown.h"
#include "blastingbilly/billytable.h"
#include "boomo/boomobreakdown.h"
#include "boomo/boomotable.h"
#include "halunkenspelunken/hsbreakdown.h"
#include "halunkenspelunken/hstable.h"
#include "wyattearp/webreakdown.h"
#include "wyattearp/wetable.h"

#include "blastingbilly/game.h"
#include "boomo/rules.h"
#include "halunkenspelunken/rules.h"
#include "wyattearp/rules.h"

#include <QtGlobal>

using namespace houserules;

// Every game of gameUis() has its widgets here (the tables' tests open each
// game's table and breakdown).

TableView *createTable(const GameUi &ui, GameView &view, DecisionPort *port, QWidget *parent)
{
    const QString id = ui.gameId();
    if (id == QLatin1String(blastingbilly::kGameId))
        return new BillyTable(view, port, ui, parent);
    if (id == QLatin1String(halunkenspelunken::kGameId))
        return new HsTable(view, port, ui, parent);
    if (id == QLatin1String(boomo::kGameId))
        return new BoomoTable(view, port, ui, parent);
    if (id == QLatin1String(wyattearp::kGameId))
        return new WeTable(view, port, ui, parent);
    qFatal("no table for the game %s", qPrintable(id));
}

QWidget *createBreakdown(const GameUi &ui, const GameView &view, QWidget *parent)
{
    const QString id = ui.gameId();
    if (id == QLatin1String(blastingbilly::kGameId))
        return new BillyBreakdown(view, parent);
    if (id == QLatin1String(halunkenspelunken::kGameId))
        return new HsBreakdown(view, parent);
    if (id == QLatin1String(boomo::kGameId))
        return new BoomoBreakdown(view, parent);
    if (id == QLatin1String(wyattearp::kGameId))
        return new WeBreakdown(view, parent);
    qFatal("no breakdown for the game %s", qPrintable(id));
}
