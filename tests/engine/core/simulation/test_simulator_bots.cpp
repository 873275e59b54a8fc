// The bots the simulator plays: the measured strength and the pinned
// decisions of the heuristic bot, the hard level, and observations filled
// in place that equal fresh ones.

#include "simulatortestsupport.h"

#include "blastingbilly/observation.h"
#include "blastingbilly/state.h"
#include "core/bots/searchbot.h"
#include "core/simulation/simulator.h"
#include "registry.h"

#include <QTest>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace simtest;
using houserules::Decision;
using houserules::Rng;

namespace {

bool sameCard(const houserules::blastingbilly::CardView &a, const houserules::blastingbilly::CardView &b)
{
    return a.id == b.id && a.colour == b.colour && a.value == b.value && a.dynamite == b.dynamite
        && a.faceUp == b.faceUp;
}

bool sameCards(const std::vector<houserules::blastingbilly::CardView> &a,
    const std::vector<houserules::blastingbilly::CardView> &b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), sameCard);
}

bool sameObservation(
    const houserules::blastingbilly::BillyObservation &a, const houserules::blastingbilly::BillyObservation &b)
{
    if (a.seat != b.seat || a.players != b.players || a.currentPlayer != b.currentPlayer
        || a.firstPlayer != b.firstPlayer || a.pileCount != b.pileCount || a.finalRound != b.finalRound
        || a.finalTurnsLeft != b.finalTurnsLeft || a.terminal != b.terminal || !sameCards(a.hand, b.hand)
        || a.handColours != b.handColours || a.hands.size() != b.hands.size() || a.loot.size() != b.loot.size()
        || a.box.size() != b.box.size())
        return false;
    for (std::size_t i = 0; i < a.hands.size(); ++i)
        if (!sameCards(a.hands[i], b.hands[i]))
            return false;
    for (std::size_t owner = 0; owner < a.loot.size(); ++owner) {
        if (a.loot[owner].size() != b.loot[owner].size())
            return false;
        for (std::size_t colour = 0; colour < a.loot[owner].size(); ++colour)
            if (!sameCards(a.loot[owner][colour], b.loot[owner][colour]))
                return false;
    }
    for (std::size_t i = 0; i < a.box.size(); ++i)
        if (!sameCard(a.box[i].card, b.box[i].card) || a.box[i].by != b.box[i].by || a.box[i].atEnd != b.box[i].atEnd)
            return false;
    return true;
}

} // namespace

class TestSimulatorBots : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void heuristicBeatsRandom_data();
    void heuristicBeatsRandom();
    void heuristicChoosesLegalDecisions();
    void heuristicSignature();
    void hardLevel();
    void observeIntoMatchesObserve();
    void observeIntoMatchesObserveEveryGame_data();
    void observeIntoMatchesObserveEveryGame();
};

void TestSimulatorBots::heuristicBeatsRandom_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("seat");
    for (const QString &variant : {u"blasting-billy/standard"_s, u"boomo/standard"_s, u"boomo/short"_s}) {
        QTest::addRow("%s, heuristic in seat 1", qPrintable(variant)) << variant << 0;
        QTest::addRow("%s, heuristic in seat 3", qPrintable(variant)) << variant << 2;
    }
}

