#pragma once

#include "core/record.h"

#include <QDialog>

#include <memory>

class GameSession;
class QComboBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

// Steps forward and back through a record's decisions on the game's table,
// from any seat's view; the all-knowing view only once the game is over.
class ReplayDialog final : public QDialog {
    Q_OBJECT
public:
    ReplayDialog(houserules::Record record, QWidget *parent = nullptr);
    ~ReplayDialog() override;

    int position() const { return m_position; }
    void setPosition(int decisions);

private:
    void rebuild();

    houserules::Record m_record;
    std::unique_ptr<GameSession> m_session;
    int m_position = 0;
    QComboBox *m_view;
    QLabel *m_step;
    QPushButton *m_back;
    QPushButton *m_forward;
    QVBoxLayout *m_tableArea;
    QWidget *m_table = nullptr;
};
