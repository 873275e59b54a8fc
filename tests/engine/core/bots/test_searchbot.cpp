// The search bot and the determinization every game provides for it: for
// every registered game, each of its variants and every player count, a
// state made up from a seat's observation looks the same to that seat and
// plays on to an end; the bot decides from the observation alone, the same
// way for the same seed; its options read and its specs split as documented.

#include "core/bots/searchbot.h"
#include "core/simulation/simulator.h"
#include "engine/core/game/everymode.h"
#include "registry.h"

#include <QTest>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using houserules::Decision;
using houserules::Observation;
using houserules::Registry;
using houserules::Rng;
using houserules::SearchBot;
using houserules::SearchOptions;
using houserules::State;

namespace {

constexpr int kGamesPerCase = 6;
constexpr int kMaxDecisions = 10000;

std::shared_ptr<const houserules::Ruleset> rulesetFor(const QString &id)
{
    auto ruleset = Registry::instance().ruleset(id.toStdString());
    return ruleset ? *ruleset : nullptr;
}

// A random game of `ruleset` advanced `steps` decisions (fewer if it ends).
std::unique_ptr<State> randomPosition(const houserules::Ruleset &ruleset, int players, int steps, Rng &rng)
{
    auto state = ruleset.newGame(players, int(rng.below(std::uint32_t(players))), rng);
    std::vector<Decision> legal;
    for (int i = 0; i < steps && !state->isTerminal(); ++i) {
        state->legalDecisions(legal);
        state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
    }
    return state;
}

// The first decision of a four-player Blasting Billy game, for the tests
// of how a search stops.
struct FirstDecision {
    std::shared_ptr<const houserules::Ruleset> ruleset;
    std::unique_ptr<State> state;
    std::vector<Decision> legal;
};
FirstDecision billyFirstDecision(Rng &rng)
{
    FirstDecision first;
    first.ruleset = rulesetFor(u"blasting-billy/standard"_s);
    if (!first.ruleset)
        return first;
    first.state = randomPosition(*first.ruleset, 4, 0, rng);
    first.state->legalDecisions(first.legal);
    return first;
}

} // namespace

class TestSearchBot : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void determinization_data();
    void determinization();
    void noPeeking_data();
    void noPeeking();
    void sameSeedSameDecision();
    void searchBeatsRandom();
    void stopsWhenAsked();
    void countsSearchesItsClockCutShort();
    void heuristicIsTheDefault();
    void options();
    void splitSpecs();

private:
    // determinizeInto's state, refilled across rows: other modes, other games.
    std::unique_ptr<State> m_refilled;
};

void TestSearchBot::determinization_data()
{
    everymode::addRows(everymode::EdgeVariants::LeftOut);
}

// For random positions of random games: observe(seat) of a determinized
// state equals the observation it was made from, the seat has the same
// legal decisions, and the made-up state is legal to play to its end.
// determinizeInto, refilling a state made before, makes the same state with
// the same draws.
void TestSearchBot::determinization()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    const auto ruleset = rulesetFor(variant);
    QVERIFY(ruleset);
    Rng rng(std::uint64_t(players) * 7919 + std::uint64_t(qHash(variant)));
    std::vector<Decision> legal, madeUpLegal;
    for (int game = 0; game < kGamesPerCase; ++game) {
        auto state = ruleset->newGame(players, int(rng.below(std::uint32_t(players))), rng);
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            if (rng.below(3) == 0) {
                const int seat = state->currentPlayer();
                const auto observation = state->observe(seat);
                Rng twin = rng;
                auto madeUp = ruleset->determinize(*observation, rng);
                QVERIFY2(madeUp, "the game offers no determinization");
                ruleset->determinizeInto(*observation, twin, m_refilled);
                QVERIFY2(m_refilled && m_refilled->equals(*madeUp),
                    qPrintable(u"decision %1: determinizeInto made another state"_s.arg(state->decisionCount())));
                QVERIFY(twin == rng);
                QVERIFY2(madeUp->observe(seat)->equals(*observation),
                    qPrintable(
                        u"decision %1: the made-up state looks different to seat %2"_s.arg(state->decisionCount())
                            .arg(seat)));
                QCOMPARE(madeUp->currentPlayer(), seat);
                madeUp->legalDecisions(madeUpLegal);
                QCOMPARE(madeUpLegal, legal);
                int steps = 0;
                while (!madeUp->isTerminal() && steps++ < kMaxDecisions) {
                    madeUp->legalDecisions(madeUpLegal);
                    QVERIFY(!madeUpLegal.empty());
                    const Decision d = madeUpLegal[rng.below(std::uint32_t(madeUpLegal.size()))];
                    QVERIFY(!madeUp->checkDecision(d));
                    madeUp->apply(d);
                }
                QVERIFY2(madeUp->isTerminal(), "the made-up state does not end");
                const auto outcome = madeUp->outcome();
                QCOMPARE(int(outcome.scores.size()), players);
            }
            state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
        }
    }
}