void TestSimulatorBots::heuristicBeatsRandom()
{
    QFETCH(QString, variant);
    QFETCH(int, seat);
    std::vector<std::string> bots(4, "random");
    bots[std::size_t(seat)] = "heuristic";
    const auto report = houserules::simulate(spec(4, bots, 3000, 20260 + std::uint64_t(seat), variant.toStdString()));
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

void TestSimulatorBots::heuristicChoosesLegalDecisions()
{
    const auto loader = Registry::instance().loader();
    for (const auto &id : loader.availableIds()) {
        const auto ruleset = rulesetOf(id);
        auto names = ruleset->botNames();
        // The search bot on a small budget: legal, and quick enough here.
        // (The hard level is the search bot on the game's budget: hardLevel.)
        for (auto &name : names)
            if (name == houserules::kSearchBotName || name == houserules::kHardBotName)
                name = std::string(houserules::kSearchBotName) + ":iterations=3,rollout=random";
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

void TestSimulatorBots::heuristicSignature()
{
    const auto s = spec(4, {"heuristic", "random", "heuristic", "heuristic"}, 2000, 2024);
    const SimulationTally t = tallyOf(s, 2);
    QCOMPARE(t.games, 2000);
    const std::vector<std::int64_t> wins {645, 76, 613, 692}, scores {58639, 37010, 58557, 59077};
    for (std::size_t seat = 0; seat < 4; ++seat) {
        QCOMPARE(t.seats[seat].wins, wins[seat]);
        QCOMPARE(t.seats[seat].score.sum, scores[seat]);
    }
    QCOMPARE(t.figures.at("shot_down").sum, 2600);
}

void TestSimulatorBots::hardLevel()
{
    for (const char *id :
        {"blasting-billy/standard", "boomo/standard", "halunken-spelunken/standard", "wyatt-earp/standard"}) {
        const auto ruleset = rulesetOf(id);
        const auto names = ruleset->botNames();
        QVERIFY(std::find(names.begin(), names.end(), houserules::kHardBotName) != names.end());
        std::vector<std::unique_ptr<houserules::Bot>> bots;
        for (int i = 0; i < 2; ++i)
            bots.push_back(ruleset->makeBot(houserules::kHardBotName));
        const auto *hard = dynamic_cast<const houserules::SearchBot *>(bots[0].get());
        QVERIFY2(hard, id);
        QVERIFY2(hard->options().iterations > 1000, id);
        QCOMPARE(hard->options().seconds, houserules::kHardCeilingSeconds);
        Rng deal(7);
        auto state = ruleset->newGame(4, 0, deal);
        std::vector<Decision> legal;
        while (!state->isTerminal()) { // to the first real choice
            state->legalDecisions(legal);
            if (legal.size() > 1)
                break;
            state->apply(legal.front());
        }
        std::vector<Decision> chosen;
        for (const auto &bot : bots) {
            Rng rng(11);
            chosen.push_back(bot->choose(*state->observe(state->currentPlayer()), legal, rng));
        }
        QVERIFY2(chosen[0] == chosen[1], id);
    }
}

void TestSimulatorBots::observeIntoMatchesObserve()
{
    namespace bb = houserules::blastingbilly;
    const auto ruleset = rulesetOf("blasting-billy/two-dynamite");
    std::unique_ptr<houserules::Observation> reused;
    std::vector<Decision> legal;
    int compared = 0;
    for (int players : {5, 2, 4, 3}) {
        Rng rng(std::uint64_t(players) * 77);
        auto state = ruleset->newGame(players, 0, rng);
        while (true) {
            for (int seat = houserules::kAllKnowing; seat < players; ++seat) {
                state->observeInto(seat, reused);
                const auto fresh = state->observe(seat);
                QVERIFY(sameObservation(dynamic_cast<const bb::BillyObservation &>(*reused),
                    dynamic_cast<const bb::BillyObservation &>(*fresh)));
                ++compared;
            }
            if (state->isTerminal())
                break;
            state->legalDecisions(legal);
            state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
        }
    }
    QVERIFY(compared > 500);
}

void TestSimulatorBots::observeIntoMatchesObserveEveryGame_data()
{
    QTest::addColumn<QString>("variant");
    for (const char *variant :
        {"blasting-billy/standard", "boomo/standard", "boomo/answer-by-choice", "halunken-spelunken/standard",
            "halunken-spelunken/two-player", "wyatt-earp/standard", "wyatt-earp/poker-for-shares"})
        QTest::newRow(variant) << QString::fromLatin1(variant);
}

void TestSimulatorBots::observeIntoMatchesObserveEveryGame()
{
    QFETCH(QString, variant);
    const auto ruleset = rulesetOf(variant.toStdString());
    std::unique_ptr<houserules::Observation> reused;
    std::vector<Decision> legal;
    int compared = 0;
    // Biggest first, so that later, smaller games find every list too long.
    for (int players = ruleset->maxPlayers(); players >= ruleset->minPlayers(); --players) {
        Rng rng(std::uint64_t(players) * 31);
        auto state = ruleset->newGame(players, players % 2, rng);
        for (int decision = 0; decision < 400; ++decision) {
            for (int seat = houserules::kAllKnowing; seat < players; ++seat) {
                state->observeInto(seat, reused);
                QVERIFY(reused->equals(*state->observe(seat)));
                ++compared;
            }
            if (state->isTerminal())
                break;
            state->legalDecisions(legal);
            state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
        }
    }
    QVERIFY(compared > 100);
}

QTEST_GUILESS_MAIN(TestSimulatorBots)
#include "test_simulator_bots.moc"
