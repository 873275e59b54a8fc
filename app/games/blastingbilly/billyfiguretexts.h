#pragma once

#include "models/figuretexts.h"

// Blasting Billy's figures and cards in words, for the playtest lab:
// `shot_down` (the seat was shot down by Billy), `billy_wins` (nobody
// scored: the same for every seat), `dynamite_hit_leader` (the seat's
// dynamite got the leader shot down); cards by their rulebook names.
class BillyFigureTexts final : public FigureTexts {
public:
    QString figureLabel(const QString &figure) const override;
    bool sameForEverySeat(const QString &figure) const override;
    QString sentence(const Change &change) const override;
    QString cardLabel(const QString &kind) const override;
};
