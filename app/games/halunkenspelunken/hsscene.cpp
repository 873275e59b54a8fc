#include "hsscene.h"

#include "hssceneparts.h"

#include "hsnames.h"
#include "hstips.h"

#include "art/svgart.h"
#include "art/tablecolours.h"
#include "games/carditem.h"
#include "games/tooltips.h"

#include "core/game/secretchoices.h"
#include "halunkenspelunken/scoring.h"
#include "halunkenspelunken/state.h"

#include <QBrush>
#include <QCursor>
#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGuiApplication>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::halunkenspelunken;

namespace hsscene {

const SvgArt &cards()
{
    static const SvgArt art(u":/cards/halunken-spelunken.svg"_s);
    return art;
}

const SvgArt &pieces()
{
    static const SvgArt art(u":/pieces/halunken-spelunken.svg"_s);
    return art;
}

namespace {

constexpr PhaseTargets kTargets[] = {
    {Phase::PlaceCaptain, Target::Field, false, false},
    {Phase::PlaceBlackJack, Target::Field, false, false},
    {Phase::Offer, Target::Villain, true, false},
    {Phase::ChooseMove, Target::Move, false, true},
    {Phase::ChooseBlackJackMove, Target::JackMove, false, true},
    {Phase::NameRum, Target::Number, false, false},
    {Phase::LandOnBlackJack, Target::Answer, false, false},
    {Phase::Rob, Target::Villain, false, false},
};

} // namespace

PhaseTargets targetsOf(Phase phase)
{
    for (const PhaseTargets &t : kTargets)
        if (t.phase == phase)
            return t;
    return {phase, Target::None, false, false};
}

Decision decisionFor(Target target, int id)
{
    switch (target) {
    case Target::Field:
        return HsState::place(id);
    case Target::Villain:
        return HsState::villain(id);
    case Target::Move:
    case Target::JackMove:
        return HsState::move(id);
    case Target::Number:
        return HsState::rumNumber(id);
    case Target::Answer:
        return HsState::harbourOrRob(id == kHarbour);
    case Target::None:
        break;
    }
    return {};
}

} // namespace hsscene

using namespace hsscene;

namespace {

// A point on the ellipse and its outward normal.
QPointF onEllipse(QPointF centre, qreal a, qreal b, qreal angle)
{
    return centre + QPointF(a * std::cos(angle), b * std::sin(angle));
}

QPointF normalAt(qreal a, qreal b, qreal angle)
{
    const QPointF n(std::cos(angle) / a, std::sin(angle) / b);
    const qreal length = std::hypot(n.x(), n.y());
    return n / length;
}

qreal perimeter(qreal a, qreal b)
{
    // Ramanujan's approximation.
    return std::numbers::pi * (3 * (a + b) - std::sqrt((3 * a + b) * (a + 3 * b)));
}

} // namespace

HsScene::HsScene(const Rules &rules, QStringList playerNames, QObject *parent)
    : TableScene(parent), m_rules(rules), m_names(std::move(playerNames)), m_layout(std::make_unique<Layout>())
{}

HsScene::~HsScene() = default;

const SvgArt &HsScene::cardArt() const
{
    return cards();
}

const SvgArt &HsScene::pieceArt() const
{
    return pieces();
}

QString HsScene::villainElement(int card) const
{
    return hsnames::villainElement(m_rules, card);
}

void HsScene::setObservation(const HsObservation &observation, Extras extras)
{
    m_obs = observation;
    m_extras = std::move(extras);
    rebuild();
}

bool HsScene::choosesVillains() const
{
    return targetsOf(m_obs.phase).target == Target::Villain;
}

bool HsScene::playsOnSecondClick() const
{
    return targetsOf(m_obs.phase).twoClicks;
}

bool HsScene::twoPlayers() const
{
    return m_rules.blackJack == BlackJackMode::TwoPlayer;
}

QRectF HsScene::messageArea() const
{
    return m_layout->messageStrip;
}

qreal HsScene::text() const
{
    return std::clamp(m_size.height() * 0.02, 10.0, 20.0) * textScale();
}

std::optional<Decision> HsScene::decisionAt(QPointF p) const
{
    return m_hits.at(p);
}

