#pragma once

// What `houserules-cli replay` says about one game beyond what every game
// shares (game, variant, players, decisions applied, whether it is over):
// the game's table and result as JSON, and as a few lines of text. Each
// game's is in its folder (app/games/<folder>/<game>report.cpp).

#include "games.h"
#include "replay.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <string_view>
#include <vector>

struct GameReport {
    std::string_view game;
    // The game's own keys, added to the shared ones.
    QJsonObject (*json)(const houserules::Replayed &replayed);
    // The result of a finished game, from the whole JSON, one line per fact.
    QString (*text)(const QJsonObject &json);
};

// Each game's report, by the one list of games.
#define HOUSERULES_DECLARE_GAME_REPORT(folder)                                                                         \
    namespace houserules::folder {                                                                                     \
    const GameReport &replayReport();                                                                                  \
    }
HOUSERULES_GAMES(HOUSERULES_DECLARE_GAME_REPORT)
#undef HOUSERULES_DECLARE_GAME_REPORT

// nullptr for a game without a report of its own.
const GameReport *gameReport(std::string_view game);

// Helpers the reports share.
QString reportString(const std::string &text);
// The name of a seat in the record (or `fallback` for a seat beyond the players).
QString playerName(const houserules::Replayed &replayed, int seat, const QString &fallback = {});
// The names of `seats` (a game's winners), for the JSON's "winners".
QJsonArray playerNames(const houserules::Replayed &replayed, const std::vector<int> &seats);
// `json` with its "result": null while the game goes on; once it is over,
// the winners' names (the state's outcome) and whatever `more` adds to it.
QJsonObject withResult(QJsonObject json, const houserules::Replayed &replayed,
    const std::function<void(QJsonObject &result)> &more = nullptr);
// The "winners" of the JSON's "result", for the text.
QStringList winnersOf(const QJsonObject &result);
