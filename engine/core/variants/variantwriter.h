#pragma once

#include "schema.h"
#include "variant.h"

#include <string>

namespace houserules {

// A house rule as YAML text: `game`, `extends` (the base's id), the title and
// description per language, and only the parameters whose values differ from
// the base's, in schema order (groups as nested mappings). Loading the text
// over the same base gives `edited`'s parameters back.
std::string writeHouseRule(const Variant &edited, const Variant &base, const Schema &schema);

// A variant as YAML text that stands alone: its texts and every parameter,
// no `extends`. Loading it gives `variant`'s parameters back, whatever
// becomes of its bases' files (the notebook keeps the rules a run played).
std::string writeVariant(const Variant &variant, const Schema &schema);

} // namespace houserules
