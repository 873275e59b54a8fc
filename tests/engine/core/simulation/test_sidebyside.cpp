// Several runs side by side: several house rules against one base on the
// same seeds (compareSideBySide), sweeps of two parameters, of lists and of card
// counts, and the honest choice of the best value (chooseSmallest): the
// values that cannot be told apart from it, whether it stands out, and how
// many games would tell.

#include "core/simulation/simulator.h"
#include "core/simulation/statistics.h"
#include "core/simulation/sweep.h"
#include "registry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace Qt::Literals::StringLiterals;
using houserules::BestChoice;
using houserules::Estimate;
using houserules::Registry;
using houserules::RunOptions;
using houserules::Shard;
using houserules::SimulationSpec;
using houserules::SimulationTally;
using houserules::SweepAxis;
using houserules::SweepSpec;

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

RunOptions threads(int count)
{
    RunOptions options;
    options.threads = count;
    return options;
}

houserules::Variant variantOf(const std::string &id)
{
    auto variant = Registry::instance().loader().load(id);
    if (!variant)
        qFatal("cannot load %s", id.c_str());
    return *variant;
}

// The tally of a plain run of the house rule written as `yaml` (extending `base`).
SimulationTally tallyOfText(const houserules::Variant &base, const std::string &parameters, const SimulationSpec &s)
{
    const std::string text
        = "game: " + base.game + "\nextends: \"" + base.file + "\"\ntitle: {en: A test}\nparameters:\n" + parameters;
    auto variant = Registry::instance().loader().loadText(text, base.file + " [test]");
    if (!variant)
        qFatal("cannot load the test house rule: %s", variant.errors().front().message.c_str());
    auto copy = s;
    copy.ruleset = Registry::instance().game(base.game)->compile(*variant);
    const auto report = houserules::simulate(copy, threads(2));
    if (!report)
        qFatal("simulate failed");
    return report->tally;
}

SweepSpec sweepOf(const houserules::Variant &base, const houserules::VariantLoader &loader, std::vector<SweepAxis> axes,
    SimulationSpec simulation)
{
    SweepSpec s;
    s.simulation = std::move(simulation);
    s.base = &base;
    s.game = Registry::instance().game(base.game);
    s.loader = &loader;
    s.axes = std::move(axes);
    return s;
}

Estimate estimate(double value, double standardError, std::int64_t n = 1000)
{
    Estimate e;
    e.value = value;
    e.low = value - houserules::kZ95 * standardError;
    e.high = value + houserules::kZ95 * standardError;
    e.n = n;
    return e;
}

} // namespace

class TestSideBySide : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void compareSideBySideEqualsEachPair();
    void compareSideBySideSameWhateverThreadsAndShards();
    void compareSideBySideErrors();
    void chooseSmallestKeepsWhatNoiseCannotTellApart();
    void chooseSmallestHolm();
    void chooseSmallestGamesToTell();
    void identicalBotsNothingStandsOut();
    void aParameterThatMattersStandsOut();
    void gridCellsArePlainHouseRules();
    void gridSameWhateverThreadsAndShards();
    void gridVariantText();
    void sweepLists();
    void sweepCardCounts();
    void sweepErrors_data();
    void sweepErrors();
};

// Each house rule of a comparison of several is exactly the pair compare()
// plays: the same tallies of both variants and the same paired differences.
void TestSideBySide::compareSideBySideEqualsEachPair()
{
    auto base = spec(4, {"heuristic", "random", "heuristic", "random"}, 300, 7);
    base.cardImpact = true;
    const std::vector<std::string> houses {
        "blasting-billy/two-dynamite", "blasting-billy/four-card-hand", "blasting-billy/gold-rush"};
    std::vector<std::shared_ptr<const houserules::Ruleset>> rulesets;
    for (const auto &id : houses)
        rulesets.push_back(rulesetOf(id));
    const auto many = houserules::compareSideBySide(base, rulesets, threads(2));
    QVERIFY(many.ok());
    QCOMPARE(many->games, 300);
    QCOMPARE(many->variants.size(), std::size_t(4));
    QCOMPARE(many->houseRules.size(), std::size_t(3));
    for (std::size_t i = 0; i < houses.size(); ++i) {
        auto house = base;
        house.ruleset = rulesets[i];
        const auto pair = houserules::compare(house, base.ruleset, threads(1));
        QVERIFY(pair.ok());
        QVERIFY2(many->tally.pair(i) == pair->tally, houses[i].c_str());
        QVERIFY(many->houseRules[i].tally == pair->tally);
        QCOMPARE(many->houseRules[i].length.value, pair->length.value);
    }
    // Known differences: two dynamite 5 decisions longer, four cards 4 shorter.
    QCOMPARE(many->houseRules[0].length.value, 5.0);
    QCOMPARE(many->houseRules[1].length.value, -4.0);
    QCOMPARE(many->variants[0].meanLength, 52.0);
    QVERIFY(!many->tally.variants[0].cards.empty());
}

