#pragma once

#include "labruns.h"
#include "models/figuretexts.h"

#include "core/game/ruleset.h"
#include "core/simulation/balancer.h"
#include "core/simulation/cardcount.h"
#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"
#include "core/variants/variant.h"

#include "simreport/simreport.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class CardImpactPage;
class ComparisonPage;
class FindRulePage;
struct FindRuleProgress;
class LabRunPanel;
class LabSettings;
class MeasuresPage;
class Notebook;
class NumbersPage;
class QAction;
class QChart;
class QLabel;
class QTabWidget;
class SideBySidePage;
class SweepPage;
class VariantTexts;

// The playtest lab: what an edited rule or card distribution does to the
// game, measured by bots.
//
// - A paired comparison: every game is played under the edited rules and
//   under their base with the same seed, and the lab shows both side by side
//   (win rate per seat, score and game length distributions, the game's own
//   figures, each with 95% intervals), every number in a table, and one
//   plain sentence per difference whose paired interval excludes zero.
// - Card impact (with the comparison, when ticked): per card kind the win
//   rate of the seats that held it in their starting hand, and of those that
//   played it, against the others (what goes with winning); and for a card
//   chosen, its controlled impact: the rules with one card of the kind fewer
//   and one more, each paired with them on the same seeds (what it does).
// - Side by side: the edited rules and up to four more house rules of the
//   game, each paired with the base on the same seeds (compareSideBySide), every
//   figure in a table with its difference from the base, and win rates in
//   a chart.
// - Measures: the measures of a good game of the comparison (seat balance,
//   first player advantage, duration with its spread, lead changes, drama,
//   decisiveness), base, edited and paired difference; with "Also measure
//   skill" ticked, the comparison also plays the skill ladder's rungs
//   (heuristic against random; search against heuristic) under both rules,
//   as `houserules-cli simulate --skill` does, and the page adds the skill
//   gradient.
// - A sweep of one parameter of the edited rules over a range: each figure
//   against the value with its interval as a band, and the value at which
//   the seats' win rates are closest marked as the most balanced. With a
//   second parameter, a grid of both shown as a heatmap (heatmapview).
// - Find a rule: which rules may change, over which ranges, and targets on
//   the measures; the balancer (core/simulation/balancer.h) searches from the edited
//   rules, shows its progress and the best so far, and its proposals open
//   in the editor as house rules (openInEditor).
// - The notebook: every run that finishes (not a cancelled one) is kept in
//   the notebook it is given (setNotebook), with the texts of the rules it
//   played, so that the Notebook view can open, compare and rerun it.
// - Exports: results as the CLI's JSON and CSV (`houserules-cli simulate
//   --json/--csv`, so `merge` and scripts read them), charts as PNG and SVG.
//
// Games run on a thread of their own (LabRunner); the window stays live,
// shows games per second and the time left, and Cancel stops a run within
// a game's time, keeping the games played so far (marked cancelled).
//
// The lab knows no game: the game's words for its figures and cards come
// through FigureTexts, and for its rules through VariantTexts, with the ids
// as a fallback.
//
// The rules, the runs and the results are a LabRuns (labruns.h), which
// knows no widget; this class is its window: each page of it is a file of
// its own (comparisonpage, sidebysidepage, numberspage,
// cardimpactpage, sweeppage, measurespage), as are the settings
// (labsettings) and the run controls (labrunpanel); the side by side runs
// are in playtestlabsidebyside.cpp, the skill gradient in
// playtestlabmeasures.cpp, the search for a rule in playtestlabfindrule.cpp
// and the exports in playtestlabexport.cpp.
class PlaytestLab final : public QWidget {
    Q_OBJECT
public:
    explicit PlaytestLab(QWidget *parent = nullptr);
    // Cancels a run and waits for it (a game's time).
    ~PlaytestLab() override;

    // The rules to playtest and their base. Preconditions: both validated,
    // of one game known to the Registry. Clears the results, cancels a run
    // (its results are dropped) and keeps the players, bots, games and seed
    // where they still fit.
    void setVariants(const houserules::Variant &edited, const houserules::Variant &base);
    bool hasVariants() const { return m_runs->hasVariants(); }
    // The edited rules' titles anew (by language code), keeping the results.
    void setEditedTitles(const std::map<std::string, std::string> &titles);
    // The rules being playtested; null before setVariants().
    const houserules::Variant *edited() const { return m_runs->edited(); }
    // The game's words for its figures and cards; null for the ids. Not
    // owned: it must outlive the lab.
    void setFigureTexts(const FigureTexts *texts);
    // The game's words for its rules (the sweep's parameters); null for the
    // ids. Not owned: it must outlive the lab.
    void setVariantTexts(const VariantTexts *texts);

