// Decisions: the legal list, why an illegal one is refused (checkDecision and
// its code), and the record notation ("billy gold-3", "loot gold-dynamite",
// "box coins-10") read by parseDecision.

#include "billytestsupport.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace billytest;
using houserules::Decision;
using houserules::DecisionKind;
using houserules::Illegal;
using houserules::blastingbilly::Destination;

Q_DECLARE_METATYPE(Illegal::Code)

class TestDecisions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void legalDecisions();
    void illegal_data();
    void illegal();
    void illegalAfterTheEnd();
    void parse_data();
    void parse();
    void parseRejects_data();
    void parseRejects();
    void parseTakesTheSameNamedCardInHand();
};

namespace {

// The canonical deck with 2 players: gold-0..gold-dynamite set aside; seat 0
// holds banknotes-0, 1, 2; seat 1 banknotes-3, 4, 5; the pile starts banknotes-6.
std::unique_ptr<BillyState> canonicalTwoPlayers()
{
    return dealt(*ruleset(), 2, 0, canonicalNames(rulesOf()));
}

} // namespace

void TestDecisions::legalDecisions()
{
    const auto state = canonicalTwoPlayers();
    std::vector<Decision> legal;
    state->legalDecisions(legal);

    // Every hand card to each of the three places, nothing else.
    QStringList texts;
    for (const auto &d : legal) {
        QVERIFY(!state->checkDecision(d));
        texts.push_back(qstr(state->decisionText(d)));
    }
    texts.sort();
    QStringList expected;
    for (const char *where : {"billy", "box", "loot"})
        for (const char *card : {"banknotes-0", "banknotes-1", "banknotes-2"})
            expected.push_back(QLatin1String(where) + u' ' + QLatin1String(card));
    expected.sort();
    QCOMPARE(texts, expected);
}

void TestDecisions::illegal_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("card");
    QTest::addColumn<int>("target");
    QTest::addColumn<Illegal::Code>("code");
    QTest::addColumn<QString>("mentions");

    // Card ids: the canonical order, 12 a colour (0-10, then the dynamite).
    const int banknotes0 = 12, banknotes3 = 15, gold4 = 4;
    const int playCard = int(DecisionKind::PlayCard), billy = int(Destination::Billy);
    QTest::newRow("another player's card")
        << playCard << banknotes3 << billy << Illegal::Code::CardNotInHand << u"banknotes-3"_s;
    QTest::newRow("a set-aside card") << playCard << gold4 << billy << Illegal::Code::CardNotInHand << u"gold-4"_s;
    QTest::newRow("a card from the pile")
        << playCard << 18 << billy << Illegal::Code::CardNotInHand << u"banknotes-6"_s;
    QTest::newRow("no such card") << playCard << 999 << billy << Illegal::Code::CardNotInHand << u"999"_s;
    QTest::newRow("no card") << playCard << -1 << billy << Illegal::Code::CardNotInHand << u"-1"_s;
    QTest::newRow("a pass") << int(DecisionKind::Pass) << -1 << -1 << Illegal::Code::WrongKind << QString();
    QTest::newRow("choosing a card") << int(DecisionKind::ChooseCard) << banknotes0 << billy << Illegal::Code::WrongKind
                                     << QString();
    QTest::newRow("a fourth place") << playCard << banknotes0 << 3 << Illegal::Code::TargetNotAllowed << QString();
    QTest::newRow("no place") << playCard << banknotes0 << -1 << Illegal::Code::TargetNotAllowed << QString();
}

void TestDecisions::illegal()
{
    QFETCH(int, kind);
    QFETCH(int, card);
    QFETCH(int, target);
    QFETCH(Illegal::Code, code);
    QFETCH(QString, mentions);

    const auto state = canonicalTwoPlayers();
    const Decision d {DecisionKind(kind), std::int16_t(card), std::int16_t(target), 0};
    const auto illegal = state->checkDecision(d);
    QVERIFY(illegal);
    QCOMPARE(illegal->code, code);
    QVERIFY(!illegal->reason.empty());
    QVERIFY2(qstr(illegal->reason).contains(mentions), illegal->reason.c_str());

    std::vector<Decision> legal;
    state->legalDecisions(legal);
    QVERIFY(std::find(legal.begin(), legal.end(), d) == legal.end());
}

