#pragma once

#include "boomoscene.h"

#include "games/tableview.h"

#include "core/decision.h"
#include "core/event.h"

#include <vector>

// Boomo's table, drawn from the session's viewer's observation only. Play
// with the mouse — click a card, then the discard pile (or click it twice,
// or drag it there); click a player to swap hands with; click an answer to a
// bomb card — or with the keyboard: Left/Right choose a card or a player,
// Up/Down an answer, Enter plays or confirms, Escape takes the choice back.
class BoomoTable final : public TableView {
    Q_OBJECT
public:
    explicit BoomoTable(GameSession *session, QWidget *parent = nullptr);
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
    QRectF messageArea() const override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void onDecision(int seat, const std::vector<houserules::Event> &events);
    void refresh();
    std::vector<houserules::Decision> legal() const;
    bool decide(const houserules::Decision &decision);
    void refuse(const QString &text);
    // The round's end in a sentence, shown for a while.
    void announceRound(const std::vector<houserules::Event> &events);

    const houserules::boomo::Rules &m_rules; // the session's, which outlives the table
    BoomoScene *m_scene;
    BoomoScene::Selection m_selection;
    CardItem *m_dragging = nullptr;
    QPointF m_dragOffset;
    QPointF m_dragStart;
    bool m_dragMoved = false;
};
