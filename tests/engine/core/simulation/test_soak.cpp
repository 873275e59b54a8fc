// The soak (core/simulation/soak.h): a short soak of every game passes, and each of its
// checks catches what it is there for. The faults are planted in a wrapper
// around a real game (Blasting Billy) that breaks one thing on purpose.

#include "core/simulation/soak.h"
#include "registry.h"
#include "wyattearp/state.h"

#include <QTest>

using namespace houserules;

namespace {

enum class Fault { None, Invariant, Clone, Record, Observation, Outcome, Legal };
constexpr int kFaultAt = 5; // the decision count from which a fault shows

// An observation that holds what its seat may not see: the next seat's.
class LeakyObservation final : public ObservationOf<LeakyObservation> {
public:
    std::shared_ptr<const Observation> own, leaked;
    friend bool operator==(const LeakyObservation &a, const LeakyObservation &b)
    {
        return a.seat == b.seat && a.own->equals(*b.own) && a.leaked->equals(*b.leaked);
    }
};

// A real state with one fault planted.
class FaultyState final : public State {
public:
    FaultyState(std::unique_ptr<State> inner, Fault fault, int mark = 0)
        : m_inner(std::move(inner)), m_fault(fault), m_mark(mark)
    {}

    int playerCount() const override { return m_inner->playerCount(); }
    int currentPlayer() const override { return m_inner->currentPlayer(); }
    bool isTerminal() const override { return m_inner->isTerminal(); }
    void legalDecisions(std::vector<Decision> &out) const override
    {
        m_inner->legalDecisions(out);
        if (m_fault == Fault::Legal && showing())
            out.push_back({DecisionKind::PlayCard, 9999, 0, 0}); // no card of the game
    }
    std::optional<Illegal> checkDecision(const Decision &d) const override { return m_inner->checkDecision(d); }
    void apply(const Decision &d, std::vector<Event> *events) override { m_inner->apply(d, events); }
    Outcome outcome() const override { return m_inner->outcome(); }
    std::vector<int> winningSeats() const override
    {
        auto winners = m_inner->winningSeats();
        if (m_fault == Fault::Outcome)
            winners.push_back(playerCount()); // a seat that does not exist
        return winners;
    }
    std::unique_ptr<Observation> observe(int seat) const override
    {
        if (m_fault != Fault::Observation)
            return m_inner->observe(seat);
        auto o = std::make_unique<LeakyObservation>();
        o->seat = seat;
        o->own = m_inner->observe(seat);
        o->leaked = m_inner->observe((seat + 1) % playerCount());
        return o;
    }
    std::unique_ptr<State> clone() const override
    {
        const bool tamper = m_fault == Fault::Clone && showing();
        return std::make_unique<FaultyState>(m_inner->clone(), m_fault, m_mark + (tamper ? 1 : 0));
    }
    std::string decisionText(const Decision &d) const override
    {
        if (m_fault == Fault::Record && showing()) { // names another decision
            std::vector<Decision> legal;
            m_inner->legalDecisions(legal);
            for (const auto &other : legal)
                if (m_inner->decisionText(other) != m_inner->decisionText(d))
                    return m_inner->decisionText(other);
        }
        return m_inner->decisionText(d);
    }
    std::optional<Decision> parseDecision(std::string_view text, std::string *error) const override
    {
        return m_inner->parseDecision(text, error);
    }
    int decisionCount() const override { return m_inner->decisionCount(); }
    std::optional<std::string> brokenInvariant() const override
    {
        if (m_fault == Fault::Invariant && showing())
            return std::string("planted");
        return m_inner->brokenInvariant();
    }
    bool equals(const State &other) const override
    {
        const auto *o = dynamic_cast<const FaultyState *>(&other);
        return o && m_mark == o->m_mark && m_inner->equals(*o->m_inner);
    }

private:
    bool showing() const { return decisionCount() >= kFaultAt; }

    std::unique_ptr<State> m_inner;
    Fault m_fault;
    int m_mark; // a clone that is not the same
};

class FaultyRuleset final : public Ruleset {
public:
    FaultyRuleset(std::shared_ptr<const Ruleset> inner, Fault fault) : m_inner(std::move(inner)), m_fault(fault) {}

