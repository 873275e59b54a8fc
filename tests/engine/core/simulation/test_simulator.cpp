// The batch simulator: the same seed gives the same report, the report agrees
// with itself and with the deal, histograms and estimates, the events of a
// game's setup and play, errors as values, progress and cancellation.

#include "simulatortestsupport.h"

#include "blastingbilly/state.h"
#include "core/bots/searchbot.h"
#include "core/simulation/simulator.h"
#include "core/simulation/sweep.h"
#include "registry.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

using namespace Qt::Literals::StringLiterals;
using namespace simtest;
using houserules::Decision;
using houserules::Estimate;
using houserules::Event;
using houserules::Moments;
using houserules::Progress;
using houserules::Rng;

class TestSimulator : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameSeedSameReport();
    void differentSeedsDiffer();
    void reportIsConsistent();
    void meanLengthMatchesDeal_data();
    void meanLengthMatchesDeal();
    void errors_data();
    void errors();
    void histogramsAndMedians();
    void meanEstimate();
    void setupAndPlayEvents();
    void progressIsReported();
    void cancellationStopsSoon();
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
        QVERIFY(s.figures.at("shot_down").value >= 0 && s.figures.at("shot_down").value <= 1);
        QVERIFY(s.figures.at("shot_down").share);
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

void TestSimulator::errors_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("keyPath");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown bot")
        << 2 << QStringList {u"random"_s, u"genius"_s} << 10 << u"bots"_s
        << u"unknown bot 'genius'; expected one of: random, heuristic, light, easy, hard, ismcts"_s;
    QTest::newRow("search bot option") << 2 << QStringList {u"random"_s, u"ismcts:iterations=ten"_s} << 10 << u"bots"_s
                                       << u"bot 'ismcts:iterations=ten': iterations: expected a number, not 'ten'"_s;
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

void TestSimulator::histogramsAndMedians()
{
    using houserules::Histogram;
    QCOMPARE(houserules::median(Histogram {}), 0.0);
    QCOMPARE(houserules::median(Histogram {{7, 1}}), 7.0);
    QCOMPARE(houserules::median(Histogram {{1, 1}, {3, 1}}), 2.0);
    QCOMPARE(houserules::median(Histogram {{1, 2}, {5, 1}}), 1.0);
    QCOMPARE(houserules::median(Histogram {{1, 2}, {5, 2}, {9, 1}}), 5.0);
    QCOMPARE(houserules::median(Histogram {{-4, 3}, {2, 1}, {6, 2}}), -1.0);
    Histogram h {{1, 2}};
    houserules::addTo(h, Histogram {{1, 3}, {4, 1}});
    QCOMPARE(h, (Histogram {{1, 5}, {4, 1}}));

    // A report's histograms count every game once and agree with its medians.
    const auto report = houserules::simulate(spec(3, {"heuristic", "random", "random"}, 300, 6));
    QVERIFY(report.ok());
    for (const auto &seat : report->seats) {
        std::int64_t games = 0, sum = 0;
        for (const auto &[score, count] : seat.scores) {
            games += count;
            sum += score * count;
        }
        QCOMPARE(games, 300);
        QCOMPARE(double(sum) / 300, seat.meanScore);
        QCOMPARE(seat.medianScore, houserules::median(seat.scores));
    }
    QCOMPARE(report->lengths, (houserules::Histogram {{48, 300}}));
    QCOMPARE(report->medianLength, 48.0);
}

void TestSimulator::meanEstimate()
{
    Moments m;
    for (int x : {1, 2, 3, 4})
        m.add(x);
    QCOMPARE(m.sum, 10);
    QCOMPARE(m.squares, 30);
    QVERIFY(!m.zeroOrOne());
    const Estimate e = houserules::meanEstimate(m, 4);
    QCOMPARE(e.value, 2.5);
    // sd = sqrt((30 - 10 * 2.5) / 3), half-width 1.96 * sd / sqrt(4).
    const double half = houserules::kZ95 * std::sqrt(5.0 / 3.0) / 2;
    QVERIFY(std::abs(e.low - (2.5 - half)) < 1e-12 && std::abs(e.high - (2.5 + half)) < 1e-12);
    QVERIFY(e.excludesZero());
    const Estimate one = houserules::meanEstimate(Moments {3, 9}, 1);
    QCOMPARE(one.low, 3.0);
    QCOMPARE(one.high, 3.0);
    QVERIFY(!houserules::meanEstimate(Moments {0, 0}, 50).excludesZero());
    Moments shares;
    for (int x : {0, 1, 1, 0})
        shares.add(x);
    QVERIFY(shares.zeroOrOne());
    QVERIFY(houserules::shareEstimate(2, 4).share);
    // Shares at the ends have exact bounds.
    QCOMPARE(houserules::shareEstimate(0, 200).low, 0.0);
    QCOMPARE(houserules::shareEstimate(200, 200).high, 1.0);
    // Two shares: 0.6 - 0.4, half-width 1.96 * sqrt(0.24 / 100 + 0.24 / 100).
    const Estimate d = houserules::shareDifference(60, 100, 40, 100);
    QVERIFY(std::abs(d.value - 0.2) < 1e-12);
    QVERIFY(std::abs(d.halfWidth() - houserules::kZ95 * std::sqrt(0.0048)) < 1e-12);
}

