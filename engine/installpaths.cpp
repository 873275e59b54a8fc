#include "installpaths.h"

#include <algorithm>
#include <system_error>

namespace houserules {

namespace fs = std::filesystem;

fs::path executableDir()
{
    std::error_code error;
    const fs::path exe = fs::read_symlink("/proc/self/exe", error);
    return error ? fs::path() : exe.parent_path();
}

fs::path installedDataDir(std::string_view what)
{
    const fs::path dir = executableDir();
    if (dir.empty())
        return {};
    return (dir / HOUSERULES_BIN_TO_DATA_DIR / "houserules" / what).lexically_normal();
}

bool runningFromBuildTree()
{
    std::error_code error;
    const fs::path build = fs::weakly_canonical(HOUSERULES_BUILD_DIR, error);
    const fs::path exe = executableDir();
    if (error || exe.empty())
        return false;
    // A path inside `build` has it as its first components.
    const auto [buildEnd, exeAt] = std::mismatch(build.begin(), build.end(), exe.begin(), exe.end());
    return buildEnd == build.end();
}

} // namespace houserules
