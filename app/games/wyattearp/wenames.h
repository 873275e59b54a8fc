#pragma once

#include <QColor>
#include <QString>

namespace houserules::wyattearp {
struct Rules;
}

// Translated names of Wyatt Earp's businesses, attributes, field kinds,
// hasard spots and poker dice, looked up from the engine's ids, and the art
// element of each. The gunfighters are proper names, the same in every
// language; "Arizona-Club" is the rulebook's own name.
namespace wenames {

// A business by its id in the variant ("arizona_club"); an unknown id (a
// house rule's own business) is shown as it is written.
QString business(const QString &businessId);
QString business(const houserules::wyattearp::Rules &rules, int business);
// A gunfighter by its id ("wyatt_earp"), or by its index in the variant.
QString gunfighter(const QString &gunfighterId);
QString gunfighter(const houserules::wyattearp::Rules &rules, int gunfighter);
// An attribute by its index (the rulebook's order) or its id ("speed").
QString attribute(int attribute);
QString attribute(const QString &attributeId);
// A share: "Gunsmith (Speed)".
QString share(const houserules::wyattearp::Rules &rules, int share);
QString share(const QString &businessName, const QString &attributeName);
// A field kind ("Star field"), by houserules::wyattearp::FieldKind.
QString fieldKind(int kind);
// Where a hasard chip lies ("LOW (4–10)", "Pair of 3s"), by Spot.
QString spot(int spot);
// A poker die's face (1..6: 9, 10, J, Q, K, A) and a combination's name.
QString pokerFace(int face);
QString combination(int combination);

// A seat's cowboy colour with the shape on its pieces, translated ("red, circle"
// for seat 0...), and its art.
QString cowboyColour(int seat);
QString cowboyElement(int seat);
QString chipElement(int seat);
// The seat's mark alone (the shape its cowboy and chips carry besides the
// colour), for wherever the colour is shown as a swatch.
QString markElement(int seat);
QColor cowboyTint(int seat);

// Art elements.
QString shareElement(const houserules::wyattearp::Rules &rules, int share);
QString gunfighterElement(const houserules::wyattearp::Rules &rules, int gunfighter);
QString fieldElement(int kind);
QString attributeElement(int attribute);
QString dieElement(int face);      // "die-4"; "die-blank" for 0
QString pokerDieElement(int face); // "poker-q"

} // namespace wenames

namespace wenames {
// "%n bill(s)", translated.
QString bills(int n);
// A field by its index (side * fields + field): "north 7 (Star field)";
// -1: off the street.
QString field(const houserules::wyattearp::Rules &rules, int at);
} // namespace wenames
