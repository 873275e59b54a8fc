#pragma once

// Shared set-up for the app's tests: private settings and data folders,
// English, no animations, bots that move at once.

#include "session/gamesession.h"
#include "shell/settings.h"

#include <QCoreApplication>
#include <QStandardPaths>

#include <memory>

namespace apptest {

inline void isolate()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HouserulesTests"));
    QCoreApplication::setApplicationName(QStringLiteral("houserules-tests"));
    settings::setLanguage(QStringLiteral("en"));
    settings::setAnimationPace(settings::Pace::Off);
    settings::setBotPace(settings::Pace::Off);
}

// `humans` people in the first seats, normal bots in the others.
inline GameSetup setup(int players, int humans, quint64 seed = 7, int first = 0)
{
    GameSetup s;
    s.variant = QStringLiteral("blasting-billy/standard");
    s.seed = seed;
    s.firstPlayer = first;
    const QStringList names {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dot"),
        QStringLiteral("Eli")};
    for (int seat = 0; seat < players; ++seat)
        s.seats.append({names[seat], seat < humans ? SeatKind::Human : SeatKind::Normal});
    return s;
}

inline std::unique_ptr<GameSession> start(const GameSetup &s)
{
    QString error;
    auto session = GameSession::create(s, &error);
    if (session)
        session->setBotDelay(0);
    return session;
}

} // namespace apptest
