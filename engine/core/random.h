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
    std::uint64_t next();

    // Uniform integer in [0, bound); bound > 0. Lemire's unbiased method.
    std::uint32_t below(std::uint32_t bound);

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

private:
    std::uint64_t m_s[4] {};
};

} // namespace houserules
