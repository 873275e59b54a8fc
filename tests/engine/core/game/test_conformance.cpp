// The conformance suite every game runs (after OpenSpiel's basic tests): for
// every registered game, each of its variants and every player count in
// range, many seeded random games checked through the generic State
// interface only. A new game gets these checks by being in the Registry.

#include "core/records/record.h"
#include "everymode.h"
#include "registry.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <string>

using namespace Qt::Literals::StringLiterals;
using houserules::Decision;
using houserules::DecisionKind;
using houserules::Outcome;
using houserules::Record;
using houserules::Registry;
using houserules::Rng;
using houserules::State;

namespace {

// Games per (variant, player count): enough to reach odd corners (empty
// piles, final rounds, rare decisions) while the suite stays quick.
constexpr int kGamesPerCase = 40;
// No game of this project needs more decisions; a loop is a defect.
constexpr int kMaxDecisions = 10000;

QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

bool contains(const std::vector<Decision> &legal, const Decision &d)
{
    return std::find(legal.begin(), legal.end(), d) != legal.end();
}

// Decisions a game surely rejects when they are not in the legal list:
// each field of a legal decision pushed out of place.
std::vector<Decision> mutations(const Decision &d)
{
    std::vector<Decision> result;
    auto add = [&](Decision m) { result.push_back(m); };
    Decision m = d;
    m.card = std::int16_t(d.card + 1);
    add(m);
    m = d;
    m.card = 9999;
    add(m);
    m = d;
    m.target = std::int16_t(d.target + 1);
    add(m);
    m = d;
    m.target = -7;
    add(m);
    m = d;
    m.kind = d.kind == DecisionKind::YesNo ? DecisionKind::ChoosePlayer : DecisionKind::YesNo;
    add(m);
    return result;
}

void compareOutcomes(const Outcome &a, const Outcome &b)
{
    QCOMPARE(a.winners, b.winners);
    QCOMPARE(a.scores, b.scores);
    QCOMPARE(a.figures, b.figures);
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void randomGames_data();
    void randomGames();

private:
    void playOne(const houserules::Ruleset &ruleset, const std::string &variantId, int players, std::uint64_t seed);
};

void TestConformance::initTestCase()
{
    QVERIFY(!Registry::instance().games().empty());
}

void TestConformance::randomGames_data()
{
    // Every game ships at least its base rules.
    const auto ids = Registry::instance().loader().availableIds();
    for (const auto *game : Registry::instance().games())
        QVERIFY2(std::any_of(ids.begin(), ids.end(), [&](const auto &id) { return id.starts_with(game->id() + "/"); }),
            game->id().c_str());
    everymode::addRows();
}

void TestConformance::randomGames()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    auto ruleset = Registry::instance().ruleset(variant.toStdString());
    QVERIFY(ruleset.ok());
    QVERIFY(players >= (*ruleset)->minPlayers() && players <= (*ruleset)->maxPlayers());
    for (int game = 0; game < kGamesPerCase; ++game) {
        playOne(
            **ruleset, variant.toStdString(), players, Rng::derive(std::uint64_t(players) * 1000, std::uint64_t(game)));
        if (QTest::currentTestFailed()) {
            qWarning("failed in game %d", game);
            return;
        }
    }
}

