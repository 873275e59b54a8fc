#pragma once

#include <cstdint>
#include <map>
#include <utility>

namespace houserules {

// The sum and the sum of squares of a whole-number quantity over games (a
// score, a count, a 1/0 for yes/no, or the difference of two such numbers).
// Integers, so that adding up games or whole tallies gives exactly the same
// result in any order: results do not depend on how games were split over
// threads, shards or machines.
struct Moments {
    std::int64_t sum = 0;
    std::int64_t squares = 0;

    void add(std::int64_t x)
    {
        sum += x;
        squares += x * x;
    }
    Moments &operator+=(const Moments &other)
    {
        sum += other.sum;
        squares += other.squares;
        return *this;
    }
    // True when every value added was 0 or 1 (a share, such as "shot down"):
    // for whole numbers x*x >= x, with equality only for 0 and 1.
    bool zeroOrOne() const { return sum == squares; }

    friend bool operator==(const Moments &, const Moments &) = default;
};

// How many games had each value (a score, a game length). Counts merge
// exactly, so distributions and medians survive sharding.
using Histogram = std::map<std::int64_t, std::int64_t>;

void addTo(Histogram &into, const Histogram &from);
// The median of the counted values (the mean of the two middle ones when
// the count is even); 0 when empty.
double median(const Histogram &histogram);

// A mean or a share with its 95% confidence interval, from `n` observations.
struct Estimate {
    double value = 0;
    double low = 0;
    double high = 0;
    std::int64_t n = 0;
    // Every value behind it was 0 or 1: a share (of games, of seat-games),
    // best shown in percent; for a difference, both sides were shares.
    bool share = false;

    // The interval lies wholly above or below zero: a difference the games
    // show at the 95% level.
    bool excludesZero() const { return low > 0 || high < 0; }
    double halfWidth() const { return (high - low) / 2; }

    friend bool operator==(const Estimate &, const Estimate &) = default;
};

// z for a two-sided 95% interval.
inline constexpr double kZ95 = 1.959963984540054;

// The mean of `n` values with its normal interval mean ± z·sd/√n (sample
// standard deviation). With fewer than two values the interval is the mean
// itself. Applied to per-game differences this is the paired interval.
Estimate meanEstimate(const Moments &moments, std::int64_t n);
// A share with its Wilson score interval (good near 0 and 1 and for few
// trials); `share` is set.
Estimate shareEstimate(std::int64_t successes, std::int64_t trials);
// The difference of two independent shares a/n − b/m with its normal
// (Wald) interval.
Estimate shareDifference(std::int64_t a, std::int64_t n, std::int64_t b, std::int64_t m);

// The 95% Wilson score interval of `successes` out of `trials`; [0, 1]
// without trials.
std::pair<double, double> wilsonInterval(std::int64_t successes, std::int64_t trials);

} // namespace houserules
