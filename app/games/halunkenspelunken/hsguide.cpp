// Halunken & Spelunken for a newcomer: what the guide says of the board and
// of the choice it points at, phase by phase, and the cost of a villain
// offered at the auction or given to the harbour. Everything comes from the
// viewer's observation (the dens' face-up villains, everyone's villains, the
// viewer's own movement cards).

#include "hsnames.h"
#include "hsui.h"

#include "session/gameview.h"

#include "halunkenspelunken/game.h"
#include "halunkenspelunken/observation.h"
#include "halunkenspelunken/rules.h"
#include "halunkenspelunken/scoring.h"

#include <QCoreApplication>

#include <algorithm>

using namespace houserules;
using namespace houserules::halunkenspelunken;

namespace {

QString said(const char *text)
{
    return QCoreApplication::translate("HsGuide", text);
}

const std::vector<std::int16_t> &ownVillains(const HsObservation &o)
{
    return o.villains[std::size_t(o.seat)];
}

// The viewer's score with `villain` added (or taken away: `add` false).
int scoreWith(const HsObservation &o, const Rules &rules, int villain, bool add)
{
    std::vector<std::int16_t> villains = ownVillains(o);
    if (add) {
        villains.push_back(std::int16_t(villain));
    } else if (const auto it = std::find(villains.begin(), villains.end(), std::int16_t(villain));
               it != villains.end()) {
        villains.erase(it);
    }
    return scoreTotal(rules, villains);
}

// Where `steps` fields clockwise from the viewer's captain lead, and the
// villain face up at that den (a sentence's end: "the den with Red 9", or
// "an empty den").
QString denAhead(const HsObservation &o, const Rules &rules, int steps)
{
    const int from = o.captainAt[std::size_t(o.seat)];
    if (from < 0 || o.fields <= 0)
        return {};
    const int field = (from + steps) % o.fields;
    const int top = o.denTop[std::size_t(field)];
    return top >= 0 ? said(QT_TRANSLATE_NOOP("HsGuide", "field %1, whose den shows %2"))
                          .arg(field + 1)
                          .arg(hsnames::villain(rules, top))
                    : said(QT_TRANSLATE_NOOP("HsGuide", "field %1, whose den shows no villain now")).arg(field + 1);
}

// Why this movement card, one's own or Black Jack's.
QString whyThisMove(const HsObservation &o, const Rules &rules, int card)
{
    if (card == kRum)
        return o.phase == Phase::ChooseMove
            ? said(QT_TRANSLATE_NOOP("HsGuide",
                "The rum lets you name your number after the reveal, any number nobody else played: you "
                "choose your den once you see the others' cards. Two rums cancel each other."))
            : said(QT_TRANSLATE_NOOP("HsGuide",
                "The rum: you name Black Jack's number as he moves, once you see where the captains stand."));
    if (o.phase == Phase::ChooseBlackJackMove)
        return said(QT_TRANSLATE_NOOP("HsGuide",
                        "Black Jack moves %1 fields and robs every captain he reaches or passes; from each who "
                        "holds as many villains as you or more, you take one."))
            .arg(card);
    return said(QT_TRANSLATE_NOOP("HsGuide",
                    "Card %1 takes your captain to %2, unless another captain plays the same number: equal cards "
                    "cancel, and those captains stay where they are."))
        .arg(card)
        .arg(denAhead(o, rules, card));
}

// Why to give up, or take, this villain in a robbery.
QString whyThisRobbery(const HsObservation &o, const Rules &rules, int villain)
{
    if (o.robbery == Robbery::Give)
        return said(QT_TRANSLATE_NOOP("HsGuide",
                        "Black Jack makes you give up one villain: %1 costs you %2 points, counting your most "
                        "held colour double."))
            .arg(hsnames::villain(rules, villain))
            .arg(scoreTotal(rules, ownVillains(o)) - scoreWith(o, rules, villain, false));
    return said(QT_TRANSLATE_NOOP(
                    "HsGuide", "Take %1: it raises your score from %2 to %3, counting your most held colour double."))
        .arg(hsnames::villain(rules, villain))
        .arg(scoreTotal(rules, ownVillains(o)))
        .arg(scoreWith(o, rules, villain, true));
}

} // namespace

