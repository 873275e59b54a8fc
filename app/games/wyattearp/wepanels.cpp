// WeScene's players' panels (bills, chips, shares by business, sitting out,
// broke), the viewer's own gunfighter with his stars, and at the end every
// player's.

#include "wescene.h"

#include "wesceneparts.h"

#include "wenames.h"
#include "wetips.h"

#include "art/svgart.h"
#include "art/tablecolours.h"
#include "games/carditem.h"

#include "wyattearp/scoring.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::wyattearp;

void WeScene::addPanel(int seat)
{
    const QRectF panel = m_layout->panelRects.value(seat);
    // The header holds the name, the bills and the chips on one line: a
    // larger text size grows them as far as the panel is wide enough.
    const qreal t = std::min(text(), std::max(text() / textScale(), panel.width() / 18));
    const bool turn = seat == m_obs.currentPlayer;
    const bool out = !m_obs.inGame[std::size_t(seat)];
    auto *background = addRect(panel, turn ? QPen(tablecolours::turn, 3) : QPen(Qt::NoPen), QColor(255, 240, 210, 34));
    background->setZValue(-1);
    background->setData(0, u"panel"_s);
    background->setData(1, seat);
    addRect(QRectF(panel.left(), panel.top(), 6, panel.height()), Qt::NoPen, wenames::cowboyTint(seat))->setZValue(0);

    const qreal header = addPanelHeader(seat, panel, t);
    // The score as the end counts it, at the foot on the right.
    const Holding h = holding(m_rules, m_obs.shares[std::size_t(seat)]);
    auto *score = addLabel(tr("%n counted", nullptr, h.score), {}, t * 0.8, false, panel.width() * 0.3);
    score->setPos(
        panel.right() - 8 - score->boundingRect().width(), panel.bottom() - score->boundingRect().height() - 2);
    score->setData(0, u"score"_s);
    score->setData(1, seat);
    // The shares left of the score.
    const QRectF area(panel.left() + 12, panel.top() + header + 6, score->pos().x() - 6 - panel.left() - 12,
        panel.height() - header - 10);
    addPanelShares(seat, area, h, t);
    if (out)
        background->setOpacity(0.5);
}

// A panel's header line: where its markers are placed, from the right.
struct WeScene::PanelHeader {
    int seat;
    QPointF icon;
    qreal side; // the header's height
    qreal t;    // its text size
    qreal x;    // the left edge of the markers so far
};

qreal WeScene::addPanelHeader(int seat, const QRectF &panel, qreal t)
{
    // The header: cowboy, name, markers.
    const auto s = std::size_t(seat);
    const bool turn = seat == m_obs.currentPlayer;
    const bool out = !m_obs.inGame[s];
    const qreal header = std::clamp(panel.height() * 0.3, t * 1.6, t * 2.6);
    const QPointF icon(panel.left() + 10 + header / 2, panel.top() + 2 + header / 2);
    auto *cowboy = addPiece(wenames::cowboyElement(seat), QSizeF(header, header), icon, u"cowboy-icon"_s);
    cowboy->setToolTip(tr("%1's cowboy (%2)").arg(m_names.value(seat), wenames::cowboyColour(seat)));
    // The cowboy's mark again, big enough to read at the header's size.
    addPiece(wenames::markElement(seat), QSizeF(header * 0.5, header * 0.5), icon + QPointF(header, header) * 0.27,
        u"mark"_s)
        ->setZValue(cowboy->zValue() + 0.5);
    const QString name = seat == viewer() ? tr("%1 (you)").arg(m_names.value(seat)) : m_names.value(seat);
    PanelHeader line {seat, icon, header, t, panel.right() - 8};
    addHeaderMarker(line, wenames::chipElement(seat), QString::number(m_obs.chips[s]),
        tr("%n chip(s) in hand", nullptr, m_obs.chips[s]), u"chips"_s);
    addHeaderMarker(line, u"bills"_s, QString::number(m_obs.bills[s]), wenames::bills(m_obs.bills[s]), u"bills"_s);
    if (out || m_obs.sitOut[s] > 0) {
        const QString tip
            = out ? tr("Broke: out of the game") : tr("Sits out %n more turn(s)", nullptr, m_obs.sitOut[s]);
        addHeaderMarker(
            line, u"sitting-out"_s, out ? tr("out") : QString::number(m_obs.sitOut[s]), tip, u"sitting-out"_s);
    }
    // The name in what the markers leave of the line.
    const qreal nameLeft = icon.x() + header / 2 + 6;
    // (Where "(you)" would take a second line, the name alone.)
    auto *nameLabel = addLabelOrShort(
        name, m_names.value(seat), {}, t, turn, std::min(panel.width() * 0.42, line.x + t * 0.7 - 4 - nameLeft));
    nameLabel->setPos(nameLeft, icon.y() - nameLabel->boundingRect().height() / 2);
    if (turn)
        nameLabel->setBrush(tablecolours::turn);
    return header;
}

