// A fixed, small workload of one game for the instruction-count guard
// (perf_instructions.cmake runs it under valgrind's cachegrind): the same
// instructions at every run of the same build, so that a slower engine
// shows as a higher count, free of the machine's noise.
//
//   perf_workload <variant> <setup|random|heuristic|search>
//
// setup only loads and compiles the variant (the guard subtracts it from
// the others); random plays random games through the generic interface, as
// `houserules-cli bench` does; heuristic plays games between heuristic bots
// from their observations, as the simulator does; search takes a few
// decisions of the search bot with a fixed budget, as the hard level does.

#include "core/bots/searchbot.h"
#include "registry.h"

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

using namespace houserules;

namespace {

constexpr int kPlayers = 4; // every game plays at four

// Games of the same size for every game would take very different times:
// Wyatt Earp's games are long, Blasting Billy's short.
struct Sizes {
    const char *game;
    int randomGames, heuristicGames, searchDecisions, searchIterations;
};
constexpr Sizes kSizes[] = {
    {"blasting-billy", 4000, 200, 4, 300},
    {"boomo", 2000, 600, 4, 300},
    {"halunken-spelunken", 1500, 300, 4, 200},
    {"wyatt-earp", 200, 150, 4, 100},
};

void playRandom(const Ruleset &ruleset, int games, std::uint64_t &check)
{
    Rng rng(12345);
    std::vector<Decision> legal;
    for (int g = 0; g < games; ++g) {
        auto state = ruleset.newGame(kPlayers, int(rng.below(kPlayers)), rng);
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
        }
        check += std::uint64_t(state->decisionCount());
    }
}

void playHeuristic(const Ruleset &ruleset, int games, std::uint64_t &check)
{
    Rng rng(12345);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int seat = 0; seat < kPlayers; ++seat)
        bots.push_back(ruleset.makeBot("heuristic"));
    std::vector<Decision> legal;
    std::unique_ptr<Observation> observation;
    for (int g = 0; g < games; ++g) {
        auto state = ruleset.newGame(kPlayers, int(rng.below(kPlayers)), rng);
        while (!state->isTerminal()) {
            const int seat = state->currentPlayer();
            state->legalDecisions(legal);
            state->observeInto(seat, observation);
            state->apply(bots[std::size_t(seat)]->choose(*observation, legal, rng));
        }
        for (int seat : state->winningSeats())
            check += std::uint64_t(seat + 1);
    }
}

void search(const Ruleset &ruleset, int decisions, int iterations, std::uint64_t &check)
{
    Rng rng(12345);
    SearchOptions options;
    options.iterations = iterations;
    SearchBot bot(ruleset, options);
    std::vector<Decision> legal;
    int taken = 0;
    while (taken < decisions) {
        const auto state = randomPosition(ruleset, kPlayers, 20, rng, legal);
        if (!state)
            continue;
        const auto observation = state->observe(state->currentPlayer());
        const Decision d = bot.choose(*observation, legal, rng);
        check += std::uint64_t(d.card + d.target + d.value + 3);
        ++taken;
    }
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: perf_workload <variant> <setup|random|heuristic|search>\n");
        return 2;
    }
    const std::string ref = argv[1], workload = argv[2];
    const Sizes *sizes = nullptr;
    for (const Sizes &s : kSizes)
        if (ref.rfind(std::string(s.game) + '/', 0) == 0)
            sizes = &s;
    auto ruleset = Registry::instance().ruleset(ref);
    if (!sizes || !ruleset) {
        std::fprintf(stderr, "perf_workload: cannot load %s\n", ref.c_str());
        return 2;
    }
    std::uint64_t check = 0; // printed, so that no workload is optimised away
    if (workload == "random")
        playRandom(**ruleset, sizes->randomGames, check);
    else if (workload == "heuristic")
        playHeuristic(**ruleset, sizes->heuristicGames, check);
    else if (workload == "search")
        search(**ruleset, sizes->searchDecisions, sizes->searchIterations, check);
    else if (workload != "setup") {
        std::fprintf(stderr, "perf_workload: unknown workload %s\n", workload.c_str());
        return 2;
    }
    std::printf("%s %s %llu\n", ref.c_str(), workload.c_str(), static_cast<unsigned long long>(check));
    return 0;
}
