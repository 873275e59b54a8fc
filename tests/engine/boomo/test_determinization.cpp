// The search bot's determinization (BoomoState::determinized): a state made
// up from a seat's observation keeps everything the seat knows where it is
// (its hand in its order, the cards it knows in other hands, the discard
// pile), deals every card it has not seen into the hidden places (the
// unknown places of other hands, the draw pile) uniformly, without favouring
// where the cards truly are, depends on nothing but the observation and the
// generator, and plays on correctly: a reshuffle of the discard pile, the
// rest of an answer to a bomb card, the next round's first player left of a
// moving dealer; and at every decision of random games of the test
// variants made for edges (piles that run out, eliminations, empty hands).

#include "boomotestsupport.h"

#include "core/game/random.h"

#include <QSet>
#include <QTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;
using houserules::Decision;
using houserules::kAllKnowing;
using houserules::Rng;
using houserules::boomo::BoomoObservation;

class TestDeterminization : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void knownCardsStayPut();
    void unseenCardsAreDealtUniformly_data();
    void unseenCardsAreDealtUniformly();
    void onlyTheObservationCounts();
    void reshuffleGoesOn();
    void bombAnswersGoOn_data();
    void bombAnswersGoOn();
    void movingDealerGoesOn();
    void edgesOfTheTestVariants_data();
    void edgesOfTheTestVariants();
};

namespace {

std::unique_ptr<BoomoState> madeUp(const houserules::Ruleset &ruleset, const BoomoState &truth, int seat, Rng &rng)
{
    auto state = ruleset.determinize(*truth.observe(seat), rng);
    if (!state)
        qFatal("Boomo offers no determinization");
    return asBoomo(std::move(state));
}

// Where each card lies: a seat's hand (the seat), the draw pile (the number
// of players) or the discard pile (-1).
std::vector<int> placesOf(const BoomoState &state)
{
    std::vector<int> places(std::size_t(state.rules().cardCount()), -2);
    for (int seat = 0; seat < state.playerCount(); ++seat)
        for (const auto card : state.hand(seat))
            places[std::size_t(card)] = seat;
    for (const auto card : state.drawPile())
        places[std::size_t(card)] = state.playerCount();
    for (const auto card : state.discardPile())
        places[std::size_t(card)] = -1;
    return places;
}

// Every card of the deck exactly once in a hand or a pile.
bool eachCardOnce(const BoomoState &state)
{
    std::vector<int> count(std::size_t(state.rules().cardCount()), 0);
    for (int seat = 0; seat < state.playerCount(); ++seat)
        for (const auto card : state.hand(seat))
            ++count[std::size_t(card)];
    for (const auto card : state.drawPile())
        ++count[std::size_t(card)];
    for (const auto card : state.discardPile())
        ++count[std::size_t(card)];
    return std::all_of(count.begin(), count.end(), [](int c) { return c == 1; });
}

bool contains(const std::vector<std::int16_t> &cards, int card)
{
    return std::find(cards.begin(), cards.end(), std::int16_t(card)) != cards.end();
}

// Random decisions to the end; false when a decision offered is refused or
// the game does not end.
bool playsToTheEnd(BoomoState &state, Rng &rng)
{
    std::vector<Decision> legal;
    for (int steps = 0; steps < 10000 && !state.isTerminal(); ++steps) {
        state.legalDecisions(legal);
        if (legal.empty())
            return false;
        const Decision d = legal[rng.below(std::uint32_t(legal.size()))];
        if (state.checkDecision(d))
            return false;
        state.apply(d);
    }
    return state.isTerminal() && eachCardOnce(state);
}

// The swap position of test_observation: seat 0 swapped hands with seat 2,
// then seat 1's "+1" brought seat 2 a set30 and seat 0 a set0. Seat 2 is to
// play, and knows seven of seat 0's eight cards (all but the set0).
std::unique_ptr<BoomoState> afterASwap(const houserules::Ruleset &ruleset)
{
    auto state = dealt(ruleset, 3, 0,
        {names("swap swap bomb bomb set60 set60 set60"), names("plus1"), names("stop stop stop stop stop stop 10")},
        names("set30 set0"));
    if (!playAll(*state, lines("play swap | swap 2 | play plus1")).isEmpty())
        qFatal("the swap position does not play");
    return state;
}

} // namespace

