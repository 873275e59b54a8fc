#pragma once

#include <filesystem>
#include <string_view>

namespace houserules {

// Where an installed Houserules finds its data: relative to the running
// executable, so an install works under any prefix (/usr, /usr/local, a
// temporary folder in a test) and can be moved as a whole.

// The folder of the running executable (/proc/self/exe); empty when unknown.
std::filesystem::path executableDir();

// `<bindir>/../share/houserules/<what>` seen from the running executable
// (the relative path from CMake's bindir to datadir), e.g. installedDataDir("variants").
// Empty when the executable's folder is unknown; the folder may not exist.
std::filesystem::path installedDataDir(std::string_view what);

// True when the running executable lies in the build tree it was built in
// (the app, the CLI and the tests run from `build/`): only then do the source
// tree's files stand in for installed ones.
bool runningFromBuildTree();

} // namespace houserules