std::optional<QPointF> HsScene::centreOf(const Decision &decision) const
{
    return m_hits.centreOf(decision);
}

bool HsScene::isLegal(const Decision &decision) const
{
    return std::find(m_extras.legal.begin(), m_extras.legal.end(), decision) != m_extras.legal.end();
}

bool HsScene::isSelected(const Decision &decision) const
{
    return canAct() && m_extras.selected && *m_extras.selected == decision;
}

void HsScene::addHit(QRectF rect, const Decision &decision, QGraphicsItem *item)
{
    m_hits.add(rect, decision, item);
}

QPointF HsScene::fieldCentre(int field) const
{
    return m_layout->fields.value(field, sceneRect().center());
}

QSizeF HsScene::figureSize(bool blackJack) const
{
    const qreal side = std::floor(m_layout->s * (blackJack ? 0.86 : 0.72));
    return {side, side};
}

QPointF HsScene::figureTopLeft(int field, bool blackJack) const
{
    const QSizeF size = figureSize(blackJack);
    // Standing on the stone: a little above its centre.
    return fieldCentre(field) - QPointF(size.width() / 2, size.height() * 0.62);
}

QSizeF HsScene::denCardSize() const
{
    return m_layout->denCard;
}

QPointF HsScene::denCardTopLeft(int field) const
{
    const Layout &L = *m_layout;
    const QPointF centre = L.fields.value(field) + L.outward.value(field) * (L.s * 0.7);
    return centre - QPointF(L.denCard.width() / 2, L.denCard.height() / 2);
}

QPointF HsScene::villainsCentre(int seat) const
{
    return m_layout->villainAreas.value(seat).center();
}

QPointF HsScene::captainIconCentre(int seat) const
{
    return m_layout->captainIcons.value(seat);
}

QRectF HsScene::roundCardRect(int seat) const
{
    return seat == m_obs.players ? m_layout->blackJackCard : m_layout->roundCards.value(seat);
}

QPointF HsScene::harbourCentre() const
{
    return m_layout->harbour.center();
}

CardItem *HsScene::addVillain(int card, QSizeF size, QPointF topLeft, const QString &role, int owner)
{
    auto *item = new CardItem(cards(), villainElement(card), size);
    item->setCardId(card);
    item->setPos(topLeft);
    item->setData(0, role);
    item->setData(1, card);
    item->setData(2, owner);
    item->setToolTip(hstips::villain(m_rules, card));
    item->setZValue(10);
    addItem(item);
    return item;
}

CardItem *HsScene::addPiece(const QString &element, QSizeF size, QPointF centre, const QString &role)
{
    auto *item = new CardItem(pieces(), element, QSizeF(std::floor(size.width()), std::floor(size.height())));
    item->setPos(centre - QPointF(item->size().width() / 2, item->size().height() / 2));
    item->setData(0, role);
    addItem(item);
    return item;
}

QGraphicsRectItem *HsScene::addButton(const QString &label, QRectF rect, const Decision &decision)
{
    const bool legal = isLegal(decision);
    const bool selected = isSelected(decision);
    auto *button = addRect(rect,
        QPen(tablecolours::turn,
            selected    ? 4
                : legal ? 2
                        : 1),
        QColor(60, 35, 15, legal ? 235 : 120));
    button->setZValue(70);
    button->setData(0, u"button"_s);
    if (selected)
        lineFocus(button);
    auto *caption = addLabel(label, rect.center(), text() * 0.95, true, rect.width() - 8);
    caption->setZValue(71);
    if (!legal)
        caption->setOpacity(0.5);
    addHit(rect, decision, button);
    return button;
}

// --- Layout ------------------------------------------------------------------

