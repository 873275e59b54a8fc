#pragma once

// Near misses of a typed word (an option, a command, a variant's name): what
// a "did you mean …?" suggests.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace houserules {

// The number of single-character edits (Levenshtein) between `a` and `b`.
std::size_t editDistance(std::string_view a, std::string_view b);

// The candidate nearest `word` when it is near enough to be a typo of it: at
// most max(2, half the word's length, rounded up) edits away (the first of
// equally near ones), else the only candidate that starts with `word` (of
// three characters or more). Nothing when none is: "nowhere" is not a typo
// of "standard".
std::optional<std::string> nearestWord(std::string_view word, const std::vector<std::string> &candidates);

} // namespace houserules
