#include "boomoscene.h"

#include "boomofaces.h"
#include "boomonames.h"
#include "boomotips.h"

#include "art/svgart.h"
#include "art/tablecolours.h"
#include "games/carditem.h"
#include "games/tooltips.h"

#include <QCursor>
#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace houserules::boomo;

namespace {

const SvgArt &deckArt()
{
    static const SvgArt art(u":/cards/boomo.svg"_s);
    return art;
}

// How far apart the cards of a fan stand, so `count` cards fit `width`.
qreal fanStep(int count, qreal cardWidth, qreal width, qreal most)
{
    if (count <= 1)
        return 0;
    return std::min(cardWidth * most, (width - cardWidth) / (count - 1));
}

} // namespace

struct BoomoScene::Layout {
    QSizeF small, medium, large;
    QList<QRectF> opponentPanels; // in the order of opponents()
    QRectF pileRect, discardRect, dialRect, handRect, messageStrip;
    QList<QRectF> answers; // discard, explode
};

BoomoScene::BoomoScene(const Rules &rules, QStringList playerNames, QObject *parent)
    : TableScene(parent), m_rules(rules), m_names(std::move(playerNames)), m_layout(std::make_unique<Layout>())
{}

BoomoScene::~BoomoScene() = default;

const SvgArt &BoomoScene::art() const
{
    return deckArt();
}

CardItem *BoomoScene::newCard(int card, QSizeF size) const
{
    if (card < 0)
        return new CardItem(art(), u"back"_s, size);
    return new CardItem(art(), boomoFace(art(), m_rules, card), size);
}

void BoomoScene::setObservation(const BoomoObservation &observation, const Selection &selection, bool canAct)
{
    m_obs = observation;
    m_selection = selection;
    m_canAct = canAct;
    rebuild();
}

QRectF BoomoScene::messageArea() const
{
    return m_layout->messageStrip;
}

QList<int> BoomoScene::opponents() const
{
    return seatsAround(viewer(), m_obs.players);
}

CardItem *BoomoScene::handCardAt(QPointF p) const
{
    return cardAt(p, u"hand"_s);
}

std::optional<int> BoomoScene::seatAt(QPointF p) const
{
    const QList<int> others = opponents();
    for (int i = 0; i < m_layout->opponentPanels.size(); ++i)
        if (m_layout->opponentPanels[i].contains(p))
            return others.value(i);
    return std::nullopt;
}

std::optional<int> BoomoScene::answerAt(QPointF p) const
{
    for (int i = 0; i < m_layout->answers.size(); ++i)
        if (m_layout->answers[i].contains(p))
            return i == 0 ? 1 : 0;
    return std::nullopt;
}

bool BoomoScene::isDiscardPile(QPointF p) const
{
    return m_layout->discardRect.adjusted(-20, -20, 20, 20).contains(p);
}

QPointF BoomoScene::handCentre(int seat) const
{
    if (seat == viewer())
        return m_layout->handRect.center();
    const int index = int(opponents().indexOf(seat));
    return index < 0 ? sceneRect().center() : m_layout->opponentPanels.value(index).center();
}

QPointF BoomoScene::discardCentre() const
{
    return m_layout->discardRect.center();
}

QSizeF BoomoScene::cardSize(int seat) const
{
    return seat == viewer() ? m_layout->large : m_layout->medium;
}

CardItem *BoomoScene::addCard(int card, QSizeF size, QPointF topLeft, const QString &role)
{
    auto *item = newCard(card, size);
    item->setCardId(card);
    item->setPos(topLeft);
    item->setData(0, role);
    if (card >= 0)
        item->setToolTip(boomotips::card(m_rules, card));
    addItem(item);
    return item;
}

void BoomoScene::addBombs(int seat, QPointF centre, qreal height, qreal maxWidth)
{
    const int bombs = m_obs.bombs;
    // As high as asked, unless the row would be wider than its room.
    const qreal widthPerHeight = bombs * 0.8 + (bombs - 1) * 0.8 * 0.15;
    height = std::min(height, maxWidth / std::max(0.8, widthPerHeight));
    const QSizeF size(height * 0.8, height);
    const qreal gap = size.width() * 0.15;
    const qreal width = bombs * size.width() + (bombs - 1) * gap;
    const int flipped = m_obs.flipped[std::size_t(seat)];
    for (int i = 0; i < bombs; ++i) {
        auto *bomb = new CardItem(art(), i < flipped ? u"timebomb-exploded"_s : u"timebomb"_s, size);
        bomb->setPos(centre.x() - width / 2 + i * (size.width() + gap), centre.y() - size.height() / 2);
        bomb->setData(0, i < flipped ? u"bomb-exploded"_s : u"bomb"_s);
        bomb->setToolTip(boomotips::bomb(i < flipped));
        bomb->setZValue(5);
        addItem(bomb);
    }
}

