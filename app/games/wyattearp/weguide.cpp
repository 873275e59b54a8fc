// Wyatt Earp for a newcomer: what the guide says of the street and of the
// choice it points at, phase by phase, and what a choice plainly costs
// (a price, a fee, a poker roll, a chip, a cheat's money). Everything comes
// from the viewer's observation: the street, everyone's money and shares,
// and only the viewer's own gunfighter's stars.

#include "wenames.h"
#include "weui.h"

#include "session/gameview.h"

#include "wyattearp/gambling.h"
#include "wyattearp/game.h"
#include "wyattearp/observation.h"
#include "wyattearp/rules.h"
#include "wyattearp/scoring.h"

#include <QCoreApplication>

using namespace houserules;
using namespace houserules::wyattearp;

namespace {

QString said(const char *text)
{
    return QCoreApplication::translate("WeGuide", text);
}

// The one other cowboy on `field`, or -1 (none, or two).
int loneCowboyOn(const WeObservation &o, int field)
{
    int found = -1;
    for (int seat = 0; seat < int(o.cowboyAt.size()); ++seat)
        if (seat != o.seat && o.cowboyAt[std::size_t(seat)] == field) {
            if (found >= 0)
                return -1;
            found = seat;
        }
    return found;
}

int heldOf(const WeObservation &o, const Rules &rules, int seat, int business)
{
    int held = 0;
    for (const auto share : o.shares[std::size_t(seat)])
        held += rules.shares[std::size_t(share)].business == business ? 1 : 0;
    return held;
}

QString moveWhy(const WeObservation &o, const Rules &rules, const Decision &decision, const GameView &view)
{
    const int field = decision.target;
    if (field < 0)
        return {};
    if (const int other = loneCowboyOn(o, field); other >= 0)
        return said(QT_TRANSLATE_NOOP("WeGuide",
                        "You land on %1's cowboy and attack: you name a business you both own, and the loser of the "
                        "fight hands over one share of it."))
            .arg(view.playerName(other));
    switch (rules.kindOf(field)) {
    case FieldKind::Star:
        return said(QT_TRANSLATE_NOOP("WeGuide",
                        "A star field: you may draw a share from the star deck (%1 left). Shares win the game."))
            .arg(o.deckSize[0]);
    case FieldKind::Dollar:
        return said(QT_TRANSLATE_NOOP("WeGuide",
                        "A dollar field: draw a share from the dollar deck (%1 left), call a payday, or rob the bank."))
            .arg(o.deckSize[1]);
    case FieldKind::Ace:
        return rules.pokerForShares
            ? said(QT_TRANSLATE_NOOP("WeGuide",
                "An ace field: everybody plays poker dice, each roll staking a share, and the best hand takes the "
                "pot."))
            : said(QT_TRANSLATE_NOOP("WeGuide",
                       "An ace field: everybody plays poker dice, %1 a roll, and the best hand takes the pot."))
                  .arg(wenames::bills(rules.pokerStake));
    case FieldKind::Dice:
        return said(QT_TRANSLATE_NOOP(
            "WeGuide", "A dice field: everybody bets chips on the hasard board, and you roll the three dice."));
    case FieldKind::Stone:
        break;
    }
    return said(QT_TRANSLATE_NOOP("WeGuide",
        "Nothing happens on a stone field; the trial games found the other fields in reach worse for you this time."));
}

QString fieldActionWhy(const WeObservation &o, const Rules &rules, const Decision &decision)
{
    if (decision.kind == DecisionKind::Pass)
        return said(QT_TRANSLATE_NOOP("WeGuide", "Passing costs nothing; you keep your money for a better chance."));
    switch (FieldChoice(decision.value)) {
    case FieldChoice::Draw:
        return said(QT_TRANSLATE_NOOP(
            "WeGuide", "Draw the top share: you see it first, and putting it back before you roll its price is free."));
    case FieldChoice::Payday: {
        const int score = holding(rules, o.shares[std::size_t(o.seat)]).score;
        return said(QT_TRANSLATE_NOOP(
                        "WeGuide", "Payday brings you %1: %2 for each of your shares, and a whole business counts %3."))
            .arg(wenames::bills(rules.paydayPerShare * score), wenames::bills(rules.paydayPerShare))
            .arg(rules.completeCounts);
    }
    case FieldChoice::Rob:
        return said(QT_TRANSLATE_NOOP("WeGuide",
                        "Rob the bank: if nobody rolls higher than you, you get %1; if someone does, they get %2 "
                        "and you sit out %3 turns."))
            .arg(wenames::bills(rules.robberyLoot), wenames::bills(rules.robberyReward))
            .arg(rules.robberySitsOut);
    }
    return {};
}

QString pokerWhy(const WeObservation &o, const Rules &rules, const Decision &decision)
{
    const auto &dice = o.pokerDice[std::size_t(o.seat)];
    const PokerHand hand = pokerHand(std::span<const std::int8_t, 5>(dice));
    const QString stake
        = rules.pokerForShares ? said(QT_TRANSLATE_NOOP("WeGuide", "a share")) : wenames::bills(rules.pokerStake);
    if (decision.kind == DecisionKind::Pass)
        return said(QT_TRANSLATE_NOOP("WeGuide", "Stand with %1 and save the %2 another roll would cost."))
            .arg(wenames::combination(int(hand.combination)), stake);
    if (decision.value == 0)
        return said(
            QT_TRANSLATE_NOOP("WeGuide", "Roll all five dice again (%1): nothing in this roll is worth keeping."))
            .arg(stake);
    QStringList kept;
    for (int i = 0; i < kPokerDice; ++i)
        if (decision.value >> i & 1)
            kept.append(wenames::pokerFace(dice[std::size_t(i)]));
    return said(QT_TRANSLATE_NOOP("WeGuide", "Keep %1 and roll the others again (%2): a better combination beats %3."))
        .arg(kept.join(u' '), stake, wenames::combination(int(hand.combination)));
}

QString hasardWhy(const Rules &rules, const Decision &decision)
{
    if (decision.kind == DecisionKind::Pass)
        return said(QT_TRANSLATE_NOOP("WeGuide", "Done: the chips you keep can be bet at the next game of hasard."));
    if (decision.kind == DecisionKind::YesNo)
        return said(QT_TRANSLATE_NOOP("WeGuide",
                        "Buy a chip back for %1: only chips can be bet, and a winning chip comes back with its pay."))
            .arg(wenames::bills(rules.chipPrice));
    const int spot = decision.value;
    const QString where = wenames::spot(spot);
    if (spot == Low || spot == High)
        return said(QT_TRANSLATE_NOOP("WeGuide", "%1 wins almost half the time and pays %2 a chip."))
            .arg(where, wenames::bills(spotPays(rules, spot)));
    if (spot == AnyPair)
        return said(QT_TRANSLATE_NOOP("WeGuide", "%1 wins less often than LOW or HIGH but pays %2 a chip."))
            .arg(where, wenames::bills(spotPays(rules, spot)));
    return rules.specificPairShare
        ? said(QT_TRANSLATE_NOOP("WeGuide", "%1 is rare, but pays %2 and a share from the star deck."))
              .arg(where, wenames::bills(spotPays(rules, spot)))
        : said(QT_TRANSLATE_NOOP("WeGuide", "%1 is rare, but pays %2 a chip."))
              .arg(where, wenames::bills(spotPays(rules, spot)));
}

// Roll for the drawn share's price, or put it back for free.
QString considerShareWhy(const WeObservation &o, const Rules &rules, const Decision &decision)
{
    if (o.drawn < 0)
        return {};
    const int attribute = int(rules.shares[std::size_t(o.drawn)].attribute);
    const int stars = o.stars[std::size_t(attribute)];
    if (decision.kind == DecisionKind::Pass)
        return said(QT_TRANSLATE_NOOP("WeGuide",
                        "Put it back now, for free: its price is three dice minus your %1 stars in %2, and "
                        "after the roll, putting it back costs %3."))
            .arg(stars)
            .arg(wenames::attribute(attribute), wenames::bills(rules.refusalFee));
    return said(QT_TRANSLATE_NOOP(
                    "WeGuide", "Roll for its price: three dice minus your %1 stars in %2, so about %3 on average."))
        .arg(stars)
        .arg(wenames::attribute(attribute))
        .arg(std::max(0, (22 - 2 * stars) / 2)); // three dice make 10.5 on average
}

// A share to give, sell or stake: what it means for its business.
QString shareWhy(const WeObservation &o, const Rules &rules, int card)
{
    const int business = rules.shares[std::size_t(card)].business;
    const QString name = wenames::share(rules, card);
    const int held = heldOf(o, rules, o.seat, business);
    return said(QT_TRANSLATE_NOOP("WeGuide",
                    "%1: you hold %2 of %3's %4 shares, and a whole business is what counts most at the end."))
        .arg(name)
        .arg(held)
        .arg(wenames::business(rules, business))
        .arg(rules.businessShares[std::size_t(business)]);
}

} // namespace

