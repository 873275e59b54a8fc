#include "wescene.h"

#include "wesceneparts.h"

#include "wenames.h"
#include "wetips.h"

#include "art/svgart.h"
#include "art/tablecolours.h"
#include "games/carditem.h"
#include "games/tableaccessible.h"
#include "games/tooltips.h"

#include "wyattearp/gambling.h"

#include <QBrush>
#include <QCursor>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGuiApplication>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::wyattearp;

namespace {

const SvgArt &pieces()
{
    static const SvgArt art(u":/pieces/wyatt-earp.svg"_s);
    return art;
}

const SvgArt &cards()
{
    static const SvgArt art(u":/cards/wyatt-earp.svg"_s);
    return art;
}

const QColor kButton(70, 42, 20);

// The hasard board's areas in its 600 x 400 art (resources/README.md), by spot.
const QRectF kSpotAreas[kSpots] = {
    {24, 24, 156, 352},
    {420, 24, 156, 352},
    {196, 24, 208, 150},
    {196, 188, 68, 92},
    {266, 188, 68, 92},
    {336, 188, 68, 92},
    {196, 286, 68, 92},
    {266, 286, 68, 92},
    {336, 286, 68, 92},
};

} // namespace

WeScene::WeScene(const Rules &rules, QStringList playerNames, QObject *parent)
    : TableScene(parent), m_rules(rules), m_names(std::move(playerNames)), m_layout(std::make_unique<Layout>())
{
    setBackgroundBrush(QColor(62, 40, 24));
}

WeScene::~WeScene() = default;

const SvgArt &WeScene::pieceArt() const
{
    return pieces();
}

const SvgArt &WeScene::cardArt() const
{
    return cards();
}

void WeScene::setObservation(const WeObservation &observation, Extras extras)
{
    m_obs = observation;
    m_extras = std::move(extras);
    rebuild();
}

QRectF WeScene::messageArea() const
{
    return m_layout->messageStrip;
}

qreal WeScene::text() const
{
    return std::clamp(std::min(m_size.height() * 0.019, m_size.width() * 0.012), 10.0, 19.0) * textScale();
}

std::optional<WeScene::Action> WeScene::actionAt(QPointF p) const
{
    return m_hits.at(p);
}

std::optional<QPointF> WeScene::centreOf(const Action &action) const
{
    return m_hits.centreOf(action);
}

bool WeScene::isLegal(const Decision &decision) const
{
    return std::find(m_extras.legal.begin(), m_extras.legal.end(), decision) != m_extras.legal.end();
}

void WeScene::addHit(QRectF rect, const Action &action, QGraphicsItem *item)
{
    m_hits.add(rect, action, item);
}

CardItem *WeScene::addPiece(const QString &element, QSizeF size, QPointF centre, const QString &role)
{
    auto *item = new CardItem(pieces(), element, QSizeF(std::floor(size.width()), std::floor(size.height())));
    item->setPos(centre - QPointF(item->size().width() / 2, item->size().height() / 2));
    item->setData(0, role);
    addItem(item);
    return item;
}

CardItem *WeScene::addCard(const QString &element, QSizeF size, QPointF topLeft, const QString &role)
{
    auto *item = new CardItem(cards(), element, size);
    item->setPos(topLeft);
    item->setData(0, role);
    item->setZValue(10);
    addItem(item);
    return item;
}

QGraphicsRectItem *WeScene::addButton(const QString &label, QRectF rect, const Action &action, bool enabled)
{
    const bool hinted = action.kind == Action::Kind::Decide && m_extras.hinted == action.decision;
    auto *button = addRect(rect,
        QPen(hinted ? tablecolours::hint : tablecolours::turn,
            hinted        ? 5
                : enabled ? 2
                          : 1),
        QColor(kButton.red(), kButton.green(), kButton.blue(), enabled ? 240 : 120));
    button->setZValue(70);
    button->setData(0, u"button"_s);
    auto *caption = addLabel(label, rect.center(), text() * 0.95, true, rect.width() - 10);
    caption->setZValue(71);
    if (!enabled)
        caption->setOpacity(0.5);
    addHit(rect, action, button);
    return button;
}

qreal WeScene::addButtonRow(const QList<std::pair<QString, Action>> &buttons, QPointF topLeft, qreal maxWidth)
{
    const qreal t = text();
    const qreal h = t * 2.2;
    qreal x = topLeft.x(), y = topLeft.y();
    for (const auto &[label, action] : buttons) {
        QFont font;
        font.setPixelSize(int(t * 0.95));
        font.setBold(true);
        const qreal w = std::min(maxWidth, QFontMetricsF(font).horizontalAdvance(label) + t * 1.6);
        if (x + w > topLeft.x() + maxWidth && x > topLeft.x()) {
            x = topLeft.x();
            y += h + t * 0.4;
        }
        const bool enabled = action.kind != Action::Kind::Decide || isLegal(action.decision);
        addButton(label, QRectF(x, y, w, h), action, enabled);
        x += w + t * 0.5;
    }
    return y + h;
}