void TestDeterminization::knownCardsStayPut()
{
    const auto rs = ruleset();
    const auto truth = afterASwap(*rs);
    QCOMPARE(truth->currentPlayer(), 2);
    const BoomoObservation seen = truth->observation(2);
    QCOMPARE(int(seen.knownInHand[0].size()), 7);
    QVERIFY(seen.knownInHand[1].empty());

    Rng rng(1);
    QSet<int> seatZerosOther;
    for (int i = 0; i < 200; ++i) {
        const auto state = madeUp(*rs, *truth, 2, rng);
        QVERIFY(state->observation(2) == seen);
        QVERIFY(eachCardOnce(*state));
        // The seat's own hand in its order, the discard pile, the public rest.
        QCOMPARE(state->hand(2), truth->hand(2));
        QCOMPARE(state->discardPile(), truth->discardPile());
        QCOMPARE(state->total(), truth->total());
        QCOMPARE(state->currentPlayer(), 2);
        QCOMPARE(state->phase(), Phase::Play);
        QCOMPARE(flips(*state), flips(*truth));
        QCOMPARE(state->drawPileSize(), truth->drawPileSize());
        // Seat 0 holds the seven cards seat 2 handed over, and one more that
        // seat 2 never saw.
        const auto zero = state->hand(0);
        QCOMPARE(int(zero.size()), 8);
        for (const auto card : seen.knownInHand[0])
            QVERIFY(contains(zero, card));
        for (const auto card : zero)
            if (!contains(seen.knownInHand[0], card)) {
                QVERIFY(!contains(truth->hand(2), card));
                QVERIFY(!contains(truth->discardPile(), card));
                seatZerosOther.insert(card);
            }
        // Seat 1's six cards: none that seat 2 has seen.
        const auto one = state->hand(1);
        QCOMPARE(int(one.size()), 6);
        for (const auto card : one) {
            QVERIFY(!contains(truth->hand(2), card));
            QVERIFY(!contains(seen.knownInHand[0], card));
            QVERIFY(!contains(truth->discardPile(), card));
        }
    }
    // The card seat 2 does not know in seat 0's hand is a different one
    // from time to time: one of 68 unseen.
    QVERIFY2(seatZerosOther.size() > 40, qPrintable(QString::number(seatZerosOther.size())));
}

void TestDeterminization::unseenCardsAreDealtUniformly_data()
{
    QTest::addColumn<bool>("swap"); // the swap position, else a random one
    QTest::addColumn<int>("players");
    QTest::newRow("after a swap, 3 players") << true << 3;
    QTest::newRow("random position, 4 players") << false << 4;
    QTest::newRow("random position, 2 players") << false << 2;
}

