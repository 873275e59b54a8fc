#pragma once

#include <QString>

namespace houserules::blastingbilly {
struct Rules;
}

// Translated names of Blasting Billy's colours and cards, looked up from the
// engine's stable ids (the rulebooks' terms: Goud, Bankbiljetten, ... in
// Dutch; Gold, Banknotes, ... in English).
namespace billynames {

// "Gold", "Banknotes", ...; the id itself for a colour a house rule invents.
QString colour(const QString &colourId);
QString colour(const houserules::blastingbilly::Rules &rules, int colour);
QString dynamite(); // "Dynamite"
// "Gold 7", "Gold dynamite".
QString card(const houserules::blastingbilly::Rules &rules, int card);
// The same from the card's kind as the simulator names it ("gold-7",
// "gold-dynamite"); the kind itself when it is not of that form.
QString card(const QString &kind);

} // namespace billynames