void TestSearchBot::noPeeking_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    for (const auto *game : Registry::instance().games())
        QTest::addRow("%s", game->id().c_str()) << QString::fromStdString(game->id() + "/standard") << 4;
}

// Two different true states that look the same to the bot's seat: the bot,
// with the same seed, takes the same decision in both.
void TestSearchBot::noPeeking()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    const auto ruleset = rulesetFor(variant);
    QVERIFY(ruleset);
    Rng rng(2026);
    int compared = 0;
    for (int attempt = 0; attempt < 40 && compared < 3; ++attempt) {
        auto truth = randomPosition(*ruleset, players, 3 + attempt, rng);
        if (truth->isTerminal())
            continue;
        const int seat = truth->currentPlayer();
        std::vector<Decision> legal;
        truth->legalDecisions(legal);
        if (legal.size() < 2)
            continue;
        // Another true state with the same observation, different hidden parts.
        auto other = ruleset->determinize(*truth->observe(seat), rng);
        QVERIFY(other);
        QVERIFY(other->observe(seat)->equals(*truth->observe(seat)));
        std::vector<Decision> otherLegal;
        other->legalDecisions(otherLegal);
        QCOMPARE(otherLegal, legal);

        const auto bot = ruleset->makeBot("ismcts:iterations=300");
        QVERIFY(bot);
        Rng a(99), b(99);
        const Decision first = bot->choose(*truth->observe(seat), legal, a);
        const Decision second = bot->choose(*other->observe(seat), otherLegal, b);
        QCOMPARE(second, first);
        ++compared;
    }
    QCOMPARE(compared, 3);
}

// The iteration budget is deterministic: the same seed gives the same
// decision, from fresh bots and from a bot that searched before.
void TestSearchBot::sameSeedSameDecision()
{
    for (const auto *game : Registry::instance().games()) {
        const auto ruleset = rulesetFor(QString::fromStdString(game->id() + "/standard"));
        QVERIFY(ruleset);
        Rng rng(5);
        for (int i = 0; i < 4; ++i) {
            auto state = randomPosition(*ruleset, 3, 2 + 5 * i, rng);
            if (state->isTerminal())
                continue;
            std::vector<Decision> legal;
            state->legalDecisions(legal);
            const auto observation = state->observe(state->currentPlayer());
            auto one = ruleset->makeBot("ismcts:iterations=200");
            auto two = ruleset->makeBot("ismcts:iterations=200");
            Rng a(i), b(i), c(i);
            const Decision first = one->choose(*observation, legal, a);
            QCOMPARE(two->choose(*observation, legal, b), first);
            QCOMPARE(one->choose(*observation, legal, c), first);
            QVERIFY(std::find(legal.begin(), legal.end(), first) != legal.end());
        }
    }
}

// A search worth its name wins Blasting Billy far more often than random
// play: one search seat against three random ones.
void TestSearchBot::searchBeatsRandom()
{
    houserules::SimulationSpec spec;
    spec.ruleset = rulesetFor(u"blasting-billy/standard"_s);
    QVERIFY(spec.ruleset);
    spec.players = 4;
    spec.bots = {"ismcts:iterations=300", "random", "random", "random"};
    spec.games = 60;
    spec.seed = 11;
    const auto report = houserules::simulate(spec);
    QVERIFY(report.ok());
    // Random seats win about a fifth of the games each (Billy takes some);
    // the search seat's interval must lie clearly above that.
    QVERIFY2(report->seats[0].winRateLow > 0.4, qPrintable(QString::number(report->seats[0].winRate)));
}

void TestSearchBot::stopsWhenAsked()
{
    Rng rng(1);
    const auto [ruleset, state, legal] = billyFirstDecision(rng);
    QVERIFY(ruleset);
    SearchBot bot(*ruleset, *houserules::parseSearchSpec("ismcts:iterations=100000000"));
    std::atomic<bool> stop {true};
    bot.setStop(&stop);
    const Decision d = bot.choose(*state->observe(state->currentPlayer()), legal, rng);
    QVERIFY(std::find(legal.begin(), legal.end(), d) != legal.end());
    QVERIFY(bot.lastIterations() <= 16);
    QCOMPARE(int(bot.lastChoices().size()), int(legal.size()));
}

// A search its time limit stops is counted (simulate and ladder then warn
// that a seeded run may not repeat); one that ends on its iterations, or on
// the app's stop, is not.
void TestSearchBot::countsSearchesItsClockCutShort()
{
    Rng rng(1);
    const auto [ruleset, state, legal] = billyFirstDecision(rng);
    QVERIFY(ruleset);
    const auto observation = state->observe(state->currentPlayer());

    const std::int64_t before = houserules::searchesCutShort();
    SearchBot finished(*ruleset, *houserules::parseSearchSpec("ismcts:iterations=200,seconds=60"));
    finished.choose(*observation, legal, rng);
    QCOMPARE(finished.lastIterations(), 200);
    SearchBot stopped(*ruleset, *houserules::parseSearchSpec("ismcts:iterations=100000000,seconds=60"));
    std::atomic<bool> stop {true};
    stopped.setStop(&stop);
    stopped.choose(*observation, legal, rng);
    QCOMPARE(houserules::searchesCutShort(), before);

    SearchBot timed(*ruleset, *houserules::parseSearchSpec("ismcts:iterations=100000000,seconds=0.05"));
    timed.choose(*observation, legal, rng);
    QVERIFY(timed.lastIterations() < 100000000);
    QCOMPARE(houserules::searchesCutShort(), before + 1);
}

