#pragma once

#include <QString>

namespace houserules::blastingbilly {
struct Rules;
}

// What Blasting Billy's cards and table areas do, for their tooltips
// (Tooltips::says).
namespace billytips {

// What a card is for: its worth, or what dynamite does.
QString does(const houserules::blastingbilly::Rules &rules, int card);
// A card the viewer sees: its name and what it does.
QString card(const houserules::blastingbilly::Rules &rules, int card);
// A card whose value the viewer may not know: only its colour, which its back shows.
QString hidden(const houserules::blastingbilly::Rules &rules, int colour);
QString billysLoot();
QString yourLoot();
QString othersLoot(const QString &name);
QString box();
QString drawPile(int cards);

} // namespace billytips