// --- Layout ------------------------------------------------------------------

QSizeF WeScene::cowboySize() const
{
    const qreal side = std::floor(m_layout->s * 0.78);
    return {side, side};
}

QPointF WeScene::fieldCentre(int at, int seat) const
{
    const Layout &L = *m_layout;
    if (at < 0) {
        // Waiting at the west end, two abreast.
        const qreal cell = L.waiting.width() / 2;
        return {L.waiting.left() + cell * (0.5 + seat % 2), L.waiting.top() + cell * (0.6 + seat / 2)};
    }
    const int fields = std::max(1, m_rules.fields);
    const int side = at / fields, field = at % fields;
    return {L.fieldsLeft + (field + 0.5) * L.s, (side == 0 ? L.northTop : L.southTop) + L.s / 2};
}

QPointF WeScene::cowboyTopLeft(int at, int seat) const
{
    const QSizeF size = cowboySize();
    QPointF centre = fieldCentre(at, seat);
    if (at >= 0) {
        // A second cowboy on the field (an attack) stands beside the first.
        int before = 0, count = 0;
        for (int other = 0; other < int(m_obs.cowboyAt.size()); ++other)
            if (m_obs.cowboyAt[std::size_t(other)] == at) {
                ++count;
                before += other < seat;
            }
        if (count > 1)
            centre += QPointF((before == 0 ? -1 : 1) * m_layout->s * 0.2, 0);
    }
    return centre - QPointF(size.width() / 2, size.height() * 0.58);
}

void WeScene::layout()
{
    Layout &L = *m_layout;
    const qreal W = m_size.width(), H = m_size.height(), t = text();
    const qreal right = std::clamp(W * 0.27, 200.0, 460.0);
    const qreal left = W - right - 18;
    const int fields = std::max(1, m_rules.fields);
    L.s = std::floor(std::min((left - 12) / (fields + 1.4), H * 0.105));
    const qreal streetWidth = L.s * (fields + 1.4);
    L.street = QRectF(6 + (left - 12 - streetWidth) / 2, 6 + t * 1.4, streetWidth, L.s * 3.1);
    L.fieldsLeft = L.street.left() + L.s * 1.4;
    L.northTop = L.street.top();
    L.southTop = L.street.bottom() - L.s;
    L.waiting = QRectF(L.street.left(), L.street.top() + L.s * 0.2, L.s * 1.4, L.s * 2.7);
    L.messageStrip = QRectF(W * 0.04, L.street.bottom() + t * 1.4, left * 0.9, t * 2.4);
    const qreal top = L.messageStrip.bottom() + 4;
    // The decks' and dice's row keeps its height at larger text sizes (its
    // cards and dice make room for the words), leaving the game below room.
    const qreal row = std::clamp(H * 0.17, t / textScale() * 6.0, t / textScale() * 10.0);
    L.decks = QRectF(6, top, left * 0.42, row);
    L.dice = QRectF(L.decks.right() + 6, top, left - L.decks.width() - 12, row);
    L.actions = QRectF(6, L.decks.bottom() + 6, left - 6, t * 5.2);
    L.game = QRectF(6, L.actions.bottom() + 4, left - 6, std::max(0.0, H - L.actions.bottom() - 10));

    const bool character
        = viewer() >= 0 && viewer() < int(m_obs.gunfighters.size()) && m_obs.gunfighters[std::size_t(viewer())] >= 0;
    const qreal characterHeight = character ? std::clamp(H * 0.26, t * 9.0, 300.0) : 0;
    L.panels = QRectF(W - right - 6, 6, right, H - 12 - characterHeight - (character ? 6 : 0));
    L.character = character ? QRectF(L.panels.left(), L.panels.bottom() + 6, right, characterHeight) : QRectF();
    L.panelRects.clear();
    const int players = std::max(1, m_obs.players);
    const qreal h = L.panels.height() / players;
    for (int seat = 0; seat < players; ++seat)
        L.panelRects << QRectF(L.panels.left(), L.panels.top() + seat * h, L.panels.width(), h - 5);
}

void WeScene::rebuild()
{
    clear();
    m_hits.clear();
    setSceneRect(QRectF(QPointF(0, 0), m_size));
    if (m_obs.players == 0)
        return;
    layout();
    addStreet();
    addDecksAndDice();
    addActions();
    if (m_obs.terminal)
        addGunfighters(m_layout->game);
    else if (m_obs.poker || !m_extras.pokerResult.isEmpty())
        addPoker(m_layout->game);
    else if (m_obs.hasard)
        addHasard(m_layout->game);
    for (int seat = 0; seat < m_obs.players; ++seat)
        addPanel(seat);
    if (!m_layout->character.isEmpty())
        addCharacter(m_layout->character);
}

// --- The street --------------------------------------------------------------

