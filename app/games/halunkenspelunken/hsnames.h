#pragma once

#include <QColor>
#include <QString>

namespace houserules::halunkenspelunken {
struct Rules;
}

// Translated names of Halunken & Spelunken's colours and cards, looked up
// from the engine's ids, and the art element of each: the rulebook's own
// colours (yellow, grey, purple, red) in every language.
namespace hsnames {

// A villain colour by its id in the variant ("yellow"...); an unknown id
// (a house rule's own colour) is shown as it is written.
QString colour(const QString &colourId);
QString colour(const houserules::halunkenspelunken::Rules &rules, int colour);
// "Red 9".
QString villain(const houserules::halunkenspelunken::Rules &rules, int card);
QString villain(const QString &colourId, int value);
// "5", or "Rum" for the rum card (kRum).
QString move(int number);
// A card in words, for the printed deck's cover: "Movement card 5", "Rum
// card", "Black Jack's movement card 11".
QString movementCard(int number);
QString blackJackCard(int number);
// A seat's captain colour with the shape on its pieces, translated ("red,
// circle" for seat 0...), and its art.
QString captainColour(int seat);
QString captainElement(int seat);
// The seat's mark alone (the shape its captain carries besides the colour),
// for wherever the colour is shown as a swatch.
QString markElement(int seat);
QColor captainTint(int seat);

// Art elements: a villain's face ("villain-red-9"; a house rule's fifth
// colour borrows the art of colour index % 4), a movement card's, Black
// Jack's card.
QString villainElement(const houserules::halunkenspelunken::Rules &rules, int card);
QString moveElement(int number);
QString blackJackElement(int number);

} // namespace hsnames
