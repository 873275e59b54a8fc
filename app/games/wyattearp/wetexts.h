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
    QString cardName(const QString &suit, const QString &rank) const override;
    // Besides the choices of its table: the gunfighters and the dollar
    // deck's businesses by name.
    QString choiceName(const QString &path, const QString &choice) const override;
    // A sidewalk's fields counted; the two sidewalks are the main street.
    QString listChange(
        const QString &path, const QStringList &before, const QStringList &after, bool perSide) const override;
    QString pairLabel(const QString &path, const QString &next) const override;
    QString deckWord(DeckWord word) const override;
    QString problem(const QString &code, const QStringList &args) const override;
};
