#pragma once

#include "core/game/decision.h"

#include <QFrame>

class GameSession;
class GameUi;
class QLabel;
class QPushButton;
class TableView;

// The guided first round of a game, on the real table and the real engine:
// on the person's turn the guide asks for the hint (the search bot, from the
// person's own observation), the table marks its choice, and the guide says
// why in the game's words (GameNarrator::whyThis); between turns it says
// what is going on. Playing is still the person's: the marked choice with
// Enter or a click, or any other. The guide ends once the first round is
// over and the person has played a few times, or when they leave it; either
// way the game goes on as an ordinary one and the guide is remembered as
// done (settings::guideDone).
class Guide final : public QFrame {
    Q_OBJECT
public:
    Guide(GameSession *session, const GameUi &ui, TableView *table, QWidget *parent = nullptr);
    ~Guide() override;

    // The person's decisions the guide accompanies at least (with the first
    // round over).
    static constexpr int kGuidedDecisions = 3;

    bool isFinished() const { return m_finished; }
    QString text() const;

Q_SIGNALS:
    // The person left the guide (its button); the panel can go.
    void left();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void say(const QString &text);
    void fitText();
    void follow();
    void explain(const houserules::Decision &decision);
    void finish();
    void retranslate();

    GameSession *m_session;
    const GameUi &m_ui;
    TableView *m_table;
    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_leave;
    int m_askedAt = -1;        // the decision count the hint was asked for
    int m_personDecisions = 0; // made while the guide was on
    bool m_finished = false;
};
