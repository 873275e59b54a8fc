#pragma once

#include <QString>

namespace houserules::boomo {
struct Rules;
}

// Translated names of Boomo's cards, looked up from the engine's kind ids:
// the rulebook's own terms in German, French and Italian ("Zeitstopper",
// "Désamorçage", "Blocca"...), names chosen once for Dutch and English.
namespace boomonames {

// A kind by its id ("stop", "set30", "10"...).
QString kind(const QString &kindId);
QString card(const houserules::boomo::Rules &rules, int card);
// "Ticking time bomb", the three each player has.
QString timeBomb();

} // namespace boomonames
