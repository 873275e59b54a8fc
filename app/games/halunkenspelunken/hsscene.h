#pragma once

#include "games/clickplaces.h"
#include "games/tablescene.h"

#include "core/game/decision.h"
#include "halunkenspelunken/observation.h"
#include "halunkenspelunken/rules.h"
#include "halunkenspelunken/scoring.h"

#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class CardItem;
class SvgArt;

// The items of Halunken & Spelunken's table, laid out from one observation
// to fit the view: the harbour as a ring of fields on the water (each field
// a stepping stone in front of a den that shows its face-up villain and how
// many are left), the captains and Black Jack on their fields, in the middle
// the harbour's pile of villains and Black Jack's ship with his cards (in
// the game for two: his movement cards left, face up, and this round's card,
// face down to all but his hirer until he moves), the auction; on the right
// a panel per player (villains by colour with the running score, movement
// cards left, this round's card — face down until the reveal, but for the
// viewer's own); below the ring a strip kept free for messages and the
// viewer's movement cards and buttons (Black Jack's cards when choosing his,
// the two answers on landing on him).
//
// What a click means is table-driven per phase (kTargets in the .cpp): a
// field, a villain, a movement card (one's own or Black Jack's), a number,
// an answer button or the pass button each name a decision, legal or not;
// the table asks the session and refuses with a reason. Rebuilt whenever the
// observation, the selection or the size changes (some hundred items; the
// art is cached).
class HsScene final : public TableScene {
    Q_OBJECT
public:
    // What the table knows beside the observation.
    struct Extras {
        std::vector<houserules::Decision> legal;      // the viewer's decisions now (empty: not theirs)
        std::optional<houserules::Decision> selected; // pointed at with the keyboard
        QStringList auctionNotes;                     // per seat: this round's offer or pass, in words
    };

    HsScene(const houserules::halunkenspelunken::Rules &rules, QStringList playerNames, QObject *parent = nullptr);
    ~HsScene() override;

    void setObservation(const houserules::halunkenspelunken::HsObservation &observation, Extras extras);
    const houserules::halunkenspelunken::HsObservation &observation() const { return m_obs; }
    int viewer() const { return m_obs.seat; }

    const SvgArt &cardArt() const;
    const SvgArt &pieceArt() const;

    // What the phase's choices are (the table in the .cpp): villains, whose
    // copies are one choice; a secret card that cannot be taken back, which
    // the first click picks and the second plays.
    bool choosesVillains() const;
    bool playsOnSecondClick() const;
    // The decision a click at `p` names in this phase (legal or not).
    std::optional<houserules::Decision> decisionAt(QPointF p) const;
    // Where a decision can be clicked (its item's centre), if it can.
    std::optional<QPointF> centreOf(const houserules::Decision &decision) const;
    QRectF messageArea() const override;

    // Places for animations.
    QPointF fieldCentre(int field) const;
    QPointF figureTopLeft(int field, bool blackJack) const;
    QSizeF figureSize(bool blackJack) const;
    QPointF denCardTopLeft(int field) const;
    QSizeF denCardSize() const;
    QPointF villainsCentre(int seat) const; // a player's villains
    QPointF captainIconCentre(int seat) const;
    QPointF harbourCentre() const;
    QRectF roundCardRect(int seat) const; // where a player's card of this round lies (players: Black Jack's)
    QString villainElement(int card) const;

private:
    struct Layout;
    void rebuild();
    void layoutRing();
    void addRing();
    void addField(int field); // its den, its stone, and in a placing phase a choice
    CardItem *addDen(int field);
    void addFigures(); // the captains and Black Jack on their fields
    void addMiddle();
    qreal middleText() const;
    std::optional<qreal> addAuction(); // returns its top, if any
    void addHarbour(const QRectF &harbourArea);
    void addShip(const QRectF &shipArea, const QRectF &jackRow);
    // The standard game: Black Jack's cards turned so far and those left, under his ship.
    void addBlackJackDeck(const QRectF &shipArea, qreal shipBottom, qreal shipHeight);
    // A player's panel: its header (returns where the cards below begin),
    // this round's card, the villains by colour, the movement cards left.
    void addPanel(int seat);
    qreal addPanelHeader(int seat, const QRectF &panel, const houserules::halunkenspelunken::Score &score);
    void addRoundCard(int seat, const QRectF &panel, qreal below);
    // The tooltip of a player's card of this round; returns the note under it.
    QString describeRoundCard(CardItem *card, int seat);
    bool villainsAreChoices(int seat) const;
    QRectF addPanelVillains(
        int seat, const QRectF &panel, qreal below, const houserules::halunkenspelunken::Score &score);
    void addColourSum(int colour, const houserules::halunkenspelunken::Score &score, QPointF centre, qreal width);
    void addMovesLeft(int seat, const QRectF &panel, const QRectF &villains);
    void addViewerBand();
    void addBlackJackCards(QRectF area); // the game for two: his cards left, this round's
    // A row of movement cards in `area`, one's own or Black Jack's: each a
    // choice in the phase that chooses such a card.
    void addMoveRow(const std::vector<int> &numbers, QRectF area, QSizeF card, bool blackJack);
    CardItem *addVillain(int card, QSizeF size, QPointF topLeft, const QString &role, int owner);
    CardItem *addPiece(const QString &element, QSizeF size, QPointF centre, const QString &role);
    QGraphicsRectItem *addButton(const QString &text, QRectF rect, const houserules::Decision &decision);
    // A clickable place; `decision` is what clicking it means now.
    void addHit(QRectF rect, const houserules::Decision &decision, QGraphicsItem *item);
    bool isLegal(const houserules::Decision &decision) const;
    bool isSelected(const houserules::Decision &decision) const;
    bool canAct() const { return !m_extras.legal.empty(); }
    qreal text() const;
    bool twoPlayers() const; // Black Jack plays an absent captain's movement cards

    const houserules::halunkenspelunken::Rules &m_rules;
    QStringList m_names;
    houserules::halunkenspelunken::HsObservation m_obs;
    Extras m_extras;
    std::unique_ptr<Layout> m_layout;
    ClickPlaces<houserules::Decision> m_hits; // what a click means where
};
