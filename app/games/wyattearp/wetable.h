#pragma once

#include "wescene.h"

#include "games/choreography.h"

#include "games/tableview.h"

#include "core/decision.h"
#include "core/event.h"

#include <QPointer>

#include <deque>
#include <optional>
#include <vector>

// Wyatt Earp's table, drawn from the session's viewer's observation and the
// events the viewer may see. Play with the mouse — a move is built step by
// step (a die, then west, east or across; a cowboy off the street first
// chooses a sidewalk), or made at once by clicking a lit field; buttons for
// the field's action, a share's price, naming a business or an attribute,
// giving, selling or staking a share, poker (click the dice to keep, then
// roll) and hasard (click a spot on the board) — or with the keyboard:
// 1–3 choose a die, Left/Right walk it, Up/Down cross, N/S the sidewalk,
// Backspace takes a step back, Enter makes a finished move; the letters on
// the buttons answer, digits choose among businesses, attributes, shares and
// poker dice. Moves and rolls are shown as they happen at the chosen pace; a
// click or a key during them shows the table as it is now.
class WeTable final : public TableView {
    Q_OBJECT
public:
    explicit WeTable(GameSession *session, QWidget *parent = nullptr);
    ~WeTable() override;

    WeScene *weScene() const { return m_scene; }
    // What a person does, for tests and keyboard play. Each refuses with a
    // message when it is not possible now.
    bool choose(const houserules::Decision &decision);
    bool act(const WeScene::Action &action);
    const WeScene::Draft &draft() const { return m_draft; }
    bool isAnimating() const { return m_running; }
    // A move is drafted step by step as far as its end, kept poker dice are
    // marked, and any other choice's button is outlined.
    void showHint(const houserules::Decision &decision, double winShare) override;

protected:
    QRectF messageArea() const override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Step {
        enum class Kind { Cowboy, Dice, Notice } kind = Kind::Notice;
        int seat = -1;
        QList<QPointF> path;
        std::array<std::int8_t, 3> dice {};
        QString text;
    };

    void onDecision(int seat, const std::vector<houserules::Event> &events);
    void refresh();
    std::vector<houserules::Decision> legal() const;
    bool decide(houserules::Decision decision);
    QString reason(const houserules::Illegal &illegal, const houserules::Decision &decision) const;
    // Every whole move that goes on from the draft, with the field it ends
    // on: those the engine accepts.
    std::map<int, houserules::Decision> movesFromDraft(const WeScene::Draft &draft) const;
    bool addStep(houserules::wyattearp::MovePlan::Op op);
    void resetDraft();
    void keepOrRoll(int die);
    void lastRoll(WeScene::Extras &extras) const;
    QList<QPointF> walk(int from, std::int32_t plan, int seat) const;
    void queueSteps(const std::vector<houserules::Event> &events);
    void runNext();
    void finishAnimations();

    const houserules::wyattearp::Rules &m_rules; // the session's, which outlives the table
    WeScene *m_scene;
    WeScene::Draft m_draft;
    int m_keep = 0;
    std::array<std::int8_t, 3> m_moveDice {}; // the last movement roll, for a move's walk
    std::deque<Step> m_queue;
    bool m_running = false;
    Choreography *m_choreography;
};
