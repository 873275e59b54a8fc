#pragma once

// What the YAML readers (variants, records) share: reading a file, parsing a
// text into a root mapping, the place of a node, and the checks every mapping
// gets. Internal to the engine. Nothing here throws: every problem with a file
// or its text comes back as a Diagnostic.

#include "diagnostic.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace houserules {

// The bytes of `file`. A diagnostic naming the file when it does not exist, is
// a folder or something else than a regular file (a pipe would block), or
// cannot be opened or read.
Expected<std::string> readTextFile(const std::filesystem::path &file);

// The 1-based line and column of `node` in `file` (0, 0 when it has none).
SourceLocation locate(const YAML::Node &node, const std::string &file);
// The place of `key` in `map`, or of the map when the key is not there.
SourceLocation locateKey(const YAML::Node &map, const std::string &key, const std::string &file);

// The root of `text`, which must be UTF-8 YAML whose root is a mapping;
// `expected` says what it should hold, for the error when it is not (binary
// data, an empty text, a syntax error, another kind of root).
Expected<YAML::Node> parseYamlMapping(const std::string &text, const std::string &file, const std::string &expected);

// A diagnostic for each key given a second time in any mapping under `root`,
// at the second, naming the lines of both: yaml-cpp keeps both silently and
// reads the first, so a later line that seems to change a rule would not.
Diagnostics duplicateKeys(const YAML::Node &root, const std::string &file);

// A diagnostic for each key of `map` that is not one of `known`.
void checkKeys(
    const YAML::Node &map, const std::vector<std::string> &known, const std::string &file, Diagnostics &errors);

// "a, b, c"
std::string joined(const std::vector<std::string> &items);

// How a node reads in a message: "'7'", "a list", "a mapping", "nothing".
std::string scalarText(const YAML::Node &node);
// An unquoted integer scalar (a quoted one is a string).
std::optional<std::int64_t> asInteger(const YAML::Node &node);
// Lower-case letters, digits, '-' and '_': names of colours, suits, ranks.
bool isIdentifier(const std::string &text);

} // namespace houserules
