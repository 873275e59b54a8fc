#include "cardtext.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

void paintCardText(QPainter &painter, const CardText &text, const QRectF &card)
{
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(1, int(text.height * card.height())));
    QPainterPath path;
    path.addText(0, 0, font, text.text);
    const QRectF bounds = path.boundingRect();
    const qreal room = card.width() * 0.86;
    const qreal scale = bounds.width() > room ? room / bounds.width() : 1.0;
    painter.save();
    painter.translate(card.left() + text.centre.x() * card.width(), card.top() + text.centre.y() * card.height());
    painter.rotate(text.rotation);
    painter.scale(scale, scale);
    painter.translate(-bounds.center());
    painter.fillPath(path, QColor(40, 25, 12));
    painter.restore();
}