void WeScene::addStreet()
{
    const Layout &L = *m_layout;
    const qreal s = L.s, t = text();
    const int fields = m_rules.fields;
    // The dusty road, tiled from the art, under both sidewalks.
    const int tile = std::max(24, int(s * 1.1));
    const QPixmap dust = pieces().pixmap(u"street"_s, QSize(tile, tile), qApp ? qApp->devicePixelRatio() : 1.0);
    QPainterPath road;
    road.addRoundedRect(L.street.adjusted(-4, -4, 4, 4), 8, 8);
    auto *street = addPath(road, QPen(QColor(40, 25, 12), 2), QBrush(dust));
    street->setZValue(-5);
    street->setToolTip(tr("Jolly Town's main street"));
    addLabel(tr("north"), {L.waiting.center().x(), L.northTop - t * 0.7}, t * 0.8, true, L.waiting.width())
        ->setData(0, u"side-label"_s);
    addLabel(tr("south"), {L.waiting.center().x(), L.street.bottom() + t * 0.7}, t * 0.8, true, L.waiting.width())
        ->setData(0, u"side-label"_s);
    auto *waiting = addRect(L.waiting, QPen(QColor(40, 25, 12, 120), 1, Qt::DashLine), QColor(0, 0, 0, 40));
    waiting->setZValue(-4);
    waiting->setToolTip(tr("Cowboys waiting off the street start on field 1 of either sidewalk"));

    const bool moving = m_obs.phase == Phase::Move && canAct();
    for (int side = 0; side < 2; ++side)
        for (int field = 0; field < fields; ++field) {
            const int at = side * fields + field;
            const QPointF centre = fieldCentre(at);
            const int kind = int(m_rules.kind(side, field));
            auto *item = addPiece(wenames::fieldElement(kind), QSizeF(s - 2, s - 2), centre, u"field"_s);
            item->setData(1, at);
            item->setZValue(1);
            item->setToolTip(wetips::field(m_rules, at));
            const qreal numberY = side == 0 ? L.northTop - t * 0.7 : L.street.bottom() + t * 0.7;
            addLabel(QString::number(field + 1), {centre.x(), numberY}, t * 0.8, true)->setData(0, u"field-number"_s);
            if (!moving)
                continue;
            const auto reach = m_extras.reachable.find(at);
            if (reach == m_extras.reachable.end())
                continue;
            const QRectF area(centre - QPointF(s / 2, s / 2), QSizeF(s, s));
            auto *ring = addRect(area.adjusted(3, 3, -3, -3), QPen(tablecolours::turn, std::max(3.0, s * 0.06)),
                QColor(tablecolours::turn.red(), tablecolours::turn.green(), tablecolours::turn.blue(), 60));
            ring->setZValue(8);
            ring->setData(0, u"reachable"_s);
            ring->setData(1, at);
            ring->setToolTip(Tooltips::says(
                tr("Go to %1").arg(wenames::field(m_rules, at)), wetips::fieldDoes(int(m_rules.kindOf(at)))));
            addHit(area, {Action::Kind::Decide, at, reach->second}, ring);
        }

    // The cowboys.
    for (int seat = 0; seat < m_obs.players; ++seat) {
        if (!m_obs.inGame[std::size_t(seat)])
            continue;
        const int at = m_obs.cowboyAt[std::size_t(seat)];
        const QSizeF size = cowboySize();
        auto *cowboy = addPiece(wenames::cowboyElement(seat), size,
            cowboyTopLeft(at, seat) + QPointF(size.width() / 2, size.height() / 2), u"cowboy"_s);
        cowboy->setData(1, seat);
        cowboy->setZValue(20 + seat);
        cowboy->setToolTip(at < 0
                ? tr("%1's cowboy (%2), waiting off the street").arg(m_names.value(seat), wenames::cowboyColour(seat))
                : tr("%1's cowboy (%2), on %3")
                      .arg(m_names.value(seat), wenames::cowboyColour(seat), wenames::field(m_rules, at)));
        if (seat == m_obs.turnPlayer && !m_obs.terminal) {
            const qreal r = size.width() * 0.62;
            const QPointF foot = cowboyTopLeft(at, seat) + QPointF(size.width() / 2, size.height() * 0.92);
            auto *ring
                = addEllipse(QRectF(foot - QPointF(r, r * 0.35), QSizeF(2 * r, r * 0.7)), QPen(tablecolours::turn, 2),
                    QColor(tablecolours::turn.red(), tablecolours::turn.green(), tablecolours::turn.blue(), 70));
            ring->setZValue(19);
        }
    }
}

// --- Decks, the drawn share, the dice ------------------------------------------

// Where the decks and the share being considered stand, and their words:
// each deck's name under it, its count under that; the share beside them
// with its price.
struct WeScene::DeckSlots {
    QSizeF card;
    qreal words = 0, priceWords = 0; // text sizes
    qreal wordsTop = 0;              // the words' top, under the cards
    QString priceText;
    qreal centreX[3] {}; // star deck, dollar deck, the share being considered
    qreal width[3] {};
};

void WeScene::addDecksAndDice()
{
    const DeckSlots slots = deckSlots();
    for (int deck = 0; deck < 2; ++deck)
        addDeck(deck, slots);
    if (m_obs.drawn >= 0)
        addDrawnShare(slots);
    addMoveDice();
    if (!m_extras.lastRoll.isEmpty())
        addLastRoll();
}

