#pragma once

#include "games/breakdownview.h"

// The end of a game of Halunken & Spelunken, as players would count it: per
// player the villains of each colour with their values and sums, the colour
// that counts double, the total (the engine's score()), how often each hired
// Black Jack, and the winners. From the final observation and the public
// events only.
class HsBreakdown final : public BreakdownView {
    Q_OBJECT
public:
    HsBreakdown(const GameView &view, QWidget *parent = nullptr);

protected:
    QString html() const override;
};
