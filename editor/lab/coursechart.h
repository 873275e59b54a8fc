#pragma once

#include "comparednames.h"

#include "core/simulation/course.h"
#include "core/simulation/simulator.h"

#include <QCoreApplication>
#include <QWidget>

#include <functional>

class QChart;
class QChartView;
class QComboBox;
class QLabel;

// "Over the course of a game" (engine/core/simulation/course.h): one figure — the
// leader's margin, the leader's score, the total of the scores or the cards
// left to draw, chosen in a combo box — at 10%, 20% ... 100% of the game,
// averaged over the run, a line for the base rules and one for the edited
// rules, each in a shaded band of its 95% interval. The chart's view saves
// as an image like the lab's others (right-click).
//
// The widget's object name is "course" (it has no Q_OBJECT of its own:
// find it by name). Series carry object names for tests: "base" and "edited" (the lines, a
// point per tenth at x = 10·tenth), "band-base" and "band-edited" (the
// bands, QAreaSeries whose lower and upper lines are the interval's ends).
class CourseChart final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // `report` hears why saving the chart failed.
    explicit CourseChart(std::function<void(const QString &)> report, QWidget *parent = nullptr);

    // Draws the comparison's course (null: a placeholder saying what will be there).
    void show(const houserules::ComparisonReport *comparison);
    // Which figure is shown; only figures the game keeps can be chosen.
    void choose(houserules::CourseFigure figure);
    houserules::CourseFigure figure() const;
    QChartView *chartView() const { return m_view; }
    void retranslate();
    // What the two lines are called (empty: "Base rules" and "Edited rules").
    void setNames(const ComparedNames &names);

    // The drawing itself, for any two course reports.
    static void draw(QChart *chart, const houserules::CourseReport &base, const houserules::CourseReport &edited,
        houserules::CourseFigure figure, const ComparedNames &names = {});
    // The figure's name in the current language ("Leader's margin").
    static QString figureName(houserules::CourseFigure figure);

private:
    void fillChoices();
    void redraw();

    QLabel *m_label = nullptr;
    QComboBox *m_choice = nullptr;
    QChartView *m_view = nullptr;
    bool m_shown = false;
    houserules::CourseReport m_base, m_edited;
    ComparedNames m_names;
};
