#pragma once

#include "games/tabledtexts.h"

// Wyatt Earp's words in the variant editor: its groups and parameters with
// labels and help texts (keyed by parameter path, translated with the app),
// the names of the choices (field kinds, the broke rule), and the share
// deck's words: businesses (wenames) and attributes.
class WeTexts final : public TabledTexts {
public:
    WeTexts();
    QString gameTitle() const override;
    QString suitName(const QString &suit) const override;
    QString rankName(const QString &rank) const override;
    QString deckWord(DeckWord word) const override;
    QString problem(const QString &code, const QStringList &args) const override;
};
