#pragma once

#include "comparednames.h"
#include "models/figuretexts.h"

#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"

#include <QCoreApplication>

class QChart;

// The lab's charts, each drawn anew into a QChart from a report (so a
// change of language redraws them in the new one). Base and edited rules
// are always the same two colours, the base's first; every interval is the
// 95% one the engine computed.
//
// Series carry object names for tests and tools: "base" and "edited" (bar
// sets and distribution lines), "interval" (an interval's whisker),
// "even" (the win rate of evenly matched seats), "seat-<n>" and
// "band-seat-<n>" (a sweep's line and its interval band, n from 1), the
// measure's name for the other sweep lines ("seat_gap", "figure:shot_down"), and
// "most-balanced" (the marked value of a sweep).
class LabCharts {
    Q_DECLARE_TR_FUNCTIONS(LabCharts)
public:
    // Win rate per seat: a bar per seat for base and edited rules, each with
    // its interval, and the share every seat would win if evenly matched.
    // `names`: what the two rules are called (empty: "Base rules" and "Edited rules").
    static void winRates(QChart *chart, const houserules::ComparisonReport &report, const ComparedNames &names = {});
    // How often each score came up (all seats together), base and edited.
    static void scores(QChart *chart, const houserules::ComparisonReport &report, const ComparedNames &names = {});
    // How often each game length (decisions per game) came up.
    static void lengths(QChart *chart, const houserules::ComparisonReport &report, const ComparedNames &names = {});
    // The game's own figures that are shares (over all seats), as bars with intervals.
    static void figures(QChart *chart, const houserules::ComparisonReport &report, const FigureTexts &texts,
        const ComparedNames &names = {});

    // What a sweep chart shows against the swept value.
    enum class SweepView { WinRates, Scores, Measure };
    // One line per seat (win rates, scores) or one line of a measure
    // (MeasureChoices: "seat_gap", "figure:shot_down"), each with its
    // interval as a band, and the most balanced value marked; `parameter`
    // is the game's word for what was swept ("Cards in hand"). A list
    // parameter's values are named by their lists along the axis.
    static void sweep(QChart *chart, const houserules::SweepReport &report, SweepView view, const std::string &measure,
        const QString &parameter, const FigureTexts &texts);

    // An empty chart saying what will be there.
    static void placeholder(QChart *chart, const QString &title);
};
