#pragma once

#include "games/gameui.h"

// Wyatt Earp in the app.
class WeUi final : public GameUi {
public:
    QString gameId() const override;
    QString title() const override;
    QString credits() const override;
    QString coverArt() const override;
    TableView *createTable(GameSession *session, QWidget *parent) const override;
    QWidget *createBreakdown(const GameSession &session, QWidget *parent) const override;
    QString rulesHtml(const houserules::Variant &variant) const override;
    const FigureTexts *figureTexts() const override;
    const VariantTexts *variantTexts() const override;

    QString describe(const houserules::Event &seen, const GameSession &session) const override;
    QStringList summarize(const houserules::Observation &final, const GameSession &session) const override;
    QStringList statusHeaders() const override;
    QVariantList seatStatus(const houserules::Observation &observation, int seat) const override;
    QString yourTurn(const houserules::Observation &observation, const GameSession &session) const override;
};