void TestSimulator::setupAndPlayEvents()
{
    static_assert(sizeof(Event) == 16);
    const auto ruleset = rulesetOf("blasting-billy/standard");
    Rng rng(99);
    auto state = ruleset->newGame(4, 1, rng);
    std::vector<Event> events;
    state->setupEvents(events);
    QCOMPARE(events.size(), std::size_t(12));
    std::vector<std::vector<int>> dealt(4);
    for (const Event &e : events) {
        QVERIFY(e.has(Event::EnteredHand) && !e.has(Event::PlayedCard));
        QCOMPARE(int(e.privateTo), int(e.player));
        QVERIFY(e.card >= 0);
        dealt[std::size_t(e.player)].push_back(e.card);
        // Others see that a card came in, not which.
        const Event seen = e.seenBy((e.player + 1) % 4);
        QCOMPARE(seen.card, std::int16_t(-1));
        QCOMPARE(seen.marks, e.marks);
    }
    const auto *billy = dynamic_cast<const houserules::blastingbilly::BillyState *>(state.get());
    QVERIFY(billy);
    for (int seat = 0; seat < 4; ++seat) {
        auto hand = billy->hand(seat);
        std::vector<int> held(hand.begin(), hand.end());
        std::sort(held.begin(), held.end());
        std::sort(dealt[std::size_t(seat)].begin(), dealt[std::size_t(seat)].end());
        QCOMPARE(dealt[std::size_t(seat)], held);
    }

    int played = 0, entered = 0;
    std::vector<Decision> legal;
    while (!state->isTerminal()) {
        events.clear();
        const int seat = state->currentPlayer();
        state->legalDecisions(legal);
        const Decision d = legal[rng.below(std::uint32_t(legal.size()))];
        state->apply(d, &events);
        for (const Event &e : events) {
            if (e.has(Event::PlayedCard)) {
                ++played;
                QCOMPARE(int(e.player), seat);
                QCOMPARE(e.card, d.card);
            }
            if (e.has(Event::EnteredHand)) {
                ++entered;
                QCOMPARE(int(e.player), seat);
            }
        }
    }
    QCOMPARE(played, state->decisionCount());
    QCOMPARE(entered, 60 - 12); // the whole pile is drawn
}

void TestSimulator::progressIsReported()
{
    const auto caller = std::this_thread::get_id();
    std::vector<Progress> seen;
    bool onCaller = true;
    RunOptions options;
    options.threads = 2;
    options.progress = [&](const Progress &p) {
        onCaller = onCaller && std::this_thread::get_id() == caller;
        seen.push_back(p);
    };
    const auto report
        = houserules::simulate(spec(4, {"heuristic", "heuristic", "heuristic", "heuristic"}, 3000, 2), options);
    QVERIFY(report.ok());
    QVERIFY(onCaller);
    QVERIFY(!seen.empty());
    for (std::size_t i = 0; i < seen.size(); ++i) {
        QCOMPARE(seen[i].total, 3000);
        QVERIFY(seen[i].done >= 0 && seen[i].done <= 3000);
        if (i > 0)
            QVERIFY(seen[i].done >= seen[i - 1].done);
    }
    QCOMPARE(seen.back().done, 3000);

    // A sweep counts the games of all its values.
    const auto base = standardVariant();
    const auto loader = Registry::instance().loader();
    seen.clear();
    const auto sweep = houserules::sweep(sweepSpec(base, loader, "hand_size", {2, 3, 11}, 4, 100), options);
    QVERIFY(sweep.ok());
    QVERIFY(!seen.empty());
    QCOMPARE(seen.back().total, 300);
    QCOMPARE(seen.back().done, 200); // the rejected value plays nothing
}

void TestSimulator::cancellationStopsSoon()
{
    using Clock = std::chrono::steady_clock;
    double fastest = 1e9;
    for (int attempt = 0; attempt < 3; ++attempt) {
        std::atomic<bool> cancel {false};
        Clock::time_point cancelledAt;
        RunOptions options;
        options.threads = 2;
        options.cancel = &cancel;
        options.progress = [&](const Progress &p) {
            if (!cancel && p.done > 0) {
                cancelledAt = Clock::now();
                cancel = true;
            }
        };
        const int games = 10'000'000;
        const auto report
            = houserules::simulate(spec(4, {"heuristic", "heuristic", "heuristic", "heuristic"}, games, 4), options);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - cancelledAt).count();
        QVERIFY(report.ok());
        QVERIFY(report->cancelled);
        QVERIFY(report->games > 0 && report->games < games);
        std::int64_t counted = 0;
        for (const auto &entry : report->lengths)
            counted += entry.second;
        QCOMPARE(counted, std::int64_t(report->games));
        fastest = std::min(fastest, ms);
    }
    QVERIFY2(fastest < 100, qPrintable(u"stopped %1 ms after the flag was set"_s.arg(fastest)));

    // Not cancelled: a flag that stays false changes nothing.
    std::atomic<bool> never {false};
    RunOptions options;
    options.cancel = &never;
    const auto s = spec(2, {"random", "heuristic"}, 200, 9);
    const auto report = houserules::simulate(s, options);
    QVERIFY(report.ok() && !report->cancelled);
    QVERIFY(report->tally == tallyOf(s, 1));
}

QTEST_GUILESS_MAIN(TestSimulator)
#include "test_simulator.moc"
