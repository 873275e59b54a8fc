#include "multiplecomparisons.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace houserules {

double twoSidedPValue(const Estimate &estimate)
{
    const double se = estimate.halfWidth() / kZ95;
    if (!(se > 0))
        return estimate.value == 0 ? 1.0 : 0.0;
    return std::erfc(std::abs(estimate.value) / se / std::sqrt(2.0));
}

std::vector<bool> holmRejects(const std::vector<double> &pValues, double alpha)
{
    const std::size_t m = pValues.size();
    std::vector<std::size_t> order(m);
    std::iota(order.begin(), order.end(), std::size_t {0});
    // Ties keep their order, so the result never depends on the sort.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return pValues[a] < pValues[b]; });
    std::vector<bool> rejected(m, false);
    for (std::size_t k = 0; k < m; ++k) {
        if (!(pValues[order[k]] <= alpha / double(m - k)))
            break;
        rejected[order[k]] = true;
    }
    return rejected;
}

} // namespace houserules
