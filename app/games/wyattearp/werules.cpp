// The rules reference of Wyatt Earp, in the product's own words, with the
// numbers and readings of the variant being played (RULES-NOTES settles the
// points the rulebook leaves open; so does this text).

#include "wenames.h"
#include "werulespictures.h"
#include "weui.h"

#include "games/rulescontrols.h"
#include "games/rulesreference.h"

#include "wyattearp/rules.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;
using namespace rulesreference;
using houserules::wyattearp::Back;
using houserules::wyattearp::BrokeRule;
using houserules::wyattearp::Rules;

namespace {

// The translation context of every sentence here ("WeRules").
class WeRules {
    Q_DECLARE_TR_FUNCTIONS(WeRules)
};

QString materialSection(const Rules &rules)
{
    QString html = heading(WeRules::tr("Jolly Town"));
    html += paragraph(WeRules::tr("The main street has two sidewalks of %1 fields each, numbered 1 to %1 from west to "
                                  "east; field 1 of each is a stone start field, and fields with the same number face "
                                  "each other across the street.")
                          .arg(rules.fields));
    html += u"<ul>"_s;
    html += item(wenames::fieldKind(0) + u":"_s, WeRules::tr("nothing happens."));
    html += item(wenames::fieldKind(1) + u":"_s, WeRules::tr("draw the top share of the star deck, if you like."));
    html += item(wenames::fieldKind(2) + u":"_s,
        WeRules::tr("draw the top share of the dollar deck, call a payday, or rob the bank."));
    html += item(wenames::fieldKind(3) + u":"_s, WeRules::tr("everybody plays poker dice."));
    html += item(wenames::fieldKind(4) + u":"_s, WeRules::tr("everybody plays hasard against the bank."));
    html += u"</ul>"_s;
    html += paragraph(WeRules::tr("Each player draws a gunfighter in secret: four attributes (Intelligence, Speed, "
                                  "Strength, Dexterity) with 3 to 6 stars each. Everybody starts with %1 and %n "
                                  "chip(s) of their colour.",
        nullptr, rules.startChips)
                          .arg(wenames::bills(rules.startBills)));
    QStringList star, dollar;
    for (int b = 0; b < rules.businessCount(); ++b)
        (rules.backs[std::size_t(b)] == Back::Dollar ? dollar : star)
            << WeRules::tr("%1 (%n share(s))", nullptr, rules.businessShares[std::size_t(b)])
                   .arg(wenames::business(rules, b));
    html += paragraph(WeRules::tr("The businesses of the star deck: %1.").arg(star.join(u", "_s)));
    if (!dollar.isEmpty())
        html += paragraph(WeRules::tr("The businesses of the dollar deck: %1.").arg(dollar.join(u", "_s)));
    html += paragraph(WeRules::tr("Each share names the attribute that sets its price."));
    return html;
}

QString turnSection(const Rules &rules)
{
    QString html = heading(WeRules::tr("A turn"));
    html += u"<ul>"_s;
    html += item(WeRules::tr("Roll three dice. Walk two of them, each east or west as you like; the third crosses "
                             "the street to the field opposite, or is forfeited. Each walk must stay on the street."));
    html += item(WeRules::tr("A cowboy waiting off the street starts on field 1 of the sidewalk his player chooses."));
    html += item(WeRules::tr("Only the field where you stop counts: it must be free, or hold a single cowboy you "
                             "attack. Two cowboys on one field is the most."));
    html += u"</ul>"_s;
    html += heading(WeRules::tr("Shares"));
    html += paragraph(WeRules::tr("On a star or dollar field you may draw the deck's top share. Put it back under "
                                  "the deck for free, or roll three dice: the sum minus your stars for the share's "
                                  "attribute (at least 0) is its price. Pay it, or put the share back for a fee of "
                                  "%1.")
                          .arg(wenames::bills(rules.refusalFee)));
    html += paragraph(WeRules::tr("On a dollar field you may call a payday instead: %1 per share you own; all %2 "
                                  "shares of one business count as %3.")
                          .arg(wenames::bills(rules.paydayPerShare))
                          .arg(rules.businessShares.empty() ? 0 : rules.businessShares.front())
                          .arg(rules.completeCounts));
    html += heading(WeRules::tr("Bank robbery"));
    html += paragraph(WeRules::tr("On a dollar field you may rob the bank: roll three dice. Each other player in "
                                  "turn rolls three dice once; the first to roll higher catches you and gets %1, "
                                  "and you sit out %2 turn(s) and start again off the street. If nobody rolls "
                                  "higher, you escape with %3.")
                          .arg(wenames::bills(rules.robberyReward))
                          .arg(rules.robberySitsOut)
                          .arg(wenames::bills(rules.robberyLoot)));
    html += heading(WeRules::tr("Attack"));
    html += paragraph((rules.attackNeedsBothShares
                              ? WeRules::tr("You may end your move on a single cowboy's field if you both own a "
                                            "share of some business.")
                              : WeRules::tr("You may end your move on a single cowboy's field if he owns a share."))
        + u" "_s
        + WeRules::tr("You name the business, he names the attribute; both roll three dice and add their stars for "
                      "it. The higher total wins, a tie goes to the defender; the loser hands one of his shares of "
                      "that business to the winner."));
    return html;
}

QString gamblingSection(const Rules &rules)
{
    QString html = heading(WeRules::tr("Poker"));
    html += paragraph(
        (rules.pokerForShares
                ? WeRules::tr("On an ace field everybody plays poker dice, in turn from the player who landed. Each "
                              "roll stakes one of your shares (%1 without shares).")
                      .arg(wenames::bills(rules.stakeWithoutShares))
                : WeRules::tr("On an ace field everybody plays poker dice, in turn from the player who landed. Each "
                              "roll costs %1 for the pot.")
                      .arg(wenames::bills(rules.pokerStake)))
        + u" "_s
        + WeRules::tr("Roll the five dice, then stand or keep some and roll the others once more. From low to "
                      "high: a pair, two pairs, three of a kind, a straight, a full house, four of a kind; equal "
                      "combinations compare their dice (A, K, Q, J, 10, 9). The best wins the pot; a tie rolls "
                      "again."));
    html += paragraph(WeRules::tr("Five of a kind is a cheat: the roll counts for nothing, and the cheat pays each "
                                  "other player %1 or sits out %2 turn(s).")
                          .arg(wenames::bills(rules.cheatPaysEach))
                          .arg(rules.cheatSitsOut));
    html += heading(WeRules::tr("Hasard"));
    html += paragraph(WeRules::tr("On a dice field everybody bets chips against the bank, at least one each; a chip "
                                  "lost to the bank can be bought back for %1. The player who landed rolls three "
                                  "dice once. A winning chip comes back with its prize; a losing one goes to the "
                                  "bank.")
                          .arg(wenames::bills(rules.chipPrice)));
    html += u"<ul>"_s;
    html += item(wenames::spot(0) + u":"_s, WeRules::tr("pays %1.").arg(wenames::bills(rules.payLow)));
    html += item(wenames::spot(1) + u":"_s, WeRules::tr("pays %1.").arg(wenames::bills(rules.payHigh)));
    html += item(wenames::spot(2) + u":"_s,
        WeRules::tr("two dice alike (three count too): pays %1.").arg(wenames::bills(rules.payAnyPair)));
    html += item(WeRules::tr("A named pair:"),
        rules.specificPairShare
            ? WeRules::tr("pays %1 and the star deck's top share.").arg(wenames::bills(rules.paySpecificPair))
            : WeRules::tr("pays %1.").arg(wenames::bills(rules.paySpecificPair)));
    html += u"</ul>"_s;
    return html;
}

QString moneySection(const Rules &rules)
{
    QString html = heading(WeRules::tr("Out of money"));
    QStringList sentences;
    sentences << WeRules::tr("A player who must pay and is short of cash sells shares of his choice to the bank for "
                             "%1 each.")
                     .arg(wenames::bills(rules.sellPrice));
    sentences << (rules.broke == BrokeRule::Credit
            ? WeRules::tr("With neither money nor shares he gets a one-time credit of %1; broke a second time, he "
                          "is out of the game.")
                  .arg(wenames::bills(rules.credit))
            : WeRules::tr("With neither money nor shares he is out of the game."));
    return html + paragraph(sentences);
}

QString endSection(const Rules &rules)
{
    QStringList sentences;
    sentences << (rules.rounds > 0
            ? WeRules::tr("The game ends when both share decks are empty, or after round %1.").arg(rules.rounds)
            : WeRules::tr("The game ends when both share decks are empty."));
    sentences << WeRules::tr("The most shares wins; all the shares of one business count as %1. Between equal "
                             "holdings the most money wins; still equal, they share the win.")
                     .arg(rules.completeCounts);
    return heading(WeRules::tr("The end")) + paragraph(sentences);
}

QString controlsSection()
{
    using C = RulesControls;
    return C::section(
        {
            {WeRules::tr("Click a die, then a direction"),
                WeRules::tr("Walk that die west or east, or cross the street with it. A lit field can be clicked "
                            "at once: the move that gets there is made.")},
            {WeRules::tr("Click a button under the street"),
                WeRules::tr("Draw a share, buy it, call a payday, rob the bank, stand, roll again…: each button "
                            "shows its key in brackets.")},
            {WeRules::tr("Click a poker die"), WeRules::tr("Keep it for the next roll; click it again to roll it.")},
            {WeRules::tr("Click a spot of the hasard board"), WeRules::tr("Bet a chip there.")},
        },
        {
            {u"1, 2, 3"_s, WeRules::tr("Your move: choose a die.")},
            {C::leftRight(), WeRules::tr("Walk it west or east.")},
            {C::upDown(), WeRules::tr("Cross the street with it.")},
            {u"N, S"_s, WeRules::tr("A cowboy off the street: start on the north or the south sidewalk.")},
            {WeRules::tr("Backspace"), WeRules::tr("Take back the last step of the move.")},
            {C::escape(), WeRules::tr("Start the move again.")},
            {C::enterSpace(), WeRules::tr("Make the move as built.")},
            {u"D, Y, R, P"_s, WeRules::tr("On your field: draw a share, call a payday, rob the bank, or pass.")},
            {u"Y, N"_s, WeRules::tr("Answer yes or no: buy the share, pay, or sit out.")},
            {WeRules::tr("1 to 9"), WeRules::tr("Choose from a numbered list: a business, a share, an attribute.")},
            {u"1–5, R, S"_s, WeRules::tr("Poker: keep or free a die, roll again, or stand.")},
            {u"L, H, A, 1–6, B, D"_s,
                WeRules::tr("Hasard: bet on low, high, any pair or a named pair; buy a chip back; done betting.")},
        });
}

} // namespace

RulesPage WeUi::rulesPage(const houserules::Variant &variant) const
{
    const Rules rules = Rules::fromVariant(variant);
    QString html = u"<h2>"_s + esc(title()) + u"</h2>"_s;
    html += u"<p><i>"_s + esc(WeRules::tr("Rules reference for the variant “%1”.").arg(variantTitle(variant)))
        + u"</i></p>"_s;
    if (!variantDescription(variant).isEmpty())
        html += paragraph(WeRules::tr("This variant: %1").arg(variantDescription(variant)));
    html += heading(WeRules::tr("The idea"));
    html += paragraph(WeRules::tr("Gunfighters walk the main street of Jolly Town buying shares of its businesses, "
                                  "gambling, robbing the bank and fighting each other for shares. The most shares "
                                  "win."));
    const QList<PrintedCard> deck = printedDeck(variant);
    RulesPage page(gameId());
    page += html + materialSection(rules);
    werulespictures::addTown(page, rules, deck);
    page += turnSection(rules);
    page += heading(WeRules::tr("A turn, step by step"));
    werulespictures::addTurn(page, rules, deck);
    page += gamblingSection(rules);
    page += moneySection(rules);
    page += endSection(rules);
    page += controlsSection();
    return page;
}