void TestConformance::playOne(
    const houserules::Ruleset &ruleset, const std::string &variantId, int players, std::uint64_t seed)
{
    Rng pick(seed ^ 0x5eedULL);
    const int first = int(pick.below(std::uint32_t(players)));
    Rng deal(seed);
    std::unique_ptr<State> state = ruleset.newGame(players, first, deal);
    QCOMPARE(state->playerCount(), players);
    QCOMPARE(state->currentPlayer(), first);
    QCOMPARE(state->decisionCount(), 0);

    // A second game from the same seed, fed the same decisions, must stay
    // identical to the first at every step.
    Rng dealAgain(seed);
    std::unique_ptr<State> twin = ruleset.newGame(players, first, dealAgain);

    Record record;
    record.game = ruleset.variant().game;
    record.variant = variantId;
    for (int seat = 0; seat < players; ++seat)
        record.players.push_back("Player " + std::to_string(seat + 1));
    record.firstPlayer = first;
    record.seed = seed;

    const int cloneAt = int(pick.below(60));
    std::unique_ptr<State> clone;
    std::vector<Decision> legal, twinLegal, cloneLegal;
    std::vector<Decision> played;
    while (!state->isTerminal()) {
        QVERIFY2(state->decisionCount() < kMaxDecisions, "the game does not end");
        QCOMPARE(state->decisionCount(), int(played.size()));
        const int seat = state->currentPlayer();
        QVERIFY2(seat >= 0 && seat < players, qPrintable(QString::number(seat)));

        state->legalDecisions(legal);
        QVERIFY2(!legal.empty(), "no legal decision before the end");
        for (const auto &d : legal) {
            const auto illegal = state->checkDecision(d);
            QVERIFY2(!illegal, illegal ? illegal->reason.c_str() : "");
            // Each legal decision survives its own record notation.
            std::string error;
            const auto parsed = state->parseDecision(state->decisionText(d), &error);
            QVERIFY2(parsed, error.c_str());
            QVERIFY2(*parsed == d || contains(legal, *parsed), state->decisionText(d).c_str());
            for (const auto &m : mutations(d))
                if (!contains(legal, m))
                    QVERIFY2(state->checkDecision(m), qPrintable(u"accepted %1"_s.arg(qstr(state->decisionText(d)))));
        }
        // No duplicates: a legal list names each choice once.
        for (std::size_t i = 0; i < legal.size(); ++i)
            QVERIFY(std::find(legal.begin() + std::ptrdiff_t(i) + 1, legal.end(), legal[i]) == legal.end());

        const auto observation = state->observe(seat);
        QVERIFY(observation);
        QCOMPARE(observation->seat, seat);

        twin->legalDecisions(twinLegal);
        QCOMPARE(twinLegal, legal);
        QCOMPARE(twin->currentPlayer(), seat);

        if (int(played.size()) == cloneAt) {
            clone = state->clone();
            // Independent: moving the clone leaves the original untouched.
            const Decision probe = legal[pick.below(std::uint32_t(legal.size()))];
            auto scratch = state->clone();
            scratch->apply(probe);
            QCOMPARE(state->decisionCount(), int(played.size()));
            QCOMPARE(state->currentPlayer(), seat);
            std::vector<Decision> after;
            state->legalDecisions(after);
            QCOMPARE(after, legal);
        }
        if (clone) {
            clone->legalDecisions(cloneLegal);
            QCOMPARE(cloneLegal, legal);
            QCOMPARE(clone->currentPlayer(), seat);
        }

        const Decision d = legal[pick.below(std::uint32_t(legal.size()))];
        record.decisions.push_back({state->decisionText(d), {}});
        played.push_back(d);
        state->apply(d);
        twin->apply(d);
        if (clone)
            clone->apply(d);
    }

    // After the end: nothing is legal, nobody is to play, decisions rejected.
    state->legalDecisions(legal);
    QVERIFY(legal.empty());
    QCOMPARE(state->currentPlayer(), -1);
    QVERIFY(state->checkDecision(played.back()));
    QCOMPARE(state->decisionCount(), int(played.size()));

    const Outcome outcome = state->outcome();
    QCOMPARE(state->winningSeats(), outcome.winners);
    QCOMPARE(int(outcome.scores.size()), players);
    for (const auto &[name, values] : outcome.figures)
        QVERIFY2(int(values.size()) == players, name.c_str());
    const std::set<int> winners(outcome.winners.begin(), outcome.winners.end());
    QCOMPARE(winners.size(), outcome.winners.size());
    for (int seat : outcome.winners)
        QVERIFY(seat >= 0 && seat < players);

    QVERIFY(twin->isTerminal());
    compareOutcomes(twin->outcome(), outcome);
    if (clone) {
        QVERIFY(clone->isTerminal());
        compareOutcomes(clone->outcome(), outcome);
    }

    // Record round trip: seed + decisions as text reproduce the game.
    const std::string text = houserules::writeRecord(record);
    const auto parsed = houserules::parseRecord(text, "conformance.yaml");
    QVERIFY2(parsed.ok(), text.c_str());
    auto replayed = houserules::startGame(*parsed, ruleset);
    QVERIFY(replayed.ok());
    int applied = 0;
    const auto stopped = houserules::playRecord(*parsed, **replayed, &applied);
    QVERIFY2(!stopped, stopped ? stopped->toString().c_str() : "");
    QCOMPARE(applied, int(played.size()));
    QVERIFY((*replayed)->isTerminal());
    compareOutcomes((*replayed)->outcome(), outcome);
}

QTEST_GUILESS_MAIN(TestConformance)
#include "test_conformance.moc"
