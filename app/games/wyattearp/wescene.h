#pragma once

#include "games/clickplaces.h"
#include "games/tablescene.h"

#include "core/game/decision.h"
#include "wyattearp/observation.h"
#include "wyattearp/rules.h"
#include "wyattearp/scoring.h"
#include "wyattearp/state.h"

#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <vector>

class CardItem;
class SvgArt;

// The items of Wyatt Earp's table, laid out from one observation to fit the
// view: Jolly Town's main street across the top (the north sidewalk above,
// the dusty street, the south sidewalk below, fields 1.. from west to east,
// cowboys waiting off the street at its west end), under it a strip kept
// free for messages, then the share decks and the drawn share, the dice, the
// buttons of the viewer's choices and, while they last, the poker table or
// the hasard board; on the right a panel per player (bills, chips, shares by
// business with complete businesses marked, sitting out, broke) and, at the
// foot, the viewer's own gunfighter with his stars (nobody else's: the
// observation holds only one's own, and nothing while a hot-seat curtain is
// down). Once the game is over every gunfighter is turned up, with his stars,
// where poker and hasard were played.
//
// A click names an Action: a decision (a button, a lit field, a hasard spot,
// a business, a share), or a step of the move being built (a die, a way to
// walk it, a sidewalk to start on, taking a step back), or a poker die to
// keep. The table decides what it means; the scene only draws. Rebuilt
// whenever the observation, the table's extras or the size change.
class WeScene final : public TableScene {
    Q_OBJECT
public:
    struct Action {
        enum class Kind : std::uint8_t { Decide, Die, Walk, Side, Undo, Keep } kind = Kind::Decide;
        int value = 0; // a die's index, a MovePlan::Op, a side (0 north, 1 south), a poker die
        houserules::Decision decision;
        bool operator==(const Action &other) const
        {
            return kind == other.kind && value == other.value && (kind != Kind::Decide || decision == other.decision);
        }
    };
    // The move being built at the table.
    struct Draft {
        int startSide = -1;                                       // chosen when off the street
        std::vector<houserules::wyattearp::MovePlan::Step> steps; // done so far
        int die = -1;                                             // the die chosen for the next step
    };
    // What the table knows beside the observation.
    struct Extras {
        std::vector<houserules::Decision> legal; // the viewer's decisions now (empty: not theirs)
        Draft draft;
        std::map<int, houserules::Decision> reachable; // field -> the move that ends there
        int keep = 0;                                  // poker dice chosen to keep
        QString lastRoll;                              // the last roll besides a move's, in words
        std::array<std::int8_t, 3> lastDice {};        // and its dice (0: none)
        std::optional<houserules::Decision> hinted;    // the search bot's suggestion
        // A game of poker that has ended, kept in sight with every hand
        // until the person moves on: how it ended (empty: none), the winner.
        QString pokerResult;
        int pokerWinner = -1;
    };

    WeScene(const houserules::wyattearp::Rules &rules, QStringList playerNames, QObject *parent = nullptr);
    ~WeScene() override;

    void setObservation(const houserules::wyattearp::WeObservation &observation, Extras extras);
    const houserules::wyattearp::WeObservation &observation() const { return m_obs; }
    int viewer() const { return m_obs.seat; }

    const SvgArt &pieceArt() const;
    const SvgArt &cardArt() const;

    // What a click at `p` names, if anything.
    std::optional<Action> actionAt(QPointF p) const;
    // Where an action can be clicked (its item's centre), if it can.
    std::optional<QPointF> centreOf(const Action &action) const;
    QRectF messageArea() const override;

    // Places for animations: a field's centre (-1 with a seat: where that
    // cowboy waits off the street), a cowboy's size, the dice.
    QPointF fieldCentre(int at, int seat = 0) const;
    QPointF cowboyTopLeft(int at, int seat) const;
    QSizeF cowboySize() const;

private:
    struct Layout;
    void rebuild();
    void layout();
    void addStreet();
    void addDecksAndDice();
    struct DeckSlots;
    DeckSlots deckSlots() const;
    static QString deckName(int deck);
    void addDeck(int deck, const DeckSlots &slots);
    void addDrawnShare(const DeckSlots &slots); // the share being considered
    qreal moveDieSize() const;
    void addMoveDice();
    void addLastRoll(); // a price, an attack, a robbery, hasard, in words
    // The round, and the viewer's choices: a move's, or the phase's buttons.
    void addActions();
    void addMoveChoices();
    QList<std::pair<QString, Action>> phaseButtons() const;
    void addPoker(QRectF area);
    void addPokerHand(int seat, const QRectF &area, qreal y, qreal die);
    void addPokerResult(const QRectF &area); // in place of the pot once poker is over
    void addPot(const QRectF &area);
    void addHasard(QRectF area);
    // A player's panel: the header (returns its height), the score, the shares.
    void addPanel(int seat);
    struct PanelHeader;
    qreal addPanelHeader(int seat, const QRectF &panel, qreal t);
    void addHeaderMarker(
        PanelHeader &line, const QString &element, const QString &value, const QString &tip, const QString &role);
    void addPanelShares(int seat, const QRectF &area, const houserules::wyattearp::Holding &h, qreal t);
    // A share's count (or a tick) on a disc of radius `r` over its card,
    // where it covers none of `badges` (the discs so far).
    void addShareBadge(int business, int count, bool complete, const QRectF &card, qreal r, QList<QRectF> &badges);
    void addCharacter(QRectF area);
    // Every player's gunfighter, turned up at the end of the game.
    void addGunfighters(QRectF area);
    CardItem *addPiece(const QString &element, QSizeF size, QPointF centre, const QString &role);
    CardItem *addCard(const QString &element, QSizeF size, QPointF topLeft, const QString &role);
    QGraphicsRectItem *addButton(const QString &text, QRectF rect, const Action &action, bool enabled = true);
    void addHit(QRectF rect, const Action &action, QGraphicsItem *item);
    bool isLegal(const houserules::Decision &decision) const;
    bool canAct() const { return !m_extras.legal.empty(); }
    qreal text() const;
    // Buttons in a row from `left` in the action area; returns the next x.
    qreal addButtonRow(const QList<std::pair<QString, Action>> &buttons, QPointF topLeft, qreal maxWidth);

    const houserules::wyattearp::Rules &m_rules;
    QStringList m_names;
    houserules::wyattearp::WeObservation m_obs;
    Extras m_extras;
    std::unique_ptr<Layout> m_layout;
    ClickPlaces<Action> m_hits; // what a click means where
};
