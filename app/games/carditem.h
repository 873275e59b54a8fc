#pragma once

#include "art/cardtext.h"

#include <QColor>
#include <QGraphicsObject>
#include <QList>

class SvgArt;

// A card on a table: an SVG element of a deck drawn at the item's size from
// the pixmap cache (rendered once per size, never scaled blurry). Knows
// nothing of rules; the table gives it an element id and a size.
class CardItem final : public QGraphicsObject {
    Q_OBJECT
public:
    CardItem(const SvgArt &art, const QString &elementId, QSizeF size, QGraphicsItem *parent = nullptr);
    // A face with what is written over it.
    CardItem(const SvgArt &art, const CardFace &face, QSizeF size, QGraphicsItem *parent = nullptr);

    QString elementId() const { return m_element; }
    void setElementId(const QString &id);
    // Written over the art (a value the art has no face for).
    const QList<CardText> &texts() const { return m_texts; }
    QSizeF size() const { return m_size; }
    void setSize(QSizeF size);
    // A coloured frame: the card is chosen, or a legal target. It is the
    // keyboard's focus indicator too: a light band outside, a dark line
    // inside, two colours at better than 9:1 to each other, so that one of
    // them stands out at 3:1 from whatever is next to it, the felt or a card
    // (WCAG 2 technique C40).
    void setHighlighted(bool on);
    static QColor focusLight() { return QColor(255, 196, 0); }
    static QColor focusDark() { return QColor(20, 20, 20); }
    bool isHighlighted() const { return m_highlighted; }
    // The game's id of the card shown, -1 when its face is unknown.
    int cardId() const { return m_card; }
    void setCardId(int card) { m_card = card; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const SvgArt &m_art;
    QString m_element;
    QSizeF m_size;
    QList<CardText> m_texts;
    bool m_highlighted = false;
    int m_card = -1;
};
