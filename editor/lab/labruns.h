#pragma once

#include "labrunner.h"

#include "core/game/ruleset.h"
#include "core/simulation/balancer.h"
#include "core/simulation/cardcount.h"
#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"
#include "core/variants/variant.h"

#include "simreport/simreport.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class Notebook;

// The playtest lab without its window: the rules to playtest and their
// base, one run at a time on a thread of its own (LabRunner), and the last
// result of each kind with what was run, kept in the notebook when it
// finishes. PlaytestLab is a view of it: it turns its controls into a plan
// and a job (LabJobs), starts them here and shows what comes back.
//
// It says nothing in words: why a run cannot start and what became of its
// keeping are values the window words. It links no widget (its library is
// houserules_lab_runs), so the runs and their results are tested under a
// QCoreApplication (test_lab_runs). Lives on
// the thread that made it; every signal arrives there.
class LabRuns final : public QObject {
    Q_OBJECT
public:
    enum class Kind { None, Comparison, SideBySide, Sweep, Controlled, FindRule };
    Q_ENUM(Kind)
    // Why a run cannot start; None when it can.
    enum class Refusal { None, Running, NoRules, DifferentGames, Settings };
    // What became of keeping a finished run in the notebook.
    enum class Kept { NotAsked, Kept, Unreadable, ReadOnly, Failed };
    // Measures: the comparison's result with its skill runs, as `simulate
    // --compare --skill` writes it (Comparison also carries the skill runs).
    enum class Results { Comparison, SideBySide, Sweep, Measures };

    // What a run plays, beside the job that plays it; kept with its results.
    struct Plan {
        Plan() = default;
        Plan(Kind of, houserules::SimulationSpec plays) : kind(of), spec(std::move(plays)) {}

        Kind kind = Kind::None;
        houserules::SimulationSpec spec;
        std::vector<houserules::Variant> houseRules; // side by side: in order, the edited rules first
        QString parameter;                           // a sweep's first parameter
        bool onEdited = true;                        // a controlled impact: of the edited rules or the base
        houserules::BalanceSpec balance;             // a search for a rule
    };

    explicit LabRuns(QObject *parent = nullptr);
    // Cancels a run and waits for it (a game's time).
    ~LabRuns() override;

    // The rules to playtest and their base. Preconditions: both validated.
    // Clears the results; a run going on is cancelled and its result
    // dropped (then true). A game this build does not play leaves no rules.
    bool setVariants(const houserules::Variant &edited, const houserules::Variant &base);
    bool hasVariants() const { return m_editedRules != nullptr; }
    bool sameGame() const { return hasVariants() && m_edited->game == m_base->game; }
    // The edited rules' titles anew (by language code), keeping the results.
    void setEditedTitles(const std::map<std::string, std::string> &titles);
    const houserules::Variant *edited() const { return m_edited ? &*m_edited : nullptr; }
    const houserules::Variant *base() const { return m_base ? &*m_base : nullptr; }
    const std::shared_ptr<const houserules::Ruleset> &editedRules() const { return m_editedRules; }
    const std::shared_ptr<const houserules::Ruleset> &baseRules() const { return m_baseRules; }
    // Whether both rules make the search bot (the skill ladder's hard rung).
    bool makesSearchBot() const;
    // The game's own figures of the edited rules (name, whether a share):
    // one quick game says which.
    std::vector<std::pair<std::string, bool>> figures(int players) const;

    // Worker threads (0, the default: one per core). Never changes a result.
    void setThreads(int threads) { m_threads = threads; }
    int threads() const { return m_threads; }
    // Folders searched first for house rules played side by side.
    void setVariantFolders(std::vector<std::filesystem::path> folders) { m_variantFolders = std::move(folders); }
    const std::vector<std::filesystem::path> &variantFolders() const { return m_variantFolders; }
    // Where finished runs are kept (source "lab"); null: nowhere.
    void setNotebook(std::shared_ptr<Notebook> notebook) { m_notebook = std::move(notebook); }

