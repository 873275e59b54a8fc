// Wyatt Earp in `houserules-cli replay`: the round, each player's field,
// money, chips, shares by business, complete businesses, score, turns sat
// out and whether (and when) he went broke, the decks' sizes, and the
// winners.

#include "games/gamereport.h"

#include "wyattearp/scoring.h"
#include "wyattearp/state.h"

#include <QJsonArray>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
namespace we = houserules::wyattearp;

namespace {

// "north 3": sidewalk and field number (from 1), as the notation has them.
QJsonValue field(const we::Rules &rules, int at)
{
    if (at < 0)
        return QJsonValue(QJsonValue::Null);
    return QJsonValue(
        QString(at / rules.fields == 0 ? u"north "_s : u"south "_s) + QString::number(at % rules.fields + 1));
}

QJsonObject weJson(const Replayed &r)
{
    const auto &state = static_cast<const we::WeState &>(*r.state);
    const we::Rules &rules = state.rules();
    QJsonArray players;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        const we::Holding holding = we::holding(rules, state.shares(seat));
        QJsonObject byBusiness;
        QJsonArray complete;
        for (int b = 0; b < rules.businessCount(); ++b) {
            const int held = holding.byBusiness[std::size_t(b)];
            if (held > 0)
                byBusiness.insert(reportString(rules.businesses[std::size_t(b)]), held);
            if (held > 0 && held == rules.businessShares[std::size_t(b)])
                complete.append(reportString(rules.businesses[std::size_t(b)]));
        }
        players.append(QJsonObject {
            {u"name"_s, playerName(r, seat)},
            {u"field"_s, field(rules, state.cowboyAt(seat))},
            {u"bills"_s, state.bills(seat)},
            {u"chips"_s, state.chips(seat)},
            {u"shares"_s, byBusiness},
            {u"complete_businesses"_s, complete},
            {u"score"_s, holding.score},
            {u"turns_sat_out"_s, state.turnsSatOut(seat)},
            {u"sits_out"_s, state.sitOut(seat)},
            {u"credit_used"_s, state.creditUsed(seat)},
            {u"broke_in_round"_s,
                state.inGame(seat) ? QJsonValue(QJsonValue::Null) : QJsonValue(state.brokeInRound(seat))},
        });
    }
    QJsonObject json {
        {u"round"_s, state.round()},
        {u"rounds"_s, rules.rounds},
        {u"players_state"_s, players},
        {u"star_deck"_s, int(state.deck(we::Back::Star).size())},
        {u"dollar_deck"_s, int(state.deck(we::Back::Dollar).size())},
    };
    return withResult(json, r);
}

QString weText(const QJsonObject &json)
{
    QString text;
    QTextStream out(&text);
    for (const auto &player : json.value(u"players_state"_s).toArray()) {
        const auto p = player.toObject();
        out << p.value(u"name"_s).toString() << ": " << p.value(u"score"_s).toInt() << " shares, "
            << p.value(u"bills"_s).toInt() << " bills";
        const auto complete = p.value(u"complete_businesses"_s).toArray();
        if (!complete.isEmpty())
            out << ", " << complete.size() << " complete";
        if (!p.value(u"broke_in_round"_s).isNull())
            out << " (broke in round " << p.value(u"broke_in_round"_s).toInt() << ")";
        out << '\n';
    }
    const QStringList winners = winnersOf(json.value(u"result"_s).toObject());
    out << (winners.size() > 1 ? "Shared win: " : "Winner: ") << winners.join(u", "_s) << '\n';
    return text;
}

} // namespace

const GameReport &houserules::wyattearp::replayReport()
{
    static const GameReport report {we::kGameId, weJson, weText};
    return report;
}
