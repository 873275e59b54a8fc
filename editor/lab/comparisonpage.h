#pragma once

#include "comparednames.h"
#include "models/figuretexts.h"

#include "core/simulation/simulator.h"

#include <QCoreApplication>
#include <QWidget>

#include <functional>

class CourseChart;
class QBoxLayout;
class QChartView;
class QGridLayout;
class QLabel;

// The Comparison page: four charts of the edited rules against their base
// (win rate per seat, the game's own figures, scores, game length), the
// course of a game (coursechart.h) beside them, and one plain sentence per
// notable difference (core/simulation/notabledifferences.h), with how many were tested.
class ComparisonPage final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // `report` hears why saving a chart failed.
    explicit ComparisonPage(std::function<void(const QString &)> report, QWidget *parent = nullptr);

    // Draws `comparison` (null: placeholders saying what will be there).
    void show(const houserules::ComparisonReport *comparison, const FigureTexts &texts);
    // What the charts call the two rules (empty: "Base rules" and "Edited
    // rules"); before show().
    void setNames(const ComparedNames &names);
    QStringList notableDifferences() const { return m_notable; }
    int differencesTested() const { return m_tested; }

    enum class Chart { WinRates, Scores, Lengths, Figures };
    QChartView *chartView(Chart which) const;
    CourseChart *courseChart() const { return m_course; }
    // The four charts together, for an export of them all.
    QWidget *chartGrid() const { return m_chartGrid; }

    void retranslate();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // Wide: the five charts in three columns, the notable differences
    // beside them. Narrow (a laptop's screen): two columns, the notable
    // differences below, the page scrolling down.
    void arrange(bool wide);

    QWidget *m_chartGrid = nullptr;
    QGridLayout *m_grid = nullptr;
    QBoxLayout *m_columns = nullptr;
    QWidget *m_notableBox = nullptr;
    int m_wide = -1; // as arranged: 1 wide, 0 narrow, -1 not yet
    QChartView *m_winRateView = nullptr, *m_scoreView = nullptr, *m_lengthView = nullptr, *m_figureView = nullptr;
    CourseChart *m_course = nullptr;
    QLabel *m_notableTitle = nullptr, *m_notableLabel = nullptr;
    QStringList m_notable;
    ComparedNames m_names;
    int m_tested = 0;
};
