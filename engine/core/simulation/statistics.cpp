#include "statistics.h"

#include "multiplecomparisons.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace houserules {

void addTo(Histogram &into, const Histogram &from)
{
    for (const auto &[value, count] : from)
        into[value] += count;
}

double median(const Histogram &histogram)
{
    std::int64_t total = 0;
    for (const auto &entry : histogram)
        total += entry.second;
    if (total == 0)
        return 0;
    // The values at ranks (total - 1) / 2 and total / 2 (0-based).
    const std::int64_t lowRank = (total - 1) / 2, highRank = total / 2;
    std::int64_t seen = 0;
    double low = 0;
    for (const auto &[value, count] : histogram) {
        if (seen <= lowRank && lowRank < seen + count)
            low = double(value);
        if (seen <= highRank && highRank < seen + count)
            return (low + double(value)) / 2;
        seen += count;
    }
    return low;
}

Estimate meanEstimate(const Moments &moments, std::int64_t n, double z)
{
    Estimate e;
    e.n = n;
    if (n <= 0)
        return e;
    e.value = double(moments.sum) / double(n);
    e.low = e.high = e.value;
    if (n < 2)
        return e;
    const double variance = std::max(0.0, (double(moments.squares) - double(moments.sum) * e.value) / double(n - 1));
    const double half = z * std::sqrt(variance / double(n));
    e.low = e.value - half;
    e.high = e.value + half;
    return e;
}

std::pair<double, double> wilsonInterval(std::int64_t successes, std::int64_t trials)
{
    if (trials <= 0)
        return {0.0, 1.0};
    constexpr double z = kZ95;
    const double n = double(trials);
    const double p = double(successes) / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    // At 0 and at every trial the bound is 0 (1) exactly, not a rounding error away.
    return {
        successes <= 0 ? 0.0 : std::max(0.0, centre - half), successes >= trials ? 1.0 : std::min(1.0, centre + half)};
}

Estimate shareEstimate(std::int64_t successes, std::int64_t trials)
{
    Estimate e;
    e.n = trials;
    e.share = true;
    e.value = trials > 0 ? double(successes) / double(trials) : 0;
    std::tie(e.low, e.high) = wilsonInterval(successes, trials);
    return e;
}

Estimate shareDifference(std::int64_t a, std::int64_t n, std::int64_t b, std::int64_t m)
{
    Estimate e;
    e.n = n + m;
    if (n <= 0 || m <= 0)
        return e;
    const double p = double(a) / double(n), q = double(b) / double(m);
    e.value = p - q;
    const double half = kZ95 * std::sqrt(p * (1 - p) / double(n) + q * (1 - q) / double(m));
    e.low = e.value - half;
    e.high = e.value + half;
    return e;
}

Estimate meanDifference(const Moments &a, std::int64_t n, const Moments &b, std::int64_t m)
{
    const Estimate x = meanEstimate(a, n), y = meanEstimate(b, m);
    Estimate e;
    e.n = n + m;
    if (n <= 0 || m <= 0)
        return e;
    e.value = x.value - y.value;
    // Each estimate's half width is z·sd/√n: their squares add.
    const double half = std::hypot(x.halfWidth(), y.halfWidth());
    e.low = e.value - half;
    e.high = e.value + half;
    e.share = a.zeroOrOne() && b.zeroOrOne();
    return e;
}

BestChoice chooseSmallest(const std::vector<std::optional<Estimate>> &candidates, double familyLevel)
{
    BestChoice choice;
    std::vector<int> order; // the candidates with an estimate, smallest first
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (candidates[i])
            order.push_back(int(i));
    std::stable_sort(order.begin(), order.end(),
        [&](int a, int b) { return candidates[std::size_t(a)]->value < candidates[std::size_t(b)]->value; });
    if (order.empty())
        return choice;
    choice.best = order.front();
    const Estimate &best = *candidates[std::size_t(choice.best)];
    // The normal intervals are value ± z·se.
    const auto standardError = [](const Estimate &e) { return e.halfWidth() / kZ95; };
    const double bestError = standardError(best);

    std::vector<int> others;
    std::vector<double> pValues; // two-sided, of "as good as the best"
    for (std::size_t k = 1; k < order.size(); ++k) {
        const Estimate &e = *candidates[std::size_t(order[k])];
        const double d = e.value - best.value;
        const double se = std::hypot(bestError, standardError(e));
        others.push_back(order[k]);
        pValues.push_back(se > 0 ? std::erfc(d / se / std::sqrt(2.0)) : (d > 0 ? 0.0 : 1.0));
    }
    // Holm over the comparisons with the best: a candidate stays alike
    // unless its comparison is rejected.
    const std::vector<bool> worse = holmRejects(pValues, familyLevel);
    choice.alike.push_back(choice.best);
    for (std::size_t k = 0; k < others.size(); ++k)
        if (!worse[k])
            choice.alike.push_back(others[k]);
    std::sort(choice.alike.begin(), choice.alike.end());
    choice.standsOut = order.size() >= 2 && choice.alike.size() == 1;

    if (order.size() >= 2) {
        choice.runnerUp = order[1];
        const Estimate &next = *candidates[std::size_t(choice.runnerUp)];
        choice.difference = next.value - best.value;
        choice.differenceError = std::hypot(bestError, standardError(next));
        constexpr double kZ80 = 0.8416212335729143; // one-sided, for 80% power
        const double n = double(std::max(best.n, next.n));
        choice.gamesToTell = choice.difference > 0
            ? n * std::pow((kZ95 + kZ80) * choice.differenceError / choice.difference, 2)
            : std::numeric_limits<double>::infinity();
    }
    return choice;
}

} // namespace houserules
