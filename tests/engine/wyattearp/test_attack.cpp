// Attacks: the attacker names a business both own a share of, the defender
// names the attribute, both roll three dice plus their stars, a tie goes to
// the defender, the loser hands over one share of that business (his choice
// among its kinds), and the attack replaces the field's own action.

#include "wetestsupport.h"

#include <QTest>

using namespace wetest;

class TestAttack : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fight_data();
    void fight();
    void attackerNamesABusinessBothOwn();
    void loserChoosesAmongKinds();
    void copiesOfOneKindAreOneChoice();
    void attackReplacesTheFieldAction();
};

namespace {

// Ann (Wyatt Earp: intelligence 5, speed 4, strength 5, dexterity 4) on
// north 10 rolls 2, 3, 5 and walks +5 -2 onto Bob (Doc Holliday:
// intelligence 6, speed 4, strength 3, dexterity 5) on north 13, a dollar
// field; then `fight` dice (Ann's three, Bob's three).
std::unique_ptr<WeState> attack(const char *annShares, const char *bobShares, QList<int> fight = {})
{
    auto g = game({.players = 2, .dice = QList<int> {2, 3, 5} + fight});
    g->setCowboy(1, north(*g, 13));
    g->setCowboy(0, north(*g, 10));
    give(*g, 0, annShares);
    give(*g, 1, bobShares);
    if (const QString why = play(*g, "move +5 -2"); !why.isEmpty())
        qFatal("attack: %s", qPrintable(why));
    return g;
}

} // namespace

void TestAttack::fight_data()
{
    QTest::addColumn<QString>("attribute");
    QTest::addColumn<QList<int>>("dice"); // Ann's roll, then Bob's
    QTest::addColumn<int>("winner");
    // Strength: Ann 5 stars, Bob 3.
    QTest::newRow("strength, same roll: attacker") << u"strength"_s << QList<int> {3, 3, 3, 3, 3, 3} << 0;
    // Dexterity: Ann 4, Bob 5 — the same roll now goes to the defender.
    QTest::newRow("dexterity, same roll: defender") << u"dexterity"_s << QList<int> {3, 3, 3, 3, 3, 3} << 1;
    // Speed: both 4. Equal totals: the defender wins.
    QTest::newRow("speed, a tie: defender") << u"speed"_s << QList<int> {1, 2, 6, 3, 3, 3} << 1;
    QTest::newRow("speed, attacker one higher") << u"speed"_s << QList<int> {1, 3, 6, 3, 3, 3} << 0;
    // Strength: 5 + 3 = 8 against 3 + 5 = 8: a tie once the stars count.
    QTest::newRow("strength, tie with stars") << u"strength"_s << QList<int> {1, 1, 1, 1, 2, 2} << 1;
    QTest::newRow("intelligence, defender rolls higher") << u"intelligence"_s << QList<int> {6, 6, 5, 6, 6, 6} << 1;
}

void TestAttack::fight()
{
    QFETCH(QString, attribute);
    QFETCH(QList<int>, dice);
    QFETCH(int, winner);
    auto g = attack("arizona_club-speed", "arizona_club-dexterity", dice);
    // One business both own: no need to name it; the defender names the attribute.
    QCOMPARE(g->phase(), Phase::NameAttribute);
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(legalTexts(*g),
        (QStringList {
            u"attribute intelligence"_s, u"attribute speed"_s, u"attribute strength"_s, u"attribute dexterity"_s}));
    std::vector<Event> events;
    QCOMPARE(play(*g, QString(u"attribute "_s + attribute).toStdString(), &events), QString());
    const auto rolls = ofType(events, EventType::AttackRolled);
    QCOMPARE(int(rolls.size()), 2);
    QCOMPARE(rolls[0].player, 0); // the attacker rolls first
    QCOMPARE(rolls[1].player, 1);
    const int loser = 1 - winner;
    // The loser's only share of the business goes to the winner.
    const QString annHad = u"arizona_club-speed"_s, bobHad = u"arizona_club-dexterity"_s;
    QCOMPARE(sharesOf(*g, loser), QStringList());
    QStringList both {annHad, bobHad};
    both.sort();
    QCOMPARE(sharesOf(*g, winner), both);
    QCOMPARE(g->listedDiceUsed(), std::size_t(9));
}

