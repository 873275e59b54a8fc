// Boomo's log lines: what happened, as the viewer may know it.

#include "boomonames.h"
#include "boomoui.h"

#include "session/gameview.h"

#include "boomo/game.h"
#include "boomo/observation.h"
#include "boomo/rules.h"
#include "boomo/state.h"

#include <QCoreApplication>

using namespace houserules;
using namespace houserules::boomo;

namespace {

// The translation context of every line here ("BoomoLog").
class BoomoLog {
    Q_DECLARE_TR_FUNCTIONS(BoomoLog)
};

} // namespace

QString BoomoUi::describe(const Event &e, const GameView &view) const
{
    const Rules &rules = rulesOf(view.ruleset());
    const QString who = view.playerName(e.player);
    const bool known = e.card >= 0;
    const QString card = known ? boomonames::card(rules, e.card) : QString();

    switch (EventType(e.type)) {
    case EventType::CardPlayed:
        if (rules.cards[std::size_t(e.card)].isNumber())
            return BoomoLog::tr("%1 played %2: the total is %3 seconds.").arg(who, card).arg(e.value);
        return BoomoLog::tr("%1 played %2.").arg(who, card);
    case EventType::CardDrawn:
        if (known)
            return BoomoLog::tr("%1 drew %2.").arg(who, card);
        // Refills are told once, by the round's start.
        return e.target == 1 ? BoomoLog::tr("%1 drew a card.").arg(who) : QString();
    case EventType::CardReceived:
        return known ? BoomoLog::tr("%1 received %2.").arg(who, card) : QString();
    case EventType::OverLimit:
        return BoomoLog::tr("%1 went over %2 seconds!").arg(who).arg(rules.limit);
    case EventType::DirectionReversed:
        return e.value > 0 ? BoomoLog::tr("Play now goes clockwise.") : BoomoLog::tr("Play now goes anticlockwise.");
    case EventType::TurnSkipped:
        return BoomoLog::tr("%1 is skipped.").arg(who);
    case EventType::MustPlayTwice:
        return BoomoLog::tr("%1 must play two cards, the first one that sets or adds seconds.").arg(who);
    case EventType::TwiceFailed:
        return BoomoLog::tr("%1 has no such card to start with.").arg(who);
    case EventType::HandsSwapped:
        return BoomoLog::tr("%1 swapped hands with %2.").arg(who, view.playerName(e.target));
    case EventType::StopperDiscarded:
        return BoomoLog::tr("%1 discarded a time stopper.").arg(who);
    case EventType::BombFlipped:
        return BoomoLog::tr("Boom! One of %1's bombs exploded: %2 of %3 gone.").arg(who).arg(e.value).arg(rules.bombs);
    case EventType::Eliminated:
        return BoomoLog::tr("%1 is out of the game; their %n card(s) go under the draw pile.", nullptr, e.value)
            .arg(who);
    case EventType::Reshuffled:
        return BoomoLog::tr("The discard pile is shuffled into a new draw pile of %n card(s).", nullptr, e.value);
    case EventType::RoundEnded:
        switch (RoundEnd(e.target)) {
        case RoundEnd::OverLimit:
            return BoomoLog::tr("Round %1 is over: %2 went over the limit.").arg(e.value).arg(who);
        case RoundEnd::LastCard:
            return BoomoLog::tr("Round %1 is over: %2 played their last card; everyone else loses a bomb.")
                .arg(e.value)
                .arg(who);
        case RoundEnd::BombCard:
            return BoomoLog::tr("Round %1 is over: %2's bomb card went off.").arg(e.value).arg(who);
        case RoundEnd::TwiceFailed:
            return BoomoLog::tr("Round %1 is over: %2's play twice could not be answered.").arg(e.value).arg(who);
        case RoundEnd::NoCards:
            return BoomoLog::tr("Round %1 is over: nobody holds a card.").arg(e.value);
        }
        return {};
    case EventType::RoundStarted:
        return BoomoLog::tr("Round %1: the hands are filled up and %2 starts.").arg(e.value).arg(who);
    case EventType::GameOver:
        return BoomoLog::tr("The game is over.");
    }
    return {};
}

QStringList BoomoUi::summarize(const Observation &final, const GameView &view) const
{
    const auto &o = static_cast<const BoomoObservation &>(final);
    if (!o.terminal)
        return {};
    QStringList winners;
    for (const int seat : o.winners)
        winners << view.playerName(seat);
    if (winners.isEmpty())
        return {};
    const int left = o.bombs - o.flipped[std::size_t(o.winners.front())];
    if (winners.size() == 1)
        return {BoomoLog::tr("%1 won with %n bomb(s) left.", nullptr, left).arg(winners.front())};
    return {BoomoLog::tr("%1 share the win with %n bomb(s) left each.", nullptr, left)
                .arg(winners.join(QStringLiteral(", ")))};
}