QString WeUi::guideWelcome(const Observation &observation, const GameView &view) const
{
    (void)observation;
    const Rules &rules = rulesOf(view.ruleset());
    return said(QT_TRANSLATE_NOOP("WeGuide",
                    "Roll three dice and walk your cowboy along the street, %1 fields a side: star and dollar "
                    "fields sell shares, ace fields start poker, dice fields hasard. You start with %2 and %3 chips; "
                    "your gunfighter's stars are yours alone. The most shares wins, and a whole business counts %4."))
        .arg(rules.fields)
        .arg(wenames::bills(rules.startBills))
        .arg(rules.startChips)
        .arg(rules.completeCounts);
}

QString WeUi::whyThis(const Observation &observation, const Decision &decision, const GameView &view) const
{
    const auto &o = static_cast<const WeObservation &>(observation);
    const Rules &rules = rulesOf(view.ruleset());
    if (o.seat < 0)
        return {};
    const bool share = decision.card >= 0 && decision.card < rules.shareCount();
    switch (o.phase) {
    case Phase::Move:
        return moveWhy(o, rules, decision, view);
    case Phase::FieldAction:
        return fieldActionWhy(o, rules, decision);
    case Phase::ConsiderShare:
        return considerShareWhy(o, rules, decision);
    case Phase::PayPrice:
        return decision.value == 1
            ? said(QT_TRANSLATE_NOOP(
                       "WeGuide", "Buy it: every share counts at the end, and %1 is worth paying; you keep %2."))
                  .arg(wenames::bills(o.price), wenames::bills(o.bills[std::size_t(o.seat)] - o.price))
            : said(QT_TRANSLATE_NOOP("WeGuide", "%1 is too much: putting the share back costs only %2."))
                  .arg(wenames::bills(o.price), wenames::bills(rules.refusalFee));
    case Phase::NameBusiness:
        return said(QT_TRANSLATE_NOOP(
                        "WeGuide", "Fight for %1: you hold %2 of its shares, %3 holds %4; the loser hands one over."))
            .arg(wenames::business(rules, decision.value))
            .arg(heldOf(o, rules, o.seat, decision.value))
            .arg(view.playerName(o.defender))
            .arg(heldOf(o, rules, o.defender, decision.value));
    case Phase::NameAttribute:
        return said(QT_TRANSLATE_NOOP("WeGuide",
                        "%1: your gunfighter has %2 stars there, added to your three dice. A tie goes to you, the "
                        "defender."))
            .arg(wenames::attribute(decision.value))
            .arg(o.stars[std::size_t(decision.value)]);
    case Phase::GiveShare:
    case Phase::SellShare:
    case Phase::StakeShare:
        return share ? shareWhy(o, rules, decision.card) : QString();
    case Phase::PokerKeep:
        return pokerWhy(o, rules, decision);
    case Phase::CheatChoice:
        return decision.value == 1
            ? said(QT_TRANSLATE_NOOP("WeGuide", "Pay %1 to each other player and your cowboy keeps moving."))
                  .arg(wenames::bills(rules.cheatPaysEach))
            : QCoreApplication::translate("WeGuide",
                "Sit out %n turn(s) and keep your money; you still play poker and hasard meanwhile.", nullptr,
                rules.cheatSitsOut);
    case Phase::HasardBet:
        return hasardWhy(rules, decision);
    case Phase::Over:
        break;
    }
    return {};
}

