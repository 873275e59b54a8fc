#pragma once

#include <QString>

// What the playtest lab says about one game's own figures and cards, in the
// user's language. The engine names a game's figures with stable ids
// ("shot_down") and its card kinds likewise ("gold-7"); only the game knows
// what they mean in words, so each game implements this beside its table
// (app/games/<game>/) and the host hands it to the lab. Every function has a
// generic answer here, so a new game works in the lab before it has texts.
//
// Called on the GUI thread only; answers in the current language (the lab
// asks again when the language changes).
class FigureTexts {
public:
    virtual ~FigureTexts() = default;

    // A figure's short name for a chart or a table ("Shot down"); by default
    // the id itself.
    virtual QString figureLabel(const QString &figure) const { return figure; }

    // True for a figure that is the same for every seat of a game (such as
    // "the game had no winner"): the lab states its difference once, never
    // per seat.
    virtual bool sameForEverySeat(const QString &figure) const
    {
        (void)figure;
        return false;
    }

    // A notable difference of a figure, edited rules against base.
    struct Change {
        QString figure;
        int seat = -1;     // 0-based; -1: all seats together
        bool more = false; // edited minus base is above zero
        bool share = true; // amount and margin are percentage points; else numbers per game
        QString amount;    // the size of the difference, formatted ("4.1")
        QString margin;    // the half-width of its 95% interval, formatted ("1.2")
    };
    // The sentence that states `change` ("Players are shot down 3.0 points
    // less often (±0.9)."), or an empty string for the lab's generic one.
    virtual QString sentence(const Change &change) const
    {
        (void)change;
        return {};
    }

    // A card kind's name ("Gold 7" for "gold-7"); by default the kind id.
    virtual QString cardLabel(const QString &kind) const { return kind; }
};
