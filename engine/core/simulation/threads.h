#pragma once

// How many worker threads a run starts: the simulator's and the soak's.

#include <algorithm>
#include <cstdint>
#include <thread>

namespace houserules {

// The worker threads worth starting for `work` independent pieces (games)
// when `requested` are asked for (0: one per core): never more than the
// cores or the pieces, since more only cost memory (a stack each) and, under
// a memory limit, fail to start at all; never fewer than one.
inline int usefulThreads(int requested, std::int64_t work)
{
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    const int wanted = requested > 0 ? std::min(requested, cores) : cores;
    return int(std::clamp<std::int64_t>(work, 1, wanted));
}

} // namespace houserules
