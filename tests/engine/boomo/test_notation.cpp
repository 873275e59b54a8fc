// The decision notation of records: "play <kind>", "swap <seat>" and
// "answer discard|explode"; the legal decisions in each phase as text, the
// round trip text -> decision -> text, what parseDecision refuses and why,
// and why checkDecision refuses a decision (with its code).

#include "boomotestsupport.h"

#include "core/game/random.h"

#include <QSet>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;
using houserules::Decision;
using houserules::DecisionKind;
using houserules::Illegal;
using houserules::Rng;

Q_DECLARE_METATYPE(Illegal::Code)
Q_DECLARE_METATYPE(houserules::Decision)

class TestNotation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void legalTexts_data();
    void legalTexts();
    void roundTrip_data();
    void roundTrip();
    void parse_data();
    void parse();
    void parseRejects_data();
    void parseRejects();
    void illegal_data();
    void illegal();
};

namespace {

// A game of three standing at a phase: "play", "twice" (seat 1 must start
// play twice), "swap" (seat 0 chooses), "answer" (answer by choice: seat 1
// holds a time stopper), "over".
std::unique_ptr<BoomoState> at(const QString &phase)
{
    if (phase == u"answer"_s) {
        auto state = dealt(*ruleset(kByChoice), 3, 0, {names("bomb"), names("stop")});
        if (!play(*state, "play bomb").isEmpty())
            qFatal("at(answer)");
        return state;
    }
    if (phase == u"over"_s) {
        auto state = dealt(*ruleset(dataFile("one-bomb.yaml")), 2, 0, {names("set60 stop"), names("5")});
        if (!playAll(*state, lines("play set60 | play 5")).isEmpty())
            qFatal("at(over)");
        return state;
    }
    auto state = dealt(*ruleset(), 3, 0,
        {names("5 5 stop twice swap bomb 10"), names("stop skip set30 plus2 reverse 5 5"), names("set0")});
    if (phase == u"twice"_s && !play(*state, "play twice").isEmpty())
        qFatal("at(twice)");
    if (phase == u"swap"_s && !play(*state, "play swap").isEmpty())
        qFatal("at(swap)");
    return state;
}

QStringList legalTextsOf(const BoomoState &state)
{
    std::vector<Decision> legal;
    state.legalDecisions(legal);
    QStringList texts;
    for (const auto &d : legal)
        texts.push_back(qstr(state.decisionText(d)));
    return texts;
}

} // namespace

void TestNotation::legalTexts_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QStringList>("texts");

    // One decision per kind held, in the deck's order of kinds.
    QTest::newRow("play") << u"play"_s << lines("play 5 | play 10 | play stop | play swap | play twice | play bomb");
    QTest::newRow("play twice: number cards only") << u"twice"_s << lines("play 5 | play set30");
    QTest::newRow("swap: the other players") << u"swap"_s << lines("swap 1 | swap 2");
    QTest::newRow("answer") << u"answer"_s << lines("answer discard | answer explode");
    QTest::newRow("over") << u"over"_s << QStringList {};
}

void TestNotation::legalTexts()
{
    QFETCH(QString, phase);
    QFETCH(QStringList, texts);

    QCOMPARE(legalTextsOf(*at(phase)), texts);
}

void TestNotation::roundTrip_data()
{
    QTest::addColumn<QString>("variant");
    for (const char *variant : {"boomo/standard", "boomo/ninety-seconds", "boomo/answer-by-choice"})
        QTest::newRow(variant) << QString::fromLatin1(variant);
}

void TestNotation::roundTrip()
{
    QFETCH(QString, variant);

    // Every legal decision of random games reads back from its text as the
    // very same decision, and writes as the same text.
    const auto rs = ruleset(variant.toStdString());
    QSet<QString> verbs;
    std::vector<Decision> legal;
    for (std::uint64_t game = 0; game < 20; ++game) {
        Rng rng(game), pick(100 + game);
        const int players = 2 + int(game % 5);
        auto state = asBoomo(rs->newGame(players, 0, rng));
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            for (const auto &d : legal) {
                const auto text = state->decisionText(d);
                std::string error;
                const auto parsed = state->parseDecision(text, &error);
                QVERIFY2(parsed, error.c_str());
                QVERIFY2(*parsed == d, text.c_str());
                QCOMPARE(qstr(state->decisionText(*parsed)), qstr(text));
                verbs.insert(qstr(text).section(u' ', 0, 0) + (d.kind == DecisionKind::YesNo ? qstr(text) : QString()));
            }
            state->apply(legal[pick.below(std::uint32_t(legal.size()))]);
        }
    }
    QVERIFY(verbs.contains(u"play"_s));
    QVERIFY(verbs.contains(u"swap"_s));
    if (variant == u"boomo/answer-by-choice"_s) {
        QVERIFY(verbs.contains(u"answeranswer discard"_s));
        QVERIFY(verbs.contains(u"answeranswer explode"_s));
    }
}

