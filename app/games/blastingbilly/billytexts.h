#pragma once

#include "games/tabledtexts.h"

// Blasting Billy's words in the variant editor: its groups and parameters
// with labels and help texts (keyed by parameter path, translated with the
// app), the rulebooks' colour names and "Dynamite" (billynames), and what the
// deck table's rows and columns are: colours and values.
class BillyTexts final : public TabledTexts {
public:
    BillyTexts();
    QString gameTitle() const override;
    QString suitName(const QString &suit) const override;
    QString rankName(const QString &rank) const override;
    QString cardName(const QString &suit, const QString &rank) const override;
    QString deckWord(DeckWord word) const override;
};
