#pragma once

#include "core/event.h"
#include "core/variant.h"

#include <QList>
#include <QString>
#include <QStringList>

class GameSession;
class QWidget;

namespace houserules {
class Observation;
}

// A seat's counts for the status panel, from an observation.
struct SeatStatus {
    int handCards = 0;
    int lootCards = 0;
};

// What the app needs to show one game: its name and art, its table, its log
// lines, its end-of-game breakdown and its rules reference. One per game,
// found by the engine's game id; everything else in the app is shared.
class GameUi {
public:
    virtual ~GameUi() = default;

    virtual QString gameId() const = 0;
    virtual QString title() const = 0;    // the game's name (a proper noun)
    virtual QString credits() const = 0;  // designers and publisher, translated
    virtual QString coverArt() const = 0; // resource path of the cover SVG

    // The table for a session; it shows only the session's viewer's observation.
    virtual QWidget *createTable(GameSession *session, QWidget *parent) const = 0;
    // One log line for an event as `viewer` may know it (-1: public view);
    // empty when the event makes no line of its own.
    virtual QString describe(const houserules::Event &event, const GameSession &session, int viewer) const = 0;
    // Log lines that sum up the end of the game (once it is over).
    virtual QStringList summarize(const GameSession &session) const = 0;
    virtual SeatStatus seatStatus(const houserules::Observation &observation, int seat) const = 0;
    // The end-of-game breakdown. Precondition: session.isOver().
    virtual QWidget *createBreakdown(const GameSession &session, QWidget *parent) const = 0;
    // The rules reference in the current language, with this variant's numbers.
    virtual QString rulesHtml(const houserules::Variant &variant) const = 0;
};

// The games the app can show, in start-page order.
QList<const GameUi *> gameUis();
const GameUi *gameUi(const QString &gameId);

// A variant's title in the current language (falling back to English).
QString variantTitle(const houserules::Variant &variant);
QString variantDescription(const houserules::Variant &variant);
