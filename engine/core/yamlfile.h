#pragma once

// What the YAML readers (variants, records) share: parsing a text into a root
// mapping, and the place of a node. Internal to the engine.

#include "diagnostic.h"

#include <yaml-cpp/yaml.h>

#include <string>

namespace houserules {

// The 1-based line and column of `node` in `file` (0, 0 when it has none).
SourceLocation locate(const YAML::Node &node, const std::string &file);

// The root of `text`, which must be a mapping; `expected` says what it should
// hold, for the error when it is not.
Expected<YAML::Node> parseYamlMapping(const std::string &text, const std::string &file, const std::string &expected);

} // namespace houserules
