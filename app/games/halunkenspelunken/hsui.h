#pragma once

#include "games/gameui.h"

// Halunken & Spelunken in the app.
class HsUi final : public GameUi {
public:
    QString gameId() const override;
    QString title() const override;
    QString credits() const override;
    QString coverArt() const override;
    RulesPage rulesPage(const houserules::Variant &variant) const override;
    const FigureTexts *figureTexts() const override;
    const VariantTexts *variantTexts() const override;
    QString cardArt() const override;
    QList<PrintedCard> printedDeck(const houserules::Variant &variant) const override;

    QString describe(const houserules::Event &seen, const GameView &view) const override;
    QStringList summarize(const houserules::Observation &final, const GameView &view) const override;
    QStringList statusHeaders() const override;
    QStringList statusHeaderTips() const override;
    QVariantList seatStatus(const houserules::Observation &observation, const GameView &view, int seat) const override;
    QString yourTurn(const houserules::Observation &observation, const GameView &view) const override;

    // The guided first round and warnings before a move (hsguide.cpp).
    QString guideWelcome(const houserules::Observation &observation, const GameView &view) const override;
    QString whyThis(const houserules::Observation &observation, const houserules::Decision &decision,
        const GameView &view) const override;
    QString costOf(const houserules::Observation &observation, const houserules::Decision &decision,
        const GameView &view) const override;
};