namespace {

// A label centred under a slot, its top at `top`.
QGraphicsSimpleTextItem *placeUnder(QGraphicsSimpleTextItem *label, qreal centreX, qreal top)
{
    label->setPos(centreX - label->boundingRect().width() / 2, top);
    return label;
}

} // namespace

QString WeScene::deckName(int deck)
{
    return deck == 0 ? tr("Star deck") : tr("Dollar deck");
}

WeScene::DeckSlots WeScene::deckSlots() const
{
    const QRectF D = m_layout->decks;
    const qreal t = text();
    DeckSlots result;
    // The slots are as wide as their words (some languages' are long), the
    // cards as large as what is left. The words stand below the card's
    // highlight frame, never over the card.
    result.words = t * 0.8;
    result.priceWords = t * 0.85;
    QFont font;
    font.setPixelSize(std::max(kSmallestText + 1, int(result.words)));
    QFont priceFont = font;
    priceFont.setPixelSize(std::max(kSmallestText + 1, int(result.priceWords)));
    priceFont.setBold(true);
    const QFontMetricsF metrics(font), priceMetrics(priceFont);
    const qreal gap = t * 0.8;
    constexpr qreal kFrame = 4; // a highlighted card's frame, outside the card
    result.priceText = m_obs.drawn >= 0
        ? (m_obs.price >= 0 ? tr("Price: %1").arg(wenames::bills(m_obs.price)) : tr("drawn"))
        : QString();
    qreal slots[3];
    for (int i = 0; i < 3; ++i)
        slots[i] = std::ceil(i < 2 ? metrics.horizontalAdvance(deckName(i))
                                   : priceMetrics.horizontalAdvance(result.priceText))
            + 2;
    const int shown = m_obs.drawn >= 0 ? 3 : 2;
    qreal wordsWidth = 0;
    for (int i = 0; i < shown; ++i)
        wordsWidth += slots[i];
    // The words shrink if even at the smallest cards they would not fit,
    // and may then take two lines.
    const qreal scale = std::min(1.0, (D.width() - gap * shown) / std::max(wordsWidth, 1.0));
    // Under a card: a name and a count, or the price.
    const qreal below = kFrame + (scale < 1 ? 3 : 2) * std::max(metrics.height(), priceMetrics.height()) + 2;
    result.card = cardOfHeight(std::min(D.height() - below, (D.width() - gap * shown) / shown / kCardRatio));
    result.wordsTop = D.top() + result.card.height() + kFrame;
    qreal slotLeft = D.left();
    for (int i = 0; i < 3; ++i) {
        result.width[i] = std::max(result.card.width(), slots[i] * scale);
        result.centreX[i] = slotLeft + result.width[i] / 2;
        slotLeft += result.width[i] + gap;
    }
    return result;
}

void WeScene::addDeck(int deck, const DeckSlots &slots)
{
    const QString backs[2] = {u"share-back-star"_s, u"share-back-dollar"_s};
    const QString name = deckName(deck);
    const QSizeF card = slots.card;
    const QPointF topLeft(slots.centreX[deck] - card.width() / 2, m_layout->decks.top());
    const int count = m_obs.deckSize[std::size_t(deck)];
    for (int i = 0; i < std::min(count, 3); ++i) {
        auto *back = addCard(backs[deck], card, topLeft + QPointF(i * 2, -i * 2), u"deck"_s);
        back->setData(1, deck);
        back->setZValue(5 + i);
        back->setToolTip(wetips::deck(name, deck, count));
    }
    if (count == 0)
        addRect(QRectF(topLeft, card), QPen(tablecolours::text, 1, Qt::DashLine), Qt::NoBrush)->setToolTip(name);
    auto *nameLabel
        = placeUnder(addLabel(name, {}, slots.words, false, slots.width[deck]), slots.centreX[deck], slots.wordsTop);
    nameLabel->setData(0, u"deck-name"_s);
    auto *label = placeUnder(addLabel(QString::number(count), {}, slots.words, true), slots.centreX[deck],
        nameLabel->sceneBoundingRect().bottom());
    label->setData(0, u"deck-count"_s);
    label->setData(1, deck);
}

void WeScene::addDrawnShare(const DeckSlots &slots)
{
    // The share being considered, face up, with its price once rolled.
    const QSizeF card = slots.card;
    const QPointF topLeft(slots.centreX[2] - card.width() / 2, m_layout->decks.top());
    auto *drawn = addCard(wenames::shareElement(m_rules, m_obs.drawn), card, topLeft, u"drawn"_s);
    drawn->setCardId(m_obs.drawn);
    drawn->setHighlighted(true);
    drawn->setToolTip(wetips::share(m_rules, m_obs.drawn));
    // The card's panel (y 182–270 of 300) carries the business and the attribute.
    const qreal k = card.height() / 300;
    const auto &share = m_rules.shares[std::size_t(m_obs.drawn)];
    addCardText(wenames::business(m_rules, share.business), {topLeft.x() + card.width() / 2, topLeft.y() + 205 * k},
        card.height() * 0.07, card.width() * 0.86)
        ->setBrush(QColor(40, 25, 12));
    addPiece(wenames::attributeElement(int(share.attribute)), QSizeF(34 * k, 34 * k),
        {topLeft.x() + card.width() / 2, topLeft.y() + 245 * k}, u"drawn-attribute"_s)
        ->setZValue(12);
    auto *price = placeUnder(
        addLabel(slots.priceText, {}, slots.priceWords, true, slots.width[2]), slots.centreX[2], slots.wordsTop);
    price->setBrush(tablecolours::turn);
    price->setData(0, u"price"_s);
}

