// The rules reference of Halunken & Spelunken, in the product's own words,
// with the numbers and readings of the variant being played (RULES-NOTES
// settles the points the rulebook leaves open; so does this text). The
// introductory game has no Black Jack; the standard game adds him and the
// auction; the game for two gives him an absent captain's movement cards,
// chosen in secret by his hirer or turned up with the captains' when nobody
// hired him.

#include "hsnames.h"
#include "hsrulespictures.h"
#include "hsui.h"

#include "games/rulescontrols.h"
#include "games/rulesreference.h"

#include "halunkenspelunken/rules.h"

#include <QCoreApplication>

#include <map>

using namespace Qt::Literals::StringLiterals;
using namespace rulesreference;
using houserules::halunkenspelunken::BlackJackMode;
using houserules::halunkenspelunken::kRum;
using houserules::halunkenspelunken::Rules;

namespace {

// The translation context of every sentence here ("HsRules").
class HsRules {
    Q_DECLARE_TR_FUNCTIONS(HsRules)
};

QString numbersOf(const Rules &rules)
{
    QStringList numbers;
    for (const int n : rules.movement)
        if (n != kRum)
            numbers << QString::number(n);
    return numbers.join(u", "_s);
}

QString materialSection(const Rules &rules)
{
    QString list;
    for (int colour = 0; colour < int(rules.colours.size()); ++colour) {
        QStringList values;
        int count = 0;
        for (const auto &v : rules.villains)
            if (v.colour == colour) {
                values << QString::number(v.value);
                ++count;
            }
        //: A colour of villains in the rules: "Red: 9 villain(s), values 4, 5, …".
        list += item(HsRules::tr("%1:").arg(hsnames::colour(rules, colour)),
            HsRules::tr("%n villain(s), values %1.", nullptr, count).arg(values.join(u", "_s)));
    }
    QString html = heading(HsRules::tr("The villains"));
    html += paragraph(HsRules::tr("%n villain card(s) in these colours, from lowest to highest (the order settles "
                                  "ties):",
        nullptr, rules.villainCount()));
    html += u"<ul>"_s + list + u"</ul>"_s;
    QStringList moves;
    moves << (rules.hasRum()
            ? HsRules::tr("Each player has the movement cards %1 and a rum card.").arg(numbersOf(rules))
            : HsRules::tr("Each player has the movement cards %1.").arg(numbersOf(rules)));
    moves << HsRules::tr("The game lasts %n round(s); each uses one movement card, and a card is used only once.",
        nullptr, rules.rounds);
    return html + paragraph(moves);
}

QString setupSection(const Rules &rules)
{
    QStringList sentences;
    sentences << (rules.minPlayers == rules.maxPlayers
            ? HsRules::tr("For %n player(s).", nullptr, rules.minPlayers)
            : HsRules::tr("For %1 to %2 players.").arg(rules.minPlayers).arg(rules.maxPlayers));
    sentences << HsRules::tr("The harbour is a ring of %n field(s), each in front of a den.", nullptr, rules.fields);
    sentences << HsRules::tr("Shuffle the villains and put %n face down in each den.", nullptr, rules.villainsPerDen);
    if (rules.fields * rules.villainsPerDen < rules.villainCount())
        sentences << HsRules::tr("The other %n villain(s) stay in the box, unseen.", nullptr,
            rules.villainCount() - rules.fields * rules.villainsPerDen);
    sentences << HsRules::tr("In turn, starting with a player drawn at random, each player puts their captain on a "
                             "free field and takes that den's top villain. Then every den's top villain is turned "
                             "face up.");
    return heading(HsRules::tr("Setup")) + paragraph(sentences);
}

QString roundSection(const Rules &rules)
{
    QString html = heading(HsRules::tr("A round"));
    html += u"<ol>"_s;
    html += item(HsRules::tr("Choose."),
        HsRules::tr("Everyone chooses one of their movement cards in secret; then "
                    "all are shown together."));
    html += item(HsRules::tr("Cancel."),
        HsRules::tr("Equal cards (two rums too) cancel each other: those captains stay where they are and take "
                    "their den's face-up villain first."));
    if (rules.hasRum())
        html += item(HsRules::tr("Rum."),
            HsRules::tr("A lone rum names a number that no card of this round "
                        "shows, cancelled ones included, and moves that far."));
    html += item(HsRules::tr("Move."),
        HsRules::tr("The other captains move clockwise as far as their cards say, the "
                    "lowest number first. Jumping over figures costs nothing."));
    html += u"</ol>"_s;
    html += heading(HsRules::tr("Landing"));
    html += u"<ul>"_s;
    html += item(HsRules::tr("On a free field, take the den's face-up villain, if there is one, and turn up the "
                             "next. An empty den gives nothing."));
    html += item(rules.robCountsBeforeDen
            ? HsRules::tr("On another captain's field, first take the den's villain. If you held as many villains "
                          "as that captain or fewer before taking it, also take one of their villains, of your "
                          "choice.")
            : HsRules::tr("On another captain's field, first take the den's villain. If you now hold as many villains "
                          "as that captain or fewer, also take one of their villains, of your choice."));
    html += item(HsRules::tr("Either way, the captain who stood there moves on to the next free field and takes "
                             "nothing there."));
    html += u"</ul>"_s;
    return html;
}

QString blackJackSection(const Rules &rules)
{
    QString html = heading(HsRules::tr("Black Jack"));
    QStringList setup;
    setup << HsRules::tr(
        "Black Jack's %n movement card(s) are shuffled face down on his ship.", nullptr, rules.blackJackCards);
    setup << HsRules::tr("The player whose first villain is the lowest puts him on a free field (equal values: the "
                         "lower colour counts as lower).");
    html += paragraph(setup);
    html += heading(HsRules::tr("The auction"));
    html += paragraph(HsRules::tr("Each round starts with an auction to hire Black Jack. It is opened in the first "
                                  "round by the player whose first villain is the highest, later by the last hirer "
                                  "(if nobody hired him, by the same player as before). In turn from the opener, each "
                                  "player once offers a villain worth more than the best offer so far, or passes. The "
                                  "best offer goes face up into the harbour; that player hires Black Jack for the "
                                  "round. The other offers stay with their owners."));
    html += heading(HsRules::tr("His move"));
    html += u"<ul>"_s;
    html += item(HsRules::tr("After all captains, his next card is turned up and he moves that far clockwise. He "
                             "robs every captain he reaches or passes, the one where he stops included, in that "
                             "order."));
    html += item(HsRules::tr("Hired:"),
        HsRules::tr("he never robs his hirer, and robs a captain only if that captain "
                    "holds as many villains as the hirer or more. The hirer chooses "
                    "the villain and keeps it."));
    html += item(HsRules::tr("Not hired:"),
        HsRules::tr("every captain he reaches or passes chooses a villain of "
                    "their own to give to the harbour."));
    html += item(HsRules::tr("If he stops on an occupied field, he walks on to the next free one."));
    html += item(HsRules::tr("A captain who lands on Black Jack takes the den's villain, then a villain of their "
                             "choice from the harbour; Black Jack moves on to the next free field."));
    html += u"</ul>"_s;
    return html;
}

QString twoPlayerSection(const Rules &rules)
{
    QString html = heading(HsRules::tr("Black Jack"));
    QStringList setup;
    setup << (rules.hasRum() ? HsRules::tr("Black Jack plays with the movement cards of an absent third captain: "
                                           "%1 and a rum card.")
                                   .arg(numbersOf(rules))
                             : HsRules::tr("Black Jack plays with the movement cards of an absent third captain: %1.")
                                   .arg(numbersOf(rules)));
    setup << HsRules::tr("They lie shuffled face down on his ship; which of them he still has is known to all, and "
                         "each is used once.");
    setup << HsRules::tr("The player whose first villain is the lowest puts him on a free field (equal values: the "
                         "lower colour counts as lower).");
    html += paragraph(setup);
    html += heading(HsRules::tr("The auction"));
    html += paragraph(HsRules::tr("Each round starts with an auction to hire Black Jack. It is opened in the first "
                                  "round by the player whose first villain is the highest, later by the last hirer "
                                  "(if nobody hired him, by the same player as before). From the opener, the two "
                                  "players take turns: offer a villain worth more than the best offer so far, or "
                                  "pass. The auction ends as soon as a player passes. The best offer goes face up "
                                  "into the harbour; that player hires Black Jack for the round. The other offers "
                                  "stay with their owners."));
    html += heading(HsRules::tr("Hired"));
    html += u"<ul>"_s;
    html += item(HsRules::tr("Right after the auction the hirer chooses one of Black Jack's cards for him, in "
                             "secret; then both players choose their own cards."));
    html
        += item(HsRules::tr("His card takes no part in cancelling or in the rum's number. After both captains he "
                            "moves as far as his card says; if it is the rum, his hirer names a number from %1 that no "
                            "revealed card of the round shows (with none left, he stays).")
                    .arg(numbersOf(rules)));
    html += item(HsRules::tr("He robs the other captain if he reaches or passes them, the field where he stops "
                             "included, and they hold as many villains as the hirer or more. The hirer chooses the "
                             "villain and keeps it. He never robs his hirer."));
    html += item(HsRules::tr("The other captain who lands on Black Jack takes the den's villain, then chooses: a "
                             "villain from the harbour, or robbing the hirer as when landing on a captain. The choice "
                             "is theirs even when one side or both hold nothing to take. Black Jack moves on to the "
                             "next free field either way."));
    html += item(HsRules::tr("The hirer who lands on him takes the den's villain, then a villain of their choice "
                             "from the harbour."));
    html += u"</ul>"_s;
    html += heading(HsRules::tr("Not hired"));
    html += u"<ul>"_s;
    html += item(HsRules::tr("When both players have chosen, Black Jack's top card is turned up with theirs, as a "
                             "third card of the round: an equal card cancels it (he stays and robs nobody), and it "
                             "counts for the rum's number. If his is the lone rum, the auction's opener names the "
                             "number."));
    html += item(HsRules::tr("He moves among the captains, in ascending order of the cards. Every captain he reaches "
                             "or passes, the one where he stops included, chooses a villain of their own to give to "
                             "the harbour."));
    html += item(HsRules::tr("A captain who lands on Black Jack takes the den's villain, then a villain of their "
                             "choice from the harbour; Black Jack moves on to the next free field."));
    html += u"</ul>"_s;
    html += paragraph(HsRules::tr("If he stops on an occupied field, he walks on to the next free one."));
    return html;
}

QString endSection(const Rules &rules)
{
    QStringList sentences;
    sentences << HsRules::tr("After round %1 the game ends.").arg(rules.rounds);
    sentences << HsRules::tr("Each player adds up the values of their villains; the colour they hold most of counts "
                             "double (of colours held equally often, the one worth most). The highest score wins; "
                             "players with the same highest score share the win.");
    return heading(HsRules::tr("The end")) + paragraph(sentences);
}

QString controlsSection(const Rules &rules)
{
    using C = RulesControls;
    QList<C::Control> keys {
        {HsRules::tr("1 to 9"),
            HsRules::tr("Choose the movement card with that number; after a lone rum, name that number.")},
    };
    if (rules.hasRum())
        keys.append({u"R"_s, HsRules::tr("Choose your rum card.")});
    if (rules.blackJack == BlackJackMode::TwoPlayer)
        keys.append({u"H, R"_s,
            HsRules::tr("Landing on a hired Black Jack: a villain from the harbour (H), or rob his hirer (R).")});
    if (rules.blackJack != BlackJackMode::None)
        keys.append({u"P"_s, HsRules::tr("Pass in the auction.")});
    keys.append({C::leftRight() + u", "_s + C::upDown(),
        HsRules::tr("Go from one choice to the next: a card, a field, a villain.")});
    keys.append({C::enterSpace(), HsRules::tr("Do what is chosen.")});
    keys.append({C::escape(), HsRules::tr("Clear your choice.")});
    return C::section(
        {
            {HsRules::tr("Click one of your movement cards"),
                HsRules::tr("Choose it; click it again to play it. It stays face down until everyone has chosen.")},
            {HsRules::tr("Click what lights up"),
                HsRules::tr("A field for your captain, a villain to offer, take or give, or a button such as Pass: "
                            "the line under the table says what is asked.")},
        },
        keys);
}

} // namespace

