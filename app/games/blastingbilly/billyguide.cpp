// Blasting Billy for a newcomer: what the guide says of the table and of the
// card and place it points at, and the cost of dynamite in one's own loot.
// Everything comes from the viewer's observation: the values of their own
// loot, and of the cards they gave Billy themselves (the rest is hidden).

#include "billynames.h"
#include "billyui.h"

#include "session/gameview.h"

#include "blastingbilly/game.h"
#include "blastingbilly/observation.h"
#include "blastingbilly/rules.h"

#include <QCoreApplication>

using namespace houserules;
using namespace houserules::blastingbilly;

namespace {

QString said(const char *text)
{
    return QCoreApplication::translate("BillyGuide", text);
}

// What a column is worth to the viewer, after dynamite: the cards whose value
// they know (a card of unknown value counts nothing, and blasts nothing
// unless seen to be dynamite), with `added` put on top (-1: nothing).
int knownTotal(const std::vector<CardView> &column, const Rules &rules, int added = -1)
{
    std::vector<CardView> cards = column;
    if (added >= 0) {
        const Card &card = rules.deck[std::size_t(added)];
        cards.push_back({std::int16_t(added), card.colour, card.value, card.dynamite, true});
    }
    int total = 0;
    forEachStanding(
        int(cards.size()), [&](int i) { return cards[std::size_t(i)].known() && cards[std::size_t(i)].dynamite; },
        [&](int i) {
            if (cards[std::size_t(i)].known())
                total += cards[std::size_t(i)].value;
        });
    return total;
}

const std::vector<CardView> &ownColumn(const BillyObservation &o, int colour)
{
    return o.loot[std::size_t(o.seat)][std::size_t(colour)];
}

const std::vector<CardView> &billysColumn(const BillyObservation &o, int colour)
{
    return o.loot[std::size_t(o.billy())][std::size_t(colour)];
}

} // namespace

QString BillyUi::guideWelcome(const Observation &observation, const GameView &view) const
{
    (void)observation;
    const Rules &rules = rulesOf(view.ruleset());
    return said(QT_TRANSLATE_NOOP("BillyGuide",
                    "You hold %1 cards. Each turn you play one: to Billy, to your own loot or to the box; then you "
                    "draw. At the end, whoever has more than Billy in any of the %2 colours is shot down, and of the "
                    "others the highest loot wins. You see the colours of every hand, never the values."))
        .arg(rules.handSize)
        .arg(rules.colourCount());
}

QString BillyUi::whyThis(const Observation &observation, const Decision &decision, const GameView &view) const
{
    const auto &o = static_cast<const BillyObservation &>(observation);
    const Rules &rules = rulesOf(view.ruleset());
    if (decision.kind != DecisionKind::PlayCard || decision.card < 0 || decision.card >= rules.cardCount()
        || o.seat < 0)
        return {};
    const Card &card = rules.deck[std::size_t(decision.card)];
    const QString name = billynames::card(rules, decision.card);
    const QString colour = billynames::colour(rules, card.colour);
    switch (Destination(decision.target)) {
    case Destination::Billy:
        if (card.dynamite)
            return said(QT_TRANSLATE_NOOP("BillyGuide",
                            "%1 at Billy's takes away the card placed before it in his %2: Billy ends with less %2, "
                            "and whoever holds more than him is shot down."))
                .arg(name, colour);
        return said(QT_TRANSLATE_NOOP("BillyGuide",
                        "%1 raises Billy's %2 to at least %3, as far as you know. The more %2 Billy has, the more you "
                        "may keep in your own loot without being shot down."))
            .arg(name, colour)
            .arg(knownTotal(billysColumn(o, card.colour), rules, decision.card));
    case Destination::Loot: {
        const auto &column = ownColumn(o, card.colour);
        if (card.dynamite)
            return column.empty()
                ? said(QT_TRANSLATE_NOOP("BillyGuide",
                           "%1 as the first card of your %2 takes away only itself: out of your hand, it can hurt "
                           "nobody."))
                      .arg(name, colour)
                : said(QT_TRANSLATE_NOOP("BillyGuide",
                           "%1 takes away the card placed before it in your %2: your %2 goes from %3 to %4, less to "
                           "keep under Billy's."))
                      .arg(name, colour)
                      .arg(knownTotal(column, rules))
                      .arg(knownTotal(column, rules, decision.card));
        if (const int billys = knownTotal(billysColumn(o, card.colour), rules); billys > 0)
            return said(QT_TRANSLATE_NOOP("BillyGuide",
                            "%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2; "
                            "you know of %4 in his."))
                .arg(name, colour)
                .arg(knownTotal(column, rules, decision.card))
                .arg(billys);
        return said(QT_TRANSLATE_NOOP("BillyGuide",
                        "%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2, and "
                        "you know of none in his yet."))
            .arg(name, colour)
            .arg(knownTotal(column, rules, decision.card));
    }
    case Destination::Box:
        if (card.dynamite)
            return said(QT_TRANSLATE_NOOP("BillyGuide",
                            "%1 in the box can blast nothing: the box counts for nobody, so it is out of the game."))
                .arg(name);
        return said(QT_TRANSLATE_NOOP("BillyGuide",
                        "%1 in the box counts for nobody: it neither raises your %2 against Billy nor helps the "
                        "others keep more %2."))
            .arg(name, colour);
    }
    return {};
}

QString BillyUi::costOf(const Observation &observation, const Decision &decision, const GameView &view) const
{
    const auto &o = static_cast<const BillyObservation &>(observation);
    const Rules &rules = rulesOf(view.ruleset());
    if (decision.kind != DecisionKind::PlayCard || decision.card < 0 || decision.card >= rules.cardCount() || o.seat < 0
        || Destination(decision.target) != Destination::Loot)
        return {};
    const Card &card = rules.deck[std::size_t(decision.card)];
    if (!card.dynamite)
        return {};
    const auto &column = ownColumn(o, card.colour);
    const int before = knownTotal(column, rules);
    const int after = knownTotal(column, rules, decision.card);
    if (after >= before)
        return {};
    //: Said when the card and your loot are chosen, before it is played.
    return said(QT_TRANSLATE_NOOP("BillyGuide", "%1 in your loot blasts your own %2: it drops from %3 to %4 points."))
        .arg(billynames::card(rules, decision.card), billynames::colour(rules, card.colour))
        .arg(before)
        .arg(after);
}
