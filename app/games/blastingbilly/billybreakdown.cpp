#include "billybreakdown.h"

#include "billynames.h"

#include "games/gametables.h"
#include "session/gameview.h"

#include "blastingbilly/game.h"
#include "blastingbilly/scoring.h"

using namespace Qt::Literals::StringLiterals;
using namespace houserules::blastingbilly;

BillyBreakdown::BillyBreakdown(const GameView &view, QWidget *parent) : BreakdownView(view, parent)
{
    build();
}

// What the sections are counted from.
struct BillyBreakdown::Counted {
    const Rules &rules;
    const Columns columns;
    const Scoring s;
    int players;
};

QString BillyBreakdown::html() const
{
    // From what everyone sees at the end (all loot turned up), never the state.
    const auto &seen = game().observation();
    const auto &final = static_cast<const BillyObservation &>(seen);
    if (!final.terminal)
        return {};
    const Rules &rules = rulesOf(game().ruleset());
    const Columns columns = columnsOf(final);
    const Counted counted {rules, columns, score(rules, columns), game().playerCount()};
    return u"<html><body>"_s + cardsSection(counted) + dynamiteSection(counted) + coloursSection(counted)
        + shotSection(counted) + winnerSection(counted) + u"</body></html>"_s;
}

QString BillyBreakdown::owner(int seat) const
{
    return seat < game().playerCount() ? game().playerName(seat).toHtmlEscaped() : tr("Billy");
}

QString BillyBreakdown::colourHeads(const Rules &rules)
{
    QString html;
    for (int c = 0; c < rules.colourCount(); ++c)
        html += u"<th>"_s + billynames::colour(rules, c) + u"</th>"_s;
    return html;
}

QString BillyBreakdown::cardsSection(const Counted &k) const
{
    // In a colour's column, a card by its value alone ("4, 10, Dynamite"):
    // the colour's name on every card made the table wider than the window.
    auto cardList = [&](const std::vector<std::int16_t> &cards) {
        QStringList names;
        for (auto card : cards) {
            const Card &c = k.rules.deck[std::size_t(card)];
            names << (c.dynamite ? billynames::dynamite() : QString::number(c.value));
        }
        return names.isEmpty() ? u"–"_s : names.join(u", "_s);
    };
    // 1. The cards turned up, in the order they were laid.
    QString html = u"<h3>"_s + tr("1. All cards turned up")
        + u"</h3><table cellspacing='0' cellpadding='3' border='1'><tr><th></th>"_s + colourHeads(k.rules) + u"</tr>"_s;
    for (int row = 0; row <= k.players; ++row) { // Billy first, then the players in seat order
        const int o = (row + k.players) % (k.players + 1);
        html += u"<tr><td><b>"_s + owner(o) + u"</b></td>"_s;
        for (int c = 0; c < k.rules.colourCount(); ++c)
            html += u"<td>"_s + cardList(k.columns[std::size_t(o)][std::size_t(c)]) + u"</td>"_s;
        html += u"</tr>"_s;
    }
    return html + u"</table>"_s;
}

QString BillyBreakdown::dynamiteSection(const Counted &k) const
{
    // 2. Dynamite.
    QString html = u"<h3>"_s + tr("2. Dynamite") + u"</h3>"_s;
    if (k.s.blasts.empty())
        return html + u"<p>"_s + tr("No dynamite was played.") + u"</p>"_s;
    html += u"<ul>"_s;
    for (const auto &b : k.s.blasts)
        html += u"<li>"_s
            + (b.removed < 0 ? tr("%1's %2 column: the dynamite lay first and removes only itself.")
                                   .arg(owner(b.owner), billynames::colour(k.rules, b.colour))
                             : tr("%1's %2 column: the dynamite removes itself and the %3.")
                                   .arg(owner(b.owner), billynames::colour(k.rules, b.colour),
                                       billynames::card(k.rules, b.removed)))
            + u"</li>"_s;
    return html + u"</ul>"_s;
}