    Refusal refusal(const houserules::SimulationSpec &spec) const;
    // Starts `job`, which plays `plan`. Precondition: refusal(plan.spec) is None.
    void start(Plan plan, LabRunner::Job job);
    void cancel();
    bool isRunning() const { return m_runner->isRunning(); }
    Kind running() const { return m_running; }
    // The run going on was stopped by new rules: what it says is stale.
    bool isDropping() const { return m_dropResult; }

    // The last results of each kind; null before the first (or after setVariants()).
    const houserules::ComparisonReport *comparison() const { return m_comparison ? &*m_comparison : nullptr; }
    const std::vector<LabSkillRun> &skill() const { return m_skill; } // of the comparison
    const houserules::SideBySideReport *sideBySide() const { return m_sideBySide ? &*m_sideBySide : nullptr; }
    const houserules::SweepReport *sweep() const { return m_sweep ? &*m_sweep : nullptr; }
    const houserules::ControlledImpactReport *controlledImpact() const
    {
        return m_controlled ? &*m_controlled : nullptr;
    }
    const houserules::BalanceReport *balanceReport() const { return m_balance ? &*m_balance : nullptr; }
    // What the last result of `kind` played.
    const Plan &planOf(Kind kind) const;
    // The last run's wall-clock time, and what became of its keeping.
    double seconds() const { return m_seconds; }
    Kept kept() const { return m_kept; }
    QString keptError() const { return m_keptError; }
    void clearResults();

    // The results as the CLI's simulate writes them: the header names the
    // rules and carries their texts (runRules), so that the run can be
    // played again exactly; nullopt when there are none.
    std::optional<RunResult> runResult(Results which) const;
    // The last search's proposal `proposal` (0: the best) as a new house
    // rule of the base; nullopt when there is none.
    std::optional<houserules::Variant> proposalRules(int proposal) const;
    // The values of that proposal, by candidate parameter.
    const std::vector<std::int64_t> *proposalValues(int proposal) const;

Q_SIGNALS:
    // As LabRunner's.
    void progressed(qint64 done, qint64 total, double gamesPerSecond, double secondsLeft);
    // A run ended and its results are in (kept in the notebook first).
    void finished(LabRuns::Kind kind, bool cancelled);
    // A run could not play (a bad spec): the engine's words.
    void failed(LabRuns::Kind kind, const houserules::Diagnostics &errors);
    // A run stopped by new rules ended; nothing of it is kept.
    void dropped(LabRuns::Kind kind);
    // A finished run was kept in the notebook under `id` (before finished()).
    void recorded(const QString &id);

private:
    void onFinished();
    void takeResults(Kind kind, const LabResult &result);
    void keepInNotebook(Results which);
    // As simulate keeps a search: a finished one, never a cancelled one.
    void keepBalanceSearch();
    // The names the header gives the rules: the edited rules' own cannot be
    // their base's (the notebook plays each by its name).
    QString editedName() const;

    std::optional<houserules::Variant> m_edited, m_base;
    std::shared_ptr<const houserules::Ruleset> m_editedRules, m_baseRules;
    int m_threads = 0;
    std::shared_ptr<Notebook> m_notebook;
    std::vector<std::filesystem::path> m_variantFolders;

    LabRunner *m_runner = nullptr;
    Kind m_running = Kind::None;
    bool m_dropResult = false; // setVariants() during a run: its result is stale
    Plan m_runPlan;

    std::optional<houserules::ComparisonReport> m_comparison;
    std::vector<LabSkillRun> m_skill;
    std::optional<houserules::SideBySideReport> m_sideBySide;
    std::optional<houserules::SweepReport> m_sweep;
    std::optional<houserules::ControlledImpactReport> m_controlled;
    std::optional<houserules::BalanceReport> m_balance;
    std::vector<houserules::Variant> m_proposalRules; // per proposal: the edited rules with its values
    std::map<Kind, Plan> m_plans;                     // what each kind's last result played
    double m_seconds = 0;
    Kept m_kept = Kept::NotAsked;
    QString m_keptError;
};
