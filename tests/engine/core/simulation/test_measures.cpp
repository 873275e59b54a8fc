// The measures of a good game (core/simulation/measures.h): lead changes, drama and
// decisiveness of hand-made games whose running score is scripted, checked
// against hand computations; balance by seat and by turn order, the first
// player's advantage, durations and their quantiles; tallies that add up
// exactly however the games are split; and each game's clock and public
// running score (State::clock, State::publicScore) in real games.

#include "engine/blastingbilly/billytestsupport.h"

#include "core/simulation/measures.h"
#include "core/simulation/simulator.h"
#include "registry.h"

#include <QTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using houserules::Decision;
using houserules::GameClock;
using houserules::GameMeasures;
using houserules::MeasuresRecorder;
using houserules::MeasuresTally;
using houserules::Registry;
using houserules::Rng;

namespace {

struct NoObservation final : houserules::ObservationOf<NoObservation> {
    friend bool operator==(const NoObservation &, const NoObservation &) = default;
};

// A game whose every decision ends a round, after which the public score is
// the next line of its script; its winners are given.
class ScriptedGame final : public houserules::State {
public:
    ScriptedGame(std::vector<std::vector<std::int64_t>> script, std::vector<int> winners)
        : m_script(std::move(script)), m_winners(std::move(winners))
    {}

    int playerCount() const override { return int(m_script.front().size()); }
    int currentPlayer() const override { return isTerminal() ? -1 : m_step % playerCount(); }
    bool isTerminal() const override { return m_step == int(m_script.size()); }
    void legalDecisions(std::vector<Decision> &out) const override { out.assign(1, Decision {}); }
    std::optional<houserules::Illegal> checkDecision(const Decision &) const override { return std::nullopt; }
    void apply(const Decision &, std::vector<houserules::Event> * = nullptr) override { ++m_step; }
    houserules::Outcome outcome() const override
    {
        return {m_winners, std::vector<int>(std::size_t(playerCount()), 0), {}};
    }
    std::unique_ptr<houserules::Observation> observe(int) const override { return std::make_unique<NoObservation>(); }
    std::unique_ptr<houserules::State> clone() const override { return std::make_unique<ScriptedGame>(*this); }
    std::string decisionText(const Decision &) const override { return "next"; }
    std::optional<Decision> parseDecision(std::string_view, std::string *) const override { return Decision {}; }
    int decisionCount() const override { return m_step; }
    int publicCardsLeft() const override { return m_deck < 0 ? -1 : m_deck - m_step; }
    std::optional<std::string> brokenInvariant() const override { return std::nullopt; }
    bool equals(const State &other) const override { return &other == this; }

    GameClock clock() const override { return {m_step, m_step, GameClock::Unit::Round}; }
    // At the start (step 0), every seat has 0.
    void publicScore(std::span<std::int64_t> scores) const override
    {
        if (m_step == 0) {
            std::fill(scores.begin(), scores.end(), 0);
            return;
        }
        const auto &line = m_script[std::size_t(m_step - 1)];
        std::copy(line.begin(), line.end(), scores.begin());
    }

private:
    std::vector<std::vector<std::int64_t>> m_script;
    std::vector<int> m_winners;
    int m_step = 0;

public:
    int m_deck = -1; // cards to draw at the start, one drawn per decision; -1: not kept
};

GameMeasures follow(MeasuresRecorder &recorder, ScriptedGame game, int first = 0)
{
    recorder.begin(game, first);
    while (!game.isTerminal()) {
        game.apply(Decision {});
        recorder.afterDecision(game);
    }
    GameMeasures measures;
    recorder.finish(game, game.outcome().winners, measures);
    return measures;
}

// Four hand-made games; the comments give each measure by hand.
std::vector<ScriptedGame> handMadeGames()
{
    return {
        // A leads, B takes the lead (1), a tie (no change), C (2), A again
        // (3); A wins, was 1 behind at steps 2 and 4, leads for good from step
        // 5: decided after 4 of 5 steps.
        ScriptedGame({{1, 0, 0}, {1, 2, 0}, {2, 2, 0}, {3, 2, 4}, {5, 2, 4}}, {0}),
        // A tie at step 1, then A alone: no lead change, never behind,
        // decided after 1 of 3 steps.
        ScriptedGame({{0, 0, 0}, {3, 1, 0}, {4, 1, 2}}, {0}),
        // B leads throughout, but A wins (by what the score does not show):
        // 5 behind, and never leading: decided after 2 of 2 steps, at the end.
        ScriptedGame({{0, 5, 0}, {1, 5, 0}}, {0}),
        // A shared win of A and B, tied at the top from step 2: they lead
        // together, never behind (B was 1 behind at step 1: deficit 1).
        ScriptedGame({{2, 1, 0}, {2, 2, 1}, {6, 6, 1}}, {0, 1}),
    };
}

} // namespace