void BoomoScene::addDial(QRectF area, qreal text)
{
    const qreal side = std::min(area.width(), area.height());
    const QRectF dial(area.center().x() - side / 2, area.center().y() - side / 2, side, side);
    m_layout->dialRect = dial;
    auto *face = addEllipse(dial, QPen(tablecolours::text, 2), QColor(20, 45, 32));
    face->setZValue(1);
    face->setToolTip(boomotips::total(m_obs.total, m_obs.limit));
    // The share of the limit used, as an arc from the top, clockwise.
    const double share = std::clamp(double(m_obs.total) / std::max(1, m_obs.limit), 0.0, 1.0);
    const QColor colour = share < 0.6 ? QColor(120, 200, 120) : share < 0.85 ? tablecolours::turn : tablecolours::alert;
    QPainterPath arc;
    const QRectF ring = dial.adjusted(side * 0.07, side * 0.07, -side * 0.07, -side * 0.07);
    arc.arcMoveTo(ring, 90);
    arc.arcTo(ring, 90, -360.0 * share);
    auto *used = addPath(arc, QPen(colour, side * 0.08, Qt::SolidLine, Qt::RoundCap));
    used->setZValue(2);
    auto *total = addLabel(QString::number(m_obs.total), dial.center() - QPointF(0, side * 0.06), side * 0.3, true);
    total->setData(0, u"total"_s);
    total->setZValue(3);
    //: Under the running total on the dial: the limit, e.g. "of 60 seconds".
    // As large as the text size asks, as far as the dial has room; on one
    // line, drawn smaller where the dial is small.
    auto *limit = addCardText(tr("of %n second(s)", nullptr, m_obs.limit), dial.center() + QPointF(0, side * 0.2),
        std::min(text, std::max(text / textScale(), side * 0.14)) * 0.8, side * 0.75, false);
    limit->setBrush(tablecolours::text);
    limit->setZValue(3);
}

void BoomoScene::rebuild()
{
    clear();
    setSceneRect(QRectF(QPointF(0, 0), m_size));
    if (m_obs.players == 0)
        return;
    const qreal W = m_size.width(), H = m_size.height();
    const bool seated = viewer() >= 0;
    Layout &L = *m_layout;
    const qreal text = std::clamp(H * 0.022, 11.0, 22.0) * textScale();

    // Bands: the others, the middle (piles and the dial), a strip for
    // messages, the viewer.
    const QRectF top(0, 0, W, H * (seated ? 0.3 : 0.42));
    const QRectF middle(0, top.bottom(), W, H * (seated ? 0.3 : 0.38));
    L.messageStrip = QRectF(W * 0.2, middle.bottom(), W * 0.6, text * 2.4);
    const QRectF bottom(0, L.messageStrip.bottom(), W, H - L.messageStrip.bottom());

    addOpponents(top, text);
    // The middle: the draw pile, the dial, the discard pile, the direction.
    const QSizeF pileCard = cardOfHeight(std::min(middle.height() * 0.62, W * 0.12 / kCardRatio));
    addDrawPile(middle, pileCard, text);
    addDial(QRectF(W * 0.36, middle.top() + text * 2, W * 0.28, middle.height() - text * 4), text);
    addDiscardPile(pileCard, text);
    // Which way play goes, and the round.
    addLabel(m_obs.direction > 0 ? tr("↻ clockwise") : tr("↺ anticlockwise"), {W * 0.5, middle.top() + text * 0.9},
        text * 0.9, true, W * 0.28)
        ->setData(0, u"direction"_s);
    addLabel(tr("Round %1").arg(m_obs.round), {W * 0.5, middle.bottom() - text * 0.8}, text * 0.9, false, W * 0.28);

    // The viewer: bombs and hand.
    L.handRect = QRectF();
    L.answers.clear();
    if (seated) {
        addViewersPanel(bottom, text);
        addHand(text);
        if (m_canAct && m_obs.phase == Phase::AnswerBomb)
            addAnswers(text);
    }
}

void BoomoScene::addOpponents(const QRectF &top, qreal text)
{
    // The others, side by side.
    Layout &L = *m_layout;
    const QList<int> others = opponents();
    L.opponentPanels.clear();
    const qreal panelWidth = m_size.width() / std::max<qsizetype>(1, others.size());
    L.medium = cardOfHeight(std::min(top.height() * 0.42, panelWidth / 3.2 / kCardRatio));
    for (int i = 0; i < others.size(); ++i) {
        const QRectF panel(panelWidth * i + 6, top.top() + 6, panelWidth - 12, top.height() - 12);
        L.opponentPanels << panel;
        addOpponent(others[i], panel, text);
    }
}

