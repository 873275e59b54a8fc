// libFuzzer target: the decision notation of every game. The first bytes
// pick the shipped variant (of all games, by sorted id), the player count,
// the first player, the deal's seed and how many decisions to play at random
// from that seed; the rest is read as one decision by parseDecision. A
// decision that reads is checked and, when legal, applied; and every legal
// decision must read back the same from its own decisionText (the record
// notation must round-trip). Only legal ones: a record holds nothing else,
// and a game names a decision by its phase (Halunken & Spelunken's "pass"
// read while captains are placed is written "place 1").
//
// Input: [variant] [players] [first player] [seed, 2 bytes] [steps] text...

#include "fuzzsupport.h"

#include "core/game/random.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

using namespace houserules;

namespace {

std::vector<std::shared_ptr<const Ruleset>> compileShipped()
{
    std::vector<std::shared_ptr<const Ruleset>> rulesets;
    for (const auto &id : fuzz::shippedLoader().availableIds()) {
        auto variant = fuzz::shippedLoader().load(id);
        fuzz::check(variant.ok(), "a shipped variant does not load: " + id);
        rulesets.push_back(Registry::instance().game(variant->game)->compile(*variant));
    }
    fuzz::check(!rulesets.empty(), "no shipped variants in " + fuzz::variantsDir().string());
    return rulesets;
}

void roundTrip(const State &state, const Decision &decision)
{
    const std::string text = state.decisionText(decision);
    std::string error;
    const auto again = state.parseDecision(text, &error);
    fuzz::check(again.has_value(), "decisionText gives '" + text + "', which does not read: " + error);
    // Copies of a card share a name (Blasting Billy's two diamonds-dynamite in
    // a house rule): reading takes the first copy in the hand, another legal
    // decision with the same text.
    fuzz::check(*again == decision || (state.decisionText(*again) == text && !state.checkDecision(*again)),
        "'" + text + "' reads as another decision than the one written");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const auto rulesets = compileShipped();
    constexpr std::size_t kHeader = 6;
    if (size < kHeader)
        return 0;
    const Ruleset &ruleset = *rulesets[data[0] % rulesets.size()];
    const int players = ruleset.minPlayers() + data[1] % (ruleset.maxPlayers() - ruleset.minPlayers() + 1);
    const int first = data[2] % players;
    Rng rng(std::uint64_t(data[3]) | std::uint64_t(data[4]) << 8);
    auto state = ruleset.newGame(players, first, rng);

    std::vector<Decision> legal;
    for (int step = 0; step < data[5] && !state->isTerminal(); ++step) {
        state->legalDecisions(legal);
        fuzz::check(!legal.empty(), "no legal decision in a game that is not over");
        state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
    }
    if (!state->isTerminal()) {
        state->legalDecisions(legal);
        for (const auto &decision : legal)
            roundTrip(*state, decision);
    }

    const std::string text(reinterpret_cast<const char *>(data) + kHeader, size - kHeader);
    std::string error;
    const auto decision = state->parseDecision(text, &error);
    if (!decision)
        return 0;
    if (!state->checkDecision(*decision)) {
        roundTrip(*state, *decision);
        // Not required to be among legalDecisions(): Wyatt Earp lists each
        // destination of a move once, and accepts every route to it.
        std::vector<Event> events;
        state->apply(*decision, &events);
    }
    return 0;
}
