#pragma once

#include "games/breakdownview.h"

// The end of a game of Blasting Billy, step by step as players count it at
// the table: cards turned up, each dynamite and what it removed, each colour
// against Billy, who was shot in which colours, the totals, the tie-break that
// decided, and the winner(s) or Billy.
class BillyBreakdown final : public BreakdownView {
    Q_OBJECT
public:
    BillyBreakdown(const GameView &view, QWidget *parent = nullptr);

protected:
    QString html() const override;
};