// Over many determinizations of one position, each card the seat has not
// seen lands in each hidden place (another's unknown places, the draw pile)
// and on top of the draw pile about as often as that place's share of the
// unseen cards; the cards truly there land there no more often than others.
// Bounds: six standard deviations of the share (the generator is seeded, so
// the test is repeatable; a sampler that copied the truth or left the unseen
// cards in deck order would miss them by far).
void TestDeterminization::unseenCardsAreDealtUniformly()
{
    QFETCH(bool, swap);
    QFETCH(int, players);
    const auto rs = ruleset();
    std::unique_ptr<BoomoState> truth;
    if (swap) {
        truth = afterASwap(*rs);
    } else {
        Rng deal(std::uint64_t(17 + players));
        truth = asBoomo(rs->newGame(players, 0, deal));
        std::vector<Decision> legal;
        for (int i = 0; i < 6 && !truth->isTerminal(); ++i) {
            truth->legalDecisions(legal);
            truth->apply(legal[deal.below(std::uint32_t(legal.size()))]);
        }
        QVERIFY(!truth->isTerminal());
    }
    const int seat = truth->currentPlayer();
    const auto seen = truth->observation(seat);
    const int cards = truth->rules().cardCount();

    // The hidden places and their sizes; the unseen cards.
    std::vector<int> slots(std::size_t(players + 1), 0);
    for (int other = 0; other < players; ++other)
        if (other != seat)
            slots[std::size_t(other)]
                = seen.handSizes[std::size_t(other)] - int(seen.knownInHand[std::size_t(other)].size());
    slots[std::size_t(players)] = seen.drawPile;
    std::vector<bool> unseen(std::size_t(cards), true);
    for (const auto &known : seen.knownInHand)
        for (const auto card : known)
            unseen[std::size_t(card)] = false;
    for (const auto card : seen.discard)
        unseen[std::size_t(card)] = false;
    const int unseenCount = int(std::count(unseen.begin(), unseen.end(), true));
    int hiddenSlots = 0;
    for (const int n : slots)
        hiddenSlots += n;
    QCOMPARE(hiddenSlots, unseenCount);

    constexpr int kRuns = 4000;
    // landed[card][place], and how often each card was the top of the pile.
    std::vector<std::vector<int>> landed(std::size_t(cards), std::vector<int>(std::size_t(players + 1), 0));
    std::vector<int> onTop(std::size_t(cards), 0);
    Rng rng(2024);
    for (int run = 0; run < kRuns; ++run) {
        const auto state = madeUp(*rs, *truth, seat, rng);
        QVERIFY(state->observation(seat) == seen);
        const auto places = placesOf(*state);
        for (int card = 0; card < cards; ++card) {
            const int place = places[std::size_t(card)];
            if (!unseen[std::size_t(card)])
                continue;
            QVERIFY2(place >= 0 && place != seat, "an unseen card in a place the seat sees");
            ++landed[std::size_t(card)][std::size_t(place)];
        }
        const auto pile = state->drawPile();
        if (!pile.empty())
            ++onTop[std::size_t(pile.back())];
    }

    auto bound = [](double share, int samples) { return 6 * std::sqrt(share * (1 - share) / samples) + 1.0 / samples; };
    const auto truePlaces = placesOf(*truth);
    for (int place = 0; place <= players; ++place) {
        if (place == seat)
            continue;
        const double share = double(slots[std::size_t(place)]) / unseenCount;
        double trulyThere = 0;
        int trulyThereCount = 0;
        for (int card = 0; card < cards; ++card) {
            if (!unseen[std::size_t(card)])
                continue;
            const double rate = double(landed[std::size_t(card)][std::size_t(place)]) / kRuns;
            QVERIFY2(std::abs(rate - share) <= bound(share, kRuns),
                qPrintable(u"card %1 in place %2: %3, expected %4"_s.arg(card).arg(place).arg(rate).arg(share)));
            if (truePlaces[std::size_t(card)] == place) {
                trulyThere += rate;
                ++trulyThereCount;
            }
        }
        if (trulyThereCount > 0) {
            const double mean = trulyThere / trulyThereCount;
            QVERIFY2(mean <= share + bound(share, kRuns * trulyThereCount),
                qPrintable(
                    u"the true cards of place %1 land there at %2, expected %3"_s.arg(place).arg(mean).arg(share)));
        }
    }
    const double topShare = 1.0 / unseenCount;
    for (int card = 0; card < cards; ++card) {
        if (!unseen[std::size_t(card)])
            continue;
        const double rate = double(onTop[std::size_t(card)]) / kRuns;
        QVERIFY2(std::abs(rate - topShare) <= bound(topShare, kRuns),
            qPrintable(u"card %1 on top of the pile: %2, expected %3"_s.arg(card).arg(rate).arg(topShare)));
    }
    const auto truePile = truth->drawPile();
    const double trueTop = double(onTop[std::size_t(truePile.back())]) / kRuns;
    QVERIFY2(trueTop <= topShare + bound(topShare, kRuns), qPrintable(QString::number(trueTop)));
}

void TestDeterminization::onlyTheObservationCounts()
{
    // Seat 1's hand differs between two deals (its cards trade places with
    // the draw pile): seat 0 sees the same, and the same generator makes up
    // the same state from either; another generator, another state.
    const auto rs = ruleset();
    const Rules rules = rulesOf();
    const auto a = dealtDeck(*rs, 3, 0, deckFor(rules, 3, {{}, names("bomb bomb stop swap set60 set0 twice")}));
    const auto b = dealtDeck(*rs, 3, 0, deckFor(rules, 3, {{}, names("10 10 10 10 10 10 10")}));
    QVERIFY(a->observation(0) == b->observation(0));
    Rng one(3), same(3), other(4);
    const auto fromA = madeUp(*rs, *a, 0, one);
    const auto fromB = madeUp(*rs, *b, 0, same);
    const auto another = madeUp(*rs, *a, 0, other);
    QVERIFY(fromA->observation(kAllKnowing) == fromB->observation(kAllKnowing));
    QCOMPARE(fromA->drawPile(), fromB->drawPile());
    QVERIFY(fromA->observation(kAllKnowing) != another->observation(kAllKnowing));
    // The same chance to come: the same decisions give the same games.
    Rng playA(8), playB(8);
    QVERIFY(playsToTheEnd(*fromA, playA));
    QVERIFY(playsToTheEnd(*fromB, playB));
    QVERIFY(fromA->observation(kAllKnowing) == fromB->observation(kAllKnowing));
}

