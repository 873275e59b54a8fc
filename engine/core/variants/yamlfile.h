#pragma once

// What the YAML readers (variants, records) share: reading a file, parsing a
// text into a root mapping, the place of a node, and the checks every mapping
// gets. Internal to the engine. Nothing here throws: every problem with a file
// or its text comes back as a Diagnostic.

#include "diagnostic.h"

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace houserules {

// The most a variant or record file may hold: far beyond any real file (the
// longest game is under 1,000 decisions, a variant a few kilobytes), and low
// enough that a hostile file is refused in well under a second instead of
// taking seconds or gigabytes (yaml-cpp spends about 5 us and 500 bytes per
// value). docs/FILES.md's "Limits" table lists them; the tests in
// tests/engine/core/test_hostileyaml.cpp try each.
namespace limits {
// Bytes of a file or text. Checked before reading, and again while reading
// (files in /proc say they are empty).
inline constexpr std::size_t kMaxFileBytes = 2 * 1024 * 1024;
// Values (scalars, lists, mappings), counted through aliases, so that an
// anchor expanded a billion times ("billion laughs") is refused before any
// reader walks it. The text's separators are counted before yaml-cpp parses
// it, which bounds the parser's time and memory too.
inline constexpr std::size_t kMaxValues = 100'000;
// Levels of lists and mappings inside each other (a variant's deepest is 5):
// every reader walks the tree recursively.
inline constexpr int kMaxDepth = 32;
// Bytes of one scalar (a description is a paragraph); a longer one would be
// copied into messages and titles.
inline constexpr std::size_t kMaxScalarBytes = 64 * 1024;
// Bytes of text of all scalars together, counted through aliases: what the
// readers copy. A file without aliases holds less than its size; one that
// names a 60 KB value 45,000 times would make gigabytes of copies.
inline constexpr std::size_t kMaxTextBytes = 2 * kMaxFileBytes;
// Decisions in a record, before any is read (a record is replayed whole).
inline constexpr std::size_t kMaxDecisions = 50'000;
// Variants in a chain of `extends:` (each base is loaded recursively).
inline constexpr int kMaxExtends = 32;
} // namespace limits

// The bytes of `file`. A diagnostic naming the file when it does not exist, is
// a folder or something else than a regular file (a pipe would block), or
// cannot be opened or read, or is larger than limits::kMaxFileBytes.
Expected<std::string> readTextFile(const std::filesystem::path &file);

// The 1-based line and column of `node` in `file` (0, 0 when it has none).
SourceLocation locate(const YAML::Node &node, const std::string &file);
// The place of `key` in `map`, or of the map when the key is not there.
SourceLocation locateKey(const YAML::Node &map, const std::string &key, const std::string &file);

// The root of `text`, which must be UTF-8 YAML whose root is a mapping;
// `expected` says what it should hold, for the error when it is not (binary
// data, an empty text, a syntax error, another kind of root, a text beyond
// one of the limits above).
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
