#include "billyscene.h"

#include "billyfaces.h"
#include "billynames.h"
#include "billytips.h"

#include "art/svgart.h"
#include "art/tablecolours.h"
#include "games/carditem.h"

#include "blastingbilly/scoring.h"

#include <QCursor>
#include <QFont>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules::blastingbilly;

namespace {

constexpr qreal kRatio = TableScene::kCardRatio;
const QColor kShot = tablecolours::alert;

const SvgArt &deckArt()
{
    static const SvgArt art(u":/cards/blasting-billy.svg"_s);
    return art;
}

// Each card of a column shows at least this share of its height above the
// next (the corner index stays readable), and at most this much.
constexpr qreal kMinStep = 0.24;
constexpr qreal kMaxStep = 0.3;

} // namespace

struct BillyScene::Layout {
    QSizeF small, medium, large;
    QList<QRectF> opponentPanels;
    QRectF billyZone, lootZone, boxZone, pileRect, handRect, messageStrip, resultRect;
};

BillyScene::BillyScene(const Rules &rules, QStringList playerNames, QObject *parent)
    : TableScene(parent), m_rules(rules), m_names(std::move(playerNames)), m_layout(std::make_unique<Layout>())
{}

BillyScene::~BillyScene() = default;

const SvgArt &BillyScene::art() const
{
    return deckArt();
}

CardItem *BillyScene::newCard(int card, int colour, QSizeF size) const
{
    if (card < 0)
        return new CardItem(art(), backElement(colour), size);
    return new CardItem(art(), billyFace(art(), m_rules, card), size);
}

QString BillyScene::backElement(int colour) const
{
    return u"back-"_s + QString::fromStdString(m_rules.colours[std::size_t(colour)]);
}

void BillyScene::setObservation(const BillyObservation &observation, int card, int destination, bool canPlay)
{
    m_obs = observation;
    m_selected = card;
    m_destination = destination;
    m_canPlay = canPlay;
    rebuild();
}

void BillyScene::setSelection(int card, int destination, bool canPlay)
{
    m_selected = card;
    m_destination = destination;
    m_canPlay = canPlay;
    rebuild();
}

QRectF BillyScene::messageArea() const
{
    return m_layout->messageStrip;
}

QList<int> BillyScene::opponents() const
{
    return seatsAround(viewer(), m_obs.players);
}

CardItem *BillyScene::handCardAt(QPointF scenePos) const
{
    return cardAt(scenePos, u"hand"_s);
}

std::optional<int> BillyScene::destinationAt(QPointF p) const
{
    if (viewer() < 0)
        return std::nullopt;
    if (m_layout->billyZone.contains(p))
        return int(Destination::Billy);
    if (m_layout->lootZone.contains(p))
        return int(Destination::Loot);
    if (m_layout->boxZone.contains(p))
        return int(Destination::Box);
    return std::nullopt;
}

bool BillyScene::isOpponentArea(QPointF p) const
{
    return std::any_of(m_layout->opponentPanels.begin(), m_layout->opponentPanels.end(),
        [&](const QRectF &r) { return r.contains(p); });
}

QSizeF BillyScene::cardSize(int seat) const
{
    return seat == viewer() ? m_layout->large : m_layout->small;
}

QPointF BillyScene::handCentre(int seat) const
{
    if (seat == viewer())
        return m_layout->handRect.center();
    const int index = int(opponents().indexOf(seat));
    if (index < 0)
        return sceneRect().center();
    const QRectF panel = m_layout->opponentPanels.value(index);
    return {panel.center().x(), panel.top() + panel.height() * 0.25};
}

