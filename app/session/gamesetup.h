#pragma once

#include <QList>
#include <QString>

// Who sits where and how a new game starts: what the new-game dialog fills in
// and a game record keeps.
enum class SeatKind { Human, Easy, Normal, Hard };

struct SeatSetup {
    QString name;
    SeatKind kind = SeatKind::Human;
};

struct GameSetup {
    QString variant; // id ("blasting-billy/standard") or file path
    QList<SeatSetup> seats;
    quint64 seed = 0;
    int firstPlayer = -1; // -1: chosen at random from the seed

    int humanCount() const;
};

// The record's name for a seat kind ("human", "easy", ...) and back.
QString seatKindId(SeatKind kind);
SeatKind seatKindFromId(const QString &id);
// The engine bot that plays at a level.
QString botNameFor(SeatKind kind);
