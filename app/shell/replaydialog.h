#pragma once

#include "core/records/record.h"

#include <QDialog>

#include <memory>

class GameLogModel;
class GameSession;
class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QSlider;
class QSplitter;
class QTimer;
class TableView;

// Steps through a record's decisions on the game's table, with the log up to
// that step beside it: to the start or the end, one step back or forward,
// any step on the slider, or playing on by itself at a steady pace (each
// step animated as in a game). It is a view like any other: it offers only
// the viewers it is given (always the public one) and its table is built
// without a decision handler, so nothing clicked or typed on it can change
// the story it tells.
class ReplayDialog final : public QDialog {
    Q_OBJECT
public:
    // `viewers`: the seats whose view may be chosen besides the public one
    // (kAllKnowing: every card, for a finished game). `stepMilliseconds`:
    // the pause between two steps when it plays by itself.
    ReplayDialog(
        houserules::Record record, const QList<int> &viewers, int stepMilliseconds = 700, QWidget *parent = nullptr);
    ~ReplayDialog() override;

    int position() const { return m_position; }
    int length() const { return int(m_record.decisions.size()); }
    void setPosition(int decisions);
    bool isPlaying() const;
    void setPlaying(bool on);
    GameLogModel *logModel() const { return m_log.get(); }
    TableView *table() const { return m_table; }
    // The seats offered in the view list (kSpectator, kAllKnowing included).
    QList<int> viewersOffered() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void build(const QList<int> &viewers);
    void goTo(int position, bool animated);
    void updateControls();
    void retranslate();

    houserules::Record m_record;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<GameLogModel> m_log;
    int m_position = 0;
    QComboBox *m_view;
    QLabel *m_viewLabel;
    QLabel *m_step;
    QPushButton *m_start;
    QPushButton *m_back;
    QPushButton *m_play;
    QPushButton *m_forward;
    QPushButton *m_end;
    QSlider *m_slider;
    QSplitter *m_splitter;
    QListView *m_logView;
    QTimer *m_timer;
    TableView *m_table = nullptr;
    QLabel *m_error = nullptr;
};
