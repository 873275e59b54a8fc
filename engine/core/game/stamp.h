#pragma once

// Versions for refilling observations incrementally: a state stamps each part
// of itself that an observation copies with a fresh number whenever the part
// changes, and the observation remembers the stamps it was filled from, so a
// playout's refill copies only what changed since. A number is never handed
// out twice, on any thread, so an observation filled from one state is never
// taken for up to date with another (a copy keeps its original's stamps, and
// its contents, until it changes).

#include <cstdint>

namespace houserules {

namespace detail {
struct StampBlock {
    std::uint64_t next = 0, end = 0;
};
// A block of numbers no thread has had (never containing 0).
StampBlock newStampBlock();
} // namespace detail

// A number never handed out before (never 0, which means "not filled").
inline std::uint64_t freshStamp()
{
    // Each thread hands out numbers from a block of its own: no atomic per stamp.
    thread_local detail::StampBlock block;
    if (block.next == block.end)
        block = detail::newStampBlock();
    return block.next++;
}

} // namespace houserules
