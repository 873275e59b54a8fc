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

StandOut standOutFromMean(const std::vector<std::optional<Estimate>> &estimates, double alpha)
{
    StandOut out;
    out.differs.assign(estimates.size(), false);
    std::vector<std::size_t> played;
    double sum = 0, variances = 0;
    const auto variance = [](const Estimate &e) { return std::pow(e.halfWidth() / kZ95, 2); };
    for (std::size_t i = 0; i < estimates.size(); ++i)
        if (estimates[i]) {
            played.push_back(i);
            sum += estimates[i]->value;
            variances += variance(*estimates[i]);
        }
    if (played.empty())
        return out;
    const double k = double(played.size());
    out.mean = sum / k;
    if (played.size() < 2)
        return out;
    std::vector<double> pValues;
    for (const std::size_t i : played) {
        const Estimate &e = *estimates[i];
        // e minus the mean of the k − 1 others, whose variance is theirs summed over (k − 1)².
        const double others = (sum - e.value) / (k - 1);
        const double se = std::sqrt(variance(e) + (variances - variance(e)) / ((k - 1) * (k - 1)));
        const double d = e.value - others;
        pValues.push_back(twoSidedPValue(Estimate {d, d - kZ95 * se, d + kZ95 * se, e.n, e.share}));
    }
    const std::vector<bool> rejected = holmRejects(pValues, alpha);
    for (std::size_t j = 0; j < played.size(); ++j)
        if (rejected[j]) {
            out.differs[played[j]] = true;
            ++out.count;
        }
    return out;
}

} // namespace houserules
