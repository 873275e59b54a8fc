// The batch simulator: reproducible reports, the Wilson interval, errors as
// values, and the measured strength of the heuristic bot.

#include "core/simulator.h"
#include "registry.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;
using houserules::Decision;
using houserules::Registry;
using houserules::Rng;
using houserules::SimulationReport;
using houserules::SimulationSpec;

namespace {

QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

std::shared_ptr<const houserules::Ruleset> rulesetOf(const std::string &id)
{
    auto ruleset = Registry::instance().ruleset(id);
    if (!ruleset)
        qFatal("cannot load %s", id.c_str());
    return *ruleset;
}

SimulationSpec spec(int players, std::vector<std::string> bots, int games, std::uint64_t seed,
    const std::string &variant = "blasting-billy/standard")
{
    SimulationSpec s;
    s.ruleset = rulesetOf(variant);
    s.players = players;
    s.bots = std::move(bots);
    s.games = games;
    s.seed = seed;
    return s;
}

bool sameReport(const SimulationReport &a, const SimulationReport &b)
{
    if (a.games != b.games || a.meanLength != b.meanLength || a.gamesWithoutWinner != b.gamesWithoutWinner
        || a.figures != b.figures || a.seats.size() != b.seats.size())
        return false;
    for (std::size_t i = 0; i < a.seats.size(); ++i) {
        const auto &x = a.seats[i];
        const auto &y = b.seats[i];
        if (x.bot != y.bot || x.wins != y.wins || x.winRate != y.winRate || x.winRateLow != y.winRateLow
            || x.winRateHigh != y.winRateHigh || x.meanScore != y.meanScore || x.figures != y.figures)
            return false;
    }
    return true;
}

} // namespace

class TestSimulator : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameSeedSameReport();
    void differentSeedsDiffer();
    void reportIsConsistent();
    void meanLengthMatchesDeal_data();
    void meanLengthMatchesDeal();
    void wilsonInterval_data();
    void wilsonInterval();
    void wilsonIsSymmetric();
    void errors_data();
    void errors();
    void heuristicBeatsRandom_data();
    void heuristicBeatsRandom();
    void heuristicChoosesLegalDecisions();
};

void TestSimulator::sameSeedSameReport()
{
    const auto s = spec(3, {"heuristic", "random", "random"}, 300, 77);
    const auto a = houserules::simulate(s);
    const auto b = houserules::simulate(s);
    QVERIFY(a.ok() && b.ok());
    QVERIFY(sameReport(*a, *b));
}

void TestSimulator::differentSeedsDiffer()
{
    const auto a = houserules::simulate(spec(4, {"random", "random", "random", "random"}, 300, 1));
    const auto b = houserules::simulate(spec(4, {"random", "random", "random", "random"}, 300, 2));
    QVERIFY(a.ok() && b.ok());
    QVERIFY(!sameReport(*a, *b));
    // Not just one number: the per-seat wins differ too.
    bool winsDiffer = false;
    for (std::size_t seat = 0; seat < 4; ++seat)
        winsDiffer = winsDiffer || a->seats[seat].wins != b->seats[seat].wins;
    QVERIFY(winsDiffer);
}

void TestSimulator::reportIsConsistent()
{
    const int games = 500;
    const auto report
        = houserules::simulate(spec(5, {"heuristic", "random", "heuristic", "random", "random"}, games, 9));
    QVERIFY(report.ok());
    QCOMPARE(report->games, games);
    QCOMPARE(report->seats.size(), std::size_t(5));
    int wins = 0;
    for (std::size_t seat = 0; seat < 5; ++seat) {
        const auto &s = report->seats[seat];
        QCOMPARE(s.bot, std::string(seat == 0 || seat == 2 ? "heuristic" : "random"));
        QCOMPARE(s.winRate, double(s.wins) / games);
        QVERIFY(s.winRateLow <= s.winRate && s.winRate <= s.winRateHigh);
        const auto [low, high] = houserules::wilsonInterval(s.wins, games);
        QCOMPARE(s.winRateLow, low);
        QCOMPARE(s.winRateHigh, high);
        QVERIFY(s.meanScore >= 0);
        QVERIFY(s.figures.count("shot_down"));
        QVERIFY(s.figures.at("shot_down") >= 0 && s.figures.at("shot_down") <= 1);
        wins += s.wins;
    }
    // Every game has a winner (shared wins count for each) unless Billy won.
    QVERIFY(wins >= games - report->gamesWithoutWinner);
    QVERIFY(report->gamesWithoutWinner >= 0 && report->gamesWithoutWinner <= games);
    QVERIFY(report->figures.count("shot_down"));
}

