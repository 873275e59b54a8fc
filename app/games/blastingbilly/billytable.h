#pragma once

#include "games/handorder.h"
#include "games/tableview.h"

#include "blastingbilly/rules.h"

class BillyScene;

// Blasting Billy's table: Billy's loot in the middle, the draw pile and the
// box, every player's loot columns and hands, whose turn it is, and the
// result once the game is over. Play with the mouse (drag a hand card onto
// Billy, your loot or the box; or click a card, then a destination) or the
// keyboard (Left/Right choose a card; Up/Down or B, L, D choose where it
// goes; Enter, or the same letter again, plays). Each card played flies from
// the hand to where it went; the cards left keep their places (HandOrder).
class BillyTable final : public TableView {
    Q_OBJECT
public:
    BillyTable(GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent = nullptr);
    ~BillyTable() override;

    BillyScene *billyScene() const { return m_scene; }
    // What a person would do with the mouse, for tests and keyboard play:
    // choose a hand card (by card id) and a destination (Destination as int).
    void selectCard(int card);
    bool playSelectedTo(int destination);
    // Plays `card` to `destination` as the viewer; refuses with a message
    // when that is not possible now.
    bool playCard(int card, int destination);
    int selectedCard() const { return m_selected; }
    int selectedDestination() const { return m_destination; }
    // Selects the hinted card and points at its destination.
    void showHint(const houserules::Decision &decision, double winShare) override;

protected:
    void redraw() override;
    void clearChoice() override;
    void keyPressed(QKeyEvent *event) override;
    void pressed(QPointF scenePos) override;
    CardItem *draggable(QPointF scenePos) const override;
    void dropped(int card, QPointF scenePos) override;
    void stage(int index, std::vector<Step> &steps) override;
    // A hand card with a place pointed at (its cost is said before it goes).
    std::optional<houserules::Decision> chosenDecision() const override;

private:
    // The keyboard's B, L or D: points at a destination; the same letter
    // again plays.
    void chooseDestination(int key);

    const houserules::blastingbilly::Rules &m_rules; // the session's, which outlives the table
    BillyScene *m_scene;
    int m_selected = -1;
    int m_destination = -1;
    int m_armedKey = 0; // the letter that chose the destination, until another key
    HandOrder m_handOrder;
};
