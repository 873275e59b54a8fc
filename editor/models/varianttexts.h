#pragma once

#include <QString>
#include <QStringList>

// The words of one game that its schema cannot say, in the current language:
// the headings of parameter groups, the labels and help texts of parameters,
// the names of its suits and ranks ("Gold", "Dynamite") and what the deck
// table calls its rows and columns. Each game implements it in the app
// (app/games/<game>/), which hands it to the editor; the editor knows no game.
//
// Every function may return an empty string for what it does not know: the
// editor then falls back to what the schema says (a group's English title, a
// parameter's English description, an id), so a game that arrives with only
// its schema is still editable.
class VariantTexts {
public:
    // The deck table's words: the heading of its rows (suits) and columns
    // (ranks), and the actions that add and remove one.
    enum class DeckWord { Suit, Rank, AddSuit, RemoveSuit, AddRank, RemoveRank };

    virtual ~VariantTexts() = default;

    virtual QString gameTitle() const { return {}; }
    virtual QString groupTitle(const QString &group) const
    {
        (void)group;
        return {};
    }
    // `path` is a parameter's dotted path ("hand_size", "players.min").
    virtual QString label(const QString &path) const
    {
        (void)path;
        return {};
    }
    virtual QString help(const QString &path) const
    {
        (void)path;
        return {};
    }
    // The name of one of a text parameter's `choices` ("dealer_left").
    virtual QString choiceName(const QString &path, const QString &choice) const
    {
        (void)path;
        (void)choice;
        return {};
    }
    virtual QString suitName(const QString &suit) const
    {
        (void)suit;
        return {};
    }
    virtual QString rankName(const QString &rank) const
    {
        (void)rank;
        return {};
    }
    virtual QString deckWord(DeckWord word) const
    {
        (void)word;
        return {};
    }
    // A problem the game's own checks report (Diagnostic::code, e.g.
    // "blasting-billy.not-enough-cards", with its values), in the current
    // language; empty for a code the game does not word.
    virtual QString problem(const QString &code, const QStringList &args) const
    {
        (void)code;
        (void)args;
        return {};
    }
};
