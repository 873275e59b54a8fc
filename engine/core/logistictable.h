#pragma once

// The logistic 1 / (1 + e^-z) from a table with linear interpolation, for a bot that
// screens many candidates cheaply and needs a bound on its error: within
// kError of the exact value for every z (grid step 1/64 over [-16, 16]: the
// interpolation is off by at most step^2 / 8 * max |f''| = 2.9e-6, the ends
// by 1 / (1 + e^16) = 1.1e-7).

#include <algorithm>
#include <array>
#include <cmath>

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
        const double x = (std::clamp(z, -kRange, kRange) + kRange) * kPerUnit;
        const int i = std::min(int(x), kSize - 2);
        const double f = x - i;
        const double low = m_values[std::size_t(i)];
        return low + (m_values[std::size_t(i) + 1] - low) * f;
    }

private:
    static constexpr double kRange = 16;
    static constexpr double kPerUnit = 64;
    static constexpr int kSize = int(2 * kRange * kPerUnit) + 2;
    std::array<double, kSize> m_values {};
};

} // namespace houserules