QString HsUi::guideWelcome(const Observation &observation, const GameView &view) const
{
    const auto &o = static_cast<const HsObservation &>(observation);
    (void)view;
    QString text = said(QT_TRANSLATE_NOOP("HsGuide",
                            "Each round every captain chooses a movement card in secret, then sails clockwise round "
                            "the %1 fields and takes the villain shown at the den where they stop. After %2 rounds "
                            "the highest score wins: villains count their value, and your most held colour counts "
                            "double."))
                       .arg(o.fields)
                       .arg(o.rounds);
    if (o.blackJackInGame)
        text += u' '
            + said(QT_TRANSLATE_NOOP("HsGuide",
                "Black Jack robs the captains he passes: hire him at the auction with one of your villains."));
    return text;
}

QString HsUi::whyThis(const Observation &observation, const Decision &decision, const GameView &view) const
{
    const auto &o = static_cast<const HsObservation &>(observation);
    const Rules &rules = rulesOf(view.ruleset());
    if (o.seat < 0)
        return {};
    const bool villain
        = decision.kind == DecisionKind::ChooseCard && decision.card >= 0 && decision.card < rules.villainCount();
    switch (o.phase) {
    case Phase::PlaceCaptain:
        return said(QT_TRANSLATE_NOOP("HsGuide",
                        "Field %1: the dens are still face down, so any den is a surprise. Whoever lands on a captain "
                        "may rob them."))
            .arg(decision.value + 1);
    case Phase::PlaceBlackJack:
        return said(QT_TRANSLATE_NOOP("HsGuide",
                        "Field %1: Black Jack robs every captain he reaches or passes, so put him where your rivals "
                        "are ahead of him."))
            .arg(decision.value + 1);
    case Phase::Offer:
        if (decision.kind == DecisionKind::Pass)
            return said(QT_TRANSLATE_NOOP("HsGuide",
                "Pass and keep every villain: the best offer goes to the harbour, and Black Jack robs for whoever "
                "made it."));
        if (!villain)
            return {};
        return said(QT_TRANSLATE_NOOP("HsGuide",
                        "Offer %1: if nobody offers more, it goes to the harbour and Black Jack robs the captains he "
                        "passes for you this round."))
            .arg(hsnames::villain(rules, decision.card));
    case Phase::ChooseMove:
    case Phase::ChooseBlackJackMove:
        return whyThisMove(o, rules, decision.card);
    case Phase::NameRum:
        if (o.rumFigure == o.players)
            return said(QT_TRANSLATE_NOOP("HsGuide",
                            "Black Jack moves %1 fields and robs the captains he reaches or passes on the way."))
                .arg(decision.value);
        return said(QT_TRANSLATE_NOOP("HsGuide",
                        "%1 fields take your captain to %2: no other card of this round "
                        "shows that number."))
            .arg(decision.value)
            .arg(denAhead(o, rules, decision.value));
    case Phase::LandOnBlackJack:
        return decision.value == 1
            ? QCoreApplication::translate("HsGuide", "The harbour holds %n villain(s): take the one worth most to you.",
                nullptr, int(o.harbour.size()))
            : said(QT_TRANSLATE_NOOP("HsGuide",
                       "Rob %1: you take one of their villains, and the captain who hired Black Jack loses it."))
                  .arg(view.playerName(o.hirer));
    case Phase::Rob:
        return villain ? whyThisRobbery(o, rules, decision.card) : QString();
    case Phase::Over:
        break;
    }
    return {};
}

QString HsUi::costOf(const Observation &observation, const Decision &decision, const GameView &view) const
{
    const auto &o = static_cast<const HsObservation &>(observation);
    const Rules &rules = rulesOf(view.ruleset());
    if (o.seat < 0 || decision.kind != DecisionKind::ChooseCard || decision.card < 0
        || decision.card >= rules.villainCount())
        return {};
    const bool offer = o.phase == Phase::Offer;
    const bool give = o.phase == Phase::Rob && o.robbery == Robbery::Give;
    if (!offer && !give)
        return {};
    const int before = scoreTotal(rules, ownVillains(o));
    const int after = scoreWith(o, rules, decision.card, false);
    const QString name = hsnames::villain(rules, decision.card);
    //: Said when the villain is chosen, before it is offered.
    return offer ? said(QT_TRANSLATE_NOOP("HsGuide",
                            "If nobody offers more, %1 goes to the harbour: your score drops from %2 to %3."))
                       .arg(name)
                       .arg(before)
                       .arg(after)
                 //: Said when the villain is chosen, before it is given.
                 : said(QT_TRANSLATE_NOOP("HsGuide", "Giving %1 to the harbour drops your score from %2 to %3."))
                       .arg(name)
                       .arg(before)
                       .arg(after);
}
