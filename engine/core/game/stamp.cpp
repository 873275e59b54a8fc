#include "stamp.h"

#include <atomic>

namespace houserules::detail {

StampBlock newStampBlock()
{
    constexpr std::uint64_t kBlock = std::uint64_t(1) << 20;
    static std::atomic<std::uint64_t> blocks {0};
    const std::uint64_t first = (blocks.fetch_add(1, std::memory_order_relaxed) + 1) * kBlock;
    return {first, first + kBlock};
}

} // namespace houserules::detail
