// The rules reference of Boomo, in the product's own words, with the numbers
// and readings of the variant being played (RULES-NOTES settles the points
// the rulebook leaves open; so does this text).

#include "boomonames.h"
#include "boomorulespictures.h"
#include "boomoui.h"

#include "games/rulescontrols.h"
#include "games/rulesreference.h"

#include "boomo/rules.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::Literals::StringLiterals;
using namespace rulesreference;
using houserules::boomo::BombAnswer;
using houserules::boomo::GameEnd;
using houserules::boomo::NextRound;
using houserules::boomo::Rules;

namespace {

// The translation context of every sentence here ("BoomoRules").
class BoomoRules {
    Q_DECLARE_TR_FUNCTIONS(BoomoRules)
};

// A list item's lead: a card's name and a colon, as each language writes it.
QString lead(const QString &name)
{
    //: The name of a card (or cards) opening a line of the rules, followed by what it does.
    return BoomoRules::tr("%1:").arg(name);
}

QString cardsSection(const Rules &rules)
{
    QString list;
    for (int rank = 0; rank < rules.kindCount(); ++rank) {
        const QString name = boomonames::kind(QString::fromStdString(rules.kindName(rank)));
        list += item(lead(name), BoomoRules::tr("%n card(s).", nullptr, rules.deck.count(0, rank)));
    }
    return heading(BoomoRules::tr("The cards")) + u"<ul>"_s + list + u"</ul>"_s
        + paragraph(
            BoomoRules::tr("That makes %n card(s) to play with; the ticking time bombs are not part of the deck.",
                nullptr, rules.cardCount()));
}

QString setupSection(const Rules &rules)
{
    QStringList sentences;
    sentences << BoomoRules::tr("For %1 to %2 players.").arg(rules.minPlayers).arg(rules.maxPlayers);
    sentences << BoomoRules::tr(
        "Everyone puts %n ticking time bomb(s) face up in front of them.", nullptr, rules.bombs);
    sentences << BoomoRules::tr(
        "Shuffle the cards and deal %n to each player; the rest is the draw pile.", nullptr, rules.handSize);
    sentences << BoomoRules::tr("The player left of the dealer begins; play goes clockwise. The total starts at 0 "
                                "seconds.");
    return heading(BoomoRules::tr("Players and setup")) + paragraph(sentences);
}

QString turnSection(const Rules &rules)
{
    QString html = heading(BoomoRules::tr("Your turn"));
    html += paragraph(BoomoRules::tr("Play exactly one card from your hand onto the discard pile; you do not draw "
                                     "afterwards. Keep the total at %n second(s) or below.",
        nullptr, rules.limit));
    html += u"<ul>"_s;
    html += item(BoomoRules::tr("Seconds (5, 10…):"), BoomoRules::tr("add their seconds to the total."));
    html += item(lead(boomonames::kind(u"set0"_s) + u", "_s + boomonames::kind(u"set30"_s) + u", "_s
                     + boomonames::kind(u"set60"_s)),
        BoomoRules::tr(
            "set the total to 0, 30 or 60 seconds. At 60, the :60 card changes nothing but is a safe play."));
    html += item(
        lead(boomonames::kind(u"stop"_s)), BoomoRules::tr("leaves the total as it is. Keep it for a bomb card!"));
    html += item(lead(boomonames::kind(u"reverse"_s)),
        BoomoRules::tr("play changes direction (with two players left it does nothing)."));
    html += item(lead(boomonames::kind(u"skip"_s)),
        BoomoRules::tr("the next player is passed over (with two players left, you play again)."));
    html += item(lead(boomonames::kind(u"plus1"_s) + u", "_s + boomonames::kind(u"plus2"_s)),
        BoomoRules::tr("everyone else, clockwise, draws 1 or 2 cards."));
    html += item(lead(boomonames::kind(u"swap"_s)),
        BoomoRules::tr("swap your hand with a player of your choice (as your last card it swaps nothing)."));
    html += item(lead(boomonames::kind(u"twice"_s)),
        BoomoRules::tr("the next player must play two cards, the first one that sets or adds seconds. Without "
                       "such a card they lose a bomb and the round ends."));
    html += item(lead(boomonames::kind(u"bomb"_s)),
        rules.bombAnswer == BombAnswer::Forced
            ? BoomoRules::tr("everyone else, clockwise, must discard a time stopper; whoever has none loses a bomb. "
                             "If all of them had one, you lose a bomb. The total goes back to 0.")
            : BoomoRules::tr(
                "everyone else, clockwise, chooses: discard a time stopper, or let a bomb explode (whoever "
                "has no time stopper loses a bomb). If all of them discarded one, you lose a bomb. The "
                "total goes back to 0."));
    html += u"</ul>"_s;
    return html;
}

QString roundSection(const Rules &rules)
{
    QString html = heading(BoomoRules::tr("The end of a round"));
    html += u"<ul>"_s;
    html += item(rules.overLimitEndsRound
            ? BoomoRules::tr("A card takes the total over the limit: that player loses a bomb and the round ends.")
            : BoomoRules::tr("A card takes the total over the limit: that player loses a bomb, the total goes back "
                             "to 0 and play goes on."));
    html += item(BoomoRules::tr("A player plays their last card: everyone else loses a bomb and the round ends "
                                "(unless that card went over the limit: then only that player does)."));
    if (rules.bombCardEndsRound)
        html += item(BoomoRules::tr("A bomb card has been answered: the round ends."));
    html += item(BoomoRules::tr("A player cannot start a play twice: the round ends."));
    html += u"</ul>"_s;
    QStringList after;
    after << BoomoRules::tr("Then the total is 0 again and everyone still in fills their hand up to %n card(s), "
                            "clockwise from the next round's first player.",
        nullptr, rules.handSize);
    after << (rules.nextRound == NextRound::AfterEnder
            ? BoomoRules::tr("The next round starts with the player after the one whose card ended the round.")
            : BoomoRules::tr("The deal moves one seat clockwise each round; the player left of the dealer starts."));
    after << BoomoRules::tr("A player whose last bomb explodes is out at once; their hand goes under the draw pile. "
                            "When the draw pile runs out, the discard pile is shuffled to make a new one.");
    return html + paragraph(after);
}

QString endSection(const Rules &rules)
{
    if (rules.end == GameEnd::LastBomb)
        return heading(BoomoRules::tr("The winner"))
            + paragraph(BoomoRules::tr("The last player with a bomb that has not exploded wins. If one card takes the "
                                       "last bombs of all the others at once, its player wins."));
    return heading(BoomoRules::tr("The winner (short variant)"))
        + paragraph(BoomoRules::tr("The game ends as soon as someone has lost all their bombs. The most bombs left "
                                   "wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and "
                                   ":60 count 0, 30 and 60) and every other card %n point(s); still tied, the win is "
                                   "shared.",
            nullptr, rules.otherPoints));
}

QString controlsSection(const Rules &rules)
{
    using C = RulesControls;
    const bool answer = rules.bombAnswer == BombAnswer::Choice;
    QList<C::Control> mouse {
        {BoomoRules::tr("Click a card in your hand"), BoomoRules::tr("Choose it; click it again to play it.")},
        {BoomoRules::tr("Drag the chosen card onto the discard pile, or click the pile"), BoomoRules::tr("Play it.")},
        {BoomoRules::tr("Click a player"),
            BoomoRules::tr("After %1: swap hands with that player.").arg(boomonames::kind(u"swap"_s))},
    };
    if (answer)
        mouse.append({BoomoRules::tr("Click an answer"),
            BoomoRules::tr("After %1: discard a time stopper, or let one of your bombs explode.")
                .arg(boomonames::kind(u"bomb"_s))});
    QList<C::Control> keys {
        {C::leftRight(), BoomoRules::tr("Choose a card in your hand; when swapping hands, a player.")},
    };
    if (answer)
        keys.append({C::upDown(), BoomoRules::tr("Choose your answer to a bomb card.")});
    keys.append({C::enterSpace(), BoomoRules::tr("Play the chosen card, or confirm the chosen player or answer.")});
    keys.append({C::escape(), BoomoRules::tr("Clear your choice.")});
    return C::section(mouse, keys);
}

} // namespace