void TestDecisions::illegalAfterTheEnd()
{
    const auto state = canonicalTwoPlayers();
    const auto before = state->hand(0).front();
    dumpUntilEnd(*state);
    const auto illegal = state->checkDecision(BillyState::play(before, Destination::Loot));
    QVERIFY(illegal);
    QCOMPARE(illegal->code, Illegal::Code::GameOver);
    QVERIFY(!illegal->reason.empty());

    // A record's turn after the end reads fine and is refused as such.
    std::string error;
    const auto late = state->parseDecision("loot diamonds-3", &error);
    QVERIFY(late);
    const auto lateIllegal = state->checkDecision(*late);
    QVERIFY(lateIllegal);
    QCOMPARE(lateIllegal->code, Illegal::Code::GameOver);
}

void TestDecisions::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("card"); // canonical id: colour x 12 + value, the dynamite 11
    QTest::addColumn<int>("target");

    QTest::newRow("billy gold-3") << u"billy gold-3"_s << 3 << int(Destination::Billy);
    QTest::newRow("loot gold-dynamite") << u"loot gold-dynamite"_s << 11 << int(Destination::Loot);
    QTest::newRow("box coins-10") << u"box coins-10"_s << 2 * 12 + 10 << int(Destination::Box);
    QTest::newRow("loot diamonds-0") << u"loot diamonds-0"_s << 4 * 12 << int(Destination::Loot);
    QTest::newRow("two spaces") << u"billy  jewelry-7"_s << 3 * 12 + 7 << int(Destination::Billy);
}

void TestDecisions::parse()
{
    QFETCH(QString, text);
    QFETCH(int, card);
    QFETCH(int, target);

    // Parsing does not need the card in hand; checkDecision says so after.
    const auto state = canonicalTwoPlayers();
    std::string error;
    const auto d = state->parseDecision(text.toStdString(), &error);
    QVERIFY2(d, error.c_str());
    QCOMPARE(d->kind, DecisionKind::PlayCard);
    QCOMPARE(int(d->card), card);
    QCOMPARE(int(d->target), target);
    QCOMPARE(qstr(state->decisionText(*d)), text.simplified());
    QCOMPARE(state->checkDecision(*d)->code, Illegal::Code::CardNotInHand); // seat 0 holds banknotes only
}

void TestDecisions::parseRejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("no card") << u"billy"_s;
    QTest::newRow("no card after the space") << u"billy "_s;
    QTest::newRow("unknown place") << u"steal gold-3"_s;
    QTest::newRow("place in capitals") << u"Billy gold-3"_s;
    QTest::newRow("value out of range") << u"billy gold-11"_s;
    QTest::newRow("unknown colour") << u"billy silver-3"_s;
    QTest::newRow("colour without value") << u"billy gold"_s;
    QTest::newRow("words reversed") << u"gold-3 billy"_s;
    QTest::newRow("something after the card") << u"billy gold-3 now"_s;
}

void TestDecisions::parseRejects()
{
    QFETCH(QString, text);
    const auto state = canonicalTwoPlayers();
    std::string error;
    QVERIFY(!state->parseDecision(text.toStdString(), &error));
    QVERIFY(!error.empty());
}

void TestDecisions::parseTakesTheSameNamedCardInHand()
{
    // Two gold dynamite (house rule): the first lies set aside, the second is
    // in seat 0's hand. "loot gold-dynamite" must mean the one in the hand.
    const auto rs = ruleset("blasting-billy/two-dynamite");
    const Rules rules = Rules::fromVariant(rs->variant());
    auto top = std::vector<std::string> {"gold-dynamite"};
    for (int value = 0; value <= 10; ++value)
        top.push_back("coins-" + std::to_string(value)); // 12 set aside in all
    top.push_back("gold-dynamite");
    const auto state = dealt(*rs, 2, 0, deckStartingWith(rules, top));

    std::string error;
    const auto d = state->parseDecision("loot gold-dynamite", &error);
    QVERIFY2(d, error.c_str());
    QVERIFY(!state->checkDecision(*d));
    const auto hand = state->hand(0);
    QCOMPARE(int(std::count(hand.begin(), hand.end(), d->card)), 1);
}

QTEST_GUILESS_MAIN(TestDecisions)
#include "test_decisions.moc"
