#pragma once

#include <QString>

namespace houserules::boomo {
struct Rules;
}

// What Boomo's cards and table areas do, for their tooltips (Tooltips::says).
namespace boomotips {

// What a card does when played ("the next player misses a turn.").
QString does(const houserules::boomo::Rules &rules, int card);
// A card the viewer sees: its name and what it does.
QString card(const houserules::boomo::Rules &rules, int card);
// A card in another's hand: the viewer sees its back only.
QString hidden(const QString &owner);
QString bomb(bool exploded);
QString total(int total, int limit);
QString drawPile(int cards);
QString discardPile();

} // namespace boomotips