RulesPage HsUi::rulesPage(const houserules::Variant &variant) const
{
    const Rules rules = Rules::fromVariant(variant);
    const bool jack = rules.blackJack != BlackJackMode::None;
    QString html = u"<h2>"_s + esc(title()) + u"</h2>"_s;
    html += u"<p><i>"_s + esc(HsRules::tr("Rules reference for the variant “%1”.").arg(variantTitle(variant)))
        + u"</i></p>"_s;
    if (!variantDescription(variant).isEmpty())
        html += paragraph(HsRules::tr("This variant: %1").arg(variantDescription(variant)));
    html += heading(HsRules::tr("The idea"));
    html += paragraph(jack ? HsRules::tr("Captains sail round a harbour of dens and gather a crew of villains. Black "
                                         "Jack, hired in an auction every round, robs for whoever pays him. The "
                                         "most valuable crew wins.")
                           : HsRules::tr("Captains sail round a harbour of dens and gather a crew of villains. The "
                                         "most valuable crew wins. This introductory game is played without Black "
                                         "Jack."));
    RulesPage page(gameId());
    page += html + materialSection(rules);
    hsrulespictures::addPieces(page, rules);
    page += setupSection(rules);
    page += roundSection(rules);
    page += heading(HsRules::tr("A round, step by step"));
    hsrulespictures::addRound(page, rules);
    if (rules.blackJack == BlackJackMode::TwoPlayer)
        page += twoPlayerSection(rules);
    else if (jack)
        page += blackJackSection(rules);
    page += endSection(rules);
    page += controlsSection(rules);
    return page;
}