qreal WeScene::moveDieSize() const
{
    const QRectF R = m_layout->dice;
    return std::min(R.height() * 0.5, R.width() / 7);
}

void WeScene::addMoveDice()
{
    // The three dice of this turn's move; in a move, each a choice.
    const QRectF R = m_layout->dice;
    const qreal t = text();
    const qreal die = moveDieSize();
    m_layout->diceRects.clear();
    const bool moving = m_obs.phase == Phase::Move && canAct();
    std::array<bool, 3> used {};
    for (const auto &step : m_extras.draft.steps)
        used[std::size_t(step.die)] = true;
    const bool anyDice = m_obs.dice[0] > 0;
    addLabel(tr("Move roll"), {R.left() + die * 1.8, R.top() + t * 0.7}, t * 0.85, true, die * 3.6);
    for (int i = 0; i < 3; ++i) {
        const QRectF rect(R.left() + i * die * 1.2, R.top() + t * 1.6, die, die);
        m_layout->diceRects << rect;
        auto *item = addPiece(
            wenames::dieElement(anyDice ? m_obs.dice[std::size_t(i)] : 0), rect.size(), rect.center(), u"die"_s);
        item->setData(1, i);
        item->setZValue(10);
        item->setToolTip(anyDice ? wetips::moveDie(i, m_obs.dice[std::size_t(i)]) : wetips::moveDie());
        if (!moving)
            continue;
        if (used[std::size_t(i)]) {
            item->setOpacity(0.35);
            continue;
        }
        const bool chosen = m_extras.draft.die == i;
        markChosen(item, chosen);
        auto *frame = addRect(rect.adjusted(-3, -3, 3, 3),
            QPen(tablecolours::turn, chosen ? 4 : 1.5, chosen ? Qt::SolidLine : Qt::DashLine), Qt::NoBrush);
        frame->setZValue(11);
        frame->setData(0, chosen ? u"die-chosen"_s : u"die-free"_s);
        if (chosen)
            lineFocus(frame);
        addHit(rect, {Action::Kind::Die, i, {}}, item);
        addLabel(QString::number(i + 1), {rect.center().x(), rect.bottom() + t * 0.7}, t * 0.75, false);
    }
}

void WeScene::addLastRoll()
{
    // The last other roll (a price, an attack, a robbery, hasard), in words.
    const QRectF R = m_layout->dice;
    const qreal t = text();
    const qreal die = moveDieSize();
    const qreal x = R.left() + die * 3.9;
    const qreal small = die * 0.7;
    for (int i = 0; i < 3; ++i)
        if (m_extras.lastDice[std::size_t(i)] > 0)
            addPiece(wenames::dieElement(m_extras.lastDice[std::size_t(i)]), QSizeF(small, small),
                {x + small * (0.5 + i * 1.15), R.top() + t * 1.6 + small / 2}, u"last-die"_s)
                ->setZValue(10);
    const qreal top = R.top() + t * 1.9 + small;
    auto *label = addParagraph(m_extras.lastRoll, QRectF(x, top, R.right() - x, R.bottom() - top), t * 0.85);
    label->setData(0, u"last-roll"_s);
}

// --- The viewer's choices -------------------------------------------------------

void WeScene::addActions()
{
    const Layout &L = *m_layout;
    const qreal t = text();
    QString round = m_obs.terminal ? tr("The game is over")
        : m_obs.rounds > 0         ? tr("Round %1 of %2").arg(m_obs.round).arg(m_obs.rounds)
                                   : tr("Round %1").arg(m_obs.round);
    auto *roundLabel = addLabel(round, {}, t * 0.95, true, L.dice.width() * 0.4);
    roundLabel->setPos(L.dice.right() - roundLabel->boundingRect().width() - 4, L.dice.top());
    roundLabel->setData(0, u"round"_s);
    if (!canAct() || m_obs.phase == Phase::Over)
        return;
    if (m_obs.phase == Phase::Move)
        addMoveChoices();
    else
        addButtonRow(phaseButtons(), L.actions.topLeft(), L.actions.width());
}

