#include "boomotips.h"

#include "boomonames.h"

#include "games/tooltips.h"

#include "boomo/rules.h"

#include <QCoreApplication>

using houserules::boomo::BombAnswer;
using houserules::boomo::Kind;
using houserules::boomo::Rules;

namespace {

// The translation context of every tooltip here ("BoomoTips").
class BoomoTips {
    Q_DECLARE_TR_FUNCTIONS(BoomoTips)
};

} // namespace

namespace boomotips {

QString does(const Rules &rules, int card)
{
    const auto &c = rules.cards[std::size_t(card)];
    switch (c.kind) {
    case Kind::Number:
        return BoomoTips::tr("adds %n second(s) to the total.", nullptr, c.amount);
    case Kind::Set:
        return BoomoTips::tr("sets the total to %n second(s).", nullptr, c.amount);
    case Kind::Stop:
        return BoomoTips::tr("leaves the total as it is; it also answers a bomb card.");
    case Kind::Reverse:
        return BoomoTips::tr("play changes direction.");
    case Kind::Skip:
        return BoomoTips::tr("the next player misses a turn.");
    case Kind::Draw:
        return BoomoTips::tr("everyone else draws %n card(s).", nullptr, c.amount);
    case Kind::Swap:
        return BoomoTips::tr("you swap hands with a player of your choice.");
    case Kind::Twice:
        return BoomoTips::tr("the next player must play two cards, the first one that sets or adds seconds.");
    case Kind::Bomb:
        return rules.bombAnswer == BombAnswer::Forced
            ? BoomoTips::tr("everyone else must discard a time stopper or lose a bomb.")
            : BoomoTips::tr("everyone else discards a time stopper or lets a bomb explode.");
    }
    return {};
}

QString card(const Rules &rules, int card)
{
    return Tooltips::says(boomonames::card(rules, card), does(rules, card));
}

QString hidden(const QString &owner)
{
    return BoomoTips::tr("A card in %1's hand: only %1 sees its face.").arg(owner);
}

QString bomb(bool exploded)
{
    return exploded ? BoomoTips::tr("An exploded bomb: one of this player's bombs is gone.")
                    : Tooltips::says(boomonames::timeBomb(),
                        BoomoTips::tr("when a player's last one explodes, that player is out of the game."));
}

QString total(int total, int limit)
{
    return BoomoTips::tr("The total: %1 of %2 seconds. A card that takes it over %2 costs its player a bomb.")
        .arg(total)
        .arg(limit);
}

QString drawPile(int cards)
{
    return BoomoTips::tr("Draw pile: %n card(s). When a round ends, hands are filled up from it.", nullptr, cards);
}

QString discardPile()
{
    return BoomoTips::tr("Discard pile: play your card here. Its top card shows the last one played.");
}

} // namespace boomotips
