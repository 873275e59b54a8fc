#pragma once

// Shared by the files of HsScene — the ring and the middle (hsscene.cpp),
// the players' panels and the band of prompts (hspanels.cpp): the art, the
// table of what a click names in each phase, and the layout.

#include "hsscene.h"

#include "core/game/decision.h"
#include "halunkenspelunken/observation.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <cstdint>

class SvgArt;

namespace hsscene {

const SvgArt &cards();
const SvgArt &pieces();

// What a click names, phase by phase: the one table to extend when the
// engine adds a phase. A secret card (one's own, or Black Jack's that his
// hirer chooses in the game for two) cannot be taken back: the first click
// picks it, the second plays it.
enum class Target : std::uint8_t { None, Field, Villain, Move, JackMove, Number, Answer };

struct PhaseTargets {
    houserules::halunkenspelunken::Phase phase;
    Target target;
    bool pass;      // the pass button is a choice
    bool twoClicks; // the first click picks, the second plays
};

PhaseTargets targetsOf(houserules::halunkenspelunken::Phase phase);

// The answers on landing on a hired Black Jack, by their decision's value.
inline constexpr int kHarbour = 1;
inline constexpr int kRobHirer = 0;

houserules::Decision decisionFor(Target target, int id);

} // namespace hsscene

struct HsScene::Layout {
    QRectF board, band, messageStrip, middle;
    QPointF centre;
    qreal a = 0, b = 0, s = 0;
    QList<QPointF> fields;  // per field: the stone's centre
    QList<QPointF> outward; // per field: the unit vector away from the middle
    QList<QRectF> panels, villainAreas, roundCards;
    QRectF blackJackCard; // the game for two: where his card of this round lies
    QList<QPointF> captainIcons;
    QRectF harbour;
    QSizeF villain, denCard;
};
