// The search bot's determinization (WeState::determinized): a state made up
// from one seat's observation keeps that seat's gunfighter and everything
// public; every other seat gets a different gunfighter from those the seat
// has not seen, uniformly (the true one no more often than another), unless
// a roll the seat sees counted his stars (a price, an attack's outcome): then
// in proportion to the chance his stars give it; the decks hold exactly the
// shares nobody shows, each deck those of its back colour, in a random order.

#include "wetestsupport.h"

#include <QTest>

#include <map>
#include <set>

using namespace wetest;
using houserules::Rng;

class TestDeterminization : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keepsWhatTheSeatSees();
    void othersGunfightersUniform_data();
    void othersGunfightersUniform();
    void noTwoSeatsShareAGunfighter();
    void decksHoldTheUnseenShares();
    void aPriceRulesOutGunfighters();
    void aPriceWeighsGunfighters();
    void anAttackWeighsBothFighters();
};

namespace {

// The ruleset's determinization, from `seat`'s observation of `truth`.
std::unique_ptr<WeState> determinized(const WeState &truth, int seat, Rng &rng)
{
    static const auto standard = ruleset();
    auto state = standard->determinize(*truth.observe(seat), rng);
    if (!state)
        qFatal("no determinization");
    return std::unique_ptr<WeState>(static_cast<WeState *>(state.release()));
}

// A game of `players` from a seed, played on at random for `steps` decisions.
std::unique_ptr<WeState> randomGame(int players, int steps, std::uint64_t seed)
{
    Rng rng(seed);
    auto state = ruleset()->newGame(players, 0, rng);
    std::vector<houserules::Decision> legal;
    for (int i = 0; i < steps && !state->isTerminal(); ++i) {
        state->legalDecisions(legal);
        state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
    }
    return std::unique_ptr<WeState>(static_cast<WeState *>(state.release()));
}

std::vector<std::int16_t> sorted(std::vector<std::int16_t> cards)
{
    std::sort(cards.begin(), cards.end());
    return cards;
}

// The counts `samples` determinizations give each gunfighter at `of`, seen by `seat`.
std::vector<int> gunfighterCounts(const WeState &truth, int seat, int of, int samples, Rng &rng)
{
    std::vector<int> counts(std::size_t(truth.rules().gunfighterCount()), 0);
    for (int i = 0; i < samples; ++i)
        ++counts[std::size_t(determinized(truth, seat, rng)->gunfighter(of))];
    return counts;
}

int gunfighterNamed(const Rules &rules, const char *name)
{
    for (int g = 0; g < rules.gunfighterCount(); ++g)
        if (rules.gunfighters[std::size_t(g)].name == name)
            return g;
    qFatal("no gunfighter %s", name);
}

} // namespace

void TestDeterminization::keepsWhatTheSeatSees()
{
    auto truth = randomGame(4, 30, 17);
    QVERIFY(!truth->isTerminal());
    Rng rng(3);
    std::vector<houserules::Decision> legal, madeUpLegal;
    truth->legalDecisions(legal);
    for (int seat = 0; seat < 4; ++seat) {
        const auto seen = truth->observe(seat);
        for (int i = 0; i < 50; ++i) {
            const auto madeUp = determinized(*truth, seat, rng);
            QCOMPARE(madeUp->gunfighter(seat), truth->gunfighter(seat));
            QVERIFY(madeUp->observe(seat)->equals(*seen));
            QCOMPARE(madeUp->currentPlayer(), truth->currentPlayer());
            QCOMPARE(madeUp->phase(), truth->phase());
            QCOMPARE(madeUp->round(), truth->round());
            for (int p = 0; p < 4; ++p) {
                QCOMPARE(madeUp->shares(p), truth->shares(p));
                QCOMPARE(madeUp->bills(p), truth->bills(p));
                QCOMPARE(madeUp->chips(p), truth->chips(p));
                QCOMPARE(madeUp->cowboyAt(p), truth->cowboyAt(p));
                QCOMPARE(madeUp->inGame(p), truth->inGame(p));
            }
            madeUp->legalDecisions(madeUpLegal);
            QCOMPARE(madeUpLegal, legal);
        }
    }
}

void TestDeterminization::othersGunfightersUniform_data()
{
    QTest::addColumn<int>("players");
    for (int players = 2; players <= 6; ++players)
        QTest::addRow("%d players", players) << players;
}

