// Halunken & Spelunken's log lines: what happened, as the viewer may know it.
// A movement card chosen this round is its chooser's secret until the
// reveal: the others read that a card was chosen, never which; so is Black
// Jack's card that his hirer chooses in the game for two, until he moves.
// Events of Black Jack's own (a cancelled card, a rum's number) carry the
// seat after the last one.

#include "hsnames.h"
#include "hsui.h"

#include "games/wording.h"
#include "session/gameview.h"

#include "halunkenspelunken/game.h"
#include "halunkenspelunken/observation.h"
#include "halunkenspelunken/rules.h"

#include <QCoreApplication>

using namespace houserules;
using namespace houserules::halunkenspelunken;

namespace {

// The translation context of every line here ("HsLog").
class HsLog {
    Q_DECLARE_TR_FUNCTIONS(HsLog)
};

// Fields are numbered from 1, as in the notation and on the table.
int field(int index)
{
    return index + 1;
}

// A movement card chosen, one's own or Black Jack's: its number is the
// chooser's own (card), -1 for everyone else.
QString secretChoice(const Event &e, const QString &who, bool blackJack)
{
    if (!blackJack) {
        if (e.card < 0)
            return HsLog::tr("%1 chose a movement card.").arg(who);
        if (e.card == kRum)
            return HsLog::tr("%1 chose the rum card (secret until the reveal).").arg(who);
        return HsLog::tr("%1 chose movement card %2 (secret until the reveal).").arg(who).arg(e.card);
    }
    if (e.card < 0)
        return HsLog::tr("%1 chose Black Jack's card.").arg(who);
    if (e.card == kRum)
        return HsLog::tr("%1 chose the rum card for Black Jack (secret until he moves).").arg(who);
    return HsLog::tr("%1 chose movement card %2 for Black Jack (secret until he moves).").arg(who).arg(e.card);
}

} // namespace

QString HsUi::describe(const Event &e, const GameView &view) const
{
    const Rules &rules = rulesOf(view.ruleset());
    const QString who = view.playerName(e.player);
    const QString villain = e.card >= 0 && e.card < rules.villainCount() ? hsnames::villain(rules, e.card) : QString();

    switch (EventType(e.type)) {
    case EventType::CaptainPlaced:
        return HsLog::tr("%1 puts their captain on field %2.").arg(who).arg(field(e.target));
    case EventType::DenCardTaken:
        return HsLog::tr("%1 takes %2 from the den at field %3.").arg(who, villain).arg(field(e.target));
    case EventType::DensOpened:
        return HsLog::tr("The dens open: each den's top villain is turned face up.");
    case EventType::BlackJackPlaced:
        return HsLog::tr("%1 puts Black Jack on field %2.").arg(who).arg(field(e.target));
    case EventType::RoundStarted:
        return HsLog::tr("Round %1 of %2.").arg(e.value).arg(rules.rounds);
    case EventType::Offered:
        return HsLog::tr("%1 offers %2 to hire Black Jack.").arg(who, villain);
    case EventType::Passed:
        return HsLog::tr("%1 passes.").arg(who);
    case EventType::Hired:
        return HsLog::tr("%1 hires Black Jack; %2 goes to the harbour.").arg(who, villain);
    case EventType::NobodyHired:
        return HsLog::tr("Nobody hires Black Jack this round.");
    case EventType::MoveChosen:
        return secretChoice(e, who, false);
    case EventType::BlackJackMoveChosen:
        return secretChoice(e, who, true);
    case EventType::MoveRevealed:
        if (e.value == kRum)
            return HsLog::tr("%1 shows the rum card.").arg(who);
        return HsLog::tr("%1 shows a %2.").arg(who).arg(e.value);
    case EventType::Cancelled:
        if (e.player == view.playerCount())
            return HsLog::tr("Black Jack's card is cancelled by an equal one: he stays.");
        return HsLog::tr("%1's card is cancelled by an equal one: their captain stays.").arg(who);
    case EventType::RumNamed:
        if (e.player == view.playerCount())
            return HsLog::tr("Black Jack's rum moves him %n field(s).", nullptr, e.value);
        return HsLog::tr("%1's rum moves %n field(s).", nullptr, e.value).arg(who);
    case EventType::Moved:
        return HsLog::tr("%1's captain moves from field %2 to field %3.")
            .arg(who)
            .arg(field(e.value))
            .arg(field(e.target));
    case EventType::Pushed:
        return HsLog::tr("%1's captain is pushed on to field %2.").arg(who).arg(field(e.target));
    case EventType::Robbed:
        return (wording::beginsWithVowel(view.playerName(e.target))
                ? HsLog::tr("%1 takes %2 from %3.", "the name begins with a vowel")
                : HsLog::tr("%1 takes %2 from %3."))
            .arg(who, villain, view.playerName(e.target));
    case EventType::TookFromHarbour:
        return HsLog::tr("%1 takes %2 from the harbour.").arg(who, villain);
    case EventType::GaveToHarbour:
        return HsLog::tr("%1 gives %2 to the harbour.").arg(who, villain);
    case EventType::BlackJackCard:
        // In the game for two his cards are a captain's: the rum among them.
        if (e.player >= 0)
            return HsLog::tr("%1 turns up Black Jack's card: %2.").arg(who, hsnames::move(e.value));
        return HsLog::tr("Black Jack's card is turned up: %1.").arg(hsnames::move(e.value));
    case EventType::BlackJackMoved:
        return HsLog::tr("Black Jack moves from field %1 to field %2.").arg(field(e.value)).arg(field(e.target));
    case EventType::BlackJackWalkedOn:
        return HsLog::tr("Black Jack walks on to field %1.").arg(field(e.target));
    case EventType::GameOver:
        return HsLog::tr("The game is over.");
    case EventType::TookNothing:
        if (e.value == 1)
            return HsLog::tr("%1 chooses the harbour, but it is empty: nothing to take.").arg(who);
        return HsLog::tr("%1 chooses to rob %2, but may take nothing.").arg(who, view.playerName(e.target));
    }
    return {};
}

QStringList HsUi::summarize(const Observation &final, const GameView &view) const
{
    const auto &o = static_cast<const HsObservation &>(final);
    if (!o.terminal || o.winners.empty())
        return {};
    QStringList winners;
    for (const int seat : o.winners)
        winners << view.playerName(seat);
    const int points = o.scores[std::size_t(o.winners.front())];
    if (winners.size() == 1)
        return {HsLog::tr("%1 won with %n point(s).", nullptr, points).arg(winners.front())};
    return {
        HsLog::tr("%1 share the win with %n point(s) each.", nullptr, points).arg(winners.join(QStringLiteral(", ")))};
}