void WeScene::addMoveChoices()
{
    using K = Action::Kind;
    const QRectF A = m_layout->actions;
    const qreal t = text();
    QList<std::pair<QString, Action>> buttons;
    const auto &draft = m_extras.draft;
    const bool off = m_obs.cowboyAt[std::size_t(viewer())] < 0;
    if (off && draft.startSide < 0) {
        buttons << std::pair {tr("Start north (N)"), Action {K::Side, 0, {}}}
                << std::pair {tr("Start south (S)"), Action {K::Side, 1, {}}};
    }
    if (draft.die >= 0) {
        buttons << std::pair {tr("← West"), Action {K::Walk, MovePlan::West, {}}}
                << std::pair {tr("East →"), Action {K::Walk, MovePlan::East, {}}}
                << std::pair {tr("Cross ↕"), Action {K::Walk, MovePlan::Cross, {}}};
    }
    if (!draft.steps.empty() || draft.startSide >= 0 || draft.die >= 0)
        buttons << std::pair {tr("Step back (Backspace)"), Action {K::Undo, 0, {}}};
    QString plan;
    if (draft.die < 0 && (!off || draft.startSide >= 0))
        plan = tr("Choose a die (1, 2, 3) or click a lit field.");
    else if (draft.die >= 0)
        plan = tr("Die %1 shows %2: walk it west or east, or cross the street.")
                   .arg(draft.die + 1)
                   .arg(m_obs.dice[std::size_t(draft.die)]);
    auto *note = addLabel(plan, {}, t * 0.9, false, A.width());
    note->setPos(A.left(), A.top());
    note->setData(0, u"plan"_s);
    addButtonRow(buttons, {A.left(), A.top() + t * 1.6}, A.width());
}

// The buttons of a phase but a move's.
QList<std::pair<QString, WeScene::Action>> WeScene::phaseButtons() const
{
    using K = Action::Kind;
    QList<std::pair<QString, Action>> buttons;
    auto decide = [](const Decision &d) { return Action {K::Decide, 0, d}; };
    switch (m_obs.phase) {
    case Phase::Move:
    case Phase::Over:
        break;
    case Phase::FieldAction:
        buttons << std::pair {tr("Draw a share (D)"), decide(WeState::fieldChoice(FieldChoice::Draw))};
        if (isLegal(WeState::fieldChoice(FieldChoice::Rob)))
            buttons << std::pair {tr("Payday (Y)"), decide(WeState::fieldChoice(FieldChoice::Payday))}
                    << std::pair {tr("Rob the bank (R)"), decide(WeState::fieldChoice(FieldChoice::Rob))};
        buttons << std::pair {tr("Pass (P)"), decide(WeState::pass())};
        break;
    case Phase::ConsiderShare:
        buttons << std::pair {tr("Roll for the price (R)"), decide(WeState::yes(true))}
                << std::pair {tr("Put it back, free (P)"), decide(WeState::pass())};
        break;
    case Phase::PayPrice:
        buttons << std::pair {tr("Buy for %1 (Y)").arg(wenames::bills(m_obs.price)), decide(WeState::yes(true))}
                << std::pair {tr("Put it back for %1 (N)").arg(wenames::bills(m_rules.refusalFee)),
                       decide(WeState::yes(false))};
        break;
    case Phase::NameBusiness:
        for (const Decision &d : m_extras.legal)
            buttons << std::pair {wenames::business(m_rules, d.value), decide(d)};
        break;
    case Phase::NameAttribute:
        for (int a = 0; a < kAttributes; ++a)
            buttons << std::pair {tr("%1 (%2)").arg(wenames::attribute(a)).arg(a + 1), decide(WeState::number(a))};
        break;
    case Phase::GiveShare:
    case Phase::SellShare:
    case Phase::StakeShare:
        for (const Decision &d : m_extras.legal)
            buttons << std::pair {wenames::share(m_rules, d.card), decide(d)};
        break;
    case Phase::PokerKeep:
        buttons << std::pair {tr("Stand (S)"), decide(WeState::pass())}
                << std::pair {
                       m_extras.keep ? tr("Keep the chosen dice, roll the others (R)") : tr("Roll all five again (R)"),
                       Action {K::Keep, -1, {}}};
        break;
    case Phase::CheatChoice:
        buttons << std::pair {tr("Pay each %1 (Y)").arg(wenames::bills(m_rules.cheatPaysEach)),
            decide(WeState::yes(true))}
                << std::pair {tr("Sit out (N)"), decide(WeState::yes(false))};
        break;
    case Phase::HasardBet:
        buttons << std::pair {tr("Buy a chip for %1 (B)").arg(wenames::bills(m_rules.chipPrice)),
            decide(WeState::yes(true))}
                << std::pair {tr("Done betting (D)"), decide(WeState::pass())};
        break;
    }
    return buttons;
}

// --- Poker and hasard -------------------------------------------------------------

