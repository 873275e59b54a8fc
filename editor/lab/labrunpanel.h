#pragma once

#include <QCoreApplication>
#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;

// The lab's run controls: whether a comparison also measures the skill
// gradient (normal vs random, hard vs normal), Run and Cancel, the progress of a run with its
// speed and time left, the status line (what the last run did, or why it
// did not start) and the Export button. Progress shows only while games
// are played: a run that ends, is cancelled or is stopped by an edit
// leaves no stale bar or rate behind.
class LabRunPanel final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    explicit LabRunPanel(QWidget *parent = nullptr);

    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *exportButton() const { return m_export; }
    QMenu *exportMenu() const { return m_exportMenu; }
    QCheckBox *skillNormal() const { return m_skillNormal; }
    QCheckBox *skillHard() const { return m_skillHard; }
    // Whether the game's rules make the search bot, which "hard vs normal" needs.
    void setHardSkillOffered(bool offered);
    bool hardSkillOffered() const { return m_hardOffered; }

    // A run of `total` games begins: the bar at zero, the speed "estimating…".
    void started(qint64 total);
    // `gamesPerSecond` and `secondsLeft` are < 0 while not yet known.
    void progressed(qint64 done, qint64 total, double gamesPerSecond, double secondsLeft);
    // No run: an empty bar and no speed.
    void clearProgress();

    // The status line, as a function so that it reads in the current language.
    void setStatus(std::function<QString()> text);
    QString status() const;
    std::function<QString()> statusText() const { return m_status; }

    void retranslate();

private:
    void showSpeed();

    QLabel *m_skillLabel = nullptr;
    QCheckBox *m_skillNormal = nullptr, *m_skillHard = nullptr;
    bool m_hardOffered = true;
    QPushButton *m_run = nullptr, *m_cancel = nullptr, *m_export = nullptr;
    QMenu *m_exportMenu = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_speed = nullptr, *m_statusLabel = nullptr;
    std::function<QString()> m_status;
    // The speed line's numbers, kept to say them again in a new language.
    bool m_running = false;
    qint64 m_done = 0, m_total = 0;
    double m_rate = -1, m_left = -1;
};