QString WeUi::costOf(const Observation &observation, const Decision &decision, const GameView &view) const
{
    const auto &o = static_cast<const WeObservation &>(observation);
    const Rules &rules = rulesOf(view.ruleset());
    if (o.seat < 0)
        return {};
    const int bills = o.bills[std::size_t(o.seat)];
    switch (o.phase) {
    case Phase::Move:
        if (decision.target >= 0 && loneCowboyOn(o, decision.target) < 0
            && rules.kindOf(decision.target) == FieldKind::Ace)
            return rules.pokerForShares
                ? said(QT_TRANSLATE_NOOP("WeGuide", "An ace field starts poker: each roll stakes one of your shares."))
                : said(QT_TRANSLATE_NOOP("WeGuide", "An ace field starts poker: each roll costs you %1."))
                      .arg(wenames::bills(rules.pokerStake));
        return {};
    case Phase::PayPrice:
        return decision.value == 1 ? said(QT_TRANSLATE_NOOP("WeGuide", "Buying costs %1 of your %2."))
                                         .arg(wenames::bills(o.price), wenames::bills(bills))
                                   : said(QT_TRANSLATE_NOOP("WeGuide", "Putting the share back costs a fee of %1."))
                                         .arg(wenames::bills(rules.refusalFee));
    case Phase::PokerKeep:
        if (decision.kind == DecisionKind::Pass)
            return {}; // standing costs nothing
        return rules.pokerForShares
            ? said(QT_TRANSLATE_NOOP("WeGuide", "Another roll stakes one of your shares."))
            : said(QT_TRANSLATE_NOOP("WeGuide", "Another roll costs %1.")).arg(wenames::bills(rules.pokerStake));
    case Phase::CheatChoice: {
        if (decision.value != 1)
            return {};
        int others = 0;
        for (int seat = 0; seat < int(o.inGame.size()); ++seat)
            others += seat != o.seat && o.inGame[std::size_t(seat)] ? 1 : 0;
        return said(QT_TRANSLATE_NOOP("WeGuide", "Paying costs you %1: %2 to each of the %3 other players."))
            .arg(wenames::bills(rules.cheatPaysEach * others), wenames::bills(rules.cheatPaysEach))
            .arg(others);
    }
    case Phase::HasardBet:
        if (decision.kind == DecisionKind::YesNo)
            return said(QT_TRANSLATE_NOOP("WeGuide", "A chip costs %1 of your %2."))
                .arg(wenames::bills(rules.chipPrice), wenames::bills(bills));
        if (decision.kind == DecisionKind::ChooseNumber)
            return said(QT_TRANSLATE_NOOP("WeGuide", "A chip that loses goes to the bank."));
        return {};
    default:
        return {};
    }
}