QPointF BillyScene::destinationPoint(int seat, int destination, int colour) const
{
    const int colours = m_rules.colourCount();
    if (destination == int(Destination::Billy)) {
        const QRectF z = m_layout->billyZone;
        return {z.left() + z.width() * (colour + 0.5) / colours, z.center().y()};
    }
    if (destination == int(Destination::Box)) {
        const QRectF z = m_layout->boxZone;
        return {z.left() + z.width() * (colour + 0.5) / colours, z.center().y()};
    }
    if (seat == viewer()) {
        const QRectF z = m_layout->lootZone;
        return {z.left() + z.width() * (colour + 0.5) / colours, z.center().y()};
    }
    const int index = int(opponents().indexOf(seat));
    const QRectF panel = m_layout->opponentPanels.value(index);
    return {panel.left() + panel.width() * (colour + 0.5) / colours, panel.top() + panel.height() * 0.7};
}

void BillyScene::addColumn(const std::vector<CardView> &column, QRectF room, QSizeF card, const QString &group)
{
    const int n = int(column.size());
    if (n == 0)
        return;
    // Cards shrink only when even the tightest overlap would not fit.
    qreal height = card.height();
    if (height * (1 + (n - 1) * kMinStep) > room.height())
        height = room.height() / (1 + (n - 1) * kMinStep);
    const QSizeF size = cardOfHeight(height);
    const qreal step = n > 1 ? std::min(size.height() * kMaxStep, (room.height() - size.height()) / (n - 1)) : 0;
    const qreal x = room.center().x() - size.width() / 2;
    for (int i = 0; i < n; ++i) {
        const CardView &v = column[std::size_t(i)];
        // Known to the viewer: its face (a card that lies face down but that
        // the viewer played is shown dimmed: "you know this one").
        const bool showFace = v.known();
        auto *item = newCard(showFace ? v.id : -1, v.colour, size);
        item->setCardId(showFace ? v.id : -1);
        item->setPos(x, room.top() + step * qreal(i));
        item->setZValue(10 + qreal(i));
        if (showFace && !v.faceUp && !m_obs.terminal)
            item->setOpacity(0.72);
        item->setToolTip(showFace ? billytips::card(m_rules, v.id) : billytips::hidden(m_rules, v.colour));
        item->setData(0, u"column"_s);
        item->setData(1, group);
        addItem(item);
        if (showFace && m_removed.contains(v.id))
            markRemoved(item);
    }
}

void BillyScene::markRemoved(CardItem *card)
{
    // Struck through in red: a dynamite in its column took it away.
    const QRectF r = card->boundingRect().adjusted(4, 4, -4, -4);
    const QPen pen(kShot, std::max(2.5, r.width() * 0.07), Qt::SolidLine, Qt::RoundCap);
    for (const QLineF &stroke : {QLineF(r.topLeft(), r.bottomRight()), QLineF(r.topRight(), r.bottomLeft())}) {
        auto *line = new QGraphicsLineItem(stroke, card);
        line->setPen(pen);
        line->setData(0, u"removed"_s);
    }
    card->setOpacity(0.8);
    card->setToolTip(tr("%1: removed by dynamite").arg(billynames::card(m_rules, card->cardId())));
}

void BillyScene::rebuild()
{
    clear();
    setSceneRect(QRectF(QPointF(0, 0), m_size));
    if (m_obs.players == 0)
        return;
    const qreal W = m_size.width(), H = m_size.height();
    const bool seated = viewer() >= 0;
    Layout &L = *m_layout;
    const qreal text = std::clamp(H * 0.022, 11.0, 22.0) * textScale();
    scoreIfOver();

    // Bands: opponents, the middle (Billy, pile, box), a strip for messages,
    // the viewer (or, for onlookers, the result once the game is over).
    const QRectF top(0, 0, W, H * (seated ? 0.33 : 0.44));
    const QRectF middle(0, top.bottom(), W, H * (seated ? 0.29 : 0.34));
    L.messageStrip = QRectF(W * 0.2, middle.bottom(), W * 0.6, text * 2.4);
    const QRectF bottom(0, L.messageStrip.bottom(), W, H - L.messageStrip.bottom());

    addOpponents(top, text);
    addPile(middle, text);
    addBillysLoot(middle, text);
    addBox(middle, text);
    L.lootZone = L.handRect = QRectF();
    L.resultRect = QRectF(W * 0.1, bottom.top(), W * 0.8, bottom.height());
    if (seated) {
        addViewersLoot(bottom, text);
        addViewersHand(bottom, text);
        addTargets();
    }
    if (m_scoring)
        addResult(L.resultRect, text);
}

