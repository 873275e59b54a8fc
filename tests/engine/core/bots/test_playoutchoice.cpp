// A heuristic bot (and the lighter one, where a game has it) in the search
// bot's playouts (Bot::chooseInPlayout, and Bot::playInPlace where it takes
// a decision in place) takes exactly the decision it takes on the current
// player's observation, and draws exactly as much from its generator: in
// every registered game, each of its variants and every player count, at
// every decision of seeded games and of games played on from states the
// search makes up (determinized from a seat's observation, as its playouts
// are). A game whose bot reads the state directly and looks at something
// that seat cannot see, or reads a count the state keeps wrongly, decides
// differently somewhere here.

#include "core/bots/searchbot.h"
#include "engine/core/game/everymode.h"
#include "registry.h"

#include <QTest>

#include <optional>
#include <string>

using houserules::Bot;
using houserules::Decision;
using houserules::Observation;
using houserules::Registry;
using houserules::Rng;
using houserules::Ruleset;
using houserules::State;

namespace {

// Games per (variant, player count), and how far each made-up state is
// played on: enough for rare decisions and the odd corners of each game,
// while the suite stays quick.
constexpr int kGamesPerCase = 12;
constexpr int kMadeUpEvery = 7; // a determinization at every 7th decision of a game
constexpr int kMadeUpSteps = 40;

// One bot asked through its observation, one through the state, each from
// its own generator of the same seed: both must decide the same and leave
// their generators in the same place.
class SideBySide {
public:
    SideBySide(const Ruleset &ruleset, const std::string &bot)
        : m_byObservation(ruleset.makeBot(bot)), m_byState(ruleset.makeBot(bot))
    {}
    bool ok() const { return m_byObservation && m_byState; }

    // The decision both take at `state`'s; nothing (and a test failure) when they differ.
    std::optional<Decision> agreedAt(const State &state, const std::vector<Decision> &legal, std::uint64_t seed)
    {
        Rng a(seed), b(seed);
        const auto observation = state.observe(state.currentPlayer());
        const Decision expected = m_byObservation->choose(*observation, legal, a);
        const Decision got = m_byState->chooseInPlayout(state, legal, b, m_scratch);
        const std::string where
            = state.decisionText(expected) + " at decision " + std::to_string(state.decisionCount());
        if (!(got == expected)) {
            QTest::qFail(("chose " + state.decisionText(got) + ", not " + where).c_str(), __FILE__, __LINE__);
            return std::nullopt;
        }
        if (!(a == b)) {
            QTest::qFail(("drew from its generator differently, " + where).c_str(), __FILE__, __LINE__);
            return std::nullopt;
        }
        // Taken in place, where the bot can (Bot::playInPlace): the same
        // decision and draws, and the state as after applying it.
        Rng c(seed);
        const auto inPlace = state.clone();
        if (Decision played; m_byState->playInPlace(*inPlace, c, played)) {
            if (legal.size() < 2) {
                QTest::qFail(("took the lone decision in place, " + where).c_str(), __FILE__, __LINE__);
                return std::nullopt;
            }
            const auto applied = state.clone();
            applied->apply(expected);
            if (!(played == expected) || !(c == a) || !inPlace->equals(*applied)) {
                QTest::qFail(
                    ("in place, took " + state.decisionText(played) + ", not " + where).c_str(), __FILE__, __LINE__);
                return std::nullopt;
            }
        }
        return expected;
    }

private:
    std::unique_ptr<Bot> m_byObservation, m_byState;
    std::unique_ptr<Observation> m_scratch; // kept from call to call, as the search bot keeps it
};

// Plays `state` on to the end or `steps` decisions, comparing at each;
// decisions alternate between the bot's (the playouts' own path) and random
// ones (the tree's, and positions the bot would not reach).
bool playOn(State &state, SideBySide &bots, Rng &pick, int steps)
{
    std::vector<Decision> legal;
    for (int step = 0; step < steps && !state.isTerminal(); ++step) {
        state.legalDecisions(legal);
        const auto agreed = bots.agreedAt(state, legal, pick.next());
        if (!agreed)
            return false;
        state.apply(pick.below(2) == 0 ? *agreed : legal[pick.below(std::uint32_t(legal.size()))]);
    }
    return true;
}

} // namespace

class TestPlayoutChoice : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameAsByObservation_data();
    void sameAsByObservation();
};

void TestPlayoutChoice::sameAsByObservation_data()
{
    everymode::addRows();
}

void TestPlayoutChoice::sameAsByObservation()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    auto compiled = Registry::instance().ruleset(variant.toStdString());
    QVERIFY(compiled.ok());
    const Ruleset &ruleset = **compiled;
    for (const std::string bot : {"heuristic", houserules::kLightBotName}) {
        SideBySide bots(ruleset, bot);
        QVERIFY2(bots.ok(), "every game has a heuristic bot, and a light one (the heuristic bot where it has none)");

        for (int game = 0; game < kGamesPerCase; ++game) {
            Rng pick(Rng::derive(std::uint64_t(players), std::uint64_t(game)));
            Rng deal(pick.next());
            auto state = ruleset.newGame(players, int(pick.below(std::uint32_t(players))), deal);
            std::vector<Decision> legal;
            while (!state->isTerminal()) {
                if (state->decisionCount() % kMadeUpEvery == 0) {
                    auto madeUp = ruleset.determinize(*state->observe(state->currentPlayer()), pick);
                    QVERIFY(madeUp);
                    if (!playOn(*madeUp, bots, pick, kMadeUpSteps))
                        return;
                }
                if (!playOn(*state, bots, pick, 1))
                    return;
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestPlayoutChoice)
#include "test_playoutchoice.moc"
