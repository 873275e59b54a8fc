#include "carditem.h"

#include "art/svgart.h"

#include <QPainter>
#include <QWidget>

CardItem::CardItem(const SvgArt &art, const QString &elementId, QSizeF size, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_art(art), m_element(elementId), m_size(size)
{}

CardItem::CardItem(const SvgArt &art, const CardFace &face, QSizeF size, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_art(art), m_element(face.element), m_size(size), m_texts(face.texts)
{}

void CardItem::setElementId(const QString &id)
{
    if (id == m_element)
        return;
    m_element = id;
    update();
}

void CardItem::setSize(QSizeF size)
{
    if (size == m_size)
        return;
    prepareGeometryChange();
    m_size = size;
}

void CardItem::setHighlighted(bool on)
{
    if (on == m_highlighted)
        return;
    m_highlighted = on;
    update();
}

QRectF CardItem::boundingRect() const
{
    const qreal margin = 4;
    return QRectF(QPointF(0, 0), m_size).adjusted(-margin, -margin, margin, margin);
}

void CardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget)
{
    const qreal ratio = widget ? widget->devicePixelRatioF() : painter->device()->devicePixelRatioF();
    // Whole device pixels: the cached pixmap is drawn 1:1, never resampled.
    const QSize size = m_size.toSize();
    painter->drawPixmap(QPointF(0, 0), m_art.pixmap(m_element, size, ratio));
    if (!m_texts.isEmpty()) {
        painter->setRenderHint(QPainter::Antialiasing);
        for (const CardText &text : m_texts)
            paintCardText(*painter, text, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    if (m_highlighted) {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        const qreal radius = m_size.width() * 0.07;
        const QRectF card(QPointF(0, 0), m_size);
        // Within the item's margin: light from 4 to 2 pixels outside the
        // card, dark from there to its edge.
        painter->setPen(QPen(focusLight(), 2));
        painter->drawRoundedRect(card.adjusted(-3, -3, 3, 3), radius + 3, radius + 3);
        painter->setPen(QPen(focusDark(), 2));
        painter->drawRoundedRect(card.adjusted(-1, -1, 1, 1), radius + 1, radius + 1);
    }
}
