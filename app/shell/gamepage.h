#pragma once

#include <QWidget>

class Curtain;
class GameLogModel;
class GameSession;
class GameUi;
class QLabel;
class QListView;
class QTableView;
class StatusModel;

// A game on screen: the game's table, beside it the status panel and the
// log, the hot-seat curtain over the table, and the breakdown when it ends.
class GamePage final : public QWidget {
    Q_OBJECT
public:
    GamePage(GameSession *session, const GameUi &ui, QWidget *parent = nullptr);

    QWidget *table() const { return m_table; }
    GameLogModel *logModel() const { return m_log; }
    StatusModel *statusModel() const { return m_status; }
    Curtain *curtain() const { return m_curtain; }
    // The end-of-game breakdown, once the game is over; else nullptr.
    QWidget *breakdown() const { return m_breakdown; }
    // Reads the animation and bot paces from the settings.
    void applyPaces();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateTurn();
    void showBreakdown();

    GameSession *m_session;
    const GameUi &m_ui;
    QWidget *m_table;
    GameLogModel *m_log;
    StatusModel *m_status;
    Curtain *m_curtain;
    QWidget *m_breakdown = nullptr;
    QLabel *m_turn;
    QLabel *m_statusTitle;
    QLabel *m_logTitle;
    QTableView *m_statusView;
    QListView *m_logView;
};
