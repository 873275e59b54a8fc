#pragma once

#include <QList>

class RulesPage;
struct PrintedCard;

namespace houserules::boomo {
struct Rules;
}

// Boomo's rules in pictures, from the deck's own art and the variant's
// numbers: one card of each kind with its name, and a turn step by step.
namespace boomorulespictures {

// `deck`: BoomoUi::printedDeck(), one entry per card id.
void addCards(RulesPage &page, const houserules::boomo::Rules &rules, const QList<PrintedCard> &deck);
void addTurn(RulesPage &page, const houserules::boomo::Rules &rules, const QList<PrintedCard> &deck);

} // namespace boomorulespictures
