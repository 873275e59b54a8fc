// The lab's skill gradient: which rungs of the skill ladder a comparison
// also plays (the run panel's checkboxes); the Measures page shows them.

#include "playtestlab.h"

#include "labjobs.h"
#include "labrunpanel.h"

#include <QCheckBox>

using namespace houserules;

void PlaytestLab::setSkill(bool normal, bool hard)
{
    m_panel->skillNormal()->setChecked(normal);
    m_panel->skillHard()->setChecked(hard && m_panel->hardSkillOffered());
}

void PlaytestLab::updateSkillChoices()
{
    // "Hard" needs the search bot, under both rules.
    m_panel->setHardSkillOffered(m_runs->makesSearchBot());
}

std::vector<SkillRung> PlaytestLab::skillRungs() const
{
    return LabJobs::skillRungs(
        m_panel->skillNormal()->isChecked(), m_panel->skillHard()->isChecked() && m_panel->hardSkillOffered());
}