void TestSideBySide::compareSideBySideSameWhateverThreadsAndShards()
{
    const auto base = spec(3, {"heuristic", "random", "random"}, 241, 3);
    const std::vector<std::shared_ptr<const houserules::Ruleset>> houses {
        rulesetOf("blasting-billy/two-dynamite"), rulesetOf("blasting-billy/gold-rush")};
    const auto one = houserules::compareSideBySide(base, houses, threads(1));
    const auto five = houserules::compareSideBySide(base, houses, threads(5));
    QVERIFY(one.ok() && five.ok());
    QVERIFY(one->tally == five->tally);
    houserules::SideBySideTally sum(3, 3);
    for (int index : {2, 0, 1}) {
        auto part = base;
        part.shard = Shard {index, 3};
        const auto shard = houserules::compareSideBySide(part, houses, threads(2));
        QVERIFY(shard.ok());
        sum.add(shard->tally);
    }
    QVERIFY(sum == one->tally);
}

void TestSideBySide::compareSideBySideErrors()
{
    const auto base = spec(4, {"random", "random", "random", "random"}, 10, 1);
    QVERIFY(!houserules::compareSideBySide(base, {}).ok());
    const std::vector<std::shared_ptr<const houserules::Ruleset>> six(6, rulesetOf("blasting-billy/two-dynamite"));
    const auto tooMany = houserules::compareSideBySide(base, six);
    QVERIFY(!tooMany.ok());
    QCOMPARE(qstr(tooMany.errors().front().message), u"expected 1 to 5 house rules to compare with the base, not 6"_s);
    const auto otherGame
        = houserules::compareSideBySide(base, {rulesetOf("blasting-billy/two-dynamite"), rulesetOf("boomo/standard")});
    QVERIFY(!otherGame.ok());
    QCOMPARE(qstr(otherGame.errors().front().message), u"the base variant is for 'blasting-billy', not 'boomo'"_s);
    // A house rule's own problem names it when there are several.
    const auto five = spec(5, std::vector<std::string>(5, "random"), 10, 1);
    const auto halunken = houserules::compareSideBySide(
        five, {rulesetOf("blasting-billy/two-dynamite"), rulesetOf("halunken-spelunken/standard")});
    QVERIFY(!halunken.ok());
    QVERIFY2(qstr(halunken.errors().front().message)
                 .startsWith(u"the house rule 'halunken-spelunken/standard': this variant is for 3 to 4 players"_s),
        halunken.errors().front().message.c_str());
}

// Candidates within noise of each other all stay with the best; one far
// from the rest puts them out.
void TestSideBySide::chooseSmallestKeepsWhatNoiseCannotTellApart()
{
    const BestChoice none = houserules::chooseSmallest({});
    QCOMPARE(none.best, -1);
    QVERIFY(!none.standsOut);

    const BestChoice close
        = houserules::chooseSmallest({estimate(0.05, 0.01), estimate(0.04, 0.01), std::nullopt, estimate(0.055, 0.01)});
    QCOMPARE(close.best, 1);
    QCOMPARE(close.alike, (std::vector<int> {0, 1, 3}));
    QVERIFY(!close.standsOut);
    QCOMPARE(close.runnerUp, 0);

    const BestChoice clear
        = houserules::chooseSmallest({estimate(0.30, 0.01), estimate(0.02, 0.01), estimate(0.25, 0.01)});
    QCOMPARE(clear.best, 1);
    QCOMPARE(clear.alike, std::vector<int> {1});
    QVERIFY(clear.standsOut);

    // One candidate: nothing to stand out from.
    const BestChoice alone = houserules::chooseSmallest({estimate(0.1, 0.01)});
    QCOMPARE(alone.best, 0);
    QVERIFY(!alone.standsOut);
    QCOMPARE(alone.runnerUp, -1);
}

