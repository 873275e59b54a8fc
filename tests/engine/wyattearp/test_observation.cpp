// What each seat may see: its own gunfighter and stars, never another's;
// the decks only by their sizes (the order stays hidden); shares, bills and
// chips public; the all-knowing view sees every gunfighter; the gunfighter
// drawn is an event private to its player.

#include "wetestsupport.h"

#include <QTest>

using namespace wetest;

class TestObservation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ownGunfighterOnly();
    void allKnowingAndSpectator();
    void decksBySizeOnly();
    void sharesBillsAndChipsArePublic();
    void gunfighterEventsArePrivate();
    void everyGunfighterTurnsUpAtTheEnd();
};

namespace {

const WeObservation &asWe(const std::unique_ptr<houserules::Observation> &o)
{
    return static_cast<const WeObservation &>(*o);
}

std::unique_ptr<WeState> threePlayers(QStringList starTop = {})
{
    return game({.players = 3,
        .dice = {1, 2, 6},
        .gunfighters = names("annie_oakley calamity_jane wild_bill"),
        .starTop = std::move(starTop)});
}

} // namespace

void TestObservation::ownGunfighterOnly()
{
    auto g = threePlayers();
    const auto &rules = g->rules();
    const QStringList drawn = names("annie_oakley calamity_jane wild_bill");
    for (int seat = 0; seat < 3; ++seat) {
        const auto obs = g->observe(seat);
        const auto &o = asWe(obs);
        QCOMPARE(int(o.gunfighters.size()), 3);
        for (int s = 0; s < 3; ++s) {
            if (s == seat)
                QCOMPARE(qstr(rules.gunfighters[std::size_t(o.gunfighters[s])].name), drawn[seat]);
            else
                QCOMPARE(o.gunfighters[s], -1);
        }
        const auto &stars = rules.gunfighters[std::size_t(g->gunfighter(seat))].stars;
        QCOMPARE(o.stars, stars);
    }
    // Annie Oakley's stars, as the variant lists them.
    const auto obs = g->observe(0);
    QCOMPARE(asWe(obs).stars, (std::array<int, 4> {4, 5, 3, 6}));
}

void TestObservation::allKnowingAndSpectator()
{
    auto g = threePlayers();
    const auto all = g->observe(houserules::kAllKnowing);
    QCOMPARE(asWe(all).gunfighters, (std::vector<int> {g->gunfighter(0), g->gunfighter(1), g->gunfighter(2)}));
    const auto spectator = g->observe(houserules::kSpectator);
    QCOMPARE(asWe(spectator).gunfighters, (std::vector<int> {-1, -1, -1}));
    QCOMPARE(asWe(spectator).stars, (std::array<int, 4> {}));
}

void TestObservation::decksBySizeOnly()
{
    // Two games that differ only in the order of the star deck look the same
    // to every seat.
    auto a = threePlayers({u"arizona_club-speed"_s, u"barber_shop-speed"_s});
    auto b = threePlayers({u"barber_shop-speed"_s, u"arizona_club-speed"_s});
    QVERIFY(a->deck(Back::Star) != b->deck(Back::Star));
    for (const int seat : {0, 1, 2, houserules::kSpectator}) {
        const auto oa = a->observe(seat), ob = b->observe(seat);
        QCOMPARE(asWe(oa).deckSize, (std::array<int, 2> {24, 16}));
        QCOMPARE(asWe(oa).deckSize, asWe(ob).deckSize);
        QCOMPARE(asWe(oa).drawn, -1);
        QCOMPARE(asWe(oa).gunfighters, asWe(ob).gunfighters);
        QCOMPARE(asWe(oa).cowboyAt, asWe(ob).cowboyAt);
        QCOMPARE(asWe(oa).dice, asWe(ob).dice);
    }
    // A drawn share is shown to everyone; the deck shrinks by one.
    QCOMPARE(playAll(*a, "move north +1 +2 | draw"), QString());
    for (const int seat : {1, 2, houserules::kSpectator}) {
        const auto o = a->observe(seat);
        QCOMPARE(qstr(a->rules().shareName(asWe(o).drawn)), u"arizona_club-speed"_s);
        QCOMPARE(asWe(o).deckSize, (std::array<int, 2> {23, 16}));
    }
}

