#pragma once

#include "observation.h"
#include "rules.h"

#include "core/bots/bot.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace houserules::halunkenspelunken {

// A sensible captain working from its observation alone: it plays the
// movement card whose landing gains it most (the den's face-up villain, what
// it can rob, the harbour's best on Black Jack's field), valuing each villain
// by what it adds to its own score (so a colour it collects is worth more);
// it keeps rum for a landing clearly better than its numbers offer; it bids
// its cheapest sufficient villain for Black Jack when his likely walk passes
// captains it may rob (and itself, whom a hirer's Black Jack spares); it
// takes the villain worth most to it and gives away the one it misses least.
class HeuristicBot final : public Bot {
public:
    explicit HeuristicBot(std::shared_ptr<const Rules> rules) : m_rules(std::move(rules)) {}
    // The easy level's share of decisions taken at random (EasyBot), tuned
    // by simulation (docs/COMPUTER-PLAYERS.md, "The easy level"). Lower for two players: from
    // a fair share of 50%, the same blunders cost more points of win rate.
    static double easyRandomShare(int players) { return players == 2 ? 0.3 : 0.5; }
    // The hard level's search: iterations a decision with these playouts,
    // about a third of a second on the README's machine (Speed: "The hard
    // level").
    static constexpr int kHardIterations = 3'000;

    Decision choose(const Observation &observation, const std::vector<Decision> &legal, Rng &rng) override;
    // Refills only the table (HsState::fillTable) of an observation of its
    // own: the same decision, without the hands, bids and Black Jack's
    // cards it does not read.
    Decision chooseInPlayout(const State &state, const std::vector<Decision> &legal, Rng &rng,
        std::unique_ptr<Observation> &scratch) override;

    // What a seat's decisions work out from its villains, kept between its
    // decisions while the lists read stay the same (HsObservation::Filled's
    // versions; 0: none, never kept): a playout's decision changes few
    // lists, and the search's playouts ask tens of thousands of times a
    // second. Refilled in place, so that a decision allocates nothing.
    struct Tally {
        std::uint64_t version = 0;                    // of the seat's villains
        std::vector<int> count, sum;                  // per colour: its villains and their values
        int topCount = 0, topSum = 0, topColour = -1; // the doubled colour's (0: none)
        int nextCount = 0, nextSum = 0;               // the best of the other colours held (0: none)
        // The most taking one of a seat's villains (kMaxPlayers: the
        // harbour's) adds, for the version of that list (0: not worked out).
        std::array<std::uint64_t, kMaxPlayers + 1> bestGainVersion {};
        std::array<int, kMaxPlayers + 1> bestGain {};
    };

private:
    std::shared_ptr<const Rules> m_rules;
    std::array<Tally, kMaxPlayers> m_tallies; // per seat deciding; like every bot, one thread at a time
    std::unique_ptr<HsObservation> m_table;   // chooseInPlayout's: only its table is filled, never shown
};

} // namespace houserules::halunkenspelunken
