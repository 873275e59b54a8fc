// What each seat may see: hand sizes, the discard pile, the total, the bombs,
// who is out and the direction are public; the values of another player's
// hand are not (only the cards a seat handed over in a swap, as long as they
// stay in the hand they went to), nor the order of the draw pile; at the end
// every hand is shown. And the events each rule emits, as the app's log and
// animations will read them: types, players, privacy (a drawn card private
// to its drawer, a received one to its receiver) and Event::marks.

#include "boomotestsupport.h"

#include "core/game/random.h"

#include <QSet>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;
using houserules::kAllKnowing;
using houserules::kSpectator;
using houserules::Rng;
using houserules::boomo::BoomoObservation;

class TestObservation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void publicInformation();
    void drawPileOrderIsHidden();
    void otherHandsAreHidden();
    void swappedCardsStayKnown();
    void endShowsEveryHand();
    void eventsPrivacyAndMarks_data();
    void eventsPrivacyAndMarks();
};

namespace {

// Everything an observation holds, as text, to compare two observations.
QString dump(const BoomoObservation &o)
{
    auto ints = [](const auto &list) {
        QStringList parts;
        for (const auto value : list)
            parts.push_back(QString::number(int(value)));
        return parts.join(u',');
    };
    QStringList known;
    for (const auto &cards : o.knownInHand)
        known.push_back(ints(cards));
    return u"seat %1 players %2 current %3 phase %4 direction %5 total %6 round %7 pile %8 terminal %9 hand %10 "
           "sizes %11 known %12 flipped %13 out %14 discard %15 ender %16 end %17 winners %18 dealer %19 bomber %20 "
           "exploded %21"_s.arg(o.seat)
               .arg(o.players)
               .arg(o.currentPlayer)
               .arg(int(o.phase))
               .arg(o.direction)
               .arg(o.total)
               .arg(o.round)
               .arg(o.drawPile)
               .arg(o.terminal)
               .arg(ints(o.hand), ints(o.handSizes), known.join(u'/'), ints(o.flipped), ints(o.out), ints(o.discard))
               .arg(o.lastEnder)
               .arg(int(o.lastEnd))
               .arg(ints(o.winners))
               .arg(o.dealer)
               .arg(o.bomber)
               .arg(o.bombExploded);
}

QStringList knownNames(const BoomoState &state, int viewer, int seat)
{
    auto known = cardNames(state.rules(), state.observation(viewer).knownInHand[std::size_t(seat)]);
    known.sort();
    return known;
}

} // namespace

void TestObservation::publicInformation()
{
    // Three players after a few turns: a reverse, a 10, a bomb card that
    // ends round 1 (seat 2 flips, seat 0 discards a time stopper), and a 5 in
    // round 2.
    const auto state = dealt(*ruleset(), 3, 0, {names("reverse 5 stop"), names("bomb"), names("10")});
    QCOMPARE(playAll(*state, lines("play reverse | play 10 | play bomb")), QString());
    QCOMPARE(state->round(), 2);
    QCOMPARE(state->currentPlayer(), 0); // after seat 1, the other way
    QCOMPARE(play(*state, "play 5"), QString());

    for (const int viewer : {0, 1, 2, kSpectator}) {
        const auto o = state->observation(viewer);
        QCOMPARE(o.seat, viewer);
        QCOMPARE(o.players, 3);
        QCOMPARE(o.currentPlayer, state->currentPlayer());
        QCOMPARE(o.phase, Phase::Play);
        QCOMPARE(o.direction, -1);
        QCOMPARE(o.total, 5);
        QCOMPARE(o.round, 2);
        QCOMPARE(o.drawPile, state->drawPileSize());
        QVERIFY(!o.terminal);
        QCOMPARE(o.handSizes, (std::vector<int> {6, 7, 7}));
        QCOMPARE(o.flipped, (std::vector<int> {0, 0, 1}));
        QCOMPARE(o.out, (std::vector<bool> {false, false, false}));
        QCOMPARE(cardNames(state->rules(), o.discard), names("reverse 10 bomb stop 5"));
        QCOMPARE(o.discard, state->discardPile());
        QCOMPARE(o.lastEnder, 1);
        QCOMPARE(o.lastEnd, RoundEnd::BombCard);
        QCOMPARE(o.dealer, 2);  // right of the first player; after the ender, the deal does not move
        QCOMPARE(o.bomber, -1); // no bomb card being answered
        QVERIFY(!o.bombExploded);
        QVERIFY(o.winners.empty());
        for (int seat = 0; seat < 3; ++seat) {
            if (seat == viewer)
                QCOMPARE(o.knownInHand[std::size_t(seat)], state->hand(seat));
            else
                QVERIFY(o.knownInHand[std::size_t(seat)].empty());
        }
        if (viewer >= 0)
            QCOMPARE(o.hand, state->hand(viewer));
        else
            QVERIFY(o.hand.empty());
    }
}

