#pragma once

#include "wescene.h"

#include "games/tableview.h"

#include <map>
#include <optional>
#include <vector>

// Wyatt Earp's table, drawn from the viewer's observation and the events
// the viewer may see. Play with the mouse — a move is built step by step (a
// die, then west, east or across; a cowboy off the street first chooses a
// sidewalk), or made at once by clicking a lit field; buttons for the
// field's action, a share's price, naming a business or an attribute,
// giving, selling or staking a share, poker (click the dice to keep, then
// roll) and hasard (click a spot on the board) — or with the keyboard: 1–3
// choose a die, Left/Right walk it, Up/Down cross, N/S the sidewalk,
// Backspace takes a step back, Enter makes a finished move; the letters on
// the buttons answer, digits choose among businesses, attributes, shares
// and poker dice. Moves and rolls are shown as they happen at the chosen
// pace; how a bank robbery or a game of poker ended is news for everyone,
// and a finished game of poker stays on the table, every hand in sight,
// until the person at the screen moves on.
class WeTable final : public TableView {
    Q_OBJECT
public:
    WeTable(GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent = nullptr);
    ~WeTable() override;

    WeScene *weScene() const { return m_scene; }
    // What a person does, for tests and keyboard play. Each refuses with a
    // message when it is not possible now.
    bool choose(const houserules::Decision &decision);
    bool act(const WeScene::Action &action);
    const WeScene::Draft &draft() const { return m_draft; }
    // A move is drafted step by step as far as its end, kept poker dice are
    // marked, and any other choice's button is outlined.
    void showHint(const houserules::Decision &decision, double winShare) override;

protected:
    void redraw() override;
    void clearChoice() override;
    void keyPressed(QKeyEvent *event) override;
    void pressed(QPointF scenePos) override;
    void stage(int index, std::vector<Step> &steps) override;
    QString notice(int index) const override;
    QString reason(const houserules::Illegal &illegal, const houserules::Decision &decision) const override;
    // A move drafted to its end, before Enter makes it.
    std::optional<houserules::Decision> chosenDecision() const override;

private:
    // Every whole move that goes on from the draft, with the field it ends
    // on: those the engine accepts.
    std::map<int, houserules::Decision> movesFromDraft(const WeScene::Draft &draft) const;
    bool addStep(houserules::wyattearp::MovePlan::Op op);
    void keepOrRoll(int die);
    // keyPressed() in a move, and in a bet at hasard.
    void moveKeyPressed(QKeyEvent *event);
    void hasardKeyPressed(int key, int digit);
    void lastRoll(WeScene::Extras &extras) const;
    // The game of poker that ended last, while it stays in sight.
    void finishedPoker(WeScene::Extras &extras) const;
    // A cowboy's walk field by field, with the dice of the move.
    QList<QPointF> walk(int from, std::int32_t plan, int seat, const std::array<std::int8_t, 3> &dice) const;

    const houserules::wyattearp::Rules &m_rules; // the session's, which outlives the table
    WeScene *m_scene;
    WeScene::Draft m_draft;
    int m_keep = 0;
};
