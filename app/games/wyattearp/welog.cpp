// Wyatt Earp's log lines: what happened, as the viewer may know it. The only
// secret is each player's gunfighter: the others read that one was drawn,
// never which (its card is hidden from them, Event::seenBy).

#include "wenames.h"
#include "weui.h"

#include "session/gameview.h"

#include "core/game/dice.h"
#include "wyattearp/gambling.h"
#include "wyattearp/game.h"
#include "wyattearp/observation.h"
#include "wyattearp/rules.h"

#include <QCoreApplication>

using namespace houserules;
using namespace houserules::wyattearp;

namespace {

// The translation context of every line here ("WeLog").
class WeLog {
    Q_DECLARE_TR_FUNCTIONS(WeLog)
};

QString dice(std::int32_t packed, int count)
{
    QStringList faces;
    for (int i = 0; i < count; ++i)
        faces << QString::number(unpackDie(packed, i));
    return faces.join(QStringLiteral(", "));
}

QString pokerDice(std::int32_t packed)
{
    QStringList faces;
    for (int i = 0; i < kPokerDice; ++i)
        faces << wenames::pokerFace(unpackDie(packed, i));
    return faces.join(QStringLiteral(" "));
}

} // namespace

namespace wenames {

// "Money" in the log, the breakdown and the table: "%n bill(s)".
QString bills(int n)
{
    return WeLog::tr("%n bill(s)", nullptr, n);
}

QString field(const Rules &rules, int at)
{
    if (at < 0)
        return WeLog::tr("off the street");
    const int side = at / rules.fields, number = at % rules.fields + 1;
    const QString kind = fieldKind(int(rules.kind(side, at % rules.fields)));
    //: A field: its sidewalk and number, then its kind, e.g. "north 7 (Star field)".
    return side == 0 ? WeLog::tr("north %1 (%2)").arg(number).arg(kind)
                     : WeLog::tr("south %1 (%2)").arg(number).arg(kind);
}

} // namespace wenames

namespace {

QString describePokerRoll(const QString &who, const Event &e)
{
    std::array<std::int8_t, kPokerDice> faces {};
    for (int i = 0; i < kPokerDice; ++i)
        faces[std::size_t(i)] = std::int8_t(unpackDie(e.value, i));
    const QString hand = wenames::combination(int(pokerHand(faces).combination));
    if (e.target == 2)
        return WeLog::tr("%1 rolls again: %2 — %3.").arg(who, pokerDice(e.value), hand);
    if (e.target == 3)
        return WeLog::tr("%1 rolls off the tie: %2 — %3.").arg(who, pokerDice(e.value), hand);
    return WeLog::tr("%1 rolls the poker dice: %2 — %3.").arg(who, pokerDice(e.value), hand);
}

// The players of a tie (a bit per seat), by name.
QString tiedPlayers(int seats, const GameView &view)
{
    QStringList tied;
    for (int seat = 0; seat < view.playerCount(); ++seat)
        if (seats >> seat & 1)
            tied << view.playerName(seat);
    return tied.join(QStringLiteral(", "));
}

} // namespace

