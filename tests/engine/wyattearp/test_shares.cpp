// Shares from the decks: the price rolled against the share's attribute (the
// rulebook's 3, 5, 2 against 5 stars = 5 bills; 2, 1, 1 against 5 stars =
// free), declining before the roll (free, under the deck), refusing after it
// (the fee, under the deck), paying only when the cash covers it, what a star
// and a dollar field offer, passing on one (nothing taken, and said), and
// the payday (1 a share, a complete business 5).

#include "wetestsupport.h"

#include "core/game/random.h"

#include <QTest>

using namespace wetest;

class TestShares : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void priceAgainstTheAttribute_data();
    void priceAgainstTheAttribute();
    void declineBeforeRollingIsFree();
    void refuseAfterRollingCostsTheFee();
    void payOnlyWhenCashCovers();
    void starFieldOffers();
    void dollarFieldOffers();
    void dollarFieldDrawsFromTheDollarDeck();
    void passingTakesNothingAndSaysSo();
    void payday_data();
    void payday();
    void nobodyIsDealtShares();
};

namespace {

// Ann (Wyatt Earp: intelligence 5, speed 4, strength 5, dexterity 4) comes
// on at north 1 and walks +1 +2 to north 4, a star field; `top` is the star
// deck's top share; then `price` dice.
std::unique_ptr<WeState> onStarField(const char *top, QList<int> price = {})
{
    auto g = game({.players = 2, .dice = QList<int> {1, 2, 6} + price, .starTop = {QString::fromLatin1(top)}});
    if (const QString why = play(*g, "move north +1 +2"); !why.isEmpty())
        qFatal("onStarField: %s", qPrintable(why));
    return g;
}

} // namespace

void TestShares::priceAgainstTheAttribute_data()
{
    QTest::addColumn<QString>("share");
    QTest::addColumn<QList<int>>("roll");
    QTest::addColumn<int>("price");
    // The rulebook: 3 + 5 + 2 = 10, minus 5 strength stars = 5 bills.
    QTest::newRow("rulebook 3,5,2 against strength 5") << u"golden_nugget-strength"_s << QList<int> {3, 5, 2} << 5;
    // The same roll against other attributes of the same gunfighter.
    QTest::newRow("3,5,2 against speed 4") << u"arizona_club-speed"_s << QList<int> {3, 5, 2} << 6;
    QTest::newRow("3,5,2 against dexterity 4") << u"arizona_club-dexterity"_s << QList<int> {3, 5, 2} << 6;
    QTest::newRow("3,5,2 against intelligence 5") << u"general_store-intelligence"_s << QList<int> {3, 5, 2} << 5;
    // The rulebook: 5 stars and 2, 1, 1: a negative price counts as nothing.
    QTest::newRow("rulebook 2,1,1 against 5 stars") << u"golden_nugget-intelligence"_s << QList<int> {2, 1, 1} << 0;
    QTest::newRow("exactly the stars") << u"golden_nugget-strength"_s << QList<int> {1, 2, 2} << 0;
    QTest::newRow("the dearest") << u"livery_stable-speed"_s << QList<int> {6, 6, 6} << 14;
}

void TestShares::priceAgainstTheAttribute()
{
    QFETCH(QString, share);
    QFETCH(QList<int>, roll);
    QFETCH(int, price);
    auto g = onStarField(share.toLatin1().constData(), roll);
    QCOMPARE(g->phase(), Phase::FieldAction);
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "draw | roll", &events), QString());
    QCOMPARE(g->phase(), Phase::PayPrice);
    const auto obs = g->observe(1);
    const auto &o = static_cast<const WeObservation &>(*obs);
    QCOMPARE(o.price, price);
    QCOMPARE(qstr(g->rules().shareName(o.drawn)), share);
    QCOMPARE(play(*g, "pay"), QString());
    QCOMPARE(g->bills(0), 20 - price);
    QCOMPARE(sharesOf(*g, 0), QStringList {share});
    QCOMPARE(g->currentPlayer(), 1); // Bob's turn
}

void TestShares::declineBeforeRollingIsFree()
{
    auto g = onStarField("golden_nugget-strength");
    const int size = int(g->deck(Back::Star).size());
    QCOMPARE(playAll(*g, "draw | decline"), QString());
    QCOMPARE(g->bills(0), 20);
    QVERIFY(g->shares(0).empty());
    QCOMPARE(int(g->deck(Back::Star).size()), size);
    QCOMPARE(deckNames(*g, Back::Star).last(), u"golden_nugget-strength"_s); // under the deck
    QCOMPARE(g->listedDiceUsed(), std::size_t(3));                           // no price was rolled
    QCOMPARE(g->currentPlayer(), 1);
}

void TestShares::refuseAfterRollingCostsTheFee()
{
    auto g = onStarField("golden_nugget-strength", {6, 6, 6});
    QCOMPARE(playAll(*g, "draw | roll | refuse"), QString());
    QCOMPARE(g->bills(0), 19);
    QVERIFY(g->shares(0).empty());
    QCOMPARE(deckNames(*g, Back::Star).last(), u"golden_nugget-strength"_s);
    QCOMPARE(g->currentPlayer(), 1);
}

void TestShares::payOnlyWhenCashCovers()
{
    auto g = onStarField("golden_nugget-strength", {3, 5, 2}); // price 5
    g->setBills(0, 4);
    QCOMPARE(playAll(*g, "draw | roll"), QString());
    QCOMPARE(legalTexts(*g), QStringList {u"refuse"_s});
    QVERIFY(play(*g, "pay").contains(u"not enough money"_s));
    // Exactly enough: paying is offered.
    auto h = onStarField("golden_nugget-strength", {3, 5, 2});
    h->setBills(0, 5);
    QCOMPARE(playAll(*h, "draw | roll"), QString());
    QCOMPARE(legalTexts(*h), (QStringList {u"pay"_s, u"refuse"_s}));
    QCOMPARE(play(*h, "pay"), QString());
    QCOMPARE(h->bills(0), 0);
}

