// The final scoring: shot down per colour, the winner among the players left
// (score, then fewest cards, then shared), the case where everyone is shot
// (face-up colours only; fewest face-up, then face-down cards; Billy wins when
// nobody scores), and the Outcome every game reports; the winners the search
// asks for at the end of each trial game (BillyState::winningSeats, worked
// out without the breakdown) are the scoring's.

#include "billytestsupport.h"

#include "core/game/random.h"

#include <QTest>

#include <set>
#include <span>

using namespace Qt::Literals::StringLiterals;
using namespace billytest;
using houserules::blastingbilly::Decider;
using houserules::blastingbilly::deciderName;
using houserules::blastingbilly::Scoring;

class TestScoring : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shotPerColour_data();
    void shotPerColour();
    void shotInSeveralColours();
    void winner_data();
    void winner();
    void everyoneShot_data();
    void everyoneShot();
    void outcomeAgrees_data();
    void outcomeAgrees();
    void dynamiteHitLeader_data();
    void dynamiteHitLeader();
    void winningSeatsAreTheScorings_data();
    void winningSeatsAreTheScorings();
};

namespace {

QString decider(const Scoring &s)
{
    return QString::fromLatin1(deciderName(s.decidedBy));
}

QList<int> toList(const std::vector<int> &values)
{
    return {values.begin(), values.end()};
}

// Turns in record notation, written as one text: "loot gold-9 | billy coins-2".
QStringList turns(const char *text)
{
    QStringList result;
    for (const auto &turn : QString::fromLatin1(text).split(u'|'))
        result.push_back(turn.trimmed());
    return result;
}

} // namespace

void TestScoring::shotPerColour_data()
{
    QTest::addColumn<QStringList>("billy");
    QTest::addColumn<QStringList>("player");
    QTest::addColumn<bool>("shot");
    QTest::addColumn<int>("total");

    QTest::newRow("more than Billy") << names("gold-5") << names("gold-6") << true << 6;
    QTest::newRow("equal to Billy") << names("gold-5") << names("gold-2 gold-3") << false << 5;
    QTest::newRow("less than Billy") << names("gold-5") << names("gold-4") << false << 4;
    QTest::newRow("a colour Billy lacks") << names("coins-3") << names("gold-1") << true << 1;
    QTest::newRow("a colour neither has") << names("coins-3") << names("") << false << 0;
    QTest::newRow("an empty table") << names("") << names("") << false << 0;
    QTest::newRow("zero against nothing") << names("") << names("gold-0") << false << 0;
    QTest::newRow("Billy's dynamite lowers him") << names("gold-8 gold-dynamite") << names("gold-1") << true << 1;
    QTest::newRow("own dynamite saves") << names("gold-3") << names("gold-9 gold-dynamite") << false << 0;
}

void TestScoring::shotPerColour()
{
    QFETCH(QStringList, billy);
    QFETCH(QStringList, player);
    QFETCH(bool, shot);
    QFETCH(int, total);

    Table table(rulesOf(), 2);
    table.putNames(table.billy(), billy).putNames(0, player);
    const auto s = table.score();
    QCOMPARE(s.players[0].shotDown, shot);
    QCOMPARE(s.players[0].total, total);
    QVERIFY(!s.players[1].shotDown); // an empty loot is never shot
}

void TestScoring::shotInSeveralColours()
{
    const Rules rules = rulesOf();
    Table table(rules, 2);
    table.put(table.billy(), {"gold-5", "coins-2", "jewelry-7"});
    table.put(0, {"gold-6", "coins-3", "jewelry-3", "jewelry-4", "diamonds-1"});
    const auto s = table.score();
    const auto &p = s.players[0];

    // gold 6 > 5, coins 3 > 2, diamonds 1 > 0: shot; jewelry 7 = 7 and banknotes 0 = 0: safe.
    QCOMPARE(QList<bool>(p.shotIn.begin(), p.shotIn.end()), (QList<bool> {true, false, true, false, true}));
    QVERIFY(p.shotDown);
    QCOMPARE(toList(p.totals), (QList<int> {6, 0, 3, 7, 1}));
    QCOMPARE(p.total, 17);
    QCOMPARE(p.cards, 5);
    QCOMPARE(p.faceDownCards, 3);
    QCOMPARE(p.faceUpCards, 2);
    QCOMPARE(p.faceUpScore, 7);
    QVERIFY(!s.everyoneShot); // seat 1 has nothing and is safe
}