void WeScene::addHeaderMarker(
    PanelHeader &line, const QString &element, const QString &value, const QString &tip, const QString &role)
{
    // A value and its piece, right to left.
    auto *label = addLabel(value, {}, line.t * 0.95, true);
    line.x -= label->boundingRect().width();
    label->setPos(line.x, line.icon.y() - label->boundingRect().height() / 2);
    label->setData(0, role);
    label->setData(1, line.seat);
    label->setToolTip(tip);
    line.x -= line.side * 0.75 + 2;
    auto *piece = addPiece(
        element, QSizeF(line.side * 0.75, line.side * 0.75), {line.x + line.side * 0.375, line.icon.y()}, role);
    piece->setToolTip(tip);
    line.x -= line.t * 0.7;
}

void WeScene::addPanelShares(int seat, const QRectF &area, const Holding &h, qreal t)
{
    // The shares, one small certificate per business, the count beside it;
    // a complete business framed and ticked.
    const auto s = std::size_t(seat);
    const bool out = !m_obs.inGame[s];
    const int held = int(std::count_if(h.byBusiness.begin(), h.byBusiness.end(), [](int n) { return n > 0; }));
    if (held == 0) {
        auto *none
            = addLabel(out ? tr("out of the game") : tr("no shares yet"), area.center(), t * 0.85, false, area.width());
        none->setOpacity(0.7);
    }
    const QSizeF card = cardOfHeight(
        std::min(area.height() - 2, held > 0 ? area.width() / std::max(held, 5) / kCardRatio * 0.78 : 1.0));
    const qreal step
        = held > 0 ? std::min(card.width() * 1.28, (area.width() - card.width()) / std::max(1, held - 1)) : 0;
    int i = 0;
    QList<QRectF> badges; // the counts' discs so far, none on another
    for (int b = 0; b < m_rules.businessCount(); ++b) {
        const int n = h.byBusiness[std::size_t(b)];
        if (n == 0)
            continue;
        const bool complete = n == m_rules.businessShares[std::size_t(b)];
        const QPointF topLeft(area.left() + i * step, area.top());
        ++i;
        auto *item = addCard(
            u"share-"_s + QString::fromStdString(m_rules.businesses[std::size_t(b)]), card, topLeft, u"share"_s);
        item->setData(1, b);
        item->setData(2, seat);
        item->setHighlighted(complete);
        QStringList kinds;
        for (const auto share : m_obs.shares[s])
            if (m_rules.shares[std::size_t(share)].business == b)
                kinds << wenames::attribute(int(m_rules.shares[std::size_t(share)].attribute));
        item->setToolTip(
            (complete ? tr("%1: complete (%2), counts %3")
                            .arg(wenames::business(m_rules, b), kinds.join(u", "_s))
                            .arg(m_rules.completeCounts)
                      : tr("%1: %n share(s) (%2)", nullptr, n).arg(wenames::business(m_rules, b), kinds.join(u", "_s)))
            + u'\n' + wetips::holding(m_rules));
        if (n == 1 && !complete)
            continue; // one certificate is one share: no count needed
        // Where the cards lie close, the discs are smaller.
        const qreal r = std::max(8.5, std::min(std::max(t * 0.7, card.width() * 0.22), held > 1 ? step * 0.48 : 1e9));
        addShareBadge(b, n, complete, QRectF(topLeft, card), r, badges);
    }
}

