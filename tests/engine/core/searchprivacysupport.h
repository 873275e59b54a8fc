#pragma once

// The search privacy suite's tools, the same for every game: a game written
// as its deal (card ids in order, and the chance after it) and its decisions,
// so that it can be played again with one hidden thing changed; twins, two
// such games that look the same to the seat about to decide; and the check
// that every bot decides for that seat the same way in both.

#include "core/dice.h"
#include "core/ruleset.h"
#include "core/searchbot.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <numeric>
#include <span>
#include <vector>

namespace privacy {

using namespace Qt::Literals::StringLiterals;
using houserules::Chance;
using houserules::Decision;
using houserules::Observation;
using houserules::Rng;
using houserules::Ruleset;
using houserules::SearchBot;
using houserules::SearchOptions;
using houserules::State;

// A game's deal from a deck of card ids and the chance after it (the game's constructor).
using Deal = std::function<std::unique_ptr<State>(const std::vector<std::int16_t> &deck, const Chance &chance)>;

// A game as its deal and the decisions taken since.
struct Line {
    std::vector<std::int16_t> deck;
    Chance chance;
    std::vector<Decision> decisions;
};

// The game `line` describes; nullptr when one of its decisions is not legal there.
inline std::unique_ptr<State> replay(const Deal &deal, const Line &line)
{
    auto state = deal(line.deck, line.chance);
    for (const Decision &d : line.decisions) {
        if (state->isTerminal() || state->checkDecision(d))
            return nullptr;
        state->apply(d);
    }
    return state;
}

// A shuffled deck of `cards` ids, a seed (and, for a game with dice, the
// first `dice` rolls listed, so that a twin can keep them and change the
// rest), then up to `steps` random decisions, stopping early at the end.
inline Line randomLine(const Deal &deal, int cards, int dice, int steps, Rng &rng)
{
    Line line;
    line.deck.resize(std::size_t(cards));
    std::iota(line.deck.begin(), line.deck.end(), std::int16_t(0));
    rng.shuffle(std::span(line.deck));
    line.chance.seed = rng.next();
    for (int i = 0; i < dice; ++i)
        line.chance.dice.push_back(rng.roll(6));
    auto state = deal(line.deck, line.chance);
    std::vector<Decision> legal;
    for (int i = 0; i < steps && !state->isTerminal(); ++i) {
        state->legalDecisions(legal);
        line.decisions.push_back(legal[rng.below(std::uint32_t(legal.size()))]);
        state->apply(line.decisions.back());
    }
    return line;
}

// Two games that differ in something the seat about to decide cannot see.
struct Twins {
    std::unique_ptr<State> a, b;
    int seat = -1;
};

// Empty when `a` and `b` look the same to `seat`: its observation (made
// afresh, and refilled over another seat's as the simulator refills it) and
// its legal decisions; else what differs.
inline QString lookAlike(const State &a, const State &b, int seat)
{
    const auto seen = a.observe(seat);
    if (!seen->equals(*b.observe(seat)))
        return u"the seat's observations differ"_s;
    for (const State *state : {&a, &b}) {
        std::unique_ptr<Observation> refilled;
        state->observeInto((seat + 1) % state->playerCount(), refilled);
        state->observeInto(seat, refilled);
        if (!refilled->equals(*state->observe(seat)))
            return u"an observation refilled over another seat's differs from a fresh one"_s;
    }
    std::vector<Decision> legalA, legalB;
    a.legalDecisions(legalA);
    b.legalDecisions(legalB);
    if (legalA != legalB)
        return u"the seat's legal decisions differ"_s;
    return {};
}

inline QString describe(const std::vector<houserules::SearchChoice> &choices, const State &state)
{
    QStringList parts;
    for (const auto &c : choices)
        parts << u"%1: %2 visits, %3"_s.arg(QString::fromStdString(state.decisionText(c.decision)))
                     .arg(c.visits)
                     .arg(c.value, 0, 'f', 4);
    return parts.join(u"; "_s);
}

// Empty when the search bot (heuristic and random playouts) and the
// heuristic bot, each from a generator seeded with `seed`, decide the same
// for `twins.seat` in both games, and the search's root statistics (every
// choice's visits and value) are the same: a search that saw anything of
// the true state would spread its trial games differently. Else which bot
// differs, and how.
inline QString botsAgree(const Ruleset &ruleset, const Twins &twins, std::uint64_t seed, int iterations)
{
    std::vector<Decision> legal;
    twins.a->legalDecisions(legal);
    const auto seenA = twins.a->observe(twins.seat), seenB = twins.b->observe(twins.seat);
    for (const auto rollout : {SearchOptions::Rollout::Heuristic, SearchOptions::Rollout::Random}) {
        SearchOptions options;
        options.iterations = iterations;
        options.rollout = rollout;
        SearchBot botA(ruleset, options), botB(ruleset, options);
        Rng rngA(seed), rngB(seed);
        const Decision chosenA = botA.choose(*seenA, legal, rngA);
        const Decision chosenB = botB.choose(*seenB, legal, rngB);
        const auto &choicesA = botA.lastChoices(), &choicesB = botB.lastChoices();
        const bool same = chosenA == chosenB && choicesA.size() == choicesB.size()
            && std::equal(choicesA.begin(), choicesA.end(), choicesB.begin(), [](const auto &x, const auto &y) {
                   return x.decision == y.decision && x.visits == y.visits && x.value == y.value;
               });
        if (!same)
            return u"%1: the search differs (%2 | %3)"_s.arg(
                QString::fromStdString(options.spec()), describe(choicesA, *twins.a), describe(choicesB, *twins.b));
    }
    const auto heuristicA = ruleset.makeBot("heuristic"), heuristicB = ruleset.makeBot("heuristic");
    Rng rngA(seed), rngB(seed);
    if (!(heuristicA->choose(*seenA, legal, rngA) == heuristicB->choose(*seenB, legal, rngB)))
        return u"the heuristic bot differs"_s;
    return {};
}

} // namespace privacy