class TestMeasures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void handMadeGames_data();
    void handMadeGames();
    void recorderKeepsNothingBetweenGames();
    void tallyOfHandMadeGames();
    void gameWithoutWinner();
    void turnOrderAndFirstPlayer();
    void durationsAndQuantiles();
    void tallySplitsAddUp();
    void courseOfHandMadeGames();
    void courseTallyAndReport();
    void courseOfRealGames();
    void billyRunningScore();
    void everyGameKeepsAClock_data();
    void everyGameKeepsAClock();
    void simulatorReportsMeasures();
    void comparedMeasuresArePaired();
};

void TestMeasures::handMadeGames_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("leadChanges");
    QTest::addColumn<qint64>("deficit");
    QTest::addColumn<int>("lastNotLeading");
    QTest::addColumn<int>("steps");
    QTest::newRow("three changes, decided late") << 0 << 3 << qint64(1) << 4 << 5;
    QTest::newRow("tie first, then the winner alone") << 1 << 0 << qint64(0) << 1 << 3;
    QTest::newRow("winner never ahead") << 2 << 0 << qint64(5) << 2 << 2;
    QTest::newRow("shared win") << 3 << 0 << qint64(1) << 0 << 3;
}

void TestMeasures::handMadeGames()
{
    QFETCH(int, game);
    QFETCH(int, leadChanges);
    QFETCH(qint64, deficit);
    QFETCH(int, lastNotLeading);
    QFETCH(int, steps);
    MeasuresRecorder recorder;
    const GameMeasures m = follow(recorder, ::handMadeGames()[std::size_t(game)]);
    QCOMPARE(m.leadChanges, leadChanges);
    QCOMPARE(m.winnerDeficit, deficit);
    QCOMPARE(m.lastStepNotLeading, lastNotLeading);
    QCOMPARE(m.steps, steps);
    QCOMPARE(m.rounds, steps);
    QCOMPARE(m.decisions, steps);
}

// One recorder for many games (as each simulator worker has) gives each
// game what a fresh one gives.
void TestMeasures::recorderKeepsNothingBetweenGames()
{
    MeasuresRecorder shared;
    const auto games = ::handMadeGames();
    for (int round = 0; round < 2; ++round)
        for (const auto &game : games) {
            MeasuresRecorder fresh;
            QCOMPARE(follow(shared, game), follow(fresh, game));
        }
}

