#include "hstexts.h"

#include "hsnames.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr ParameterWords kGroups[] = {
    {"players", QT_TRANSLATE_NOOP("HsTexts", "Players"), nullptr},
    {"board", QT_TRANSLATE_NOOP("HsTexts", "Harbour"), nullptr},
    {"cards", QT_TRANSLATE_NOOP("HsTexts", "Cards"), nullptr},
    {"black_jack", QT_TRANSLATE_NOOP("HsTexts", "Black Jack"), nullptr},
    {"rules", QT_TRANSLATE_NOOP("HsTexts", "Readings of the rules"), nullptr},
};

constexpr ParameterWords kParameters[] = {
    {"players.min", QT_TRANSLATE_NOOP("HsTexts", "Fewest players"),
        QT_TRANSLATE_NOOP("HsTexts", "The smallest number of players these rules can be played with.")},
    {"players.max", QT_TRANSLATE_NOOP("HsTexts", "Most players"),
        QT_TRANSLATE_NOOP("HsTexts", "The largest number of players these rules can be played with.")},
    {"board.fields", QT_TRANSLATE_NOOP("HsTexts", "Fields"),
        QT_TRANSLATE_NOOP("HsTexts", "How many fields the ring round the harbour has, each in front of a den.")},
    {"board.villains_per_den", QT_TRANSLATE_NOOP("HsTexts", "Villains per den"),
        QT_TRANSLATE_NOOP(
            "HsTexts", "How many villains lie face down in each den at the start; the rest stay in the box.")},
    {"deck", QT_TRANSLATE_NOOP("HsTexts", "Villains"),
        QT_TRANSLATE_NOOP("HsTexts",
            "The villains by colour and value. The colours are listed from lowest to highest: that order settles "
            "ties. Change them in the Deck tab.")},
    {"movement.numbers", QT_TRANSLATE_NOOP("HsTexts", "Movement cards"),
        QT_TRANSLATE_NOOP("HsTexts", "The numbers on each player's movement cards: how far a captain can move.")},
    {"movement.rum", QT_TRANSLATE_NOOP("HsTexts", "Rum card"),
        QT_TRANSLATE_NOOP("HsTexts",
            "On: each player also has a rum card. A lone rum names, after the reveal, a number no card of the round "
            "shows.")},
    {"rounds", QT_TRANSLATE_NOOP("HsTexts", "Rounds"),
        QT_TRANSLATE_NOOP("HsTexts", "How many rounds a game lasts; each round uses one movement card.")},
    {"black_jack.mode", QT_TRANSLATE_NOOP("HsTexts", "Black Jack"),
        QT_TRANSLATE_NOOP("HsTexts",
            "Not in the game: the introductory game. Hired in an auction: the standard game, where the best offer "
            "of a villain hires him every round. With an absent captain's cards: the game for two, where he moves "
            "with a third captain's movement cards, the auction goes on until a player passes, and the hirer "
            "chooses his card in secret.")},
    {"black_jack.cards", QT_TRANSLATE_NOOP("HsTexts", "Black Jack's cards"),
        QT_TRANSLATE_NOOP("HsTexts",
            "How many movement cards Black Jack has, numbered from 1; one is turned up "
            "each round. In the game for two he has a captain's movement cards instead.")},
    {"robbing.count", QT_TRANSLATE_NOOP("HsTexts", "Counting to rob"),
        QT_TRANSLATE_NOOP("HsTexts",
            "When a captain who lands on another counts their villains to see whether they may rob: after taking "
            "the den's villain (the rulebook), or before.")},
};

// A text parameter's choices, keyed "path/choice".
constexpr ParameterWords kChoices[] = {
    {"black_jack.mode/none", QT_TRANSLATE_NOOP("HsTexts", "Not in the game"), nullptr},
    {"black_jack.mode/auction", QT_TRANSLATE_NOOP("HsTexts", "Hired in an auction"), nullptr},
    {"black_jack.mode/two_player", QT_TRANSLATE_NOOP("HsTexts", "With an absent captain's cards (for two)"), nullptr},
    {"robbing.count/after_den", QT_TRANSLATE_NOOP("HsTexts", "After taking the den's villain"), nullptr},
    {"robbing.count/before_den", QT_TRANSLATE_NOOP("HsTexts", "Before taking the den's villain"), nullptr},
};

// The checks of rules.cpp's crossCheck, with the values it gives.
constexpr ProblemWords kProblems[] = {
    {"halunken-spelunken.too-few-fields",
        QT_TRANSLATE_NOOP(
            "HsTexts", "Too few fields: %1 captains need at least %2 fields round the harbour, but there are %3.")},
    {"halunken-spelunken.not-enough-villains",
        QT_TRANSLATE_NOOP(
            "HsTexts", "Not enough villains for the dens: %1 dens × %2 villains = %3, but there are %4 villains.")},
    {"halunken-spelunken.movement-twice",
        QT_TRANSLATE_NOOP("HsTexts", "The movement card %1 is there twice: each number may appear only once.")},
    {"halunken-spelunken.two-player-black-jack",
        QT_TRANSLATE_NOOP("HsTexts",
            "Black Jack with an absent captain's cards is for exactly 2 players, but the most players is %1.")},
    {"halunken-spelunken.rounds-movement",
        QT_TRANSLATE_NOOP("HsTexts", "More rounds (%1) than movement cards (%2): each round uses one movement card.")},
    {"halunken-spelunken.rounds-black-jack",
        QT_TRANSLATE_NOOP("HsTexts", "More rounds (%1) than Black Jack's movement cards (%2).")},
};

} // namespace

HsTexts::HsTexts() : TabledTexts("HsTexts", kGroups, kParameters, kChoices, kProblems)
{}

QString HsTexts::gameTitle() const
{
    return u"Halunken & Spelunken"_s;
}

QString HsTexts::suitName(const QString &suit) const
{
    return hsnames::colour(suit);
}

QString HsTexts::rankName(const QString &rank) const
{
    return rank; // a villain's value
}

QString HsTexts::cardName(const QString &suit, const QString &rank) const
{
    return hsnames::villain(suit, rank.toInt()); // "Red 9"
}

QString HsTexts::deckWord(DeckWord word) const
{
    switch (word) {
    case DeckWord::Suit:
        return QCoreApplication::translate("HsTexts", "Colour");
    case DeckWord::Rank:
        return QCoreApplication::translate("HsTexts", "Value");
    case DeckWord::AddSuit:
        return QCoreApplication::translate("HsTexts", "Add a colour…");
    case DeckWord::RemoveSuit:
        return QCoreApplication::translate("HsTexts", "Remove the colour");
    case DeckWord::AddRank:
        return QCoreApplication::translate("HsTexts", "Add a value…");
    case DeckWord::RemoveRank:
        return QCoreApplication::translate("HsTexts", "Remove the value");
    }
    return {};
}
