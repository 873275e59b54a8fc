#include "wetips.h"

#include "wenames.h"

#include "games/tooltips.h"

#include "wyattearp/rules.h"

#include <QCoreApplication>

using houserules::wyattearp::FieldKind;
using houserules::wyattearp::Rules;

namespace {

// The translation context of every tooltip here ("WeTips").
class WeTips {
    Q_DECLARE_TR_FUNCTIONS(WeTips)
};

} // namespace

namespace wetips {

QString fieldDoes(int kind)
{
    // The rules' own words for each kind of field.
    switch (FieldKind(kind)) {
    case FieldKind::Stone:
        return QCoreApplication::translate("WeRules", "nothing happens.");
    case FieldKind::Star:
        return QCoreApplication::translate("WeRules", "draw the top share of the star deck, if you like.");
    case FieldKind::Dollar:
        return QCoreApplication::translate(
            "WeRules", "draw the top share of the dollar deck, call a payday, or rob the bank.");
    case FieldKind::Ace:
        return QCoreApplication::translate("WeRules", "everybody plays poker dice.");
    case FieldKind::Dice:
        return QCoreApplication::translate("WeRules", "everybody plays hasard against the bank.");
    }
    return {};
}

QString field(const Rules &rules, int at)
{
    return Tooltips::says(wenames::field(rules, at), fieldDoes(int(rules.kindOf(at))));
}

QString shareDoes(const Rules &rules, int share)
{
    return WeTips::tr("its price is three dice less your stars for %1. The most shares win the game.")
        .arg(wenames::attribute(int(rules.shares[std::size_t(share)].attribute)));
}

QString share(const Rules &rules, int share)
{
    return Tooltips::says(wenames::share(rules, share), shareDoes(rules, share));
}

QString holding(const Rules &rules)
{
    return WeTips::tr("The most shares win the game; all the shares of one business count as %1.")
        .arg(rules.completeCounts);
}

QString deck(const QString &name, int deck, int shares)
{
    return WeTips::tr("%1: %n share(s), face down. Land on a %2 to draw the top one.", nullptr, shares)
        .arg(name, wenames::fieldKind(int(deck == 0 ? FieldKind::Star : FieldKind::Dollar)));
}

QString gunfighter(const QString &name)
{
    return WeTips::tr("Your gunfighter, %1 (secret): the stars lower the prices you pay and count in attacks.")
        .arg(name);
}

QString attribute(int attribute)
{
    return Tooltips::says(wenames::attribute(attribute),
        WeTips::tr("each star takes one off the price of a share that names it, and adds one in an attack."));
}

QString moveDie()
{
    return WeTips::tr("Your move roll: walk two dice east or west; the third crosses the street or is forfeited.");
}

QString moveDie(int die, int face)
{
    return Tooltips::says(WeTips::tr("Move die %1: %2").arg(die + 1).arg(face), moveDie());
}

QString pokerDie(int die, const QString &face, bool keeping, bool kept)
{
    const QString what = WeTips::tr("Poker die %1: %2").arg(die + 1).arg(face);
    if (!keeping)
        return what;
    return Tooltips::says(
        what, kept ? WeTips::tr("kept; click to roll it again.") : WeTips::tr("click to keep it for the next roll."));
}

QString pot()
{
    return WeTips::tr("The pot: the best poker hand wins it.");
}

QString hasardBoard()
{
    return WeTips::tr("The hasard board: everybody bets chips on what three dice will show, against the bank.");
}

} // namespace wetips