// Holm's step-down: with two comparisons, p = 0.013 is tested at 0.025 and
// then p = 0.034 at 0.05, so both go out (Bonferroni, 0.025 for each, would
// keep the second). With 0.03 and 0.04 the first already stays, and so both.
void TestSideBySide::chooseSmallestHolm()
{
    const double se = 1 / std::sqrt(2.0); // so the difference has standard error 1
    const auto p = [](double z) { return std::erfc(z / std::sqrt(2.0)); };
    QVERIFY(std::abs(p(2.48) - 0.0131) < 1e-3 && std::abs(p(2.12) - 0.034) < 1e-3);
    const BestChoice both = houserules::chooseSmallest({estimate(0, se), estimate(2.48, se), estimate(2.12, se)});
    QCOMPARE(both.alike, std::vector<int> {0});
    QVERIFY(both.standsOut);

    QVERIFY(std::abs(p(2.17) - 0.030) < 1e-3 && std::abs(p(2.05) - 0.040) < 1e-3);
    const BestChoice neither = houserules::chooseSmallest({estimate(0, se), estimate(2.17, se), estimate(2.05, se)});
    QCOMPARE(neither.alike, (std::vector<int> {0, 1, 2}));
    QVERIFY(!neither.standsOut);
}

// n · ((z95 + z80) · se / d)²: best 0 ± 1, runner-up 1 ± 1 from 100 games
// each: 100 · (2.8016 · √2)² ≈ 1570 games.
void TestSideBySide::chooseSmallestGamesToTell()
{
    const BestChoice b = houserules::chooseSmallest({estimate(1, 1, 100), estimate(0, 1, 100)});
    QCOMPARE(b.best, 1);
    QCOMPARE(b.runnerUp, 0);
    QVERIFY(std::abs(b.difference - 1) < 1e-12);
    QVERIFY(std::abs(b.differenceError - std::sqrt(2.0)) < 1e-9);
    const double expected = 100 * std::pow((houserules::kZ95 + 0.8416212335729143) * std::sqrt(2.0), 2);
    QVERIFY2(std::abs(b.gamesToTell - expected) < 1e-6, qPrintable(QString::number(b.gamesToTell)));
    QVERIFY(std::abs(b.gamesToTell - 1570) < 1);
    const BestChoice tie = houserules::chooseSmallest({estimate(1, 1, 100), estimate(1, 1, 100)});
    QCOMPARE(tie.gamesToTell, std::numeric_limits<double>::infinity());
}

// Four identical bots: every seat is as good as the others whatever the
// hand size, so no value stands out, and telling them apart takes more games.
void TestSideBySide::identicalBotsNothingStandsOut()
{
    const auto base = variantOf("blasting-billy/standard");
    const auto loader = Registry::instance().loader();
    const auto report = houserules::sweep(sweepOf(base, loader, {SweepAxis {"hand_size", {2, 3, 4, 5}, {}}},
                                              spec(4, std::vector<std::string>(4, "heuristic"), 2000, 11)),
        threads(2));
    QVERIFY(report.ok());
    QCOMPARE(report->balance.alike, (std::vector<int> {0, 1, 2, 3}));
    QVERIFY(!report->balance.standsOut);
    QVERIFY(report->balance.gamesToTell > 2000);
    QCOMPARE(
        report->mostBalanced, report->balance.best); // the smallest gap, for a reader that says it does not stand out
}

// One heuristic bot against three random ones: with 44 of 60 cards set
// aside the game is too short for skill, so that value is clearly the most
// balanced.
void TestSideBySide::aParameterThatMattersStandsOut()
{
    const auto base = variantOf("blasting-billy/standard");
    const auto loader = Registry::instance().loader();
    const auto report = houserules::sweep(sweepOf(base, loader, {SweepAxis {"set_aside.4", {0, 30, 44}, {}}},
                                              spec(4, {"heuristic", "random", "random", "random"}, 400, 1)),
        threads(2));
    QVERIFY(report.ok());
    QCOMPARE(report->balance.best, 2);
    QCOMPARE(report->balance.alike, std::vector<int> {2});
    QVERIFY(report->balance.standsOut);
    QVERIFY(report->points[0].gap.value > 0.5);
}

// A cell of a grid is played exactly as the house rule that sets both values.
void TestSideBySide::gridCellsArePlainHouseRules()
{
    const auto base = variantOf("blasting-billy/standard");
    const auto loader = Registry::instance().loader();
    const auto simulation = spec(4, std::vector<std::string>(4, "heuristic"), 120, 9);
    const auto report = houserules::sweep(sweepOf(base, loader,
        {SweepAxis {"hand_size", {3, 4}, {}}, SweepAxis {"deck.dynamite_per_colour", {1, 2, 3}, {}}}, simulation));
    QVERIFY(report.ok());
    QCOMPARE(report->points.size(), std::size_t(6));
    QCOMPARE(report->parameter, std::string("hand_size"));
    for (std::size_t cell = 0; cell < 6; ++cell) {
        const auto &p = report->points[cell];
        QCOMPARE(p.at, (std::vector<std::size_t> {cell / 3, cell % 3}));
        const std::int64_t hand = 3 + std::int64_t(cell / 3), dynamite = 1 + std::int64_t(cell % 3);
        QCOMPARE(p.value, hand);
        QVERIFY(p.played());
        // 5 colours: a dynamite more per colour is 5 more cards; a card more in hand, 4 fewer turns.
        QCOMPARE(p.report.meanLength, double(52 - 4 * (hand - 3) + 5 * (dynamite - 1)));
    }
    QVERIFY(report->tally.tallies[5]
        == tallyOfText(base, "  hand_size: 4\n  deck: {dynamite_per_colour: 3}\n", simulation));
    QVERIFY(report->tally.tallies[1] == tallyOfText(base, "  deck: {dynamite_per_colour: 2}\n", simulation));
}

