#include "wetexts.h"

#include "wenames.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr ParameterWords kGroups[] = {
    {"players", QT_TRANSLATE_NOOP("WeTexts", "Players"), nullptr},
    {"start", QT_TRANSLATE_NOOP("WeTexts", "Start"), nullptr},
    {"street", QT_TRANSLATE_NOOP("WeTexts", "Main street"), nullptr},
    {"gunfighters", QT_TRANSLATE_NOOP("WeTexts", "Gunfighters"), nullptr},
    {"shares", QT_TRANSLATE_NOOP("WeTexts", "Shares"), nullptr},
    {"poker", QT_TRANSLATE_NOOP("WeTexts", "Poker"), nullptr},
    {"hasard", QT_TRANSLATE_NOOP("WeTexts", "Hasard"), nullptr},
    {"robbery", QT_TRANSLATE_NOOP("WeTexts", "Bank robbery"), nullptr},
    {"rules", QT_TRANSLATE_NOOP("WeTexts", "Readings of the rules"), nullptr},
};

constexpr ParameterWords kParameters[] = {
    {"players.min", QT_TRANSLATE_NOOP("WeTexts", "Fewest players"),
        QT_TRANSLATE_NOOP("WeTexts", "The smallest number of players these rules can be played with.")},
    {"players.max", QT_TRANSLATE_NOOP("WeTexts", "Most players"),
        QT_TRANSLATE_NOOP("WeTexts", "The largest number of players these rules can be played with.")},
    {"start.bills", QT_TRANSLATE_NOOP("WeTexts", "Bills at the start"),
        QT_TRANSLATE_NOOP("WeTexts", "The bills each player starts with.")},
    {"start.chips", QT_TRANSLATE_NOOP("WeTexts", "Chips at the start"),
        QT_TRANSLATE_NOOP("WeTexts", "The chips in each player's colour, for hasard.")},
    {"street.north", QT_TRANSLATE_NOOP("WeTexts", "North sidewalk"),
        QT_TRANSLATE_NOOP("WeTexts",
            "The north sidewalk's fields from west to east: stone, star, dollar, ace or dice fields. The first is a "
            "stone start field.")},
    {"street.south", QT_TRANSLATE_NOOP("WeTexts", "South sidewalk"),
        QT_TRANSLATE_NOOP("WeTexts",
            "The south sidewalk's fields from west to east, each facing the north field with the same number.")},
    {"gunfighters.names", QT_TRANSLATE_NOOP("WeTexts", "Gunfighters"),
        QT_TRANSLATE_NOOP("WeTexts", "The gunfighters; each player draws one in secret.")},
    {"gunfighters.intelligence", QT_TRANSLATE_NOOP("WeTexts", "Intelligence"),
        QT_TRANSLATE_NOOP("WeTexts", "Each gunfighter's stars for intelligence, in the order of the names.")},
    {"gunfighters.speed", QT_TRANSLATE_NOOP("WeTexts", "Speed"),
        QT_TRANSLATE_NOOP("WeTexts", "Each gunfighter's stars for speed, in the order of the names.")},
    {"gunfighters.strength", QT_TRANSLATE_NOOP("WeTexts", "Strength"),
        QT_TRANSLATE_NOOP("WeTexts", "Each gunfighter's stars for strength, in the order of the names.")},
    {"gunfighters.dexterity", QT_TRANSLATE_NOOP("WeTexts", "Dexterity"),
        QT_TRANSLATE_NOOP("WeTexts", "Each gunfighter's stars for dexterity, in the order of the names.")},
    {"shares", QT_TRANSLATE_NOOP("WeTexts", "Shares"),
        QT_TRANSLATE_NOOP(
            "WeTexts", "Each business's shares by the attribute that sets their price. Change them in the Deck tab.")},
    {"dollar_businesses", QT_TRANSLATE_NOOP("WeTexts", "Businesses of the dollar deck"),
        QT_TRANSLATE_NOOP(
            "WeTexts", "The businesses whose shares have a dollar on the back; the others' have a star.")},
    {"purchase.refusal_fee", QT_TRANSLATE_NOOP("WeTexts", "Fee for putting a share back"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills paid to put a share back under its deck after rolling its price.")},
    {"payday.per_share", QT_TRANSLATE_NOOP("WeTexts", "Payday per share"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills a payday pays for each share held.")},
    {"complete_business_counts", QT_TRANSLATE_NOOP("WeTexts", "A complete business counts"),
        QT_TRANSLATE_NOOP(
            "WeTexts", "What all the shares of one business in one hand count as, on payday and at the end.")},
    {"poker.stake", QT_TRANSLATE_NOOP("WeTexts", "Stake per roll"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills put into the pot for each poker roll.")},
    {"poker.for_shares", QT_TRANSLATE_NOOP("WeTexts", "Poker for shares"),
        QT_TRANSLATE_NOOP("WeTexts", "On: each poker roll stakes a share instead of bills.")},
    {"poker.stake_without_shares", QT_TRANSLATE_NOOP("WeTexts", "Stake without shares"),
        QT_TRANSLATE_NOOP("WeTexts", "Poker for shares: the bills a player without shares stakes per roll.")},
    {"poker.cheat_pays_each", QT_TRANSLATE_NOOP("WeTexts", "A cheat pays each"),
        QT_TRANSLATE_NOOP(
            "WeTexts", "Bills a player who rolls five of a kind pays each other player, unless he sits out instead.")},
    {"poker.cheat_sits_out", QT_TRANSLATE_NOOP("WeTexts", "A cheat sits out"),
        QT_TRANSLATE_NOOP("WeTexts", "Turns a cheat sits out, unless he pays instead.")},
    {"hasard.chip_price", QT_TRANSLATE_NOOP("WeTexts", "Price of a chip"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills to buy back one chip from the bank.")},
    {"hasard.low", QT_TRANSLATE_NOOP("WeTexts", "LOW pays"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills per chip on LOW (4 to 10) when it wins.")},
    {"hasard.high", QT_TRANSLATE_NOOP("WeTexts", "HIGH pays"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills per chip on HIGH (11 to 17) when it wins.")},
    {"hasard.any_pair", QT_TRANSLATE_NOOP("WeTexts", "Any pair pays"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills per chip on any pair when it wins.")},
    {"hasard.specific_pair", QT_TRANSLATE_NOOP("WeTexts", "A named pair pays"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills per chip on a pair of one face when it wins.")},
    {"hasard.specific_pair_share", QT_TRANSLATE_NOOP("WeTexts", "A named pair wins a share"),
        QT_TRANSLATE_NOOP("WeTexts", "On: a winning chip on a named pair also wins the top share of the star deck.")},
    {"sell_price", QT_TRANSLATE_NOOP("WeTexts", "Selling price of a share"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills the bank pays for a share sold by a player short of cash.")},
    {"broke", QT_TRANSLATE_NOOP("WeTexts", "Broke"),
        QT_TRANSLATE_NOOP("WeTexts",
            "What happens to a player who must pay and has neither money nor shares: out of the game, or a "
            "one-time credit.")},
    {"credit", QT_TRANSLATE_NOOP("WeTexts", "Credit"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills of the one-time credit, when the broke rule gives one.")},
    {"robbery.reward", QT_TRANSLATE_NOOP("WeTexts", "Reward"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills for the player who catches a bank robber.")},
    {"robbery.loot", QT_TRANSLATE_NOOP("WeTexts", "Loot"),
        QT_TRANSLATE_NOOP("WeTexts", "Bills a bank robber escapes with.")},
    {"robbery.sits_out", QT_TRANSLATE_NOOP("WeTexts", "A caught robber sits out"),
        QT_TRANSLATE_NOOP("WeTexts", "Turns a caught robber sits out; then he starts again off the board.")},
    {"attack.both_need_share", QT_TRANSLATE_NOOP("WeTexts", "Attacker needs a share too"),
        QT_TRANSLATE_NOOP("WeTexts",
            "On (the rulebook): the attacker must own a share of the business he names, as the defender must.")},
    {"rounds", QT_TRANSLATE_NOOP("WeTexts", "Rounds"),
        QT_TRANSLATE_NOOP("WeTexts", "Rounds until the game ends; 0: until both share decks are empty.")},
};

// A text parameter's choices, keyed "path/choice".
constexpr ParameterWords kChoices[] = {
    {"broke/out", QT_TRANSLATE_NOOP("WeTexts", "Out of the game"), nullptr},
    {"broke/credit", QT_TRANSLATE_NOOP("WeTexts", "A one-time credit"), nullptr},
    {"street.north/stone", QT_TRANSLATE_NOOP("WeTexts", "Stone field"), nullptr},
    {"street.north/star", QT_TRANSLATE_NOOP("WeTexts", "Star field"), nullptr},
    {"street.north/dollar", QT_TRANSLATE_NOOP("WeTexts", "Dollar field"), nullptr},
    {"street.north/ace", QT_TRANSLATE_NOOP("WeTexts", "Ace field"), nullptr},
    {"street.north/dice", QT_TRANSLATE_NOOP("WeTexts", "Dice field"), nullptr},
    {"street.south/stone", QT_TRANSLATE_NOOP("WeTexts", "Stone field"), nullptr},
    {"street.south/star", QT_TRANSLATE_NOOP("WeTexts", "Star field"), nullptr},
    {"street.south/dollar", QT_TRANSLATE_NOOP("WeTexts", "Dollar field"), nullptr},
    {"street.south/ace", QT_TRANSLATE_NOOP("WeTexts", "Ace field"), nullptr},
    {"street.south/dice", QT_TRANSLATE_NOOP("WeTexts", "Dice field"), nullptr},
};

// The checks of rules.cpp's crossCheck, with the values it gives (see
// WeTexts::problem for the values that are names).
constexpr ProblemWords kProblems[] = {
    {"wyatt-earp.sidewalks-unequal",
        QT_TRANSLATE_NOOP(
            "WeTexts", "The two sidewalks must be equally long: the north one has %1 fields, the south one %2.")},
    {"wyatt-earp.start-not-stone",
        QT_TRANSLATE_NOOP("WeTexts", "%1: the first field must be the stone start field, not a %2.")},
    {"wyatt-earp.too-few-fields",
        QT_TRANSLATE_NOOP("WeTexts", "Too few fields for %1 players: the main street has only %2.")},
    {"wyatt-earp.stars-per-gunfighter",
        QT_TRANSLATE_NOOP("WeTexts", "%1: each of the %2 gunfighters needs a number of stars, found %3.")},
    {"wyatt-earp.too-few-gunfighters",
        QT_TRANSLATE_NOOP("WeTexts", "Too few gunfighters: %1 players draw one each, but there are %2.")},
    {"wyatt-earp.unknown-dollar-business",
        QT_TRANSLATE_NOOP(
            "WeTexts", "“%1” has a dollar back but is not a business of the share deck: add it there or remove it.")},
    {"wyatt-earp.too-many-businesses", QT_TRANSLATE_NOOP("WeTexts", "At most %1 businesses, found %2.")},
};

} // namespace

WeTexts::WeTexts() : TabledTexts("WeTexts", kGroups, kParameters, kChoices, kProblems)
{}

QString WeTexts::gameTitle() const
{
    return u"Wyatt Earp"_s;
}

QString WeTexts::suitName(const QString &suit) const
{
    return wenames::business(suit);
}

QString WeTexts::rankName(const QString &rank) const
{
    return wenames::attribute(rank);
}

QString WeTexts::cardName(const QString &suit, const QString &rank) const
{
    return wenames::share(suitName(suit), rankName(rank)); // "Gunsmith (Speed)"
}

QString WeTexts::choiceName(const QString &path, const QString &choice) const
{
    if (path == u"gunfighters.names"_s)
        return wenames::gunfighter(choice);
    if (path == u"dollar_businesses"_s)
        return wenames::business(choice);
    return TabledTexts::choiceName(path, choice);
}

QString WeTexts::listChange(
    const QString &path, const QStringList &before, const QStringList &after, bool perSide) const
{
    if (!path.startsWith(u"street."_s))
        return {};
    if (before.size() != after.size()) {
        if (perSide)
            //: Both sidewalks' length changed alike: "12 fields a side instead of 16".
            return QCoreApplication::translate(
                "WeTexts", "%n field(s) a side instead of %1", nullptr, int(after.size()))
                .arg(before.size());
        //: A sidewalk's length changed: "12 fields instead of 16".
        return QCoreApplication::translate("WeTexts", "%n field(s) instead of %1", nullptr, int(after.size()))
            .arg(before.size());
    }
    if (perSide)
        return {}; // the fields that changed are said side by side
    auto kind = [this, &path](const QString &id) {
        const QString name = choiceName(path, id);
        return name.isEmpty() ? id : name;
    };
    QStringList fields;
    for (qsizetype i = 0; i < after.size(); ++i)
        if (before[i] != after[i])
            //: A field of a sidewalk (numbered from 1, west to east) of another kind: "field 5: Star field → Dollar
            //: field".
            fields << QCoreApplication::translate("WeTexts", "field %1: %2 → %3")
                          .arg(i + 1)
                          .arg(kind(before[i]), kind(after[i]));
    return fields.join(u"; "_s);
}

QString WeTexts::pairLabel(const QString &path, const QString &next) const
{
    return path == u"street.north"_s && next == u"street.south"_s ? groupTitle(u"street"_s) : QString();
}

QString WeTexts::problem(const QString &code, const QStringList &args) const
{
    // Values that are ids, in the game's words: a sidewalk and a field kind,
    // an attribute's parameter, a business.
    QStringList worded = args;
    if (code == u"wyatt-earp.start-not-stone"_s && args.size() == 2) {
        worded[0] = label(args[0]);
        worded[1] = choiceName(args[0], args[1]);
    } else if (code == u"wyatt-earp.stars-per-gunfighter"_s && !args.isEmpty()) {
        worded[0] = label(args[0]);
    } else if (code == u"wyatt-earp.unknown-dollar-business"_s && !args.isEmpty()) {
        worded[0] = suitName(args[0]);
    }
    for (qsizetype i = 0; i < worded.size(); ++i)
        if (worded[i].isEmpty())
            worded[i] = args[i]; // an id the game has no words for
    return TabledTexts::problem(code, worded);
}

QString WeTexts::deckWord(DeckWord word) const
{
    switch (word) {
    case DeckWord::Suit:
        return QCoreApplication::translate("WeTexts", "Business");
    case DeckWord::Rank:
        return QCoreApplication::translate("WeTexts", "Attribute");
    case DeckWord::AddSuit:
        return QCoreApplication::translate("WeTexts", "Add a business…");
    case DeckWord::RemoveSuit:
        return QCoreApplication::translate("WeTexts", "Remove the business");
    case DeckWord::AddRank:
        return QCoreApplication::translate("WeTexts", "Add an attribute…");
    case DeckWord::RemoveRank:
        return QCoreApplication::translate("WeTexts", "Remove the attribute");
    }
    return {};
}