void TestMeasures::tallyOfHandMadeGames()
{
    MeasuresRecorder recorder;
    MeasuresTally tally(3);
    std::vector<std::int64_t> jointWins(9, 0);
    for (const auto &game : ::handMadeGames()) {
        const auto winners = game.outcome().winners;
        tally.addGame(follow(recorder, game), winners);
        for (int a : winners)
            for (int b : winners)
                ++jointWins[std::size_t(a * 3 + b)];
    }
    const auto r = houserules::summarize(tally, jointWins, 4);
    QCOMPARE(r.scoredGames, 4);
    // Lead changes 3, 0, 0, 0.
    QCOMPARE(r.leadChanges.value, 0.75);
    QCOMPARE(r.leadChanges.n, 4);
    // Behind: games 1, 3 and 4 (the shared win's A never trailed, but B did:
    // a winner was behind), by 1, 5 and 1.
    QCOMPARE(r.drama.value, 0.75);
    QVERIFY(r.drama.share);
    QCOMPARE(r.dramaDeficit.n, 3);
    QCOMPARE(r.dramaDeficit.value, 7.0 / 3);
    // Decided after 4/5, 1/3, 2/2 and 0/3 of the game: 0.8, 0.3333, 1, 0.
    QCOMPARE(tally.decidedAt.moments.sum, 8000 + 3333 + 10000 + 0);
    QCOMPARE(r.decidedAt.value, (0.8 + 0.3333 + 1.0) / 4);
    QVERIFY(r.decidedAt.low < r.decidedAt.value && r.decidedAt.value < r.decidedAt.high);
}

// A game nobody wins counts for lead changes, not for drama or decisiveness.
void TestMeasures::gameWithoutWinner()
{
    MeasuresRecorder recorder;
    MeasuresTally tally(2);
    const ScriptedGame game({{1, 0}, {0, 1}}, {});
    tally.addGame(follow(recorder, game), {});
    QCOMPARE(tally.leadChanges.n, 1);
    QCOMPARE(tally.leadChanges.moments.sum, 1);
    QCOMPARE(tally.winnerBehind.n, 0);
    QCOMPARE(tally.decidedAt.n, 0);
    // Nor a game that keeps no running score (a game without the hook).
    GameMeasures unscored;
    unscored.decisions = 7;
    tally.addGame(unscored, {1});
    QCOMPARE(tally.leadChanges.n, 1);
    QCOMPARE(tally.decisions.sample.n, 2);
    QCOMPARE(tally.turns.sample.n, 1); // the scripted game counts turns, the other none
}

// Places in the turn order: four 3-player games.
void TestMeasures::turnOrderAndFirstPlayer()
{
    MeasuresTally tally(3);
    std::vector<std::int64_t> jointWins(9, 0);
    const auto add = [&](int first, std::vector<int> winners) {
        GameMeasures g;
        g.first = first;
        tally.addGame(g, winners);
        for (int a : winners)
            for (int b : winners)
                ++jointWins[std::size_t(a * 3 + b)];
    };
    add(0, {0});    // the first player (seat 1) wins
    add(1, {1});    // the first player (seat 2) wins
    add(2, {0});    // seat 1, second to play, wins
    add(1, {1, 2}); // the first (seat 2) and second (seat 3) share
    const auto r = houserules::summarize(tally, jointWins, 4);
    // By place: first 3 of 4, second 2 of 4, third 0.
    QCOMPARE(r.orderWinRates.size(), 3);
    QCOMPARE(r.orderWinRates[0].value, 0.75);
    QCOMPARE(r.orderWinRates[1].value, 0.5);
    QCOMPARE(r.orderWinRates[2].value, 0.0);
    QCOMPARE(r.fairShare, 5.0 / 12);
    // Per game 3 × (first won) − winners: 2, 2, −1, 1; mean 1, over 3 players.
    QCOMPARE(r.firstPlayerAdvantage.value, 1.0 / 3);
    QCOMPARE(r.firstPlayerAdvantage.value, r.orderWinRates[0].value - r.fairShare);
    QVERIFY(r.firstPlayerAdvantage.low < r.firstPlayerAdvantage.value);
    // Spread by place: first (3) − third (0), paired: never both won.
    QCOMPARE(r.orderBalance.most, 0);
    QCOMPARE(r.orderBalance.fewest, 2);
    QCOMPARE(r.orderBalance.gap.value, 0.75);
    // Per game won(first) − won(third): 1, 1, 0, 1: sd 0.5, so the paired
    // interval would be ± 1.96 × 0.5 / 2; allowing for the pick of the two
    // places out of three it is wider, but still above zero. Its top is the
    // most any gap of win rates can be.
    QVERIFY(r.orderBalance.gap.low > 0);
    QVERIFY(r.orderBalance.gap.low < 0.75 - houserules::kZ95 * 0.5 / 2);
    QCOMPARE(r.orderBalance.gap.high, 1.0);
    QVERIFY(r.orderBalance.differs() && r.orderBalance.pValue < 0.05);
    // By seat: seat 1 won 2, seat 2 won 2, seat 3 won 1; the first of equals is the most.
    QCOMPARE(r.seatBalance.most, 0);
    QCOMPARE(r.seatBalance.fewest, 2);
    QCOMPARE(r.seatBalance.gap.value, 0.25);
    // Seat 1 against the mean of the others: per game 2 × won − others: 2, −1, 2, −2.
    QCOMPARE(r.seatOneEdge.value, 0.25 / 2);
}

