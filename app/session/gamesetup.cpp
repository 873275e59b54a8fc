#include "gamesetup.h"

#include "core/bots/easybot.h"
#include "core/bots/searchbot.h"

using namespace Qt::Literals::StringLiterals;

int GameSetup::humanCount() const
{
    int humans = 0;
    for (const auto &seat : seats)
        humans += seat.kind == SeatKind::Human;
    return humans;
}

QString seatKindId(SeatKind kind)
{
    switch (kind) {
    case SeatKind::Human:
        return u"human"_s;
    case SeatKind::Easy:
        return u"easy"_s;
    case SeatKind::Normal:
        return u"normal"_s;
    case SeatKind::Hard:
        return u"hard"_s;
    }
    return u"human"_s;
}

SeatKind seatKindFromId(const QString &id)
{
    if (id == u"easy"_s)
        return SeatKind::Easy;
    if (id == u"normal"_s)
        return SeatKind::Normal;
    if (id == u"hard"_s)
        return SeatKind::Hard;
    return SeatKind::Human;
}

QString botNameFor(SeatKind kind)
{
    // Easy is the game's heuristic bot taking a share of its decisions at
    // random (EasyBot), normal the heuristic bot, hard the search bot with
    // the game's budget of iterations (a second at most per decision). Records name the
    // level, not the bot, and replay their decisions, so a game recorded
    // when easy played at random replays as it was played.
    switch (kind) {
    case SeatKind::Easy:
        return QString::fromUtf8(houserules::kEasyBotName);
    case SeatKind::Hard:
        return QString::fromUtf8(houserules::kHardBotName);
    default:
        return u"heuristic"_s;
    }
}
