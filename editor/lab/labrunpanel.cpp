#include "labrunpanel.h"

#include "labjobs.h"

#include "core/simulation/skillgames.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <climits>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace {

QString duration(double seconds)
{
    const auto whole = qint64(std::ceil(seconds));
    if (whole < 60)
        //: Time left, in seconds.
        return LabRunPanel::tr("%1\u00a0s").arg(whole);
    //: Time left, in minutes and seconds.
    return LabRunPanel::tr("%1\u00a0min %2\u00a0s").arg(whole / 60).arg(whole % 60);
}

int clampToInt(qint64 n)
{
    return int(std::min<qint64>(INT_MAX, n));
}

} // namespace

LabRunPanel::LabRunPanel(QWidget *parent) : QWidget(parent)
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    m_skillLabel = new QLabel;
    m_skillLabel->setWordWrap(true);
    column->addWidget(m_skillLabel);
    m_skillNormal = new QCheckBox;
    m_skillNormal->setObjectName(u"skillNormal"_s);
    column->addWidget(m_skillNormal);
    m_skillHard = new QCheckBox;
    m_skillHard->setObjectName(u"skillHard"_s);
    column->addWidget(m_skillHard);
    auto *buttons = new QHBoxLayout;
    m_run = new QPushButton;
    m_run->setObjectName(u"run"_s);
    m_run->setDefault(true);
    m_cancel = new QPushButton;
    m_cancel->setObjectName(u"cancel"_s);
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    column->addLayout(buttons);

    m_progress = new QProgressBar;
    m_progress->setObjectName(u"progress"_s);
    column->addWidget(m_progress);
    m_speed = new QLabel;
    m_speed->setObjectName(u"speed"_s);
    column->addWidget(m_speed);
    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(u"status"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(m_statusLabel);

    m_export = new QPushButton;
    m_export->setObjectName(u"export"_s);
    m_exportMenu = new QMenu(m_export);
    m_export->setMenu(m_exportMenu);
    column->addWidget(m_export);
    clearProgress();
}

void LabRunPanel::setHardSkillOffered(bool offered)
{
    m_hardOffered = offered;
    m_skillHard->setVisible(offered);
    if (!offered)
        m_skillHard->setChecked(false);
}

void LabRunPanel::started(qint64 total)
{
    m_running = true;
    m_done = 0;
    m_total = total;
    m_rate = m_left = -1;
    m_progress->setRange(0, clampToInt(std::max<qint64>(1, total)));
    m_progress->setValue(0);
    showSpeed();
}

void LabRunPanel::progressed(qint64 done, qint64 total, double gamesPerSecond, double secondsLeft)
{
    if (!m_running)
        return; // a late report of a run already over
    m_done = done;
    m_total = total;
    m_rate = gamesPerSecond;
    m_left = secondsLeft;
    m_progress->setMaximum(clampToInt(std::max<qint64>(1, total)));
    m_progress->setValue(clampToInt(done));
    showSpeed();
}

void LabRunPanel::clearProgress()
{
    m_running = false;
    m_rate = m_left = -1;
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_speed->clear();
}

void LabRunPanel::showSpeed()
{
    if (!m_running) {
        m_speed->clear();
        return;
    }
    if (m_rate < 0) {
        // Over before its speed could be told: there is nothing left to estimate.
        if (m_total > 0 && m_done >= m_total)
            m_speed->clear();
        else
            //: While a run has not yet played enough games to tell its speed.
            m_speed->setText(tr("estimating…"));
        return;
    }
    // Slow runs (search bots) get a decimal rather than "0 games/s".
    const QString number
        = m_rate < 10 ? QLocale().toString(m_rate, 'f', 1) : QLocale().toString(qint64(std::round(m_rate)));
    const QString rate = tr("%1 games/s").arg(number);
    m_speed->setText(m_left < 0 || m_done >= m_total ? rate : tr("%1, %2 left").arg(rate, duration(m_left)));
}

void LabRunPanel::setStatus(std::function<QString()> text)
{
    m_status = std::move(text);
    m_statusLabel->setText(status());
}

QString LabRunPanel::status() const
{
    return m_status ? m_status() : QString();
}

void LabRunPanel::retranslate()
{
    m_run->setText(tr("&Run"));
    m_run->setToolTip(tr("Play every game under the edited rules and under the base rules, with the same seeds"));
    m_cancel->setText(tr("Ca&ncel"));
    //: Above two checkboxes: the comparison also plays stronger bots against weaker ones (the skill gradient).
    m_skillLabel->setText(tr("Also measure skill, under both rules:"));
    //: A checkbox: the comparison also plays a heuristic bot against random ones (the skill gradient).
    m_skillNormal->setText(tr("Normal vs random"));
    m_skillNormal->setToolTip(
        tr("Play the games again under both rules with the heuristic bot in seat 1 and random bots in the other "
           "seats: how much more the stronger player wins (the skill gradient, on the Measures page)"));
    //: A checkbox: the comparison also plays the search bot against heuristic ones (the skill gradient).
    m_skillHard->setText(tr("Hard vs normal (slow)"));
    m_skillHard->setToolTip(
        tr("The search bot in seat 1 against heuristic bots, under both rules: as many games as a gradient within ±3 "
           "points needs (%L1 with four players), slow as it thinks over every move. When the run starts, the lab "
           "times a few of them and says how long the rest will take; beyond %2 minutes it does not play them "
           "and says it cannot tell.")
            .arg(houserules::skillGamesFor(4))
            .arg(LabJobs::kMaxHardSkillMinutes));
    m_export->setText(tr("&Export"));
    m_statusLabel->setText(status());
    showSpeed();
}