    // The settings the controls show (also for tests and the host window).
    void setPlayers(int players);
    int players() const;
    // A bot by the engine's name ("random", "heuristic"), as offered by the game.
    void setBot(int seat, const QString &bot);
    QStringList bots() const;
    void setGames(int games); // of the comparison; of each value in a sweep
    int games() const;
    void setSeed(quint64 seed);
    quint64 seed() const;
    void setCardImpact(bool on);
    // Whether a comparison also plays the skill ladder: `normal` (heuristic
    // against random), `hard` (the search bot against heuristic; only where
    // the rules make it; not played beyond LabJobs::kMaxHardSkillMinutes).
    void setSkill(bool normal, bool hard);
    // Folders searched first for the house rules offered side by side (the
    // user's own; the shipped ones are always offered).
    void setVariantFolders(const QStringList &folders);
    // Worker threads (0, the default: one per core). Never changes a result.
    void setThreads(int threads) { m_runs->setThreads(threads); }
    // Where finished runs are kept (source "lab"); null: nowhere. Shared
    // with the app's other windows.
    void setNotebook(std::shared_ptr<Notebook> notebook) { m_runs->setNotebook(std::move(notebook)); }

    // Starts a run in the background; false (and nothing starts, the status
    // says why) when one is running, there are no variants, or the settings
    // are not usable. runFinished() follows.
    bool runComparison();
    // The edited rules and the variants `houseRules` (loader ids, other
    // house rules of the game; at most four) each against the base.
    bool runSideBySide(const QStringList &houseRules);
    // `parameter` as the engine's sweep names it: "hand_size", "set_aside.4",
    // "deck.dynamite_per_colour", "deck.gold.dynamite".
    // With `second` (not empty), a grid of every pair of values: at most
    // houserules::kMaxSweepCells cells.
    bool runSweep(
        const QString &parameter, qint64 from, qint64 to, const QString &second = {}, qint64 from2 = 0, qint64 to2 = 0);
    // The controlled impact of the card kind `kind` ("gold-dynamite"): the
    // edited rules (`onEdited`) or the base rules played also with one card
    // of the kind fewer and one more, each on the same seeds
    // (core/simulation/cardcount.h); shown on the Card impact page.
    bool runControlledImpact(const QString &kind, bool onEdited);
    // The same with values as the CLI's --sweep takes them: "2..6",
    // "2,3,5", or for a list parameter ("deck.values") one list per value,
    // "[1..6],[1..8]".
    bool runSweep(
        const QString &parameter, const QString &values, const QString &second = {}, const QString &values2 = {});
    // A search for a rule from the edited rules, as the Find a rule page's
    // controls ask (its parameters, targets and budget) with the lab's
    // players, bots and seed.
    bool runFindRule();
    // The spec runFindRule() would search with now (its base, game and
    // loader not set).
    houserules::BalanceSpec findRuleSpec() const;
    // Shows `spec` in the controls (the players, bots and seed at the left,
    // the parameters, targets and budget on the page): a search to run
    // again exactly, as the notebook keeps it. With a budget in time, give
    // the games it came to (BalanceReport::budget) for the same search.
    void showFindRuleSpec(const houserules::BalanceSpec &spec);
    // Asks the host to open the last search's proposal `proposal` (0: the
    // best) in the editor: openInEditor(). False when there is none.
    bool openProposal(int proposal);
    void cancel();
    bool isRunning() const;

    // The last results; null before the first run (or after setVariants()).
    const houserules::ComparisonReport *comparison() const { return m_runs->comparison(); }
    const houserules::SideBySideReport *sideBySide() const { return m_runs->sideBySide(); }
    const houserules::SweepReport *sweep() const { return m_runs->sweep(); }
    const houserules::ControlledImpactReport *controlledImpact() const { return m_runs->controlledImpact(); }
    const houserules::BalanceReport *balanceReport() const { return m_runs->balanceReport(); }
    // The skill runs of the last comparison (empty when not asked for).
    const std::vector<LabSkillRun> &skill() const { return m_runs->skill(); }
    // The rules, the runs and the results this window shows.
    const LabRuns &runs() const { return *m_runs; }
    QStringList notableDifferences() const;
    // One line on the last run: how many games in how long, cancelled, or why it did not start.
    QString status() const;
    // The sweep's parameters for the current player count, as runSweep() takes them.
    QStringList sweepParameters() const;