    const Variant &variant() const override { return m_inner->variant(); }
    int minPlayers() const override { return m_inner->minPlayers(); }
    int maxPlayers() const override { return m_inner->maxPlayers(); }
    std::unique_ptr<State> newGame(int players, int first, Rng &rng) const override
    {
        return std::make_unique<FaultyState>(m_inner->newGame(players, first, rng), m_fault);
    }
    Expected<std::unique_ptr<State>> newGame(int players, int first, const Setup &setup) const override
    {
        auto state = m_inner->newGame(players, first, setup);
        if (!state)
            return state.errors();
        return std::unique_ptr<State>(std::make_unique<FaultyState>(std::move(*state), m_fault));
    }
    std::vector<std::string> botNames() const override { return m_inner->botNames(); }
    std::unique_ptr<Bot> makeBot(const std::string &name) const override { return m_inner->makeBot(name); }
    std::unique_ptr<State> determinize(const Observation &observation, Rng &rng) const override
    {
        const auto *leaky = dynamic_cast<const LeakyObservation *>(&observation);
        return std::make_unique<FaultyState>(m_inner->determinize(leaky ? *leaky->own : observation, rng), m_fault);
    }
    int cardCount() const override { return m_inner->cardCount(); }
    std::string cardKind(int card) const override { return m_inner->cardKind(card); }

private:
    std::shared_ptr<const Ruleset> m_inner;
    Fault m_fault;
};

std::vector<SoakVariant> variantsOf(const std::string &game)
{
    std::vector<SoakVariant> variants;
    for (const auto &id : Registry::instance().loader().availableIds())
        if (id.starts_with(game + "/"))
            variants.push_back({id, *Registry::instance().ruleset(id)});
    return variants;
}

// Games enough for every (variant, player count) to be played once by each
// of the three bot line-ups.
std::int64_t everyCaseThrice(const std::vector<SoakVariant> &variants)
{
    std::int64_t cases = 0;
    for (const auto &v : variants)
        cases += v.ruleset->maxPlayers() - v.ruleset->minPlayers() + 1;
    return 3 * cases;
}

} // namespace

