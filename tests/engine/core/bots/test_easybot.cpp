// The easy bot: the game's heuristic bot taking a share of its decisions at
// random. In every game, variant and player count it decides only legal
// decisions and the same way for the same seed; with a share of 0 it is the
// heuristic bot, decision for decision; its option reads as documented; in
// seat 1 against heuristic bots it wins clearly less than a heuristic bot
// there and clearly more than a random one; and a newcomer can beat it: a
// stand-in for one wins its share against easy in every mode.

#include "core/bots/easybot.h"
#include "core/bots/searchbot.h"
#include "core/simulation/simulator.h"
#include "registry.h"

#include <QTest>

#include <algorithm>

using houserules::Decision;
using houserules::Registry;
using houserules::Rng;
using houserules::State;

namespace {

std::shared_ptr<const houserules::Ruleset> rulesetOf(const std::string &id)
{
    auto ruleset = Registry::instance().ruleset(id);
    if (!ruleset)
        qFatal("cannot load %s", id.c_str());
    return *ruleset;
}

// Plays one game with `bots` (one per seat) and returns its decisions;
// seat s draws from its own generator seeded with derive(seed, s + 1), as
// the simulator's do. Fails the test on an illegal decision.
std::vector<Decision> playGame(const houserules::Ruleset &ruleset, int players, const std::vector<std::string> &bots,
    std::uint64_t seed, bool *legalOnly)
{
    Rng deal(seed);
    auto state = ruleset.newGame(players, int(deal.below(std::uint32_t(players))), deal);
    std::vector<std::unique_ptr<houserules::Bot>> seats;
    std::vector<Rng> rng;
    for (int seat = 0; seat < players; ++seat) {
        seats.push_back(ruleset.makeBot(bots[std::size_t(seat) % bots.size()]));
        rng.emplace_back(Rng::derive(seed, std::uint64_t(seat) + 1));
    }
    std::vector<Decision> legal, played;
    while (!state->isTerminal()) {
        const int seat = state->currentPlayer();
        state->legalDecisions(legal);
        const Decision d = seats[std::size_t(seat)]->choose(*state->observe(seat), legal, rng[std::size_t(seat)]);
        if (std::find(legal.begin(), legal.end(), d) == legal.end()) {
            *legalOnly = false;
            return played;
        }
        played.push_back(d);
        state->apply(d);
    }
    return played;
}

// Seat 1's win rate with `bot` there and `others` in every other seat.
houserules::SeatStatistics seatOne(const std::string &bot, const std::string &variant, int players, int games,
    const std::string &others = "heuristic", int threads = 1)
{
    houserules::SimulationSpec spec;
    spec.ruleset = rulesetOf(variant);
    spec.players = players;
    spec.bots.assign(std::size_t(players), others);
    spec.bots.front() = bot;
    spec.games = games;
    spec.seed = 26;
    auto report = houserules::simulate(spec, {threads, {}, nullptr});
    if (!report)
        qFatal("simulate failed");
    return report->seats.front();
}

} // namespace

class TestEasyBot : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyGame_data();
    void legalAndDeterministic_data() { everyGame_data(); }
    void legalAndDeterministic();
    void shareZeroIsHeuristic_data() { everyGame_data(); }
    void shareZeroIsHeuristic();
    void theGamesOwnShare();
    void options();
    void unknownOptionIsAnError();
    void weakerThanHeuristicStrongerThanRandom();
    void aNewcomerCanBeatIt_data();
    void aNewcomerCanBeatIt();
};

void TestEasyBot::everyGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    for (const auto &id : Registry::instance().loader().availableIds()) {
        const auto ruleset = rulesetOf(id);
        for (int players = ruleset->minPlayers(); players <= ruleset->maxPlayers(); ++players)
            QTest::addRow("%s, %d players", id.c_str(), players) << QString::fromStdString(id) << players;
    }
}

// Easy in every seat, at its own share and at a half: every decision is
// legal, and the same seed plays the same game again.
void TestEasyBot::legalAndDeterministic()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    const auto ruleset = rulesetOf(variant.toStdString());
    for (const std::string bot : {"easy", "easy:random=0.5"}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            bool legal = true;
            const auto first = playGame(*ruleset, players, {bot}, seed, &legal);
            QVERIFY2(legal, bot.c_str());
            const auto again = playGame(*ruleset, players, {bot}, seed, &legal);
            QVERIFY(first == again);
        }
    }
}

// With a share of 0 the easy bot is the heuristic bot: the same decisions
// from the same generators, so the same whole games.
void TestEasyBot::shareZeroIsHeuristic()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    const auto ruleset = rulesetOf(variant.toStdString());
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        bool legal = true;
        const auto easy = playGame(*ruleset, players, {"easy:random=0"}, seed, &legal);
        const auto heuristic = playGame(*ruleset, players, {"heuristic"}, seed, &legal);
        QVERIFY(legal);
        QVERIFY(easy == heuristic);
        // ...and a share of 1 is not (a whole game of random decisions
        // matching the heuristic's would be a wonder).
        const auto random = playGame(*ruleset, players, {"easy:random=1"}, seed, &legal);
        QVERIFY(random != heuristic);
    }
}

// "easy" plays at its game's share: it differs from the heuristic bot, and
// plays exactly as easy:random=P with the game's P.
void TestEasyBot::theGamesOwnShare()
{
    const auto ruleset = rulesetOf("blasting-billy/standard");
    bool legal = true;
    const auto easy = playGame(*ruleset, 4, {"easy"}, 7, &legal);
    QVERIFY(easy != playGame(*ruleset, 4, {"heuristic"}, 7, &legal));
    QVERIFY(easy == playGame(*ruleset, 4, {"easy:random=0.65"}, 7, &legal));
    QVERIFY(easy != playGame(*ruleset, 4, {"easy:random=0.6"}, 7, &legal));
}

