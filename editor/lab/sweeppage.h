#pragma once

#include "figuretexts.h"
#include "sweepchoices.h"

#include "core/sweep.h"

#include <QCoreApplication>
#include <QWidget>

#include <functional>

class HeatmapView;
class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class VariantTexts;

// The Sweep page: choose a parameter of the edited rules (in the game's
// words, with the rules' own value) and a range, run it, and see any figure
// against the value with its interval as a band. With a second parameter
// ("and", none by default) every pair of values is a cell of a grid, shown
// as a heatmap of the chosen figure.
class SweepPage final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // `second` is empty for a sweep of one parameter.
    using RunRequest = std::function<void(
        const QString &parameter, qint64 from, qint64 to, const QString &second, qint64 from2, qint64 to2)>;
    // `onRun` is asked to run a sweep; `report` hears why saving the chart failed.
    SweepPage(RunRequest onRun, std::function<void(const QString &)> report, QWidget *parent = nullptr);

    // What can be swept in these rules at this player count (keeps the choice where it can).
    void setChoices(QList<SweepChoice> choices, int players);
    QStringList parameters() const;
    // The game's words for a parameter the engine names `parameter`; the name itself when unknown.
    QString labelOf(const QString &parameter) const;
    // The controls show what runs (also when a host or a test asked for it).
    void select(
        const QString &parameter, qint64 from, qint64 to, const QString &second = {}, qint64 from2 = 0, qint64 to2 = 0);
    void setRunnable(bool runnable, bool running);
    // Shows results only (a run opened from the notebook): the choice of
    // figure, not of parameters and values, and no run button.
    void setViewOnly();
    // The game's words for problems with a value (not owned; may be null).
    void setVariantTexts(const VariantTexts *texts) { m_variantTexts = texts; }

    void show(const houserules::SweepReport *sweep, const FigureTexts &texts);
    QChartView *chartView() const { return m_chartView; }
    HeatmapView *heatmap() const { return m_heatmap; }
    // What shows the result: the heatmap for two parameters, else the chart.
    QWidget *resultView() const;
    void retranslate(const FigureTexts &texts);

private:
    void updateRange();
    void updateSecondRange();
    void showHeatmap(const QString &view);
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
    QLabel *m_parameterLabel = nullptr, *m_fromLabel = nullptr, *m_toLabel = nullptr, *m_showLabel = nullptr,
           *m_secondLabel = nullptr, *m_from2Label = nullptr, *m_to2Label = nullptr, *m_note = nullptr,
           *m_summary = nullptr;
    QComboBox *m_parameter = nullptr, *m_view = nullptr, *m_second = nullptr;
    QSpinBox *m_from = nullptr, *m_to = nullptr, *m_from2 = nullptr, *m_to2 = nullptr;
    QPushButton *m_run = nullptr;
    QChartView *m_chartView = nullptr;
    HeatmapView *m_heatmap = nullptr;
    QStackedWidget *m_stack = nullptr;
};