void TestScoring::winner_data()
{
    QTest::addColumn<QStringList>("billy");
    QTest::addColumn<QStringList>("seat0");
    QTest::addColumn<QStringList>("seat1");
    QTest::addColumn<QStringList>("seat2");
    QTest::addColumn<QList<int>>("winners");
    QTest::addColumn<QString>("decidedBy");

    // Seat 2's banknotes-10 beats Billy's 0 banknotes: shot, so its 10 cannot win.
    QTest::newRow("highest score among those not shot")
        << names("gold-10 gold-9 coins-10 coins-8") << names("gold-8") << names("gold-5 coins-4")
        << names("banknotes-10") << QList<int> {1} << u"highest_score"_s;
    QTest::newRow("tie: fewest cards") << names("gold-10 gold-8 gold-7") << names("gold-9") << names("gold-4 gold-5")
                                       << names("") << QList<int> {0} << u"fewest_cards"_s;
    // Seat 1 has 4 cards worth 16 before its dynamite, 2 worth 9 after:
    // a tie with seat 0's 3 cards worth 9, won on cards after dynamite.
    QTest::newRow("tie: fewest cards after dynamite")
        << names("gold-10 gold-8 coins-10 coins-9") << names("coins-2 coins-3 coins-4")
        << names("gold-6 gold-3 gold-7 gold-dynamite") << names("") << QList<int> {1} << u"fewest_cards"_s;
    QTest::newRow("still tied: shared") << names("gold-10 coins-10") << names("gold-9") << names("coins-9") << names("")
                                        << QList<int> {0, 1} << u"shared"_s;
    QTest::newRow("an empty loot beats a shot one")
        << names("") << names("gold-5") << names("") << names("coins-1") << QList<int> {1} << u"highest_score"_s;
    QTest::newRow("two empty loots share")
        << names("") << names("gold-5") << names("") << names("") << QList<int> {1, 2} << u"shared"_s;
}

void TestScoring::winner()
{
    QFETCH(QStringList, billy);
    QFETCH(QStringList, seat0);
    QFETCH(QStringList, seat1);
    QFETCH(QStringList, seat2);
    QFETCH(QList<int>, winners);
    QFETCH(QString, decidedBy);

    Table table(rulesOf(), 3);
    table.putNames(table.billy(), billy).putNames(0, seat0).putNames(1, seat1).putNames(2, seat2);
    const auto s = table.score();
    QVERIFY(!s.everyoneShot);
    QCOMPARE(toList(s.winners), winners);
    QCOMPARE(decider(s), decidedBy);
    for (const int seat : winners)
        QCOMPARE(s.players[std::size_t(seat)].score, s.players[std::size_t(seat)].total);
}