void TestNotation::parse_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written"); // how the decision is written back

    QTest::newRow("a number card") << u"play"_s << u"play 10"_s << u"play 10"_s;
    QTest::newRow("a named card") << u"play"_s << u"play bomb"_s << u"play bomb"_s;
    QTest::newRow("spaces between") << u"play"_s << u"play   stop"_s << u"play stop"_s;
    QTest::newRow("a seat") << u"swap"_s << u"swap 2"_s << u"swap 2"_s;
    QTest::newRow("discard") << u"answer"_s << u"answer discard"_s << u"answer discard"_s;
    QTest::newRow("explode") << u"answer"_s << u"answer explode"_s << u"answer explode"_s;
}

void TestNotation::parse()
{
    QFETCH(QString, phase);
    QFETCH(QString, text);
    QFETCH(QString, written);

    const auto state = at(phase);
    std::string error;
    const auto d = state->parseDecision(text.toStdString(), &error);
    QVERIFY2(d, error.c_str());
    QVERIFY2(!state->checkDecision(*d), qPrintable(text));
    QCOMPARE(qstr(state->decisionText(*d)), written);
    std::vector<Decision> legal;
    state->legalDecisions(legal);
    QVERIFY(std::find(legal.begin(), legal.end(), *d) != legal.end());
}

void TestNotation::parseRejects_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");

    const QString standard = u"boomo/standard"_s;
    const QString kinds = u"5, 10, set0, set30, set60, stop, reverse, skip, plus1, plus2, swap, twice, bomb"_s;
    const QString anyDecision
        = u"expected 'play <card>', 'swap <seat>' or 'answer discard|explode', for example 'play 10'"_s;
    QTest::newRow("nothing") << standard << QString() << anyDecision;
    QTest::newRow("an unknown verb") << standard << u"draw 5"_s << anyDecision;
    QTest::newRow("a verb in capitals") << standard << u"Play 5"_s << anyDecision;
    QTest::newRow("play without a card") << standard << u"play"_s << u"unknown card ''; expected one of: "_s + kinds;
    QTest::newRow("a card not in this deck")
        << standard << u"play 15"_s << u"unknown card '15'; expected one of: "_s + kinds;
    QTest::newRow("a card in capitals") << standard << u"play Stop"_s
                                        << u"unknown card 'Stop'; expected one of: "_s + kinds;
    QTest::newRow("a rulebook name") << standard << u"play :60"_s << u"unknown card ':60'; expected one of: "_s + kinds;
    const QString seat = u"expected 'swap <seat>', the seat a number (0 is the first)"_s;
    QTest::newRow("swap without a seat") << standard << u"swap"_s << seat;
    QTest::newRow("swap with a name") << standard << u"swap Bob"_s << seat;
    QTest::newRow("swap with a negative seat") << standard << u"swap -1"_s << seat;
    QTest::newRow("swap with two digits") << standard << u"swap 10"_s << seat;
    const QString answer = u"expected 'answer discard' or 'answer explode'"_s;
    QTest::newRow("answer without a word") << standard << u"answer"_s << answer;
    QTest::newRow("answer yes") << standard << u"answer yes"_s << answer;
}

void TestNotation::parseRejects()
{
    QFETCH(QString, variant);
    QFETCH(QString, text);
    QFETCH(QString, error);

    const auto state = dealt(*ruleset(variant.toStdString()), 2, 0, {});
    std::string why;
    QVERIFY(!state->parseDecision(text.toStdString(), &why));
    QCOMPARE(qstr(why), error);
    QVERIFY(!state->parseDecision(text.toStdString(), nullptr)); // no place for the reason: still refused
}