void BillyScene::scoreIfOver()
{
    // Once the game is over every column shows its total, and shot colours are marked.
    m_scoring.reset();
    m_removed.clear();
    if (!m_obs.terminal)
        return;
    m_scoring = score(m_rules, columnsOf(m_obs));
    for (const Blast &blast : m_scoring->blasts)
        if (blast.removed >= 0)
            m_removed.insert(blast.removed);
}

void BillyScene::addColumnLabel(int owner, int colour, QPointF centre, qreal size, qreal pitch)
{
    const auto &column = m_obs.loot[std::size_t(owner)][std::size_t(colour)];
    QString label = QString::number(column.size());
    bool shot = false;
    if (m_scoring) {
        const bool billy = owner == m_obs.billy();
        label = QString::number(billy ? m_scoring->billyTotals[std::size_t(colour)]
                                      : m_scoring->players[std::size_t(owner)].totals[std::size_t(colour)]);
        shot = !billy && m_scoring->players[std::size_t(owner)].shotIn[std::size_t(colour)];
    }
    if (column.empty() && !m_scoring)
        return;
    auto *item = addLabel(shot ? label + u" \u2717"_s : label, centre, size, true, pitch - 4);
    if (shot)
        item->setBrush(kShot);
    item->setToolTip(m_scoring
            ? tr("%1: total after dynamite").arg(billynames::colour(m_rules, colour))
            : tr("%1: %n card(s)", nullptr, int(column.size())).arg(billynames::colour(m_rules, colour)));
}

void BillyScene::addOpponents(const QRectF &top, qreal text)
{
    // Opponents, side by side.
    Layout &L = *m_layout;
    const QList<int> others = opponents();
    L.opponentPanels.clear();
    const qreal panelWidth = m_size.width() / std::max<qsizetype>(1, others.size());
    L.small = cardOfHeight(std::min(top.height() * 0.3, panelWidth / (m_rules.colourCount() + 1.0) / kRatio));
    for (int i = 0; i < others.size(); ++i) {
        const QRectF panel(panelWidth * i + 6, top.top() + 6, panelWidth - 12, top.height() - 12);
        L.opponentPanels << panel;
        addOpponent(others[i], panel, text);
    }
}

void BillyScene::addOpponent(int seat, const QRectF &panel, qreal text)
{
    const Layout &L = *m_layout;
    const int colours = m_rules.colourCount();
    auto *background = addRect(panel, Qt::NoPen, tablecolours::panel);
    background->setZValue(-1);
    background->setToolTip(billytips::othersLoot(m_names.value(seat)));
    const bool turn = seat == m_obs.currentPlayer;
    if (turn)
        background->setPen(QPen(tablecolours::turn, 3));
    addLabel(m_names.value(seat), {panel.center().x(), panel.top() + text}, text, turn, panel.width() - 8);
    // Hand: coloured backs (colours are public, values are not).
    // (Faces only in the all-knowing view of a finished game's replay.)
    const auto &hand = m_obs.hands[std::size_t(seat)];
    const QSizeF handCard = L.small * 0.8;
    const qreal handWidth = L.small.width() * 0.55 * qreal(hand.size()) + L.small.width() * 0.45;
    for (std::size_t c = 0; c < hand.size(); ++c) {
        const CardView &v = hand[c];
        auto *item = newCard(v.id, v.colour, handCard);
        item->setCardId(v.known() ? v.id : -1);
        item->setPos(
            panel.center().x() - handWidth * 0.4 + L.small.width() * 0.45 * qreal(c), panel.top() + text * 2.2);
        item->setZValue(5 + qreal(c));
        item->setData(0, u"opponent-hand"_s);
        item->setToolTip(v.known() ? billytips::card(m_rules, v.id) : billytips::hidden(m_rules, v.colour));
        addItem(item);
    }
    // Loot columns, in colour order, above a row for their totals.
    const qreal lootTop = panel.top() + text * 2.6 + handCard.height();
    const qreal lootBottom = panel.bottom() - text * 1.3;
    for (int c = 0; c < colours; ++c) {
        const qreal centre = panel.left() + panel.width() * (c + 0.5) / colours;
        const QRectF room(centre - L.small.width() / 2, lootTop, L.small.width(), lootBottom - lootTop);
        addColumn(m_obs.loot[std::size_t(seat)][std::size_t(c)], room, L.small, u"loot-%1-%2"_s.arg(seat).arg(c));
        if (m_scoring)
            addColumnLabel(seat, c, {centre, panel.bottom() - text * 0.7}, text * 0.85, panel.width() / colours);
    }
}