void TestSimulator::meanLengthMatchesDeal_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<double>("length");
    // Standard deck: 5 colours x (11 values + 1 dynamite) = 60 cards. Every
    // turn before the pile runs out plays one card and draws one, then each
    // player has one more turn: length = pile after the deal + players.
    QTest::newRow("2 players") << 2 << double(60 - 12 - 2 * 3 + 2);
    QTest::newRow("3 players") << 3 << double(60 - 6 - 3 * 3 + 3);
    QTest::newRow("4 players") << 4 << double(60 - 0 - 4 * 3 + 4);
    QTest::newRow("5 players") << 5 << double(60 - 0 - 5 * 3 + 5);
}

void TestSimulator::meanLengthMatchesDeal()
{
    QFETCH(int, players);
    QFETCH(double, length);
    const auto report
        = houserules::simulate(spec(players, std::vector<std::string>(std::size_t(players), "random"), 50, 3));
    QVERIFY(report.ok());
    QCOMPARE(report->meanLength, length);
}

void TestSimulator::wilsonInterval_data()
{
    QTest::addColumn<int>("successes");
    QTest::addColumn<int>("trials");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // By hand from the formula with z = 1.96: centre (p + z^2/2n) / (1 + z^2/n),
    // half-width z sqrt(p(1-p)/n + z^2/4n^2) / (1 + z^2/n).
    QTest::newRow("50/100") << 50 << 100 << 0.40383 << 0.59617;
    QTest::newRow("0/10") << 0 << 10 << 0.0 << 0.27753;
    QTest::newRow("10/10") << 10 << 10 << 0.72247 << 1.0;
    QTest::newRow("1/4") << 1 << 4 << 0.04559 << 0.69936;
    QTest::newRow("no trials") << 0 << 0 << 0.0 << 1.0;
}

void TestSimulator::wilsonInterval()
{
    QFETCH(int, successes);
    QFETCH(int, trials);
    QFETCH(double, low);
    QFETCH(double, high);
    const auto [l, h] = houserules::wilsonInterval(successes, trials);
    QVERIFY2(std::abs(l - low) < 1e-5, qPrintable(QString::number(l, 'f', 7)));
    QVERIFY2(std::abs(h - high) < 1e-5, qPrintable(QString::number(h, 'f', 7)));
    QVERIFY(l >= 0 && h <= 1 && l <= h);
}

void TestSimulator::wilsonIsSymmetric()
{
    for (int k = 0; k <= 20; ++k) {
        const auto [low, high] = houserules::wilsonInterval(k, 20);
        const auto [otherLow, otherHigh] = houserules::wilsonInterval(20 - k, 20);
        QVERIFY(std::abs(low - (1 - otherHigh)) < 1e-12);
        QVERIFY(std::abs(high - (1 - otherLow)) < 1e-12);
        QVERIFY(low <= k / 20.0 && k / 20.0 <= high);
    }
    // More trials, narrower interval.
    const auto [low100, high100] = houserules::wilsonInterval(50, 100);
    const auto [low1000, high1000] = houserules::wilsonInterval(500, 1000);
    QVERIFY(high1000 - low1000 < high100 - low100);
}

