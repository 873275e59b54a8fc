// Setup: the deck and numbers of each variant, what each card kind does, the
// deal from an explicit deck (hands seat by seat, the rest the draw pile drawn
// from its front) for every player count, the first player, explicit setups
// with errors, the deal as setup events, the setup's seed for the reshuffles,
// and a golden deal that pins the seeded shuffle.

#include "boomotestsupport.h"

#include "core/game/random.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;
using houserules::Rng;
using houserules::Setup;
using houserules::boomo::BombAnswer;
using houserules::boomo::GameEnd;
using houserules::boomo::Kind;
using houserules::boomo::NextRound;

Q_DECLARE_METATYPE(Kind)

class TestSetup : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void variantDecks_data();
    void variantDecks();
    void variantRules_data();
    void variantRules();
    void whatEachKindDoes_data();
    void whatEachKindDoes();
    void dealFollowsTheDeckOrder_data();
    void dealFollowsTheDeckOrder();
    void firstPlayer_data();
    void firstPlayer();
    void setupMustBeTheWholeDeck_data();
    void setupMustBeTheWholeDeck();
    void setupEventsAreTheDeal();
    void setupSeedDrivesTheReshuffles();
    void goldenDealSeed42();
    void dealtHandIsTheDeal_data();
    void dealtHandIsTheDeal();
};

namespace {

// The deck as "kind=count" in canonical order (card ids run through it).
QString deckText(const Rules &rules)
{
    QStringList kinds;
    for (int card = 0; card < rules.cardCount();) {
        int copies = 0;
        const auto name = rules.cardName(card);
        while (card < rules.cardCount() && rules.cardName(card) == name) {
            ++copies;
            ++card;
        }
        kinds.push_back(u"%1=%2"_s.arg(qstr(name)).arg(copies));
    }
    return kinds.join(u' ');
}

const QString kStandardDeck = u"5=20 10=20 set0=3 set30=4 set60=4 stop=10 reverse=6 skip=6 plus1=2 plus2=2 "
                              "swap=2 twice=2 bomb=3"_s;

} // namespace

void TestSetup::variantDecks_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("cards");
    QTest::addColumn<QString>("deck");

    // The rulebook: 108 cards less the 24 ticking time bombs, which are not
    // part of the playing deck.
    QTest::newRow("standard") << u"boomo/standard"_s << 84 << kStandardDeck;
    QTest::newRow("short") << u"boomo/short"_s << 84 << kStandardDeck;
    QTest::newRow("explosion-goes-on") << u"boomo/explosion-goes-on"_s << 84 << kStandardDeck;
    QTest::newRow("answer-by-choice") << u"boomo/answer-by-choice"_s << 84 << kStandardDeck;
    // Ten 15s join the deck; numbers sort from low to high.
    QTest::newRow("ninety-seconds") << u"boomo/ninety-seconds"_s << 94
                                    << u"5=20 10=20 15=10 set0=3 set30=4 set60=4 stop=10 reverse=6 skip=6 plus1=2 "
                                       "plus2=2 swap=2 twice=2 bomb=3"_s;
    // The test variants: a kind counted 0 is not in the deck.
    QTest::newRow("test: short pile") << qstr(dataFile("short-pile.yaml")) << 11
                                      << u"5=4 10=2 set0=1 stop=1 skip=1 plus1=1 plus2=1"_s;
    QTest::newRow("test: dealt out") << qstr(dataFile("dealt-out.yaml")) << 15 << u"5=6 10=3 stop=2 skip=3 bomb=1"_s;
}

void TestSetup::variantDecks()
{
    QFETCH(QString, variant);
    QFETCH(int, cards);
    QFETCH(QString, deck);

    const Rules rules = rulesOf(variant.toStdString());
    QCOMPARE(rules.cardCount(), cards);
    QCOMPARE(deckText(rules), deck);
}

void TestSetup::variantRules_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("handSize");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("bombs");
    QTest::addColumn<bool>("overLimitEndsRound");
    QTest::addColumn<bool>("bombCardEndsRound");
    QTest::addColumn<bool>("dealerLeft");
    QTest::addColumn<bool>("answerByChoice");
    QTest::addColumn<bool>("firstOut");

    // The rulebook: 2-6 players, 7 cards, 60 seconds, three bombs; all four
    // endings end the round; the next round after the ender; forced answers.
    QTest::newRow("standard") << u"boomo/standard"_s << 7 << 60 << 3 << true << true << false << false << false;
    QTest::newRow("short") << u"boomo/short"_s << 7 << 60 << 3 << true << true << false << false << true;
    QTest::newRow("ninety-seconds") << u"boomo/ninety-seconds"_s << 7 << 90 << 3 << true << true << false << false
                                    << false;
    QTest::newRow("explosion-goes-on") << u"boomo/explosion-goes-on"_s << 7 << 60 << 3 << false << true << false
                                       << false << false;
    QTest::newRow("answer-by-choice") << u"boomo/answer-by-choice"_s << 7 << 60 << 3 << true << true << false << true
                                      << false;
    QTest::newRow("test: dealer left") << qstr(dataFile("dealer-left.yaml")) << 7 << 60 << 3 << true << true << true
                                       << false << false;
}

