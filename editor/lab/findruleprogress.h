#pragma once

#include "core/simulation/balancer.h"

#include <cstdint>
#include <optional>
#include <vector>

// How far a search for a rule (core/simulation/balancer.h) has got, copied out of the
// engine's report while the search plays on, for the Find a rule page on
// the GUI thread: each candidate's loss so far, whether it is still in the
// race, and the best so far with its figures on the games it has played.
struct FindRuleCandidate {
    std::vector<std::int64_t> values; // per parameter
    double loss = 0, lossLow = 0, lossHigh = 0;
    std::int64_t games = 0;
    bool refused = false; // by the rules: never played
    bool alive = false;   // still in the race
};

struct FindRuleProgress {
    int round = 0, rounds = 0;
    int played = 0, playing = 0; // candidates of this round done, and in it
    bool confirming = false;
    int best = -1; // in candidates; -1: none has played yet
    std::vector<FindRuleCandidate> candidates;
    std::vector<std::optional<houserules::Estimate>> bestFigures; // per target

    // A copy of `progress` of a search for `spec` (its bots and targets).
    static FindRuleProgress of(const houserules::BalanceProgress &progress, const houserules::BalanceSpec &spec);
    // The finished search's candidates in the same form (its proposals alive).
    static FindRuleProgress of(const houserules::BalanceReport &report);
};
