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
    // The name of one of a text parameter's `choices` ("dealer_left"), or of
    // an item of a name list ("wyatt_earp" in "gunfighters.names").
    virtual QString choiceName(const QString &path, const QString &choice) const
    {
        (void)path;
        (void)choice;
        return {};
    }
    // A name list's change said as what it means rather than item by item,
    // for a list whose items the game counts: a sidewalk's "12 fields instead
    // of 16"; with `perSide`, as one of the two sides pairLabel() names ("12
    // fields a side instead of 16"). `before` and `after` are the items' ids.
    // Empty: the editor names the items.
    virtual QString listChange(
        const QString &path, const QStringList &before, const QStringList &after, bool perSide) const
    {
        (void)path;
        (void)before;
        (void)after;
        (void)perSide;
        return {};
    }
    // The words for two parameters, `path` and the one after it in the
    // schema, that are the two sides of one thing and said in one line when
    // they change alike ("Main street" for the two sidewalks); empty for
    // parameters said on their own.
    virtual QString pairLabel(const QString &path, const QString &next) const
    {
        (void)path;
        (void)next;
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
    // One kind of card as a count of it is said ("15-second cards: 0 → 10"):
    // "Gold 7", "Gold dynamite", "15-second cards", "Gunsmith (Speed)". The
    // suit is empty in a deck without suits. Empty: the suit's and the
    // rank's names.
    virtual QString cardName(const QString &suit, const QString &rank) const
    {
        (void)suit;
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
