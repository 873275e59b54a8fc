#pragma once

#include "games/tablescene.h"

#include "boomo/observation.h"
#include "boomo/rules.h"

#include <memory>
#include <optional>

class CardItem;
class SvgArt;

// The items of Boomo's table, laid out from one observation to fit the view:
// the others along the top (their hands as backs, their bombs), the draw
// pile, the dial of the running total against the limit, the discard pile
// and the direction of play in the middle, a strip kept free for messages,
// and the viewer's bombs and hand at the bottom — with the answers to a bomb
// card when the viewer must choose. Rebuilt whenever the observation, the
// selection or the size changes (a few dozen items; the art is cached).
class BoomoScene final : public TableScene {
    Q_OBJECT
public:
    // What the person at the table has pointed at (keyboard or mouse).
    struct Selection {
        int card = -1;   // a hand card
        int target = -1; // a seat to swap with
        int answer = -1; // 1 discard a time stopper, 0 let a bomb explode
    };

    BoomoScene(const houserules::boomo::Rules &rules, QStringList playerNames, QObject *parent = nullptr);
    ~BoomoScene() override;

    // One rebuild. `canAct`: the viewer decides now (targets light up).
    void setObservation(
        const houserules::boomo::BoomoObservation &observation, const Selection &selection, bool canAct);
    const houserules::boomo::BoomoObservation &observation() const { return m_obs; }
    QRectF messageArea() const override;

    // Where things are, for input and animation.
    CardItem *handCardAt(QPointF scenePos) const;
    std::optional<int> seatAt(QPointF scenePos) const; // an opponent's panel
    std::optional<int> answerAt(QPointF scenePos) const;
    bool isDiscardPile(QPointF scenePos) const;
    QPointF handCentre(int seat) const;
    QPointF discardCentre() const;
    QSizeF cardSize(int seat) const;
    // Seats of the others, in the order their panels stand (clockwise from the viewer).
    QList<int> opponents() const;
    const SvgArt &art() const;
    // A card: its face (card >= 0, boomoFace), or the back.
    CardItem *newCard(int card, QSizeF size) const;

private:
    struct Layout;
    void rebuild();
    // The parts of the table, in the order they are drawn (each sets its
    // part of the layout).
    void addOpponents(const QRectF &top, qreal text);
    void addOpponent(int seat, const QRectF &panel, qreal text);
    void addDrawPile(const QRectF &middle, QSizeF pileCard, qreal text);
    void addDiscardPile(QSizeF pileCard, qreal text);
    void addViewersPanel(const QRectF &bottom, qreal text); // name and bombs
    void addHand(qreal text);
    void addAnswers(qreal text); // a bomb card to answer: two choices
    void addDial(QRectF area, qreal text);
    // A seat's bombs in a row centred on `centre`, `height` high or less, so
    // that the row is no wider than `maxWidth`.
    void addBombs(int seat, QPointF centre, qreal height, qreal maxWidth);
    CardItem *addCard(int card, QSizeF size, QPointF topLeft, const QString &role);
    int viewer() const { return m_obs.seat; }

    const houserules::boomo::Rules &m_rules;
    QStringList m_names;
    houserules::boomo::BoomoObservation m_obs;
    Selection m_selection;
    bool m_canAct = false;
    std::unique_ptr<Layout> m_layout;
};
