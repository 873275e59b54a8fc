#include "hstips.h"

#include "hsnames.h"

#include "games/tooltips.h"

#include "halunkenspelunken/rules.h"

#include <QCoreApplication>

using houserules::halunkenspelunken::kRum;
using houserules::halunkenspelunken::Rules;

namespace {

// The translation context of every tooltip here ("HsTips").
class HsTips {
    Q_DECLARE_TR_FUNCTIONS(HsTips)
};

} // namespace

namespace hstips {

QString villainDoes(const Rules &rules, int card)
{
    return HsTips::tr("worth %n point(s); at the end, the colour you hold most of counts double.", nullptr,
        rules.villains[std::size_t(card)].value);
}

QString villain(const Rules &rules, int card)
{
    return Tooltips::says(hsnames::villain(rules, card), villainDoes(rules, card));
}

QString moveDoes(int number)
{
    return number == kRum
        ? HsTips::tr("alone, it names a number no card of the round shows and moves that far; "
                     "with an equal card, both are cancelled.")
        : HsTips::tr("your captain moves %n field(s) clockwise, unless an equal card cancels it.", nullptr, number);
}

QString move(int number)
{
    return Tooltips::says(hsnames::movementCard(number), moveDoes(number));
}

QString jackMoveDoes(int number)
{
    return number == kRum
        ? HsTips::tr("Black Jack moves as far as a number no card of the round shows: whoever hired him names it, "
                     "or, if nobody did, the player who opened the auction.")
        : HsTips::tr(
            "after the captains, Black Jack moves %n field(s) and robs those he reaches or passes.", nullptr, number);
}

QString blackJackCard(int number)
{
    return Tooltips::says(hsnames::blackJackCard(number), jackMoveDoes(number));
}

QString field(int field)
{
    return HsTips::tr("Field %1: land here to take the den's face-up villain.").arg(field + 1);
}

QString captain(const QString &name, int field)
{
    return HsTips::tr("%1's captain, on field %2. Landing here, you may also take one of their villains.")
        .arg(name)
        .arg(field + 1);
}

QString blackJack(int field)
{
    return HsTips::tr("Black Jack, on field %1: he robs the captains he reaches or passes.").arg(field + 1);
}

QString harbour(bool blackJackPlays)
{
    return blackJackPlays ? HsTips::tr("The harbour: the villains paid to hire Black Jack. A captain who lands on him "
                                       "takes one from here.")
                          : HsTips::tr("The harbour");
}

QString ship()
{
    return HsTips::tr("Black Jack's ship: his movement cards lie here face down.");
}

} // namespace hstips
