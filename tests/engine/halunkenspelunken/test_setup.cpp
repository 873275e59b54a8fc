// Setup: captains placed in seat order from the start player, each taking
// their den's top card blind; the dens open; Black Jack placed by the owner
// of the lowest starting villain, the auction opened by the highest (colour
// order breaks ties in value).

#include "hstestsupport.h"

#include "core/game/random.h"

#include <QTest>

using namespace hstest;

class TestHsSetup : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void captainsTakeTheirDensTopCard()
    {
        auto g = game(kIntro, 3, 1, {{0, {u"grey-7"_s}}, {4, {u"red-9"_s}}, {9, {u"yellow-3"_s}}});
        QCOMPARE(g->phase(), Phase::PlaceCaptain);
        QCOMPARE(g->currentPlayer(), 1); // the start player first
        // Blind: no den shows a card yet.
        const auto before = g->observe(1);
        const auto &o = static_cast<const HsObservation &>(*before);
        QVERIFY(std::all_of(o.denTop.begin(), o.denTop.end(), [](int card) { return card < 0; }));
        QCOMPARE(o.denHeight[4], 3);

        QCOMPARE(play(*g, "place 5"), QString());
        QCOMPARE(play(*g, "place 5"), u"that field is not free"_s);
        QCOMPARE(playAll(*g, "place 1 | place 10"), QString());
        QCOMPARE(fieldsOf(*g), (QList<int> {10, 5, 1}));
        QCOMPARE(villainsOf(*g, 0), QStringList {u"yellow-3"_s});
        QCOMPARE(villainsOf(*g, 1), QStringList {u"red-9"_s});
        QCOMPARE(villainsOf(*g, 2), QStringList {u"grey-7"_s});
        QCOMPARE(int(g->den(4).size()), 2);

        // Every den's top card turns up; the intro game goes straight to the moves.
        QCOMPARE(g->phase(), Phase::ChooseMove);
        QCOMPARE(g->round(), 1);
        QCOMPARE(g->currentPlayer(), 1);
        const auto after = g->observe(-1);
        const auto &open = static_cast<const HsObservation &>(*after);
        for (int field = 0; field < g->rules().fields; ++field)
            QCOMPARE(open.denTop[std::size_t(field)], g->den(field).back());
        QVERIFY(!open.blackJackInGame);
        QCOMPARE(open.blackJackAt, -1);
    }

    void blackJackPlacedByTheLowestStartingVillain_data()
    {
        QTest::addColumn<QStringList>("tops"); // dens 1, 5, 10
        QTest::addColumn<int>("placer");
        QTest::addColumn<int>("opener");
        // Seat 1 takes den 5, seat 2 den 1, seat 0 den 10.
        QTest::newRow("values") << QStringList {u"grey-7"_s, u"red-9"_s, u"yellow-3"_s} << 0 << 1;
        QTest::newRow("a tie: yellow below grey, purple below red")
            << QStringList {u"yellow-2"_s, u"grey-2"_s, u"red-9"_s} << 2 << 0;
        QTest::newRow("a tie at the top: red above purple")
            << QStringList {u"purple-11"_s, u"red-11"_s, u"yellow-1"_s} << 0 << 1;
    }

    void blackJackPlacedByTheLowestStartingVillain()
    {
        QFETCH(QStringList, tops);
        QFETCH(int, placer);
        QFETCH(int, opener);
        auto g = game(kStandard, 3, 1, {{0, {tops[0]}}, {4, {tops[1]}}, {9, {tops[2]}}});
        QCOMPARE(playAll(*g, "place 5 | place 1 | place 10"), QString());
        QCOMPARE(g->phase(), Phase::PlaceBlackJack);
        QCOMPARE(g->currentPlayer(), placer);
        QCOMPARE(play(*g, "blackjack 10"), u"that field is not free"_s);
        QCOMPARE(play(*g, "blackjack 3"), QString());
        QCOMPARE(g->ring().at(g->blackJackFigure()), 2);
        QCOMPARE(g->phase(), Phase::Offer);
        QCOMPARE(g->currentPlayer(), opener);
    }

    void notation()
    {
        auto g = game(kStandard, 3, 0, {});
        std::string error;
        QVERIFY(!g->parseDecision("place 15", &error));
        QVERIFY(QString::fromStdString(error).contains(u"from 1 to 14"_s));
        QVERIFY(!g->parseDecision("offer green-3", &error));
        QVERIFY(!g->parseDecision("dance", &error));
        QCOMPARE(legalTexts(*g).size(), 14);
        QCOMPARE(legalTexts(*g).front(), u"place 1"_s);
    }

    // The editor's chance figures (Ruleset::dealtHand): nobody is dealt a
    // villain; they lie in the dens, and a captain holds none before he
    // takes his den's card.
    void nobodyIsDealtAHand()
    {
        for (const char *variant : {kIntro, kStandard, kBeforeDen, kTwoPlayer}) {
            const auto rs = ruleset(variant);
            for (int players = rs->minPlayers(); players <= rs->maxPlayers(); ++players) {
                QVERIFY(!rs->dealtHand(players));
                houserules::Rng rng {std::uint64_t(players)};
                const auto state = rs->newGame(players, 0, rng);
                const auto *hs = dynamic_cast<const HsState *>(state.get());
                QVERIFY(hs);
                for (int seat = 0; seat < players; ++seat)
                    QVERIFY(hs->villains(seat).empty());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestHsSetup)
#include "test_setup.moc"
