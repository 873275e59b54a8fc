#pragma once

#include "core/simulation/balancer.h"
#include "core/simulation/cardcount.h"
#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"

#include <QElapsedTimer>
#include <QObject>

#include <atomic>
#include <functional>
#include <optional>

class QThread;

// A rung of the skill ladder (core/simulation/measures.h) played as a paired
// comparison with the same base, as `houserules-cli simulate --skill` does.
struct LabSkillRun {
    houserules::SkillRung rung;
    int games = 0; // asked for
    houserules::ComparisonReport report;
    // The time the rung was estimated to take, measured on this machine
    // before it started (< 0: not measured); over the lab's limit it is not
    // played (`skipped`, an empty report) and its gradient cannot be told.
    double estimatedSeconds = -1;
    bool skipped = false;
};

// What one background run of the lab gave: a paired comparison, several
// house rules side by side, a sweep, or a card's controlled impact,
// or the errors that kept it from playing (a bad spec: the engine's words).
struct LabResult {
    houserules::Diagnostics errors;
    std::optional<houserules::ComparisonReport> comparison;
    std::optional<houserules::SideBySideReport> sideBySide;
    std::optional<houserules::SweepReport> sweep;
    std::optional<houserules::ControlledImpactReport> controlled;
    std::vector<LabSkillRun> skill; // with a comparison, when asked for
    // A search for a rule: its report, and each proposal as the rules it
    // makes (the edited rules with the proposal's values), in its order.
    std::optional<houserules::BalanceReport> balance;
    std::vector<houserules::Variant> proposals;
    double seconds = 0; // wall-clock time of the run

    bool cancelled() const
    {
        return (comparison && comparison->cancelled) || (sideBySide && sideBySide->cancelled)
            || (sweep && sweep->cancelled) || (balance && balance->cancelled)
            || (!skill.empty() && !skill.back().skipped && skill.back().report.cancelled)
            || (controlled && controlled->comparison.cancelled);
    }
};

// Runs one simulation job at a time on a thread of its own, so the window
// that owns it never waits for games (STYLE.md: long work off the GUI
// thread). The job gets RunOptions whose progress callback hands the
// engine's counts to this object's thread (queued), and whose cancel flag
// cancel() sets: the engine checks it before every game, so a run stops
// within a game's time plus one trip through the event loop.
//
// Lives on the GUI thread; every signal arrives there.
class LabRunner final : public QObject {
    Q_OBJECT
public:
    // Plays games with the options given (progress and cancel filled in by
    // the runner) and returns what they gave. Runs on the runner's thread:
    // it must own (or share) everything it reads.
    using Job = std::function<LabResult(const houserules::RunOptions &)>;

    explicit LabRunner(QObject *parent = nullptr);
    // Cancels a run and waits for its thread (a game's time).
    ~LabRunner() override;

    bool isRunning() const { return m_thread != nullptr; }
    // Starts `job` with `threads` worker threads (0: one per core; the
    // number never changes a result). Precondition: !isRunning().
    void start(Job job, int threads = 0);
    // Asks the run to stop; finished() follows with the games played so far.
    void cancel();

    // The last run's result, once finished() has been emitted.
    const LabResult &result() const { return m_result; }

Q_SIGNALS:
    // About every 50 ms while games are played, and once at the end.
    // `gamesPerSecond` is the run's average so far and `secondsLeft` the
    // time to go at that rate; both are < 0 until a few games and half a
    // second give an estimate worth showing.
    void progressed(qint64 done, qint64 total, double gamesPerSecond, double secondsLeft);
    void finished();

private:
    void onProgress(qint64 done, qint64 total);
    void onThreadFinished();

    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel {false};
    QElapsedTimer m_clock;
    LabResult m_result;
    LabResult m_pending; // written by the run's thread, read once it has ended
};
