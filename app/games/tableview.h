#pragma once

#include "core/decision.h"

#include <QGraphicsView>

#include <optional>

class GameSession;
class QLabel;
class QPropertyAnimation;
class QTimer;

// What every game's table shares: it shows one session through the session's
// viewer's observation, animates moves at the pace the shell hands it, and
// shows short messages (a refused move, a hint) that fade after a few seconds
// in a place the game's layout keeps free, so they never cover the table's
// cards or counts.
class TableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit TableView(GameSession *session, QWidget *parent = nullptr);
    ~TableView() override;

    // How long a moving card flies (0: moves land at once).
    void setFlightMilliseconds(int milliseconds) { m_flight = milliseconds; }
    int flightMilliseconds() const { return m_flight; }
    // How long a message stays before it fades.
    void setMessageMilliseconds(int milliseconds);

    // The message on the table now; empty once it has faded.
    QString message() const;

    // The search bot's suggestion for the person to play: the table points
    // at it the way it points at a choice made with the keyboard (playing
    // it is still theirs to do) and says why. `winShare`: the share of the
    // computer's trial games it won.
    virtual void showHint(const houserules::Decision &decision, double winShare);
    // Says that the computer is looking for a hint, or (not `accepted`) that
    // hints are only for the person whose turn it is.
    void hintAsked(bool accepted);
    // The decision the last hint pointed at, until the turn moves on.
    std::optional<houserules::Decision> hinted() const { return m_hinted; }

Q_SIGNALS:
    void messageShown(const QString &text);

protected:
    GameSession *session() const { return m_session; }
    // A refused move's reason.
    void showMessage(const QString &text);
    // News for everyone at the table (a round's end), shown a little longer.
    void showNotice(const QString &text);
    void clearMessage();
    // Where messages go, in scene coordinates: a strip the layout leaves free.
    virtual QRectF messageArea() const = 0;

    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void present(const QString &text, bool notice);
    void placeMessage();

    GameSession *m_session;
    std::optional<houserules::Decision> m_hinted;
    int m_flight = 0;
    int m_holdMilliseconds = 3500;
    QLabel *m_message;
    QTimer *m_hold;
    QPropertyAnimation *m_fade;
};
