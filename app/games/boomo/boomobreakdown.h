#pragma once

#include "games/breakdownview.h"

// The end of a game of Boomo, as players would tell it: every round, what
// ended it and whose bombs exploded, who went out when, and the winner — in
// the short variant with the hands counted when bombs are tied. From the
// public events and the final observation only.
class BoomoBreakdown final : public BreakdownView {
    Q_OBJECT
public:
    BoomoBreakdown(const GameView &view, QWidget *parent = nullptr);

protected:
    QString html() const override;
};
