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

} // namespace billynames