void TestDeterminization::reshuffleGoesOn()
{
    // test_cards' pileRunsOutMidDraw, made up for seat 0 before its "+2":
    // seat 1 draws the made-up pile's two cards; for seat 2 the discard pile
    // (5 5 5 and the "+2") is shuffled into a new pile by the made-up state's
    // own generator, and seat 2 draws two of those.
    const auto rs = ruleset(dataFile("short-pile.yaml"));
    const auto truth
        = dealt(*rs, 3, 0, {names("5 plus2 stop"), names("5 10 10"), names("5 plus1 skip")}, names("5 set0"), 3);
    QCOMPARE(playAll(*truth, lines("play 5 | play 5 | play 5")), QString());
    QCOMPARE(truth->drawPileSize(), 2);
    const Rules &rules = truth->rules();

    Rng rng(5);
    int plusTwoDrawn = 0, plusTwoLeft = 0;
    for (int run = 0; run < 100; ++run) {
        const auto state = madeUp(*rs, *truth, 0, rng);
        const auto pile = state->drawPile();
        QCOMPARE(int(pile.size()), 2);
        auto reshuffled = state->discardPile();
        QCOMPARE(cardNames(rules, reshuffled), names("5 5 5"));
        const auto hand = state->hand(0);
        const auto plusTwo = *std::find_if(
            hand.begin(), hand.end(), [&](std::int16_t card) { return rules.cardName(card) == "plus2"; });
        reshuffled.push_back(plusTwo);

        std::vector<Event> events;
        QCOMPARE(play(*state, "play plus2", &events), QString());
        const auto traced = trace(rules, events);
        QCOMPARE(traced.size(), 6);
        QCOMPARE(traced[3], u"reshuffle 4"_s);
        const auto drawn = ofType(events, EventType::CardDrawn);
        QCOMPARE(int(drawn.size()), 4);
        // Seat 1 drew the pile, top first.
        QCOMPARE(int(drawn[0].player), 1);
        QCOMPARE(int(drawn[0].card), int(pile.back()));
        QCOMPARE(int(drawn[1].card), int(pile.front()));
        // Seat 2 drew two of the reshuffled cards; the other two are the pile.
        auto rest = reshuffled;
        for (const auto &e : {drawn[2], drawn[3]}) {
            QCOMPARE(int(e.player), 2);
            const auto it = std::find(rest.begin(), rest.end(), e.card);
            QVERIFY(it != rest.end());
            rest.erase(it);
        }
        auto newPile = state->drawPile();
        std::sort(newPile.begin(), newPile.end());
        std::sort(rest.begin(), rest.end());
        QCOMPARE(newPile, rest);
        QVERIFY(state->discardPile().empty());
        QCOMPARE(state->total(), 15);
        QCOMPARE(state->currentPlayer(), 1);
        QVERIFY(eachCardOnce(*state));
        (contains(state->hand(2), plusTwo) ? plusTwoDrawn : plusTwoLeft) += 1;
        QVERIFY(playsToTheEnd(*state, rng));
    }
    // The reshuffle differs from one made-up state to the next.
    QVERIFY(plusTwoDrawn > 20);
    QVERIFY(plusTwoLeft > 20);
}

void TestDeterminization::bombAnswersGoOn_data()
{
    QTest::addColumn<QString>("firstAnswer"); // seat 1's
    QTest::newRow("seat 1 let a bomb explode") << u"answer explode"_s;
    QTest::newRow("seat 1 discarded") << u"answer discard"_s;
}

