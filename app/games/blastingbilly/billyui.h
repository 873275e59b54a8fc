#pragma once

#include "games/gameui.h"

// Blasting Billy in the app.
class BillyUi final : public GameUi {
public:
    QString gameId() const override;
    QString title() const override;
    QString credits() const override;
    QString coverArt() const override;
    QWidget *createTable(GameSession *session, QWidget *parent) const override;
    QString describe(const houserules::Event &event, const GameSession &session, int viewer) const override;
    QStringList summarize(const GameSession &session) const override;
    SeatStatus seatStatus(const houserules::Observation &observation, int seat) const override;
    QWidget *createBreakdown(const GameSession &session, QWidget *parent) const override;
    QString rulesHtml(const houserules::Variant &variant) const override;
};
