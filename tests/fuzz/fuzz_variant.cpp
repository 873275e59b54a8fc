// libFuzzer target: the text of one variant file, read as if it lived at the
// top of the shipped variants folder (so `extends: standard`, a bare name,
// resolves to the game's own, and `blasting-billy/gold-rush` by id). A
// variant that loads is compiled and played at random to its end: whatever
// the schema and the game's checks accept must be playable.

#include "fuzzsupport.h"

#include "core/game/random.h"

#include <cstddef>
#include <cstdint>
#include <vector>

using namespace houserules;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const std::string fileName = (fuzz::variantsDir() / "fuzz-input.yaml").string();
    auto variant = fuzz::shippedLoader().loadText(text, fileName);
    if (!variant) {
        for (const auto &error : variant.errors())
            fuzz::check(!error.toString().empty(), "a diagnostic without text");
        return 0;
    }
    const Game *game = Registry::instance().game(variant->game);
    fuzz::check(game != nullptr, "a loaded variant of an unknown game");
    const auto ruleset = game->compile(*variant);
    fuzz::check(ruleset->minPlayers() <= ruleset->maxPlayers(), "players.min above players.max");

    // One game at each end of the player range, a bounded number of decisions.
    Rng rng(size);
    std::vector<Decision> legal;
    for (const int players : {ruleset->minPlayers(), ruleset->maxPlayers()}) {
        auto state = ruleset->newGame(players, 0, rng);
        for (int step = 0; step < 2000 && !state->isTerminal(); ++step) {
            state->legalDecisions(legal);
            fuzz::check(!legal.empty(), "no legal decision in a game that is not over");
            const Decision decision = legal[rng.below(std::uint32_t(legal.size()))];
            fuzz::check(!state->checkDecision(decision), "a legal decision refused: " + state->decisionText(decision));
            state->apply(decision);
        }
        if (state->isTerminal())
            fuzz::check(int(state->outcome().scores.size()) == players, "an outcome without a score per seat");
    }
    return 0;
}