void HsScene::layoutRing()
{
    Layout &L = *m_layout;
    const qreal W = m_size.width(), H = m_size.height();
    const bool seated = viewer() >= 0;
    const qreal boardWidth = W * 0.6 - 12;
    // The board keeps its size whatever the text size (its numbers and
    // badges stand between its stones): a larger message strip and the
    // band's larger texts take their room from the band's cards. Without a
    // band (an onlooker's table), the strip keeps to the window and its
    // message is drawn smaller.
    const qreal normal = text() / textScale();
    const qreal bandHeight = seated ? std::max(H * 0.2, normal * 7) : 0;
    L.board = QRectF(6, 6, boardWidth, H - 12 - normal * 2.6 - bandHeight);
    const qreal strip = seated ? text() * 2.4 : std::min(text() * 2.4, H - 4 - L.board.bottom());
    L.messageStrip = QRectF(W * 0.05, L.board.bottom() + 2, W * 0.5, strip);
    L.band = QRectF(6, L.messageStrip.bottom() + 2, boardWidth, std::max(0.0, H - L.messageStrip.bottom() - 8));

    const int n = std::max(1, m_obs.fields);
    L.centre = L.board.center();
    const qreal side = std::min(L.board.width(), L.board.height());
    qreal s = side / 5;
    for (int i = 0; i < 5; ++i) {
        L.a = std::max(L.board.width() / 2 - 1.15 * s, s);
        L.b = std::max(L.board.height() / 2 - 1.15 * s, s);
        s = std::min(perimeter(L.a, L.b) / n, side / 4.5);
    }
    L.s = s;
    // Fields at equal distances along the ellipse, the first at the top,
    // clockwise.
    constexpr int kSamples = 1440;
    std::vector<qreal> length(kSamples + 1, 0);
    for (int i = 1; i <= kSamples; ++i) {
        const qreal t0 = -std::numbers::pi / 2 + 2 * std::numbers::pi * (i - 1) / kSamples;
        const qreal t1 = -std::numbers::pi / 2 + 2 * std::numbers::pi * i / kSamples;
        const QPointF d = onEllipse({}, L.a, L.b, t1) - onEllipse({}, L.a, L.b, t0);
        length[std::size_t(i)] = length[std::size_t(i - 1)] + std::hypot(d.x(), d.y());
    }
    L.fields.clear();
    L.outward.clear();
    for (int field = 0; field < n; ++field) {
        const qreal want = length.back() * field / n;
        const auto at = std::lower_bound(length.begin(), length.end(), want) - length.begin();
        const qreal angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * qreal(at) / kSamples;
        L.fields << onEllipse(L.centre, L.a, L.b, angle);
        L.outward << normalAt(L.a, L.b, angle);
    }
    L.denCard = cardOfHeight(s * 0.62);
    const qreal inA = (L.a - 0.62 * s) / std::numbers::sqrt2, inB = (L.b - 0.62 * s) / std::numbers::sqrt2;
    L.middle = QRectF(L.centre.x() - inA, L.centre.y() - inB, 2 * inA, 2 * inB);

    // The players' panels, in seat order, on the right.
    L.panels.clear();
    L.villainAreas.clear();
    L.roundCards.clear();
    L.captainIcons.clear();
    const int players = std::max(1, m_obs.players);
    const qreal left = W * 0.6;
    const qreal panelHeight = (H - 6) / players;
    for (int seat = 0; seat < players; ++seat)
        L.panels << QRectF(left, 6 + seat * panelHeight, W - left - 6, panelHeight - 6);
}

void HsScene::rebuild()
{
    clear();
    m_hits.clear();
    setSceneRect(QRectF(QPointF(0, 0), m_size));
    if (m_obs.players == 0)
        return;
    layoutRing();
    addRing();
    addMiddle();
    for (int seat = 0; seat < m_obs.players; ++seat)
        addPanel(seat);
    if (viewer() >= 0)
        addViewerBand();
}

// --- The ring ----------------------------------------------------------------

void HsScene::addRing()
{
    const Layout &L = *m_layout;
    // The water, tiled from the art.
    const int tile = std::max(32, int(L.s * 1.4));
    const QPixmap water = pieces().pixmap(u"water"_s, QSize(tile, tile), qApp ? qApp->devicePixelRatio() : 1.0);
    QPainterPath shore;
    shore.addRoundedRect(L.board, 18, 18);
    auto *sea = addPath(shore, QPen(QColor(20, 40, 60), 2), QBrush(water));
    sea->setZValue(-5);
    for (int field = 0; field < int(L.fields.size()); ++field)
        addField(field);
    addFigures();
}

