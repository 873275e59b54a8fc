#pragma once

#include "core/game/decision.h"
#include "core/game/event.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

class GameView;

namespace houserules {
class Observation;
}

// What the session's models need of a game to put it into words: log lines,
// the end-of-game summary, the status panel's columns and the prompt for the
// person to play. Everything is computed for one viewer from what that viewer
// may know: the GameView gives events already filtered (Event::seenBy) and
// the viewer's own observations. Each game's UI implements it; the session
// knows no game.
class GameNarrator {
public:
    virtual ~GameNarrator() = default;

    // One log line for an event as the viewer sees it; empty when the event
    // makes no line of its own.
    virtual QString describe(const houserules::Event &seen, const GameView &view) const = 0;
    // The line for `times` events like `seen` one after another (a player
    // betting several chips on one spot); empty when each keeps its own line.
    virtual QString describeRepeated(const houserules::Event &seen, int times, const GameView &view) const
    {
        (void)seen;
        (void)times;
        (void)view;
        return {};
    }
    // Log lines that sum up a finished game, from its final observation.
    virtual QStringList summarize(const houserules::Observation &final, const GameView &view) const = 0;
    // How the game ended in one line (who won), for the table's result line;
    // by default the summary's last line.
    virtual QString result(const houserules::Observation &final, const GameView &view) const
    {
        const QStringList lines = summarize(final, view);
        return lines.isEmpty() ? QString() : lines.back();
    }

    // The status panel's columns after the player's name, translated, and
    // one seat's values in them (counted as the game's table and its
    // breakdown count them: `view` gives the variant's values).
    virtual QStringList statusHeaders() const = 0;
    // What each of those columns counts, in a sentence, for its tooltip
    // (the headers are kept short for a narrow panel).
    virtual QStringList statusHeaderTips() const { return {}; }
    virtual QVariantList seatStatus(
        const houserules::Observation &observation, const GameView &view, int seat) const = 0;

    // What the person at the screen is asked to do on their turn.
    virtual QString yourTurn(const houserules::Observation &observation, const GameView &view) const = 0;

    // --- Teaching a newcomer (the guided first round, warnings before a move).
    // What the guide says as the first round begins: what the table shows
    // and what the game is about, in two or three sentences.
    virtual QString guideWelcome(const houserules::Observation &observation, const GameView &view) const
    {
        (void)observation;
        (void)view;
        return {};
    }
    // Why `decision`, the choice the guide points at, is a good one now: a
    // sentence that teaches the rule it turns on. Empty: the guide says only
    // what to do.
    virtual QString whyThis(
        const houserules::Observation &observation, const houserules::Decision &decision, const GameView &view) const
    {
        (void)observation;
        (void)decision;
        (void)view;
        return {};
    }
    // What `decision` costs the person when that is plain before it is
    // played ("5 seconds takes the total over 60: one of your bombs
    // explodes"), said when it is chosen; empty when nothing obvious.
    virtual QString costOf(
        const houserules::Observation &observation, const houserules::Decision &decision, const GameView &view) const
    {
        (void)observation;
        (void)decision;
        (void)view;
        return {};
    }
};