void TestEasyBot::options()
{
    using houserules::parseEasySpec;
    QVERIFY(parseEasySpec("easy"));
    QVERIFY(!parseEasySpec("easy")->randomShare);
    QCOMPARE(*parseEasySpec("easy:random=0.25")->randomShare, 0.25);
    QCOMPARE(*parseEasySpec("easy:random=1")->randomShare, 1.0);
    std::string error;
    QVERIFY(!parseEasySpec("heuristic", &error));
    QVERIFY(error.empty());
    QVERIFY(!parseEasySpec("easygoing", &error));
    QVERIFY(error.empty());
    for (const std::string wrong : {"easy:random=1.5", "easy:random=-0.1", "easy:random=lots", "easy:share=0.2"}) {
        error.clear();
        QVERIFY2(!parseEasySpec(wrong, &error), wrong.c_str());
        QVERIFY2(!error.empty(), wrong.c_str());
    }
    using V = std::vector<std::string>;
    QCOMPARE(houserules::splitBotSpecs("easy:random=0.3,heuristic,easy"), (V {"easy:random=0.3", "heuristic", "easy"}));
}

// A wrong option is named in the simulator's error, not "unknown bot".
void TestEasyBot::unknownOptionIsAnError()
{
    houserules::SimulationSpec spec;
    spec.ruleset = rulesetOf("boomo/standard");
    spec.players = 2;
    spec.bots = {"easy:random=2", "heuristic"};
    spec.games = 1;
    const auto report = houserules::simulate(spec, {1, {}, nullptr});
    QVERIFY(!report);
    const std::string message = report.errors().front().toString();
    QVERIFY2(message.find("random: expected a number from 0 to 1") != std::string::npos, message.c_str());
}

// Blasting Billy, 4 players, the same seeds for each bot in seat 1: easy's
// interval lies wholly below the heuristic bot's and wholly above the random
// bot's (measured: some 25%, 12% and 4%). A fixed seed makes it exact, so
// it cannot flake, and it would fail were easy either of the others.
void TestEasyBot::weakerThanHeuristicStrongerThanRandom()
{
    constexpr int kGames = 3000;
    const auto easy = seatOne("easy", "blasting-billy/standard", 4, kGames);
    const auto heuristic = seatOne("heuristic", "blasting-billy/standard", 4, kGames);
    const auto random = seatOne("random", "blasting-billy/standard", 4, kGames);
    const QByteArray rates = QByteArray::number(random.winRate) + " < " + QByteArray::number(easy.winRate) + " < "
        + QByteArray::number(heuristic.winRate);
    QVERIFY2(easy.winRateHigh < heuristic.winRateLow, rates.constData());
    QVERIFY2(easy.winRateLow > random.winRateHigh, rates.constData());
    // Weaker by some 10 to 20 points, as the level promises.
    QVERIFY2(heuristic.winRate - easy.winRate > 0.08 && heuristic.winRate - easy.winRate < 0.22, rates.constData());
}

// Every mode of the games (the ladder's, at their usual player counts), with
// the games each needs: enough that the interval's half-width is well inside
// the margin measured over 10,000 games (docs/BENCHMARKS.md, the newcomer
// stand-in).
void TestEasyBot::aNewcomerCanBeatIt_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    // Measured 38% and more (two players: 51%): far above the target.
    for (const char *variant : {"blasting-billy/standard", "halunken-spelunken/intro", "halunken-spelunken/standard",
             "boomo/standard", "boomo/short"})
        QTest::addRow("%s, 4 players", variant) << QString::fromUtf8(variant) << 4 << 2000;
    QTest::addRow("halunken-spelunken/two-player, 2 players")
        << QStringLiteral("halunken-spelunken/two-player") << 2 << 2000;
    // Measured 21%, and 17% (16.2-17.6): the closest, so the most games.
    QTest::addRow("wyatt-earp/poker-for-shares, 4 players")
        << QStringLiteral("wyatt-earp/poker-for-shares") << 4 << 4000;
    QTest::addRow("wyatt-earp/standard, 4 players") << QStringLiteral("wyatt-earp/standard") << 4 << 10000;
}

// A stand-in for a newcomer who has read the rules, the heuristic bot taking
// 30% of its decisions at random, in seat 1 against easy bots in every
// other seat, wins at least 60% of the fair share (15% at four players,
// 30% at two), its whole 95% interval above that. The simulator draws the
// first player for every game, so seat 1 plays every place in the turn
// order alike. A fixed seed makes it exact; with Wyatt Earp's easy share of
// old (0.1, below the stand-in's) it wins 3% there and this fails.
void TestEasyBot::aNewcomerCanBeatIt()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(int, games);
    const double target = 0.6 / players;
    const auto standIn = seatOne("easy:random=0.3", variant.toStdString(), players, games, "easy", 2);
    const QByteArray rate = QByteArray::number(100 * standIn.winRate, 'f', 1) + "% ("
        + QByteArray::number(100 * standIn.winRateLow, 'f', 1) + "-"
        + QByteArray::number(100 * standIn.winRateHigh, 'f', 1) + "), target "
        + QByteArray::number(100 * target, 'f', 0) + "%";
    QVERIFY2(standIn.winRateLow >= target, rate.constData());
}

QTEST_GUILESS_MAIN(TestEasyBot)
#include "test_easybot.moc"
