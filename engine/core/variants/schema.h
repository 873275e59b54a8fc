#pragma once

#include "core/game/deck.h"
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
    StringList,   // identifiers: lower case, [a-z0-9_-], unique unless ParamSpec::unique is false
    IntByPlayers, // a mapping from player count to an integer
    Deck,         // card kinds and their counts (see deck.h), shaped by ParamSpec::deck
};

// A heading under which the variant editor shows parameters, in the order of
// Schema::groups. Only for people: the YAML nesting (`players.min`) is the
// parameter's path and need not follow the groups.
struct ParamGroup {
    std::string id;    // stable: the app's translated headings are keyed by it
    std::string title; // English, the fallback for a game the app has no words for
};

// One rule parameter a variant must give (directly or through `extends:`).
// Ranges bound the value (for lists: every element) and, for lists and
// per-player maps, `minItems`/`maxItems` bound the number of entries.
// A parameter's default is its value in the game's base variant
// (Schema::baseVariant): the numbers of a rulebook live in variant files only.
struct ParamSpec {
    std::string path; // dotted, under `parameters:` (e.g. "deck.values")
    ParamType type = ParamType::Int;
    std::int64_t min = 0;
    std::int64_t max = 0;
    std::string description; // one line, English, for `validate` and the editor
    int minItems = 0;
    int maxItems = 64;
    DeckShape deck = {};    // for a Deck: what the game allows in it
    std::string group = {}; // a ParamGroup's id; empty: the first key of `path` when it has a dot, else none
    std::vector<std::string> choices = {}; // for a String or a StringList's items: the values allowed (empty: any)
    bool unique = true;                    // a StringList's names are each given once (a list of kinds repeats them)
};

// A kind of problem a check reports: its code (Diagnostic::code, e.g.
// "boomo.not-enough-cards") and how many values (Diagnostic::args) it
// carries. Front ends word each code in their own language; declaring the
// codes lets a test ask that every one has its words.
struct ProblemSpec {
    std::string code;
    int values = 0;
};

// The codes of the checks every game shares (the loader's, the deck
// reader's, Variant::checkPlayerRange's).
const std::vector<ProblemSpec> &coreProblems();

// The declared parameters of one game plus the checks that involve several of
// them ("enough cards to deal"). Declared beside each game; read by the YAML
// loader and the variant editor, which shows the parameters in this order,
// under their groups.
struct Schema {
    std::vector<ParamGroup> groups; // in the order the editor shows them
    std::vector<ParamSpec> params;
    std::function<void(const Variant &, Diagnostics &)> crossCheck;
    // Every code crossCheck gives (each of its diagnostics carries one, with
    // its values), beside coreProblems().
    std::vector<ProblemSpec> problems;
    // The name of the variant that holds the game's rules as published: every
    // parameter's default, and where a new house rule starts.
    std::string baseVariant = "standard";

    const ParamSpec *find(std::string_view path) const;
    // The parameter a diagnostic's key path is about: "parameters.deck.gold.values"
    // is about `deck`. nullptr for a path outside `parameters` or unknown there.
    const ParamSpec *owner(std::string_view keyPath) const;
    // The group `spec` is shown under ("" for none): its own, or the first key
    // of a nested path (`players` for `players.min`).
    std::string groupOf(const ParamSpec &spec) const;
    // True when `path` names a group of parameters (a YAML mapping).
    bool isGroup(std::string_view path) const;
    // The keys allowed directly under a group ("" is the top of `parameters`).
    std::vector<std::string> keysUnder(std::string_view group) const;
};

std::string_view typeName(ParamType type);

} // namespace houserules
