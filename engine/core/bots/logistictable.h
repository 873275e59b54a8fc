#pragma once

// The logistic 1 / (1 + e^-z) from a table with linear interpolation, for a bot that
// screens many candidates cheaply and needs a bound on its error: within
// kError of the exact value for every z (grid step 1/64 over [-16, 16]: the
// interpolation is off by at most step^2 / 8 * max |f''| = 2.9e-6, the ends
// by 1 / (1 + e^16) = 1.1e-7).

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>

namespace houserules {

class LogisticTable {
public:
    static constexpr double kError = 3.1e-6;

    LogisticTable()
    {
        for (int i = 0; i < kSize; ++i)
            m_values[std::size_t(i)] = 1.0 / (1.0 + std::exp(kRange - i / kPerUnit));
    }

    // 1 / (1 + e^-z).
    double operator()(double z) const
    {
        // x in [0, 2 kRange kPerUnit]; its grid point below, i, without a
        // conversion to int and back: adding 1.5 * 2^52 rounds x - 0.5 to
        // a whole number held in the low bits (floor(x), or x - 1 where x is
        // whole, f then 1). So i + 1 < kSize, for any z but NaN.
        const double x = (std::clamp(z, -kRange, kRange) + kRange) * kPerUnit;
        constexpr double kRound = 6755399441055744.0;
        const double rounded = (x - 0.5) + kRound;
        const auto i = std::size_t(std::bit_cast<std::uint64_t>(rounded) & 0xFFFFFFFFu);
        const double f = x - (rounded - kRound);
        const double low = m_values[i];
        return low + (m_values[i + 1] - low) * f;
    }

private:
    static constexpr double kRange = 16;
    static constexpr double kPerUnit = 64;
    static constexpr int kSize = int(2 * kRange * kPerUnit) + 2;
    std::array<double, kSize> m_values {};
};

} // namespace houserules