void WeScene::addPoker(QRectF area)
{
    // During a game of poker, and after it (every hand as it ended, with
    // how it ended in place of the pot) until the person moves on.
    const bool over = !m_obs.poker;
    const qreal t = text();
    auto *felt = addRect(area, QPen(kWood, 3), QColor(30, 90, 55));
    felt->setZValue(-2);
    felt->setData(0, over ? u"poker-over"_s : u"poker"_s);
    int rows = 0;
    for (int seat = 0; seat < m_obs.players; ++seat)
        rows += m_obs.pokerIn[std::size_t(seat)] || m_obs.pokerRolls[std::size_t(seat)] > 0;
    rows = std::max(rows, 1);
    const qreal rowHeight = std::min((area.height() - t) / rows, t * 4.0);
    const qreal die = std::min(rowHeight * 0.8, area.width() / 14);
    const qreal nameWidth = area.width() * 0.2;
    addLabel(over ? tr("Poker is over") : tr("Poker"), {area.left() + nameWidth / 2, area.top() + t * 0.8}, t, true,
        nameWidth);
    int row = 0;
    for (int i = 0; i < m_obs.players; ++i) {
        const int seat = (m_obs.turnPlayer + i) % m_obs.players;
        const auto s = std::size_t(seat);
        if (!m_obs.pokerIn[s] && m_obs.pokerRolls[s] == 0)
            continue;
        const qreal y = area.top() + t * 1.6 + row * rowHeight;
        ++row;
        addPokerHand(seat, area, y, die);
    }
    if (over)
        addPokerResult(area);
    else
        addPot(area);
}

void WeScene::addPokerHand(int seat, const QRectF &area, qreal y, qreal die)
{
    // A player's row: name, five dice (in a keep, each a choice), the hand in words.
    const bool over = !m_obs.poker;
    const qreal t = text();
    const qreal nameWidth = area.width() * 0.2;
    const auto s = std::size_t(seat);
    const bool atTheCup = !over && seat == m_obs.currentPlayer;
    auto *name = addLabel(m_names.value(seat), {}, t * 0.9, atTheCup, nameWidth);
    name->setPos(area.left() + t, y + (die - name->boundingRect().height()) / 2);
    if (atTheCup)
        name->setBrush(tablecolours::turn);
    const bool rolled = m_obs.pokerRolls[s] > 0 || m_obs.pokerDice[s][0] > 0;
    const bool keeping = m_obs.phase == Phase::PokerKeep && seat == m_obs.currentPlayer && canAct();
    for (int d = 0; d < kPokerDice; ++d) {
        const int face = m_obs.pokerDice[s][std::size_t(d)];
        const bool kept = keeping && (m_extras.keep >> d & 1);
        const QRectF rect(area.left() + nameWidth + d * die * 1.15, y - (kept ? die * 0.15 : 0), die, die);
        auto *item = addPiece(
            rolled ? wenames::pokerDieElement(face) : u"die-blank"_s, rect.size(), rect.center(), u"poker-die"_s);
        item->setData(1, seat * 10 + d);
        item->setZValue(10);
        if (rolled)
            item->setToolTip(wetips::pokerDie(d, wenames::pokerFace(face), keeping, kept));
        markChosen(item, kept);
        if (keeping) {
            auto *frame = addRect(rect.adjusted(-3, -3, 3, 3),
                QPen(tablecolours::turn, kept ? 4 : 1.5, kept ? Qt::SolidLine : Qt::DashLine), Qt::NoBrush);
            frame->setZValue(11);
            if (kept)
                lineFocus(frame);
            addHit(rect, {Action::Kind::Keep, d, {}}, item);
        }
    }
    QString note;
    if (m_obs.cheated[s])
        note = tr("cheat!");
    else if (rolled)
        note = wenames::combination(int(pokerHand(m_obs.pokerDice[s]).combination));
    if (!m_obs.pokerIn[s] && !m_obs.cheated[s] && !over)
        note = tr("out");
    const bool won = over && seat == m_extras.pokerWinner;
    if (won)
        note = tr("%1: wins", "poker: a winning hand").arg(note);
    auto *label = addLabel(note, {}, t * 0.85, won, area.width() * 0.22);
    if (won)
        label->setBrush(tablecolours::turn);
    label->setPos(area.left() + nameWidth + 5 * die * 1.15 + t * 0.5, y + (die - label->boundingRect().height()) / 2);
    if (m_obs.cheated[s])
        label->setBrush(tablecolours::alert);
}

void WeScene::addPokerResult(const QRectF &area)
{
    const qreal t = text();
    const qreal pot = std::min(area.height() * 0.45, area.width() * 0.12);
    const qreal width = pot * 2.6;
    auto *result = addParagraph(m_extras.pokerResult,
        QRectF(area.right() - width - t * 0.5, area.top() + t * 0.4, width, area.height() - t), t * 0.9, true);
    result->setBrush(tablecolours::turn);
    result->setData(0, u"poker-result"_s);
}

void WeScene::addPot(const QRectF &area)
{
    const qreal t = text();
    const qreal pot = std::min(area.height() * 0.45, area.width() * 0.12);
    const QPointF centre(area.right() - pot * 0.8, area.top() + pot * 0.7);
    addPiece(u"pot"_s, QSizeF(pot, pot), centre, u"pot"_s)->setToolTip(wetips::pot());
    QString potText = wenames::bills(m_obs.potBills);
    if (!m_obs.potShares.empty())
        potText = tr("%1 and %n share(s)", nullptr, int(m_obs.potShares.size())).arg(potText);
    auto *label = addLabel(potText, {centre.x(), centre.y() + pot * 0.6 + t * 0.4}, t * 0.9, true, pot * 1.6);
    label->setData(0, u"pot-label"_s);
    if (m_obs.pokerTie)
        addLabel(tr("A tie: roll again"), {centre.x(), centre.y() + pot * 0.6 + t * 1.6}, t * 0.8, false, pot * 1.6)
            ->setBrush(tablecolours::turn);
}

