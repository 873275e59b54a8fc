#pragma once

#include "models/figuretexts.h"
#include "sweepchoices.h"

#include "core/simulation/sweep.h"

#include <QCoreApplication>
#include <QWidget>

#include <functional>

class HeatmapView;
class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QVBoxLayout;
class VariantTexts;

// The Sweep page: choose a parameter of the edited rules (in the game's
// words, with the rules' own value) and a range — for a list parameter,
// the lists, written as the CLI's --sweep takes them — run it, and see any
// measure (MeasureChoices: the engine's one list, the game's figures
// included), a seat's win rate or score against the value with its
// interval as a band. With a second parameter ("and", none by default)
// every pair of values is a cell of a grid, shown as a heatmap of the
// chosen measure, coloured only where a cell stands out from the grid's
// mean.
class SweepPage final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // `second` is empty for a sweep of one parameter. Values as the CLI's
    // --sweep takes them: "2..6", or for a list parameter "[1..6],[1..8]".
    using RunRequest = std::function<void(
        const QString &parameter, const QString &values, const QString &second, const QString &values2)>;
    // `onRun` is asked to run a sweep; `report` hears why saving the chart failed.
    SweepPage(RunRequest onRun, std::function<void(const QString &)> report, QWidget *parent = nullptr);

    // What can be swept in these rules at this player count (keeps the choice where it can).
    void setChoices(QList<SweepChoice> choices, int players);
    QStringList parameters() const;
    // The game's words for a parameter the engine names `parameter`; the name itself when unknown.
    QString labelOf(const QString &parameter) const;
    // The controls show what runs (also when a host or a test asked for it).
    void select(const std::vector<houserules::SweepAxis> &axes);
    void setRunnable(bool runnable, bool running);
    // Shows results only (a run opened from the notebook): the choice of
    // figure, not of parameters and values, and no run button.
    void setViewOnly();
    // The game's words for problems with a value (not owned; may be null).
    void setVariantTexts(const VariantTexts *texts) { m_variantTexts = texts; }

    // `seed` is the run's, for the caption.
    void show(const houserules::SweepReport *sweep, const FigureTexts &texts, quint64 seed);
    // What an exported picture of the result says under it: the figure and
    // its unit, the games per value or cell, the seed, the bots, and for a
    // grid whether any cell stands out. Empty without a result.
    QString caption() const;
    QChartView *chartView() const { return m_chartView; }
    HeatmapView *heatmap() const { return m_heatmap; }
    // What shows the result: the heatmap for two parameters, else the chart.
    QWidget *resultView() const;
    void retranslate(const FigureTexts &texts);

private:
    // The page's rows top to bottom, then what they do.
    void createFirstParameterRow(QVBoxLayout *layout);
    void createSecondParameterRow(QVBoxLayout *layout);
    void createViewRow(QVBoxLayout *layout);
    void createResultArea(QVBoxLayout *layout, std::function<void(const QString &)> report);
    void connectSignals();
    void updateRange();
    void updateSecondRange();
    void showHeatmap(const QString &view);
    void showValuesOrRange(int choice, QWidget *fromLabel, QWidget *from, QWidget *toLabel, QWidget *to,
        QWidget *valuesLabel, QLineEdit *values);
    // What the run button asks for on one axis.
    QString valuesOf(const QComboBox *choice, const QSpinBox *from, const QSpinBox *to, const QLineEdit *values) const;
    void selectAxis(
        const houserules::SweepAxis &axis, QComboBox *choice, QSpinBox *from, QSpinBox *to, QLineEdit *values);
    // The measure shown ("seat_gap"), empty for a seat's win rate or score.
    std::string measure() const;
    bool measureIsShare() const;
    // "Cards in hand = 3" or "Cards in hand = 3, Dynamite = 2".
    QString cellName(std::size_t point) const;
    void fillViews(const FigureTexts &texts);
    void refresh();
    QStringList balanceSummary(const QString &parameter) const;

    RunRequest m_onRun;
    QList<SweepChoice> m_choices;
    const houserules::SweepReport *m_sweep = nullptr;
    const FigureTexts *m_texts = nullptr;
    const VariantTexts *m_variantTexts = nullptr;
    quint64 m_seed = 0;
    bool m_viewOnly = false;
    QLabel *m_parameterLabel = nullptr, *m_fromLabel = nullptr, *m_toLabel = nullptr, *m_showLabel = nullptr,
           *m_secondLabel = nullptr, *m_from2Label = nullptr, *m_to2Label = nullptr, *m_note = nullptr,
           *m_summary = nullptr, *m_valuesLabel = nullptr, *m_values2Label = nullptr;
    QLineEdit *m_values = nullptr, *m_values2 = nullptr;
    QComboBox *m_parameter = nullptr, *m_view = nullptr, *m_second = nullptr;
    QSpinBox *m_from = nullptr, *m_to = nullptr, *m_from2 = nullptr, *m_to2 = nullptr;
    QPushButton *m_run = nullptr;
    QChartView *m_chartView = nullptr;
    HeatmapView *m_heatmap = nullptr;
    QStackedWidget *m_stack = nullptr;
};
