#include "nearestword.h"

#include <algorithm>

namespace houserules {

std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::optional<std::string> nearestWord(std::string_view word, const std::vector<std::string> &candidates)
{
    if (candidates.empty())
        return std::nullopt;
    const auto nearest = std::min_element(candidates.begin(), candidates.end(),
        [&](const std::string &a, const std::string &b) { return editDistance(word, a) < editDistance(word, b); });
    if (editDistance(word, *nearest) <= std::max<std::size_t>(2, (word.size() + 1) / 2))
        return *nearest;
    // An abbreviation: "--var" for "--variant".
    if (word.size() >= 3) {
        std::optional<std::string> only;
        for (const auto &candidate : candidates) {
            if (!candidate.starts_with(word))
                continue;
            if (only)
                return std::nullopt;
            only = candidate;
        }
        return only;
    }
    return std::nullopt;
}

} // namespace houserules