void WeScene::addHasard(QRectF area)
{
    const qreal h = std::min(area.height() - 4, (area.width() * 0.7) * 400 / 600);
    // The bets' words and chips are drawn on the board's spots, at the
    // board's scale: the text size does not grow them (its title beside it
    // does), and a board made smaller by larger texts around it makes them
    // smaller too.
    const qreal t = std::min(text() / textScale(), h * 0.044);
    const QSizeF size(h * 1.5, h);
    const QPointF topLeft(area.left() + t, area.top() + 2);
    auto *board
        = addPiece(u"hasard-board"_s, size, topLeft + QPointF(size.width() / 2, size.height() / 2), u"hasard-board"_s);
    board->setZValue(1);
    board->setToolTip(wetips::hasardBoard());
    const qreal k = h / 400;
    const bool betting = m_obs.phase == Phase::HasardBet && canAct();
    for (int spot = 0; spot < kSpots; ++spot) {
        const QRectF a = kSpotAreas[spot];
        const QRectF rect(topLeft + QPointF(a.left() * k, a.top() * k), QSizeF(a.width() * k, a.height() * k));
        // The bet's name and what it pays, in the area's lower part.
        // (Any pair's dice art fills its middle: its words go above them.)
        const bool pair = spot >= Pair1;
        const qreal at = spot == AnyPair ? 0.16 : 0.7;
        const QPointF centre(rect.center().x(), rect.top() + rect.height() * (pair ? 0.48 : at));
        // A pair's words on one line however small the board is drawn (two
        // lines would reach the next pair's).
        auto *label = pair ? addCardText(tr("pays %1").arg(spotPays(m_rules, spot)), centre,
                          std::max<qreal>(kSmallestText + 1, t * 0.7), rect.width() - 6)
                           : addLabel(wenames::spot(spot), centre, t * 0.85, true, rect.width() - 6);
        label->setBrush(tablecolours::text);
        label->setZValue(5);
        if (!pair) {
            auto *pays = addLabel(tr("pays %1").arg(spotPays(m_rules, spot)), {}, t * 0.7, false, rect.width() - 6);
            pays->setPos(rect.center().x() - pays->boundingRect().width() / 2, label->sceneBoundingRect().bottom());
            pays->setZValue(5);
        }
        // The chips on it, by seat, in rows from the spot's foot; however
        // many, the stack keeps to the lower third (clear of the dice drawn
        // on the spot and its words).
        const qreal chip
            = std::min(rect.width() / 4.2, std::max(std::min(t * 1.2, rect.height() * 0.24), rect.height() * 0.18));
        const int perRow = std::max(1, int((rect.width() - 4) / (chip * 0.8)));
        int total = 0;
        for (int seat = 0; seat < m_obs.players; ++seat)
            total += m_obs.bets[std::size_t(seat)][std::size_t(spot)];
        const int rows = (total + perRow - 1) / perRow;
        const qreal rowStep
            = rows > 1 ? std::clamp((rect.height() * 0.34 - chip) / (rows - 1), 2.0, chip * 0.5) : chip * 0.5;
        int n = 0;
        for (int seat = 0; seat < m_obs.players; ++seat) {
            const int chips = m_obs.bets[std::size_t(seat)][std::size_t(spot)];
            for (int c = 0; c < chips; ++c, ++n) {
                const QPointF chipAt(rect.left() + 2 + chip / 2 + (n % perRow) * chip * 0.8,
                    rect.bottom() - chip / 2 - 2 - (n / perRow) * rowStep);
                auto *item = addPiece(wenames::chipElement(seat), QSizeF(chip, chip), chipAt, u"bet-chip"_s);
                item->setData(1, seat * 100 + spot);
                item->setZValue(20 + n);
                item->setToolTip(tr("%1's chip on %2").arg(m_names.value(seat), wenames::spot(spot)));
            }
        }
        if (betting) {
            const Decision bet = WeState::number(spot);
            auto *frame = addRect(rect, QPen(tablecolours::turn, isLegal(bet) ? 2 : 1, Qt::DashLine), Qt::NoBrush);
            frame->setZValue(6);
            frame->setToolTip(Tooltips::says(
                tr("Bet a chip on %1").arg(wenames::spot(spot)), tr("pays %1").arg(spotPays(m_rules, spot))));
            addHit(rect, {Action::Kind::Decide, spot, bet}, frame);
        }
    }
    const QRectF side(
        topLeft.x() + size.width() + t, area.top(), area.right() - topLeft.x() - size.width() - t, area.height());
    addLabel(tr("Hasard"), {side.center().x(), side.top() + text()}, text() * 1.1, true, side.width());
}