class TestSoak : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyGameSoaksClean_data()
    {
        QTest::addColumn<QString>("game");
        for (const auto *game : Registry::instance().games())
            QTest::newRow(game->id().c_str()) << QString::fromStdString(game->id());
    }

    void everyGameSoaksClean()
    {
        QFETCH(QString, game);
        SoakOptions options;
        options.variants = variantsOf(game.toStdString());
        QVERIFY(!options.variants.empty());
        options.games = everyCaseThrice(options.variants);
        options.seed = 7;
        const SoakResult result = soak(options);
        QVERIFY2(!result.failure,
            result.failure
                ? (result.failure->variant + ": " + result.failure->check + ": " + result.failure->message).c_str()
                : "");
        QCOMPARE(result.games, options.games);
        QVERIFY(result.decisions > result.games);
        QVERIFY(!result.cancelled);
    }

    void theSameGamesOnAnyThreads()
    {
        SoakOptions options;
        options.variants = variantsOf("boomo");
        options.games = 40;
        options.seed = 3;
        const SoakResult one = soak(options);
        options.threads = 3;
        const SoakResult three = soak(options);
        QCOMPARE(three.games, one.games);
        QCOMPARE(three.decisions, one.decisions);
    }

    // Regressions the soak found: six heuristic bots whose game did not end
    // in 100,000 decisions. With every card in a hand, they passed one "+2"
    // round the table (each played it, the next drew it back). Later, with
    // the draw pile empty, a "+2" made the next player draw the discard pile
    // reshuffled, the "+2" and the "swap hands" just played, which went round
    // the same way while the total never moved.
    void boomosHeuristicBotsEndTheirGames_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("one +2 round the table")
            << QStringLiteral("boomo/explosion-goes-on") << quint64(12491690442736124265ULL);
        QTest::newRow("+2 and swap hands from the discard pile")
            << QStringLiteral("boomo/standard") << quint64(18396974776585492735ULL);
    }

    void boomosHeuristicBotsEndTheirGames()
    {
        QFETCH(QString, variant);
        QFETCH(quint64, seed);
        const auto ruleset = Registry::instance().ruleset(variant.toStdString());
        QVERIFY(ruleset.ok());
        std::int64_t decisions = 0;
        const auto failure = soakGame(
            {variant.toStdString(), *ruleset}, 6, seed, std::vector<std::string>(6, "heuristic"), false, &decisions);
        QVERIFY2(!failure, failure ? (failure->check + ": " + failure->message).c_str() : "");
        QVERIFY(decisions > 0 && decisions < 5000);
    }

    void faultsAreCaught_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QString>("check");
        QTest::addColumn<bool>("atTheFault"); // found right after decision kFaultAt, not at the end
        QTest::newRow("invariant") << int(Fault::Invariant) << QStringLiteral("invariant") << true;
        QTest::newRow("clone") << int(Fault::Clone) << QStringLiteral("clone") << true;
        QTest::newRow("record") << int(Fault::Record) << QStringLiteral("record") << true;
        QTest::newRow("observation") << int(Fault::Observation) << QStringLiteral("observation") << false;
        QTest::newRow("outcome") << int(Fault::Outcome) << QStringLiteral("outcome") << false;
        QTest::newRow("legal") << int(Fault::Legal) << QStringLiteral("legal") << true;
    }

    void faultsAreCaught()
    {
        QFETCH(int, fault);
        QFETCH(QString, check);
        QFETCH(bool, atTheFault);
        const auto billy = Registry::instance().ruleset("blasting-billy/standard");
        QVERIFY(billy.ok());
        SoakOptions options;
        options.variants = {{"blasting-billy/standard", std::make_shared<FaultyRuleset>(*billy, Fault(fault))}};
        options.games = 10;
        options.seed = 11;
        const SoakResult result = soak(options);
        QVERIFY(result.failure);
        const SoakFailure &f = *result.failure;
        QCOMPARE(QString::fromStdString(f.check), check);
        QCOMPARE(f.game, 0);
        QCOMPARE(result.games, 0);
        QCOMPARE(f.variant, std::string("blasting-billy/standard"));
        QCOMPARE(f.seed, Rng::derive(11, 0));
        QCOMPARE(f.players, 2); // the first case: the fewest players
        if (atTheFault)
            QCOMPARE(f.decision, kFaultAt);
        else if (check == u"observation")
            QCOMPARE(f.decision, 0); // the first look at a seat leaks
        // The record so far replays (by the real game) to the decision that failed.
        QCOMPARE(int(f.record.decisions.size()), check == u"record" ? f.decision + 1 : f.decision);
        const auto parsed = parseRecord(writeRecord(f.record), "failure.yaml");
        QVERIFY(parsed.ok());
        auto state = startGame(*parsed, **billy);
        QVERIFY(state.ok());
        int applied = 0;
        QVERIFY(!playRecord(*parsed, **state, &applied));
        QCOMPARE(applied, int(f.record.decisions.size()));
    }

    void aCleanWrapperPasses()
    {
        // The wrapper itself is no fault: without one the same games pass.
        const auto billy = Registry::instance().ruleset("blasting-billy/standard");
        SoakOptions options;
        options.variants = {{"blasting-billy/standard", std::make_shared<FaultyRuleset>(*billy, Fault::None)}};
        options.games = 10;
        const SoakResult result = soak(options);
        QVERIFY(!result.failure);
        QCOMPARE(result.games, 10);
    }

    void wyattEarpsInvariantSeesMoneyOutOfNowhere()
    {
        // Wyatt Earp's test hooks set money directly: the invariant notices.
        const auto ruleset = Registry::instance().ruleset("wyatt-earp/standard");
        Rng rng(5);
        auto state = (*ruleset)->newGame(3, 0, rng);
        QCOMPARE(state->brokenInvariant(), std::nullopt);
        auto &we = static_cast<wyattearp::WeState &>(*state);
        we.setBills(1, -10);
        QVERIFY(state->brokenInvariant());
        QVERIFY(state->brokenInvariant()->find("seat 1") != std::string::npos);
        const auto clone = state->clone();
        QVERIFY(clone->equals(*state));
        we.setBills(1, 10);
        QVERIFY(!clone->equals(*state));
        QCOMPARE(state->brokenInvariant(), std::nullopt);

        // A share given from the deck is still in one place; given again to
        // another seat it is in two.
        const int share = we.deck(wyattearp::Back::Star).front();
        we.giveShare(1, share);
        QCOMPARE(state->brokenInvariant(), std::nullopt);
        we.giveShare(2, share);
        const auto broken = state->brokenInvariant();
        QVERIFY(broken);
        QVERIFY2(
            broken->find("the shares of seat 1 and in the shares of seat 2") != std::string::npos, broken->c_str());
    }

    void statesOfOtherGamesAreNeverEqual()
    {
        Rng a(1), b(1);
        const auto billy = (*Registry::instance().ruleset("blasting-billy/standard"))->newGame(3, 0, a);
        const auto boomo = (*Registry::instance().ruleset("boomo/standard"))->newGame(3, 0, b);
        QVERIFY(!billy->equals(*boomo));
        QVERIFY(billy->equals(*billy->clone()));
        Rng c(2);
        const auto otherDeal = (*Registry::instance().ruleset("blasting-billy/standard"))->newGame(3, 0, c);
        QVERIFY(!billy->equals(*otherDeal));
    }
};

QTEST_GUILESS_MAIN(TestSoak)
#include "test_soak.moc"