void TestMeasures::durationsAndQuantiles()
{
    MeasuresTally tally(2);
    for (int length : {10, 20, 20, 30, 40, 50, 60, 70, 80, 100}) {
        GameMeasures g;
        g.decisions = length;
        g.rounds = length / 10;
        tally.addGame(g, {0});
    }
    const auto r = houserules::summarize(tally, {10, 0, 0, 0}, 10);
    QVERIFY(r.decisions.counted && r.rounds.counted && !r.turns.counted);
    QCOMPARE(r.decisions.mean.value, 48.0);
    // Sample sd: squares 30800, sum 480: (30800 − 480 × 48) / 9.
    QCOMPARE(r.decisions.sd, std::sqrt((30800.0 - 480.0 * 48) / 9));
    QCOMPARE(r.decisions.p10, 10.0);
    QCOMPARE(r.decisions.median, 40.0);
    QCOMPARE(r.decisions.p90, 80.0);
    QCOMPARE(r.rounds.mean.value, 4.8);
    QCOMPARE(houserules::quantile({}, 0.5), 0.0);
}

// However games are split (threads, shards), the parts add up to the whole.
void TestMeasures::tallySplitsAddUp()
{
    MeasuresRecorder recorder;
    const auto games = ::handMadeGames();
    MeasuresTally whole(3), odd(3), even(3);
    for (std::size_t i = 0; i < 3 * games.size(); ++i) {
        const auto &game = games[i % games.size()];
        const GameMeasures m = follow(recorder, game, int(i % 3));
        whole.addGame(m, game.outcome().winners);
        (i % 2 ? odd : even).addGame(m, game.outcome().winners);
    }
    MeasuresTally sum(3);
    sum.add(odd);
    sum.add(even);
    QVERIFY(sum == whole);
    QCOMPARE(whole.leadChanges.n, 12);
}