RulesPage BoomoUi::rulesPage(const houserules::Variant &variant) const
{
    const Rules rules = Rules::fromVariant(variant);
    QString html = u"<h2>"_s + esc(title()) + u"</h2>"_s;
    html += u"<p><i>"_s + esc(BoomoRules::tr("Rules reference for the variant “%1”.").arg(variantTitle(variant)))
        + u"</i></p>"_s;
    if (!variant.extendsChain.empty() && !variantDescription(variant).isEmpty())
        html += paragraph(BoomoRules::tr("This variant: %1").arg(variantDescription(variant)));
    html += heading(BoomoRules::tr("The idea"));
    html += paragraph(BoomoRules::tr("Everyone holds %n ticking time bomb(s). Play cards without letting the total "
                                     "go over the limit, get rid of your hand, and be the last one whose bombs have "
                                     "not all exploded.",
        nullptr, rules.bombs));
    const QList<PrintedCard> deck = printedDeck(variant);
    RulesPage page(gameId());
    page += html + cardsSection(rules);
    boomorulespictures::addCards(page, rules, deck);
    page += setupSection(rules);
    page += turnSection(rules);
    page += heading(BoomoRules::tr("A turn, step by step"));
    boomorulespictures::addTurn(page, rules, deck);
    page += roundSection(rules);
    page += endSection(rules);
    page += controlsSection(rules);
    return page;
}
