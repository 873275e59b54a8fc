// Blasting Billy's log lines: what happened, as the viewer may know it.

#include "billyui.h"

#include "billynames.h"

#include "session/gameview.h"

#include "blastingbilly/game.h"
#include "blastingbilly/rules.h"
#include "blastingbilly/scoring.h"
#include "blastingbilly/state.h"

#include <QCoreApplication>

using namespace houserules;
using namespace houserules::blastingbilly;

QString BillyUi::describe(const Event &e, const GameView &view) const
{
    const Rules &rules = rulesOf(view.ruleset());
    const QString who = view.playerName(e.player);
    const QString colour = e.colour >= 0 ? billynames::colour(rules, e.colour) : QString();
    const bool known = e.card >= 0;
    const QString card = known ? billynames::card(rules, e.card) : QString();

    switch (EventType(e.type)) {
    case EventType::CardPlayed:
        switch (Destination(e.target)) {
        case Destination::Billy:
            return known ? QCoreApplication::translate("BillyLog", "%1 gave the %2 to Billy.").arg(who, card)
                         : QCoreApplication::translate("BillyLog", "%1 gave a %2 card to Billy.").arg(who, colour);
        case Destination::Loot:
            return known ? QCoreApplication::translate("BillyLog", "%1 claimed the %2.").arg(who, card)
                         : QCoreApplication::translate("BillyLog", "%1 claimed a %2 card, face down.").arg(who, colour);
        case Destination::Box:
            return known ? QCoreApplication::translate("BillyLog", "%1 dumped the %2 in the box.").arg(who, card)
                         : QCoreApplication::translate("BillyLog", "%1 dumped a %2 card in the box.").arg(who, colour);
        }
        return {};
    case EventType::CardDrawn:
        return known ? QCoreApplication::translate("BillyLog", "%1 drew the %2.").arg(who, card)
                     : QCoreApplication::translate("BillyLog", "%1 drew a %2 card.").arg(who, colour);
    case EventType::FinalRound:
        return QCoreApplication::translate("BillyLog", "%1 drew the last card: everyone plays one more turn.").arg(who);
    case EventType::CardBoxedAtEnd:
        return {}; // summed up by GameOver
    case EventType::GameOver:
        return QCoreApplication::translate(
            "BillyLog", "The game is over: the hand cards go to the box and the loot is turned up.");
    }
    return {};
}

QStringList BillyUi::summarize(const Observation &final, const GameView &view) const
{
    const auto &seen = static_cast<const BillyObservation &>(final);
    if (!seen.terminal)
        return {};
    const Rules &rules = rulesOf(view.ruleset());
    const Scoring s = score(rules, columnsOf(seen));
    QStringList lines;
    auto owner = [&](int seat) {
        return seat < view.playerCount() ? view.playerName(seat) : QCoreApplication::translate("BillyLog", "Billy");
    };
    for (const auto &b : s.blasts)
        lines << (b.removed < 0
                ? QCoreApplication::translate("BillyLog", "The dynamite in %1's %2 column removed only itself.")
                      .arg(owner(b.owner), billynames::colour(rules, b.colour))
                : QCoreApplication::translate("BillyLog", "The dynamite in %1's %2 column removed the %3.")
                      .arg(owner(b.owner), billynames::colour(rules, b.colour), billynames::card(rules, b.removed)));
    for (int seat = 0; seat < view.playerCount(); ++seat) {
        const auto &p = s.players[std::size_t(seat)];
        for (int c = 0; c < rules.colourCount(); ++c)
            if (p.shotIn[std::size_t(c)])
                lines << QCoreApplication::translate("BillyLog", "Billy shot %1 down (%2: %3 > %4).")
                             .arg(owner(seat), billynames::colour(rules, c))
                             .arg(p.totals[std::size_t(c)])
                             .arg(s.billyTotals[std::size_t(c)]);
    }
    QStringList winners;
    for (int seat : s.winners)
        winners << owner(seat);
    if (winners.isEmpty())
        lines << QCoreApplication::translate(
            "BillyLog", "Nobody scored a point: Billy wins and runs off with the loot.");
    else {
        const int points = s.players[std::size_t(s.winners.front())].score;
        lines << (winners.size() == 1
                ? QCoreApplication::translate("BillyLog", "%1 won with %n point(s).", nullptr, points)
                      .arg(winners.front())
                : QCoreApplication::translate("BillyLog", "%1 share the win with %n point(s) each.", nullptr, points)
                      .arg(winners.join(u", ")));
    }
    return lines;
}
