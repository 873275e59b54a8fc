#include "webreakdown.h"

#include "wenames.h"

#include "games/gametables.h"
#include "games/rulesreference.h"
#include "session/gameview.h"

#include "wyattearp/game.h"
#include "wyattearp/observation.h"
#include "wyattearp/rules.h"
#include "wyattearp/scoring.h"

#include <algorithm>
#include <functional>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::wyattearp;
using rulesreference::esc;

WeBreakdown::WeBreakdown(const GameView &view, QWidget *parent) : BreakdownView(view, parent)
{
    build();
}

namespace {

// A row of the table: its label, then a cell per player.
QString row(const QString &label, int players, const std::function<QString(int)> &value)
{
    QString html = u"<tr><td><b>"_s + esc(label) + u"</b></td>"_s;
    for (int seat = 0; seat < players; ++seat)
        html += u"<td align='center'>"_s + value(seat) + u"</td>"_s;
    return html + u"</tr>"_s;
}

} // namespace

QString WeBreakdown::html() const
{
    const auto &seen = game().observation();
    const auto &final = static_cast<const WeObservation &>(seen);
    if (!final.terminal)
        return {};
    const Rules &rules = rulesOf(game().ruleset());
    return u"<html><body>"_s + sharesSection(rules, final) + winnerSection(final) + gunfightersSection(rules, final)
        + u"</body></html>"_s;
}

QString WeBreakdown::playerHeads(int players) const
{
    QString html;
    for (int seat = 0; seat < players; ++seat)
        html += u"<th>"_s + esc(game().playerName(seat)) + u"</th>"_s;
    return html;
}

QString WeBreakdown::sharesSection(const Rules &rules, const WeObservation &final) const
{
    const int businesses = rules.businessCount();
    std::vector<Holding> holdings;
    for (int seat = 0; seat < final.players; ++seat)
        holdings.push_back(holding(rules, final.shares[std::size_t(seat)]));

    QString html = u"<h3>"_s + esc(tr("1. The shares by business")) + u"</h3>"_s;
    html += u"<table cellspacing='0' cellpadding='4' border='1'><tr><th>"_s + esc(tr("Business")) + u"</th>"_s
        + playerHeads(final.players) + u"</tr>"_s;
    for (int b = 0; b < businesses; ++b) {
        html += u"<tr><td>"_s
            + esc(tr("%1 (%2 shares)").arg(wenames::business(rules, b)).arg(rules.businessShares[std::size_t(b)]))
            + u"</td>"_s;
        for (int seat = 0; seat < final.players; ++seat) {
            const int held = holdings[std::size_t(seat)].byBusiness[std::size_t(b)];
            const bool complete = held > 0 && held == rules.businessShares[std::size_t(b)];
            QString cell = held > 0 ? QString::number(held) : QString();
            if (complete)
                //: A complete business in the breakdown: all its shares, counting as more, e.g. "4 ✓ = 5".
                cell = u"<b>"_s + esc(tr("%1 ✓ = %2").arg(held).arg(rules.completeCounts)) + u"</b>"_s;
            html += u"<td align='center'>"_s + cell + u"</td>"_s;
        }
        html += u"</tr>"_s;
    }
    const int players = final.players;
    html += row(tr("Complete businesses"), players,
        [&](int seat) -> QString { return QString::number(holdings[std::size_t(seat)].complete); });
    // (The same count as the status panel's and the table's: holding().)
    html += row(tr("Shares counted"), players,
        [&](int seat) -> QString { return u"<b>"_s + QString::number(holdings[std::size_t(seat)].score) + u"</b>"_s; });
    html += row(
        tr("Money"), players, [&](int seat) -> QString { return esc(wenames::bills(final.bills[std::size_t(seat)])); });
    html += row(tr("In the game"), players,
        [&](int seat) -> QString { return final.inGame[std::size_t(seat)] ? esc(tr("yes")) : esc(tr("broke: out")); });
    html += u"</table>"_s;
    return html + u"<p>"_s
        + esc(tr("Each share counts 1; all the shares of one business in one hand count %1.").arg(rules.completeCounts))
        + u"</p>"_s;
}

QString WeBreakdown::winnerSection(const WeObservation &final) const
{
    // The deciding rule: the most shares; between equal holdings the most
    // money (players out of the game are not ranked).
    QString html = u"<h3>"_s + esc(tr("2. The winner")) + u"</h3><p>"_s;
    QStringList winners;
    for (const int seat : final.winners)
        winners << game().playerName(seat);
    if (!final.winners.empty()) {
        const auto first = std::size_t(final.winners.front());
        const int best = final.scores[first];
        QStringList level;
        for (int seat = 0; seat < final.players; ++seat)
            if (final.inGame[std::size_t(seat)] && final.scores[std::size_t(seat)] == best)
                level << game().playerName(seat);
        if (winners.size() > 1)
            html += esc(tr("%1 are equal on %2 shares and %3: they share the win.")
                            .arg(winners.join(u", "_s))
                            .arg(best)
                            .arg(wenames::bills(final.bills[first])));
        else if (level.size() > 1)
            html += esc(tr("%1 are equal on %2 shares; the most money decides: %3 wins with %4.")
                            .arg(level.join(u", "_s))
                            .arg(best)
                            .arg(winners.front(), wenames::bills(final.bills[first])));
        else
            html += esc(tr("%1 wins with %2 shares counted.").arg(winners.front()).arg(best));
    }
    return html + u"</p>"_s;
}

QString WeBreakdown::gunfightersSection(const Rules &rules, const WeObservation &final) const
{
    // Every gunfighter, turned up at the end for everyone.
    QString html = u"<h3>"_s + esc(tr("3. The gunfighters")) + u"</h3>"_s;
    html += u"<table cellspacing='0' cellpadding='4' border='1'><tr><th></th>"_s + playerHeads(final.players)
        + u"</tr>"_s;
    auto gunfighterOf
        = [&](int seat) { return seat < int(final.gunfighters.size()) ? final.gunfighters[std::size_t(seat)] : -1; };
    html += row(tr("Gunfighter"), final.players, [&](int seat) -> QString {
        const int gunfighter = gunfighterOf(seat);
        return gunfighter < 0 ? QString() : u"<b>"_s + esc(wenames::gunfighter(rules, gunfighter)) + u"</b>"_s;
    });
    for (int a = 0; a < kAttributes; ++a)
        html += row(wenames::attribute(a), final.players, [&](int seat) -> QString {
            const int gunfighter = gunfighterOf(seat);
            return gunfighter < 0 ? QString()
                                  : QString::number(rules.gunfighters[std::size_t(gunfighter)].stars[std::size_t(a)]);
        });
    return html + u"</table>"_s;
}

QWidget *houserules::wyattearp::makeBreakdown(const GameView &view, QWidget *parent)
{
    return new WeBreakdown(view, parent);
}
