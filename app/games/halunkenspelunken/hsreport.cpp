// Halunken & Spelunken in `houserules-cli replay`: the harbour board (each
// captain's field, Black Jack's, the dens' face-up villains and heights),
// each player's villains by colour with values, the colour that counts
// double and the score, the harbour, Black Jack's hirers by round and his
// played cards, and the winners.

#include "games/gamereport.h"

#include "halunkenspelunken/scoring.h"
#include "halunkenspelunken/state.h"

#include <QJsonArray>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
namespace hs = houserules::halunkenspelunken;

namespace {

QJsonArray names(const hs::Rules &rules, const std::vector<std::int16_t> &cards)
{
    QJsonArray list;
    for (const auto card : cards)
        list.append(reportString(rules.villainName(card)));
    return list;
}

// Fields are numbered from 1, as in the notation.
QJsonValue field(int at)
{
    return at < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(at + 1);
}

QJsonObject hsJson(const Replayed &r)
{
    const auto &state = static_cast<const hs::HsState &>(*r.state);
    const hs::Rules &rules = state.rules();
    QJsonArray players;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        const hs::Score score = hs::score(rules, state.villains(seat));
        QJsonObject byColour;
        for (int colour = 0; colour < int(rules.colours.size()); ++colour) {
            QJsonArray values;
            for (const auto card : state.villains(seat))
                if (rules.villains[std::size_t(card)].colour == colour)
                    values.append(rules.villains[std::size_t(card)].value);
            if (!values.isEmpty())
                byColour.insert(reportString(rules.colours[std::size_t(colour)]), values);
        }
        players.append(QJsonObject {
            {u"name"_s, playerName(r, seat)},
            {u"field"_s, field(state.ring().at(seat))},
            {u"villains"_s, byColour},
            {u"double_colour"_s,
                score.doubled < 0 ? QJsonValue(QJsonValue::Null)
                                  : QJsonValue(reportString(rules.colours[std::size_t(score.doubled)]))},
            {u"score"_s, score.total},
        });
    }
    QJsonArray dens;
    for (int f = 0; f < rules.fields; ++f) {
        const auto &den = state.den(f);
        dens.append(QJsonObject {
            {u"field"_s, f + 1},
            {u"top"_s,
                state.densOpen() && !den.empty() ? QJsonValue(reportString(rules.villainName(den.back())))
                                                 : QJsonValue(QJsonValue::Null)},
            {u"cards"_s, int(den.size())},
        });
    }
    QJsonObject json {
        {u"round"_s, state.round()},
        {u"rounds"_s, rules.rounds},
        {u"fields"_s, rules.fields},
        {u"players_state"_s, players},
        {u"dens"_s, dens},
        {u"harbour"_s, names(rules, state.harbour())},
    };
    if (rules.blackJack != hs::BlackJackMode::None) {
        QJsonArray hirers;
        for (const int seat : state.hirers())
            hirers.append(seat < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(playerName(r, seat)));
        QJsonArray played;
        for (const int card : state.blackJackPlayed())
            played.append(card == hs::kRum ? QJsonValue(u"rum"_s) : QJsonValue(card));
        json.insert(u"black_jack"_s,
            QJsonObject {
                {u"field"_s, field(state.ring().at(state.blackJackFigure()))},
                {u"hirers_by_round"_s, hirers},
                {u"cards_played"_s, played},
            });
    }
    return withResult(json, r);
}

QString hsText(const QJsonObject &json)
{
    QString text;
    QTextStream out(&text);
    for (const auto &player : json.value(u"players_state"_s).toArray()) {
        const auto p = player.toObject();
        out << p.value(u"name"_s).toString() << ": " << p.value(u"score"_s).toInt() << " points";
        if (!p.value(u"double_colour"_s).isNull())
            out << " (" << p.value(u"double_colour"_s).toString() << " counts double)";
        out << '\n';
    }
    const QStringList winners = winnersOf(json.value(u"result"_s).toObject());
    out << (winners.size() > 1 ? "Shared win: " : "Winner: ") << winners.join(u", "_s) << '\n';
    return text;
}

} // namespace

const GameReport &houserules::halunkenspelunken::replayReport()
{
    static const GameReport report {hs::kGameId, hsJson, hsText};
    return report;
}