void HsScene::addField(int field)
{
    const Layout &L = *m_layout;
    const qreal s = L.s;
    const QPointF stone = L.fields[field];
    const QPointF out = L.outward[field];
    auto *den = addDen(field);
    // The stone and its number (the fields' numbers stand between the
    // stones, at the board's scale: the text size does not grow them).
    const qreal stoneSide = s * 0.6;
    auto *stoneItem = addPiece(u"field"_s, QSizeF(stoneSide, stoneSide), stone, u"field"_s);
    stoneItem->setData(1, field);
    stoneItem->setZValue(2);
    stoneItem->setToolTip(hstips::field(field));
    auto *number = addLabel(QString::number(field + 1), stone - out * (s * 0.48), text() / textScale() * 0.8, true);
    number->setZValue(4);
    number->setData(0, u"field-number"_s);
    if (targetsOf(m_obs.phase).target != Target::Field)
        return;
    const Decision place = decisionFor(Target::Field, field);
    const QPointF denCentre = stone + out * (s * 0.62);
    QRectF area(stone - QPointF(s * 0.45, s * 0.45), QSizeF(s * 0.9, s * 0.9));
    addHit(area, place, stoneItem);
    addHit(QRectF(denCentre - QPointF(s * 0.4, s * 0.4), QSizeF(s * 0.8, s * 0.8)), place, den);
    if (canAct() && isLegal(place)) {
        const bool chosen = isSelected(place);
        const qreal r = stoneSide * 0.58;
        auto *ring = addEllipse(QRectF(stone - QPointF(r, r), QSizeF(2 * r, 2 * r)),
            QPen(tablecolours::turn, chosen ? 5 : 2, chosen ? Qt::SolidLine : Qt::DashLine), Qt::NoBrush);
        ring->setZValue(8);
        ring->setData(0, chosen ? u"field-chosen"_s : u"field-free"_s);
        if (chosen)
            lineFocus(ring);
    }
}

CardItem *HsScene::addDen(int field)
{
    // The den behind the stone, its face-up villain and its height.
    const Layout &L = *m_layout;
    const qreal s = L.s;
    const QPointF out = L.outward[field];
    const QPointF tangent(-out.y(), out.x());
    const QPointF denCentre = L.fields[field] + out * (s * 0.62);
    const int height = m_obs.denHeight[std::size_t(field)];
    auto *den = addPiece(u"den"_s, QSizeF(s * 0.86, s * 0.86), denCentre, u"den"_s);
    den->setData(1, field);
    den->setZValue(1);
    if (height == 0)
        den->setOpacity(0.45);
    const int top = m_obs.denTop[std::size_t(field)];
    if (top >= 0) {
        auto *card = addVillain(top, L.denCard, denCardTopLeft(field), u"den-top"_s, -1);
        card->setData(2, field);
        card->setZValue(3);
        card->setToolTip(Tooltips::says(tr("%1, in the den at field %2 (%n villain(s) there)", nullptr, height)
                                            .arg(hsnames::villain(m_rules, top))
                                            .arg(field + 1),
            hstips::villainDoes(m_rules, top)));
    } else if (height > 0) {
        // Before the dens open: a face-down stack.
        auto *back = new CardItem(cards(), u"back-villain"_s, L.denCard);
        back->setPos(denCardTopLeft(field));
        back->setData(0, u"den-back"_s);
        back->setZValue(3);
        addItem(back);
    }
    if (height > 0) {
        // The dens' heights stand between the stones, at the board's
        // scale: the text size does not grow them.
        const qreal textSize = text() / textScale();
        const QPointF badge = denCentre + out * (s * 0.36) + tangent * (s * 0.3);
        const qreal r = textSize * 0.75;
        auto *disc = addEllipse(
            QRectF(badge - QPointF(r, r), QSizeF(2 * r, 2 * r)), QPen(tablecolours::text, 1), QColor(40, 25, 10, 230));
        disc->setZValue(6);
        disc->setToolTip(tr("%n villain(s) in this den", nullptr, height));
        addLabel(QString::number(height), badge, textSize * 0.8, true)->setZValue(7);
    }
    return den;
}