void TestAttack::attackerNamesABusinessBothOwn()
{
    auto g = attack("arizona_club-speed golden_nugget-strength general_store-speed",
        "arizona_club-dexterity golden_nugget-dexterity blacksmith-speed", {4, 4, 4, 1, 1, 1});
    QCOMPARE(g->phase(), Phase::NameBusiness);
    QCOMPARE(g->currentPlayer(), 0);
    QCOMPARE(legalTexts(*g), (QStringList {u"business arizona_club"_s, u"business golden_nugget"_s}));
    QVERIFY(!play(*g, "business blacksmith").isEmpty());
    QVERIFY(!play(*g, "business general_store").isEmpty());
    QCOMPARE(playAll(*g, "business golden_nugget | attribute strength"), QString());
    QCOMPARE(sharesOf(*g, 1), (QStringList {u"arizona_club-dexterity"_s, u"blacksmith-speed"_s}));
    QVERIFY(sharesOf(*g, 0).contains(u"golden_nugget-dexterity"_s));
}

void TestAttack::loserChoosesAmongKinds()
{
    // Bob holds two kinds of Arizona-Club shares and loses.
    auto g = attack("arizona_club-speed", "arizona_club-dexterity arizona_club-intelligence golden_nugget-strength",
        {6, 6, 6, 1, 1, 1});
    QCOMPARE(play(*g, "attribute intelligence"), QString()); // 18 + 5 against 3 + 6
    QCOMPARE(g->phase(), Phase::GiveShare);
    QCOMPARE(g->currentPlayer(), 1);
    QCOMPARE(legalTexts(*g), (QStringList {u"give arizona_club-dexterity"_s, u"give arizona_club-intelligence"_s}));
    QVERIFY(!play(*g, "give golden_nugget-strength").isEmpty());
    QCOMPARE(play(*g, "give arizona_club-intelligence"), QString());
    QCOMPARE(sharesOf(*g, 0), (QStringList {u"arizona_club-intelligence"_s, u"arizona_club-speed"_s}));
    QCOMPARE(sharesOf(*g, 1), (QStringList {u"arizona_club-dexterity"_s, u"golden_nugget-strength"_s}));
    QCOMPARE(g->currentPlayer(), 1); // Bob's own turn now
    QCOMPARE(g->phase(), Phase::Move);
}

void TestAttack::copiesOfOneKindAreOneChoice()
{
    auto g = attack("arizona_club-speed", "arizona_club-dexterity arizona_club-dexterity", {6, 6, 6, 1, 1, 1});
    QCOMPARE(play(*g, "attribute intelligence"), QString());
    QCOMPARE(g->phase(), Phase::Move); // handed over without asking
    QCOMPARE(sharesOf(*g, 1), QStringList {u"arizona_club-dexterity"_s});
    QCOMPARE(sharesOf(*g, 0), (QStringList {u"arizona_club-dexterity"_s, u"arizona_club-speed"_s}));
}

void TestAttack::attackReplacesTheFieldAction()
{
    // North 13 is a dollar field; after the attack no draw, payday or robbery.
    auto g = attack("arizona_club-speed", "arizona_club-dexterity", {1, 1, 1, 6, 6, 6});
    QCOMPARE(g->rules().kind(0, 12), houserules::wyattearp::FieldKind::Dollar);
    std::vector<Event> events;
    QCOMPARE(play(*g, "attribute speed", &events), QString());
    QCOMPARE(g->phase(), Phase::Move);
    QCOMPARE(g->turnPlayer(), 1);
    QVERIFY(ofType(events, EventType::ShareDrawn).empty());
    QCOMPARE(g->bills(0), 20);
    QCOMPARE(g->bills(1), 20);
    // Both cowboys stay on the field.
    QCOMPARE(where(*g, 0), u"north 13"_s);
    QCOMPARE(where(*g, 1), u"north 13"_s);
}

QTEST_GUILESS_MAIN(TestAttack)
#include "test_attack.moc"