void TestSetup::variantRules()
{
    QFETCH(QString, variant);
    QFETCH(int, handSize);
    QFETCH(int, limit);
    QFETCH(int, bombs);
    QFETCH(bool, overLimitEndsRound);
    QFETCH(bool, bombCardEndsRound);
    QFETCH(bool, dealerLeft);
    QFETCH(bool, answerByChoice);
    QFETCH(bool, firstOut);

    const auto rs = ruleset(variant.toStdString());
    const Rules rules = Rules::fromVariant(rs->variant());
    QCOMPARE(rs->minPlayers(), 2);
    QCOMPARE(rs->maxPlayers(), 6);
    QCOMPARE(rules.handSize, handSize);
    QCOMPARE(rules.limit, limit);
    QCOMPARE(rules.bombs, bombs);
    QCOMPARE(rules.overLimitEndsRound, overLimitEndsRound);
    QCOMPARE(rules.bombCardEndsRound, bombCardEndsRound);
    QCOMPARE(rules.nextRound == NextRound::DealerLeft, dealerLeft);
    QCOMPARE(rules.bombAnswer == BombAnswer::Choice, answerByChoice);
    QCOMPARE(rules.end == GameEnd::FirstOut, firstOut);
    QCOMPARE(rules.otherPoints, 1);
}

void TestSetup::whatEachKindDoes_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("amount");
    QTest::addColumn<bool>("isNumber"); // may start "play twice"
    QTest::addColumn<int>("points");    // in a hand at the end of the short variant

    QTest::newRow("5") << u"5"_s << Kind::Number << 5 << true << 5;
    QTest::newRow("10") << u"10"_s << Kind::Number << 10 << true << 10;
    QTest::newRow(":0") << u"set0"_s << Kind::Set << 0 << true << 0;
    QTest::newRow(":30") << u"set30"_s << Kind::Set << 30 << true << 30;
    QTest::newRow(":60") << u"set60"_s << Kind::Set << 60 << true << 60;
    QTest::newRow("time stopper") << u"stop"_s << Kind::Stop << 0 << false << 1;
    QTest::newRow("reverse") << u"reverse"_s << Kind::Reverse << 0 << false << 1;
    QTest::newRow("skip") << u"skip"_s << Kind::Skip << 0 << false << 1;
    QTest::newRow("+1") << u"plus1"_s << Kind::Draw << 1 << false << 1;
    QTest::newRow("+2") << u"plus2"_s << Kind::Draw << 2 << false << 1;
    QTest::newRow("swap hands") << u"swap"_s << Kind::Swap << 0 << false << 1;
    QTest::newRow("play twice") << u"twice"_s << Kind::Twice << 0 << false << 1;
    QTest::newRow("bomb") << u"bomb"_s << Kind::Bomb << 0 << false << 1;
}

void TestSetup::whatEachKindDoes()
{
    QFETCH(QString, name);
    QFETCH(Kind, kind);
    QFETCH(int, amount);
    QFETCH(bool, isNumber);
    QFETCH(int, points);

    const Rules rules = rulesOf();
    const int rank = rules.kindNamed(name.toStdString());
    QVERIFY(rank >= 0);
    int copies = 0;
    for (int card = 0; card < rules.cardCount(); ++card) {
        const auto &c = rules.cards[std::size_t(card)];
        if (c.rank != rank)
            continue;
        ++copies;
        QCOMPARE(qstr(rules.cardName(card)), name);
        QCOMPARE(c.kind, kind);
        QCOMPARE(int(c.amount), amount);
        QCOMPARE(c.isNumber(), isNumber);
        QCOMPARE(rules.points(card), points);
    }
    QVERIFY(copies > 0);
}

void TestSetup::dealFollowsTheDeckOrder_data()
{
    QTest::addColumn<int>("players");
    for (int players = 2; players <= 6; ++players)
        QTest::addRow("%d players", players) << players;
}

