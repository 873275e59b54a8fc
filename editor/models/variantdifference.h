#pragma once

#include "core/variants/schema.h"
#include "core/variants/variant.h"

#include <QCoreApplication>
#include <QStringList>

class VariantTexts;

// What a house rule changes from its base, in words, one line per parameter
// it sets differently, in the schema's order: "Cards in each hand: 3 → 4";
// a deck as DeckDifference says it ("Deck: 15-second cards: 0 → 10 (84 → 94
// cards)"); a name list by the names removed and added, or as the game says
// it ("North sidewalk: 12 fields instead of 16"), and two sides changed alike
// in one line ("Main street: 12 fields a side instead of 16"); a value per
// number of players count by count ("Cards set aside: 3 players: 6 → 8").
// Never an id of the variant file. Empty when the two play alike. For the
// printed rule sheet, the printed deck's cover (app/print/) and the rules a
// game was played by.
class VariantDifference {
    Q_DECLARE_TR_FUNCTIONS(VariantDifference)
public:
    // `texts` may be null (the schema's English labels).
    static QStringList describe(const houserules::Schema &schema, const houserules::Variant &base,
        const houserules::Variant &now, const VariantTexts *texts);
};
