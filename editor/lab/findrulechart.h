#pragma once

#include "findruleprogress.h"

#include <QCoreApplication>

class QChart;

// The Find a rule page's chart: every candidate played so far, by the order
// it was tried, against its distance from the targets (its loss; 0: every
// target met), those still in the race apart from those dropped, the ones
// that break a requirement along the top, and the best so far marked.
class FindRuleChart {
    Q_DECLARE_TR_FUNCTIONS(PlaytestLab) // one context for all of the lab's words
public:
    static void draw(QChart *chart, const FindRuleProgress &progress);
};