void TestSetup::dealFollowsTheDeckOrder()
{
    QFETCH(int, players);

    // Each seat's hand is of a kind of its own where the deck allows it; the
    // draw pile's front is plus1, stop, twice.
    const QList<QStringList> hands {names("plus2 10 10 10 10 10 10"), names("skip skip skip skip skip skip set30"),
        names("reverse reverse reverse reverse reverse reverse set30"), names("stop stop stop stop stop stop stop"),
        names("set60 set60 set60 set60 set0 set0 set0"), names("5 5 5 5 5 5 5")};
    const auto rs = ruleset();
    const Rules rules = rulesOf();
    const auto deck = deckFor(rules, players, hands.mid(0, players), names("plus1 stop twice"));
    QCOMPARE(int(deck.size()), 84);
    const auto state = dealtDeck(*rs, players, 0, deck);

    QCOMPARE(state->playerCount(), players);
    for (int seat = 0; seat < players; ++seat)
        QCOMPARE(handOf(*state, seat), sorted(hands[seat]));
    QCOMPARE(state->drawPileSize(), 84 - 7 * players);
    QVERIFY(state->discardPile().empty());

    // The draw pile is drawn from its front: after "+2", seat 1 has the first
    // two cards, seat 2 (if any) the third.
    QCOMPARE(play(*state, "play plus2"), QString());
    QCOMPARE(handOf(*state, 1), sorted(hands[1] + names("plus1 stop")));
    if (players > 2)
        QVERIFY(handOf(*state, 2).contains(u"twice"_s));
    QCOMPARE(state->drawPileSize(), 84 - 7 * players - 2 * (players - 1));
}

void TestSetup::firstPlayer_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("first");
    for (int players = 2; players <= 6; ++players)
        for (int first = 0; first < players; ++first)
            QTest::addRow("%d players, seat %d starts", players, first) << players << first;
}

void TestSetup::firstPlayer()
{
    QFETCH(int, players);
    QFETCH(int, first);

    Rng rng(7);
    const auto state = asBoomo(ruleset()->newGame(players, first, rng));
    QCOMPARE(state->currentPlayer(), first);
    QCOMPARE(state->phase(), Phase::Play);
    QCOMPARE(state->round(), 1);
    QCOMPARE(state->total(), 0);
    QCOMPARE(state->direction(), 1);
    QCOMPARE(state->drawPileSize(), 84 - 7 * players);
    for (int seat = 0; seat < players; ++seat) {
        QCOMPARE(int(state->hand(seat).size()), 7);
        QCOMPARE(state->flipped(seat), 0);
        QVERIFY(state->isIn(seat));
    }
    const auto o = state->observation(first);
    QCOMPARE(o.currentPlayer, first);
    QCOMPARE(o.round, 1);

    std::vector<houserules::Decision> legal;
    state->legalDecisions(legal);
    std::vector<Event> events;
    state->apply(legal.front(), &events);
    QCOMPARE(int(events.front().player), first);
}

void TestSetup::setupMustBeTheWholeDeck_data()
{
    QTest::addColumn<QStringList>("deck");
    QTest::addColumn<QString>("mentions"); // what the first diagnostic must hold

    QStringList standard;
    for (const auto &name : canonicalNames(rulesOf()))
        standard.push_back(qstr(name));

    QStringList unknown = standard;
    unknown[3] = u"15"_s; // only the ninety-seconds house rule has 15s
    QTest::newRow("an unknown card") << unknown << u"setup.deck[3]: unknown card '15'"_s;
    QStringList misspelt = standard;
    misspelt[50] = u"stopper"_s;
    QTest::newRow("a misspelt kind") << misspelt << u"setup.deck[50]: unknown card 'stopper'"_s;
    QStringList tooOften = standard;
    tooOften[0] = u"bomb"_s; // a fourth bomb card instead of a 5
    QTest::newRow("a kind given too often")
        << tooOften << u"setup.deck[83]: 'bomb' appears more often than the deck holds it"_s;
    QTest::newRow("a card missing") << standard.mid(1) << u"the deck lacks 5"_s;
    QTest::newRow("no cards") << QStringList {} << u"the deck lacks 5"_s;
    QStringList extra = standard;
    extra.push_back(u"10"_s);
    QTest::newRow("a card too many") << extra << u"setup.deck[84]: '10' appears more often"_s;
}

void TestSetup::setupMustBeTheWholeDeck()
{
    QFETCH(QStringList, deck);
    QFETCH(QString, mentions);

    const auto state = ruleset()->newGame(2, 0, Setup {toStd(deck), 0, {}});
    QVERIFY(!state.ok());
    QVERIFY2(qstr(state.errors().front().toString()).contains(mentions), state.errors().front().toString().c_str());
}

