#include "gamereport.h"

#include "core/game/state.h"

const GameReport *gameReport(std::string_view game)
{
#define HOUSERULES_REPORT_OF(folder)                                                                                   \
    if (houserules::folder::replayReport().game == game)                                                               \
        return &houserules::folder::replayReport();
    HOUSERULES_GAMES(HOUSERULES_REPORT_OF)
#undef HOUSERULES_REPORT_OF
    return nullptr;
}

QString reportString(const std::string &text)
{
    return QString::fromStdString(text);
}

QString playerName(const houserules::Replayed &replayed, int seat, const QString &fallback)
{
    return seat >= 0 && seat < int(replayed.record.players.size())
        ? reportString(replayed.record.players[std::size_t(seat)])
        : fallback;
}

QJsonArray playerNames(const houserules::Replayed &replayed, const std::vector<int> &seats)
{
    QJsonArray names;
    for (const int seat : seats)
        names.append(playerName(replayed, seat));
    return names;
}

QJsonObject withResult(
    QJsonObject json, const houserules::Replayed &replayed, const std::function<void(QJsonObject &result)> &more)
{
    if (!replayed.state->isTerminal()) {
        json.insert(QStringLiteral("result"), QJsonValue::Null);
        return json;
    }
    QJsonObject result {{QStringLiteral("winners"), playerNames(replayed, replayed.state->outcome().winners)}};
    if (more)
        more(result);
    json.insert(QStringLiteral("result"), result);
    return json;
}

QStringList winnersOf(const QJsonObject &result)
{
    QStringList winners;
    for (const auto &winner : result.value(QStringLiteral("winners")).toArray())
        winners << winner.toString();
    return winners;
}
