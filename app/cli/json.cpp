#include "json.h"

#include "games/gamereport.h"

#include <QJsonArray>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

QJsonObject replayJson(const Replayed &replayed)
{
    QJsonArray players;
    for (const auto &name : replayed.record.players)
        players.append(reportString(name));
    QJsonObject json {
        {u"game"_s, reportString(replayed.record.game)},
        {u"variant"_s, reportString(replayed.ruleset->variant().id)},
        {u"players"_s, players},
        {u"decisions_applied"_s, replayed.applied},
        {u"game_over"_s, replayed.state->isTerminal()},
    };
    if (!replayed.state->isTerminal())
        json.insert(u"current_player"_s, playerName(replayed, replayed.state->currentPlayer()));
    if (const GameReport *report = gameReport(replayed.record.game)) {
        const QJsonObject own = report->json(replayed);
        for (auto it = own.begin(); it != own.end(); ++it)
            json.insert(it.key(), it.value());
    }
    return json;
}

QString replayText(const Replayed &replayed)
{
    const QJsonObject json = replayJson(replayed);
    QString text;
    QTextStream out(&text);
    out << json.value(u"game"_s).toString() << " (" << json.value(u"variant"_s).toString() << "), "
        << json.value(u"decisions_applied"_s).toInt() << " decisions\n";
    if (!json.value(u"game_over"_s).toBool()) {
        out << "The game is not over; " << json.value(u"current_player"_s).toString() << " is to play.\n";
        return text;
    }
    if (const GameReport *report = gameReport(replayed.record.game))
        out << report->text(json);
    return text;
}