void TestShares::starFieldOffers()
{
    auto g = onStarField("golden_nugget-strength");
    give(*g, 0, "arizona_club-speed"); // a share in hand: still no payday on a star field
    QCOMPARE(legalTexts(*g), (QStringList {u"pass"_s, u"draw"_s}));
    QCOMPARE(play(*g, "pass"), QString());
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(deckNames(*g, Back::Star).first(), u"golden_nugget-strength"_s); // untouched
}

void TestShares::dollarFieldOffers()
{
    // North 3 is a dollar field.
    auto g = game({.players = 2, .dice = {1, 1, 6}});
    QCOMPARE(play(*g, "move north +1 +1"), QString());
    QCOMPARE(g->phase(), Phase::FieldAction);
    // No share yet: no payday.
    QCOMPARE(legalTexts(*g), (QStringList {u"pass"_s, u"draw"_s, u"rob"_s}));
    give(*g, 0, "arizona_club-speed");
    QCOMPARE(legalTexts(*g), (QStringList {u"pass"_s, u"draw"_s, u"payday"_s, u"rob"_s}));
}

void TestShares::dollarFieldDrawsFromTheDollarDeck()
{
    auto g = game({.players = 2,
        .dice = {1, 1, 6, 1, 1, 1},
        .starTop = {u"arizona_club-speed"_s},
        .dollarTop = {u"stagecoach-speed"_s}});
    QCOMPARE(playAll(*g, "move north +1 +1 | draw"), QString());
    const auto obs = g->observe(0);
    QCOMPARE(qstr(g->rules().shareName(static_cast<const WeObservation &>(*obs).drawn)), u"stagecoach-speed"_s);
    QCOMPARE(playAll(*g, "roll | pay"), QString());
    QCOMPARE(sharesOf(*g, 0), QStringList {u"stagecoach-speed"_s});
    QCOMPARE(deckNames(*g, Back::Star).first(), u"arizona_club-speed"_s);
}

void TestShares::passingTakesNothingAndSaysSo()
{
    // North 3, a dollar field: Ann passes; the event says so, where.
    auto g = game({.players = 2, .dice = {1, 1, 6}});
    QCOMPARE(play(*g, "move north +1 +1"), QString());
    const int bills = g->bills(0);
    std::vector<Event> events;
    QCOMPARE(play(*g, "pass", &events), QString());
    const auto passed = ofType(events, EventType::FieldPassed);
    QCOMPARE(int(passed.size()), 1);
    QCOMPARE(int(passed.front().player), 0);
    QCOMPARE(int(passed.front().target), north(*g, 3));
    QCOMPARE(g->bills(0), bills);
    QVERIFY(sharesOf(*g, 0).isEmpty());
    QCOMPARE(g->currentPlayer(), 1);
}

void TestShares::payday_data()
{
    QTest::addColumn<QString>("held");
    QTest::addColumn<int>("pay");
    QTest::newRow("one share") << u"arizona_club-speed"_s << 1;
    QTest::newRow("three of a business and one other")
        << u"arizona_club-speed arizona_club-dexterity arizona_club-intelligence stagecoach-speed"_s << 4;
    // All four shares of a business count as 5.
    QTest::newRow("a complete business")
        << u"arizona_club-speed arizona_club-dexterity arizona_club-dexterity arizona_club-intelligence"_s << 5;
    QTest::newRow("a complete business and one other")
        << u"arizona_club-speed arizona_club-dexterity arizona_club-dexterity arizona_club-intelligence "
           "stagecoach-speed"_s
        << 6;
    QTest::newRow("two complete businesses")
        << u"arizona_club-speed arizona_club-dexterity arizona_club-dexterity arizona_club-intelligence "
           "blacksmith-strength blacksmith-strength blacksmith-strength blacksmith-speed"_s
        << 10;
}

void TestShares::payday()
{
    QFETCH(QString, held);
    QFETCH(int, pay);
    auto g = game({.players = 2, .dice = {1, 1, 6}});
    give(*g, 0, held.toLatin1().constData());
    const int dollarDeck = int(g->deck(Back::Dollar).size());
    std::vector<Event> events;
    QCOMPARE(playAll(*g, "move north +1 +1 | payday", &events), QString());
    QCOMPARE(g->bills(0), 20 + pay);
    QCOMPARE(ofType(events, EventType::Payday).front().value, pay);
    QCOMPARE(int(g->deck(Back::Dollar).size()), dollarDeck); // instead of drawing
    QCOMPARE(g->currentPlayer(), 1);
}

// The editor's chance figures (Ruleset::dealtHand): nobody is dealt shares
// (each draws them one at a time in play), whatever the player count.
void TestShares::nobodyIsDealtShares()
{
    for (const char *variant : {"standard", "one-time-credit", "open-raids", "poker-for-shares", "short-street"}) {
        const auto rs = ruleset(std::string("wyatt-earp/") + variant);
        for (int players = rs->minPlayers(); players <= rs->maxPlayers(); ++players) {
            QVERIFY(!rs->dealtHand(players));
            houserules::Rng rng {std::uint64_t(players)};
            const auto state = rs->newGame(players, 0, rng);
            const auto *we = dynamic_cast<const WeState *>(state.get());
            QVERIFY(we);
            for (int seat = 0; seat < players; ++seat)
                QVERIFY(we->shares(seat).empty());
        }
    }
}

QTEST_GUILESS_MAIN(TestShares)
#include "test_shares.moc"
