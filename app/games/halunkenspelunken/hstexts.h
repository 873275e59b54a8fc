#pragma once

#include "games/tabledtexts.h"

// Halunken & Spelunken's words in the variant editor: its groups and
// parameters with labels and help texts (keyed by parameter path, translated
// with the app), the names of the choices of Black Jack's mode and of the
// robbing count, the colours' names (hsnames), and the deck table's words:
// colours and values.
class HsTexts final : public TabledTexts {
public:
    HsTexts();
    QString gameTitle() const override;
    QString suitName(const QString &suit) const override;
    QString rankName(const QString &rank) const override;
    QString cardName(const QString &suit, const QString &rank) const override;
    QString deckWord(DeckWord word) const override;
};