void HsScene::addFigures()
{
    for (int seat = 0; seat < m_obs.players; ++seat) {
        const int at = m_obs.captainAt[std::size_t(seat)];
        if (at < 0)
            continue;
        auto *captain = addPiece(hsnames::captainElement(seat), figureSize(false),
            figureTopLeft(at, false) + QPointF(figureSize(false).width() / 2, figureSize(false).height() / 2),
            u"captain"_s);
        captain->setData(1, seat);
        captain->setZValue(20);
        captain->setToolTip(hstips::captain(m_names.value(seat), at));
    }
    if (m_obs.blackJackAt >= 0) {
        const QSizeF size = figureSize(true);
        auto *jack = addPiece(u"blackjack"_s, size,
            figureTopLeft(m_obs.blackJackAt, true) + QPointF(size.width() / 2, size.height() / 2), u"blackjack"_s);
        jack->setZValue(21);
        jack->setToolTip(hstips::blackJack(m_obs.blackJackAt));
    }
}

// --- The middle: round, harbour, Black Jack ----------------------------------

qreal HsScene::middleText() const
{
    // A larger text size grows the middle's texts as far as the board's
    // middle has room for them (a small window's is small).
    return std::min(text(), std::max(text() / textScale(), m_layout->middle.height() * 0.09));
}

void HsScene::addMiddle()
{
    const QRectF M = m_layout->middle;
    const qreal t = middleText();
    const QString round = m_obs.round == 0 ? tr("Setting up")
        : m_obs.terminal                   ? tr("The game is over")
                                           : tr("Round %1 of %2").arg(m_obs.round).arg(m_obs.rounds);
    addLabel(round, {M.center().x(), M.top() + t * 0.8}, t * 1.1, true, M.width())->setData(0, u"round"_s);

    const bool jack = m_obs.blackJackInGame;
    // The round on top, this round's auction across the foot, the harbour
    // and Black Jack between.
    QRectF area(M.left(), M.top() + t * 1.8, M.width(), M.height() - t * 1.8);
    if (const std::optional<qreal> top = addAuction())
        area.setBottom(*top - 2);
    // The game for two: a row across the middle's foot for Black Jack's
    // movement cards (as many as a captain's), overlapping no further than
    // their corners' numbers can be read.
    QRectF jackRow;
    if (twoPlayers()) {
        const qreal height = std::min(area.height() * 0.32, area.width() / 5.6 / kCardRatio);
        // (Room under it for its notes, on two lines where they must wrap.)
        jackRow = QRectF(area.left(), area.bottom() - height - t * 2.3, area.width(), height);
        area.setBottom(jackRow.top() - t * 0.3);
    }
    addHarbour(jack ? QRectF(area.left(), area.top(), area.width() * 0.5, area.height()) : area);
    if (jack)
        addShip(QRectF(area.left() + area.width() * 0.5, area.top(), area.width() * 0.5, area.height()), jackRow);
}

std::optional<qreal> HsScene::addAuction()
{
    // This round's auction or hirer, across the middle's foot; returns its
    // top, if any.
    const QRectF M = m_layout->middle;
    const bool jack = m_obs.blackJackInGame;
    QString auction;
    if (jack && m_obs.phase == Phase::Offer)
        auction = m_obs.bestOffer >= 0 ? tr("Best offer: %1 by %2")
                                             .arg(hsnames::villain(m_rules, m_obs.bestOffer))
                                             .arg(m_names.value(m_obs.bestBidder))
                                       : tr("Auction: no offer yet");
    else if (jack && m_obs.round > 0 && !m_obs.terminal)
        auction = m_obs.hirer >= 0 ? tr("Hired by %1").arg(m_names.value(m_obs.hirer)) : tr("Not hired this round");
    if (auction.isEmpty())
        return std::nullopt;
    auto *label = addLabel(auction, {}, middleText() * 0.95, true, M.width());
    label->setPos(M.center().x() - label->boundingRect().width() / 2, M.bottom() - label->boundingRect().height());
    label->setBrush(tablecolours::turn);
    label->setData(0, u"auction"_s);
    return label->pos().y();
}

