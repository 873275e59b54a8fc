#pragma once

// What `houserules-cli replay` says about one game beyond what every game
// shares (game, variant, players, decisions applied, whether it is over):
// the game's table and result as JSON, and as a few lines of text. One file
// per game in this folder, listed in reports.cpp.

#include "replay.h"

#include <QJsonObject>
#include <QString>

#include <string_view>

struct GameReport {
    std::string_view game;
    // The game's own keys, added to the shared ones.
    QJsonObject (*json)(const houserules::Replayed &replayed);
    // The result of a finished game, from the whole JSON, one line per fact.
    QString (*text)(const QJsonObject &json);
};

// nullptr for a game without a report of its own.
const GameReport *gameReport(std::string_view game);

// Helpers the reports share.
QString reportString(const std::string &text);
// The name of a seat in the record (or `fallback` for a seat beyond the players).
QString playerName(const houserules::Replayed &replayed, int seat, const QString &fallback = {});