// One piece: a switch over the event kinds, a line or two each.
QString WeUi::describe(const Event &e, const GameView &view) const
{
    const Rules &rules = rulesOf(view.ruleset());
    const QString who = view.playerName(e.player);
    const QString share = wenames::share(rules, e.card);

    switch (EventType(e.type)) {
    case EventType::GunfighterDrawn:
        if (e.card < 0)
            return WeLog::tr("%1 draws a gunfighter in secret.").arg(who);
        return WeLog::tr("%1 draws %2 (a secret from the others).")
            .arg(who, wenames::gunfighter(rules, e.card - rules.shareCount()));
    case EventType::RoundStarted:
        if (rules.rounds > 0)
            return WeLog::tr("Round %1 of %2.").arg(e.value).arg(rules.rounds);
        return WeLog::tr("Round %1.").arg(e.value);
    case EventType::TurnStarted:
        return WeLog::tr("%1's turn.").arg(who);
    case EventType::SatOut:
        return WeLog::tr("%1 sits out this turn (%n more to sit out).", nullptr, e.value).arg(who);
    case EventType::Rolled:
        return WeLog::tr("%1 rolls %2.").arg(who, dice(e.value, 3));
    case EventType::NoMove:
        return WeLog::tr("%1 has no move with these dice and stays.").arg(who);
    case EventType::Moved:
        if (e.colour < 0)
            return WeLog::tr("%1's cowboy comes onto the street at %2.").arg(who, wenames::field(rules, e.target));
        return WeLog::tr("%1's cowboy goes from %2 to %3.")
            .arg(who, wenames::field(rules, e.colour), wenames::field(rules, e.target));
    case EventType::Attacked:
        return WeLog::tr("%1 attacks %2!").arg(who, view.playerName(e.target));
    case EventType::BusinessNamed:
        return WeLog::tr("%1 fights for %2.").arg(who, wenames::business(rules, e.value));
    case EventType::AttributeNamed:
        return WeLog::tr("%1 chooses to fight with %2.").arg(who, wenames::attribute(e.value));
    case EventType::AttackRolled:
        return WeLog::tr("%1 rolls %2: %3 with the stars.").arg(who, dice(e.value, 3)).arg(e.target);
    case EventType::ShareTaken:
        return WeLog::tr("%1 wins %2 from %3.").arg(who, share, view.playerName(e.target));
    case EventType::ShareDrawn:
        return e.target == int(Back::Dollar) ? WeLog::tr("%1 draws %2 from the dollar deck.").arg(who, share)
                                             : WeLog::tr("%1 draws %2 from the star deck.").arg(who, share);
    case EventType::ShareDeclined:
        return WeLog::tr("%1 puts %2 back under its deck.").arg(who, share);
    case EventType::FieldPassed:
        return WeLog::tr("%1 takes nothing on %2.").arg(who, wenames::field(rules, e.target));
    case EventType::PriceRolled:
        return WeLog::tr("%1 rolls %2 for %3: the price is %4.")
            .arg(who, dice(e.value, 3), share, wenames::bills(e.target));
    case EventType::ShareBought:
        return WeLog::tr("%1 buys %2 for %3.").arg(who, share, wenames::bills(e.value));
    case EventType::ShareReturned:
        return WeLog::tr("%1 puts %2 back and pays a fee of %3.").arg(who, share, wenames::bills(e.value));
    case EventType::Payday:
        return WeLog::tr("Payday! %1 collects %2.").arg(who, wenames::bills(e.value));
    case EventType::RobberyRolled:
        return WeLog::tr("%1 robs the bank and rolls %2: %3.").arg(who, dice(e.value, 3)).arg(e.target);
    case EventType::ChaseRolled:
        return WeLog::tr("%1 chases the robber and rolls %2: %3.").arg(who, dice(e.value, 3)).arg(e.target);
    case EventType::Caught:
        return WeLog::tr("%1 catches %2 and gets a reward of %3.")
            .arg(who, view.playerName(e.target), wenames::bills(e.value));
    case EventType::Escaped:
        return WeLog::tr("%1 escapes with %2!").arg(who, wenames::bills(e.value));
    case EventType::PokerStarted:
        return WeLog::tr("%1 is on an ace field: poker for everyone!").arg(who);
    case EventType::Staked:
        if (e.card >= 0)
            return WeLog::tr("%1 stakes %2.").arg(who, share);
        return WeLog::tr("%1 puts %2 into the pot.").arg(who, wenames::bills(e.value));
    case EventType::PokerRolled:
        return describePokerRoll(who, e);
    case EventType::Stood:
        return WeLog::tr("%1 stands.").arg(who);
    case EventType::Cheated:
        return WeLog::tr("Five of a kind! %1 is caught cheating.").arg(who);
    case EventType::CheatPaid:
        return WeLog::tr("%1 pays each other player %2.").arg(who, wenames::bills(e.value));
    case EventType::CheatSitsOut:
        return WeLog::tr("%1 will sit out %n more turn(s).", nullptr, e.value).arg(who);
    case EventType::PokerTied:
        return WeLog::tr("A tie between %1: they roll again.").arg(tiedPlayers(e.value, view));
    case EventType::PokerWon:
        if (e.target > 0)
            return WeLog::tr("%1 wins the pot: %2 and %n share(s).", nullptr, e.target)
                .arg(who, wenames::bills(e.value));
        return WeLog::tr("%1 wins the pot: %2.").arg(who, wenames::bills(e.value));
    case EventType::PotLost:
        return WeLog::tr("Nobody can win the pot: %1 go to the bank.").arg(wenames::bills(e.value));
    case EventType::HasardStarted:
        return WeLog::tr("%1 is on a dice field: hasard for everyone!").arg(who);
    case EventType::ChipBought:
        return WeLog::tr("%1 buys a chip back for %2.").arg(who, wenames::bills(e.value));
    case EventType::ChipBet:
        return WeLog::tr("%1 bets a chip on %2.").arg(who, wenames::spot(e.target));
    case EventType::HasardRolled:
        return WeLog::tr("%1 rolls the hasard dice: %2 (%3).").arg(who, dice(e.value, 3)).arg(e.target);
    case EventType::HasardWon:
        return WeLog::tr("%1 wins %2 on %3.").arg(who, wenames::bills(e.value), wenames::spot(e.target));
    case EventType::HasardLost:
        return WeLog::tr("%1 loses %n chip(s) on %2 to the bank.", nullptr, e.value).arg(who, wenames::spot(e.target));
    case EventType::ShareWon:
        return WeLog::tr("%1 also wins %2 from the star deck.").arg(who, share);
    case EventType::Sold:
        return WeLog::tr("%1 sells %2 to the bank for %3.").arg(who, share, wenames::bills(e.value));
    case EventType::Credit:
        return WeLog::tr("%1 is out of money and gets a one-time credit of %2.").arg(who, wenames::bills(e.value));
    case EventType::Broke:
        return WeLog::tr("%1 is broke and out of the game.").arg(who);
    case EventType::GameOver:
        return WeLog::tr("The game is over.");
    }
    return {};
}

QString WeUi::describeRepeated(const Event &e, int times, const GameView &view) const
{
    // Chips bet one by one on the same spot: one line.
    if (EventType(e.type) == EventType::ChipBet)
        return WeLog::tr("%1 bets %n chip(s) on %2.", nullptr, times)
            .arg(view.playerName(e.player), wenames::spot(e.target));
    return {};
}

QStringList WeUi::summarize(const Observation &final, const GameView &view) const
{
    const auto &o = static_cast<const WeObservation &>(final);
    if (!o.terminal || o.winners.empty())
        return {};
    QStringList winners;
    for (const int seat : o.winners)
        winners << view.playerName(seat);
    const auto best = std::size_t(o.winners.front());
    const int score = o.scores[best];
    if (winners.size() == 1)
        return {WeLog::tr("%1 wins with %n share(s) counted and %2.", nullptr, score)
                    .arg(winners.front(), wenames::bills(o.bills[best]))};
    return {WeLog::tr("%1 share the win with %n share(s) counted and %2 each.", nullptr, score)
                .arg(winners.join(QStringLiteral(", ")), wenames::bills(o.bills[best]))};
}
