#pragma once

#include "models/figuretexts.h"

// Boomo's figures and card kinds in words, for the playtest lab.
class BoomoFigureTexts final : public FigureTexts {
public:
    QString figureLabel(const QString &figure) const override;
    bool sameForEverySeat(const QString &figure) const override;
    QString sentence(const Change &change) const override;
    QString cardLabel(const QString &kind) const override;
};
