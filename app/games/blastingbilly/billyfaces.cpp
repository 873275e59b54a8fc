#include "billyfaces.h"

#include "art/svgart.h"

#include "blastingbilly/rules.h"

using namespace Qt::Literals::StringLiterals;
using namespace houserules::blastingbilly;

CardFace billyFace(const SvgArt &art, const Rules &rules, int card)
{
    CardFace face {QString::fromStdString(rules.cardName(card)), {}};
    const Card &c = rules.deck[std::size_t(card)];
    const QString blank = QString::fromStdString(rules.colours[std::size_t(c.colour)]) + u"-blank"_s;
    if (art.has(face.element) || c.dynamite || !art.has(blank))
        return face; // drawn, or the placeholder that marks missing art
    face.element = blank;
    // The blank face's corner box is at (21, 21) to (83, 83) of 200 x 300,
    // its medallion a circle of radius 47 around the centre (see
    // resources/README.md); a longer number is written smaller.
    const QString value = QString::number(c.value);
    const qreal digits = qreal(value.size());
    const CardText corner {value, {(21 + 21 * digits) / 200, 52.0 / 300}, 0.22};
    face.texts = {corner, {value, {1 - corner.centre.x(), 1 - corner.centre.y()}, corner.height, 180},
        {value, {0.5, 0.5},
            digits <= 1       ? 0.24
                : digits <= 2 ? 0.19
                              : 0.13}};
    return face;
}
