#include "commands.h"
#include "runoptions.h"

#include "core/bots/searchbot.h"
#include "core/simulation/simulator.h"
#include "registry.h"
#include "userdata/userdata.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <optional>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

struct Throughput {
    double gamesPerSecond = 0;
    double decisionsPerSecond = 0;
};

// Random playouts through the generic State interface, as the simulator and
// the future MCTS bot use it: new game, legal decisions, apply, until the end.
Throughput measure(const Ruleset &ruleset, int players, double seconds)
{
    using Clock = std::chrono::steady_clock;
    Rng rng(12345);
    std::vector<Decision> legal;
    long long games = 0, decisions = 0;
    const auto start = Clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    while (true) {
        for (int batch = 0; batch < 256; ++batch) {
            auto state = ruleset.newGame(players, int(rng.below(std::uint32_t(players))), rng);
            while (!state->isTerminal()) {
                state->legalDecisions(legal);
                state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
                ++decisions;
            }
            ++games;
        }
        if (elapsed() >= seconds)
            break;
    }
    const double t = elapsed();
    return {double(games) / t, double(decisions) / t};
}

// Whole games between bots through the simulator (observations, bot
// decisions, outcomes and tallies included), on `threads` threads: the
// speed that matters for playtesting. Calibrated on a first batch so that
// the measured run takes about `seconds`.
Throughput measureBots(
    const std::shared_ptr<const Ruleset> &ruleset, int players, const std::string &bot, int threads, double seconds)
{
    using Clock = std::chrono::steady_clock;
    SimulationSpec spec;
    spec.ruleset = ruleset;
    spec.players = players;
    spec.bots.assign(std::size_t(players), bot);
    spec.seed = 12345;
    RunOptions options;
    options.threads = threads;
    auto run = [&](int games, Throughput &t) {
        spec.games = games;
        const auto start = Clock::now();
        const auto report = simulate(spec, options);
        const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        t = {games / elapsed, double(report->tally.length.sum) / elapsed};
        return elapsed;
    };
    Throughput t;
    int games = 64 * threads;
    while (run(games, t) < 0.1 && games < (1 << 28))
        games *= 4;
    run(std::max(games, int(t.gamesPerSecond * seconds)), t);
    return t;
}

// The processor time this thread has used, in seconds: what the search's
// figure is per, so that other work on a busy machine does not lower it.
double threadSeconds()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

// The search bot's iterations per second of processor time on one thread,
// from the current player's observation in positions of random games (random
// playouts from the start to a random point), its budget `spec` per decision.
double measureSearch(const Ruleset &ruleset, int players, const SearchOptions &options, double seconds)
{
    Rng rng(12345);
    SearchBot bot(ruleset, options);
    std::vector<Decision> legal;
    long long iterations = 0;
    double searching = 0;
    while (searching < seconds) {
        const auto state = randomPosition(ruleset, players, 40, rng, legal);
        if (!state)
            continue;
        const auto observation = state->observe(state->currentPlayer());
        const double start = threadSeconds();
        bot.choose(*observation, legal, rng);
        searching += threadSeconds() - start;
        iterations += bot.lastIterations();
    }
    return double(iterations) / searching;
}

// bench's options and help.
void addBenchOptions(CommandParser &parser)
{
    parser.setApplicationDescription(
        u"Measure games per second, per player count: random playouts through the engine's interface on one "
        "thread, or with --bots whole simulated games between bots on --threads threads."_s);
    parser.addOptions({
        {u"variant"_s, u"Variant id or file (default blasting-billy/standard)."_s, u"V"_s,
            u"blasting-billy/standard"_s},
        {u"seconds"_s, u"Time to measure each player count (default 1)."_s, u"T"_s, u"1"_s},
        {u"bots"_s, u"Measure simulated games with this bot in every seat: "_s + botsHelp() + u'.', u"BOT"_s},
        {u"search"_s,
            u"Measure the search bot's iterations per second of processor time on one thread, with these options "
            "(for example ismcts:iterations=2000,rollout=random)."_s,
            u"SPEC"_s},
        {u"threads"_s, u"With --bots: worker threads (default 1)."_s, u"T"_s, u"1"_s},
        {u"players"_s, u"Only this player count."_s, u"N"_s},
    });
}

// What bench's command line asks for, read and checked.
struct BenchOptions {
    double seconds = 1;  // of each player count
    int threads = 1;     // with --bots
    int onlyPlayers = 0; // 0: every player count
    bool bots = false;   // whole games between bots, not random playouts
    std::string bot;
    std::optional<SearchOptions> search;
};

