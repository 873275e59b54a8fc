#pragma once

#include "core/game/ruleset.h"
#include "core/simulation/simulator.h"

#include <QCoreApplication>
#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

// The lab's left column above the buttons: which rules, how many players,
// a bot per seat, how many games, the seed and card impact. Knows nothing
// of runs; PlaytestLab reads a SimulationSpec from it.
class LabSettings final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    explicit LabSettings(QWidget *parent = nullptr);

    // The rules whose players and bots to offer; keeps the player count and
    // the bots where they still fit (four players the first time).
    void setRules(std::shared_ptr<const houserules::Ruleset> edited, std::shared_ptr<const houserules::Ruleset> base);
    // The line under the title that says what is compared with what.
    void setRulesText(const QString &text);
    // Called when the player count changes (the sweep's choices depend on it).
    void onPlayersChanged(std::function<void()> callback) { m_playersChanged = std::move(callback); }

    void setPlayers(int players);
    int players() const;
    void setBot(int seat, const QString &bot);
    QStringList bots() const;
    void setGames(int games);
    int games() const;
    void setSeed(quint64 seed);
    quint64 seed() const;
    bool seedIsValid() const;
    void setCardImpact(bool on);
    bool cardImpact() const;

    // What the controls ask for, with the edited rules; no card impact.
    houserules::SimulationSpec spec() const;
    // Nothing changes while games are played.
    void setEditable(bool editable);
    void retranslate();

private:
    void fillSeats();

    std::shared_ptr<const houserules::Ruleset> m_rules;
    std::function<void()> m_playersChanged;
    QLabel *m_title = nullptr, *m_rulesLabel = nullptr;
    QLabel *m_playersLabel = nullptr, *m_gamesLabel = nullptr, *m_seedLabel = nullptr;
    QFormLayout *m_form = nullptr;
    QSpinBox *m_players = nullptr, *m_games = nullptr;
    QList<QLabel *> m_seatLabels;
    QList<QComboBox *> m_seatBots;
    QLineEdit *m_seed = nullptr;
    QCheckBox *m_cardImpact = nullptr;
};
