#include "billyscene.h"

#include "billynames.h"

#include "art/carditem.h"
#include "art/svgart.h"

#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules::blastingbilly;

namespace {

const QColor kFelt(28, 84, 58);
const QColor kPanel(255, 255, 255, 28);
const QColor kText(245, 240, 225);
const QColor kTurn(255, 196, 0);
constexpr qreal kRatio = 2.0 / 3.0; // card width / height

const SvgArt &deckArt()
{
    static const SvgArt art(u":/cards/blasting-billy.svg"_s);
    return art;
}

QSizeF cardOfHeight(qreal height)
{
    return {std::floor(height * kRatio), std::floor(height)};
}

// Vertical offset between overlapping cards of a column that must fit `room`.
qreal stepFor(int cards, qreal cardHeight, qreal room)
{
    if (cards <= 1)
        return 0;
    return std::min(cardHeight * 0.27, std::max(cardHeight * 0.08, (room - cardHeight) / (cards - 1)));
}

} // namespace

struct BillyScene::Layout {
    QSizeF small, medium, large;
    QList<QRectF> opponentPanels;
    QRectF billyZone, lootZone, boxZone, pileRect, handRect;
};

BillyScene::BillyScene(const Rules &rules, QStringList playerNames, QObject *parent)
    : QGraphicsScene(parent), m_rules(rules), m_names(std::move(playerNames)), m_layout(std::make_unique<Layout>())
{
    setBackgroundBrush(kFelt);
}

BillyScene::~BillyScene() = default;

const SvgArt &BillyScene::art() const
{
    return deckArt();
}

