#pragma once

#include "boomoscene.h"

#include "games/handorder.h"
#include "games/tableview.h"

// Boomo's table, drawn from the viewer's observation only. Play with the
// mouse — click a card, then the discard pile (or click it twice, or drag
// it there); click a player to swap hands with; click an answer to a bomb
// card — or with the keyboard: Left/Right choose a card or a player, Up/Down
// an answer, Enter plays or confirms, Escape takes the choice back. A card
// played flies to the discard pile, and the cards left keep their places
// (HandOrder); a round's end is told to everyone.
class BoomoTable final : public TableView {
    Q_OBJECT
public:
    BoomoTable(GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent = nullptr);
    ~BoomoTable() override;

    BoomoScene *boomoScene() const { return m_scene; }
    // What a person does, for tests and keyboard play. Each refuses with a
    // message when it is not possible now.
    void selectCard(int card);
    // Selects the hinted card (one of its kind in the hand), player or answer.
    void showHint(const houserules::Decision &decision, double winShare) override;
    bool playCard(int card);
    bool swapWith(int seat);
    bool answer(bool discardStopper);
    int selectedCard() const { return m_selection.card; }

protected:
    void redraw() override;
    void clearChoice() override { m_selection = {}; }
    void keyPressed(QKeyEvent *event) override;
    void pressed(QPointF scenePos) override;
    CardItem *draggable(QPointF scenePos) const override;
    void dropped(int card, QPointF scenePos) override;
    void stage(int index, std::vector<Step> &steps) override;
    QString notice(int index) const override;
    QString reason(const houserules::Illegal &illegal, const houserules::Decision &decision) const override;

private:
    const houserules::boomo::Rules &m_rules; // the session's, which outlives the table
    BoomoScene *m_scene;
    BoomoScene::Selection m_selection;
    HandOrder m_handOrder;
};