void TestScoring::everyoneShot_data()
{
    QTest::addColumn<QStringList>("billy");
    QTest::addColumn<QStringList>("seat0");
    QTest::addColumn<QStringList>("seat1");
    QTest::addColumn<QList<int>>("scores");
    QTest::addColumn<QList<int>>("winners");
    QTest::addColumn<QString>("decidedBy");

    // Totals would favour seat 1 (21 against 13); face-up colours give 3 against 2.
    QTest::newRow("face-up colours only")
        << names("gold-4 coins-5 jewelry-6") << names("gold-10 coins-3") << names("banknotes-9 banknotes-10 jewelry-2")
        << QList<int> {3, 2} << QList<int> {0} << u"highest_score"_s;
    // 5 each; face up 1 card against 2, though seat 0 has more face down.
    QTest::newRow("tie: fewest face-up cards")
        << names("coins-10") << names("gold-1 gold-4 coins-5") << names("gold-2 coins-2 coins-3") << QList<int> {5, 5}
        << QList<int> {0} << u"fewest_face_up_cards"_s;
    QTest::newRow("then fewest face-down cards")
        << names("coins-10 jewelry-10") << names("gold-1 coins-5") << names("gold-2 gold-3 jewelry-5")
        << QList<int> {5, 5} << QList<int> {0} << u"fewest_face_down_cards"_s;
    QTest::newRow("still tied: shared") << names("coins-10 jewelry-10") << names("gold-1 coins-5")
                                        << names("gold-2 jewelry-5") << QList<int> {5, 5} << QList<int> {0, 1}
                                        << u"shared"_s;
    QTest::newRow("nobody scores: Billy wins")
        << names("") << names("gold-3") << names("coins-4") << QList<int> {0, 0} << QList<int> {} << u"billy"_s;
    // banknotes-0 against Billy's banknotes-5 lies face up but scores nothing.
    QTest::newRow("face-up cards worth 0: Billy wins")
        << names("banknotes-5") << names("gold-3 banknotes-0") << names("coins-4") << QList<int> {0, 0} << QList<int> {}
        << u"billy"_s;
}

void TestScoring::everyoneShot()
{
    QFETCH(QStringList, billy);
    QFETCH(QStringList, seat0);
    QFETCH(QStringList, seat1);
    QFETCH(QList<int>, scores);
    QFETCH(QList<int>, winners);
    QFETCH(QString, decidedBy);

    Table table(rulesOf(), 2);
    table.putNames(table.billy(), billy).putNames(0, seat0).putNames(1, seat1);
    const auto s = table.score();
    QVERIFY(s.everyoneShot);
    QVERIFY(s.players[0].shotDown && s.players[1].shotDown);
    QCOMPARE((QList<int> {s.players[0].score, s.players[1].score}), scores);
    QCOMPARE(toList(s.winners), winners);
    QCOMPARE(decider(s), decidedBy);
}

void TestScoring::outcomeAgrees_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QStringList>("plays"); // turns from seat 0, clockwise; then all dump to the end
    QTest::addColumn<QList<int>>("winners");
    QTest::addColumn<QList<int>>("scores");
    QTest::addColumn<QList<int>>("shot");
    QTest::addColumn<QString>("decidedBy");

    // Seat 1 is shot in coins (2 > 0); seat 0 has 9 gold against Billy's 10.
    QTest::newRow("a player not shot wins")
        << 3 << turns("loot gold-9 | loot coins-2 | billy gold-10") << QList<int> {0} << QList<int> {9, 2, 0}
        << QList<int> {0, 1, 0} << u"highest_score"_s;
    // The "face-up colours only" scoring row above, played out.
    QTest::newRow("everyone shot") << 2
                                   << turns("loot gold-10 | loot banknotes-9 | billy gold-4 | loot banknotes-10 | "
                                            "loot coins-3 | loot jewelry-2 | billy coins-5 | billy jewelry-6")
                                   << QList<int> {0} << QList<int> {3, 2} << QList<int> {1, 1} << u"highest_score"_s;
    QTest::newRow("Billy wins") << 2 << turns("loot gold-3 | loot coins-4") << QList<int> {} << QList<int> {0, 0}
                                << QList<int> {1, 1} << u"billy"_s;
}

void TestScoring::outcomeAgrees()
{
    QFETCH(int, players);
    QFETCH(QStringList, plays);
    QFETCH(QList<int>, winners);
    QFETCH(QList<int>, scores);
    QFETCH(QList<int>, shot);
    QFETCH(QString, decidedBy);

    const auto rs = ruleset();
    QString error;
    const auto state = gameAfter(*rs, players, 0, toStd(plays), &error);
    QVERIFY2(state, qPrintable(error));
    dumpUntilEnd(*state);

    const auto s = state->scoring();
    QCOMPARE(toList(s.winners), winners);
    QCOMPARE(decider(s), decidedBy);
    QCOMPARE(toList(state->winningSeats()), winners);

    const auto o = state->outcome();
    QCOMPARE(toList(o.winners), winners);
    QCOMPARE(toList(o.scores), scores);
    QList<int> shotFigure;
    for (const double v : o.figures.at("shot_down"))
        shotFigure.push_back(int(v));
    QCOMPARE(shotFigure, shot);
    const double billyWins = winners.isEmpty() ? 1.0 : 0.0;
    QCOMPARE(QList<double>(o.figures.at("billy_wins").begin(), o.figures.at("billy_wins").end()),
        QList<double>(players, billyWins));
}

