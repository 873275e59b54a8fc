// The heuristic bot's screening (HeuristicBot::screen, a logistic from a
// table with a bound on its error) decides exactly as the exact values do:
// at every decision of seeded games, on the observation and in a playout,
// the same decision and the same draws from the generator, in every shipped
// mode and in a house rule of high values (where the bound grows with the
// totals). The lighter bot of the search's trial games (LightBot), which
// weighs its position against the leader's alone, is the heuristic bot
// wherever the leader is the only opponent: at two players.

#include "billytestsupport.h"
#include "blastingbilly/heuristicbot.h"
#include "blastingbilly/lightbot.h"
#include "core/game/random.h"

#include <QTemporaryDir>
#include <QTest>

#include <span>

using namespace houserules;
using namespace houserules::blastingbilly;
using namespace billytest;
using namespace Qt::StringLiterals;

class TestHeuristicBot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void screeningDecidesAsTheExactValues_data();
    void screeningDecidesAsTheExactValues();
    void lightBotIsTheHeuristicAgainstOneOpponent();

private:
    QTemporaryDir m_dir;
};

void TestHeuristicBot::screeningDecidesAsTheExactValues_data()
{
    addEveryModeRows();
    QTest::newRow("values up to 99, 4 players") << writeHouseRule(m_dir, u"high-values.yaml"_s,
        "game: blasting-billy\nextends: standard\ntitle: {en: High values}\nparameters:\n  deck:\n"
        "    values: [0, 3, 9, 14, 22, 31, 40, 52, 67, 80, 99]\n")
                                                << 4;
}

void TestHeuristicBot::screeningDecidesAsTheExactValues()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    const auto rs = ruleset(variant.toStdString());
    const auto rules = std::make_shared<const Rules>(Rules::fromVariant(rs->variant()));
    HeuristicBot screened(rules), exact(rules);
    exact.setScreening(false);

    int decisions = 0;
    std::vector<Decision> legal;
    std::unique_ptr<Observation> scratch;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        Rng rng(seed);
        auto deck = canonicalNames(*rules);
        rng.shuffle(std::span(deck));
        const auto state = dealt(*rs, players, int(seed % std::uint64_t(players)), deck);
        state->keepSights(); // so that chooseInPlayout reads them, as in the search's playouts
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            const BillyObservation o = state->observation(state->currentPlayer());
            Rng a = rng, b = rng;
            const Decision onObservation = screened.choose(o, legal, a);
            QCOMPARE(onObservation, exact.choose(o, legal, b));
            QVERIFY(a == b);
            Rng c = rng, d = rng;
            const Decision inPlayout = screened.chooseInPlayout(*state, legal, c, scratch);
            QCOMPARE(inPlayout, exact.chooseInPlayout(*state, legal, d, scratch));
            QVERIFY(c == d);
            QCOMPARE(inPlayout, onObservation);
            ++decisions;
            // Mostly the bot's turn, sometimes another, so that the games
            // also reach tables the bot would not make.
            state->apply(rng.below(4) == 0 ? legal[rng.below(std::uint32_t(legal.size()))] : onObservation);
            rng.next();
        }
    }
    QVERIFY(decisions > 200 * 20);
}

void TestHeuristicBot::lightBotIsTheHeuristicAgainstOneOpponent()
{
    const auto rs = ruleset("blasting-billy/standard");
    const auto rules = std::make_shared<const Rules>(Rules::fromVariant(rs->variant()));
    HeuristicBot heuristic(rules);
    LightBot light(rules);

    // Its risks come from the logistic's table, without the heuristic's
    // exact values for close calls: a close call may go the other way.
    int decisions = 0, same = 0;
    std::vector<Decision> legal;
    std::unique_ptr<Observation> scratch;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        Rng rng(seed);
        auto deck = canonicalNames(*rules);
        rng.shuffle(std::span(deck));
        const auto state = dealt(*rs, 2, int(seed % 2), deck);
        state->keepSights();
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            const BillyObservation o = state->observation(state->currentPlayer());
            Rng a = rng, b = rng, c = rng;
            const Decision expected = heuristic.choose(o, legal, a);
            const Decision got = light.choose(o, legal, b);
            QCOMPARE(light.chooseInPlayout(*state, legal, c, scratch), got);
            QVERIFY(b == c);
            same += got == expected;
            ++decisions;
            state->apply(rng.below(4) == 0 ? legal[rng.below(std::uint32_t(legal.size()))] : expected);
            rng.next();
        }
    }
    QVERIFY(decisions > 200 * 20);
    QVERIFY2(same >= decisions * 99 / 100, qPrintable(u"the same decision in %1 of %2"_s.arg(same).arg(decisions)));
}

QTEST_GUILESS_MAIN(TestHeuristicBot)
#include "test_heuristicbot.moc"
