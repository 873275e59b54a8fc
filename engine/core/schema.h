#pragma once

#include "deck.h"
#include "diagnostic.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace houserules {

class Variant;

enum class ParamType {
    Int,
    Bool,
    String,
    IntList,
    StringList,   // identifiers: unique, lower case, [a-z0-9_-]
    IntByPlayers, // a mapping from player count to an integer
    Deck,         // card kinds and their counts (see deck.h), shaped by ParamSpec::deck
    Choice,       // one of ParamSpec::choices (a rule with named readings)
};

// One rule parameter a variant must give (directly or through `extends:`).
// Ranges bound the value (for lists: every element) and, for lists and
// per-player maps, `minItems`/`maxItems` bound the number of entries.
struct ParamSpec {
    std::string path; // dotted, under `parameters:` (e.g. "deck.values")
    ParamType type = ParamType::Int;
    std::int64_t min = 0;
    std::int64_t max = 0;
    std::string description; // one line, English, for `validate` and the editor
    int minItems = 0;
    int maxItems = 64;
    DeckShape deck = {};                   // for a Deck: what the game allows in it
    std::vector<std::string> choices = {}; // for a Choice: the readings, as identifiers
};

// The declared parameters of one game plus the checks that involve several of
// them ("enough cards to deal"). Declared beside each game; read by the YAML
// loader and, later, the variant editor.
struct Schema {
    std::vector<ParamSpec> params;
    std::function<void(const Variant &, Diagnostics &)> crossCheck;

    const ParamSpec *find(std::string_view path) const;
    // True when `path` names a group of parameters (a YAML mapping).
    bool isGroup(std::string_view path) const;
    // The keys allowed directly under a group ("" is the top of `parameters`).
    std::vector<std::string> keysUnder(std::string_view group) const;
};

std::string_view typeName(ParamType type);

} // namespace houserules