void HsScene::addHarbour(const QRectF &harbourArea)
{
    // The harbour: its pier, the villains on it.
    Layout &L = *m_layout;
    const qreal t = middleText();
    const qreal h = std::max(t * 0.5, std::min(harbourArea.height() - t * 1.7, harbourArea.width() * 0.92 / 1.5));
    const QSizeF size(h * 1.5, h);
    const QPointF centre(harbourArea.center().x(), harbourArea.top() + size.height() / 2 + t * 0.2);
    L.harbour = QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
    auto *pier = addPiece(u"harbour"_s, size, centre, u"harbour"_s);
    pier->setZValue(1);
    pier->setToolTip(hstips::harbour(m_obs.blackJackInGame));
    const auto &pile = m_obs.harbour;
    const QSizeF card = cardOfHeight(size.height() * 0.72);
    const int count = int(pile.size());
    const qreal room = size.width() * 0.86;
    const qreal step = count <= 1 ? 0 : std::min(card.width() * 1.05, (room - card.width()) / (count - 1));
    const qreal width = card.width() + step * std::max(0, count - 1);
    const bool pick = targetsOf(m_obs.phase).target == Target::Villain && m_obs.phase == Phase::Rob
        && m_obs.robbery == Robbery::Harbour;
    if (pick && canAct())
        addRect(L.harbour.adjusted(-4, -4, 4, 4), QPen(tablecolours::turn, 2, Qt::DashLine), Qt::NoBrush)->setZValue(9);
    for (int i = 0; i < count; ++i) {
        const int id = pile[std::size_t(i)];
        const QPointF topLeft(centre.x() - width / 2 + i * step, centre.y() - card.height() / 2);
        auto *item = addVillain(id, card, topLeft, u"harbour-villain"_s, -1);
        item->setZValue(10 + i);
        if (pick) {
            const Decision take = decisionFor(Target::Villain, id);
            addHit(QRectF(topLeft, QSizeF(i + 1 < count ? step : card.width(), card.height())), take, item);
            item->setHighlighted(isSelected(take));
        }
    }
    auto *harbourLabel = addLabelOrShort(
        tr("Harbour: %n villain(s)", nullptr, count), QString::number(count), {}, t * 0.9, false, harbourArea.width());
    harbourLabel->setPos(centre.x() - harbourLabel->boundingRect().width() / 2, L.harbour.bottom() + t * 0.3);
}

void HsScene::addShip(const QRectF &shipArea, const QRectF &jackRow)
{
    // Black Jack's ship and his cards: in the standard game those turned so
    // far and how many are left, under the ship; in the game for two those
    // still his and this round's, in the row below.
    const qreal t = middleText();
    const qreal h = twoPlayers() ? std::min(shipArea.height() - t * 1.6, shipArea.width() * 0.9 / 1.5)
                                 : std::min(shipArea.height() * 0.42, shipArea.width() * 0.9 / 1.5);
    const QSizeF shipSize(h * 1.5, h);
    const QPointF shipCentre(shipArea.center().x(), shipArea.top() + h / 2);
    addPiece(u"ship"_s, shipSize, shipCentre, u"ship"_s)->setToolTip(hstips::ship());
    if (twoPlayers())
        addBlackJackCards(jackRow);
    else
        addBlackJackDeck(shipArea, shipCentre.y() + h / 2, h);
}

void HsScene::addBlackJackDeck(const QRectF &shipArea, qreal shipBottom, qreal shipHeight)
{
    // Under the ship, as large as the count under them leaves room for.
    const qreal t = middleText();
    const QSizeF card = cardOfHeight(std::max(8.0,
        std::min({shipArea.height() * 0.28, shipArea.width() * 0.3 / kCardRatio,
            shipArea.height() - shipHeight - t * 1.9})));
    const qreal rowTop = shipBottom + t * 0.3;
    const int played = int(m_obs.blackJackPlayed.size());
    const qreal room = shipArea.width() * 0.56;
    const qreal step = played <= 1 ? 0 : std::min(card.width() * 0.6, (room - card.width()) / (played - 1));
    for (int i = 0; i < played; ++i) {
        const int number = m_obs.blackJackPlayed[std::size_t(i)];
        auto *item = new CardItem(cards(), hsnames::blackJackElement(number), card);
        item->setPos(shipArea.left() + shipArea.width() * 0.06 + i * step, rowTop);
        item->setData(0, u"blackjack-card"_s);
        item->setZValue(10 + i);
        item->setToolTip(hstips::blackJackCard(number));
        addItem(item);
    }
    // The cards still to come, face down, the count under them.
    const QPointF deck(shipArea.right() - card.width() - 4, rowTop);
    for (int i = 0; i < std::min(m_obs.blackJackLeft, 3); ++i) {
        auto *item = new CardItem(cards(), u"back-blackjack"_s, card);
        item->setPos(deck + QPointF(i * 2, -i * 2));
        item->setData(0, u"blackjack-back"_s);
        item->setZValue(5 + i);
        item->setToolTip(hstips::ship());
        addItem(item);
    }
    addLabel(tr("%n left", nullptr, m_obs.blackJackLeft),
        {deck.x() + card.width() / 2, rowTop + card.height() + t * 0.7}, t * 0.85, false, shipArea.width() * 0.4);
}