// The "dynamite_hit_leader" figure: 1 for the seat whose dynamite in
// Billy's column got the leader shot, who would have been safe with the
// removed card still there.
void TestScoring::dynamiteHitLeader_data()
{
    QTest::addColumn<QStringList>("plays"); // 2 players, from seat 0; then both dump to the end
    QTest::addColumn<QList<int>>("hits");

    // Seat 0 leads (gold 9, banknotes 3); seat 1's dynamite takes Billy's
    // gold 10: Billy has no gold left, seat 0 is shot in gold (9 > 0), which
    // it would not have been against 10.
    QTest::newRow("the leader shot by the blast")
        << turns("loot gold-9 | billy gold-10 | loot banknotes-3 | billy gold-dynamite") << QList<int> {0, 1};
    // The same blast, but Billy keeps 2 gold, more than the leader's 1: not shot in gold.
    QTest::newRow("the leader safe all the same")
        << turns("loot gold-1 | billy gold-2 | loot banknotes-9 | billy gold-10 | loot coins-1 | billy gold-dynamite")
        << QList<int> {0, 0};
    // Seat 0's own dynamite, in its own loot, is not in Billy's column.
    QTest::newRow("dynamite in a loot") << turns("loot gold-9 | billy gold-10 | loot gold-dynamite")
                                        << QList<int> {0, 0};
    // The leader is shot in gold anyway (9 > 5 + 3): the blast made no difference.
    QTest::newRow("shot anyway") << turns("loot gold-9 | billy gold-5 | loot banknotes-3 | billy gold-3 | "
                                          "loot coins-1 | billy gold-dynamite")
                                 << QList<int> {0, 0};
}

void TestScoring::dynamiteHitLeader()
{
    QFETCH(QStringList, plays);
    QFETCH(QList<int>, hits);
    const auto rs = ruleset();
    QString error;
    const auto state = gameAfter(*rs, 2, 0, toStd(plays), &error);
    QVERIFY2(state, qPrintable(error));
    dumpUntilEnd(*state);
    const auto o = state->outcome();
    const auto &figure = o.figures.at("dynamite_hit_leader");
    QCOMPARE(QList<int>(figure.begin(), figure.end()), hits);
}

void TestScoring::winningSeatsAreTheScorings_data()
{
    addEveryModeRows();
}

// Random games to their end: whoever the scoring's comparison picks, and by
// whichever step, winningSeats names the same seats.
void TestScoring::winningSeatsAreTheScorings()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    const auto rs = ruleset(variant.toStdString());
    const Rules rules = Rules::fromVariant(rs->variant());
    std::set<Decider> deciders;
    std::vector<houserules::Decision> legal;
    for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
        houserules::Rng rng(seed);
        auto deck = canonicalNames(rules);
        rng.shuffle(std::span(deck));
        const auto state = dealt(*rs, players, int(seed % std::uint64_t(players)), deck);
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            state->apply(legal[rng.below(std::uint32_t(legal.size()))]);
        }
        const Scoring s = state->scoring();
        QCOMPARE(toList(state->winningSeats()), toList(s.winners));
        deciders.insert(s.decidedBy);
    }
    // Random play reaches every step of the comparison but the rarest.
    QVERIFY2(deciders.size() >= 4, qPrintable(QString::number(deciders.size())));
}

QTEST_GUILESS_MAIN(TestScoring)
#include "test_scoring.moc"
