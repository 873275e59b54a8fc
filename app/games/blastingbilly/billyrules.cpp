// The rules reference of Blasting Billy, in the product's own words, with the
// numbers of the variant being played. Follows RULES-NOTES for the points the
// rulebook leaves open (final turns, dynamite order, ties, Billy winning).

#include "billynames.h"
#include "billyrulespictures.h"
#include "billyui.h"

#include "games/rulescontrols.h"
#include "games/rulesreference.h"

#include "blastingbilly/rules.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace rulesreference;

namespace {

// The translation context of every sentence here ("BillyRules").
class BillyRules {
    Q_DECLARE_TR_FUNCTIONS(BillyRules)
};

// The values of one colour's numbered cards, a value repeated for each copy.
std::vector<int> valuesOf(const houserules::Deck &deck, int colour)
{
    std::vector<int> values;
    for (int rank = 0; rank < int(deck.ranks.size()); ++rank)
        if (const auto &value = deck.ranks[std::size_t(rank)].value)
            values.insert(values.end(), std::size_t(deck.count(colour, rank)), *value);
    return values;
}

int dynamiteOf(const houserules::Deck &deck, int colour)
{
    const int rank = deck.findRank("dynamite");
    return rank < 0 ? 0 : deck.count(colour, rank);
}

// "every value from 0 to 10", or the values one by one.
QString valuesPhrase(const std::vector<int> &values)
{
    bool consecutive = true;
    for (std::size_t i = 1; i < values.size(); ++i)
        consecutive = consecutive && values[i] == values[0] + int(i);
    if (consecutive && values.size() > 2)
        return BillyRules::tr("one card of every value from %1 to %2").arg(values.front()).arg(values.back());
    QStringList numbers;
    for (const int value : values)
        numbers << QString::number(value);
    return BillyRules::tr("cards of the values %1").arg(QLocale().createSeparatedList(numbers));
}

QString cardsSection(const houserules::Variant &variant)
{
    const houserules::Deck &deck = variant.deck("deck");
    const int colours = int(deck.suits.size());
    QStringList colourNames;
    for (const std::string &id : deck.suits)
        colourNames << billynames::colour(QString::fromStdString(id));

    QStringList sentences;
    sentences << BillyRules::tr("The loot comes in %n colour(s): %1.", nullptr, colours)
                     .arg(QLocale().createSeparatedList(colourNames));
    QString list;
    if (deck.suitsAlike()) {
        const std::vector<int> values = valuesOf(deck, 0);
        if (!values.empty())
            sentences << BillyRules::tr("Each colour has %1.").arg(valuesPhrase(values));
        if (const int dynamite = dynamiteOf(deck, 0); dynamite > 0)
            sentences << BillyRules::tr(
                "Each colour also has %n dynamite card(s), which have no value.", nullptr, dynamite);
        else
            sentences << BillyRules::tr("There is no dynamite in this variant.");
    } else {
        sentences << BillyRules::tr("In this variant the colours differ:");
        for (int colour = 0; colour < colours; ++colour) {
            QStringList parts;
            if (const auto values = valuesOf(deck, colour); !values.empty())
                parts << valuesPhrase(values);
            if (const int dynamite = dynamiteOf(deck, colour); dynamite > 0)
                parts << BillyRules::tr("%n dynamite card(s)", nullptr, dynamite);
            //: A colour's name opening a line of the rules, followed by its cards.
            list += item(BillyRules::tr("%1:").arg(colourNames[colour]), QLocale().createSeparatedList(parts) + u'.');
        }
        list = u"<ul>"_s + list + u"</ul>"_s;
    }
    QStringList total {BillyRules::tr("That makes %n card(s) in all.", nullptr, deck.size())};
    return heading(BillyRules::tr("The cards")) + paragraph(sentences) + list + paragraph(total)
        + paragraph(BillyRules::tr("The back of a card shows its colour: everyone can tell a card's colour, "
                                   "but only its front shows the value."));
}

QString setupSection(const houserules::Variant &variant)
{
    const int minPlayers = int(variant.integer("players.min"));
    const int maxPlayers = int(variant.integer("players.max"));
    const int handSize = int(variant.integer("hand_size"));
    const auto &setAside = variant.byPlayers("set_aside");

    QString html = heading(BillyRules::tr("Players and setup"));
    html += paragraph(minPlayers == maxPlayers
            ? BillyRules::tr("For exactly %n player(s).", nullptr, minPlayers)
            : BillyRules::tr("For %1 to %2 players.").arg(minPlayers).arg(maxPlayers));

    const bool anySetAside
        = std::any_of(setAside.begin(), setAside.end(), [](const auto &entry) { return entry.second > 0; });
    if (anySetAside) {
        html += paragraph(BillyRules::tr("Shuffle all cards. With fewer players, some of them go back into the box "
                                         "unseen, as the table shows. Their colours are no secret: anyone may look "
                                         "at their backs."));
        html += u"<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" style=\"border-collapse: collapse; "
                "border-color: #9a9a9a; margin-left: 16px;\">"_s
            + u"<tr><th>"_s + esc(BillyRules::tr("Players")) + u"</th><th>"_s + esc(BillyRules::tr("Cards set aside"))
            + u"</th></tr>"_s;
        for (int players = minPlayers; players <= maxPlayers; ++players) {
            const auto it = setAside.find(players);
            const auto count = it == setAside.end() ? 0 : it->second;
            html += u"<tr><td align=\"center\">%1</td><td align=\"center\">%2</td></tr>"_s.arg(players).arg(count);
        }
        html += u"</table>"_s;
    } else {
        html += paragraph(BillyRules::tr("Shuffle all cards. In this variant every card is used, whatever the "
                                         "number of players."));
    }
    html += paragraph(
        {BillyRules::tr("Everyone is dealt %n card(s); the rest is the face-down draw pile.", nullptr, handSize),
            BillyRules::tr("Hands are held so that the others see the backs: the colours in every hand "
                           "are known to all, the values only to their owner.")});
    html += paragraph(BillyRules::tr("A player chosen at random begins, unless one was picked when the game "
                                     "was set up. The turn then passes clockwise, seat by seat."));
    return html;
}

QString turnSection(const houserules::Variant &variant)
{
    const int handSize = int(variant.integer("hand_size"));
    QString html = heading(BillyRules::tr("Your turn"));
    html += paragraph(BillyRules::tr("Play one card from your hand in one of three ways:"));
    html += u"<ul>"_s;
    html += item(BillyRules::tr("Give it to Billy."),
        BillyRules::tr("It goes face down into Billy's loot in the middle of the table, into the column "
                       "of its colour. Only you know its value; nobody looks at Billy's cards before the "
                       "end."));
    html += item(BillyRules::tr("Keep it."),
        BillyRules::tr("It goes into your own loot, into the column of its colour. The first card of each "
                       "colour lies face down, every later one of that colour face up. You may look at your "
                       "own face-down cards whenever you like."));
    html += item(BillyRules::tr("Dump it."),
        BillyRules::tr("It goes into the box face down. Everyone sees its colour; only you know its "
                       "value."));
    html += u"</ul>"_s;
    html += paragraph(BillyRules::tr(
        "Then draw the top card of the draw pile, so that you hold %n card(s) again.", nullptr, handSize));
    html += paragraph(BillyRules::tr("Every column keeps its cards in the order they were played, overlapping so "
                                     "that anyone can count them. That order never changes: it decides what "
                                     "dynamite destroys."));
    return html;
}

QString knowledgeSection()
{
    QString html = heading(BillyRules::tr("What you know"));
    html += u"<ul>"_s;
    html += item(BillyRules::tr("The colour of every card in every hand, of the cards set aside and of the dumped "
                                "cards."));
    html += item(BillyRules::tr("How many cards lie in each column, Billy's included."));
    html += item(BillyRules::tr("The face-up cards in everyone's loot."));
    html += item(BillyRules::tr("The value of every card you played yourself, wherever it went."));
    html += u"</ul>"_s;
    html += paragraph(BillyRules::tr("The values of the cards the others gave to Billy, dumped or laid face down "
                                     "stay hidden from you until the end."));
    return html;
}

QString endSection(const houserules::Variant &variant)
{
    const int left = int(variant.integer("hand_size")) - 1;
    QString html = heading(BillyRules::tr("The end of the game"));
    html += paragraph(BillyRules::tr("The player who draws the last card of the draw pile finishes that turn as "
                                     "usual. Then everyone plays one last turn without drawing, beginning with the "
                                     "next player, so that the player who emptied the pile has the very last "
                                     "turn."));
    QStringList sentences;
    if (left > 0)
        sentences << BillyRules::tr("The %n card(s) still in each hand go into the box unseen.", nullptr, left);
    sentences << BillyRules::tr("Now every card on the table is turned face up, and every column keeps its order.");
    html += paragraph(sentences);
    return html;
}

QString dynamiteSection(const houserules::Variant &variant)
{
    const houserules::Deck &deck = variant.deck("deck");
    const int dynamite = deck.findRank("dynamite");
    if (dynamite < 0)
        return QString();
    QStringList sentences;
    sentences << BillyRules::tr("Before anything is counted, every dynamite card goes off: it removes itself and "
                                "the card played right before it in the same column. A dynamite card at the very "
                                "start of its column removes only itself.");
    sentences << BillyRules::tr("This happens in Billy's loot as in every player's.");
    const bool several = std::any_of(
        deck.counts.begin(), deck.counts.end(), [&](const auto &row) { return row[std::size_t(dynamite)] > 1; });
    if (several)
        sentences << BillyRules::tr("When a column holds more than one dynamite card, they go off in the order "
                                    "they were played.");
    return heading(BillyRules::tr("Dynamite")) + paragraph(sentences);
}

QString scoringSection()
{
    QString html = heading(BillyRules::tr("Shot down"));
    html += paragraph(BillyRules::tr("Then everyone compares, colour by colour, the total of their loot with "
                                     "Billy's total in that colour. Whoever has more than Billy in even one colour "
                                     "is shot down, and the columns of those colours are turned face down. Exactly "
                                     "as much as Billy is safe, and so is a colour that neither of you has."));
    return html;
}

QString winnerSection()
{
    QString html = heading(BillyRules::tr("Who wins"));
    html += paragraph(BillyRules::tr("Of the players who were not shot down, the one with the highest total wins. "
                                     "On a tie, the tied player with the fewest cards left in their loot wins; if "
                                     "that is a tie too, they share the win."));
    html += u"<h4>"_s + esc(BillyRules::tr("When everyone is shot down")) + u"</h4>"_s;
    html += paragraph(BillyRules::tr("If every player was shot down, they still play for the win, but only the "
                                     "columns that stayed face up count. A tie goes to the player with the fewest "
                                     "face-up cards, then to the one with the fewest face-down cards; still tied, "
                                     "they share the win."));
    html += paragraph(BillyRules::tr("And if nobody has a single point left, Billy wins: he rides off with the "
                                     "whole loot, and no player wins."));
    return html;
}

QString controlsSection()
{
    using C = RulesControls;
    const QString places = BillyRules::tr("Billy's loot, your loot or the box");
    //: A key pressed twice in a row, e.g. "B twice".
    auto twice = [](const QString &key) { return BillyRules::tr("%1 twice").arg(key); };
    return C::section(
        {
            {BillyRules::tr("Click a card in your hand"), BillyRules::tr("Choose it.")},
            {BillyRules::tr("Click %1").arg(places), BillyRules::tr("Play the chosen card there.")},
            {BillyRules::tr("Drag a card from your hand onto %1").arg(places), BillyRules::tr("Play it there.")},
        },
        {
            {C::leftRight(), BillyRules::tr("Choose a card in your hand.")},
            {C::upDown(), BillyRules::tr("Choose where it goes: %1.").arg(places)},
            {twice(u"B"_s),
                BillyRules::tr("Give the chosen card to Billy. The first press marks the place, the "
                               "second plays.")},
            {twice(u"L"_s), BillyRules::tr("Keep it in your loot.")},
            {twice(u"D"_s), BillyRules::tr("Dump it in the box.")},
            {C::enterSpace(), BillyRules::tr("Play the chosen card where it is marked to go.")},
            {C::escape(), BillyRules::tr("Clear your choice.")},
        });
}

} // namespace

