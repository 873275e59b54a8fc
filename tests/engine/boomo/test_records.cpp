// Whole games as records in tests/data/boomo/, replayed through the engine's
// record reader: docs/FILES.md's example game (bomb cards answered by time
// stoppers, a swap, play twice, a reshuffle, and one bomb card that puts three
// players out at once), the rulebook's four ways a round ends in one game, a
// record that stops at an illegal decision, and an explicit setup's seed
// written and read back.

#include "boomotestsupport.h"

#include "core/game/random.h"
#include "core/records/record.h"
#include "replay.h"

#include <QFile>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace boomotest;

class TestRecords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void exampleGame();
    void fourRoundEndings();
    void recordStopsAtAnIllegalDecision();
    void recordWithABadStart_data();
    void recordWithABadStart();
    void setupSeedSurvivesWriting();
};

namespace {

struct Played {
    std::unique_ptr<houserules::State> state;
    std::vector<Event> events;
    int applied = 0;
};

// A record file played through with its events.
Played replayed(const char *name)
{
    const auto record = houserules::readRecord(dataFile(name));
    if (!record)
        qFatal("%s: %s", name, record.errors().front().toString().c_str());
    const auto rs = ruleset(record->variant);
    auto state = houserules::startGame(*record, *rs);
    if (!state)
        qFatal("%s: %s", name, state.errors().front().toString().c_str());
    Played played;
    played.state = std::move(*state);
    if (const auto stopped = houserules::playRecord(*record, *played.state, &played.applied, &played.events))
        qFatal("%s: %s", name, stopped->toString().c_str());
    return played;
}

QStringList endings(const BoomoState &state)
{
    QStringList result;
    for (const auto &e : state.endings())
        result.push_back(u"%1 %2 %3"_s.arg(e.round).arg(e.ender).arg(QLatin1String(endName(int(e.reason)))));
    return result;
}

} // namespace

void TestRecords::exampleGame()
{
    const auto played = replayed("example-game.yaml");
    QCOMPARE(played.applied, 58);
    const auto &state = dynamic_cast<const BoomoState &>(*played.state);
    const auto &events = played.events;

    // What the record promises.
    QCOMPARE(int(ofType(events, EventType::StopperDiscarded).size()), 4);
    QCOMPARE(int(ofType(events, EventType::HandsSwapped).size()), 1);
    QCOMPARE(describe(state.rules(), ofType(events, EventType::HandsSwapped).front()), u"swap 3 1"_s);
    QCOMPARE(int(ofType(events, EventType::MustPlayTwice).size()), 2);
    QCOMPARE(int(ofType(events, EventType::Reshuffled).size()), 1);
    QCOMPARE(ofType(events, EventType::Reshuffled).front().value, 60);
    QCOMPARE(endings(state),
        lines("1 2 last-card | 2 3 bomb-card | 3 0 bomb-card | 4 3 over-limit | 5 1 over-limit | 6 0 bomb-card"));

    // The end: Ann's bomb card, nobody answers, three players out at once.
    QVERIFY(state.isTerminal());
    QCOMPARE(state.round(), 6);
    QCOMPARE(toList(state.winners()), QList<int> {0});
    QCOMPARE(toList(state.eliminations()), (QList<int> {1, 2, 3}));
    QCOMPARE(flips(state), (QList<int> {1, 3, 3, 3}));
    QCOMPARE(handOf(state, 0), sorted(names("5 5 set30 stop stop swap")));
    for (int seat = 1; seat < 4; ++seat)
        QVERIFY(state.hand(seat).empty());
    QCOMPARE(cardNames(state.rules(), state.discardPile()), names("bomb"));
    QCOMPARE(state.drawPileSize(), 84 - 6 - 1);
    const auto outcome = state.outcome();
    QCOMPARE(toList(outcome.winners), QList<int> {0});
    QCOMPARE(toList(outcome.scores), (QList<int> {2, 0, 0, 0}));
}

void TestRecords::fourRoundEndings()
{
    const auto played = replayed("four-round-endings.yaml");
    QCOMPARE(played.applied, 12);
    const auto &state = dynamic_cast<const BoomoState &>(*played.state);
    QCOMPARE(endings(state), lines("1 1 over-limit | 2 0 last-card | 3 1 bomb-card | 4 0 twice-failed"));
    QCOMPARE(flips(state), (QList<int> {1, 3}));
    QVERIFY(state.isTerminal());
    QCOMPARE(toList(state.winners()), QList<int> {0});
    QList<int> starters;
    for (const auto &e : ofType(played.events, EventType::RoundStarted))
        starters.push_back(e.player);
    QCOMPARE(starters, (QList<int> {0, 1, 0}));
}