void BoomoScene::addOpponent(int seat, const QRectF &panel, qreal text)
{
    const bool choosingSeat = m_canAct && m_obs.phase == Phase::ChooseSwap;
    const bool turn = seat == m_obs.currentPlayer;
    const bool out = m_obs.out[std::size_t(seat)];
    auto *background = addRect(panel, Qt::NoPen, out ? QColor(0, 0, 0, 60) : tablecolours::panel);
    background->setZValue(-1);
    if (turn)
        background->setPen(QPen(tablecolours::turn, 3));
    if (choosingSeat && !out) {
        background->setPen(QPen(tablecolours::turn, seat == m_selection.target ? 5 : 2,
            seat == m_selection.target ? Qt::SolidLine : Qt::DashLine));
        if (seat == m_selection.target)
            lineFocus(background);
    }
    background->setData(0, u"seat"_s);
    background->setData(1, seat);
    auto *name = addLabel(m_names.value(seat), {panel.center().x(), panel.top() + text}, text, turn, panel.width() - 8);
    if (choosingSeat && !out) // a click on the player swaps with them
        for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(background), static_cast<QGraphicsItem *>(name)})
            item->setCursor(Qt::PointingHandCursor);
    // The hand: backs, and the faces of cards the viewer knows (a swap).
    const int cards = m_obs.handSizes[std::size_t(seat)];
    const auto &known = m_obs.knownInHand[std::size_t(seat)];
    // The cards as large as the name above them, their count and the
    // bombs below leave room for (large texts take more of the panel).
    const qreal bombs = std::min(text * 2.2, panel.height() * 0.2);
    const QSizeF card = cardOfHeight(
        std::max(8.0, std::min(m_layout->medium.height() * 0.8, panel.height() - text * 5.1 - bombs / 2)));
    const qreal step = fanStep(cards, card.width(), panel.width() * 0.8, 0.35);
    const qreal fanWidth = card.width() + step * std::max(0, cards - 1);
    for (int c = 0; c < cards; ++c) {
        const int id = c < int(known.size()) ? known[std::size_t(c)] : -1;
        auto *item = addCard(
            id, card, {panel.center().x() - fanWidth / 2 + c * step, panel.top() + text * 2.1}, u"opponent-hand"_s);
        item->setZValue(5 + c);
        if (id < 0)
            item->setToolTip(boomotips::hidden(m_names.value(seat)));
        else // one handed over in a swap: the viewer knows it
            item->setToolTip(
                Tooltips::says(tr("%1, in %2's hand").arg(boomonames::card(m_rules, id), m_names.value(seat)),
                    boomotips::does(m_rules, id)));
    }
    addLabel(out ? tr("out") : tr("%n card(s)", nullptr, cards),
        {panel.center().x(), panel.top() + text * 2.75 + card.height()}, text * 0.85, false, panel.width() - 8);
    addBombs(seat, {panel.center().x(), panel.bottom() - text * 1.6}, bombs, panel.width() - 8);
}

void BoomoScene::addDrawPile(const QRectF &middle, QSizeF pileCard, qreal text)
{
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    L.pileRect = QRectF(
        W * 0.18 - pileCard.width() / 2, middle.top() + middle.height() * 0.1, pileCard.width(), pileCard.height());
    for (int i = 0; i < std::min(m_obs.drawPile, 4); ++i) {
        auto *item = new CardItem(art(), u"back"_s, pileCard);
        item->setPos(L.pileRect.topLeft() + QPointF(i * 2, -i * 2));
        item->setZValue(i);
        item->setToolTip(boomotips::drawPile(m_obs.drawPile));
        addItem(item);
    }
    addLabel(tr("Draw pile: %n card(s)", nullptr, m_obs.drawPile),
        {L.pileRect.center().x(), L.pileRect.bottom() + text * 1.1}, text * 0.9, false, W * 0.2);
}

void BoomoScene::addDiscardPile(QSizeF pileCard, qreal text)
{
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    L.discardRect = QRectF(W * 0.78 - pileCard.width() / 2, L.pileRect.top(), pileCard.width(), pileCard.height());
    auto *discardBase = addRect(L.discardRect, QPen(tablecolours::text, 1, Qt::DashLine), Qt::NoBrush);
    discardBase->setZValue(0);
    discardBase->setToolTip(boomotips::discardPile());
    discardBase->setCursor(Qt::PointingHandCursor); // the chosen card is played there
    if (!m_obs.discard.empty()) {
        // The last few, slightly turned, the newest on top.
        const int shown = std::min<int>(3, int(m_obs.discard.size()));
        for (int i = 0; i < shown; ++i) {
            const int card = m_obs.discard[m_obs.discard.size() - std::size_t(shown - i)];
            auto *item = addCard(card, pileCard, L.discardRect.topLeft(), u"discard"_s);
            item->setTransformOriginPoint(pileCard.width() / 2, pileCard.height() / 2);
            item->setRotation((i - shown + 1) * 6.0);
            item->setZValue(10 + i);
        }
    }
    if (m_canAct && m_obs.phase != Phase::ChooseSwap && m_obs.phase != Phase::AnswerBomb && m_selection.card >= 0)
        lineFocus(addRect(L.discardRect.adjusted(-6, -6, 6, 6), QPen(tablecolours::turn, 4), Qt::NoBrush))
            ->setZValue(60);
    addLabel(tr("Discard pile: %n card(s)", nullptr, int(m_obs.discard.size())),
        {L.discardRect.center().x(), L.discardRect.bottom() + text * 1.1}, text * 0.9, false, W * 0.2);
}

