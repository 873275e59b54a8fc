#pragma once

#include "art/cardtext.h"

class SvgArt;

namespace houserules::blastingbilly {
struct Rules;
}

// How a card's face is drawn, on the table and in the printed deck: its
// element in the deck's art ("gold-7"); for a value the art has no face for
// (a house rule's gold 12), its colour's blank face with the value written
// in both corners and in the medallion, as the drawn faces have it.
CardFace billyFace(const SvgArt &art, const houserules::blastingbilly::Rules &rules, int card);