void TestObservation::drawPileOrderIsHidden()
{
    // Two deals alike but for the order of the draw pile: nobody can tell
    // them apart, before or after a turn, until a card is drawn.
    const auto rs = ruleset();
    const Rules rules = rulesOf();
    const QList<QStringList> hands {names("10 stop"), names("5"), names("set30 skip")};
    auto deckA = deckFor(rules, 3, hands, names("bomb twice"));
    auto deckB = deckFor(rules, 3, hands, names("twice bomb"));
    std::reverse(deckB.begin() + 23, deckB.end());
    QVERIFY(deckA != deckB);
    const auto a = dealtDeck(*rs, 3, 0, deckA);
    const auto b = dealtDeck(*rs, 3, 0, deckB);
    for (int step = 0; step < 3; ++step) {
        for (const int viewer : {0, 1, 2, kSpectator})
            QCOMPARE(dump(a->observation(viewer)), dump(b->observation(viewer)));
        const auto text = lines("play 10 | play 5 | play skip")[step];
        QCOMPARE(play(*a, text), QString());
        QCOMPARE(play(*b, text), QString());
    }
}

void TestObservation::otherHandsAreHidden()
{
    // Seat 1's hand differs between two deals (the cards trade places with
    // the draw pile): seats 0 and 2 and a spectator see the same; seat 1 not.
    const auto rs = ruleset();
    const Rules rules = rulesOf();
    const auto a = dealtDeck(*rs, 3, 0, deckFor(rules, 3, {{}, names("bomb bomb stop swap set60 set0 twice")}));
    const auto b = dealtDeck(*rs, 3, 0, deckFor(rules, 3, {{}, names("10 10 10 10 10 10 10")}));
    for (const int viewer : {0, 2, kSpectator})
        QCOMPARE(dump(a->observation(viewer)), dump(b->observation(viewer)));
    QVERIFY(dump(a->observation(1)) != dump(b->observation(1)));
}

void TestObservation::swappedCardsStayKnown()
{
    // Seat 0 swaps hands with seat 2; seat 1's "+1" brings each a card; seat
    // 2 then swaps what it got from seat 0 on to seat 1.
    const auto state = dealt(*ruleset(), 3, 0,
        {names("swap swap bomb bomb set60 set60 set60"), names("plus1"), names("stop stop stop stop stop stop 10")},
        names("set30 set0"));
    QCOMPARE(playAll(*state, lines("play swap | swap 2")), QString());

    // Both players of a swap know both hands; the third knows neither.
    const auto fromZero = names("bomb bomb set60 set60 set60 swap");
    const auto fromTwo = names("10 stop stop stop stop stop stop");
    QCOMPARE(knownNames(*state, 0, 2), sorted(fromZero));
    QCOMPARE(knownNames(*state, 2, 0), sorted(fromTwo));
    QVERIFY(knownNames(*state, 1, 0).isEmpty());
    QVERIFY(knownNames(*state, 1, 2).isEmpty());
    QVERIFY(knownNames(*state, kSpectator, 0).isEmpty());
    QVERIFY(knownNames(*state, kSpectator, 2).isEmpty());

    // A card drawn later is its drawer's alone: seat 2 draws set30, seat 0 set0.
    QCOMPARE(play(*state, "play plus1"), QString());
    QCOMPARE(knownNames(*state, 0, 2), sorted(fromZero));
    QCOMPARE(knownNames(*state, 2, 0), sorted(fromTwo));
    QCOMPARE(handOf(*state, 2), sorted(fromZero + names("set30")));

    // Seat 2 plays the swap it got from seat 0 and swaps with seat 1: seat 1
    // now holds the five cards seat 0 handed over (seat 0 still knows them,
    // the swap being public) and set30 (which seat 0 never saw).
    QCOMPARE(playAll(*state, lines("play swap | swap 1")), QString());
    QCOMPARE(handOf(*state, 1), sorted(names("bomb bomb set60 set60 set60 set30")));
    QCOMPARE(knownNames(*state, 0, 1), sorted(names("bomb bomb set60 set60 set60")));
    QCOMPARE(knownNames(*state, 2, 1), sorted(names("bomb bomb set60 set60 set60 set30")));
    QCOMPARE(knownNames(*state, 1, 2), names("5 5 5 5 5 5")); // what seat 1 handed over
    QVERIFY(knownNames(*state, 0, 2).isEmpty());
    QCOMPARE(knownNames(*state, 2, 0), sorted(fromTwo)); // seat 0 played nothing since
    QVERIFY(knownNames(*state, 1, 0).isEmpty());
    QVERIFY(knownNames(*state, kSpectator, 1).isEmpty());

    // A known card once played is public, and leaves the known hand.
    QCOMPARE(play(*state, "play 10"), QString()); // seat 0
    QCOMPARE(knownNames(*state, 2, 0), sorted(names("stop stop stop stop stop stop")));
}

