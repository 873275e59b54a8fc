// Controlled card impact (core/simulation/cardcount.h): one copy of a card kind taken
// out or added, as a house rule, played against the rules as they were on
// the same seeds. It must give exactly what a designer gets by writing that
// house rule by hand and running the paired comparison on the same seeds;
// and a count that cannot go lower or higher is refused with a reason.

#include "core/simulation/cardcount.h"
#include "core/simulation/simulator.h"
#include "registry.h"

#include <QTest>

#include <filesystem>

using namespace houserules;

namespace {

Variant load(const std::string &id)
{
    auto variant = Registry::instance().loader().load(id);
    if (!variant)
        qFatal("cannot load %s", id.c_str());
    return *variant;
}

SimulationSpec simulation(int players, const std::string &bot, int games, std::uint64_t seed)
{
    SimulationSpec s;
    s.players = players;
    s.bots.assign(std::size_t(players), bot);
    s.games = games;
    s.seed = seed;
    return s;
}

// The paired comparison of a hand-written house rule with its base, as
// `houserules-cli simulate --variant FILE --compare BASE` plays it.
ComparisonTally handMade(const std::string &text, const Variant &base, SimulationSpec spec)
{
    const Registry &registry = Registry::instance();
    // Written beside the base's file, as a designer keeps a house rule.
    const auto file = std::filesystem::path(base.file).parent_path() / "by-hand.yaml";
    auto house = registry.loader().loadText(text, file.string());
    if (!house) {
        qWarning("%s", house.errors().front().message.c_str());
        return ComparisonTally {};
    }
    const Game *game = registry.game(base.game);
    spec.ruleset = game->compile(*house);
    auto report = compare(spec, game->compile(base), RunOptions {1, {}, nullptr});
    if (!report)
        qFatal("the hand-made comparison did not play");
    return report->tally;
}

ControlledImpactSpec controlled(const Variant &base, const VariantLoader &loader, const std::string &kind,
    std::vector<int> changes, SimulationSpec spec)
{
    ControlledImpactSpec c;
    c.simulation = std::move(spec);
    c.base = &base;
    c.game = Registry::instance().game(base.game);
    c.loader = &loader;
    c.kind = kind;
    c.changes = std::move(changes);
    return c;
}

bool mentions(const Diagnostics &errors, const std::string &words)
{
    for (const auto &e : errors)
        if (e.message.find(words) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestCardCount : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // One gold dynamite more and one gold 7 fewer in Blasting Billy: the
    // numbers equal, to the last game, those of the house rules written by
    // hand and compared with the standard rules on the same seeds.
    void equalsAHandMadePairedComparison()
    {
        const Variant base = load("blasting-billy/standard");
        const VariantLoader loader = Registry::instance().loader();
        const SimulationSpec spec = simulation(4, "heuristic", 400, 11);
        const auto report
            = controlledImpact(controlled(base, loader, "gold-dynamite", {-1, +1}, spec), RunOptions {1, {}, nullptr});
        QVERIFY(report);
        QCOMPARE(report->count, 1);
        QCOMPARE(report->changes, (std::vector<int> {-1, +1}));
        QVERIFY(report->refused.empty());
        QCOMPARE(report->comparison.houseRules.size(), std::size_t(2));

        const std::string header = "game: blasting-billy\nextends: standard\ntitle: {en: By hand}\n";
        const ComparisonTally fewer = handMade(header + "parameters:\n  deck:\n    gold: {dynamite: 0}\n", base, spec);
        const ComparisonTally more = handMade(header + "parameters:\n  deck:\n    gold: {dynamite: 2}\n", base, spec);
        QCOMPARE(fewer.difference.games, 400);
        QVERIFY(report->comparison.tally.pair(0) == fewer);
        QVERIFY(report->comparison.tally.pair(1) == more);
        // The same numbers a reader sees: the paired difference of seat 1's win rate.
        const ComparisonReport byHand = summarize(more, spec.bots);
        QCOMPARE(report->comparison.houseRules[1].seats[0].winRate.value, byHand.seats[0].winRate.value);
        QCOMPARE(report->comparison.houseRules[1].seats[0].winRate.low, byHand.seats[0].winRate.low);
        QCOMPARE(report->comparison.houseRules[1].measures.firstPlayerAdvantage.value,
            byHand.measures.firstPlayerAdvantage.value);
        // A house rule that changes nothing would give no differences at all.
        QVERIFY(report->comparison.houseRules[1].tally.difference.wins[0].squares > 0);

        // A numbered card: its copies are entries of the suit's values.
        const auto seven
            = controlledImpact(controlled(base, loader, "gold-7", {-1}, spec), RunOptions {1, {}, nullptr});
        QVERIFY(seven);
        QVERIFY(seven->comparison.tally.pair(0)
            == handMade(
                header + "parameters:\n  deck:\n    gold: {values: [0, 1, 2, 3, 4, 5, 6, 8, 9, 10]}\n", base, spec));
    }

    // A deck without suits (Boomo): the kind's own count.
    void worksOnADeckWithoutSuits()
    {
        const Variant base = load("boomo/standard");
        const VariantLoader loader = Registry::instance().loader();
        const SimulationSpec spec = simulation(4, "heuristic", 60, 3);
        const auto report = controlledImpact(controlled(base, loader, "skip", {+1}, spec), RunOptions {1, {}, nullptr});
        QVERIFY(report);
        QCOMPARE(report->count, 6);
        QVERIFY(report->comparison.tally.pair(0)
            == handMade(
                "game: boomo\nextends: standard\ntitle: {en: By hand}\nparameters:\n  deck: {skip: 7}\n", base, spec));
    }

    // The text is the house rule a person would write: it extends the
    // file and changes the one count.
    void writesTheHouseRule()
    {
        const Variant base = load("blasting-billy/standard");
        const Schema &schema = Registry::instance().game("blasting-billy")->schema();
        const auto text = cardCountVariantText(base, schema, "gold-dynamite", +1);
        QVERIFY(text);
        QVERIFY(text->find("extends:") != std::string::npos);
        QVERIFY(text->find("dynamite: 2") != std::string::npos);
        const auto variant = Registry::instance().loader().loadText(*text, "changed.yaml");
        QVERIFY(variant);
        const Deck &deck = variant->deck("deck");
        QCOMPARE(deck.count(deck.findSuit("gold"), deck.findRank("dynamite")), 2);
        QCOMPARE(deck.count(deck.findSuit("coins"), deck.findRank("dynamite")), 1);
    }

    // No card to take out (a count of 0), or already the most the game
    // allows: refused, saying why and what to do instead.
    void refusesACountThatCannotGoFurther()
    {
        const Variant standard = load("blasting-billy/standard");
        const Schema &schema = Registry::instance().game("blasting-billy")->schema();
        const VariantLoader loader = Registry::instance().loader();
        Variant edge = standard;
        Deck deck = edge.deck("deck");
        const int gold = deck.findSuit("gold"), coins = deck.findSuit("coins");
        deck.setCount(gold, deck.findRank("dynamite"), 0);
        deck.setCount(coins, deck.findRank("dynamite"), 4); // Blasting Billy's most of one kind
        edge.params["deck"].value = deck;

        const auto none = cardCountVariantText(edge, schema, "gold-dynamite", -1);
        QVERIFY(!none);
        QVERIFY(mentions(none.errors(), "none to take out"));
        const auto most = cardCountVariantText(edge, schema, "coins-dynamite", +1);
        QVERIFY(!most);
        QVERIFY(mentions(most.errors(), "the most the game allows"));
        QVERIFY(cardCountVariantText(edge, schema, "gold-dynamite", +1));
        QVERIFY(cardCountVariantText(edge, schema, "coins-dynamite", -1));

        const auto unknown = cardCountVariantText(standard, schema, "gold-99", -1);
        QVERIFY(!unknown);
        QVERIFY(mentions(unknown.errors(), "gold-dynamite")); // lists the kinds there are

        // Asked for both changes, the one that can be made is played and the
        // other reported; when neither can, nothing is played.
        edge.file = standard.file;
        const SimulationSpec spec = simulation(3, "heuristic", 30, 5);
        const auto oneWay
            = controlledImpact(controlled(edge, loader, "coins-dynamite", {-1, +1}, spec), RunOptions {1, {}, nullptr});
        QVERIFY(oneWay);
        QCOMPARE(oneWay->changes, std::vector<int> {-1});
        QCOMPARE(oneWay->refused.size(), std::size_t(1));
        QCOMPARE(oneWay->refused.front().first, +1);
        QCOMPARE(oneWay->comparison.games, 30);
        const auto neither
            = controlledImpact(controlled(edge, loader, "coins-dynamite", {+1}, spec), RunOptions {1, {}, nullptr});
        QVERIFY(!neither);
        QVERIFY(mentions(neither.errors(), "the most the game allows"));
    }
};

QTEST_GUILESS_MAIN(TestCardCount)
#include "test_cardcount.moc"