void TestRecords::recordStopsAtAnIllegalDecision()
{
    // Bob holds no :30.
    QFile file(qstr(dataFile("four-round-endings.yaml")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(u"  - play 5  # Bob: 65"_s));
    text.replace(u"  - play 5  # Bob: 65"_s, u"  - play set30  # Bob: 65"_s);
    const auto record = houserules::parseRecord(text.toStdString(), dataFile("four-round-endings.yaml"));
    QVERIFY(record.ok());
    const auto replayed = houserules::replayRecord(*record, houserules::Registry::instance().loader());
    QVERIFY(replayed.ok());
    QCOMPARE(replayed->applied, 1);
    QVERIFY(replayed->stopped);
    QCOMPARE(qstr(replayed->stopped->keyPath), u"decisions[1]"_s);
    QVERIFY2(qstr(replayed->stopped->message).contains(u"no set30 in the hand of seat 1"_s),
        replayed->stopped->message.c_str());
}

void TestRecords::recordWithABadStart_data()
{
    QTest::addColumn<QString>("from"); // text of four-round-endings.yaml replaced
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("error");
    QTest::addColumn<bool>("atSetup"); // reported where the setup's mapping begins

    QTest::newRow("seven players") << u"players: [Ann, Bob]"_s << u"players: [Ann, Bob, Cid, Dee, Eve, Fay, Gus]"_s
                                   << u"this variant is for 2 to 6 players, the record has 7"_s << false;
    QTest::newRow("one player") << u"players: [Ann, Bob]"_s << u"players: [Ann]"_s
                                << u"this variant is for 2 to 6 players, the record has 1"_s << false;
    QTest::newRow("an unknown card") << u"set60, skip, skip"_s << u"set90, skip, skip"_s
                                     << u"setup.deck[0]: unknown card 'set90'"_s << true;
    QTest::newRow("a kind given too often")
        << u"# the rest, never drawn\n    5, "_s << u"# the rest, never drawn\n    bomb, "_s
        << u"setup.deck[83]: 'bomb' appears more often than the deck holds it"_s << true;
    QTest::newRow("a card missing") << u"twice, bomb, bomb]"_s << u"bomb, bomb]"_s << u"the deck lacks twice"_s << true;
}

void TestRecords::recordWithABadStart()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, error);
    QFETCH(bool, atSetup);

    QFile file(qstr(dataFile("four-round-endings.yaml")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(from));
    text.replace(from, to);
    const auto record = houserules::parseRecord(text.toStdString(), dataFile("four-round-endings.yaml"));
    QVERIFY(record.ok());
    const auto replayed = houserules::replayRecord(*record, houserules::Registry::instance().loader());
    QVERIFY(!replayed.ok());
    const auto &first = replayed.errors().front();
    QVERIFY2(qstr(first.toString()).contains(error), first.toString().c_str());
    if (atSetup) {
        const int setupLine = int(text.left(text.indexOf(u"\n  deck: ["_s) + 1).count(u'\n')) + 1;
        QCOMPARE(first.where.line, setupLine);
    }
}

void TestRecords::setupSeedSurvivesWriting()
{
    // An explicit setup with a seed for the reshuffles, written and read
    // back, replays to the same end (the short pile reshuffles at once).
    houserules::Record record;
    record.game = "boomo";
    record.variant = dataFile("short-pile.yaml");
    record.players = {"Ann", "Bob"};
    const Rules rules = rulesOf(record.variant);
    record.setup = houserules::Setup {deckFor(rules, 2, {names("5 5 stop"), names("plus2 plus1 10")}), 77, {}};
    for (const char *text : {"play 5", "play plus2", "play 5", "play plus1", "play stop", "play 10"})
        record.decisions.push_back({text, {}});
    const auto written = houserules::writeRecord(record);
    QVERIFY2(qstr(written).contains(u"seed: 77"_s), written.c_str());
    const auto read = houserules::parseRecord(written, "written.yaml");
    QVERIFY(read.ok());
    QVERIFY(read->setup);
    QCOMPARE(read->setup->seed, std::uint64_t(77));

    auto play = [&](const houserules::Record &r) {
        auto state = houserules::startGame(r, *ruleset(r.variant));
        if (!state || houserules::playRecord(r, **state))
            qFatal("setupSeedSurvivesWriting");
        return asBoomo(std::move(*state));
    };
    const auto a = play(record), b = play(*read);
    QCOMPARE(a->round(), 2);
    QCOMPARE(a->hand(0), b->hand(0));
    QCOMPARE(a->hand(1), b->hand(1));
}

QTEST_GUILESS_MAIN(TestRecords)
#include "test_records.moc"
