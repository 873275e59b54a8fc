#pragma once

#include <QList>
#include <QPointF>
#include <QString>

class QPainter;
class QRectF;

// A word or number that a table writes on a card over its art (a value the
// art has no face for, a name), placed in fractions of the card so that the
// screen and the printed deck put it in the same place.
struct CardText {
    QString text;
    QPointF centre;     // fractions of the card's width and height
    qreal height;       // the letters' height, a fraction of the card's height
    qreal rotation = 0; // degrees, about the centre: 180 for a corner index turned
    friend bool operator==(const CardText &, const CardText &) = default;
};

// A card's face as a table or the printed deck draws it: an element of the
// game's card art and what is written over it.
struct CardFace {
    QString element;
    QList<CardText> texts;
};

// Draws `text` on the card that fills `card`, as outlines in the cards' dark
// ink: the same on the screen, on paper and in a PDF, with no font to embed.
void paintCardText(QPainter &painter, const CardText &text, const QRectF &card);
