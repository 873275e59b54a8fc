// Boomo in `houserules-cli replay`: the total, direction and piles, each
// player's bombs and hand, every round and how it ended, the eliminations in
// order, and the winners.

#include "games/gamereport.h"

#include "boomo/scoring.h"
#include "boomo/state.h"

#include <QJsonArray>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
namespace bo = houserules::boomo;

namespace {

QString endName(bo::RoundEnd reason)
{
    switch (reason) {
    case bo::RoundEnd::OverLimit:
        return u"over_limit"_s;
    case bo::RoundEnd::LastCard:
        return u"last_card"_s;
    case bo::RoundEnd::BombCard:
        return u"bomb_card"_s;
    case bo::RoundEnd::TwiceFailed:
        return u"play_twice_failed"_s;
    case bo::RoundEnd::NoCards:
        return u"no_cards"_s;
    }
    return {};
}

QJsonObject boomoJson(const Replayed &r)
{
    const auto &state = static_cast<const bo::BoomoState &>(*r.state);
    const bo::Rules &rules = state.rules();
    QJsonArray players;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        QJsonArray hand;
        for (const auto card : state.hand(seat))
            hand.append(reportString(rules.cardName(card)));
        players.append(QJsonObject {
            {u"name"_s, playerName(r, seat)},
            {u"bombs_flipped"_s, state.flipped(seat)},
            {u"bombs_left"_s, rules.bombs - state.flipped(seat)},
            {u"out"_s, !state.isIn(seat)},
            {u"cards_in_hand"_s, int(hand.size())},
            {u"hand"_s, hand},
            {u"hand_points"_s, bo::handPoints(rules, state.hand(seat))},
        });
    }
    QJsonArray rounds;
    for (const auto &ending : state.endings())
        rounds.append(QJsonObject {
            {u"round"_s, ending.round},
            {u"ended_by"_s, playerName(r, ending.ender)},
            {u"how"_s, endName(ending.reason)},
        });
    QJsonArray eliminations;
    for (const auto seat : state.eliminations())
        eliminations.append(playerName(r, seat));
    const auto &discard = state.discardPile();
    QJsonObject json {
        {u"limit"_s, rules.limit},
        {u"bombs"_s, rules.bombs},
        {u"table"_s,
            QJsonObject {
                {u"round"_s, state.round()},
                {u"total"_s, state.total()},
                {u"direction"_s, state.direction() > 0 ? u"clockwise"_s : u"anticlockwise"_s},
                {u"draw_pile"_s, state.drawPileSize()},
                {u"discard_pile"_s, int(discard.size())},
                {u"discard_top"_s,
                    discard.empty() ? QJsonValue(QJsonValue::Null)
                                    : QJsonValue(reportString(rules.cardName(discard.back())))},
            }},
        {u"players_state"_s, players},
        {u"rounds"_s, rounds},
        {u"eliminations"_s, eliminations},
    };
    return withResult(
        json, r, [&](QJsonObject &result) { result.insert(u"rounds_played"_s, int(state.endings().size())); });
}

QString boomoText(const QJsonObject &json)
{
    QString text;
    QTextStream out(&text);
    for (const auto &round : json.value(u"rounds"_s).toArray()) {
        const auto r = round.toObject();
        out << "Round " << r.value(u"round"_s).toInt() << ": " << r.value(u"how"_s).toString().replace(u'_', u' ')
            << " (" << r.value(u"ended_by"_s).toString() << ")\n";
    }
    for (const auto &player : json.value(u"players_state"_s).toArray()) {
        const auto p = player.toObject();
        out << p.value(u"name"_s).toString() << ": " << p.value(u"bombs_left"_s).toInt() << " bomb(s) left, "
            << p.value(u"cards_in_hand"_s).toInt() << " card(s) in hand" << (p.value(u"out"_s).toBool() ? ", out" : "")
            << '\n';
    }
    const QStringList winners = winnersOf(json.value(u"result"_s).toObject());
    out << "Winner: " << winners.join(u", "_s) << '\n';
    return text;
}

} // namespace

const GameReport &houserules::boomo::replayReport()
{
    static const GameReport report {bo::kGameId, boomoJson, boomoText};
    return report;
}