void TestNotation::illegal_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<Decision>("decision");
    QTest::addColumn<Illegal::Code>("code");
    QTest::addColumn<QString>("reason");

    const Rules rules = rulesOf();
    // Card ids in canonical order: 5s 0-19, 10s 20-39, set0 40-42, set30
    // 43-46, set60 47-50, stop 51-60 ... bomb 81-83.
    QCOMPARE(qstr(rules.cardName(47)), u"set60"_s);
    QCOMPARE(qstr(rules.cardName(51)), u"stop"_s);
    // Seat 0 holds 5, 5, stop, twice, swap, bomb, 10: with deckFor, the first
    // two 5s (ids 0, 1), the first stop (51) and so on.
    QTest::newRow("play: a card not in the hand")
        << u"play"_s << BoomoState::play(47) << Illegal::Code::CardNotInHand << u"no set60 in the hand of seat 0"_s;
    QTest::newRow("play: no such card") << u"play"_s << BoomoState::play(999) << Illegal::Code::Malformed
                                        << u"no card 999 in this deck"_s;
    // A play names its kind by the kind's first card id, whichever copy is held.
    QTest::newRow("play: the second copy of a kind") << u"play"_s << BoomoState::play(1) << Illegal::Code::Malformed
                                                     << u"a play names its kind by the kind's first card (0 for 5)"_s;
    QTest::newRow("play: a card with a target")
        << u"play"_s << Decision {DecisionKind::PlayCard, 0, 1, 0} << Illegal::Code::Malformed
        << u"a card is played without a target or number"_s;
    QTest::newRow("play: a swap") << u"play"_s << BoomoState::swapWith(1) << Illegal::Code::WrongKind
                                  << u"it is time to play a card"_s;
    QTest::newRow("play: an answer") << u"play"_s << BoomoState::answer(true) << Illegal::Code::WrongKind
                                     << u"it is time to play a card"_s;
    QTest::newRow("play twice: a command card first")
        << u"twice"_s << BoomoState::play(51) << Illegal::Code::TargetNotAllowed
        << u"play twice starts with a number card"_s;
    QTest::newRow("swap: a card") << u"swap"_s << BoomoState::play(0) << Illegal::Code::WrongKind
                                  << u"it is time to choose whom to swap hands with"_s;
    QTest::newRow("swap: oneself") << u"swap"_s << BoomoState::swapWith(0) << Illegal::Code::TargetNotAllowed
                                   << u"swap hands with another player still in the game"_s;
    QTest::newRow("swap: no such seat") << u"swap"_s << BoomoState::swapWith(3) << Illegal::Code::TargetNotAllowed
                                        << u"swap hands with another player still in the game"_s;
    QTest::newRow("swap: with a card") << u"swap"_s << Decision {DecisionKind::ChoosePlayer, 0, 1, 0}
                                       << Illegal::Code::Malformed << u"a swap names only a seat"_s;
    QTest::newRow("answer: a card") << u"answer"_s << BoomoState::play(51) << Illegal::Code::WrongKind
                                    << u"it is time to answer the bomb card"_s;
    QTest::newRow("answer: 2") << u"answer"_s << Decision {DecisionKind::YesNo, -1, -1, 2} << Illegal::Code::Malformed
                               << u"the answer is discard (1) or explode (0)"_s;
    QTest::newRow("answer: with a seat") << u"answer"_s << Decision {DecisionKind::YesNo, -1, 2, 1}
                                         << Illegal::Code::Malformed << u"an answer is yes or no"_s;
    QTest::newRow("over: a card") << u"over"_s << BoomoState::play(51) << Illegal::Code::GameOver
                                  << u"the game is over"_s;
}

void TestNotation::illegal()
{
    QFETCH(QString, phase);
    QFETCH(Decision, decision);
    QFETCH(Illegal::Code, code);
    QFETCH(QString, reason);

    const auto state = at(phase);
    const auto illegal = state->checkDecision(decision);
    QVERIFY(illegal);
    QCOMPARE(illegal->code, code);
    QCOMPARE(qstr(illegal->reason), reason);
    std::vector<Decision> legal;
    state->legalDecisions(legal);
    QVERIFY(std::find(legal.begin(), legal.end(), decision) == legal.end());
}

QTEST_GUILESS_MAIN(TestNotation)
#include "test_notation.moc"