void TestDeterminization::bombAnswersGoOn()
{
    // Answering by choice, four players: seat 0 plays the bomb card; seat 1
    // answers; seat 2 (a time stopper in hand) is asked, and the state is
    // made up for it. After its answer comes seat 3's: asked if its made-up
    // hand holds a time stopper (it discards one), else it flips. The bomber
    // flips only when nobody let a bomb explode.
    QFETCH(QString, firstAnswer);
    const bool exploded = firstAnswer == u"answer explode"_s;
    const auto rs = ruleset(kByChoice);
    const auto truth = dealt(*rs, 4, 0, {names("bomb"), names("stop"), names("stop")});
    QCOMPARE(playAll(*truth, {u"play bomb"_s, firstAnswer}), QString());
    QCOMPARE(truth->phase(), Phase::AnswerBomb);
    QCOMPARE(truth->currentPlayer(), 2);
    const auto seen = truth->observation(2);
    QCOMPARE(seen.bomber, 0);
    QCOMPARE(seen.bombExploded, exploded);

    Rng rng(6);
    int asked = 0, flipped = 0;
    for (int run = 0; run < 60; ++run) {
        const auto state = madeUp(*rs, *truth, 2, rng);
        QVERIFY(state->observation(2) == seen);
        const bool threeHolds = handOf(*state, 3).contains(u"stop"_s);
        QCOMPARE(play(*state, "answer discard"), QString());
        if (threeHolds) {
            QCOMPARE(state->phase(), Phase::AnswerBomb);
            QCOMPARE(state->currentPlayer(), 3);
            QCOMPARE(play(*state, "answer discard"), QString());
            ++asked;
        } else {
            ++flipped;
        }
        const bool threeExploded = !threeHolds;
        // The bomb card ended round 1; nobody else was asked.
        QCOMPARE(state->round(), 2);
        QCOMPARE(state->phase(), Phase::Play);
        QCOMPARE(flips(*state),
            (QList<int> {exploded || threeExploded ? 0 : 1, exploded ? 1 : 0, 0, threeExploded ? 1 : 0}));
        QVERIFY(playsToTheEnd(*state, rng));
    }
    QVERIFY(asked > 5);
    QVERIFY(flipped > 5);
}

void TestDeterminization::movingDealerGoesOn()
{
    // test_rounds' dealerLeft, made up for seat 3 before it goes over: the
    // dealer (seat 0) is public, and round 2 starts left of the next one,
    // with seat 2 (after the ender it would be seat 0).
    const auto rs = ruleset(dataFile("dealer-left.yaml"));
    const auto truth = dealt(
        *rs, 4, 1, {names("set60 stop 5"), names("reverse set60 stop"), names("set60 stop stop 5"), names("stop 5 5")});
    QCOMPARE(playAll(*truth, lines("play set60 | play stop")), QString());
    QCOMPARE(truth->currentPlayer(), 3);
    QCOMPARE(truth->observation(3).dealer, 0);
    Rng rng(7);
    for (int run = 0; run < 20; ++run) {
        const auto state = madeUp(*rs, *truth, 3, rng);
        QCOMPARE(play(*state, "play 5"), QString());
        QCOMPARE(state->round(), 2);
        QCOMPARE(state->currentPlayer(), 2);
        QCOMPARE(state->observation(2).dealer, 1);
        QVERIFY(playsToTheEnd(*state, rng));
    }
}

void TestDeterminization::edgesOfTheTestVariants_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    for (const char *file : {"short-pile.yaml", "dealt-out.yaml", "bomb-plays-on.yaml", "bomb-plays-on-one-bomb.yaml",
             "one-bomb.yaml", "dealer-left-one-bomb.yaml", "two-cards.yaml"}) {
        const auto rs = ruleset(dataFile(file));
        for (int players = rs->minPlayers(); players <= rs->maxPlayers(); ++players)
            QTest::addRow("%s, %d players", file, players) << qstr(dataFile(file)) << players;
    }
}

// The search bot's property (test_searchbot) at every decision of random
// games: the made-up state looks the same to the seat, offers it the same
// decisions, and plays on to an end with every card in one place.
void TestDeterminization::edgesOfTheTestVariants()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    const auto rs = ruleset(variant.toStdString());
    Rng rng(std::uint64_t(players) * 31 + std::uint64_t(qHash(variant)));
    std::vector<Decision> legal, madeUpLegal;
    for (int game = 0; game < 8; ++game) {
        const auto truth = asBoomo(rs->newGame(players, int(rng.below(std::uint32_t(players))), rng));
        while (!truth->isTerminal()) {
            const int seat = truth->currentPlayer();
            const auto state = madeUp(*rs, *truth, seat, rng);
            QVERIFY(state->observation(seat) == truth->observation(seat));
            QVERIFY(eachCardOnce(*state));
            truth->legalDecisions(legal);
            state->legalDecisions(madeUpLegal);
            QCOMPARE(madeUpLegal, legal);
            QVERIFY(playsToTheEnd(*state, rng));
            truth->apply(legal[rng.below(std::uint32_t(legal.size()))]);
        }
    }
}

QTEST_GUILESS_MAIN(TestDeterminization)
#include "test_determinization.moc"
