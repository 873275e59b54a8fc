#pragma once

#include "models/figuretexts.h"

// Halunken & Spelunken's figures and villains in words, for the playtest lab:
// the villains each player ends with, and how often each hired Black Jack.
class HsFigureTexts final : public FigureTexts {
public:
    QString figureLabel(const QString &figure) const override;
    QString sentence(const Change &change) const override;
    QString cardLabel(const QString &kind) const override;
};
