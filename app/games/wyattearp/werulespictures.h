#pragma once

#include <QList>

class RulesPage;
struct PrintedCard;

namespace houserules::wyattearp {
struct Rules;
}

// Wyatt Earp's rules in pictures, from the game's own cards and pieces and
// the variant's street and numbers: the street's fields and the pieces, and a
// turn step by step. A gunfighter is shown as Wyatt Earp's (the game's name),
// never another: the rules may be open beside a hot-seat game.
namespace werulespictures {

// `deck`: WeUi::printedDeck(): the gunfighters, then the shares.
void addTown(RulesPage &page, const houserules::wyattearp::Rules &rules, const QList<PrintedCard> &deck);
void addTurn(RulesPage &page, const houserules::wyattearp::Rules &rules, const QList<PrintedCard> &deck);

} // namespace werulespictures