// --seconds, --threads and --players, before the variant is known.
std::optional<int> readCounts(const QCommandLineParser &parser, BenchOptions &options)
{
    bool ok = false;
    options.seconds = parser.value(u"seconds"_s).toDouble(&ok);
    if (!ok || options.seconds <= 0)
        return usageError(u"--seconds expects a positive number, not '%1'"_s.arg(parser.value(u"seconds"_s)));
    options.threads = parser.value(u"threads"_s).toInt(&ok);
    if (!ok || options.threads < 1 || options.threads > 1024)
        return usageError(
            u"--threads expects a whole number from 1 to 1024, not '%1'"_s.arg(parser.value(u"threads"_s)));
    if (parser.isSet(u"threads"_s) && !parser.isSet(u"bots"_s))
        return usageError(u"--threads needs --bots (random playouts are measured on one thread)"_s);
    if (parser.isSet(u"players"_s)) {
        options.onlyPlayers = parser.value(u"players"_s).toInt(&ok);
        if (!ok || options.onlyPlayers < 1)
            return usageError(u"--players expects a whole number, not '%1'"_s.arg(parser.value(u"players"_s)));
    }
    return std::nullopt;
}

// --bots, --search and --players as the variant's rules allow them.
std::optional<int> readMeasure(const QCommandLineParser &parser, const Ruleset &ruleset, BenchOptions &options)
{
    options.bots = parser.isSet(u"bots"_s);
    options.bot = parser.value(u"bots"_s).toStdString();
    if (options.bots && !ruleset.makeBot(options.bot))
        return usageError(u"--bots: unknown bot '%1'; expected one of: %2"_s.arg(
            parser.value(u"bots"_s), QString::fromStdString(knownBots(ruleset))));
    if (parser.isSet(u"search"_s)) {
        std::string error;
        options.search = parseSearchSpec(parser.value(u"search"_s).toStdString(), &error);
        if (!options.search)
            return usageError(u"--search: %1"_s.arg(
                error.empty() ? u"expected ismcts or ismcts:key=value,..."_s : QString::fromStdString(error)));
        if (options.bots)
            return usageError(u"--search and --bots measure different things; give one"_s);
    }
    const int only = options.onlyPlayers;
    if (only && (only < ruleset.minPlayers() || only > ruleset.maxPlayers()))
        return usageError(
            u"--players: this variant is for %1 to %2 players"_s.arg(ruleset.minPlayers()).arg(ruleset.maxPlayers()));
    return std::nullopt;
}

// The search bot's iterations per second, a line per player count.
void benchSearch(QTextStream &out, const Ruleset &ruleset, const BenchOptions &options)
{
    out << "search bot " << QString::fromStdString(options.search->spec())
        << ", one thread, per second of processor time, " << QString::fromStdString(ruleset.variant().id) << '\n';
    out << u"%1  %2\n"_s.arg(u"players"_s, 7).arg(u"iterations/s"_s, 14);
    for (int players = ruleset.minPlayers(); players <= ruleset.maxPlayers(); ++players) {
        if (options.onlyPlayers && players != options.onlyPlayers)
            continue;
        out << u"%1  %2\n"_s.arg(players, 7)
                   .arg(measureSearch(ruleset, players, *options.search, options.seconds), 14, 'f', 0);
        out.flush();
    }
}

// Games and decisions per second, of random playouts or of bots' games, a
// line per player count.
void benchGames(QTextStream &out, const std::shared_ptr<const Ruleset> &ruleset, const BenchOptions &options)
{
    if (options.bots)
        out << QString::fromStdString(options.bot) << " bots, " << options.threads
            << (options.threads == 1 ? " thread, " : " threads, ") << QString::fromStdString(ruleset->variant().id)
            << '\n';
    else
        out << "random playouts, one thread, " << QString::fromStdString(ruleset->variant().id) << '\n';
    out << u"%1  %2  %3\n"_s.arg(u"players"_s, 7).arg(u"games/s"_s, 12).arg(u"decisions/s"_s, 14);
    out.flush();
    for (int players = ruleset->minPlayers(); players <= ruleset->maxPlayers(); ++players) {
        if (options.onlyPlayers && players != options.onlyPlayers)
            continue;
        const auto t = options.bots ? measureBots(ruleset, players, options.bot, options.threads, options.seconds)
                                    : measure(*ruleset, players, options.seconds);
        out << u"%1  %2  %3\n"_s.arg(players, 7)
                   .arg(t.gamesPerSecond, 12, 'f', 0)
                   .arg(t.decisionsPerSecond, 14, 'f', 0);
        out.flush();
    }
}

} // namespace

int runBench(const QStringList &arguments)
{
    CommandParser parser;
    addBenchOptions(parser);
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    BenchOptions options;
    if (const auto error = readCounts(parser, options))
        return *error;
    const auto variant = userVariantLoader().load(parser.value(u"variant"_s).toStdString());
    if (!variant) {
        printErrors(variant.errors());
        return 1;
    }
    const std::shared_ptr<const Ruleset> ruleset = Registry::instance().game(variant->game)->compile(*variant);
    if (const auto error = readMeasure(parser, *ruleset, options))
        return *error;
    QTextStream out(stdout);
    if (options.search)
        benchSearch(out, *ruleset, options);
    else
        benchGames(out, ruleset, options);
    return 0;
}
