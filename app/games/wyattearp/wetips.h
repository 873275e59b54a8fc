#pragma once

#include <QString>

namespace houserules::wyattearp {
struct Rules;
}

// What Wyatt Earp's fields, cards and pieces do, for their tooltips
// (Tooltips::says).
namespace wetips {

// A field of the street (0 .. 2 × fields - 1): its name, what landing there does.
QString fieldDoes(int kind);
QString field(const houserules::wyattearp::Rules &rules, int at);
// A share the viewer sees: its business and attribute, and what it is for.
QString shareDoes(const houserules::wyattearp::Rules &rules, int share);
QString share(const houserules::wyattearp::Rules &rules, int share);
// What the shares a player holds are for.
QString holding(const houserules::wyattearp::Rules &rules);
// A deck of shares, face down: `deck` 0 the star deck, 1 the dollar deck.
QString deck(const QString &name, int deck, int shares);
QString gunfighter(const QString &name);
QString attribute(int attribute);
QString moveDie();
// A die by its place and face ("Move die 2: 5", "Poker die 1: Q").
QString moveDie(int die, int face);
QString pokerDie(int die, const QString &face, bool keeping, bool kept);
QString pot();
QString hasardBoard();

} // namespace wetips
