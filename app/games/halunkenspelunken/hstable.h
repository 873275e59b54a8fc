#pragma once

#include "hsscene.h"

#include "games/choreography.h"
#include "games/tableview.h"

#include "core/decision.h"
#include "core/event.h"

#include <QPointer>

#include <deque>
#include <optional>
#include <vector>

// Halunken & Spelunken's table, drawn from the session's viewer's
// observation and the public events only. Play with the mouse — click a free
// field, one of the villains, a number, an answer or Pass; a movement card
// (one's own, or Black Jack's for his hirer in the game for two) is chosen
// by a click and played by a second click (it cannot be taken back) — or
// with the keyboard: Left/Right (or Up/Down) go through the choices, digits
// and R pick a movement card or the rum's number, P passes, H and R answer
// on landing on a hired Black Jack (the harbour, or robbing his hirer),
// Enter plays, Escape takes the choice back. Moves are shown one by one
// (figures walk the ring, villains fly to their new owner, cards turn); a
// click or a key during them shows the table as it is now.
class HsTable final : public TableView {
    Q_OBJECT
public:
    explicit HsTable(GameSession *session, QWidget *parent = nullptr);
    ~HsTable() override;

    HsScene *hsScene() const { return m_scene; }
    // What a person does, for tests and keyboard play. Each refuses with a
    // message when it is not possible now.
    bool choose(const houserules::Decision &decision);
    void select(const houserules::Decision &decision);
    void showHint(const houserules::Decision &decision, double winShare) override;
    std::optional<houserules::Decision> selected() const { return m_selected; }
    bool isAnimating() const { return m_running; }

protected:
    QRectF messageArea() const override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // One thing to show happening: a figure walking, a villain changing
    // hands, the movement cards turning, a round's summary.
    struct Step {
        enum class Kind { Figure, Villain, Reveal, Notice } kind = Kind::Notice;
        int seat = -1; // a captain's seat; -1 Black Jack (a card's figure: players)
        QList<QPointF> path;
        int card = -1;
        QString from; // role of the item the villain leaves ("den-top", "villain", "harbour-villain")
        std::vector<std::pair<int, int>> reveals; // seat (players: Black Jack), number (kRum for rum)
        std::vector<int> cancelled;               // seats whose card is cancelled
        QString text;
    };

    void onDecision(int seat, const std::vector<houserules::Event> &events);
    void refresh();
    std::vector<houserules::Decision> legal() const;
    bool decide(houserules::Decision decision);
    void refuse(const QString &text);
    QString reason(const houserules::Illegal &illegal, const houserules::Decision &decision) const;
    void cycle(int by);
    QStringList auctionNotes(const houserules::halunkenspelunken::HsObservation &o) const;
    QString roundSummary(int round) const;
    // The figure's walk on the ring, field by field.
    QList<QPointF> walk(int from, int to, bool blackJack) const;
    void queueSteps(const std::vector<houserules::Event> &events);
    void runNext();
    void finishAnimations();

    const houserules::halunkenspelunken::Rules &m_rules; // the session's, which outlives the table
    HsScene *m_scene;
    std::optional<houserules::Decision> m_selected;
    std::deque<Step> m_queue;
    bool m_running = false;
    Choreography *m_choreography;
};
