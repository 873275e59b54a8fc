#pragma once

#include "games/breakdownview.h"

#include "wyattearp/observation.h"
#include "wyattearp/rules.h"

// The end of a game of Wyatt Earp, as players would count it: per player the
// shares of each business (complete businesses marked, counting as the
// variant says), the total, the money, who went broke, the tie-break that
// decided (most money) and the winners; then every player's gunfighter and
// his stars, turned up at the end. From the final observation only.
class WeBreakdown final : public BreakdownView {
    Q_OBJECT
public:
    WeBreakdown(const GameView &view, QWidget *parent = nullptr);

protected:
    QString html() const override;

private:
    QString playerHeads(int players) const; // a column head per player
    // The account's sections, in order.
    QString sharesSection(
        const houserules::wyattearp::Rules &rules, const houserules::wyattearp::WeObservation &final) const;
    QString winnerSection(const houserules::wyattearp::WeObservation &final) const;
    QString gunfightersSection(
        const houserules::wyattearp::Rules &rules, const houserules::wyattearp::WeObservation &final) const;
};
