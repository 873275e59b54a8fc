#pragma once

#include <QList>
#include <QString>

#include <optional>

// Who sits where and how a new game starts: what the new-game dialog fills in
// and a game record keeps.
enum class SeatKind { Human, Easy, Normal, Hard };

struct SeatSetup {
    QString name;
    SeatKind kind = SeatKind::Human;
    // The dialog's proposal rather than a typed name: proposed again, in the
    // language of the day, the next time the dialog opens.
    bool defaultName = false;
};

struct GameSetup {
    QString variant; // id ("blasting-billy/standard") or file path
    QList<SeatSetup> seats;
    std::optional<quint64> seed; // empty: a fresh deal (the record keeps the seed drawn)
    int firstPlayer = -1;        // -1: chosen at random from the seed
    bool guided = false;         // the guided first round (shell/guide.h); not kept in the record

    int humanCount() const;
};

// The record's name for a seat kind ("human", "easy", ...) and back.
QString seatKindId(SeatKind kind);
SeatKind seatKindFromId(const QString &id);
// The engine bot that plays at a level.
QString botNameFor(SeatKind kind);
