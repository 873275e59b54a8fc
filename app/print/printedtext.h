#pragma once

#include "core/variants/variant.h"

#include <QString>

// What a printed page shows of a variant's own words. A title or a
// description may be as long as a file's largest value (64 KB, and one word
// without a space): laid out whole, a title pushes the deck's cover off its
// page, and Qt's text layout spends seconds on it (a word wider than the
// line is measured again for every line it fills). So the printed pages show
// a title up to kMaxTitle characters and a description up to
// kMaxDescription (the longest shipped are 32 and 106), cut between two
// characters as a reader sees them and ended with "…": a page says that the
// text goes on, never drops it silently.
namespace printedtext {

inline constexpr qsizetype kMaxTitle = 200;
inline constexpr qsizetype kMaxDescription = 2000;

// `text` when it has at most `maxCharacters` (UTF-16 units); else its start,
// without the white space before the cut, and "…", together at most that long.
QString elided(const QString &text, qsizetype maxCharacters);

// `variant` with each language's title and description elided as above.
houserules::Variant printable(const houserules::Variant &variant);

} // namespace printedtext