void WeScene::addShareBadge(int business, int count, bool complete, const QRectF &card, qreal r, QList<QRectF> &badges)
{
    const QString badge = complete ? u"✓"_s : u"×%1"_s.arg(count);
    // The count's disc in the card's lower corner; where the cards lie
    // too close for their discs, in the upper corner.
    auto *label = addLabel(badge, {}, r * 1.1, true, r * 1.9);
    const QSizeF badgeSize(
        std::max(2 * r, label->boundingRect().width()), std::max(2 * r, label->boundingRect().height()));
    auto placed = [&](QPointF at) {
        const QRectF rect(at - QPointF(badgeSize.width() / 2, badgeSize.height() / 2), badgeSize);
        return std::none_of(badges.begin(), badges.end(), [&](const QRectF &other) { return other.intersects(rect); });
    };
    const QPointF topLeft = card.topLeft();
    QPointF centre(topLeft.x() + card.width() - r * 0.6, topLeft.y() + card.height() - r * 0.6);
    if (!placed(centre))
        centre.setY(topLeft.y() + r * 0.6);
    if (!placed(centre)) {
        delete label; // no room: the tooltip says how many
        return;
    }
    badges << QRectF(centre - QPointF(badgeSize.width() / 2, badgeSize.height() / 2), badgeSize);
    auto *disc = addEllipse(QRectF(centre - QPointF(r, r), QSizeF(2 * r, 2 * r)), QPen(tablecolours::text, 1),
        complete ? QColor(170, 120, 10) : QColor(40, 25, 10, 230));
    disc->setZValue(14);
    label->setPos(centre - label->boundingRect().center());
    label->setZValue(15);
    label->setData(0, complete ? u"complete"_s : u"share-count"_s);
    label->setData(1, business);
}

void WeScene::addCharacter(QRectF area)
{
    // The viewer's own gunfighter: only this seat's observation holds it.
    const qreal t = text();
    const int gunfighter = m_obs.gunfighters[std::size_t(viewer())];
    auto *background = addRect(area, QPen(kWood, 2), QColor(255, 240, 210, 34));
    background->setZValue(-1);
    background->setData(0, u"character-panel"_s);
    const QString name = wenames::gunfighter(m_rules, gunfighter);
    auto *title = addLabel(tr("Your gunfighter: %1").arg(name), {}, t * 0.95, true, area.width() - 16);
    title->setPos(area.left() + 8, area.top() + 4);
    title->setData(0, u"character-name"_s);
    const qreal top = title->sceneBoundingRect().bottom() + 4;
    const QSizeF card = cardOfHeight(area.bottom() - 4 - top);
    auto *item = addCard(wenames::gunfighterElement(m_rules, gunfighter), card, {area.left() + 8, top}, u"character"_s);
    item->setCardId(gunfighter);
    item->setToolTip(wetips::gunfighter(name));
    // The card's panel (from y 188 of 300) takes the gunfighter's name.
    const qreal k = card.height() / 300;
    addCardText(name, {area.left() + 8 + card.width() / 2, top + 210 * k}, card.height() * 0.065, card.width() * 0.86)
        ->setBrush(QColor(40, 25, 12));

    // A row per attribute: its icon, its name, its stars under the name
    // with their count.
    const qreal left = area.left() + 16 + card.width();
    const qreal rowHeight = (area.bottom() - 2 - top) / kAttributes;
    const qreal icon = std::min(rowHeight * 0.8, t * 2.0);
    // The name and the stars' count, each a line of the row: as large as
    // the text size asks, as far as the row has room; the names in one size,
    // that at which the longest fits.
    const qreal rowText = std::min(t, rowHeight / 2.1);
    const qreal nameRoom = area.right() - left - icon - 8;
    qreal nameSize = rowText * 0.8;
    {
        QFont font;
        font.setPixelSize(std::max(kSmallestText + 1, int(nameSize)));
        qreal widest = 0;
        for (int a = 0; a < kAttributes; ++a)
            widest = std::max(widest, QFontMetricsF(font).horizontalAdvance(wenames::attribute(a)));
        if (widest > nameRoom)
            nameSize = std::max<qreal>(kSmallestText, font.pixelSize() * nameRoom / widest);
    }
    for (int a = 0; a < kAttributes; ++a) {
        const qreal rowTop = top + a * rowHeight;
        addPiece(
            wenames::attributeElement(a), QSizeF(icon, icon), {left + icon / 2, rowTop + rowHeight / 2}, u"attribute"_s)
            ->setToolTip(wetips::attribute(a));
        auto *label = addLabel(wenames::attribute(a), {}, nameSize, false, nameRoom);
        label->setPos(left + icon + 4, rowTop);
        const int stars = m_obs.stars[std::size_t(a)];
        auto *count = addLabel(QString::number(stars), {}, rowText * 0.85, true);
        const qreal line = label->boundingRect().height();
        const qreal star = std::max(4.0,
            std::min({icon * 0.7, rowHeight - line,
                (area.right() - left - icon - count->boundingRect().width() - 14) / 6.5}));
        const qreal y = rowTop + line + std::max(star, std::min(count->boundingRect().height(), rowHeight - line)) / 2;
        for (int i = 0; i < stars; ++i) {
            auto *piece
                = addPiece(u"attr-star"_s, QSizeF(star, star), {left + icon + 4 + star * (0.5 + i), y}, u"star"_s);
            piece->setData(1, a);
        }
        count->setPos(left + icon + 8 + star * stars, y - count->boundingRect().height() / 2);
        count->setData(0, u"stars"_s);
        count->setData(1, a);
    }
}