// Seat 0 knows only its own gunfighter: each other seat's is any of the other
// five equally often. 6000 samples give each 1200 (a standard deviation of
// about 31); 10 % either way fails a biased draw and passes a fair one.
void TestDeterminization::othersGunfightersUniform()
{
    QFETCH(int, players);
    auto truth = randomGame(players, 5, 100 + std::uint64_t(players));
    Rng rng(7);
    constexpr int kSamples = 6000;
    const int unseen = truth->rules().gunfighterCount() - 1;
    const double expected = double(kSamples) / unseen;
    const int own = truth->gunfighter(0);
    for (int other = 1; other < players; ++other) {
        const auto counts = gunfighterCounts(*truth, 0, other, kSamples, rng);
        QCOMPARE(counts[std::size_t(own)], 0);
        for (int g = 0; g < int(counts.size()); ++g) {
            if (g == own)
                continue;
            QVERIFY2(std::abs(counts[std::size_t(g)] - expected) < 0.1 * expected,
                qPrintable(
                    u"seat %1, gunfighter %2: %3 of %4"_s.arg(other).arg(g).arg(counts[std::size_t(g)]).arg(kSamples)));
        }
        // The true one is not favoured.
        QVERIFY(counts[std::size_t(truth->gunfighter(other))] < 1.1 * expected);
    }
}

void TestDeterminization::noTwoSeatsShareAGunfighter()
{
    Rng rng(11);
    for (int players = 2; players <= 6; ++players) {
        auto truth = randomGame(players, 12, 200 + std::uint64_t(players));
        for (int seat = 0; seat < players; ++seat)
            for (int i = 0; i < 200; ++i) {
                const auto madeUp = determinized(*truth, seat, rng);
                std::set<int> drawn;
                for (int p = 0; p < players; ++p) {
                    const int g = madeUp->gunfighter(p);
                    QVERIFY(g >= 0 && g < truth->rules().gunfighterCount());
                    drawn.insert(g);
                }
                QCOMPARE(int(drawn.size()), players);
            }
    }
}

// A share being considered, shares in hands: the decks hold exactly the
// shares not shown anywhere (here, the true decks' shares), each of its back
// colour, every order possible.
void TestDeterminization::decksHoldTheUnseenShares()
{
    auto truth = game({.players = 3, .dice = {1, 2, 6}, .starTop = {u"general_store-intelligence"_s}});
    give(*truth, 0, "arizona_club-speed grand_hotel-dexterity");
    give(*truth, 1, "arizona_club-dexterity blacksmith-strength gunsmith-speed");
    give(*truth, 2, "stagecoach-speed");
    QCOMPARE(playAll(*truth, "move north +1 +2 | draw"), QString());
    QCOMPARE(truth->phase(), Phase::ConsiderShare);
    const auto &rules = truth->rules();
    Rng rng(5);
    std::map<int, int> starTops, dollarTops;
    constexpr int kSamples = 400;
    for (int i = 0; i < kSamples; ++i) {
        const auto madeUp = determinized(*truth, 1, rng);
        for (const Back back : {Back::Star, Back::Dollar}) {
            QCOMPARE(sorted(madeUp->deck(back)), sorted(truth->deck(back)));
            for (const auto share : madeUp->deck(back))
                QCOMPARE(rules.backs[std::size_t(rules.shares[std::size_t(share)].business)], back);
        }
        // Every share once: in a hand, drawn, or in a deck.
        std::vector<int> where(std::size_t(rules.shareCount()), 0);
        for (int p = 0; p < 3; ++p)
            for (const auto share : madeUp->shares(p))
                ++where[std::size_t(share)];
        ++where[std::size_t(shareId(*truth, "general_store-intelligence"))];
        for (const Back back : {Back::Star, Back::Dollar})
            for (const auto share : madeUp->deck(back))
                ++where[std::size_t(share)];
        QCOMPARE(std::count(where.begin(), where.end(), 1), std::ptrdiff_t(rules.shareCount()));
        ++starTops[madeUp->deck(Back::Star).front()];
        ++dollarTops[madeUp->deck(Back::Dollar).front()];
    }
    // The order is drawn afresh: the top is now this share, now that one,
    // and the true top no more often than its share of the deck.
    const auto starDeck = truth->deck(Back::Star), dollarDeck = truth->deck(Back::Dollar);
    QCOMPARE(int(starTops.size()), int(starDeck.size()));
    QCOMPARE(int(dollarTops.size()), int(dollarDeck.size()));
    QVERIFY(starTops[starDeck.front()] < 3.0 * kSamples / double(starDeck.size()));
    QVERIFY(dollarTops[dollarDeck.front()] < 3.0 * kSamples / double(dollarDeck.size()));
}

