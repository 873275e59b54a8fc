#include "billytips.h"

#include "billynames.h"

#include "games/tooltips.h"

#include "blastingbilly/rules.h"

#include <QCoreApplication>

using houserules::blastingbilly::Rules;

namespace {

// The translation context of every tooltip here ("BillyTips").
class BillyTips {
    Q_DECLARE_TR_FUNCTIONS(BillyTips)
};

} // namespace

namespace billytips {

QString does(const Rules &rules, int card)
{
    const auto &c = rules.deck[std::size_t(card)];
    if (c.dynamite)
        return BillyTips::tr("when the loot is counted, it removes itself and the card played right before it in "
                             "its column.");
    return BillyTips::tr(
        "worth %n point(s). End with more of a colour than Billy, and you are shot down.", nullptr, c.value);
}

QString card(const Rules &rules, int card)
{
    return Tooltips::says(billynames::card(rules, card), does(rules, card));
}

QString hidden(const Rules &rules, int colour)
{
    return BillyTips::tr("Face-down card (%1): its back shows the colour, its value is hidden from you.")
        .arg(billynames::colour(rules, colour));
}

QString billysLoot()
{
    return BillyTips::tr("Billy's loot: the cards given to Billy, face down, a column per colour. At the end, whoever "
                         "has more than Billy in a colour is shot down.");
}

QString yourLoot()
{
    return BillyTips::tr("Your loot: the cards you keep, a column per colour; the first of each colour lies face "
                         "down. The highest total of those not shot down wins.");
}

QString othersLoot(const QString &name)
{
    return BillyTips::tr("%1: the backs of their hand show its colours; below, their loot.").arg(name);
}

QString box()
{
    return BillyTips::tr("The box: dumped cards, face down. They count for nobody.");
}

QString drawPile(int cards)
{
    return BillyTips::tr("Draw pile: %n card(s). After each turn its top card is drawn; once it is empty, everyone "
                         "plays one last turn.",
        nullptr, cards);
}

} // namespace billytips