    using Results = LabRuns::Results;
    // The results as the CLI's simulate writes them (LabRuns::runResult).
    std::optional<RunResult> runResult(Results which) const { return m_runs->runResult(which); }
    // Writes the results as JSON or CSV (by the file name's suffix), in the
    // forms `houserules-cli simulate --json` and `--csv` print. False with
    // `error` when there are none or the file cannot be written.
    bool exportResults(Results which, const QString &fileName, QString *error = nullptr) const;

    enum class Charts { Comparison, WinRates, Scores, Lengths, Figures, Sweep, SideBySide };
    // A chart (Comparison: the four of the comparison together) as PNG or
    // SVG, by the file name's suffix.
    bool exportCharts(Charts which, const QString &fileName, QString *error = nullptr) const;
    QChart *chart(Charts which) const;

Q_SIGNALS:
    void runStarted();
    void progressed(qint64 done, qint64 total);
    // New results to show (a comparison or a sweep), or none after setVariants().
    void resultsChanged();
    void runFinished(bool cancelled);
    // A finished run was kept in the notebook under `id` (before runFinished).
    void recorded(const QString &id);
    // A proposal of a search to open as a new house rule (not saved):
    // `rules` are the edited rules with its values, `title` names it in the
    // current language. The host opens it in an editor.
    void openInEditor(const houserules::Variant &rules, const QString &title);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslate();
    void updateRulesText();
    void updateSweepChoices();
    void updateSideBySideChoices();
    void updateSkillChoices();
    std::vector<houserules::SkillRung> skillRungs() const;
    void updateButtons();
    // Whether `spec` can start (the status says why not).
    bool canStart(const houserules::SimulationSpec &spec);
    // Starts `job`, which plays `plan`: the run panel counts `total` games.
    void start(LabRuns::Plan plan, LabRunner::Job job, qint64 total, std::function<QString()> status);
    void onProgress(qint64 done, qint64 total, double gamesPerSecond, double secondsLeft);
    void onFinished(LabRuns::Kind kind, bool cancelled);
    void onFailed(LabRuns::Kind kind, const houserules::Diagnostics &errors);
    void onDropped(LabRuns::Kind kind);
    // What the status line says of a finished run of `kind`, and the page it shows.
    void sayFinished(LabRuns::Kind kind, bool cancelled);
    // The status lines of a run: started (a sweep's), and finished.
    std::function<QString()> sweepStatus(const QString &parameter, const QString &values, const QString &second,
        const QString &values2, const std::vector<houserules::SweepAxis> &axes) const;
    std::function<QString()> comparisonStatus(bool cancelled, double seconds) const;
    std::function<QString()> sideBySideStatus(bool cancelled, double seconds) const;
    std::function<QString()> sweepFinishedStatus(bool cancelled, double seconds) const;
    std::function<QString()> findRuleStatus(bool cancelled, double seconds) const;
    std::function<QString()> controlledStatus(bool cancelled, double seconds) const;
    void showResults();
    void clearResults();
    void exportFromMenu(bool charts, const QString &suffix);
    void setStatus(std::function<QString()> text);
    // Says after the status line whether the run just finished was kept in
    // the notebook (or why not).
    void sayKept();
    void updateFigureChoices();
    void onFindRuleProgress(const FindRuleProgress &progress);
    const FigureTexts &texts() const;

    LabRuns *m_runs = nullptr;
    const FigureTexts *m_texts = nullptr;
    const VariantTexts *m_variantTexts = nullptr;

    // The window: settings and run controls on the left, a page per kind of result.
    LabSettings *m_settings = nullptr;
    LabRunPanel *m_panel = nullptr;
    QLabel *m_howToRead = nullptr;
    QList<QAction *> m_exportResults, m_exportCharts;
    QTabWidget *m_tabs = nullptr;
    ComparisonPage *m_comparisonPage = nullptr;
    NumbersPage *m_numbersPage = nullptr;
    CardImpactPage *m_cardPage = nullptr;
    SideBySidePage *m_sideBySidePage = nullptr;
    MeasuresPage *m_measuresPage = nullptr;
    SweepPage *m_sweepPage = nullptr;
    FindRulePage *m_findRulePage = nullptr;
};