void TestSetup::setupEventsAreTheDeal()
{
    // The deal as events, as if it happened in front of the players: every
    // card dealt into a hand, seat by seat in the deck's order, private to
    // its seat, marked as entering a hand, and a deal (target 0), not a draw.
    const auto rs = ruleset();
    const Rules rules = rulesOf();
    const auto deck = deckFor(rules, 3, {names("bomb stop 5 10 set60 swap twice"), names("plus1"), names("plus2")});
    const auto state = dealtDeck(*rs, 3, 1, deck);
    std::vector<Event> events;
    state->setupEvents(events);
    QCOMPARE(int(events.size()), 21);
    for (int i = 0; i < 21; ++i) {
        const Event &e = events[std::size_t(i)];
        const int seat = i / 7;
        QCOMPARE(EventType(e.type), EventType::CardDrawn);
        QCOMPARE(int(e.player), seat);
        QCOMPARE(int(e.privateTo), seat);
        QCOMPARE(qstr(rules.cardName(e.card)), qstr(deck[std::size_t(i)]));
        QCOMPARE(int(e.target), 0);
        QCOMPARE(int(e.marks), int(Event::EnteredHand));
        QCOMPARE(e.seenBy((seat + 1) % 3).card, std::int16_t(-1));
    }
}

void TestSetup::setupSeedDrivesTheReshuffles()
{
    // Two players on the short pile (5 cards to draw: 5 5 10 set0 skip): seat
    // 1 plays its last card in round 1 and must draw three in the refill; the
    // pile has two, so the six cards of the discard pile are shuffled by the
    // setup's seed and seat 1 draws one of them. The same seed draws the same
    // card; some other seed draws another.
    const auto rs = ruleset(dataFile("short-pile.yaml"));
    const QList<QStringList> hands {names("5 5 stop"), names("plus2 plus1 10")};
    const QStringList script {u"play 5"_s, u"play plus2"_s, u"play 5"_s, u"play plus1"_s, u"play stop"_s, u"play 10"_s};
    auto after = [&](std::uint64_t seed) {
        auto state = dealt(*rs, 2, 0, hands, {}, seed);
        const QString why = playAll(*state, script);
        if (!why.isEmpty())
            qFatal("%s", qPrintable(why));
        return state;
    };
    const auto first = after(1);
    QCOMPARE(first->round(), 2);
    QCOMPARE(first->drawPileSize(), 5);
    QVERIFY(first->discardPile().empty());
    QCOMPARE(after(1)->hand(1), first->hand(1));
    bool differs = false;
    for (std::uint64_t seed = 2; seed < 20 && !differs; ++seed)
        differs = after(seed)->hand(1) != first->hand(1);
    QVERIFY(differs);
}

void TestSetup::goldenDealSeed42()
{
    // GOLDEN TRACE, copied from the engine on purpose: it pins the seeded
    // shuffle and the deal. It changes only when that behaviour changes; then
    // check that the change was meant, and update these lines.
    Rng rng(42);
    const auto state = asBoomo(ruleset()->newGame(4, 0, rng));
    const Rules &rules = state->rules();
    QCOMPARE(cardNames(rules, state->hand(0)), names("reverse reverse skip 10 stop 5 10"));
    QCOMPARE(cardNames(rules, state->hand(1)), names("10 5 10 stop 10 bomb 10"));
    QCOMPARE(cardNames(rules, state->hand(2)), names("reverse bomb 5 stop 5 5 5"));
    QCOMPARE(cardNames(rules, state->hand(3)), names("10 set60 stop reverse 5 plus1 5"));
}

void TestSetup::dealtHandIsTheDeal_data()
{
    QTest::addColumn<QString>("variant");
    for (const char *variant : {"standard", "short", "answer-by-choice", "explosion-goes-on", "ninety-seconds"})
        QTest::newRow(variant) << u"boomo/"_s + QString::fromLatin1(variant);
}

// The editor's chance figures (Ruleset::dealtHand) say what newGame deals:
// hand_size cards of the deck to every player, whatever the player count.
void TestSetup::dealtHandIsTheDeal()
{
    QFETCH(QString, variant);
    const auto rs = ruleset(variant.toStdString());
    for (int players = rs->minPlayers(); players <= rs->maxPlayers(); ++players) {
        const auto shape = rs->dealtHand(players);
        QVERIFY(shape);
        QCOMPARE(shape->deck, std::string("deck"));
        QCOMPARE(rs->variant().deck(shape->deck).size(), rs->cardCount());
        Rng rng {std::uint64_t(players)};
        const auto state = asBoomo(rs->newGame(players, 0, rng));
        for (int seat = 0; seat < players; ++seat)
            QCOMPARE(int(state->hand(seat).size()), shape->cards);
    }
}

QTEST_GUILESS_MAIN(TestSetup)
#include "test_setup.moc"
