#pragma once

#include "session/gamesetup.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

// Variant, 2–5 seats (human or bot with a level, and a name), an optional
// seed (shown, so a game can be played again) and who starts. "OK" at once
// gives a good game: you against three normal bots.
class NewGameDialog final : public QDialog {
    Q_OBJECT
public:
    // The name proposed for a seat: the user's own first, then the bots'.
    static QString defaultName(int seat);
    explicit NewGameDialog(const QString &gameId, const QString &variant, QWidget *parent = nullptr);

    GameSetup setup() const;
    void setSetup(const GameSetup &setup);

private:
    // The constructor's steps, in the order the form reads.
    void fillVariants(const QString &variant);
    void setUpPlayers();
    void addSeatRow(int seat);
    void setUpSeedAndFirst();
    void setUpProblem();
    void layOut();
    // Tab goes down the form as it reads.
    void orderTabs();

    void updateSeats();
    void updatePlayerRange();
    void updateFirstPlayer();
    void validate();
    int addVariant(const QString &variant); // a variant not on the list (a file); its index
    QString seatName(int seat) const;       // as typed, else the default shown in grey

    QString m_gameId;
    QComboBox *m_variant;
    QSpinBox *m_players;
    QList<QComboBox *> m_kinds;
    QList<QLineEdit *> m_names;
    QLineEdit *m_seed;
    QComboBox *m_first;
    QLabel *m_problem;
    QFormLayout *m_form;
    QDialogButtonBox *m_buttons;
};
