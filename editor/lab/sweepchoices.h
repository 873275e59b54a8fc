#pragma once

#include "core/variants/variant.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QSpinBox;
class VariantTexts;

// What a sweep can vary in a variant at one player count, in the game's
// words: the whole-number parameters, this count's entry of each per-player
// map (the others do not change these games), and each named card's count
// in the deck, for every suit at once and for one; and the lists: a list
// parameter, and a deck's numbered cards ("deck.values", for every suit at
// once and for one), each value of a sweep a whole list. The player range is left
// out: the lab sets the player count itself.
struct SweepChoice {
    QString parameter; // as the engine's sweep names it: "hand_size", "set_aside.4", "deck.gold.dynamite"
    QString label;     // in the game's words: "Cards in hand", "Gold: Dynamite"
    QString now;       // the variant's own value ("2"; per suit where they differ: "Gold 2, Red 1")
    qint64 min = 0, max = 0, current = 0;
    // A list: each value of the sweep is a whole list, written as the CLI's
    // --sweep takes them ("[1..6],[1..8]"); `values` is the rules' own list
    // in that form ("[1..10]"), and min, max and current do not apply.
    bool list = false;
    QString values;
};

class SweepChoices {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // `texts` may be null (the schema's ids then).
    static QList<SweepChoice> of(const houserules::Variant &variant, int players, const VariantTexts *texts);
    // Keeps a range's two boxes in order: `from` never above `to`.
    static void linkRange(QSpinBox *from, QSpinBox *to);
    // The boxes of a range over `choice`: its limits, and `either` steps
    // either side of its value.
    static void showRange(const SweepChoice &choice, QSpinBox *from, QSpinBox *to, int either);
};
