#pragma once

#include <QColor>
#include <QGraphicsScene>
#include <QSizeF>

class CardItem;
class QGraphicsSimpleTextItem;

// What every game's table scene draws alike: the felt, the panels, labels
// that fit their place, and the card proportions. Each game lays out its own
// items on top.
class TableScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit TableScene(QObject *parent = nullptr);

    static const QColor kFelt;
    static const QColor kPanel;
    static const QColor kText;
    static const QColor kTurn; // whose turn it is, chosen items, targets
    static const QColor kHint; // the search bot's suggestion
    static const QColor kAlert;
    static constexpr qreal kCardRatio = 2.0 / 3.0; // card width / height

    // A card of `height` pixels, in whole pixels (drawn 1:1 from the cache).
    static QSizeF cardOfHeight(qreal height);

    // The visible card or piece a game tagged with a role and an id
    // (item data 0 and 1: "cowboy", seat), for its animations; null if none.
    CardItem *findCard(const QString &role, int id) const;

protected:
    // A line of text centred on `centre`, made smaller if it would be wider
    // than `maxWidth` (translations run longer than English).
    QGraphicsSimpleTextItem *addLabel(
        const QString &text, QPointF centre, qreal pixelSize, bool bold = false, qreal maxWidth = 0);
};
