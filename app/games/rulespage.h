#pragma once

#include "art/cardtext.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QTextDocument;
struct PrintedCard;

// A picture in a game's rules, drawn from the game's own art: SVG elements
// of its cards and pieces (what the table draws), placed in logical pixels
// on a patch of the table's felt, with arrows and round counters between
// them. No words but numbers: what a picture shows is said by its caption,
// in the text (translated, and read aloud by a screen reader).
struct RulesPicture {
    struct Sprite {
        QString art; // resource path of the SVG holding `element`
        QString element;
        QRectF rect;
        QList<CardText> texts = {}; // written over the art, as the table does
        qreal rotation = 0;         // degrees, about the centre
        qreal opacity = 1;
        bool highlighted = false; // framed in the table's "chosen" colour
        bool struck = false;      // crossed out, as a card dynamite removed
    };
    struct Arrow {
        QPointF from;
        QPointF to;
    };
    // A part of the table (a loot, the box): a darker patch, framed when
    // it is a place to play to (`lit`), solidly when it is the chosen one.
    struct Area {
        QRectF rect;
        QColor fill;
        int lit = 0; // 0 no frame, 1 a dashed one, 2 a solid one
    };
    // A round counter, as Boomo's dial: a number, and a share of a ring.
    struct Counter {
        QPointF centre;
        qreal radius;
        QString number;
        qreal share = -1; // 0..1 of the ring lit; negative: no ring
    };

    QSizeF size;
    bool felt = true; // on a patch of the table; false: the art alone
    QList<Sprite> sprites = {};
    QList<Area> areas = {}; // drawn under the sprites
    QList<Arrow> arrows = {};
    QList<Counter> counters = {};

    // `element` of `art` at `rect`, returned for further settings.
    Sprite &add(const QString &art, const QString &element, const QRectF &rect, const QList<CardText> &texts = {});
    // A card as the game prints it (GameUi::printedDeck(): its face with what
    // is written and drawn on it, or its back), from the game's card art.
    Sprite &addCard(const QString &art, const PrintedCard &card, const QRectF &rect, bool back = false);
    // The picture at `scale` device pixels per logical pixel.
    QImage render(qreal scale) const;
};

// A game's rules reference: its HTML (in the current language, with the
// variant's numbers) and the pictures it shows. A picture is named in the
// HTML (<img src="rules:GAME/NAME">) and drawn only when a document that
// shows or prints the rules asks for it (addPicturesTo()): the dialog, its
// "Save as PDF" and the command line's PDF all get the same pictures.
class RulesPage {
public:
    explicit RulesPage(const QString &gameId) : m_gameId(gameId) {}

    QString html() const { return m_html; }
    // The same with every picture drawn at `scale` of its size: smaller on
    // paper, where the text is smaller than on the screen.
    QString html(qreal pictureScale) const;
    RulesPage &operator+=(const QString &html)
    {
        m_html += html;
        return *this;
    }
    // Puts `html` before the page (a box that opens the printed rules).
    void prepend(const QString &html) { m_html.prepend(html); }

    // A picture on a line of its own.
    void addPicture(const QString &name, const RulesPicture &picture);
    // Pictures side by side, each with its caption (a name) under it:
    // cards and pieces with what they are called. At most `columns` a row,
    // spread evenly over the rows.
    struct Captioned {
        RulesPicture picture;
        QString caption;
    };
    void addGallery(const QString &name, const QList<Captioned> &items, int columns);
    // A sequence: each picture beside its numbered caption (a turn, step by step).
    void addSteps(const QString &name, const QList<Captioned> &steps);
    // One picture beside its caption (an example).
    void addFigure(const QString &name, const Captioned &figure);

    // The URL the HTML names every picture by, in order.
    QStringList pictureNames() const;
    QImage picture(const QString &url, qreal scale) const;
    // What the picture named `url` shows, before it is drawn; null if none.
    const RulesPicture *pictureNamed(const QString &url) const;
    // Gives `document` every picture, at `scale` device pixels per logical
    // pixel (the screen's ratio; about 3 for print), before its HTML is set.
    void addPicturesTo(QTextDocument &document, qreal scale) const;

private:
    QString image(const QString &name, const RulesPicture &picture);
    static QString tag(const QString &url, QSizeF size);
    QString row(const QString &name, const Captioned &item, const QString &number);

    QString m_gameId;
    QString m_html;
    QList<std::pair<QString, RulesPicture>> m_pictures;
};