void HsScene::addBlackJackCards(QRectF row)
{
    // The game for two: an absent captain's movement cards. Which are still
    // his is public; this round's card, chosen in secret by his hirer, shows
    // its back to everyone else until he moves (the hirer sees it here and
    // no longer among those left).
    Layout &L = *m_layout;
    const qreal t = text();
    const QSizeF card = cardOfHeight(row.height());
    const QPointF slot(row.right() - card.width(), row.top());
    L.blackJackCard = QRectF(slot, card);
    const int chosen = m_obs.blackJackCard;
    const std::vector<int> &left = m_obs.blackJackMovesLeft;
    // Each of his cards is played once: shown once it is among the played.
    const auto &played = m_obs.blackJackPlayed;
    const bool shown = std::find(played.begin(), played.end(), chosen) != played.end();
    const bool secret = chosen == SecretChoices::kHidden || (chosen >= 0 && !shown);
    const QString hirer = m_names.value(m_obs.hirer);
    QString note;
    if (chosen != SecretChoices::kNone) {
        const bool face = chosen >= 0;
        auto *item = new CardItem(cards(), face ? hsnames::moveElement(chosen) : u"back-move"_s, card);
        item->setPos(slot);
        item->setData(0, u"round-card"_s);
        item->setData(1, m_obs.players);
        item->setCardId(face ? chosen : -1);
        item->setZValue(10);
        addItem(item);
        if (!face) {
            item->setToolTip(tr("Black Jack's card, chosen in secret by %1").arg(hirer));
            note = tr("chosen");
        } else if (secret) {
            item->setToolTip(tr("Black Jack's card: the others see its back until he moves"));
            note = tr("your secret");
        } else {
            item->setToolTip(
                Tooltips::says(tr("Black Jack's card %1").arg(hsnames::move(chosen)), hstips::jackMoveDoes(chosen)));
            if (m_obs.blackJackCancelled) {
                item->setOpacity(0.45);
                note = tr("cancelled");
            } else if (chosen == kRum) {
                note = m_obs.rumFigure == m_obs.players && m_obs.rumNumber >= 0 ? tr("rum: %1").arg(m_obs.rumNumber)
                                                                                : tr("rum");
            }
        }
    } else if (m_obs.phase == Phase::ChooseBlackJackMove) {
        auto *empty = addRect(L.blackJackCard, QPen(tablecolours::text, 1, Qt::DashLine), Qt::NoBrush);
        empty->setZValue(5);
        note = tr("choosing…");
    }
    if (!note.isEmpty())
        addLabel(note, {slot.x() + card.width() / 2, row.top() + card.height() + t * 0.65}, t * 0.75, false,
            card.width() * 1.7)
            ->setData(0, u"blackjack-note"_s);

    const QRectF rest(row.left(), row.top(), slot.x() - row.left() - card.width() * 0.4, card.height());
    addMoveRow(left, rest, card, true);
    addLabelOrShort(tr("Black Jack's cards: %n left", nullptr, int(left.size())),
        tr("%n left", nullptr, int(left.size())), {rest.center().x(), row.top() + card.height() + t * 0.65}, t * 0.75,
        false, rest.width() * 0.95);
}

// --- A player's panel ---------------------------------------------------------
