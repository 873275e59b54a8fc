#include "hsbreakdown.h"

#include "hsnames.h"

#include "games/gametables.h"
#include "games/rulesreference.h"
#include "session/gameview.h"

#include "halunkenspelunken/game.h"
#include "halunkenspelunken/observation.h"
#include "halunkenspelunken/rules.h"
#include "halunkenspelunken/scoring.h"

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::halunkenspelunken;
using rulesreference::esc;

HsBreakdown::HsBreakdown(const GameView &view, QWidget *parent) : BreakdownView(view, parent)
{
    build();
}

QString HsBreakdown::html() const
{
    const auto &seen = game().observation();
    const auto &final = static_cast<const HsObservation &>(seen);
    if (!final.terminal)
        return {};
    const Rules &rules = rulesOf(game().ruleset());
    const int colours = int(rules.colours.size());

    // How often each hired Black Jack, from the public events.
    std::vector<int> hired(std::size_t(final.players), 0);
    for (int index = 0; index < game().shown(); ++index)
        for (const Event &e : game().eventsOf(index)) {
            if (EventType(e.type) == EventType::Hired && e.player >= 0)
                ++hired[std::size_t(e.player)];
        }

    QString html = u"<html><body><h3>"_s + esc(tr("1. The villains by colour")) + u"</h3>"_s;
    html += u"<table cellspacing='0' cellpadding='4' border='1'><tr><th>"_s + esc(tr("Player")) + u"</th>"_s;
    for (int c = 0; c < colours; ++c)
        html += u"<th>"_s + esc(hsnames::colour(rules, c)) + u"</th>"_s;
    html += u"<th>"_s + esc(tr("Counts double")) + u"</th><th>"_s + esc(tr("Total")) + u"</th></tr>"_s;
    for (int seat = 0; seat < final.players; ++seat) {
        const Score score = halunkenspelunken::score(rules, final.villains[std::size_t(seat)]);
        html += u"<tr><td>"_s + esc(game().playerName(seat)) + u"</td>"_s;
        for (int c = 0; c < colours; ++c) {
            std::vector<int> values;
            for (const auto card : final.villains[std::size_t(seat)])
                if (rules.villains[std::size_t(card)].colour == c)
                    values.push_back(rules.villains[std::size_t(card)].value);
            std::sort(values.rbegin(), values.rend());
            QStringList shown;
            for (const int v : values)
                shown << QString::number(v);
            QString cell;
            if (!values.empty())
                //: A colour's villains in the breakdown: their values, then their sum, e.g. "9 + 5 = 14".
                cell = tr("%1 = %2").arg(shown.join(u" + "_s)).arg(score.sum[std::size_t(c)]);
            const bool doubled = c == score.doubled;
            html += (doubled ? u"<td><b>"_s : u"<td>"_s) + esc(cell) + (doubled ? u"</b></td>"_s : u"</td>"_s);
        }
        html += u"<td>"_s
            + (score.doubled >= 0 ? esc(
                   tr("%1: +%2").arg(hsnames::colour(rules, score.doubled)).arg(score.sum[std::size_t(score.doubled)]))
                                  : esc(tr("none")))
            + u"</td><td align='right'><b>"_s + QString::number(score.total) + u"</b></td></tr>"_s;
    }
    html += u"</table>"_s;
    html += u"<p>"_s
        + esc(tr("A player's villains score their values; the colour they hold most of counts double (of colours held "
                 "equally often, the one worth most)."))
        + u"</p>"_s;

    if (final.blackJackInGame) {
        html += u"<h3>"_s + esc(tr("2. Black Jack")) + u"</h3><ul>"_s;
        for (int seat = 0; seat < final.players; ++seat)
            html += u"<li>"_s
                + esc(tr("%1 hired him %n time(s).", nullptr, hired[std::size_t(seat)]).arg(game().playerName(seat)))
                + u"</li>"_s;
        html += u"</ul><p>"_s + esc(tr("%n villain(s) were left in the harbour.", nullptr, int(final.harbour.size())))
            + u"</p>"_s;
    }

    QStringList winners;
    for (const int seat : final.winners)
        winners << game().playerName(seat);
    const int best = final.winners.empty() ? 0 : final.scores[std::size_t(final.winners.front())];
    html += u"<h3>"_s + esc(final.blackJackInGame ? tr("3. The winner") : tr("2. The winner")) + u"</h3><p>"_s;
    html += winners.size() == 1
        ? esc(tr("%1 wins with %n point(s)!", nullptr, best).arg(winners.front()))
        : esc(tr("%1 share the win with %n point(s) each.", nullptr, best).arg(winners.join(u", "_s)));
    html += u"</p></body></html>"_s;
    return html;
}

QWidget *houserules::halunkenspelunken::makeBreakdown(const GameView &view, QWidget *parent)
{
    return new HsBreakdown(view, parent);
}
