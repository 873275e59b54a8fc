// The lab's results as one RunResult (what the exports write and the
// notebook keeps), and every finished run kept in the notebook.

#include "playtestlab.h"

#include "labexport.h"
#include "labrunpanel.h"

#include "notebook/notebook.h"
#include "notebook/runplan.h"

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

QString nameOf(const Variant &variant)
{
    return QString::fromStdString(variant.id.empty() ? variant.file : variant.id);
}

} // namespace

QString PlaytestLab::editedName() const
{
    const QString name = nameOf(*m_edited);
    // A new house rule has no name yet; a shipped variant edited in place
    // keeps its base's: either would play the base again on a rerun.
    return name.isEmpty() || name == nameOf(*m_base) ? name + u" (edited)"_s : name;
}

std::optional<RunResult> PlaytestLab::runResult(Results which) const
{
    const bool sweep = which == Results::Sweep, several = which == Results::SideBySide;
    if ((sweep && !m_sweep) || (several && !m_several) || (!sweep && !several && !m_comparison))
        return std::nullopt;
    const SimulationSpec &spec = sweep ? m_sweepSpec : several ? m_severalSpec : m_comparisonSpec;
    RunResult result;
    RunHeader &h = result.header;
    h.mode = sweep ? u"sweep"_s : several ? u"compare-several"_s : u"compare"_s;
    const bool rulesKnown = m_editedRules && m_baseRules; // a game this build plays
    if (several) {
        h.variant = nameOf(*m_base);
        if (rulesKnown)
            h.rules.push_back(runRules(*m_base, h.variant));
        for (std::size_t i = 0; i < m_severalVariants.size(); ++i) {
            // The edited rules first, as they were when the run started.
            const QString name = i == 0 ? editedName() : nameOf(m_severalVariants[i]);
            h.houseRules << name;
            if (rulesKnown)
                h.rules.push_back(runRules(m_severalVariants[i], name));
        }
    } else {
        h.variant = editedName();
        if (rulesKnown)
            h.rules.push_back(runRules(*m_edited, h.variant));
        if (!sweep) {
            h.compareWith = nameOf(*m_base);
            if (rulesKnown)
                h.rules.push_back(runRules(*m_base, h.compareWith));
        }
    }
    if (sweep)
        h.parameter = sweptParameters(m_sweep->axes); // as the CLI writes a grid's
    describeSpec(h, spec);
    if (several) {
        result.tally = m_several->tally;
        result.cancelled = m_several->cancelled;
    } else if (sweep) {
        result.tally = m_sweep->tally;
        result.cancelled = m_sweep->cancelled;
    } else {
        result.tally = m_comparison->tally;
        result.cancelled = m_comparison->cancelled;
        result.skill = LabExport::skillRuns(m_skill);
    }
    return result;
}

void PlaytestLab::keepInNotebook(Results which)
{
    if (!m_notebook)
        return;
    const auto said = m_panel->statusText();
    const auto result = runResult(which);
    if (!result)
        return;
    std::function<QString()> kept;
    if (!m_notebook->canRead()) {
        const QString error = m_notebook->error();
        kept = [error] { return tr("Not kept in the notebook: it cannot be opened (%1).").arg(error); };
    } else if (!m_notebook->canWrite()) {
        kept = [] { return tr("Not kept in the notebook: it is open read-only."); };
    } else if (const QString id = m_notebook->record(*result, u"lab"_s); id.isEmpty()) {
        const QString error = m_notebook->error();
        kept = [error] { return tr("Not kept in the notebook: %1").arg(error); };
    } else {
        kept = [] { return tr("Kept in the notebook."); };
        Q_EMIT recorded(id);
    }
    setStatus([said, kept]() -> QString { return said ? said() + u' ' + kept() : kept(); });
}

void PlaytestLab::keepBalanceSearch(const BalanceSpec &spec, const BalanceReport &report)
{
    // As simulate keeps its runs: a finished search, never a cancelled one.
    if (!m_notebook || report.cancelled)
        return;
    // A budget in time is kept as the games it came to: a rerun is then the same search.
    BalanceSpec kept = spec;
    kept.budget = report.budget > 0 ? report.budget : spec.budget;
    kept.seconds = 0;
    const auto said = m_panel->statusText();
    std::function<QString()> outcome;
    if (!m_notebook->canRead()) {
        const QString error = m_notebook->error();
        outcome = [error] { return tr("Not kept in the notebook: it cannot be opened (%1).").arg(error); };
    } else if (!m_notebook->canWrite()) {
        outcome = [] { return tr("Not kept in the notebook: it is open read-only."); };
    } else if (m_notebook->keepBalance(kept, report, u"lab"_s).isEmpty()) {
        const QString error = m_notebook->error();
        outcome = [error] { return tr("Not kept in the notebook: %1").arg(error); };
    } else {
        outcome = [] { return tr("Kept in the notebook."); };
    }
    setStatus([said, outcome]() -> QString { return said ? said() + u' ' + outcome() : outcome(); });
}
