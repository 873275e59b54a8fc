#include "boomobreakdown.h"

#include "boomonames.h"

#include "games/gametables.h"
#include "games/rulesreference.h"
#include "session/gameview.h"

#include "boomo/game.h"
#include "boomo/observation.h"
#include "boomo/rules.h"
#include "boomo/scoring.h"
#include "boomo/state.h"

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::boomo;
using rulesreference::esc;

BoomoBreakdown::BoomoBreakdown(const GameView &view, QWidget *parent) : BreakdownView(view, parent)
{
    build();
}

// A round, from the public events: how it ended and whose bombs went off.
struct BoomoBreakdown::Round {
    int number = 0;
    int ender = -1;
    RoundEnd reason = RoundEnd::OverLimit;
    QStringList exploded;
    QStringList out;
};

QString BoomoBreakdown::html() const
{
    const auto &seen = game().observation();
    const auto &final = static_cast<const BoomoObservation &>(seen);
    if (!final.terminal)
        return {};
    const Rules &rules = rulesOf(game().ruleset());
    QStringList outOrder;
    const QList<Round> played = rounds(outOrder);
    return u"<html><body>"_s + roundsSection(rules, played) + outSection(outOrder) + bombsSection(rules, final)
        + winnerSection(rules, final) + u"</body></html>"_s;
}

QString BoomoBreakdown::name(int seat) const
{
    return esc(game().playerName(seat));
}

QList<BoomoBreakdown::Round> BoomoBreakdown::rounds(QStringList &outOrder) const
{
    QList<Round> rounds;
    Round current;
    current.number = 1;
    for (int index = 0; index < game().shown(); ++index)
        for (const Event &e : game().eventsOf(index)) {
            switch (EventType(e.type)) {
            case EventType::BombFlipped:
                current.exploded << name(e.player);
                break;
            case EventType::Eliminated:
                current.out << name(e.player);
                outOrder << name(e.player);
                break;
            case EventType::RoundEnded:
                current.ender = e.player;
                current.reason = RoundEnd(e.target);
                current.number = e.value;
                rounds << current;
                current = Round {};
                current.number = e.value + 1;
                break;
            default:
                break;
            }
        }
    if (!current.exploded.isEmpty() || !current.out.isEmpty())
        rounds << current; // the game ended within a round (a house rule)
    return rounds;
}

QString BoomoBreakdown::howItEnded(const Rules &rules, const Round &r) const
{
    switch (r.reason) {
    case RoundEnd::OverLimit:
        return tr("%1 went over %2 seconds").arg(name(r.ender)).arg(rules.limit);
    case RoundEnd::LastCard:
        return tr("%1 played their last card").arg(name(r.ender));
    case RoundEnd::BombCard:
        return tr("%1's bomb card").arg(name(r.ender));
    case RoundEnd::TwiceFailed:
        return tr("%1's play twice could not be answered").arg(name(r.ender));
    case RoundEnd::NoCards:
        return tr("nobody held a card");
    }
    return QString();
}

QString BoomoBreakdown::roundsSection(const Rules &rules, const QList<Round> &rounds) const
{
    QString html = u"<h3>"_s + esc(tr("1. The rounds")) + u"</h3>"_s;
    html += u"<table cellspacing='0' cellpadding='4' border='1'><tr><th>"_s + esc(tr("Round")) + u"</th><th>"_s
        + esc(tr("How it ended")) + u"</th><th>"_s + esc(tr("Bombs exploded")) + u"</th><th>"_s + esc(tr("Out"))
        + u"</th></tr>"_s;
    for (const Round &r : rounds)
        html += u"<tr><td align='right'>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>"_s.arg(r.number).arg(
            r.ender >= 0 ? howItEnded(rules, r) : QString(), r.exploded.join(u", "_s), r.out.join(u", "_s));
    return html + u"</table>"_s;
}

QString BoomoBreakdown::outSection(const QStringList &outOrder) const
{
    QString html = u"<h3>"_s + esc(tr("2. Out of the game")) + u"</h3><p>"_s;
    html += outOrder.isEmpty() ? esc(tr("Nobody.")) : esc(tr("In this order: %1.")).arg(outOrder.join(u", "_s));
    return html + u"</p>"_s;
}

QString BoomoBreakdown::bombsSection(const Rules &rules, const BoomoObservation &final) const
{
    QString html = u"<h3>"_s + esc(tr("3. Bombs left")) + u"</h3><ul>"_s;
    for (int seat = 0; seat < final.players; ++seat) {
        QString line = tr("%1: %2 of %3")
                           .arg(game().playerName(seat))
                           .arg(final.bombs - final.flipped[std::size_t(seat)])
                           .arg(final.bombs);
        if (rules.end == GameEnd::FirstOut)
            line += u" — "_s
                + tr("cards in hand worth %n point(s)", nullptr,
                    handPoints(rules, final.knownInHand[std::size_t(seat)]));
        html += u"<li>"_s + esc(line) + u"</li>"_s;
    }
    return html + u"</ul>"_s;
}

QString BoomoBreakdown::winnerSection(const Rules &rules, const BoomoObservation &final) const
{
    QStringList winners;
    for (const int seat : final.winners)
        winners << name(seat);
    QString html = u"<h3>"_s + esc(tr("4. The winner")) + u"</h3><p>"_s;
    if (rules.end == GameEnd::FirstOut)
        html += esc(tr("The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest "
                       "hand (numbers count their seconds, every other card %n point(s)), then a shared win.",
                    nullptr, rules.otherPoints))
            + u"<br>"_s;
    html += winners.size() == 1 ? tr("%1 wins!").arg(winners.front())
                                : tr("%1 share the win.").arg(winners.join(u", "_s));
    return html + u"</p>"_s;
}

QWidget *houserules::boomo::makeBreakdown(const GameView &view, QWidget *parent)
{
    return new BoomoBreakdown(view, parent);
}
