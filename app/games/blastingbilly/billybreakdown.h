#pragma once

#include "games/breakdownview.h"

#include "blastingbilly/rules.h"
#include "blastingbilly/scoring.h"

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

private:
    struct Counted;
    // A seat's name, or Billy's (the seat after the players').
    QString owner(int seat) const;
    static QString colourHeads(const houserules::blastingbilly::Rules &rules);
    // The account's sections, in order.
    QString cardsSection(const Counted &k) const;
    QString dynamiteSection(const Counted &k) const;
    QString coloursSection(const Counted &k) const;
    QString shotSection(const Counted &k) const;
    QString winnerSection(const Counted &k) const;
    // What decided the winner, in words.
    static QString decider(houserules::blastingbilly::Decider decidedBy, const QString &winners, int best);
};
