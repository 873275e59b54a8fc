#pragma once

// Many differences tested at once: with 60 card kinds, about three would
// show a 95% interval that excludes zero by chance alone even if no card
// mattered. Holm's step-down correction keeps the chance of marking even
// one card that does not matter (the family-wise error rate) at 5%, and is
// never weaker than Bonferroni's.

#include "statistics.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace houserules {

// The two-sided p-value of "the true difference is zero" for an estimate
// whose 95% interval came from a normal approximation (value ± z·se).
// 1 for an estimate without spread and value 0; 0 without spread otherwise.
double twoSidedPValue(const Estimate &estimate);

// Holm's step-down procedure at family-wise level `alpha`: which of the
// hypotheses with these p-values are rejected. Sort ascending; reject the
// k-th smallest (k from 0) while p <= alpha / (m − k); stop at the first
// that is not.
std::vector<bool> holmRejects(const std::vector<double> &pValues, double alpha = 0.05);

// Which of several estimates (the cells of a grid, the values of a sweep)
// differ from the rest: each against the mean of the others, the
// difference's standard error from both sides' intervals (taken as
// independent, which overstates it when they share seeds and so errs
// towards "cannot tell"), two-sided, Holm's correction over all of them at
// family level `alpha`. Without an estimate (a cell not played): false, and
// not counted. With fewer than two estimates nothing differs.
struct StandOut {
    double mean = 0;           // of the estimates given, each counted once
    std::vector<bool> differs; // per estimate
    int count = 0;             // how many differ
};
StandOut standOutFromMean(const std::vector<std::optional<Estimate>> &estimates, double alpha = 0.05);

// How many of `tests` independent true-null tests at the 95% level come
// out "significant" on average by chance alone: 5% of them.
inline double expectedByChance(std::size_t tests)
{
    return 0.05 * double(tests);
}

} // namespace houserules