void BoomoScene::addViewersPanel(const QRectF &bottom, qreal text)
{
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    const bool turn = viewer() == m_obs.currentPlayer;
    L.handRect = QRectF(W * 0.03, bottom.top() + 4, W * 0.94, bottom.height() - 10);
    auto *background = addRect(L.handRect, turn ? QPen(tablecolours::turn, 3) : QPen(Qt::NoPen), tablecolours::panel);
    background->setZValue(-1);
    // Where "— your turn" would take a second line (over the panel's
    // edge), the name alone: the panel's frame says whose turn it is.
    addLabelOrShort(turn ? tr("%1 — your turn").arg(m_names.value(viewer())) : m_names.value(viewer()),
        m_names.value(viewer()), {L.handRect.left() + W * 0.12, L.handRect.top() + text * 0.9}, text, turn, W * 0.22);
    // The bombs between the name and the panel's foot, left of the hand.
    const qreal bombs = std::max(8.0, std::min(text * 3, L.handRect.height() - text * 2.2));
    addBombs(viewer(), {L.handRect.left() + W * 0.12, L.handRect.top() + text * 1.9 + bombs / 2}, bombs, W * 0.22 - 8);
}

void BoomoScene::addHand(qreal text)
{
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    const auto &hand = m_obs.hand;
    const QRectF handArea(L.handRect.left() + W * 0.25, L.handRect.top() + text * 0.6, L.handRect.width() - W * 0.27,
        L.handRect.height() - text * 1.2);
    L.large = cardOfHeight(std::min(handArea.height() - text * 0.8, handArea.width() / 6.5 / kCardRatio));
    const int count = int(hand.size());
    const qreal step = fanStep(count, L.large.width(), handArea.width(), 1.1);
    const qreal width = L.large.width() + step * std::max(0, count - 1);
    const bool numbersOnly = m_canAct && m_obs.phase == Phase::TwiceFirst;
    for (int i = 0; i < count; ++i) {
        const int card = hand[std::size_t(i)];
        const bool selected = card == m_selection.card;
        auto *item = addCard(card, L.large,
            {handArea.center().x() - width / 2 + i * step, handArea.top() + text * 0.8 - (selected ? text * 0.6 : 0)},
            u"hand"_s);
        item->setHighlighted(selected);
        item->setZValue(30 + i);
        item->setCursor(Qt::PointingHandCursor);
        if (numbersOnly && !m_rules.cards[std::size_t(card)].isNumber())
            item->setOpacity(0.45); // not allowed now
    }
}

void BoomoScene::addAnswers(qreal text)
{
    // A bomb card to answer: two choices.
    Layout &L = *m_layout;
    const qreal W = m_size.width();
    const QStringList labels {tr("Discard a time stopper"), tr("Let a bomb explode")};
    QList<QGraphicsSimpleTextItem *> captions;
    for (int i = 0; i < 2; ++i) {
        const QRectF button(
            L.handRect.left() + W * 0.02, L.handRect.top() + text * (5.8 + 2.6 * i), W * 0.2, text * 2.2);
        const bool chosen = m_selection.answer == (i == 0 ? 1 : 0);
        auto *rect = addRect(button, QPen(tablecolours::turn, chosen ? 4 : 2), QColor(60, 35, 15, 230));
        rect->setZValue(70);
        if (chosen)
            lineFocus(rect);
        rect->setData(0, u"answer"_s);
        auto *caption = addLabel(labels[i], button.center(), text * 0.9, true, button.width() - 8);
        caption->setZValue(71);
        rect->setCursor(Qt::PointingHandCursor);
        caption->setCursor(Qt::PointingHandCursor);
        captions << caption;
        L.answers << button;
    }
    // Both answers in one size: the smaller of the two that fit.
    QFont font = captions[0]->font();
    font.setPixelSize(std::min(captions[0]->font().pixelSize(), captions[1]->font().pixelSize()));
    for (int i = 0; i < 2; ++i) {
        const QPointF centre = captions[i]->sceneBoundingRect().center();
        captions[i]->setFont(font);
        captions[i]->setPos(centre - captions[i]->boundingRect().center());
    }
}
