#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace houserules {

// The one source of randomness for shuffles and dice: xoshiro256** seeded
// through splitmix64. Written out here (not <random>) because the standard
// distributions are implementation-defined, and a seed must reproduce the same
// game on every compiler and library. Not thread-safe: one per thread.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform integer in [0, bound); bound > 0. Lemire's unbiased method.
    std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t product = (next() >> 32) * bound;
        auto low = std::uint32_t(product);
        if (low < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (low < threshold) {
                product = (next() >> 32) * bound;
                low = std::uint32_t(product);
            }
        }
        return std::uint32_t(product >> 32);
    }

    // Uniform integer in [1, sides], for dice.
    int roll(int sides) { return int(below(std::uint32_t(sides))) + 1; }

    template <typename T>
    void shuffle(std::span<T> items)
    {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[below(std::uint32_t(i))]);
    }

    // A seed for the n-th independent stream derived from a base seed, so that
    // game n of a simulation is the same whatever the thread count.
    static std::uint64_t derive(std::uint64_t seed, std::uint64_t stream);

    // At the same point of the same stream.
    friend bool operator==(const Rng &, const Rng &) = default;

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t m_s[4] {};
};

} // namespace houserules