void BillyScene::addPile(const QRectF &middle, qreal text)
{
    // The middle: the draw pile, Billy's loot, the box.
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    L.medium = cardOfHeight(std::min(middle.height() * 0.5, W * 0.5 / (m_rules.colourCount() + 1.0) / kRatio));
    L.pileRect = QRectF(
        W * 0.11 - L.medium.width() / 2, middle.top() + middle.height() * 0.14, L.medium.width(), L.medium.height());
    for (int i = 0; i < std::min(m_obs.pileCount, 4); ++i) {
        auto *item = new CardItem(art(), u"back-neutral"_s, L.medium);
        item->setPos(L.pileRect.topLeft() + QPointF(i * 2, -i * 2));
        item->setZValue(i);
        item->setToolTip(billytips::drawPile(m_obs.pileCount));
        addItem(item);
    }
    // Under the pile its count, and under that the final round's turns left.
    const qreal pileWidth = W * 0.21;
    auto *pileLabel = addLabel(tr("Draw pile: %n card(s)", nullptr, m_obs.pileCount),
        {L.pileRect.center().x(), L.pileRect.bottom() + text * 1.2}, text * 0.9, false, pileWidth);
    if (m_obs.finalRound) {
        auto *last = addLabel(
            tr("Final round: %n turn(s) left", nullptr, m_obs.finalTurnsLeft), {}, text * 0.9, true, pileWidth);
        last->setPos(L.pileRect.center().x() - last->boundingRect().width() / 2,
            pileLabel->sceneBoundingRect().bottom() + text * 0.2);
    }
}

void BillyScene::addBillysLoot(const QRectF &middle, qreal text)
{
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    const int colours = m_rules.colourCount();
    L.billyZone = QRectF(W * 0.23, middle.top() + 4, W * 0.52, middle.height() - 8);
    auto *billyBackground = addRect(L.billyZone, Qt::NoPen, QColor(0, 0, 0, 40));
    billyBackground->setZValue(-1);
    billyBackground->setCursor(Qt::PointingHandCursor); // a chosen card goes there
    billyBackground->setToolTip(billytips::billysLoot());
    addLabel(tr("Billy's loot"), {L.billyZone.center().x(), L.billyZone.top() + text * 0.8}, text, true);
    const auto &billy = m_obs.loot[std::size_t(m_obs.billy())];
    const QSizeF billyCard = L.medium * 0.8;
    for (int c = 0; c < colours; ++c) {
        const qreal centre = L.billyZone.left() + L.billyZone.width() * (c + 0.5) / colours;
        const QRectF room(centre - billyCard.width() / 2, L.billyZone.top() + text * 1.7, billyCard.width(),
            L.billyZone.height() - text * 3.2);
        addColumn(billy[std::size_t(c)], room, billyCard, u"billy-%1"_s.arg(c));
        addColumnLabel(
            m_obs.billy(), c, {centre, L.billyZone.bottom() - text * 0.7}, text * 0.9, L.billyZone.width() / colours);
    }
}

