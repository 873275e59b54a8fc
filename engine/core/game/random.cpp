#include "random.h"

namespace houserules {

namespace {

std::uint64_t splitmix64(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace

void Rng::reseed(std::uint64_t seed)
{
    for (auto &word : m_s)
        word = splitmix64(seed);
}

std::uint64_t Rng::derive(std::uint64_t seed, std::uint64_t stream)
{
    std::uint64_t x = seed ^ (stream * 0xd1342543de82ef95ULL);
    splitmix64(x);
    return splitmix64(x);
}

} // namespace houserules
