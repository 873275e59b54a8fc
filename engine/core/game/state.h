#pragma once

#include "decision.h"
#include "event.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace houserules {

// What one player may see of a state. Bots and views get only this; each game
// derives its own observation (through ObservationOf) with the fields its
// players can know.
class Observation {
public:
    virtual ~Observation() = default;
    // Field for field the same observation (the search bot's determinization
    // is checked with it: a state made up from an observation must look the
    // same to its seat).
    virtual bool equals(const Observation &other) const = 0;
    int seat = -1;
    int players = 0; // at the table (what a game-independent bot may ask)

    bool operator==(const Observation &) const = default;
};

// The base of a game's observation: `equals` from the game's own defaulted
// operator== (`friend bool operator==(const X &, const X &) = default;`).
template <typename Derived>
class ObservationOf : public Observation {
public:
    bool equals(const Observation &other) const override
    {
        const auto *same = dynamic_cast<const Derived *>(&other);
        return same && static_cast<const Derived &>(*this) == *same;
    }

    bool operator==(const ObservationOf &) const = default;
};

// The end of a game, in the terms every game shares; each game's state also
// offers its own detailed scoring breakdown.
struct Outcome {
    std::vector<int> winners; // seats; empty when nobody wins (Billy does)
    std::vector<int> scores;  // per seat, the score that was compared
    // Game-specific per-seat figures the simulator averages, by stable id
    // (e.g. "shot_down" -> 1/0 per seat). Whole numbers (counts; 1/0 for
    // yes/no), so that the simulator's sums are exact whatever the order the
    // games finish in, and results of separate runs merge exactly. A figure
    // of the whole game (Billy won) gives every seat the same value.
    std::map<std::string, std::vector<std::int64_t>> figures;
};

// How far a game has come in its own units, and after which unit its public
// running score is taken: what the simulator's measures of a good game
// (core/simulation/measures.h: duration, lead changes, drama, decisiveness) follow.
struct GameClock {
    enum class Unit : std::uint8_t { None, Turn, Round };
    int turns = -1;                // turns completed so far; -1: the game does not count turns
    int rounds = -1;               // rounds completed so far (at the end, the last one too); -1: no rounds
    Unit scoredEvery = Unit::None; // None: the game keeps no public running score

    // The count of the unit the score is taken after; -1 with none.
    int scoredSteps() const { return scoredEvery == Unit::Turn ? turns : (scoredEvery == Unit::Round ? rounds : -1); }
};

// Why a decision is not legal now, in English for logs and the CLI; the app
// keys its translated messages on `code`.
struct Illegal {
    enum class Code { GameOver, NotYourTurn, WrongKind, CardNotInHand, TargetNotAllowed, Malformed };
    Code code;
    std::string reason;
};

// A game in progress. The pending decision belongs to currentPlayer(), who may
// be any seat (out-of-turn reactions and simultaneous choices are taken one
// seat at a time). Not thread-safe; clone() gives an independent copy.
class State {
public:
    virtual ~State() = default;

    virtual int playerCount() const = 0;
    // The seat whose decision is pending; -1 when the game is over.
    virtual int currentPlayer() const = 0;
    virtual bool isTerminal() const = 0;

    // Replaces `out` with the legal decisions; non-empty unless terminal.
    virtual void legalDecisions(std::vector<Decision> &out) const = 0;
    // Empty when `decision` is legal now, else the reason.
    virtual std::optional<Illegal> checkDecision(const Decision &decision) const = 0;
    // Precondition: checkDecision(decision) is empty. Appends what happened to
    // `events` when given (pass nullptr in fast playouts).
    virtual void apply(const Decision &decision, std::vector<Event> *events = nullptr) = 0;
    // Appends the setup as events, as if it had happened in front of the
    // players: each card dealt into a hand (private to its seat, marked
    // Event::EnteredHand), so that whoever follows a game from its start
    // (the simulator's card impact) knows what each seat began with. The
    // default: a game without a deal appends nothing. Precondition:
    // decisionCount() == 0.
    virtual void setupEvents(std::vector<Event> &events) const { (void)events; }

    // Precondition: isTerminal().
    virtual Outcome outcome() const = 0;
    // outcome().winners, which a game may work out faster: the search bot
    // asks for it at the end of every playout.
    virtual std::vector<int> winningSeats() const { return outcome().winners; }

    virtual std::unique_ptr<Observation> observe(int seat) const = 0;
    // The same as `observation = observe(seat)`, but a game may refill the
    // observation already there (from an earlier call on a state of the same
    // ruleset) instead of allocating a new one: for hot loops such as the
    // simulator's, which asks for an observation at every decision.
    virtual void observeInto(int seat, std::unique_ptr<Observation> &observation) const { observation = observe(seat); }
    virtual std::unique_ptr<State> clone() const = 0;

    // The record notation of a decision (e.g. "billy gold-3"), and back; the
    // latter reads it from the current player's point of view.
    virtual std::string decisionText(const Decision &decision) const = 0;
    virtual std::optional<Decision> parseDecision(std::string_view text, std::string *error) const = 0;

    // Decisions applied so far (the game's length).
    virtual int decisionCount() const = 0;

    // The game's turns and rounds so far, and which of them its public running
    // score is taken after (each game says why in its state.h). Called after
    // every decision by the simulator, so it must be cheap and allocate
    // nothing. The default: no turns, no rounds, no running score.
    virtual GameClock clock() const { return {}; }
    // Per seat, the running score every player can see now (a score no
    // player's hidden cards change), in the game's own points. Precondition:
    // clock().scoredEvery is not None, scores.size() == playerCount(). Called
    // once per turn or round, not per decision.
    virtual void publicScore(std::span<std::int64_t> scores) const { (void)scores; }
    // The cards left to draw (every draw pile together), which every player
    // can count; -1: the game does not keep it (the default). Read with the
    // running score (core/simulation/course.h), so it must be cheap.
    virtual int publicCardsLeft() const { return -1; }

    // What the soak checks after every decision (core/simulation/soak.h). The first rule
    // of the game this state breaks, in words (a card in two places, money
    // that appeared from nowhere, a cached count that disagrees with its
    // list, a figure out of range, an outcome that contradicts the table);
    // empty when all hold. A failure is an engine defect, never a player's.
    virtual std::optional<std::string> brokenInvariant() const = 0;
    // Field for field the same state, hidden parts and chance included (the
    // generator's position): a clone, or a replay of the same record, equals
    // the original. States of other games or rulesets are never equal.
    virtual bool equals(const State &other) const = 0;

    bool operator==(const State &) const = default;
};

// State::equals from the game's own defaulted operator== (each game writes
// `bool equals(const State &o) const override { return sameState(*this, o); }`).
template <typename Derived>
bool sameState(const Derived &self, const State &other)
{
    const auto *same = dynamic_cast<const Derived *>(&other);
    return same && self == *same;
}

} // namespace houserules
