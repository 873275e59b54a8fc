#pragma once

#include "hsscene.h"

#include "games/tableview.h"

#include "core/game/event.h"

#include <optional>

// Halunken & Spelunken's table, drawn from the viewer's observation and the
// events as they saw them. Play with the mouse — click a free field, one of
// the villains, a number, an answer or Pass; a movement card (one's own, or
// Black Jack's for his hirer in the game for two) is chosen by a click and
// played by a second click (it cannot be taken back) — or with the
// keyboard: Left/Right (or Up/Down) go through the choices, digits and R
// pick a movement card or the rum's number, P passes, H and R answer on
// landing on a hired Black Jack (the harbour, or robbing his hirer), Enter
// plays, Escape takes the choice back. Moves are shown one by one (figures
// walk the ring, villains fly to their new owner, cards turn), and each
// round ends with a summary for everyone.
class HsTable final : public TableView {
    Q_OBJECT
public:
    HsTable(GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent = nullptr);
    ~HsTable() override;

    HsScene *hsScene() const { return m_scene; }
    // What a person does, for tests and keyboard play. Each refuses with a
    // message when it is not possible now.
    bool choose(const houserules::Decision &decision);
    void select(const houserules::Decision &decision);
    void showHint(const houserules::Decision &decision, double winShare) override;
    std::optional<houserules::Decision> selected() const { return m_selected; }

protected:
    void redraw() override;
    void clearChoice() override { m_selected.reset(); }
    void keyPressed(QKeyEvent *event) override;
    void pressed(QPointF scenePos) override;
    void stage(int index, std::vector<Step> &steps) override;
    QString notice(int index) const override;
    QString reason(const houserules::Illegal &illegal, const houserules::Decision &decision) const override;
    // The choice the person has selected, before it is made.
    std::optional<houserules::Decision> chosenDecision() const override { return m_selected; }

private:
    bool decideAs(houserules::Decision decision);
    void cycle(int by);
    QStringList auctionNotes(const houserules::halunkenspelunken::HsObservation &o) const;
    // Villains won and lost in a round, up to decision `last`, in words.
    QString roundSummary(int round, int last) const;
    // The steps stage() plays: the round's cards turned (and those
    // cancelled dimmed), a figure walking along `path`, a villain flying
    // from an item tagged `from` along `path`.
    Step revealStep(std::vector<std::pair<int, int>> reveals, std::vector<int> cancelled);
    Step figureStep(int seat, QList<QPointF> path);
    Step villainStep(int card, QString from, QList<QPointF> path);
    Step villainFlight(const houserules::Event &e); // robbed, to or from the harbour, hired
    // The figure's walk on the ring, field by field.
    QList<QPointF> walk(int from, int to, bool blackJack) const;

    const houserules::halunkenspelunken::Rules &m_rules; // the session's, which outlives the table
    HsScene *m_scene;
    std::optional<houserules::Decision> m_selected;
};
