#pragma once

#include "art/cardtext.h"

class SvgArt;

namespace houserules::boomo {
struct Rules;
}

// How a card's face is drawn, on the table and in the printed deck: its
// element in the deck's art ("number-10", "stop"); for a number the art has
// no face for, the blank number card with its seconds written in the dial
// and in both corners.
CardFace boomoFace(const SvgArt &art, const houserules::boomo::Rules &rules, int card);
