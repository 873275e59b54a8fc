#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

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
// Another `z` gives another level (several intervals that must hold at once).
Estimate meanEstimate(const Moments &moments, std::int64_t n, double z = kZ95);

// How many values there were, their sum and their sum of squares.
struct Sample {
    std::int64_t n = 0;
    Moments moments;

    void add(std::int64_t x)
    {
        ++n;
        moments.add(x);
    }
    Sample &operator+=(const Sample &other)
    {
        n += other.n;
        moments += other.moments;
        return *this;
    }
    Estimate mean() const { return meanEstimate(moments, n); }

    friend bool operator==(const Sample &, const Sample &) = default;
};

// A share with its Wilson score interval (good near 0 and 1 and for few
// trials); `share` is set.
Estimate shareEstimate(std::int64_t successes, std::int64_t trials);
// The difference of two independent shares a/n − b/m with its normal
// (Wald) interval.
Estimate shareDifference(std::int64_t a, std::int64_t n, std::int64_t b, std::int64_t m);

// The difference of the means of two independent samples (n values with
// `a`'s sums minus m values with `b`'s) with its normal interval from each
// sample's own variance (Welch's, without pooling): runs on other seeds.
Estimate meanDifference(const Moments &a, std::int64_t n, const Moments &b, std::int64_t m);

// The 95% Wilson score interval of `successes` out of `trials`; [0, 1]
// without trials.
std::pair<double, double> wilsonInterval(std::int64_t successes, std::int64_t trials);

// ---- The best of several values, honestly ---------------------------------

// Which of several candidates (the values of a sweep, the cells of a grid)
// is best by an estimate where smaller is better (a gap between seats), and
// which cannot be told apart from it at this number of games.
//
// A candidate is out when it is worse than the best by more than the
// uncertainty of their difference: the difference d divided by its standard
// error sqrt(se_best² + se²) (the candidates' estimates are taken as
// independent, which overstates that error when they share seeds and so
// errs towards keeping candidates in) gives a two-sided p-value, and Holm's
// step-down procedure over the k − 1 comparisons with the best keeps the
// chance of putting out any candidate that is as good as the best under 5%.
// (The two-sided test also allows a little for the best being picked from
// the same data.)
struct BestChoice {
    int best = -1;              // the smallest estimate (the first of equals); -1: no candidate
    std::vector<int> alike;     // the candidates not told apart from the best, best included, ascending
    bool standsOut = false;     // at least two candidates and only the best remains in `alike`
    int runnerUp = -1;          // the second smallest estimate; -1: fewer than two candidates
    double difference = 0;      // runner-up minus best
    double differenceError = 0; // its standard error
    // About how many games per candidate would tell the best from the
    // runner-up (their difference at the 95% level with 80% power), if the
    // observed difference were the true one: n · ((1.96 + 0.84) · se / d)².
    // Infinity when the difference is 0; 0 without a runner-up.
    double gamesToTell = 0;
};

// Candidates without an estimate (a value not played) are skipped.
// `familyLevel`: the chance, over all comparisons with the best, of putting
// out a candidate that is as good as the best.
BestChoice chooseSmallest(const std::vector<std::optional<Estimate>> &candidates, double familyLevel = 0.05);

} // namespace houserules