void TestSideBySide::gridSameWhateverThreadsAndShards()
{
    const auto base = variantOf("blasting-billy/standard");
    const auto loader = Registry::instance().loader();
    auto s = sweepOf(base, loader,
        {SweepAxis {"set_aside.3", {0, 6}, {}},
            SweepAxis {"deck.values", {}, {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, {1, 2, 3}}}},
        spec(3, {"heuristic", "random", "heuristic"}, 101, 4));
    const auto one = houserules::sweep(s, threads(1));
    const auto three = houserules::sweep(s, threads(3));
    QVERIFY(one.ok() && three.ok());
    QVERIFY(one->tally.tallies == three->tally.tallies && one->tally.axes == three->tally.axes);
    houserules::SweepTally sum;
    for (int index : {1, 0}) {
        auto part = s;
        part.simulation.shard = Shard {index, 2};
        const auto shard = houserules::sweep(part, threads(2));
        QVERIFY(shard.ok());
        if (sum.axes.empty())
            sum = shard->tally;
        else
            sum.add(shard->tally);
    }
    QVERIFY(sum.tallies == one->tally.tallies && sum.axes == one->tally.axes);
}

// Two settings in one deck share its branch; two entries of one per-player
// map change both and keep the others.
void TestSideBySide::gridVariantText()
{
    const auto base = variantOf("blasting-billy/standard");
    const auto &schema = Registry::instance().game("blasting-billy")->schema();
    const auto deck = houserules::sweepVariantText(base, schema,
        {SweepAxis {"deck.dynamite_per_colour", {2}, {}}, SweepAxis {"deck.gold.dynamite", {0}, {}}}, {0, 0});
    QVERIFY(deck.ok());
    QVERIFY2(
        qstr(*deck).endsWith(u"parameters:\n  deck:\n    dynamite_per_colour: 2\n    gold:\n      dynamite: 0\n"_s),
        deck->c_str());
    QVERIFY2(
        qstr(*deck).contains(u"  en: \"Standard rules, deck.dynamite_per_colour = 2, deck.gold.dynamite = 0\"\n"_s),
        deck->c_str());
    auto loaded = Registry::instance().loader().loadText(*deck, base.file + " [test]");
    QVERIFY(loaded.ok());
    const auto map = houserules::sweepVariantText(
        base, schema, {SweepAxis {"set_aside.2", {10}, {}}, SweepAxis {"set_aside.3", {4}, {}}}, {0, 0});
    QVERIFY(map.ok());
    QVERIFY2(qstr(*map).endsWith(u"parameters:\n  set_aside: {2: 10, 3: 4, 4: 0, 5: 0}\n"_s), map->c_str());
}

// A list's values are whole lists: the deck's numbered cards in every
// colour or in one, a list parameter of another game.
void TestSideBySide::sweepLists()
{
    const auto base = variantOf("blasting-billy/standard");
    const auto loader = Registry::instance().loader();
    const auto simulation = spec(4, std::vector<std::string>(4, "heuristic"), 100, 2);
    const auto report = houserules::sweep(sweepOf(base, loader,
        {SweepAxis {"deck.values", {}, {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}},
            SweepAxis {"deck.gold.values", {}, {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}}}},
        simulation));
    QVERIFY(report.ok());
    QCOMPARE(report->points.size(), std::size_t(2));
    QCOMPARE(report->points[1].value, std::int64_t(1)); // a list axis: the index
    // Gold 0–12 adds 2 cards; no 0s removes one per colour.
    QCOMPARE(report->points[0].report.meanLength, 54.0);
    QCOMPARE(report->points[1].report.meanLength, 50.0);
    QVERIFY(report->tally.tallies[1]
        == tallyOfText(base,
            "  deck:\n    values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n    gold: {values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "
            "10, 11, 12]}\n",
            simulation));

    const auto halunken = variantOf("halunken-spelunken/standard");
    const auto numbers = houserules::sweep(sweepOf(halunken, loader,
        {SweepAxis {"movement.numbers", {}, {{1, 2, 3, 4, 5, 6, 7}, {1, 2, 3, 4, 5, 6, 7, 8}, {1, 2}}}},
        spec(4, std::vector<std::string>(4, "heuristic"), 30, 2, "halunken-spelunken/standard")));
    QVERIFY(numbers.ok());
    QVERIFY(numbers->points[0].played() && numbers->points[1].played());
    QVERIFY(numbers->tally.tallies[0]
        == tallyOfText(halunken, "  movement: {numbers: [1, 2, 3, 4, 5, 6, 7]}\n",
            spec(4, std::vector<std::string>(4, "heuristic"), 30, 2, "halunken-spelunken/standard")));
}