void TestObservation::sharesBillsAndChipsArePublic()
{
    auto g = threePlayers();
    give(*g, 1, "stagecoach-speed golden_nugget-strength");
    g->setBills(2, 7);
    g->setCowboy(2, south(*g, 9));
    for (const int seat : {0, 1, 2, houserules::kSpectator}) {
        const auto obs = g->observe(seat);
        const auto &o = asWe(obs);
        QCOMPARE(o.shares[1], g->shares(1));
        QCOMPARE(o.bills, (std::vector<int> {20, 20, 7}));
        QCOMPARE(o.chips, (std::vector<int> {5, 5, 5}));
        QCOMPARE(o.cowboyAt[2], south(*g, 9));
        QCOMPARE(o.cowboyAt[0], -1);
        QCOMPARE(o.players, 3);
        QCOMPARE(o.currentPlayer, 0);
    }
}

void TestObservation::gunfighterEventsArePrivate()
{
    auto g = threePlayers();
    std::vector<Event> events;
    g->setupEvents(events);
    const auto drawn = ofType(events, EventType::GunfighterDrawn);
    QCOMPARE(int(drawn.size()), 3);
    for (const auto &e : drawn) {
        QCOMPARE(int(e.privateTo), int(e.player));
        QVERIFY(e.hiddenFrom(houserules::kSpectator));
        QVERIFY(e.hiddenFrom((e.player + 1) % 3));
        QVERIFY(!e.hiddenFrom(e.player));
        QVERIFY(!e.hiddenFrom(houserules::kAllKnowing));
    }
}

void TestObservation::everyGunfighterTurnsUpAtTheEnd()
{
    // One star share left: Ann draws it, rolls 1, 1, 1 and buys it; the
    // game is over. Until that last decision each seat knows only its own
    // gunfighter; after it, every seat and the public know all of them, also
    // in an observation refilled in place (observeInto) from before.
    auto g = game({.players = 2, .dice = {1, 2, 6, 1, 1, 1}, .gunfighters = names("annie_oakley wild_bill")});
    for (const Back back : {Back::Star, Back::Dollar}) {
        const std::vector<std::int16_t> deck = g->deck(back);
        for (const auto share : deck)
            if (qstr(g->rules().shareName(share)) != u"golden_nugget-intelligence"_s)
                g->giveShare(1, share);
    }
    QCOMPARE(playAll(*g, "move north +1 +2 | draw | roll"), QString());
    const std::vector<int> all {g->gunfighter(0), g->gunfighter(1)};
    std::vector<std::unique_ptr<houserules::Observation>> kept;
    for (const int seat : {0, 1, houserules::kSpectator}) {
        kept.push_back(g->observe(seat));
        const auto &o = static_cast<const WeObservation &>(*kept.back());
        QVERIFY(!o.terminal);
        for (int s = 0; s < 2; ++s)
            QCOMPARE(o.gunfighters[std::size_t(s)], s == seat ? all[std::size_t(s)] : -1);
    }
    QCOMPARE(play(*g, "pay"), QString());
    QVERIFY(g->isTerminal());
    int i = 0;
    for (const int seat : {0, 1, houserules::kSpectator}) {
        g->observeInto(seat, kept[std::size_t(i++)]);
        QCOMPARE(static_cast<const WeObservation &>(*kept[std::size_t(i - 1)]).gunfighters, all);
        QCOMPARE(asWe(g->observe(seat)).gunfighters, all);
    }
}

QTEST_GUILESS_MAIN(TestObservation)
#include "test_observation.moc"