void BillyScene::addBox(const QRectF &middle, qreal text)
{
    // The box: a column per colour. Everyone sees the colours; the viewer
    // also sees the values of the cards they dumped themselves.
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    const int colours = m_rules.colourCount();
    L.boxZone = QRectF(W * 0.77, middle.top() + 4, W * 0.215, middle.height() - 8);
    auto *boxBackground = addRect(L.boxZone, Qt::NoPen, QColor(60, 35, 15, 120));
    boxBackground->setZValue(-1);
    boxBackground->setCursor(Qt::PointingHandCursor); // a chosen card goes there
    boxBackground->setToolTip(billytips::box());
    addLabel(tr("Box"), {L.boxZone.center().x(), L.boxZone.top() + text * 0.8}, text, true);
    auto boxed = std::vector<std::vector<CardView>>(std::size_t(colours));
    for (const auto &b : m_obs.box)
        boxed[std::size_t(b.card.colour)].push_back(b.card);
    const QSizeF boxCard = cardOfHeight(std::min(L.medium.height() * 0.6, L.boxZone.width() / colours * 0.92 / kRatio));
    for (int c = 0; c < colours; ++c) {
        const qreal centre = L.boxZone.left() + L.boxZone.width() * (c + 0.5) / colours;
        const QRectF room(centre - boxCard.width() / 2, L.boxZone.top() + text * 1.7, boxCard.width(),
            L.boxZone.height() - text * 3.2);
        addColumn(boxed[std::size_t(c)], room, boxCard, u"box-%1"_s.arg(c));
        addBoxLegend(c, int(boxed[std::size_t(c)].size()), centre, text);
    }
}

void BillyScene::addBoxLegend(int colour, int count, qreal centre, qreal text)
{
    // Each count beside a tiny back of its colour: which column is which.
    const QRectF &zone = m_layout->boxZone;
    const int colours = m_rules.colourCount();
    const QString tip = tr("%1: %n card(s) in the box", nullptr, count).arg(billynames::colour(m_rules, colour));
    auto *label = addLabel(QString::number(count), {}, text * 0.85);
    auto legendOf = [&] { return cardOfHeight(std::max(8.0, label->boundingRect().height())); };
    // The back and its count within the column's share of the box (large texts drawn smaller).
    const qreal share = zone.width() / colours - 4;
    if (const qreal wide = legendOf().width() + 3 + label->boundingRect().width(); wide > share) {
        QFont font = label->font();
        font.setPixelSize(std::max(kSmallestText, int(font.pixelSize() * share / wide)));
        label->setFont(font);
    }
    const QSizeF legend = legendOf();
    const qreal width = legend.width() + 3 + label->boundingRect().width();
    const qreal y = zone.bottom() - text * 0.7;
    auto *swatch = new CardItem(art(), backElement(colour), legend);
    swatch->setPos(centre - width / 2, y - legend.height() / 2);
    swatch->setData(0, u"box-legend"_s);
    swatch->setData(1, colour);
    swatch->setToolTip(tip);
    addItem(swatch);
    label->setPos(centre - width / 2 + legend.width() + 3, y - label->boundingRect().height() / 2);
    label->setToolTip(tip);
}