void WeScene::addGunfighters(QRectF area)
{
    // The observation holds every gunfighter only once the game is over.
    const qreal t = text();
    auto *title = addLabel(tr("The gunfighters"), {}, t, true, area.width());
    title->setPos(area.left() + t, area.top() + 2);
    const qreal top = title->sceneBoundingRect().bottom() + 4;
    const int players = std::max(1, m_obs.players);
    const qreal column = (area.width() - t) / players;
    const qreal nameHeight = t * 1.5, starsHeight = t * 1.7;
    const QSizeF card = cardOfHeight(
        std::max(0.0, std::min(area.bottom() - top - nameHeight - starsHeight, (column - t) / kCardRatio)));
    for (int seat = 0; seat < m_obs.players; ++seat) {
        const int gunfighter = seat < int(m_obs.gunfighters.size()) ? m_obs.gunfighters[std::size_t(seat)] : -1;
        if (gunfighter < 0)
            continue;
        const qreal centreX = area.left() + t + column * (seat + 0.5);
        // The player's name with his cowboy's mark before it, over a line in
        // his colour: the colour is never told alone.
        const qreal mark = t * 0.9;
        auto *player = addLabel(m_names.value(seat), {centreX + (mark + 3) / 2, top + nameHeight / 2}, t * 0.9,
            seat == viewer(), column - 9 - mark);
        player->setData(0, u"gunfighter-player"_s);
        player->setData(1, seat);
        addPiece(wenames::markElement(seat), QSizeF(mark, mark),
            {player->sceneBoundingRect().left() - 3 - mark / 2, top + nameHeight / 2}, u"gunfighter-mark"_s)
            ->setData(1, seat);
        addRect(QRectF(centreX - column * 0.4, top + nameHeight - 3, column * 0.8, 3), Qt::NoPen,
            wenames::cowboyTint(seat));
        const QString name = wenames::gunfighter(m_rules, gunfighter);
        const auto &stars = m_rules.gunfighters[std::size_t(gunfighter)].stars;
        QStringList attributes;
        for (int a = 0; a < kAttributes; ++a)
            attributes << tr("%1 %2", "an attribute and its stars, e.g. Speed 5")
                              .arg(wenames::attribute(a))
                              .arg(stars[std::size_t(a)]);
        const QPointF topLeft(centreX - card.width() / 2, top + nameHeight);
        auto *item = addCard(wenames::gunfighterElement(m_rules, gunfighter), card, topLeft, u"gunfighter-revealed"_s);
        item->setData(1, seat);
        item->setCardId(gunfighter);
        item->setToolTip(tr("%1's gunfighter: %2 (%3)").arg(m_names.value(seat), name, attributes.join(u", "_s)));
        const qreal k = card.height() / 300;
        auto *band = addCardText(
            name, {topLeft.x() + card.width() / 2, topLeft.y() + 210 * k}, card.height() * 0.065, card.width() * 0.86);
        band->setBrush(QColor(40, 25, 12));
        band->setData(0, u"gunfighter-name"_s);
        band->setData(1, seat);
        // His stars under the card: each attribute's icon and number.
        const qreal cell = std::min(column / kAttributes, starsHeight * 1.6);
        const qreal icon = std::min(cell * 0.5, starsHeight * 0.8);
        const qreal y = topLeft.y() + card.height() + starsHeight / 2;
        for (int a = 0; a < kAttributes; ++a) {
            const qreal x = centreX + (a - (kAttributes - 1) / 2.0) * cell;
            addPiece(wenames::attributeElement(a), QSizeF(icon, icon), {x - icon * 0.45, y}, u"attribute"_s)
                ->setToolTip(wenames::attribute(a));
            auto *count = addLabel(QString::number(stars[std::size_t(a)]), {}, t * 0.85, true);
            count->setPos(x + icon * 0.1, y - count->boundingRect().height() / 2);
            count->setData(0, u"gunfighter-stars"_s);
        }
    }
}
