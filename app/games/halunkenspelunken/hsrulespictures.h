#pragma once

class RulesPage;

namespace houserules::halunkenspelunken {
struct Rules;
}

// Halunken & Spelunken's rules in pictures, from the game's own cards and
// pieces and the variant's numbers: the cards and figures with their names,
// and a round step by step. Captions name colours, never a villain: the
// rules may be open beside a hot-seat game.
namespace hsrulespictures {

void addPieces(RulesPage &page, const houserules::halunkenspelunken::Rules &rules);
void addRound(RulesPage &page, const houserules::halunkenspelunken::Rules &rules);

} // namespace hsrulespictures
