#include "boomotexts.h"

#include "boomonames.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr ParameterWords kGroups[] = {
    {"players", QT_TRANSLATE_NOOP("BoomoTexts", "Players"), nullptr},
    {"setup", QT_TRANSLATE_NOOP("BoomoTexts", "Setup"), nullptr},
    {"cards", QT_TRANSLATE_NOOP("BoomoTexts", "Cards"), nullptr},
    {"rules", QT_TRANSLATE_NOOP("BoomoTexts", "Readings of the rules"), nullptr},
};

constexpr ParameterWords kParameters[] = {
    {"players.min", QT_TRANSLATE_NOOP("BoomoTexts", "Fewest players"),
        QT_TRANSLATE_NOOP("BoomoTexts", "The smallest number of players these rules can be played with.")},
    {"players.max", QT_TRANSLATE_NOOP("BoomoTexts", "Most players"),
        QT_TRANSLATE_NOOP("BoomoTexts", "The largest number of players these rules can be played with.")},
    {"hand_size", QT_TRANSLATE_NOOP("BoomoTexts", "Cards in hand"),
        QT_TRANSLATE_NOOP(
            "BoomoTexts", "How many cards everyone is dealt, and fills their hand up to after each round.")},
    {"limit", QT_TRANSLATE_NOOP("BoomoTexts", "Limit in seconds"),
        QT_TRANSLATE_NOOP("BoomoTexts", "The total must not go over this: whoever takes it over loses a bomb.")},
    {"bombs", QT_TRANSLATE_NOOP("BoomoTexts", "Ticking time bombs"),
        QT_TRANSLATE_NOOP("BoomoTexts", "How many bombs each player has; whoever loses them all is out.")},
    {"deck", QT_TRANSLATE_NOOP("BoomoTexts", "Deck"),
        QT_TRANSLATE_NOOP("BoomoTexts",
            "How many cards of each kind: seconds that add up, :0, :30 and :60 that set the total, and the cards "
            "that act. Change them in the Deck tab.")},
    {"round_ends.over_limit", QT_TRANSLATE_NOOP("BoomoTexts", "Over the limit ends the round"),
        QT_TRANSLATE_NOOP("BoomoTexts",
            "On: taking the total over the limit ends the round. Off: that player loses a bomb, the total goes back "
            "to 0 and play goes on.")},
    {"round_ends.bomb_card", QT_TRANSLATE_NOOP("BoomoTexts", "A bomb card ends the round"),
        QT_TRANSLATE_NOOP("BoomoTexts", "On: once a bomb card has been answered, the round ends. Off: play goes on.")},
    {"next_round", QT_TRANSLATE_NOOP("BoomoTexts", "Who starts a round"),
        QT_TRANSLATE_NOOP("BoomoTexts",
            "After the ender: the player after the one whose card ended the last round starts the next. Left of "
            "the dealer: the deal moves one seat each round and the player left of the dealer starts.")},
    {"bomb_answer", QT_TRANSLATE_NOOP("BoomoTexts", "Answering a bomb card"),
        QT_TRANSLATE_NOOP("BoomoTexts",
            "Forced: whoever holds a time stopper must discard one. Their choice: they may keep it and let a bomb "
            "explode instead.")},
    {"end", QT_TRANSLATE_NOOP("BoomoTexts", "The end of the game"),
        QT_TRANSLATE_NOOP("BoomoTexts",
            "Last bomb standing: the last player with a bomb wins. First one out: the short variant, which ends as "
            "soon as someone is out.")},
    {"points.other", QT_TRANSLATE_NOOP("BoomoTexts", "Points of other cards"),
        QT_TRANSLATE_NOOP("BoomoTexts",
            "Short variant, when bombs are tied: what a card other than seconds or :0, :30, :60 counts in a hand.")},
};

// A text parameter's choices, keyed "path/choice".
constexpr ParameterWords kChoices[] = {
    {"next_round/after_ender", QT_TRANSLATE_NOOP("BoomoTexts", "After the ender"), nullptr},
    {"next_round/dealer_left", QT_TRANSLATE_NOOP("BoomoTexts", "Left of the dealer"), nullptr},
    {"bomb_answer/forced", QT_TRANSLATE_NOOP("BoomoTexts", "Forced"), nullptr},
    {"bomb_answer/choice", QT_TRANSLATE_NOOP("BoomoTexts", "Their choice"), nullptr},
    {"end/last_bomb", QT_TRANSLATE_NOOP("BoomoTexts", "Last bomb standing"), nullptr},
    {"end/first_out", QT_TRANSLATE_NOOP("BoomoTexts", "First one out"), nullptr},
};

// The checks of rules.cpp's crossCheck, with the values it gives.
constexpr ProblemWords kProblems[] = {
    {"boomo.not-enough-cards",
        QT_TRANSLATE_NOOP(
            "BoomoTexts", "Not enough cards to deal: %1 players × %2 cards in hand = %3, but the deck has %4.")},
};

} // namespace

BoomoTexts::BoomoTexts() : TabledTexts("BoomoTexts", kGroups, kParameters, kChoices, kProblems)
{}

QString BoomoTexts::gameTitle() const
{
    return u"Boomo"_s;
}

QString BoomoTexts::suitName(const QString &) const
{
    // The one row of a deck without suits.
    return QCoreApplication::translate("BoomoTexts", "Cards");
}

QString BoomoTexts::rankName(const QString &rank) const
{
    return boomonames::kind(rank);
}

QString BoomoTexts::cardName(const QString &, const QString &rank) const
{
    bool number = false;
    rank.toInt(&number);
    if (number)
        //: Boomo's cards that add %1 seconds, as their count is said: "15-second cards: 0 → 10".
        return QCoreApplication::translate("BoomoTexts", "%1-second cards").arg(rank);
    return boomonames::kind(rank);
}

QString BoomoTexts::deckWord(DeckWord word) const
{
    switch (word) {
    case DeckWord::Suit:
        return QCoreApplication::translate("BoomoTexts", "Deck");
    case DeckWord::Rank:
        return QCoreApplication::translate("BoomoTexts", "Kind of card");
    case DeckWord::AddSuit:
        return QCoreApplication::translate("BoomoTexts", "Add a row…");
    case DeckWord::RemoveSuit:
        return QCoreApplication::translate("BoomoTexts", "Remove the row");
    case DeckWord::AddRank:
        return QCoreApplication::translate("BoomoTexts", "Add a kind of card…");
    case DeckWord::RemoveRank:
        return QCoreApplication::translate("BoomoTexts", "Remove the kind of card");
    }
    return {};
}
