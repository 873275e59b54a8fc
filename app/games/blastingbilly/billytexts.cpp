#include "billytexts.h"

#include "billynames.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr const char *kContext = "BillyTexts";

constexpr ParameterWords kGroups[] = {
    {"players", QT_TRANSLATE_NOOP("BillyTexts", "Players"), nullptr},
    {"setup", QT_TRANSLATE_NOOP("BillyTexts", "Setup"), nullptr},
    {"cards", QT_TRANSLATE_NOOP("BillyTexts", "Cards"), nullptr},
};

constexpr ParameterWords kParameters[] = {
    {"players.min", QT_TRANSLATE_NOOP("BillyTexts", "Fewest players"),
        QT_TRANSLATE_NOOP("BillyTexts", "The smallest number of players these rules can be played with.")},
    {"players.max", QT_TRANSLATE_NOOP("BillyTexts", "Most players"),
        QT_TRANSLATE_NOOP("BillyTexts",
            "The largest number of players these rules can be played with. Every number of players from the fewest "
            "to the most needs its cards set aside.")},
    {"hand_size", QT_TRANSLATE_NOOP("BillyTexts", "Cards in hand"),
        QT_TRANSLATE_NOOP("BillyTexts",
            "How many cards everyone is dealt and holds: after each turn you draw back up to this many while the "
            "draw pile lasts.")},
    {"set_aside", QT_TRANSLATE_NOOP("BillyTexts", "Cards set aside"),
        QT_TRANSLATE_NOOP("BillyTexts",
            "How many cards go back into the box unseen at setup, for each number of players. Everyone may see "
            "their colours.")},
    {"deck", QT_TRANSLATE_NOOP("BillyTexts", "Deck"),
        QT_TRANSLATE_NOOP("BillyTexts",
            "The loot cards: the colours, each with its values and its dynamite cards. Change them in the Deck "
            "tab.")},
};

// The checks of rules.cpp's crossCheck, with the values it gives.
constexpr ProblemWords kProblems[] = {
    {"blasting-billy.players",
        QT_TRANSLATE_NOOP("BillyTexts", "The fewest players (%2) may not be more than the most (%1).")},
    {"blasting-billy.set-aside-missing",
        QT_TRANSLATE_NOOP("BillyTexts", "How many cards are set aside with %1 players is missing.")},
    {"blasting-billy.set-aside-outside",
        QT_TRANSLATE_NOOP(
            "BillyTexts", "Cards set aside for %1 players, who cannot play by these rules: remove them.")},
    {"blasting-billy.not-enough-cards",
        QT_TRANSLATE_NOOP("BillyTexts",
            "Not enough cards to deal: %1 players need %2 set aside and %1 × %3 in hand, %4 in all, but the deck "
            "has %5.")},
};

} // namespace

BillyTexts::BillyTexts() : TabledTexts(kContext, kGroups, kParameters, {}, kProblems)
{}

QString BillyTexts::gameTitle() const
{
    return u"Blasting Billy"_s;
}

QString BillyTexts::suitName(const QString &suit) const
{
    return billynames::colour(suit);
}

QString BillyTexts::rankName(const QString &rank) const
{
    return rank == u"dynamite"_s ? billynames::dynamite() : QString();
}

QString BillyTexts::cardName(const QString &suit, const QString &rank) const
{
    return billynames::card(suit + u'-' + rank); // "Gold 7", "Gold dynamite"
}

QString BillyTexts::deckWord(DeckWord word) const
{
    // The context spelled out: lupdate reads only literal ones.
    switch (word) {
    case DeckWord::Suit:
        return QCoreApplication::translate("BillyTexts", "Colour");
    case DeckWord::Rank:
        return QCoreApplication::translate("BillyTexts", "Value");
    case DeckWord::AddSuit:
        return QCoreApplication::translate("BillyTexts", "Add a colour…");
    case DeckWord::RemoveSuit:
        return QCoreApplication::translate("BillyTexts", "Remove the colour");
    case DeckWord::AddRank:
        return QCoreApplication::translate("BillyTexts", "Add a value…");
    case DeckWord::RemoveRank:
        return QCoreApplication::translate("BillyTexts", "Remove the value");
    }
    return {};
}