// A card kind's count in a deck without suits (Boomo), and one colour's
// count of a named card (Blasting Billy's dynamite) on the other axis.
void TestSideBySide::sweepCardCounts()
{
    const auto boomo = variantOf("boomo/standard");
    const auto loader = Registry::instance().loader();
    const auto simulation = spec(4, std::vector<std::string>(4, "heuristic"), 60, 3, "boomo/standard");
    const auto report = houserules::sweep(
        sweepOf(boomo, loader, {SweepAxis {"deck.skip", {0, 6}, {}}, SweepAxis {"deck.10", {10, 20}, {}}}, simulation));
    QVERIFY(report.ok());
    QCOMPARE(report->points.size(), std::size_t(4));
    for (const auto &p : report->points)
        QVERIFY(p.played());
    QVERIFY(report->tally.tallies[0] == tallyOfText(boomo, "  deck: {skip: 0, 10: 10}\n", simulation));
    QVERIFY(!(report->tally.tallies[0] == report->tally.tallies[3]));

    const auto unknown = houserules::sweep(sweepOf(boomo, loader, {SweepAxis {"hand", {1}, {}}}, simulation));
    QVERIFY(!unknown.ok());
    QVERIFY2(qstr(unknown.errors().front().message).contains(u", bombs, deck.<kind>, points.other"_s),
        unknown.errors().front().message.c_str());
}

void TestSideBySide::sweepErrors_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<bool>("firstList");
    QTest::addColumn<QString>("second"); // empty: one axis
    QTest::addColumn<int>("values");     // per axis
    QTest::addColumn<QString>("message");
    QTest::newRow("twice") << u"hand_size"_s << false << u"hand_size"_s << 2
                           << u"'hand_size' is swept twice; sweep two different parameters"_s;
    QTest::newRow("numbers for a list") << u"deck.values"_s << false << QString() << 2
                                        << u"'deck.values' is a list; give each value as a list"_s;
    QTest::newRow("lists for a number") << u"hand_size"_s << true << QString() << 2
                                        << u"'hand_size' is a whole number; give numbers, not lists"_s;
    QTest::newRow("too many cells") << u"hand_size"_s << false << u"set_aside.4"_s << 21
                                    << u"a grid of 21 x 21 = 441 cells; at most 400"_s;
    QTest::newRow("a switch") << u"deck.colours"_s << false << QString() << 2 << QString();
}

void TestSideBySide::sweepErrors()
{
    QFETCH(QString, first);
    QFETCH(bool, firstList);
    QFETCH(QString, second);
    QFETCH(int, values);
    QFETCH(QString, message);
    const auto base = variantOf("blasting-billy/standard");
    const auto loader = Registry::instance().loader();
    const auto axis = [&](const QString &parameter, bool list) {
        SweepAxis a {parameter.toStdString(), {}, {}};
        for (int v = 1; v <= values; ++v) {
            if (list)
                a.lists.push_back({v});
            else
                a.values.push_back(v);
        }
        return a;
    };
    std::vector<SweepAxis> axes {axis(first, firstList)};
    if (!second.isEmpty())
        axes.push_back(axis(second, false));
    const auto report
        = houserules::sweep(sweepOf(base, loader, axes, spec(4, {"random", "random", "random", "random"}, 5, 1)));
    if (message.isEmpty()) {
        // deck.colours is a list of names inside the deck: each value's own error, not played.
        QVERIFY(report.ok());
        QVERIFY(!report->points[0].played());
        return;
    }
    QVERIFY(!report.ok());
    QCOMPARE(qstr(report.errors().front().keyPath), u"sweep"_s);
    QVERIFY2(qstr(report.errors().front().message).startsWith(message), report.errors().front().message.c_str());
}

QTEST_GUILESS_MAIN(TestSideBySide)
#include "test_sidebyside.moc"