void TestSimulator::errors_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("keyPath");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown bot") << 2 << QStringList {u"random"_s, u"genius"_s} << 10 << u"bots"_s
                                 << u"unknown bot 'genius'; expected one of: random, heuristic"_s;
    QTest::newRow("too few bots") << 4 << QStringList {u"random"_s, u"random"_s} << 10 << u"bots"_s
                                  << u"expected one bot per seat (4)"_s;
    QTest::newRow("too many bots") << 2 << QStringList {u"random"_s, u"random"_s, u"random"_s} << 10 << u"bots"_s
                                   << u"expected one bot per seat (2)"_s;
    QTest::newRow("one player") << 1 << QStringList {u"random"_s} << 10 << u"players"_s
                                << u"this variant is for 2 to 5 players"_s;
    QTest::newRow("six players") << 6 << QStringList(6, u"random"_s) << 10 << u"players"_s
                                 << u"this variant is for 2 to 5 players"_s;
    QTest::newRow("no games") << 2 << QStringList {u"random"_s, u"random"_s} << 0 << u"games"_s
                              << u"expected at least one game"_s;
}

void TestSimulator::errors()
{
    QFETCH(int, players);
    QFETCH(QStringList, bots);
    QFETCH(int, games);
    QFETCH(QString, keyPath);
    QFETCH(QString, message);
    std::vector<std::string> names;
    for (const auto &b : bots)
        names.push_back(b.toStdString());
    const auto report = houserules::simulate(spec(players, names, games, 1));
    QVERIFY(!report.ok());
    QCOMPARE(qstr(report.errors().front().keyPath), keyPath);
    QCOMPARE(qstr(report.errors().front().message), message);
}

// PRODUCT.md: "Strength is measured, not assumed". 3000 games of the standard
// rules with 4 players: one heuristic bot against three random ones must win
// clearly more than its fair quarter, and clearly more than each random seat.
void TestSimulator::heuristicBeatsRandom_data()
{
    QTest::addColumn<int>("seat");
    QTest::newRow("heuristic in seat 1") << 0;
    QTest::newRow("heuristic in seat 3") << 2;
}

void TestSimulator::heuristicBeatsRandom()
{
    QFETCH(int, seat);
    std::vector<std::string> bots(4, "random");
    bots[std::size_t(seat)] = "heuristic";
    const auto report = houserules::simulate(spec(4, bots, 3000, 20260 + std::uint64_t(seat)));
    QVERIFY(report.ok());
    const auto &heuristic = report->seats[std::size_t(seat)];
    QVERIFY2(heuristic.winRateLow > 0.25 + 0.1, qPrintable(QString::number(heuristic.winRate)));
    for (int other = 0; other < 4; ++other) {
        if (other == seat)
            continue;
        const auto &random = report->seats[std::size_t(other)];
        QVERIFY2(heuristic.winRateLow > random.winRateHigh,
            qPrintable(u"heuristic %1 [%2, %3], random %4 [%5, %6]"_s.arg(heuristic.winRate)
                           .arg(heuristic.winRateLow)
                           .arg(heuristic.winRateHigh)
                           .arg(random.winRate)
                           .arg(random.winRateLow)
                           .arg(random.winRateHigh)));
        QVERIFY(heuristic.meanScore > random.meanScore);
    }
}

// The bot sees only an observation; whatever it decides must be in the legal
// list it was given, in every variant and player count.
void TestSimulator::heuristicChoosesLegalDecisions()
{
    const auto loader = Registry::instance().loader();
    for (const auto &id : loader.availableIds()) {
        const auto ruleset = rulesetOf(id);
        const auto names = ruleset->botNames();
        for (int players = ruleset->minPlayers(); players <= ruleset->maxPlayers(); ++players) {
            for (int game = 0; game < 10; ++game) {
                Rng rng(Rng::derive(std::uint64_t(players), std::uint64_t(game)));
                auto state = ruleset->newGame(players, game % players, rng);
                std::vector<std::unique_ptr<houserules::Bot>> bots;
                for (int seat = 0; seat < players; ++seat)
                    bots.push_back(ruleset->makeBot(names[std::size_t(seat) % names.size()]));
                std::vector<Decision> legal;
                while (!state->isTerminal()) {
                    const int seat = state->currentPlayer();
                    state->legalDecisions(legal);
                    const Decision d = bots[std::size_t(seat)]->choose(*state->observe(seat), legal, rng);
                    QVERIFY2(std::find(legal.begin(), legal.end(), d) != legal.end(),
                        qPrintable(qstr(id + ": " + state->decisionText(d))));
                    state->apply(d);
                }
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestSimulator)
#include "test_simulator.moc"