// Tenth k of a game of D decisions is the score taken by decision
// ceil(k·D/10) (core/simulation/course.h).
void TestMeasures::courseOfHandMadeGames()
{
    using houserules::CourseFigure;
    MeasuresRecorder recorder;
    // The first hand-made game, 5 decisions: tenths 1..10 fall after
    // decisions 1 1 2 2 3 3 4 4 5 5. Scores {1,0,0} {1,2,0} {2,2,0} {3,2,4} {5,2,4}.
    GameMeasures m = follow(recorder, ::handMadeGames().front());
    QVERIFY(m.course.kept);
    QVERIFY(!m.course.cardsKept);
    const std::int64_t margin[] = {1, 1, 1, 1, 0, 0, 1, 1, 1, 1};
    const std::int64_t leader[] = {1, 1, 2, 2, 2, 2, 4, 4, 5, 5};
    const std::int64_t total[] = {1, 1, 3, 3, 4, 4, 9, 9, 11, 11};
    for (std::size_t k = 0; k < 10; ++k) {
        QCOMPARE(m.course.figures[k][std::size_t(CourseFigure::LeaderMargin)], margin[k]);
        QCOMPARE(m.course.figures[k][std::size_t(CourseFigure::LeaderScore)], leader[k]);
        QCOMPARE(m.course.figures[k][std::size_t(CourseFigure::Total)], total[k]);
    }
    // 12 decisions, seat A at the step number and B at 0: tenths fall after
    // decisions ceil(1.2)=2, 3, 4, 5, 6, ceil(7.2)=8, 9, 10, 11, 12; a deck of
    // 20 cards loses one per decision.
    std::vector<std::vector<std::int64_t>> script;
    for (std::int64_t step = 1; step <= 12; ++step)
        script.push_back({step, 0});
    ScriptedGame longer(script, {0});
    longer.m_deck = 20;
    m = follow(recorder, longer);
    QVERIFY(m.course.cardsKept);
    const std::int64_t after[] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
    for (std::size_t k = 0; k < 10; ++k) {
        QCOMPARE(m.course.figures[k][std::size_t(CourseFigure::LeaderMargin)], after[k]);
        QCOMPARE(m.course.figures[k][std::size_t(CourseFigure::LeaderScore)], after[k]);
        QCOMPARE(m.course.figures[k][std::size_t(CourseFigure::Total)], after[k]);
        QCOMPARE(m.course.figures[k][std::size_t(CourseFigure::CardsLeft)], 20 - after[k]);
    }
    // A three-way tie at the top leads by nothing.
    m = follow(recorder, ScriptedGame({{2, 2, 2}}, {0, 1, 2}));
    QCOMPARE(m.course.figures[9][std::size_t(CourseFigure::LeaderMargin)], 0);
    QCOMPARE(m.course.figures[9][std::size_t(CourseFigure::Total)], 6);
}

// The tally keeps count, sum and squares per tenth; the report's mean and
// interval come from them; a figure no game keeps is not reported.
void TestMeasures::courseTallyAndReport()
{
    using houserules::CourseFigure;
    MeasuresRecorder recorder;
    MeasuresTally tally(3);
    for (const auto &game : ::handMadeGames())
        tally.addGame(follow(recorder, game), game.outcome().winners);
    // At the end (tenth 10) the leaders' scores are 5, 4, 5 and 6.
    const auto &end = tally.course.tenths[9][std::size_t(CourseFigure::LeaderScore)];
    QCOMPARE(end.n, 4);
    QCOMPARE(end.moments.sum, 20);
    QCOMPARE(end.moments.squares, 25 + 16 + 25 + 36);
    const auto report = houserules::summarize(tally, std::vector<std::int64_t>(9, 0), 4);
    QVERIFY(report.course.has(CourseFigure::LeaderScore));
    QVERIFY(!report.course.has(CourseFigure::CardsLeft));
    QCOMPARE(report.course.at(CourseFigure::LeaderScore, 10).value, 5.0);
    // sd = sqrt(2/3); the interval is 5 ± z·sd/2.
    QVERIFY(std::abs(report.course.at(CourseFigure::LeaderScore, 10).high - (5 + 1.959964 * std::sqrt(2.0 / 3) / 2))
        < 1e-5);
    // Totals at the end: 11, 7, 6, 13.
    QCOMPARE(report.course.at(CourseFigure::Total, 10).value, 37.0 / 4);
}

// Real games: the course of a run split over threads is the whole run's;
// cards are only drawn (Billy), so fewer are left at the end than at the
// first tenth, and the total grows.
void TestMeasures::courseOfRealGames()
{
    using houserules::CourseFigure;
    houserules::SimulationSpec spec;
    spec.ruleset = billytest::ruleset();
    spec.players = 3;
    spec.bots = {"heuristic", "heuristic", "heuristic"};
    spec.games = 200;
    spec.seed = 11;
    houserules::RunOptions one, two;
    one.threads = 1;
    two.threads = 2;
    const auto a = houserules::simulate(spec, one);
    const auto b = houserules::simulate(spec, two);
    QVERIFY(a.ok() && b.ok());
    QVERIFY(a->tally.measures.course == b->tally.measures.course);
    const auto &course = a->measures.course;
    for (int f = 0; f < houserules::kCourseFigures; ++f)
        QVERIFY(course.kept[std::size_t(f)]);
    QCOMPARE(course.at(CourseFigure::Total, 1).n, 200);
    QVERIFY(course.at(CourseFigure::CardsLeft, 10).value < course.at(CourseFigure::CardsLeft, 1).value);
    QVERIFY(course.at(CourseFigure::Total, 10).value > course.at(CourseFigure::Total, 1).value);
    QVERIFY(course.at(CourseFigure::LeaderScore, 5).value >= course.at(CourseFigure::LeaderMargin, 5).value);
}

