#pragma once

#include "core/simulation/simulator.h"

#include <QCoreApplication>
#include <QStringList>

class QChart;

// The chart of the Side by side page: win rate per seat for the base and
// every house rule, a bar per variant in each seat with its 95% interval as
// a whisker. Bar set i (object name "variant<i>") is report.variants[i].
class SideBySideChart {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    // `names`: the variants' titles, the base first. Null: a placeholder.
    static void winRates(QChart *chart, const houserules::SideBySideReport *report, const QStringList &names);
};
