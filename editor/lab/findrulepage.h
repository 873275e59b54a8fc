#pragma once

#include "findruleprogress.h"
#include "models/figuretexts.h"
#include "sweepchoices.h"

#include "core/simulation/balancer.h"

#include <QCoreApplication>
#include <QWidget>

#include <functional>
#include <optional>

class QChartView;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QVBoxLayout;

// The Find a rule page: say which rules may change (the parameters a sweep
// offers, each from a low to a high value) and what the game should look
// like (targets on the measures of a good game or the game's own figures:
// between two values, at least, at most or about; each a requirement or a
// goal with a weight), give a budget in games or minutes, and the balancer
// (core/simulation/balancer.h) searches for the house rule from the edited rules, with
// the lab's players, bots and seed.
//
// While it runs: the round, the best so far with its figures, every
// candidate tried in a chart and the time left. At the end: the proposals,
// played again on fresh games with the edited rules, each target's figure
// with its interval and whether it is met; each proposal opens in the
// editor as a house rule with one click.
class FindRulePage final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    struct Actions {
        std::function<void()> start;
        std::function<void()> cancel;
        std::function<void(int proposal)> open;      // in BalanceReport::proposals
        std::function<void(const QString &)> report; // why saving the chart failed
    };
    explicit FindRulePage(Actions actions, QWidget *parent = nullptr);

    // What may change in these rules at this player count, as the sweep
    // offers it (keeps the parameters chosen that are still offered).
    void setChoices(QList<SweepChoice> choices, int players);
    // The game's own figures a target may name ("shot_down"), each with
    // whether it is a share (in %).
    void setFigures(const std::vector<std::pair<std::string, bool>> &figures);
    void setTexts(const FigureTexts &texts);

    // The controls, for a host, a rerun and tests: false when the parameter
    // is not offered or the range empty; a parameter chosen already takes
    // the new range.
    bool addParameter(const QString &parameter, qint64 low, qint64 high);
    // A list parameter ("deck.values") and its candidates, one whole list
    // each, as the Sweep page and the CLI write them ("[1..10],[0..10]");
    // false when the parameter is not a list offered or the lists do not read.
    bool addListParameter(const QString &parameter, const QString &lists);
    // False for a measure not offered or an empty range.
    bool addTarget(const houserules::BalanceTarget &target);
    void clear();
    void setBudgetGames(qint64 games);
    void setBudgetMinutes(double minutes);
    // Shows `spec`'s parameters, targets and budget in the controls.
    void select(const houserules::BalanceSpec &spec);

    // What the controls ask for: the parameters, targets and budget, the
    // candidates and proposals as the CLI's defaults; the lab fills in the
    // players, bots, seed and rules.
    houserules::BalanceSpec spec() const;
    // Why the controls cannot start a search; empty when they can.
    QString missing() const;

    void setRunnable(bool runnable, bool running);
    // A search begins (progress at zero), goes on, and ends.
    void started();
    void progressed(const FindRuleProgress &progress);
    void timeLeft(qint64 done, qint64 total, double secondsLeft);
    // The finished search (null: none yet, or the rules changed).
    void show(const houserules::BalanceReport *report, const houserules::BalanceSpec &spec);
    void retranslate();

    // The measure's words: "First player advantage", a figure's label.
    QString measureLabel(const std::string &measure) const;
    // "Cards in hand = 4, Dynamite = 2".
    QString valuesText(const houserules::BalanceSpec &spec, const std::vector<std::int64_t> &values,
        const QString &separator = QStringLiteral(", ")) const;

    QTableWidget *proposals() const { return m_proposals; }
    QPushButton *openButton(int proposal) const;
    QChartView *chartView() const { return m_chartView; }
    QString bestText() const;

private:
    // The page's areas top to bottom, then what they do.
    void createParameterArea(QVBoxLayout *layout);
    void createTargetArea(QVBoxLayout *layout);
    void createBudgetArea(QVBoxLayout *layout);
    void createProgressArea(QVBoxLayout *layout);
    void createProposalArea(QVBoxLayout *layout);
    void connectParameterSignals();
    void connectTargetSignals();
    void connectSearchSignals();
    void addChosenParameter();
    void addChosenTarget();
    void retranslateParameterArea();
    void retranslateTargetArea();
    void retranslateBudgetArea();
    void retranslateAccessibleNames();

    void fillMeasures();
    void updateParameterRange();
    void updateTargetControls();
    void refreshLists();
    void refreshProgress();
    void refreshReport();
    void fillProposals();
    void fillProposal(std::size_t k);
    void sayWhatTheSearchCameTo();
    QString unitOf(const std::string &measure) const;
    QString wantedText(const houserules::BalanceTarget &target) const;
    QString figureText(const houserules::Estimate &e) const;
    QString verdictText(houserules::TargetVerdict verdict) const;

    Actions m_actions;
    QList<SweepChoice> m_choices;
    std::vector<std::pair<std::string, bool>> m_figures;
    const FigureTexts *m_texts = nullptr;
    std::vector<houserules::BalanceParameter> m_parameters;
    std::vector<houserules::BalanceTarget> m_targets;
    // What the page shows: the search going on, or the last one's report.
    std::optional<FindRuleProgress> m_progress;
    const houserules::BalanceReport *m_report = nullptr;
    houserules::BalanceSpec m_shownSpec;
    bool m_running = false;

    QLabel *m_intro = nullptr, *m_parametersTitle = nullptr, *m_targetsTitle = nullptr, *m_budgetLabel = nullptr,
           *m_fromLabel = nullptr, *m_toLabel = nullptr, *m_weightLabel = nullptr, *m_round = nullptr,
           *m_best = nullptr, *m_summary = nullptr, *m_unit = nullptr;
    QLabel *m_listsLabel = nullptr;
    QLineEdit *m_lists = nullptr;    // a list parameter's candidate lists, in place of from and to
    QCheckBox *m_relative = nullptr; // the values are a change from the edited rules' own figure
    QComboBox *m_parameter = nullptr, *m_measure = nullptr, *m_how = nullptr, *m_kind = nullptr,
              *m_budgetUnit = nullptr;
    QSpinBox *m_from = nullptr, *m_to = nullptr, *m_budget = nullptr;
    QDoubleSpinBox *m_low = nullptr, *m_high = nullptr, *m_weight = nullptr;
    QPushButton *m_addParameter = nullptr, *m_removeParameter = nullptr, *m_addTarget = nullptr,
                *m_removeTarget = nullptr, *m_start = nullptr, *m_cancel = nullptr;
    QTableWidget *m_parameterList = nullptr, *m_targetList = nullptr, *m_proposals = nullptr;
    QProgressBar *m_bar = nullptr;
    QChartView *m_chartView = nullptr;
};