QString BillyBreakdown::coloursSection(const Counted &k) const
{
    // 3. Each colour against Billy.
    const int colours = k.rules.colourCount();
    QString html = u"<h3>"_s + tr("3. Each colour against Billy")
        + u"</h3><table cellspacing='0' cellpadding='3' border='1'><tr><th></th>"_s + colourHeads(k.rules);
    html += u"<th>"_s + tr("Total") + u"</th><th>"_s + tr("Cards") + u"</th></tr><tr><td><b>"_s + tr("Billy")
        + u"</b></td>"_s;
    for (int c = 0; c < colours; ++c)
        html += u"<td align='right'>"_s + QString::number(k.s.billyTotals[std::size_t(c)]) + u"</td>"_s;
    html += u"<td></td><td></td></tr>"_s;
    for (int seat = 0; seat < k.players; ++seat) {
        const auto &p = k.s.players[std::size_t(seat)];
        html += u"<tr><td><b>"_s + owner(seat) + u"</b></td>"_s;
        for (int c = 0; c < colours; ++c) {
            const bool shot = p.shotIn[std::size_t(c)];
            html += shot ? u"<td align='right' style='background:#f3b6a8'>"_s : u"<td align='right'>"_s;
            html += QString::number(p.totals[std::size_t(c)]) + (shot ? u" ✗"_s : QString()) + u"</td>"_s;
        }
        html += u"<td align='right'>"_s + QString::number(p.total) + u"</td><td align='right'>"_s
            + QString::number(p.cards) + u"</td></tr>"_s;
    }
    return html + u"</table><p>"_s + tr("✗ more than Billy: shot down in that colour. Equal is safe.") + u"</p>"_s;
}

QString BillyBreakdown::shotSection(const Counted &k) const
{
    // 4. Who was shot.
    QString html = u"<h3>"_s + tr("4. Shot down") + u"</h3><ul>"_s;
    for (int seat = 0; seat < k.players; ++seat) {
        const auto &p = k.s.players[std::size_t(seat)];
        QStringList colours;
        for (int c = 0; c < k.rules.colourCount(); ++c)
            if (p.shotIn[std::size_t(c)])
                colours << billynames::colour(k.rules, c);
        html += u"<li>"_s
            + (colours.isEmpty() ? tr("%1 is safe.").arg(owner(seat))
                                 : tr("%1 is shot down in %2.").arg(owner(seat), colours.join(u", "_s)))
            + u"</li>"_s;
    }
    return html + u"</ul>"_s;
}

QString BillyBreakdown::winnerSection(const Counted &k) const
{
    // 5. The winner and what decided.
    QString html = u"<h3>"_s + tr("5. The winner") + u"</h3><p>"_s;
    if (k.s.everyoneShot)
        html
            += tr("Everyone was shot down, so only the colours in which a player was not shot down count.") + u"<br>"_s;
    QStringList winners;
    for (int seat : k.s.winners)
        winners << owner(seat);
    const int best = k.s.winners.empty() ? 0 : k.s.players[std::size_t(k.s.winners.front())].score;
    return html + decider(k.s.decidedBy, winners.join(u", "_s), best) + u"</p>"_s;
}

QString BillyBreakdown::decider(Decider decidedBy, const QString &winners, int best)
{
    switch (decidedBy) {
    case Decider::HighestScore:
        return tr("%1 wins with the highest score: %n point(s).", nullptr, best).arg(winners);
    case Decider::FewestCards:
        return tr("Tied on %n point(s); %1 wins with the fewest cards.", nullptr, best).arg(winners);
    case Decider::FewestFaceUpCards:
        return tr("Tied on %n point(s); %1 wins with the fewest face-up cards.", nullptr, best).arg(winners);
    case Decider::FewestFaceDownCards:
        return tr("Tied on %n point(s) and face-up cards; %1 wins with the fewest face-down cards.", nullptr, best)
            .arg(winners);
    case Decider::Shared:
        return tr("Still tied after every tie-break: %1 share the win.").arg(winners);
    case Decider::Billy:
        return tr("Nobody has a single point left: Blasting Billy wins and runs off with all the loot!");
    }
    return {};
}

QWidget *houserules::blastingbilly::makeBreakdown(const GameView &view, QWidget *parent)
{
    return new BillyBreakdown(view, parent);
}
