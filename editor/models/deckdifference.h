#pragma once

#include "core/game/deck.h"

#include <QCoreApplication>
#include <QString>

class VariantTexts;

// A deck's difference from its base in words, in the game's own words for
// its suits and cards (VariantTexts), as a designer would say it:
// "Gold dynamite: 1 → 2; Diamonds: 9 and 10 removed (60 → 59 cards)",
// "15-second cards: 0 → 10 (84 → 94 cards)". Suits added or removed are
// named whole; a card kind whose count changed is named (cardName) with both
// counts; single cards of a suit gone or new are listed together. Empty when
// the decks hold the same cards.
class DeckDifference {
    Q_DECLARE_TR_FUNCTIONS(DeckDifference)
public:
    static QString describe(const houserules::Deck &base, const houserules::Deck &now, const VariantTexts *texts);
};
