#pragma once

#include "core/records/savedgames.h"

#include <QCommandLineParser>
#include <QString>

#include <optional>

// simulate --save-games N DIR [--save-by FIGURE[:low]]: writes N of the
// simulated games as game records into DIR, for a designer to replay the
// odd ones in the app.
struct SaveGamesRequest {
    int count = 0;
    QString dir;
    houserules::GamePick pick;
};

// The options simulate adds for it.
QList<QCommandLineOption> saveGamesOptions();

// What the command line asks for: nothing when it does not ask, else the
// request; `error` set (a usage error) when it asks wrongly. `positional`
// are the parser's positional arguments, of which DIR is the one.
std::optional<SaveGamesRequest> saveGamesRequest(
    const QCommandLineParser &parser, const QStringList &positional, QString *error);

// Picks and writes the games (QSaveFile, game-N.yaml with N counted from 1),
// telling on stderr which were saved and why. Exit status: 0, 1 when one
// could not be written or the game cannot save its games, 2 for an unknown
// figure.
int saveGames(const houserules::SimulationSpec &spec, const houserules::Variant &variant,
    const SaveGamesRequest &request, const houserules::RunOptions &options);
