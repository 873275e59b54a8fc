#pragma once

#include "core/simulation/sweep.h"

#include <QString>

// The values of a swept parameter as a person writes them, the same in
// houserules-cli (`--sweep PATH=VALUES`) and the playtest lab: numbers and
// ranges separated by commas ("2..6", "2,3,5", "0..8,10"), or for a list
// parameter one whole list per value ("[0..10],[1..10],[0,2,4,6,8]").
// Spaces are ignored.
namespace SweepValues {

// `values` into `axis` (numbers or lists; its parameter is left as it is),
// at most `limit` values (and numbers in one list); false when they are not
// in that form, a range runs backwards, or there are too many.
bool parse(const QString &values, houserules::SweepAxis &axis, qsizetype limit);

// "PATH=VALUES" as the CLI's --sweep takes it.
bool parseSetting(const QString &text, houserules::SweepAxis &axis, qsizetype limit);

// A list as these values write it, consecutive runs as ranges:
// {1, 2, 3, 5, 5} → "[1..3,5,5]".
QString listText(const std::vector<std::int64_t> &list);
// Value `i` of `axis` for a person to read: "3", or a list as listText() writes it.
QString valueText(const houserules::SweepAxis &axis, std::size_t i);

} // namespace SweepValues
