#pragma once

#include "games/breakdownview.h"

#include "boomo/observation.h"
#include "boomo/rules.h"

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

private:
    struct Round;
    QString name(int seat) const; // escaped
    // Every round played, from the events shown; `outOrder` gets who went out, in order.
    QList<Round> rounds(QStringList &outOrder) const;
    QString howItEnded(const houserules::boomo::Rules &rules, const Round &r) const;
    // The account's sections, in order.
    QString roundsSection(const houserules::boomo::Rules &rules, const QList<Round> &rounds) const;
    QString outSection(const QStringList &outOrder) const;
    QString bombsSection(const houserules::boomo::Rules &rules, const houserules::boomo::BoomoObservation &final) const;
    QString winnerSection(
        const houserules::boomo::Rules &rules, const houserules::boomo::BoomoObservation &final) const;
};