void TestObservation::endShowsEveryHand()
{
    const auto state = dealt(*ruleset(dataFile("one-bomb.yaml")), 3, 0, {names("bomb"), names("stop")});
    QCOMPARE(play(*state, "play bomb"), QString()); // seat 2 is out; seats 0 and 1 go on
    QVERIFY(!state->isTerminal());
    QCOMPARE(playAll(*state, lines("play 5 | play 5 | play 5")), QString());
    QCOMPARE(play(*state, "play 5"), QString());
    // Seats 0 and 1 play on to the end: the first to go over is out.
    std::vector<houserules::Decision> legal;
    for (int turns = 0; !state->isTerminal() && turns < 40; ++turns) {
        state->legalDecisions(legal);
        state->apply(legal.front());
    }
    QVERIFY(state->isTerminal());
    for (const int viewer : {0, 1, 2, kSpectator}) {
        const auto o = state->observation(viewer);
        QVERIFY(o.terminal);
        QCOMPARE(o.currentPlayer, -1);
        QCOMPARE(toList(o.winners), toList(state->winners()));
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(o.knownInHand[std::size_t(seat)], state->hand(seat));
    }
}

void TestObservation::eventsPrivacyAndMarks_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    const QStringList variants {qstr(kStandard), qstr(kShort), qstr(kNinety), qstr(kGoesOn), qstr(kByChoice)};
    for (const auto &variant : variants)
        for (const int players : {2, 4, 6})
            QTest::addRow("%s, %d players", qPrintable(variant), players) << variant << players;
}

void TestObservation::eventsPrivacyAndMarks()
{
    QFETCH(QString, variant);
    QFETCH(int, players);

    // Random games, every event checked against what its type promises. The
    // cards are counted at every step: hands, draw pile and discard pile.
    const auto rs = ruleset(variant.toStdString());
    std::vector<houserules::Decision> legal;
    QSet<int> typesSeen;
    for (std::uint64_t game = 0; game < 30; ++game) {
        Rng rng(1000 + game), pick(2000 + game);
        auto state = asBoomo(rs->newGame(players, int(game % std::uint64_t(players)), rng));
        const int cards = state->rules().cardCount();
        std::vector<Event> setup;
        state->setupEvents(setup);
        for (const auto &e : setup) {
            QCOMPARE(EventType(e.type), EventType::CardDrawn);
            QCOMPARE(int(e.privateTo), int(e.player));
            QCOMPARE(int(e.marks), int(Event::EnteredHand));
        }
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            const auto decision = legal[pick.below(std::uint32_t(legal.size()))];
            const int decider = state->currentPlayer();
            const Phase phase = state->phase();
            std::vector<Event> events;
            state->apply(decision, &events);
            QVERIFY(!events.empty());
            const auto &first = events.front();
            // The decision's own event comes first, by the decider.
            if (decision.kind == houserules::DecisionKind::PlayCard) {
                QCOMPARE(EventType(first.type), EventType::CardPlayed);
                // A play names its kind; the event names the copy played.
                const auto &kinds = state->rules().cards;
                QCOMPARE(kinds[std::size_t(first.card)].rank, kinds[std::size_t(decision.card)].rank);
            } else if (decision.kind == houserules::DecisionKind::ChoosePlayer) {
                QCOMPARE(EventType(first.type), EventType::HandsSwapped);
                QCOMPARE(int(first.target), int(decision.target));
            } else {
                QCOMPARE(phase, Phase::AnswerBomb);
                QCOMPARE(EventType(first.type), decision.value ? EventType::StopperDiscarded : EventType::BombFlipped);
            }
            QCOMPARE(int(first.player), decider);

            for (const auto &e : events) {
                typesSeen.insert(e.type);
                const auto type = EventType(e.type);
                const bool entersHand = type == EventType::CardDrawn || type == EventType::CardReceived;
                if (entersHand) {
                    QCOMPARE(int(e.privateTo), int(e.player));
                    QCOMPARE(int(e.marks), int(Event::EnteredHand));
                    QVERIFY(e.card >= 0 && e.card < cards);
                    QCOMPARE(e.seenBy(e.player).card, e.card);
                    QCOMPARE(e.seenBy(kSpectator).card, std::int16_t(-1));
                    QCOMPARE(e.seenBy((e.player + 1) % players).card, std::int16_t(-1));
                    QVERIFY(type == EventType::CardReceived || e.target == 0 || e.target == 1);
                    continue;
                }
                QCOMPARE(int(e.privateTo), -1);
                QCOMPARE(int(e.marks), type == EventType::CardPlayed ? int(Event::PlayedCard) : 0);
                const bool showsCard = type == EventType::CardPlayed || type == EventType::StopperDiscarded;
                QCOMPARE(e.card >= 0, showsCard);
                const bool ofNobody = type == EventType::Reshuffled || type == EventType::GameOver;
                QCOMPARE(e.player < 0, ofNobody);
            }
            int counted = state->drawPileSize() + int(state->discardPile().size());
            for (int seat = 0; seat < players; ++seat)
                counted += int(state->hand(seat).size());
            QCOMPARE(counted, cards);
        }
    }
    // Enough games to see most kinds of event.
    for (const auto type : {EventType::CardPlayed, EventType::CardDrawn, EventType::BombFlipped, EventType::Eliminated,
             EventType::RoundEnded, EventType::RoundStarted, EventType::GameOver})
        QVERIFY2(typesSeen.contains(int(type)), qPrintable(QString::number(int(type))));
}

QTEST_GUILESS_MAIN(TestObservation)
#include "test_observation.moc"
