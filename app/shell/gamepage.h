#pragma once

#include <QPointer>
#include <QWidget>

class Curtain;
class GameLogModel;
class GameSession;
class GameUi;
class Guide;
class QAction;
class QDialog;
class QPushButton;
class QTimer;
class QLabel;
class QListView;
class QTableView;
class StatusModel;
class TableView;

// A game on screen: the game's table, beside it the status panel and the
// log, the hot-seat curtain over the table, and the breakdown when it ends.
// Every part shows the session's viewer's view (public while the curtain is
// down).
class GamePage final : public QWidget {
    Q_OBJECT
public:
    GamePage(GameSession *session, const GameUi &ui, QWidget *parent = nullptr);

    // The smallest table every game's layout is made to fit.
    static const QSize kTableMinimum;

    TableView *table() const { return m_table; }
    GameLogModel *logModel() const { return m_log; }
    StatusModel *statusModel() const { return m_status; }
    Curtain *curtain() const { return m_curtain; }
    QListView *logView() const { return m_logView; }
    // The end-of-game breakdown while its window is open; else nullptr.
    QWidget *breakdown() const;
    // Opens the end-of-game breakdown (again). Precondition: the game is over.
    void showBreakdown();
    // Reads the animation and bot paces from the settings.
    void applyPaces();
    // Keys go to the curtain while it is down, else to the table.
    void takeFocus();
    // Asks the search bot what the person at the table should do; the table
    // points at its answer.
    void hint();
    // The guided first round's panel, while it is on (null otherwise).
    Guide *guide() const { return m_guide; }
    // The button that lets the computer players start a new deal at once.
    QPushButton *goOnButton() const { return m_goOn; }

Q_SIGNALS:
    // "Play again" in the breakdown: the same seats, a new deal.
    void playAgainRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The constructor's steps, in order: widgets, layout, connections.
    void setUpTurnAndGameInfo();
    void setUpStatusView();
    void setUpLogView();
    void setUpTitles();
    // The panel beside the table: the guide, turn line, status and log.
    QWidget *createSidePanel();
    void layOut(QWidget *side);
    // The turn line follows what the table has drawn.
    void connectTurnLine();
    void connectCurtain();
    // Keys and clicks before the person's turn.
    void connectInput();
    void connectBreakdown();
    // The newcomer's moment at a new deal, and going on.
    void setUpHold();

    void retranslate();
    void updateTurn();
    void updateGameInfo();
    void lowerCurtainWhenShown();
    void scrollLogToEnd();
    // The computer players hold at a new deal: once it is drawn, the person
    // has a moment with their hand (or says go on).
    void showHold();
    void updateGoOnTip();
    void goOn();

    GameSession *m_session;
    const GameUi &m_ui;
    TableView *m_table;
    GameLogModel *m_log;
    StatusModel *m_status;
    Curtain *m_curtain;
    QPointer<QDialog> m_breakdownDialog;
    QWidget *m_breakdown = nullptr;
    bool m_breakdownOpened = false; // once, by itself, when the end is drawn
    bool m_logAtEnd = true;         // the log is read to its end: it follows it
    bool m_inputIgnored = false;    // a key or click came before the person's turn (until it comes)
    QLabel *m_turn;
    QLabel *m_statusTitle;
    QLabel *m_logTitle;
    QLabel *m_gameInfo;
    QAction *m_copyDeal;
    QTableView *m_statusView;
    QListView *m_logView;
    Guide *m_guide = nullptr;
    QPushButton *m_goOn;
    QTimer *m_holdTimer; // the newcomer's moment at a new deal
    int m_newcomerMilliseconds = 0;
    bool m_onKey = false; // the computer players wait for a key before each move
};
