#pragma once

#include "core/bots/bot.h"
#include "core/variants/dealchances.h"
#include "core/variants/diagnostic.h"
#include "core/variants/schema.h"
#include "core/variants/variant.h"
#include "random.h"
#include "state.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace houserules {

// An explicit setup, as a record writes it: the whole deck in order (card names
// in the game's notation). Which cards are set aside, dealt and drawn is each
// game's documented rule.
struct Setup {
    std::vector<std::string> deck;
    // The seed of whatever chance comes after the deal (a reshuffle of the
    // discard pile, dice), so an explicit setup fixes the whole game too.
    std::uint64_t seed = 0;
    // Dice listed in the order they are rolled (each 1..6), used before the
    // seed's: a rulebook example's rolls, in a game with dice (core/game/dice.h).
    std::vector<int> dice;
};

// One variant compiled for play: immutable, shared by all its states, safe to
// use from several threads. Creating a state from it is cheap.
class Ruleset {
public:
    virtual ~Ruleset() = default;

    virtual const Variant &variant() const = 0;
    virtual int minPlayers() const = 0;
    virtual int maxPlayers() const = 0;

    // A new game with the deck shuffled by `rng`. Preconditions: players in
    // range, 0 <= firstPlayer < players.
    virtual std::unique_ptr<State> newGame(int players, int firstPlayer, Rng &rng) const = 0;
    // A new game from an explicit setup; diagnostics when the deck is not a
    // permutation of this variant's deck.
    virtual Expected<std::unique_ptr<State>> newGame(int players, int firstPlayer, const Setup &setup) const = 0;
    // The explicit setup newGame(players, firstPlayer, rng) deals from, drawn
    // from `rng` as that draws it: the game started from it is the same game,
    // so a record with this setup replays it. Nothing for a ruleset that
    // cannot say (a test's).
    virtual std::optional<Setup> drawSetup(Rng &rng) const
    {
        (void)rng;
        return std::nullopt;
    }

    // What each of `players` players is dealt at the start from one of the
    // variant's decks (Deck parameters), for the editor's chance figures;
    // nothing when the players are dealt no hand from a deck (the cards are
    // laid out, or drawn one by one as the game goes). Precondition: players
    // in range.
    virtual std::optional<DealShape> dealtHand(int players) const
    {
        (void)players;
        return std::nullopt;
    }

    // Names of the bots this game offers besides "random", and a bot by name
    // or spec such as "ismcts:iterations=2000" (nullptr when unknown). A bot
    // must not outlive the ruleset that made it.
    virtual std::vector<std::string> botNames() const = 0;
    virtual std::unique_ptr<Bot> makeBot(const std::string &name) const = 0;

    // The search bot's determinization: a whole state that `observation`'s
    // seat could be in, consistent with everything it knows (its hand, what
    // lies face up, what it saw played) and filled in at random where it
    // knows nothing (others' hands, the order of the decks, secret choices
    // not yet revealed, the chance still to come), drawn from `rng` alone:
    // nothing of the true state reaches it. `observe(seat)` of the result
    // equals `observation`. Precondition: `observation` came from a state
    // of this ruleset, for a seat (not a spectator).
    virtual std::unique_ptr<State> determinize(const Observation &observation, Rng &rng) const = 0;
    // The same into `state`, drawn alike: a game may refill the state it
    // holds (one it made before) in place, so that the search bot, which
    // determinizes at every iteration, allocates nothing once it has one.
    virtual void determinizeInto(const Observation &observation, Rng &rng, std::unique_ptr<State> &state) const
    {
        state = determinize(observation, rng);
    }

    // The cards, for statistics by card: how many card ids there are (0, the
    // default, for a game without cards), and the kind of card `card` as a
    // stable name (Blasting Billy: "gold-7"). Copies of one card share a kind.
    virtual int cardCount() const { return 0; }
    virtual std::string cardKind(int card) const
    {
        (void)card;
        return {};
    }
};

// A game: its id, its parameter schema, and how a variant becomes a ruleset.
class Game {
public:
    virtual ~Game() = default;
    virtual std::string id() const = 0;
    virtual const Schema &schema() const = 0;
    // Precondition: `variant` was validated against schema().
    virtual std::shared_ptr<const Ruleset> compile(const Variant &variant) const = 0;
};

} // namespace houserules