void BillyScene::addViewersLoot(const QRectF &bottom, qreal text)
{
    // The viewer: their loot (left) and hand (right).
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    const int colours = m_rules.colourCount();
    L.large = cardOfHeight(std::min(bottom.height() * 0.62, W * 0.45 / (colours + 0.5) / kRatio));
    L.lootZone = QRectF(W * 0.02, bottom.top() + 4, W * 0.5, bottom.height() - 10);
    auto *lootBackground = addRect(L.lootZone, Qt::NoPen, tablecolours::panel);
    lootBackground->setZValue(-1);
    lootBackground->setCursor(Qt::PointingHandCursor);
    lootBackground->setToolTip(billytips::yourLoot());
    addLabel(tr("Your loot"), {L.lootZone.center().x(), L.lootZone.top() + text * 0.8}, text, true);
    const QSizeF lootCard = L.large * 0.8;
    for (int c = 0; c < colours; ++c) {
        const qreal centre = L.lootZone.left() + L.lootZone.width() * (c + 0.5) / colours;
        const QRectF room(centre - lootCard.width() / 2, L.lootZone.top() + text * 1.7, lootCard.width(),
            L.lootZone.height() - text * (m_scoring ? 3.2 : 1.9));
        addColumn(
            m_obs.loot[std::size_t(viewer())][std::size_t(c)], room, lootCard, u"loot-%1-%2"_s.arg(viewer()).arg(c));
        if (m_scoring)
            addColumnLabel(
                viewer(), c, {centre, L.lootZone.bottom() - text * 0.7}, text * 0.9, L.lootZone.width() / colours);
    }
}

void BillyScene::addViewersHand(const QRectF &bottom, qreal text)
{
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    const bool turn = viewer() == m_obs.currentPlayer;
    L.handRect = QRectF(W * 0.56, bottom.top() + 4, W * 0.42, bottom.height() - 10);
    L.resultRect = L.handRect;
    auto *handBackground
        = addRect(L.handRect, turn ? QPen(tablecolours::turn, 3) : QPen(Qt::NoPen), tablecolours::panel);
    handBackground->setZValue(-1);
    addLabel(turn ? tr("%1 — your turn").arg(m_names.value(viewer())) : m_names.value(viewer()),
        {L.handRect.center().x(), L.handRect.top() + text * 0.8}, text, turn, L.handRect.width() - 8);
    // The hand gets the biggest cards: they are the ones to read.
    const int handCount = std::max<int>(1, int(m_obs.hand.size()));
    const QSizeF handCard = cardOfHeight(
        std::min(L.handRect.height() - text * 2.6, L.handRect.width() / (handCount * 1.15 + 0.2) / kRatio));
    const qreal gap = handCard.width() * 0.15;
    const qreal handWidth = qreal(m_obs.hand.size()) * (handCard.width() + gap) - gap;
    for (std::size_t i = 0; i < m_obs.hand.size(); ++i) {
        const CardView &v = m_obs.hand[i];
        auto *item = newCard(v.id, v.colour, handCard);
        item->setCardId(v.id);
        const bool selected = v.id == m_selected;
        item->setPos(L.handRect.center().x() - handWidth / 2 + qreal(i) * (handCard.width() + gap),
            L.handRect.top() + text * 2.0 - (selected ? text * 0.6 : 0));
        item->setHighlighted(selected);
        item->setZValue(30);
        item->setData(0, u"hand"_s);
        item->setToolTip(billytips::card(m_rules, v.id));
        item->setCursor(Qt::PointingHandCursor);
        addItem(item);
    }
}

void BillyScene::addTargets()
{
    // Legal targets light up once a card is chosen.
    if (!m_canPlay || m_selected < 0)
        return;
    const Layout &L = *m_layout;
    const QList<QRectF> zones {L.billyZone, L.lootZone, L.boxZone};
    for (int d = 0; d < zones.size(); ++d) {
        auto *frame = addRect(zones[d].adjusted(2, 2, -2, -2),
            QPen(tablecolours::turn, d == m_destination ? 5 : 2, d == m_destination ? Qt::SolidLine : Qt::DashLine));
        frame->setZValue(60);
        if (d == m_destination)
            lineFocus(frame);
    }
}

void BillyScene::addResult(const QRectF &area, qreal textSize)
{
    // The result itself is the table's result line; here, where to read more.
    auto *note = addLabel(
        tr("Game › End of the game shows how it was counted."), {}, textSize * 0.9, false, area.width() - 16);
    note->setPos(area.center().x() - note->boundingRect().width() / 2, area.top() + area.height() * 0.3);
    note->setData(0, u"result"_s);
}