QString BillyScene::faceElement(int card) const
{
    return QString::fromStdString(m_rules.cardName(card));
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

void BillyScene::showMessage(const QString &text)
{
    m_message = text;
    rebuild();
}

QList<int> BillyScene::opponents() const
{
    QList<int> seats;
    for (int step = 1; step <= m_obs.players; ++step) {
        const int seat = ((viewer() < 0 ? -1 : viewer()) + step + m_obs.players) % m_obs.players;
        if (seat != viewer())
            seats << seat;
    }
    return seats;
}

QList<CardItem *> BillyScene::cardItems() const
{
    QList<CardItem *> cards;
    for (QGraphicsItem *item : items())
        if (auto *card = dynamic_cast<CardItem *>(item))
            cards << card;
    return cards;
}

CardItem *BillyScene::handCardAt(QPointF scenePos) const
{
    for (QGraphicsItem *item : items(scenePos)) // topmost first
        if (auto *card = dynamic_cast<CardItem *>(item); card && card->data(0).toString() == u"hand"_s)
            return card;
    return nullptr;
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
    if (destination == int(Destination::Box))
        return m_layout->boxZone.center();
    if (seat == viewer()) {
        const QRectF z = m_layout->lootZone;
        return {z.left() + z.width() * (colour + 0.5) / colours, z.center().y()};
    }
    const int index = int(opponents().indexOf(seat));
    const QRectF panel = m_layout->opponentPanels.value(index);
    return {panel.left() + panel.width() * (colour + 0.5) / colours, panel.top() + panel.height() * 0.7};
}

QGraphicsSimpleTextItem *BillyScene::addLabel(const QString &text, QPointF centre, qreal pixelSize, bool bold)
{
    auto *label = addSimpleText(text);
    QFont font = label->font();
    font.setPixelSize(std::max(10, int(pixelSize)));
    font.setBold(bold);
    label->setFont(font);
    label->setBrush(kText);
    const QRectF r = label->boundingRect();
    label->setPos(centre - QPointF(r.width() / 2, r.height() / 2));
    label->setZValue(50);
    return label;
}

void BillyScene::addColumn(const std::vector<CardView> &column, QPointF topLeft, QSizeF card)
{
    const qreal room = card.height() * 2.6;
    const qreal step = stepFor(int(column.size()), card.height(), room);
    for (std::size_t i = 0; i < column.size(); ++i) {
        const CardView &v = column[i];
        // Known to the viewer: its face (a card that lies face down but that
        // the viewer played is shown dimmed: "you know this one").
        const bool showFace = v.known();
        auto *item = new CardItem(art(), showFace ? faceElement(v.id) : backElement(v.colour), card);
        item->setCardId(showFace ? v.id : -1);
        item->setPos(topLeft + QPointF(0, step * qreal(i)));
        item->setZValue(10 + qreal(i));
        if (showFace && !v.faceUp && !m_obs.terminal)
            item->setOpacity(0.72);
        item->setData(0, u"column"_s);
        addItem(item);
    }
}

void BillyScene::rebuild()
{
    clear();
    setSceneRect(QRectF(QPointF(0, 0), m_size));
    if (m_obs.players == 0)
        return;
    const qreal W = m_size.width(), H = m_size.height();
    const int colours = m_rules.colourCount();
    const bool seated = viewer() >= 0;
    const QList<int> others = opponents();
    Layout &L = *m_layout;

    // Bands: opponents, the middle (Billy, pile, box), the viewer.
    const QRectF top(0, 0, W, H * (seated ? 0.34 : 0.5));
    const QRectF middle(0, top.bottom(), W, H * (seated ? 0.3 : 0.5));
    const QRectF bottom(0, middle.bottom(), W, H - middle.bottom());
    const qreal text = std::clamp(H * 0.022, 11.0, 22.0);

    // Opponents, side by side.
    L.opponentPanels.clear();
    const qreal panelWidth = W / std::max<qsizetype>(1, others.size());
    L.small = cardOfHeight(std::min(top.height() * 0.34, panelWidth / (colours + 1.0) / kRatio));
    for (int i = 0; i < others.size(); ++i) {
        const int seat = others[i];
        const QRectF panel(panelWidth * i + 6, top.top() + 6, panelWidth - 12, top.height() - 12);
        L.opponentPanels << panel;
        auto *background = addRect(panel, Qt::NoPen, kPanel);
        background->setZValue(-1);
        const bool turn = seat == m_obs.currentPlayer;
        if (turn)
            background->setPen(QPen(kTurn, 3));
        addLabel(m_names.value(seat), {panel.center().x(), panel.top() + text}, text, turn);
        // Hand: coloured backs (colours are public, values are not).
        // (Faces only in the all-knowing view of a finished game's replay.)
        const auto &hand = m_obs.hands[std::size_t(seat)];
        const qreal handWidth = L.small.width() * 0.55 * qreal(hand.size()) + L.small.width() * 0.45;
        for (std::size_t c = 0; c < hand.size(); ++c) {
            const CardView &v = hand[c];
            auto *item = new CardItem(art(), v.known() ? faceElement(v.id) : backElement(v.colour), L.small * 0.8);
            item->setCardId(v.known() ? v.id : -1);
            item->setPos(
                panel.center().x() - handWidth * 0.4 + L.small.width() * 0.45 * qreal(c), panel.top() + text * 2.2);
            item->setZValue(5 + qreal(c));
            item->setData(0, u"opponent-hand"_s);
            addItem(item);
        }
        // Loot columns, in colour order.
        const qreal lootTop = panel.top() + text * 2.6 + L.small.height() * 0.8;
        for (int c = 0; c < colours; ++c) {
            const qreal x = panel.left() + panel.width() * (c + 0.5) / colours - L.small.width() / 2;
            addColumn(m_obs.loot[std::size_t(seat)][std::size_t(c)], {x, lootTop}, L.small);
        }
    }

    // The middle: the draw pile, Billy's loot, the box.
    L.medium = cardOfHeight(std::min(middle.height() * 0.5, W * 0.5 / (colours + 1.0) / kRatio));
    L.pileRect = QRectF(
        W * 0.125 - L.medium.width() / 2, middle.top() + middle.height() * 0.14, L.medium.width(), L.medium.height());
    if (m_obs.pileCount > 0) {
        for (int i = 0; i < std::min(m_obs.pileCount, 4); ++i) {
            auto *item = new CardItem(art(), u"back-neutral"_s, L.medium);
            item->setPos(L.pileRect.topLeft() + QPointF(i * 2, -i * 2));
            item->setZValue(i);
            addItem(item);
        }
    }
    addLabel(tr("Draw pile: %n card(s)", nullptr, m_obs.pileCount),
        {L.pileRect.center().x(), L.pileRect.bottom() + text * 1.2}, text * 0.9);
    if (m_obs.finalRound)
        addLabel(tr("Final round: %n turn(s) left", nullptr, m_obs.finalTurnsLeft),
            {L.pileRect.center().x(), L.pileRect.bottom() + text * 2.4}, text * 0.9, true);

    L.billyZone = QRectF(W * 0.25, middle.top() + 4, W * 0.5, middle.height() - 8);
    addRect(L.billyZone, Qt::NoPen, QColor(0, 0, 0, 40))->setZValue(-1);
    addLabel(tr("Billy's loot"), {L.billyZone.center().x(), L.billyZone.top() + text * 0.8}, text, true);
    const auto &billy = m_obs.loot[std::size_t(m_obs.billy())];
    for (int c = 0; c < colours; ++c) {
        const qreal x = L.billyZone.left() + L.billyZone.width() * (c + 0.5) / colours - L.medium.width() / 2;
        addColumn(billy[std::size_t(c)], {x, L.billyZone.top() + text * 1.8}, L.medium * 0.8);
        addLabel(QString::number(billy[std::size_t(c)].size()),
            {x + L.medium.width() / 2, L.billyZone.bottom() - text * 0.7}, text * 0.9, true)
            ->setToolTip(billynames::colour(m_rules, c));
    }

    L.boxZone = QRectF(W * 0.78, middle.top() + 4, W * 0.2, middle.height() - 8);
    addRect(L.boxZone, Qt::NoPen, QColor(60, 35, 15, 120))->setZValue(-1);
    addLabel(tr("Box"), {L.boxZone.center().x(), L.boxZone.top() + text * 0.8}, text, true);
    // The box shows how many cards of each colour lie in it.
    std::vector<int> boxed(std::size_t(colours), 0);
    for (const auto &b : m_obs.box)
        ++boxed[std::size_t(b.card.colour)];
    const QSizeF mini = L.medium * 0.42;
    for (int c = 0; c < colours; ++c) {
        const qreal x = L.boxZone.left() + L.boxZone.width() * (c + 0.5) / colours - mini.width() / 2;
        auto *item = new CardItem(art(), backElement(c), mini);
        item->setPos(x, L.boxZone.center().y() - mini.height() / 2);
        item->setOpacity(boxed[std::size_t(c)] ? 1.0 : 0.3);
        item->setData(0, u"box"_s);
        addItem(item);
        addLabel(QString::number(boxed[std::size_t(c)]),
            {x + mini.width() / 2, L.boxZone.center().y() + mini.height() * 0.8}, text * 0.85);
    }

    // The viewer: their loot (left) and hand (right).
    if (seated) {
        const bool turn = viewer() == m_obs.currentPlayer;
        L.large = cardOfHeight(std::min(bottom.height() * 0.62, W * 0.45 / (colours + 0.5) / kRatio));
        L.lootZone = QRectF(W * 0.02, bottom.top() + 6, W * 0.5, bottom.height() - 12);
        auto *lootBackground = addRect(L.lootZone, Qt::NoPen, kPanel);
        lootBackground->setZValue(-1);
        addLabel(tr("Your loot"), {L.lootZone.center().x(), L.lootZone.top() + text * 0.8}, text, true);
        for (int c = 0; c < colours; ++c) {
            const qreal x = L.lootZone.left() + L.lootZone.width() * (c + 0.5) / colours - L.large.width() * 0.4;
            addColumn(
                m_obs.loot[std::size_t(viewer())][std::size_t(c)], {x, L.lootZone.top() + text * 1.8}, L.large * 0.8);
        }

        L.handRect = QRectF(W * 0.56, bottom.top() + 6, W * 0.42, bottom.height() - 12);
        auto *handBackground = addRect(L.handRect, turn ? QPen(kTurn, 3) : QPen(Qt::NoPen), kPanel);
        handBackground->setZValue(-1);
        addLabel(turn ? tr("%1 — your turn").arg(m_names.value(viewer())) : m_names.value(viewer()),
            {L.handRect.center().x(), L.handRect.top() + text * 0.8}, text, turn);
        // The hand gets the biggest cards: they are the ones to read.
        const int handCount = std::max<int>(1, int(m_obs.hand.size()));
        const QSizeF handCard = cardOfHeight(
            std::min(L.handRect.height() - text * 2.6, L.handRect.width() / (handCount * 1.15 + 0.2) / kRatio));
        const qreal gap = handCard.width() * 0.15;
        const qreal handWidth = qreal(m_obs.hand.size()) * (handCard.width() + gap) - gap;
        for (std::size_t i = 0; i < m_obs.hand.size(); ++i) {
            const CardView &v = m_obs.hand[i];
            auto *item = new CardItem(art(), faceElement(v.id), handCard);
            item->setCardId(v.id);
            const bool selected = v.id == m_selected;
            item->setPos(L.handRect.center().x() - handWidth / 2 + qreal(i) * (handCard.width() + gap),
                L.handRect.top() + text * 2.0 - (selected ? text * 0.6 : 0));
            item->setHighlighted(selected);
            item->setZValue(30);
            item->setData(0, u"hand"_s);
            item->setToolTip(billynames::card(m_rules, v.id));
            addItem(item);
        }

        // Legal targets light up once a card is chosen.
        if (m_canPlay && m_selected >= 0) {
            const QList<QRectF> zones {L.billyZone, L.lootZone, L.boxZone};
            for (int d = 0; d < zones.size(); ++d) {
                auto *frame = addRect(zones[d].adjusted(2, 2, -2, -2),
                    QPen(kTurn, d == m_destination ? 5 : 2, d == m_destination ? Qt::SolidLine : Qt::DashLine));
                frame->setZValue(60);
            }
        }
    } else {
        L.lootZone = L.handRect = QRectF();
    }

    if (!m_message.isEmpty()) {
        auto *label = addLabel(m_message, {W / 2, middle.bottom() - text * 0.2}, text, true);
        const QRectF r = label->sceneBoundingRect().adjusted(-10, -4, 10, 4);
        addRect(r, Qt::NoPen, QColor(120, 20, 20, 220))->setZValue(49);
    }
}