// Without clear evidence the search keeps to the heuristic bot's choice; with
// no confidence asked it follows its own counts, which differ now and then.
void TestSearchBot::heuristicIsTheDefault()
{
    for (const auto *game : Registry::instance().games()) {
        const auto ruleset = rulesetFor(QString::fromStdString(game->id() + "/standard"));
        const auto heuristic = ruleset->makeBot("heuristic");
        const auto cautious = ruleset->makeBot("ismcts:iterations=30,confidence=100");
        const auto bold = ruleset->makeBot("ismcts:iterations=30,confidence=0");
        Rng rng(17);
        int positions = 0, boldDiffers = 0;
        for (int i = 0; i < 60 && positions < 12; ++i) {
            auto state = randomPosition(*ruleset, 4, int(rng.below(30)), rng);
            if (state->isTerminal())
                continue;
            std::vector<Decision> legal;
            state->legalDecisions(legal);
            if (legal.size() < 3)
                continue;
            ++positions;
            const auto observation = state->observe(state->currentPlayer());
            Rng a(i), b(i), c(i);
            const Decision expected = heuristic->choose(*observation, legal, a);
            QCOMPARE(cautious->choose(*observation, legal, b), expected);
            if (!(bold->choose(*observation, legal, c) == expected))
                ++boldDiffers;
        }
        QCOMPARE(positions, 12);
        QVERIFY2(boldDiffers > 0, game->id().c_str());
    }
}

void TestSearchBot::options()
{
    const auto defaults = houserules::parseSearchSpec("ismcts");
    QVERIFY(defaults);
    QCOMPARE(defaults->iterations, SearchOptions {}.iterations);

    QVERIFY(defaults->rollout == SearchOptions::Rollout::Light);
    QCOMPARE(defaults->confidence, 2.0);
    for (const auto rollout : {SearchOptions::Rollout::Heuristic, SearchOptions::Rollout::Light}) {
        SearchOptions spelled;
        spelled.rollout = rollout;
        const auto read = houserules::parseSearchSpec(spelled.spec());
        QVERIFY2(read && read->rollout == rollout, spelled.spec().c_str());
    }

    const auto o = houserules::parseSearchSpec("ismcts:iterations=2000,c=0.5,rollout=random,seconds=1.5,confidence=0");
    QVERIFY(o);
    QCOMPARE(o->iterations, 2000);
    QCOMPARE(o->exploration, 0.5);
    QCOMPARE(o->seconds, 1.5);
    QCOMPARE(o->confidence, 0.0);
    QVERIFY(o->rollout == SearchOptions::Rollout::Random);
    const auto back = houserules::parseSearchSpec(o->spec());
    QVERIFY2(back, o->spec().c_str());
    QCOMPARE(back->iterations, 2000);
    QCOMPARE(back->exploration, 0.5);
    QCOMPARE(back->seconds, 1.5);
    QCOMPARE(back->confidence, 0.0);
    QVERIFY(back->rollout == SearchOptions::Rollout::Random);

    std::string error;
    QVERIFY(!houserules::parseSearchSpec("heuristic", &error));
    QVERIFY(error.empty());
    QVERIFY(!houserules::parseSearchSpec("ismctsx", &error));
    for (const char *bad : {"ismcts:iterations=0", "ismcts:iterations=abc", "ismcts:rollout=smart", "ismcts:depth=3",
             "ismcts:c", "ismcts:seconds=-1", "ismcts:confidence=-2"}) {
        error.clear();
        QVERIFY2(!houserules::parseSearchSpec(bad, &error), bad);
        QVERIFY2(!error.empty(), bad);
    }
    const auto ruleset = rulesetFor(u"boomo/standard"_s);
    QVERIFY(ruleset->makeBot("ismcts:iterations=10"));
    QVERIFY(!ruleset->makeBot("ismcts:iterations=ten"));
}

void TestSearchBot::splitSpecs()
{
    using V = std::vector<std::string>;
    QCOMPARE(houserules::splitBotSpecs("ismcts:iterations=2000,heuristic,heuristic,heuristic"),
        (V {"ismcts:iterations=2000", "heuristic", "heuristic", "heuristic"}));
    QCOMPARE(houserules::splitBotSpecs("random, ismcts:iterations=20,c=0.5 ,rollout=heuristic,random"),
        (V {"random", "ismcts:iterations=20,c=0.5,rollout=heuristic", "random"}));
    QCOMPARE(houserules::splitBotSpecs("heuristic"), (V {"heuristic"}));
}

QTEST_GUILESS_MAIN(TestSearchBot)
#include "test_searchbot.moc"
