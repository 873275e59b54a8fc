// Blasting Billy in `houserules-cli replay`: the loot columns, hands, pile
// and box; at the end the totals after dynamite, who was shot where, the
// blasts, and what decided the winner.

#include "games/gamereport.h"

#include "blastingbilly/game.h"
#include "blastingbilly/state.h"

#include <QJsonArray>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
namespace bb = houserules::blastingbilly;

namespace {

QJsonArray cardNames(const bb::Rules &rules, const std::vector<std::int16_t> &cards)
{
    QJsonArray names;
    for (const auto card : cards)
        names.append(reportString(rules.cardName(card)));
    return names;
}

QString ownerName(const Replayed &r, int owner)
{
    return playerName(r, owner, u"Billy"_s);
}

QJsonObject billyTable(const Replayed &r)
{
    const auto &state = static_cast<const bb::BillyState &>(*r.state);
    const bb::Rules &rules = state.rules();
    const int players = state.playerCount();
    const bb::Columns columns = state.columns();
    QJsonObject table;
    QJsonArray loot;
    for (int owner = 0; owner <= players; ++owner) {
        QJsonObject byColour;
        for (int c = 0; c < rules.colourCount(); ++c)
            byColour.insert(reportString(rules.colours[std::size_t(c)]),
                cardNames(rules, columns[std::size_t(owner)][std::size_t(c)]));
        QJsonObject entry {{u"owner"_s, ownerName(r, owner)}, {u"columns"_s, byColour}};
        if (owner < players)
            entry.insert(u"hand"_s, cardNames(rules, state.hand(owner)));
        loot.append(entry);
    }
    table.insert(u"loot"_s, loot);
    table.insert(u"pile"_s, state.pileCount());
    const auto observation = state.observation(0);
    table.insert(u"box"_s, int(observation.box.size()));
    return table;
}

// A value per colour, keyed by the colours' names.
QJsonObject byColour(const bb::Rules &rules, const std::vector<int> &values)
{
    QJsonObject json;
    for (int c = 0; c < rules.colourCount(); ++c)
        json.insert(reportString(rules.colours[std::size_t(c)]), values[std::size_t(c)]);
    return json;
}

QJsonArray playerResults(const Replayed &r, const bb::Rules &rules, const bb::Scoring &s, int players)
{
    QJsonArray results;
    for (int seat = 0; seat < players; ++seat) {
        const auto &p = s.players[std::size_t(seat)];
        QJsonArray shotIn;
        for (int c = 0; c < rules.colourCount(); ++c)
            if (p.shotIn[std::size_t(c)])
                shotIn.append(reportString(rules.colours[std::size_t(c)]));
        results.append(QJsonObject {
            {u"name"_s, ownerName(r, seat)},
            {u"totals"_s, byColour(rules, p.totals)},
            {u"shot_in"_s, shotIn},
            {u"shot_down"_s, p.shotDown},
            {u"total"_s, p.total},
            {u"score"_s, p.score},
            {u"cards"_s, p.cards},
            {u"face_up_cards"_s, p.faceUpCards},
            {u"face_down_cards"_s, p.faceDownCards},
        });
    }
    return results;
}

// The result beside the winners: each player's totals, Billy's, the blasts
// and what decided.
void addResult(const Replayed &r, QJsonObject &result)
{
    const auto &state = static_cast<const bb::BillyState &>(*r.state);
    const bb::Rules &rules = state.rules();
    const bb::Scoring s = state.scoring();
    QJsonArray blasts;
    for (const auto &b : s.blasts)
        blasts.append(QJsonObject {
            {u"owner"_s, ownerName(r, b.owner)},
            {u"colour"_s, reportString(rules.colours[std::size_t(b.colour)])},
            {u"dynamite"_s, reportString(rules.cardName(b.dynamite))},
            {u"removed"_s,
                b.removed < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(reportString(rules.cardName(b.removed)))},
        });
    result.insert(u"players"_s, playerResults(r, rules, s, state.playerCount()));
    result.insert(u"billy"_s, QJsonObject {{u"totals"_s, byColour(rules, s.billyTotals)}});
    result.insert(u"dynamite"_s, blasts);
    result.insert(u"everyone_shot"_s, s.everyoneShot);
    result.insert(u"decided_by"_s, QString::fromLatin1(bb::deciderName(s.decidedBy).data()));
    result.insert(u"billy_wins"_s, s.winners.empty());
}

QJsonObject billyJson(const Replayed &r)
{
    const bb::Rules &rules = static_cast<const bb::BillyState &>(*r.state).rules();
    QJsonArray colours; // deck order; JSON objects below are keyed by these
    for (const auto &colour : rules.colours)
        colours.append(reportString(colour));
    return withResult(QJsonObject {{u"colours"_s, colours}, {u"table"_s, billyTable(r)}}, r,
        [&](QJsonObject &result) { addResult(r, result); });
}

QString billyText(const QJsonObject &json)
{
    QString text;
    QTextStream out(&text);
    const QJsonObject result = json.value(u"result"_s).toObject();
    const QJsonObject billyTotals = result.value(u"billy"_s).toObject().value(u"totals"_s).toObject();
    out << "Billy:";
    for (const auto &colour : json.value(u"colours"_s).toArray())
        out << ' ' << colour.toString() << ' ' << billyTotals.value(colour.toString()).toInt();
    out << '\n';
    for (const auto &blast : result.value(u"dynamite"_s).toArray()) {
        const auto b = blast.toObject();
        out << "Dynamite in " << b.value(u"owner"_s).toString() << "'s " << b.value(u"colour"_s).toString()
            << " removed " << (b.value(u"removed"_s).isNull() ? u"only itself"_s : b.value(u"removed"_s).toString())
            << '\n';
    }
    for (const auto &player : result.value(u"players"_s).toArray()) {
        const auto p = player.toObject();
        out << p.value(u"name"_s).toString() << ": score " << p.value(u"score"_s).toInt() << ", "
            << p.value(u"cards"_s).toInt() << " cards";
        const auto shot = p.value(u"shot_in"_s).toArray();
        if (!shot.isEmpty()) {
            QStringList colours;
            for (const auto &c : shot)
                colours << c.toString();
            out << ", shot down in " << colours.join(u", "_s);
        }
        out << '\n';
    }
    const QStringList winners = winnersOf(result);
    out << (winners.isEmpty() ? u"Billy wins: nobody scored."_s : u"Winner: "_s + winners.join(u", "_s))
        << " (decided by " << result.value(u"decided_by"_s).toString() << ")\n";
    return text;
}

} // namespace

const GameReport &houserules::blastingbilly::replayReport()
{
    static const GameReport report {bb::kGameId, billyJson, billyText};
    return report;
}