// Calamity Jane (3 intelligence stars, the only one with so few) rolls 6, 6,
// 6 for an intelligence share: a price of 15. Whoever watches knows no other
// gunfighter could have rolled it (3 dice make 18 at most).
void TestDeterminization::aPriceRulesOutGunfighters()
{
    auto truth = game({.players = 3,
        .dice = {1, 2, 6, 6, 6, 6},
        .gunfighters = names("calamity_jane wyatt_earp wild_bill"),
        .starTop = {u"general_store-intelligence"_s}});
    QCOMPARE(playAll(*truth, "move north +1 +2 | draw | roll"), QString());
    QCOMPARE(truth->phase(), Phase::PayPrice);
    QCOMPARE(static_cast<const WeObservation &>(*truth->observe(1)).price, 15);
    const int jane = gunfighterNamed(truth->rules(), "calamity_jane");
    Rng rng(9);
    for (const int seat : {1, 2})
        for (int i = 0; i < 300; ++i) {
            const auto madeUp = determinized(*truth, seat, rng);
            QCOMPARE(madeUp->gunfighter(0), jane);
            QVERIFY(madeUp->gunfighter(3 - seat) != jane);
        }
}

// Wyatt Earp (seat 0) rolls 1, 1, 2 for an intelligence share: a price of 0,
// a sum of at most his stars. Out of 216 rolls, a sum of at most 3, 4, 6
// stars comes 1, 4, 20 times: seat 1 (Annie Oakley, 4) sees Doc Holliday (6)
// 20 times as likely as Calamity Jane (3), Wyatt Earp (5) 10 times, Billy
// the Kid and Wild Bill (4) 4 times: shares 20, 1, 10, 4, 4 of 39.
void TestDeterminization::aPriceWeighsGunfighters()
{
    auto truth = game({.players = 2,
        .dice = {1, 2, 6, 1, 1, 2},
        .gunfighters = names("wyatt_earp annie_oakley"),
        .starTop = {u"general_store-intelligence"_s}});
    QCOMPARE(playAll(*truth, "move north +1 +2 | draw | roll"), QString());
    QCOMPARE(static_cast<const WeObservation &>(*truth->observe(1)).price, 0);
    const auto &rules = truth->rules();
    constexpr int kSamples = 7800;
    Rng rng(13);
    const auto counts = gunfighterCounts(*truth, 1, 0, kSamples, rng);
    const std::map<const char *, int> weights {
        {"doc_holliday", 20}, {"calamity_jane", 1}, {"wyatt_earp", 10}, {"billy_the_kid", 4}, {"wild_bill", 4}};
    for (const auto &[name, weight] : weights) {
        const double expected = kSamples * weight / 39.0;
        const int n = counts[std::size_t(gunfighterNamed(rules, name))];
        QVERIFY2(std::abs(n - expected) < 0.15 * expected + 20,
            qPrintable(u"%1: %2"_s.arg(QString::fromLatin1(name)).arg(n)));
    }
    QCOMPARE(counts[std::size_t(gunfighterNamed(rules, "annie_oakley"))], 0);
}

// Ann attacks Bob on intelligence and wins (Bob chooses which share to give):
// Cid, watching, knows neither's stars, but the winner more likely has more
// of them. Without the outcome both would average the same.
void TestDeterminization::anAttackWeighsBothFighters()
{
    auto truth = game({.players = 3,
        .dice = {2, 3, 5, 6, 6, 6, 1, 1, 1},
        .gunfighters = names("wyatt_earp doc_holliday annie_oakley")});
    truth->setCowboy(1, north(*truth, 13));
    truth->setCowboy(0, north(*truth, 10));
    give(*truth, 0, "arizona_club-speed");
    give(*truth, 1, "arizona_club-dexterity arizona_club-intelligence");
    QCOMPARE(playAll(*truth, "move +5 -2 | attribute intelligence"), QString());
    QCOMPARE(truth->phase(), Phase::GiveShare);
    QCOMPARE(truth->currentPlayer(), 1);
    const auto &rules = truth->rules();
    constexpr int kSamples = 4000;
    Rng rng(21);
    double attacker = 0, defender = 0;
    for (int i = 0; i < kSamples; ++i) {
        const auto madeUp = determinized(*truth, 2, rng);
        QVERIFY(madeUp->gunfighter(0) != madeUp->gunfighter(1));
        attacker += rules.gunfighters[std::size_t(madeUp->gunfighter(0))].stars[0];
        defender += rules.gunfighters[std::size_t(madeUp->gunfighter(1))].stars[0];
    }
    attacker /= kSamples;
    defender /= kSamples;
    // The unseen five have 4.4 stars on average; the winner's side clearly more.
    QVERIFY2(attacker - defender > 0.3, qPrintable(u"%1 against %2"_s.arg(attacker).arg(defender)));
    QVERIFY(attacker > 4.5 && defender < 4.3);
}

QTEST_GUILESS_MAIN(TestDeterminization)
#include "test_determinization.moc"
