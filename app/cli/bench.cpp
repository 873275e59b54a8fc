#include "commands.h"

#include "registry.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <chrono>

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

} // namespace

int runBench(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Measure random playouts per second on one thread, per player count."_s);
    parser.addHelpOption();
    parser.addOptions({
        {u"variant"_s, u"Variant id or file (default blasting-billy/standard)."_s, u"V"_s,
            u"blasting-billy/standard"_s},
        {u"seconds"_s, u"Time to measure each player count (default 1)."_s, u"T"_s, u"1"_s},
    });
    if (!parser.parse(QStringList {u"bench"_s} + arguments))
        return usageError(parser.errorText());
    if (parser.isSet(u"help"_s)) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    bool ok = false;
    const double seconds = parser.value(u"seconds"_s).toDouble(&ok);
    if (!ok || seconds <= 0)
        return usageError(u"--seconds expects a positive number, not '%1'"_s.arg(parser.value(u"seconds"_s)));
    auto ruleset = Registry::instance().ruleset(parser.value(u"variant"_s).toStdString());
    if (!ruleset) {
        printErrors(ruleset.errors());
        return 1;
    }

    QTextStream out(stdout);
    out << "random playouts, one thread, " << QString::fromStdString((*ruleset)->variant().id) << '\n';
    out << u"%1  %2  %3\n"_s.arg(u"players"_s, 7).arg(u"games/s"_s, 12).arg(u"decisions/s"_s, 14);
    out.flush();
    for (int players = (*ruleset)->minPlayers(); players <= (*ruleset)->maxPlayers(); ++players) {
        const auto t = measure(**ruleset, players, seconds);
        out << u"%1  %2  %3\n"_s.arg(players, 7)
                   .arg(t.gamesPerSecond, 12, 'f', 0)
                   .arg(t.decisionsPerSecond, 14, 'f', 0);
        out.flush();
    }
    return 0;
}