RulesPage BillyUi::rulesPage(const houserules::Variant &variant) const
{
    QString html = u"<h2>"_s + esc(title()) + u"</h2>"_s;
    html += u"<p><i>"_s + esc(BillyRules::tr("Rules reference for the variant “%1”.").arg(variantTitle(variant)))
        + u"</i></p>"_s;
    // A house rule says what it changes before the whole game is told.
    if (!variant.extendsChain.empty() && !variantDescription(variant).isEmpty())
        html += paragraph(BillyRules::tr("This variant: %1").arg(variantDescription(variant)));

    html += heading(BillyRules::tr("The idea"));
    html += paragraph(BillyRules::tr("You all belong to Blasting Billy's gang and are sharing out the loot of a "
                                     "bank robbery. Billy insists on the biggest share: whoever ends up with more "
                                     "of a kind of loot than he has gets shot down. So collect as much as you "
                                     "dare, feed Billy enough, and keep the others guessing about what you hold."));
    const houserules::blastingbilly::Rules rules = houserules::blastingbilly::Rules::fromVariant(variant);
    const QList<PrintedCard> deck = printedDeck(variant);
    RulesPage page(gameId());
    page += html + cardsSection(variant);
    billyrulespictures::addCards(page, rules, deck);
    page += setupSection(variant);
    page += turnSection(variant);
    page += heading(BillyRules::tr("A turn, step by step"));
    billyrulespictures::addTurn(page, rules, deck);
    page += knowledgeSection();
    page += endSection(variant);
    page += dynamiteSection(variant);
    if (variant.deck("deck").findRank("dynamite") >= 0)
        billyrulespictures::addDynamite(page, rules, deck);
    page += scoringSection();
    billyrulespictures::addShotDown(page, rules, deck);
    page += winnerSection();
    page += controlsSection();
    return page;
}
