#pragma once

#include "games/tableview.h"

#include "blastingbilly/rules.h"
#include "core/decision.h"
#include "core/event.h"

#include <memory>
#include <optional>

class BillyScene;
class CardItem;

// Blasting Billy's table: Billy's loot in the middle, the draw pile and the
// box, every player's loot columns and hands, whose turn it is, and the
// result once the game is over. Drawn from the session's viewer's observation
// only. Play with the mouse (drag a hand card onto Billy, your loot or the
// box; or click a card, then a destination) or the keyboard (Left/Right
// choose a card; Up/Down or B, L, D choose where it goes; Enter, or the same
// letter again, plays).
class BillyTable final : public TableView {
    Q_OBJECT
public:
    explicit BillyTable(GameSession *session, QWidget *parent = nullptr);
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
    // Selects the hinted card and points at its destination.
    void showHint(const houserules::Decision &decision, double winShare) override;
    int selectedDestination() const { return m_destination; }

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
    bool canPlay() const;
    void refuse(const QString &text);
    // The keyboard's B, L or D: points at a destination; the same letter
    // again plays.
    void chooseDestination(int key);

    const houserules::blastingbilly::Rules &m_rules; // the session's, which outlives the table
    BillyScene *m_scene;
    int m_selected = -1;
    int m_destination = -1;
    int m_armedKey = 0; // the letter that chose the destination, until another key
    CardItem *m_dragging = nullptr;
    QPointF m_dragOffset;
    QPointF m_dragStart;
    bool m_dragMoved = false;
};
