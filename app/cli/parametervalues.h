#pragma once

// How simulate's --sweep and balance's --vary write a parameter's values:
// whole numbers and ranges ("2,3,5", "2..6", "0..8,10"), and for a list
// parameter one whole list per value in brackets
// ("deck.values=[0..10],[1..10],[0,2,4,6,8]").

#include "core/sweep.h"

#include <QString>

#include <cstdint>
#include <vector>

// Numbers and ranges separated by commas into `into` (at most `limit`
// numbers); false when one is not a number, a range runs backwards or there
// are too many.
bool parseNumbers(const QString &text, std::vector<std::int64_t> &into, qsizetype limit);

// "PATH=VALUES" into `axis`: numbers and ranges, or lists in brackets (at
// most `limit` values either way).
bool parseParameterValues(const QString &text, houserules::SweepAxis &axis, qsizetype limit);

// A list as a person writes it, runs of consecutive numbers as ranges:
// "[0..12]", "[0..8, 10]".
QString listText(const std::vector<std::int64_t> &list);
