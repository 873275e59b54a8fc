#pragma once

#include "models/figuretexts.h"

// Wyatt Earp's figures and cards in words, for the playtest lab: the shares
// and complete businesses each player ends with, the bills, how often a
// player goes broke; shares ("arizona_club-dexterity") and gunfighters.
class WeFigureTexts final : public FigureTexts {
public:
    QString figureLabel(const QString &figure) const override;
    QString sentence(const Change &change) const override;
    QString cardLabel(const QString &kind) const override;
};
