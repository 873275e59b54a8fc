#pragma once

// e^x for bots' evaluations, which call it millions of times a second: inline,
// without errno or a call into libm (glibc's exp was half of every Blasting
// Billy playout). Within 2e-16 of the exact value relative to it, so a bot
// decides as with std::exp except between candidates equal to the last bits.

#include <bit>
#include <cstdint>

namespace houserules {

inline double fastExp(double x)
{
    // Beyond these, e^x is 0 or overflows in the scaling below; bots use it
    // for a logistic, where both ends saturate long before.
    if (x < -700.0)
        return 0.0;
    if (x > 700.0)
        x = 700.0;
    // x = n ln 2 + r with |r| <= ln 2 / 2; n rounded to nearest by the
    // 1.5 * 2^52 trick (no rounding call), ln 2 in two parts (fdlibm's) so
    // that n ln 2 is exact.
    constexpr double kLog2e = 1.4426950408889634074;
    constexpr double kLn2High = 6.93147180369123816490e-01;
    constexpr double kLn2Low = 1.90821492927058770002e-10;
    constexpr double kRound = 6755399441055744.0; // 1.5 * 2^52
    const double n = (x * kLog2e + kRound) - kRound;
    const double r = (x - n * kLn2High) - n * kLn2Low;
    // e^r by its Taylor series to r^12 / 12!: the rest is below 2e-16 for |r| <= 0.35.
    double p = 1.0 / 479001600.0;
    p = p * r + 1.0 / 39916800.0;
    p = p * r + 1.0 / 3628800.0;
    p = p * r + 1.0 / 362880.0;
    p = p * r + 1.0 / 40320.0;
    p = p * r + 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    p = p * r + 1.0;
    p = p * r + 1.0;
    // 2^n from its exponent bits (n is in -1010..1010 here).
    const auto scale = std::bit_cast<double>(std::uint64_t(std::int64_t(n) + 1023) << 52);
    return p * scale;
}

} // namespace houserules
