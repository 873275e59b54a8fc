#pragma once

#include <QColor>
#include <QGraphicsScene>
#include <QSizeF>

class CardItem;
class QGraphicsEllipseItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

// What every game's table scene draws alike: the felt, the panels, labels
// that fit their place, and the card proportions. Each game lays out its own
// items on top, for the size of the view, leaving a strip free for the
// table's messages.
class TableScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit TableScene(QObject *parent = nullptr);

    // The size to lay out for; takes effect with the next rebuild.
    void setViewSize(QSizeF size) { m_size = size; }
    QSizeF viewSize() const { return m_size; }
    // The strip the layout keeps free for messages, in scene coordinates.
    virtual QRectF messageArea() const = 0;
    // Every card and piece drawn.
    QList<CardItem *> cardItems() const;

    // The table's colours are tablecolours' (art/tablecolours.h). What the
    // keyboard points at is framed in tablecolours::turn, lined inside with
    // this dark colour (see CardItem::setHighlighted): one of the two stands
    // out at 3:1 from whatever is next to the frame.
    static QColor focusDark();
    static constexpr qreal kCardRatio = 2.0 / 3.0; // card width / height

    // A card of `height` pixels, in whole pixels (drawn 1:1 from the cache).
    static QSizeF cardOfHeight(qreal height);

    // The visible card or piece a game tagged with a role and an id
    // (item data 0 and 1: "cowboy", seat), for its animations; null if none.
    CardItem *findCard(const QString &role, int id) const;
    // The topmost card at `scenePos` tagged with `role` (item data 0).
    CardItem *cardAt(QPointF scenePos, const QString &role) const;
    // The seats but the viewer's, clockwise from the viewer (for the
    // public: every seat, from the first).
    static QList<int> seatsAround(int viewer, int players);

    // The smallest text a table draws, in pixels, at any text size: a label
    // that does not fit is made smaller down to this, and broken into lines
    // below it.
    static constexpr int kSmallestText = 9;

    // The size of the tables' texts the person chose (Settings › Table text
    // size), in percent: 100, 125, 150 or 200. Takes effect with the next
    // layout (TableView::applyTextSize lays out the open tables anew).
    static void setTextPercent(int percent);
    static int textPercent();
    // How much larger than at 100% with a 10-point desktop font the texts
    // are drawn: the setting times the desktop's font size (a larger desktop
    // font grows the tables' texts too; a smaller one does not shrink them).
    static qreal textScale();

protected:
    QSizeF m_size {1200, 800};

    // Lines `frame` (a rectangle or an ellipse in tablecolours::turn, what
    // the keyboard points at) on its inside with focusDark(); returns `frame`.
    QGraphicsRectItem *lineFocus(QGraphicsRectItem *frame);
    QGraphicsEllipseItem *lineFocus(QGraphicsEllipseItem *frame);

    // A line of text centred on `centre`, made smaller if it would be wider
    // than `maxWidth` (translations run longer than English), and broken in
    // two at a space if even the smallest text would be.
    QGraphicsSimpleTextItem *addLabel(
        const QString &text, QPointF centre, qreal pixelSize, bool bold = false, qreal maxWidth = 0);
    // Text written on a card (a name on its band), centred on `centre`:
    // drawn smaller until it fits `width`, never broken into lines.
    QGraphicsSimpleTextItem *addCardText(
        const QString &text, QPointF centre, qreal pixelSize, qreal width, bool bold = true);
    // `text` as addLabel() draws it if it fits on one line at about its
    // size; else `shortText` (the long one then its tooltip).
    QGraphicsSimpleTextItem *addLabelOrShort(
        const QString &text, const QString &shortText, QPointF centre, qreal pixelSize, bool bold, qreal maxWidth);
    // Text in `box` (its top left, its width), broken into lines at spaces,
    // made smaller until its lines fit the box's height too.
    QGraphicsSimpleTextItem *addParagraph(const QString &text, QRectF box, qreal pixelSize, bool bold = false);
};
