#pragma once

#include <QList>

class RulesPage;
struct PrintedCard;

namespace houserules::blastingbilly {
struct Rules;
}

// Blasting Billy's rules in pictures, from the deck's own art and the
// variant's cards: a card of each colour, a turn step by step, dynamite going
// off, and a player shot down. Never a card's name in a caption: the rules
// may be open beside a hot-seat game, where a name could read as a secret.
namespace billyrulespictures {

// `deck`: BillyUi::printedDeck(), one entry per card id.
void addCards(RulesPage &page, const houserules::blastingbilly::Rules &rules, const QList<PrintedCard> &deck);
void addTurn(RulesPage &page, const houserules::blastingbilly::Rules &rules, const QList<PrintedCard> &deck);
void addDynamite(RulesPage &page, const houserules::blastingbilly::Rules &rules, const QList<PrintedCard> &deck);
void addShotDown(RulesPage &page, const houserules::blastingbilly::Rules &rules, const QList<PrintedCard> &deck);

} // namespace billyrulespictures
