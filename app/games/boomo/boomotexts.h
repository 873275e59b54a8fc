#pragma once

#include "games/tabledtexts.h"

// Boomo's words in the variant editor: its groups and parameters with labels
// and help texts (keyed by parameter path, translated with the app), the
// card kinds' names (boomonames), and the deck table's words: the kinds of
// card and how many of each.
class BoomoTexts final : public TabledTexts {
public:
    BoomoTexts();
    QString gameTitle() const override;
    QString suitName(const QString &suit) const override;
    QString rankName(const QString &rank) const override;
    QString cardName(const QString &suit, const QString &rank) const override;
    QString deckWord(DeckWord word) const override;
};
