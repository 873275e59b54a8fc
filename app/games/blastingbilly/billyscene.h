#pragma once

#include "blastingbilly/observation.h"
#include "blastingbilly/rules.h"
#include "blastingbilly/scoring.h"

#include "games/tablescene.h"

#include <QSet>

#include <optional>

class CardItem;
class SvgArt;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

// The items of Blasting Billy's table, laid out from one observation to fit
// the view: opponents along the top, Billy's loot, the draw pile and the box
// in the middle, a free strip for the table's messages, the viewer's loot and
// hand at the bottom; once the game is over, every column's total and the
// result. Rebuilt whenever the observation or the size changes (a few dozen
// items; the art is cached).
class BillyScene final : public TableScene {
    Q_OBJECT
public:
    BillyScene(const houserules::blastingbilly::Rules &rules, QStringList playerNames, QObject *parent = nullptr);
    ~BillyScene() override;

    // A new observation with the table's selection (see setSelection): one rebuild.
    void setObservation(
        const houserules::blastingbilly::BillyObservation &observation, int card, int destination, bool canPlay);
    const houserules::blastingbilly::BillyObservation &observation() const { return m_obs; }
    // The chosen hand card (-1 none), the destination the keyboard points at
    // (-1 none), and whether the viewer may play now (targets light up).
    void setSelection(int card, int destination, bool canPlay);
    // The strip kept free for messages.
    QRectF messageArea() const override;

    // Where things are, for input and animation.
    std::optional<int> destinationAt(QPointF scenePos) const; // Destination as int
    bool isOpponentArea(QPointF scenePos) const;
    CardItem *handCardAt(QPointF scenePos) const;
    QPointF handCentre(int seat) const;
    QPointF destinationPoint(int seat, int destination, int colour) const;
    QSizeF cardSize(int seat) const;
    const SvgArt &art() const;

    // A card: its face (card >= 0, billyFace), or the back of its colour.
    CardItem *newCard(int card, int colour, QSizeF size) const;
    // The element id of a coloured back ("back-gold").
    QString backElement(int colour) const;

private:
    struct Layout;
    void rebuild();
    // Once the game is over: the scoring, and the loot cards dynamite removed.
    void scoreIfOver();
    // The parts of the table, in the order they are drawn (each sets its
    // part of the layout).
    void addOpponents(const QRectF &top, qreal text);
    void addOpponent(int seat, const QRectF &panel, qreal text);
    void addPile(const QRectF &middle, qreal text);
    void addBillysLoot(const QRectF &middle, qreal text);
    void addBox(const QRectF &middle, qreal text);
    void addViewersLoot(const QRectF &bottom, qreal text);
    void addViewersHand(const QRectF &bottom, qreal text);
    // Legal targets light up once a card is chosen.
    void addTargets();
    // A column's count, or its total at the end, as wide as the column's
    // share of its zone (`pitch`): large texts are made smaller to fit.
    void addColumnLabel(int owner, int colour, QPointF centre, qreal size, qreal pitch);
    // Under a box column: a tiny back of its colour beside its count.
    void addBoxLegend(int colour, int count, qreal centre, qreal text);
    // A column of cards that fits `room` (its top left to the bottom it must
    // not pass): the overlap shrinks, then the cards, never past the room.
    // Its items carry `group` as data(1) ("billy-2", "loot-1-0", "box-4").
    void addColumn(
        const std::vector<houserules::blastingbilly::CardView> &column, QRectF room, QSizeF card, const QString &group);
    void addResult(const QRectF &area, qreal textSize);
    // A loot card a dynamite removed, once the game is over.
    void markRemoved(CardItem *card);
    int viewer() const { return m_obs.seat; }
    QList<int> opponents() const;

    const houserules::blastingbilly::Rules &m_rules;
    QStringList m_names;
    houserules::blastingbilly::BillyObservation m_obs;
    int m_selected = -1;
    int m_destination = -1;
    bool m_canPlay = false;
    std::unique_ptr<Layout> m_layout;
    std::optional<houserules::blastingbilly::Scoring> m_scoring; // once the game is over
    QSet<int> m_removed;                                         // by dynamite, once the game is over
};
