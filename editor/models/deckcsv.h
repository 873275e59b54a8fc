#pragma once

#include "core/game/deck.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <set>
#include <string>
#include <vector>

class VariantTexts;

// Decks as CSV, for designers who keep their card lists in spreadsheets.
//
// Written as the table the editor shows: a header row with the game's word
// for a suit and then the ranks' ids (`colour,0,1,…,10,dynamite`), and one
// row per suit with its id and its counts (`gold,1,1,…,1,1`). A deck without
// suits is written as a card list, `card,count`.
//
// Read in either of two forms, told apart by the header:
// - that table, when every header cell after the first is a rank (a number,
//   or a named card by its id or its name in the current language); an
//   empty cell, like a row with fewer cells than the header, is an error
//   naming the line and the column (0 is written for no cards);
// - a card list, as nanDECK and similar tools read them: one line per kind or
//   per card, the first column the suit (left out for a deck without suits),
//   the next the rank, and, when one is headed `count` (or `quantity`, `qty`,
//   `#`), the number of cards (a line without one, or with an empty one,
//   is an error); without
//   that column each line is one card. Lines of
//   one kind add up; other columns are ignored, so a tool's whole data file
//   can be read.
// Commas, semicolons or tabs separate the cells (whichever the header uses
// most: spreadsheets in Dutch, German, French and Italian write semicolons);
// quoted cells and a UTF-8 byte order mark are understood. Suits are known
// by id or by name; a new id makes a new suit.
class DeckCsv {
    Q_DECLARE_TR_FUNCTIONS(DeckCsv)
public:
    struct Result {
        std::optional<houserules::Deck> deck; // set when there are no errors
        QStringList errors;                   // "Line 4: …", in file order
        // The kinds (suit id, rank id) the file speaks of, with or without
        // cards: what it leaves out is not a kind it wants gone (see lacking()).
        std::set<std::pair<std::string, std::string>> named;
    };

    static QString write(const houserules::Deck &deck, const houserules::DeckShape &shape);
    // `knownSuits` are the suit ids whose names (through `texts`, which may
    // be null) a file may use instead of the ids. The deck read keeps the
    // shape's bounds on values, names and counts; what depends on the whole
    // deck (its size, suits without cards) is left to the variant's loader.
    static Result read(const QString &text, const houserules::DeckShape &shape,
        const std::vector<std::string> &knownSuits, const VariantTexts *texts);
    // What `now` has cards of that the file read into `result` never names,
    // in words: whole suits ("Jewelry"), whole ranks ("Skip", "Dynamite"),
    // then single kinds ("Gold 7"). Importing would remove them.
    static QStringList lacking(const houserules::Deck &now, const Result &result, const houserules::DeckShape &shape,
        const VariantTexts *texts);
};