// Blasting Billy's running score: the face-up cards of each loot, less what a
// face-up dynamite removes, after every round.
void TestMeasures::billyRunningScore()
{
    const auto ruleset = billytest::ruleset();
    const std::vector<std::string> plays {"loot gold-3", "loot gold-5", "loot gold-7", "loot coins-4", "loot gold-2",
        "billy coins-9", "loot gold-dynamite", "loot coins-6", "loot gold-9"};
    QString error;
    // After four rounds (eight turns).
    auto state = billytest::gameAfter(*ruleset, 2, 0, {plays.begin(), plays.end() - 1}, &error);
    QVERIFY2(state, qPrintable(error));
    std::vector<std::int64_t> scores(2);
    QCOMPARE(state->clock().turns, 8);
    QCOMPARE(state->clock().rounds, 4);
    QCOMPARE(state->clock().scoredEvery, GameClock::Unit::Round);
    state->publicScore(scores);
    // Seat 1: gold 3 (face down: unknown), 7, 2, then a dynamite takes the 2: 7.
    // Seat 2: gold 5 face down; coins 4 face down, 6 face up: 6.
    QCOMPARE(scores, (std::vector<std::int64_t> {7, 6}));
    // One turn more: the round is not over, the 9 counts.
    state = billytest::gameAfter(*ruleset, 2, 0, plays, &error);
    QVERIFY2(state, qPrintable(error));
    QCOMPARE(state->clock().turns, 9);
    QCOMPARE(state->clock().rounds, 4);
    state->publicScore(scores);
    QCOMPARE(scores, (std::vector<std::int64_t> {16, 6}));
}

void TestMeasures::everyGameKeepsAClock_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("endScoreIsFinal");
    QTest::newRow("blasting billy") << u"blasting-billy/standard"_s << 4 << false;
    QTest::newRow("boomo") << u"boomo/standard"_s << 4 << true;
    QTest::newRow("halunken & spelunken") << u"halunken-spelunken/standard"_s << 4 << true;
    QTest::newRow("wyatt earp") << u"wyatt-earp/standard"_s << 4 << true;
}

// In random games of every game the clock only goes forward, a round at a
// time, and at the end the running score is the score the game was decided
// by (except Blasting Billy's, whose face-down cards and Billy's columns only
// the end reveals).
void TestMeasures::everyGameKeepsAClock()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(bool, endScoreIsFinal);
    const auto ruleset = billytest::ruleset(variant.toStdString());
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        auto state = ruleset->newGame(players, int(seed % std::uint64_t(players)), rng);
        auto bot = ruleset->makeBot("random");
        QCOMPARE(state->clock().scoredEvery, GameClock::Unit::Round);
        QCOMPARE(state->clock().rounds, 0);
        std::vector<Decision> legal;
        int rounds = 0, turns = std::max(0, state->clock().turns);
        std::unique_ptr<houserules::Observation> observation;
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            state->observeInto(state->currentPlayer(), observation);
            state->apply(bot->choose(*observation, legal, rng));
            const GameClock clock = state->clock();
            QVERIFY(clock.rounds == rounds || clock.rounds == rounds + 1);
            QVERIFY(clock.turns < 0 || clock.turns >= turns);
            rounds = clock.rounds;
            turns = clock.turns;
        }
        QVERIFY(rounds > 0);
        std::vector<std::int64_t> scores(static_cast<std::size_t>(players), 0);
        state->publicScore(scores);
        const auto outcome = state->outcome();
        if (endScoreIsFinal)
            for (int seat = 0; seat < players; ++seat)
                QCOMPARE(scores[std::size_t(seat)], std::int64_t(outcome.scores[std::size_t(seat)]));
        if (const auto it = outcome.figures.find("rounds"); it != outcome.figures.end())
            QCOMPARE(std::int64_t(rounds), it->second.front());
    }
}

