// The lab's Side by side runs: the variants offered, a run of several house
// rules against the base, and its results kept (the page draws them).

#include "playtestlab.h"

#include "labjobs.h"
#include "labrunner.h"
#include "labrunpanel.h"
#include "labsettings.h"
#include "labtext.h"
#include "sidebysidepage.h"

#include <QLocale>
#include <QTabWidget>

using namespace houserules;

void PlaytestLab::setVariantFolders(const QStringList &folders)
{
    m_variantFolders.clear();
    for (const QString &folder : folders)
        if (!folder.isEmpty())
            m_variantFolders.push_back(folder.toStdString());
    updateSideBySideChoices();
}

void PlaytestLab::updateSideBySideChoices()
{
    if (m_edited && m_base && m_editedRules)
        m_sideBySidePage->setCandidates(
            SideBySidePage::candidatesFor(*m_edited, *m_base, m_variantFolders), LabText::title(*m_edited));
    else
        m_sideBySidePage->setCandidates({}, {});
}

bool PlaytestLab::runSideBySide(const QStringList &houseRules)
{
    SimulationSpec base = m_settings->spec();
    base.ruleset = m_baseRules;
    base.cardImpact = false;
    QString error;
    if (!startRun(base, &error)) {
        setStatus([error] { return error; });
        return false;
    }
    if (houseRules.isEmpty() || houseRules.size() >= SideBySidePage::kMaxHouseRules) {
        setStatus([] {
            return tr("Tick from 1 to %1 house rules to play beside the edited rules.")
                .arg(SideBySidePage::kMaxHouseRules - 1);
        });
        return false;
    }
    std::vector<Variant> variants;
    auto job = LabJobs::several(base, *m_edited, m_editedRules, houseRules, m_variantFolders, &variants, &error);
    if (!job) {
        setStatus([error] { return error; });
        return false;
    }
    m_sideBySidePage->setChecked(houseRules); // the list shows what runs (also when a test asked for it)
    m_running = Running::SideBySide;
    m_runSpec = base;
    m_runVariants = std::move(variants);
    m_dropResult = false;
    m_runner->start(std::move(*job), m_threads);
    m_panel->started(base.games);
    const int games = base.games, count = int(houseRules.size()) + 2;
    setStatus([games, count] { return tr("Playing %L1 games under each of %2 rules…").arg(games).arg(count); });
    updateButtons();
    Q_EMIT runStarted();
    return true;
}

void PlaytestLab::finishSideBySide(const LabResult &result, bool cancelled)
{
    const double seconds = result.seconds;
    m_several = result.several;
    m_severalSpec = m_runSpec;
    m_severalVariants = m_runVariants;
    const int done = m_several->games, asked = m_runSpec.games, count = int(m_severalVariants.size()) + 1;
    setStatus([=] {
        const QString time = QLocale().toString(seconds, 'f', 1);
        return cancelled ? tr("Cancelled after %L1 of %L2 games (%3\u00a0s): the results cover those games.")
                               .arg(done)
                               .arg(asked)
                               .arg(time)
                         : tr("%L1 games under each of %2 rules in %3\u00a0s.").arg(done).arg(count).arg(time);
    });
    m_tabs->setCurrentWidget(m_sideBySidePage);
}
