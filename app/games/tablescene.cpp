#include "tablescene.h"

#include "games/carditem.h"

#include "art/tablecolours.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsEllipseItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGuiApplication>
#include <QPen>

#include <algorithm>
#include <cmath>

QColor TableScene::focusDark()
{
    return CardItem::focusDark();
}

namespace {

// The dark line inside a focus frame drawn with `pen`: as wide as half the
// frame's (at least 1.5 pixels), touching its inner edge.
qreal liningWidth(const QPen &pen)
{
    return std::max(1.5, pen.widthF() * 0.5);
}

qreal liningInset(const QPen &pen)
{
    return pen.widthF() / 2 + liningWidth(pen) / 2;
}

} // namespace

QGraphicsRectItem *TableScene::lineFocus(QGraphicsRectItem *frame)
{
    const qreal in = liningInset(frame->pen());
    auto *lining = new QGraphicsRectItem(frame->rect().adjusted(in, in, -in, -in), frame);
    lining->setPen(QPen(focusDark(), liningWidth(frame->pen())));
    return frame;
}

QGraphicsEllipseItem *TableScene::lineFocus(QGraphicsEllipseItem *frame)
{
    const qreal in = liningInset(frame->pen());
    auto *lining = new QGraphicsEllipseItem(frame->rect().adjusted(in, in, -in, -in), frame);
    lining->setPen(QPen(focusDark(), liningWidth(frame->pen())));
    return frame;
}

TableScene::TableScene(QObject *parent) : QGraphicsScene(parent)
{
    setBackgroundBrush(tablecolours::felt);
}

namespace {

int g_textPercent = 100;

} // namespace

void TableScene::setTextPercent(int percent)
{
    g_textPercent = std::clamp(percent, 100, 200);
}

int TableScene::textPercent()
{
    return g_textPercent;
}

qreal TableScene::textScale()
{
    const QFont font = QGuiApplication::font();
    const qreal points = font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize() * 72.0 / 96.0;
    return g_textPercent / 100.0 * std::clamp(points / 10.0, 1.0, 2.0);
}

QSizeF TableScene::cardOfHeight(qreal height)
{
    return {std::floor(height * kCardRatio), std::floor(height)};
}

namespace {

// `text` in lines no wider than `width` at `font`, broken at spaces (a word
// longer than the width keeps a line of its own).
QString wrapped(const QString &text, const QFont &font, qreal width)
{
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + u' ' + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    lines << line;
    return lines.join(u'\n');
}

} // namespace

QGraphicsSimpleTextItem *TableScene::addLabel(
    const QString &text, QPointF centre, qreal pixelSize, bool bold, qreal maxWidth)
{
    auto *label = addSimpleText(text);
    QFont font = label->font();
    font.setPixelSize(std::max(kSmallestText + 1, int(pixelSize)));
    font.setBold(bold);
    label->setFont(font);
    if (maxWidth > 0 && label->boundingRect().width() > maxWidth) {
        // Smaller by the ratio, then a pixel at a time: a bold text's width
        // is not quite proportional to its size.
        int size = std::max(kSmallestText, int(pixelSize * maxWidth / label->boundingRect().width()));
        font.setPixelSize(size);
        label->setFont(font);
        while (size > kSmallestText && label->boundingRect().width() > maxWidth) {
            font.setPixelSize(--size);
            label->setFont(font);
        }
    }
    if (maxWidth > 0 && label->boundingRect().width() > maxWidth) {
        // Two lines, split at the space (or after the hyphen) nearest the
        // middle, as large as they fit.
        const QFontMetricsF metrics(font);
        QString first, second;
        qreal widest = 0;
        for (qsizetype at = 1; at + 1 < text.size(); ++at) {
            const bool space = text[at] == u' ';
            if (!space && text[at - 1] != u'-')
                continue;
            const QString a = text.left(space ? at : at), b = text.mid(space ? at + 1 : at);
            const qreal width = std::max(metrics.horizontalAdvance(a), metrics.horizontalAdvance(b));
            if (first.isEmpty() || width < widest) {
                first = a;
                second = b;
                widest = width;
            }
        }
        if (!first.isEmpty()) {
            label->setText(first + u'\n' + second);
            font.setPixelSize(std::clamp(int(font.pixelSize() * maxWidth / std::max(1.0, widest)), kSmallestText,
                std::max(kSmallestText + 1, int(pixelSize))));
            label->setFont(font);
        }
    }
    label->setBrush(tablecolours::text);
    const QRectF r = label->boundingRect();
    label->setPos(centre - QPointF(r.width() / 2, r.height() / 2));
    label->setZValue(50);
    return label;
}

QGraphicsSimpleTextItem *TableScene::addCardText(
    const QString &text, QPointF centre, qreal pixelSize, qreal width, bool bold)
{
    auto *label = addSimpleText(text);
    QFont font = label->font();
    font.setPixelSize(std::max(kSmallestText, int(pixelSize)));
    font.setBold(bold);
    label->setFont(font);
    const QRectF r = label->boundingRect();
    if (r.width() > width && width > 0)
        label->setScale(width / r.width());
    label->setPos(centre - QPointF(r.width(), r.height()) * label->scale() / 2);
    label->setZValue(12);
    return label;
}

QGraphicsSimpleTextItem *TableScene::addLabelOrShort(
    const QString &text, const QString &shortText, QPointF centre, qreal pixelSize, bool bold, qreal maxWidth)
{
    QFont font;
    font.setPixelSize(std::max(kSmallestText + 1, int(pixelSize * 0.85)));
    font.setBold(bold);
    if (QFontMetricsF(font).horizontalAdvance(text) <= maxWidth)
        return addLabel(text, centre, pixelSize, bold, maxWidth);
    auto *label = addLabel(shortText, centre, pixelSize, bold, maxWidth);
    label->setToolTip(text);
    return label;
}

QGraphicsSimpleTextItem *TableScene::addParagraph(const QString &text, QRectF box, qreal pixelSize, bool bold)
{
    auto *paragraph = addSimpleText(QString());
    QFont font = paragraph->font();
    font.setBold(bold);
    for (int size = std::max(kSmallestText, int(pixelSize));; --size) {
        font.setPixelSize(size);
        paragraph->setFont(font);
        paragraph->setText(wrapped(text, font, box.width()));
        const QRectF r = paragraph->boundingRect();
        if (size == kSmallestText || (r.width() <= box.width() && r.height() <= box.height()))
            break;
    }
    paragraph->setBrush(tablecolours::text);
    paragraph->setPos(box.topLeft());
    paragraph->setZValue(50);
    return paragraph;
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
