#include "boomofaces.h"

#include "art/svgart.h"

#include "boomo/rules.h"

using namespace Qt::Literals::StringLiterals;
using namespace houserules::boomo;

CardFace boomoFace(const SvgArt &art, const Rules &rules, int card)
{
    const Card &c = rules.cards[std::size_t(card)];
    if (c.kind != Kind::Number)
        return {QString::fromStdString(rules.cardName(card)), {}};
    CardFace face {u"number-%1"_s.arg(c.amount), {}};
    if (!art.has(face.element)) {
        // In the dial and the corner boxes of the blank face, as the drawn
        // numbers stand (see resources/README.md).
        face.element = u"number-blank"_s;
        const QString digits = QString::number(c.amount);
        const bool one = digits.size() == 1;
        const CardText corner {digits, {49.0 / 200, 42.0 / 300}, one ? 0.18 : 0.15};
        face.texts = {{digits, {0.5, 0.54}, one ? 0.3 : 0.22}, corner,
            {digits, QPointF(1, 1) - corner.centre, corner.height, 180}};
    }
    return face;
}
