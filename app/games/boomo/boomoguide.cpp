// Boomo for a newcomer: what the guide says of the table and of the card it
// points at, and the cost of a card that takes the total over the limit.

#include "boomonames.h"
#include "boomoui.h"

#include "session/gameview.h"

#include "boomo/game.h"
#include "boomo/observation.h"
#include "boomo/rules.h"

#include <QCoreApplication>

#include <algorithm>

using namespace houserules;
using namespace houserules::boomo;

namespace {

// The fewest cards another player still in holds, and who.
std::pair<int, int> fewestCards(const BoomoObservation &o)
{
    int seat = -1;
    int fewest = 0;
    for (int other = 0; other < int(o.handSizes.size()); ++other)
        if (other != o.seat && !o.out[std::size_t(other)] && (seat < 0 || o.handSizes[std::size_t(other)] < fewest)) {
            seat = other;
            fewest = o.handSizes[std::size_t(other)];
        }
    return {seat, fewest};
}

} // namespace

QString BoomoUi::guideWelcome(const Observation &observation, const GameView &view) const
{
    const auto &o = static_cast<const BoomoObservation &>(observation);
    (void)view;
    return QCoreApplication::translate("BoomoGuide",
        "Every card you play adds seconds to the total on the dial, or does something special. Whoever "
        "takes the total over %1 loses one of their %2 bombs, and the round ends. Your hand is at the "
        "bottom; the last player with a bomb left wins.")
        .arg(o.limit)
        .arg(o.bombs);
}

namespace {

// Why to play `cardId`, by what its kind does to the total and the others.
QString whyThisCard(const BoomoObservation &o, const Rules &rules, int cardId, const GameView &view)
{
    const Card &card = rules.cards[std::size_t(cardId)];
    const QString name = boomonames::card(rules, cardId);
    switch (card.kind) {
    case Kind::Number:
        return QCoreApplication::translate("BoomoGuide",
            "%1 takes the total from %2 to %3, still not over %4. Keep the special cards for when the "
            "total is high.")
            .arg(name)
            .arg(o.total)
            .arg(o.total + card.amount)
            .arg(o.limit);
    case Kind::Set:
        return card.amount < o.total
            ? QCoreApplication::translate(
                "BoomoGuide", "%1 puts the total back to %2: with room under %3 again, you are safe on your next turn.")
                  .arg(name)
                  .arg(card.amount)
                  .arg(o.limit)
            : QCoreApplication::translate("BoomoGuide",
                "%1 sets the total to %2: the next player must find a card that adds no seconds, or go over %3.")
                  .arg(name)
                  .arg(card.amount)
                  .arg(o.limit);
    case Kind::Stop:
        return QCoreApplication::translate("BoomoGuide",
            "A time stopper adds nothing: the total stays at %1. It also saves a bomb when someone plays a "
            "bomb card, so play it only when you have nothing safer.")
            .arg(o.total);
    case Kind::Reverse:
        return QCoreApplication::translate(
            "BoomoGuide", "%1 turns the direction of play: the total of %2 goes to the player on your other side.")
            .arg(name)
            .arg(o.total);
    case Kind::Skip:
        return QCoreApplication::translate(
            "BoomoGuide", "%1 passes over the next player: the player after them has to play on the total of %2.")
            .arg(name)
            .arg(o.total);
    case Kind::Draw:
        return QCoreApplication::translate("BoomoGuide",
            "%1: every other player draws, and you keep fewer cards than they do. Whoever plays their "
            "last card first makes every other player lose a bomb.")
            .arg(name);
    case Kind::Swap: {
        const auto [seat, fewest] = fewestCards(o);
        return seat < 0
            ? QCoreApplication::translate("BoomoGuide", "%1: you swap your hand with another player's.").arg(name)
            : QCoreApplication::translate("BoomoGuide",
                "%1: you swap your hand with another player's. %2 holds only %3 cards: taking those "
                "brings you closer to playing your last card first.")
                  .arg(name, view.playerName(seat))
                  .arg(fewest);
    }
    case Kind::Twice:
        return QCoreApplication::translate("BoomoGuide",
            "%1: the next player must play two cards, the first one adding or setting seconds. With the "
            "total at %2, that may well take them over %3.")
            .arg(name)
            .arg(o.total)
            .arg(o.limit);
    case Kind::Bomb:
        return QCoreApplication::translate(
            "BoomoGuide", "%1: every other player must discard a time stopper, or one of their bombs explodes.")
            .arg(name);
    }
    return {};
}

} // namespace

QString BoomoUi::whyThis(const Observation &observation, const Decision &decision, const GameView &view) const
{
    const auto &o = static_cast<const BoomoObservation &>(observation);
    const Rules &rules = rulesOf(view.ruleset());
    if (decision.kind == DecisionKind::ChoosePlayer) {
        const int seat = decision.target;
        return QCoreApplication::translate("BoomoGuide",
            "Take %1's hand: %2 cards. Fewer cards are better, because whoever plays their last card "
            "first ends the round and every other player loses a bomb.")
            .arg(view.playerName(seat))
            .arg(o.handSizes[std::size_t(seat)]);
    }
    if (decision.kind == DecisionKind::YesNo)
        return decision.value == 1 ? QCoreApplication::translate(
                   "BoomoGuide", "Discard a time stopper and your bombs are safe from this bomb card.")
                                   : QCoreApplication::translate("BoomoGuide",
                                       "Keep your time stopper for later: this time one of your bombs explodes.");
    if (decision.kind != DecisionKind::PlayCard || decision.card < 0 || decision.card >= rules.cardCount())
        return {};
    if (o.hand.size() == 1)
        return QCoreApplication::translate(
            "BoomoGuide", "%1 is your last card. Playing it ends the round, and every other player loses a bomb.")
            .arg(boomonames::card(rules, decision.card));
    return whyThisCard(o, rules, decision.card, view);
}

QString BoomoUi::costOf(const Observation &observation, const Decision &decision, const GameView &view) const
{
    const auto &o = static_cast<const BoomoObservation &>(observation);
    const Rules &rules = rulesOf(view.ruleset());
    if (decision.kind != DecisionKind::PlayCard || decision.card < 0 || decision.card >= rules.cardCount())
        return {};
    const Card &card = rules.cards[std::size_t(decision.card)];
    if (card.kind != Kind::Number || o.total + card.amount <= o.limit)
        return {};
    //: Said when the card is chosen, before it is played.
    return QCoreApplication::translate("BoomoGuide", "%1 takes the total over %2: one of your bombs explodes.")
        .arg(boomonames::card(rules, decision.card))
        .arg(o.limit);
}
