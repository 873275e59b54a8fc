#include "tablescene.h"

#include "art/carditem.h"

#include <QFont>
#include <QGraphicsSimpleTextItem>

#include <cmath>

const QColor TableScene::kFelt(28, 84, 58);
const QColor TableScene::kPanel(255, 255, 255, 28);
const QColor TableScene::kText(245, 240, 225);
const QColor TableScene::kTurn(255, 196, 0);
const QColor TableScene::kHint(64, 224, 255);
const QColor TableScene::kAlert(255, 120, 100);

TableScene::TableScene(QObject *parent) : QGraphicsScene(parent)
{
    setBackgroundBrush(kFelt);
}

QSizeF TableScene::cardOfHeight(qreal height)
{
    return {std::floor(height * kCardRatio), std::floor(height)};
}

QGraphicsSimpleTextItem *TableScene::addLabel(
    const QString &text, QPointF centre, qreal pixelSize, bool bold, qreal maxWidth)
{
    auto *label = addSimpleText(text);
    QFont font = label->font();
    font.setPixelSize(std::max(10, int(pixelSize)));
    font.setBold(bold);
    label->setFont(font);
    if (maxWidth > 0 && label->boundingRect().width() > maxWidth) {
        font.setPixelSize(std::max(9, int(pixelSize * maxWidth / label->boundingRect().width())));
        label->setFont(font);
    }
    label->setBrush(kText);
    const QRectF r = label->boundingRect();
    label->setPos(centre - QPointF(r.width() / 2, r.height() / 2));
    label->setZValue(50);
    return label;
}

CardItem *TableScene::findCard(const QString &role, int id) const
{
    for (QGraphicsItem *item : items())
        if (item->data(0).toString() == role && item->data(1).toInt() == id && item->isVisible())
            if (auto *card = dynamic_cast<CardItem *>(item))
                return card;
    return nullptr;
}

QList<CardItem *> TableScene::cardItems() const
{
    QList<CardItem *> cards;
    for (QGraphicsItem *item : items())
        if (auto *card = dynamic_cast<CardItem *>(item))
            cards << card;
    return cards;
}

CardItem *TableScene::cardAt(QPointF scenePos, const QString &role) const
{
    for (QGraphicsItem *item : items(scenePos)) // topmost first
        if (auto *card = dynamic_cast<CardItem *>(item); card && card->data(0).toString() == role)
            return card;
    return nullptr;
}

QList<int> TableScene::seatsAround(int viewer, int players)
{
    QList<int> seats;
    for (int step = 1; step <= players; ++step) {
        const int seat = ((viewer < 0 ? -1 : viewer) + step + players) % players;
        if (seat != viewer)
            seats << seat;
    }
    return seats;
}
