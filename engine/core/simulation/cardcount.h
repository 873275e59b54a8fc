#pragma once

// Controlled card impact: what one copy more, or one fewer, of a card kind
// does to the game. Card impact (simulator.h) says which cards go with
// winning, an association that mixes the card with the bots' choices (a low
// card played goes with a losing hand); this changes the deck and nothing
// else, and plays the changed rules and the rules as they were on the same
// seeds (compareSideBySide), so each difference is the card's doing.
//
// The changed rules are written as a person would write them: a house rule
// that `extends:` the variant's file and sets the kind's count in its deck,
// read by the engine's own VariantLoader, so the game's checks ("enough cards
// to deal") apply. Generic: a card kind is a cell of a deck parameter (its
// suit and rank, Deck::kindName), whatever the game.

#include "core/variants/variant.h"
#include "simulator.h"

#include <string>
#include <vector>

namespace houserules {

// Where a card kind is counted: a deck parameter of the schema, the suit and
// rank in that deck, how many cards of the kind there are and the most the
// game allows (DeckShape::maxCount).
struct CardCount {
    std::string parameter; // "deck"
    int suit = 0, rank = 0;
    int count = 0;
    int max = 0;
};

// The card kind `kind`, as card impact names it ("gold-7", "reverse"), in
// the decks of `variant`; an error listing the kinds there are when no deck
// holds it.
Expected<CardCount> findCardCount(const Variant &variant, const Schema &schema, const std::string &kind);

// The house rule, as YAML text, that extends `base`'s file and changes the
// count of `kind` by `change` (−1: one copy fewer; +1: one more). An error
// for an unknown kind, a count that would go below 0 or above the game's
// most, or a base not loaded from a file.
Expected<std::string> cardCountVariantText(
    const Variant &base, const Schema &schema, const std::string &kind, int change);

struct ControlledImpactSpec {
    // Players, bots, games, seed and shard; its ruleset is not used (the
    // base's is compiled) and card impact is not tallied.
    SimulationSpec simulation;
    // The rules as they are. Precondition: loaded from a file, with `game`
    // compiling it.
    const Variant *base = nullptr;
    const Game *game = nullptr;
    const VariantLoader *loader = nullptr;
    std::string kind;
    std::vector<int> changes {-1, +1}; // each a house rule paired with the base
};

struct ControlledImpactReport {
    std::string kind;
    int count = 0; // cards of the kind in the base
    int most = 0;  // the most of one kind the game allows
    // The changes played, in order: comparison.houseRules[i] is changes[i]
    // against the base, its house rule rules[i].
    std::vector<int> changes;
    std::vector<std::string> rules;
    // The changes asked for that could not be made, and why (a count at 0 or
    // at the game's most, the game's checks refusing the deck).
    std::vector<std::pair<int, Diagnostics>> refused;
    SideBySideReport comparison;
};

// Plays the base and every change that can be made on the same seeds.
// Errors for a bad spec (as compareSideBySide), an unknown kind, or when no change
// asked for can be made (each refusal says why).
Expected<ControlledImpactReport> controlledImpact(const ControlledImpactSpec &spec, const RunOptions &options = {});

} // namespace houserules
