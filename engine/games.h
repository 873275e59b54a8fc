#pragma once

#include "core/game/ruleset.h"

#include <memory>

// Every game Houserules knows, each once, in the order the app shows them,
// by its folder (engine/<folder>/, app/games/<folder>/). The one list of
// games: the engine's registry, the app's games and tables and the command
// line's replay reports each expand it with what their layer holds of a
// game, which every game's folder defines under the same names
// (houserules::<folder>::makeGame(), gameUi(), makeTable()...). A new game
// is a folder of the same shape and a line here.
#define HOUSERULES_GAMES(GAME)                                                                                         \
    GAME(blastingbilly)                                                                                                \
    GAME(halunkenspelunken)                                                                                            \
    GAME(boomo)                                                                                                        \
    GAME(wyattearp)

namespace houserules {

// Each game's rules (engine/<folder>/game.cpp).
#define HOUSERULES_DECLARE_GAME(folder)                                                                                \
    namespace folder {                                                                                                 \
    std::unique_ptr<Game> makeGame();                                                                                  \
    }
HOUSERULES_GAMES(HOUSERULES_DECLARE_GAME)
#undef HOUSERULES_DECLARE_GAME

} // namespace houserules
