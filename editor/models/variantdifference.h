#pragma once

#include "core/schema.h"
#include "core/variant.h"

#include <QCoreApplication>
#include <QStringList>

class VariantTexts;

// What a house rule changes from its base, in words, one line per parameter
// it sets differently, in the schema's order: "Cards in each hand: 3 → 4";
// a deck as DeckDifference says it ("Deck: Gold: dynamite 1 → 2 (60 → 61
// cards)"). Empty when the two play alike. For the printed rule sheet and the
// printed deck's cover (app/print/).
class VariantDifference {
    Q_DECLARE_TR_FUNCTIONS(VariantDifference)
public:
    // `texts` may be null (the schema's English labels).
    static QStringList describe(const houserules::Schema &schema, const houserules::Variant &base,
        const houserules::Variant &now, const VariantTexts *texts);
};