// The simulator fills the measures for every game, identically for any
// number of threads.
void TestMeasures::simulatorReportsMeasures()
{
    houserules::SimulationSpec spec;
    spec.ruleset = billytest::ruleset();
    spec.players = 4;
    spec.bots = {"heuristic", "random", "random", "random"};
    spec.games = 300;
    spec.seed = 5;
    houserules::RunOptions one, three;
    one.threads = 1;
    three.threads = 3;
    const auto a = houserules::simulate(spec, one);
    const auto b = houserules::simulate(spec, three);
    QVERIFY(a.ok() && b.ok());
    QVERIFY(a->tally.measures == b->tally.measures);
    const auto &m = a->measures;
    QCOMPARE(m.scoredGames, 300);
    QCOMPARE(m.decisions.mean.value, a->meanLength);
    QVERIFY(m.rounds.counted && m.turns.counted);
    QCOMPARE(m.turns.mean.value, a->meanLength); // a Billy turn is a decision
    QVERIFY(m.leadChanges.value > 0);
    QVERIFY(m.drama.n > 0 && m.drama.value > 0 && m.drama.value < 1);
    QVERIFY(m.decidedAt.value > 0 && m.decidedAt.value < 1);
    // The heuristic bot in seat 1 beats the random ones: its edge is clear.
    QVERIFY(m.seatOneEdge.low > 0);
    QCOMPARE(m.seatBalance.most, 0);
    double placeWins = 0;
    for (const auto &e : m.orderWinRates)
        placeWins += e.value;
    QCOMPARE(placeWins / 4, m.fairShare);
}

// Compared with itself, every paired difference of the measures is exactly
// zero; against another rule, the house and base measures are each a plain run's.
void TestMeasures::comparedMeasuresArePaired()
{
    houserules::SimulationSpec spec;
    spec.ruleset = billytest::ruleset("blasting-billy/two-dynamite");
    spec.players = 3;
    spec.bots = {"heuristic", "heuristic", "heuristic"};
    spec.games = 200;
    spec.seed = 9;
    const auto self = houserules::compare(spec, spec.ruleset);
    QVERIFY(self.ok());
    QCOMPARE(self->measures.leadChanges.value, 0.0);
    QCOMPARE(self->measures.leadChanges.n, 200);
    QCOMPARE(self->measures.decidedAt.halfWidth(), 0.0);
    const auto other = houserules::compare(spec, billytest::ruleset());
    QVERIFY(other.ok());
    const auto plain = houserules::simulate(spec);
    QVERIFY(other->tally.house.measures == plain->tally.measures);
    QCOMPARE(other->measures.leadChanges.value,
        other->house.measures.leadChanges.value - other->base.measures.leadChanges.value);
    // The course too: against itself every tenth's difference is 0; against
    // another rule, the mean difference is the difference of the means.
    for (int tenth = 1; tenth <= 10; ++tenth) {
        const auto figure = houserules::CourseFigure::Total;
        QCOMPARE(self->measures.course.at(figure, tenth).value, 0.0);
        QCOMPARE(self->measures.course.at(figure, tenth).n, 200);
        QVERIFY(std::abs(other->measures.course.at(figure, tenth).value
                    - (other->house.measures.course.at(figure, tenth).value
                        - other->base.measures.course.at(figure, tenth).value))
            < 1e-9);
    }
    QVERIFY(other->measures.course.has(houserules::CourseFigure::CardsLeft));
}

QTEST_APPLESS_MAIN(TestMeasures)
#include "test_measures.moc"
