#include "savedgames.h"

#include "core/simulation/threads.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace houserules {

namespace {

// One seat's bot and generator per seat, reused from game to game (as the
// simulator's workers do: a bot carries nothing into its next game).
struct Table {
    std::vector<std::unique_ptr<Bot>> bots;
    std::vector<Decision> legal;
    std::unique_ptr<Observation> observation;
};

Table makeTable(const SimulationSpec &spec)
{
    Table table;
    for (const auto &name : spec.bots)
        table.bots.push_back(spec.ruleset->makeBot(name));
    return table;
}

// Game `game` of the run from `state` on, exactly as the simulator's
// GamePlayer plays it: seat s's generator seeded with derive(game's seed,
// s + 1). `decisions` (may be null) receives each decision in notation.
void playOut(
    const SimulationSpec &spec, Table &table, std::uint64_t gameSeed, State &state, std::vector<std::string> *decisions)
{
    std::vector<Rng> botRng;
    for (int seat = 0; seat < spec.players; ++seat)
        botRng.emplace_back(Rng::derive(gameSeed, std::uint64_t(seat) + 1));
    while (!state.isTerminal()) {
        const int seat = state.currentPlayer();
        state.legalDecisions(table.legal);
        state.observeInto(seat, table.observation);
        const Decision decision
            = table.bots[std::size_t(seat)]->choose(*table.observation, table.legal, botRng[std::size_t(seat)]);
        if (decisions)
            decisions->push_back(state.decisionText(decision));
        state.apply(decision);
    }
}

// Game `game` of the run, dealt as the simulator deals it (its seed drawn
// first for the first player, then for the deck) and played out.
std::unique_ptr<State> playGame(const SimulationSpec &spec, Table &table, std::int64_t game)
{
    const std::uint64_t gameSeed = Rng::derive(spec.seed, std::uint64_t(game));
    Rng rng(gameSeed);
    const int firstPlayer = int(rng.below(std::uint32_t(spec.players)));
    auto state = spec.ruleset->newGame(spec.players, firstPlayer, rng);
    playOut(spec, table, gameSeed, *state, nullptr);
    return state;
}

std::int64_t valueOf(const GamePick &pick, const State &state)
{
    if (pick.figure == "length")
        return state.decisionCount();
    std::int64_t sum = 0;
    const Outcome outcome = state.outcome();
    if (const auto it = outcome.figures.find(pick.figure); it != outcome.figures.end())
        for (const auto value : it->second)
            sum += value;
    return sum;
}

std::optional<Diagnostic> checkSpec(const SimulationSpec &spec)
{
    const Ruleset &ruleset = *spec.ruleset;
    if (spec.players < ruleset.minPlayers() || spec.players > ruleset.maxPlayers()
        || int(spec.bots.size()) != spec.players || spec.games <= 0)
        return diagnostic("players", "expected a run the simulator can play");
    for (const auto &name : spec.bots)
        if (!ruleset.makeBot(name))
            return diagnostic("bots", "unknown bot " + quote(name));
    return std::nullopt;
}

} // namespace

std::optional<Diagnostic> checkPick(const SimulationSpec &spec, const GamePick &pick)
{
    if (pick.figure.empty() || pick.figure == "length" || checkSpec(spec))
        return std::nullopt;
    // A figure is a name the game's outcomes carry: ask one game.
    Table table = makeTable(spec);
    const Outcome outcome = playGame(spec, table, shardRange(spec.games, spec.shard).first)->outcome();
    if (outcome.figures.count(pick.figure))
        return std::nullopt;
    std::string known = "length";
    for (const auto &entry : outcome.figures)
        known += ", " + entry.first;
    return diagnostic("save-by", "unknown figure " + quote(pick.figure) + "; expected one of " + known);
}

Expected<std::vector<PickedGame>> pickGames(
    const SimulationSpec &spec, const GamePick &pick, int count, const RunOptions &options)
{
    if (auto error = checkSpec(spec))
        return *error;
    // Not a structured binding: the lambda below captures them (Clang 14 cannot).
    const auto range = shardRange(spec.games, spec.shard);
    const std::int64_t first = range.first, end = range.second;
    std::vector<PickedGame> picked;
    if (pick.figure.empty()) {
        for (auto game = first; game < end && std::int64_t(picked.size()) < count; ++game)
            picked.push_back({game, 0});
        return picked;
    }
    if (auto error = checkPick(spec, pick))
        return *error;

    // Every game's value, each thread a stride of the games: the values
    // do not depend on who played them.
    std::vector<std::int64_t> values(std::size_t(end - first));
    const int threads = usefulThreads(options.threads, end - first);
    std::atomic<bool> stopped {false};
    auto work = [&](int offset) {
        Table table = makeTable(spec);
        for (auto game = first + offset; game < end; game += threads) {
            if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
                stopped = true;
                return;
            }
            values[std::size_t(game - first)] = valueOf(pick, *playGame(spec, table, game));
        }
    };
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t)
        workers.emplace_back(work, t);
    work(0);
    for (auto &worker : workers)
        worker.join();
    if (stopped)
        return diagnostic("save-games", "cancelled before every game was looked at");

    for (auto game = first; game < end; ++game)
        picked.push_back({game, values[std::size_t(game - first)]});
    const auto order = [&pick](const PickedGame &a, const PickedGame &b) {
        if (a.value != b.value)
            return pick.lowest ? a.value < b.value : a.value > b.value;
        return a.game < b.game;
    };
    const auto keep = std::min<std::size_t>(std::size_t(std::max(count, 0)), picked.size());
    std::partial_sort(picked.begin(), picked.begin() + std::ptrdiff_t(keep), picked.end(), order);
    picked.resize(keep);
    return picked;
}

Expected<Record> simulatedGame(
    const SimulationSpec &spec, std::int64_t game, const std::string &variantRef, Outcome *outcome)
{
    if (auto error = checkSpec(spec))
        return *error;
    const Ruleset &ruleset = *spec.ruleset;
    const std::uint64_t gameSeed = Rng::derive(spec.seed, std::uint64_t(game));
    Rng rng(gameSeed);
    Record record;
    record.game = ruleset.variant().game;
    record.variant = variantRef;
    record.firstPlayer = int(rng.below(std::uint32_t(spec.players)));
    record.setup = ruleset.drawSetup(rng);
    if (!record.setup)
        return diagnostic("save-games", "this game cannot write the setup of a simulated game");
    for (int seat = 0; seat < spec.players; ++seat)
        record.players.push_back("Seat " + std::to_string(seat + 1) + " (" + spec.bots[std::size_t(seat)] + ")");
    auto state = ruleset.newGame(spec.players, record.firstPlayer, *record.setup);
    if (!state)
        return state.errors();
    Table table = makeTable(spec);
    std::vector<std::string> decisions;
    playOut(spec, table, gameSeed, **state, &decisions);
    for (auto &text : decisions)
        record.decisions.push_back({std::move(text), {}});
    if (outcome)
        *outcome = (*state)->outcome();
    return record;
}

} // namespace houserules
