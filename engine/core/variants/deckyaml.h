#pragma once

// Decks in variant YAML. Internal to the engine (the loader reads them, the
// house-rule writer writes them).
//
// A deck with suits (here the suit word is "colour") is a mapping of:
//     colours: [gold, banknotes]   # the suits, in order
//     values: [0, 1, 2]            # every colour's numbered cards (a value listed twice: two cards)
//     dynamite_per_colour: 1       # <name>_per_<suit word>: every colour's count of a named card
//     gold: {values: [0, 1, 2, 12], dynamite: 2}   # one colour's own cards
// A house rule's deck starts from its base's and changes only what it says:
// `colours` replaces the list (a new colour starts with the first one's
// cards), `values` and `<name>_per_colour` replace them in every colour, and
// a colour's own entry replaces its values or its count of a named card.
// A deck without suits counts its kinds, and a house rule changes only the
// kinds it names: {5: 20, 10: 20, reverse: 6}.

#include "core/game/deck.h"
#include "diagnostic.h"

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>

namespace houserules {

// `path` names the parameter in diagnostics ("parameters.deck"); `base` is
// the deck of the variant this one extends, if any. The suit list's old key,
// the suit word with an "s" (`businesss`, which Houserules once wrote), is
// still read, with a warning coded "deck.old-suits-key" (the old key, the
// word now) added to `warnings` when given.
std::optional<Deck> readDeck(const YAML::Node &node, const DeckShape &shape, const Deck *base, const std::string &file,
    const std::string &path, Diagnostics &errors, Diagnostics *warnings = nullptr);
// The deck in the forms above, such that reading it over `base` (when a
// house rule is written) gives `deck` again. Over a base, only what differs
// from it, as a designer would write it: the suit list only when it changed,
// a `values` or `<name>_per_<suit word>` line when several suits changed
// alike, else each changed suit's own changed cards; in a deck without
// suits, the kinds whose count changed. Without a base, the whole deck.
void writeDeck(YAML::Emitter &out, const Deck &deck, const DeckShape &shape, const Deck *base = nullptr);

} // namespace houserules
