#pragma once

#include "replay.h"

#include <QJsonObject>

// The final state and result of a replayed record as JSON: what every game
// shares (game, variant, players, decisions applied, whether it is over, who
// is to play), then the game's own table and result (app/games/<folder>/, GameReport).
QJsonObject replayJson(const houserules::Replayed &replayed);
// The same, as a short text a person reads in a terminal.
QString replayText(const houserules::Replayed &replayed);
