// The lab's Side by side runs: the variants offered, a run of several house
// rules against the base, and its results kept (the page draws them).

#include "playtestlab.h"

#include "labjobs.h"
#include "labrunpanel.h"
#include "labsettings.h"
#include "labtext.h"
#include "sidebysidepage.h"

#include <QLocale>
#include <QTabWidget>

using namespace houserules;

void PlaytestLab::setVariantFolders(const QStringList &folders)
{
    std::vector<std::filesystem::path> paths;
    for (const QString &folder : folders)
        if (!folder.isEmpty())
            paths.push_back(folder.toStdString());
    m_runs->setVariantFolders(std::move(paths));
    updateSideBySideChoices();
}

void PlaytestLab::updateSideBySideChoices()
{
    if (m_runs->hasVariants())
        m_sideBySidePage->setCandidates(
            SideBySidePage::candidatesFor(*m_runs->edited(), *m_runs->base(), m_runs->variantFolders()),
            LabText::title(*m_runs->edited()));
    else
        m_sideBySidePage->setCandidates({}, {});
}

bool PlaytestLab::runSideBySide(const QStringList &houseRules)
{
    SimulationSpec base = m_settings->spec();
    base.ruleset = m_runs->baseRules();
    base.cardImpact = false;
    if (!canStart(base))
        return false;
    if (houseRules.isEmpty() || houseRules.size() >= SideBySidePage::kMaxHouseRules) {
        setStatus([] {
            return tr("Tick from 1 to %1 house rules to play beside the edited rules.")
                .arg(SideBySidePage::kMaxHouseRules - 1);
        });
        return false;
    }
    LabRuns::Plan plan {LabRuns::Kind::SideBySide, base};
    QString error;
    auto job = LabJobs::sideBySide(
        base, *m_runs->edited(), m_runs->editedRules(), houseRules, m_runs->variantFolders(), &plan.houseRules, &error);
    if (!job) {
        setStatus([error] { return error; });
        return false;
    }
    m_sideBySidePage->setChecked(houseRules); // the list shows what runs (also when a test asked for it)
    const int games = base.games, count = int(houseRules.size()) + 2;
    start(std::move(plan), std::move(*job), games,
        [games, count] { return tr("Playing %L1 games under each of %2 rules…").arg(games).arg(count); });
    return true;
}

std::function<QString()> PlaytestLab::sideBySideStatus(bool cancelled, double seconds) const
{
    const LabRuns::Plan &plan = m_runs->planOf(LabRuns::Kind::SideBySide);
    const int done = sideBySide()->games, asked = plan.spec.games, count = int(plan.houseRules.size()) + 1;
    return [=] {
        const QString time = QLocale().toString(seconds, 'f', 1);
        return cancelled ? tr("Cancelled after %L1 of %L2 games (%3\u00a0s): the results cover those games.")
                               .arg(done)
                               .arg(asked)
                               .arg(time)
                         : tr("%L1 games under each of %2 rules in %3\u00a0s.").arg(done).arg(count).arg(time);
    };
}
