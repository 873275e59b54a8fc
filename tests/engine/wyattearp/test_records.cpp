// Records: a seeded game (heuristic bots in every seat) written, read back
// and replayed ends exactly where it ended; an explicit setup with listed
// dice (the rulebook's hasard example) replays exactly, its dice written and
// read back; malformed setup.dice are reported with their key path.

#include "wetestsupport.h"

#include "core/game/random.h"
#include "core/records/record.h"
#include "replay.h"

#include <QTest>

using namespace wetest;

class TestRecords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seededRecordReplaysExactly();
    void explicitSetupWithDiceReplaysExactly();
    void malformedDice_data();
    void malformedDice();
};

namespace {

// A summary of everything public and private that a replay must reproduce.
QString summary(const WeState &s)
{
    QString text = u"decisions %1 round %2 phase %3 current %4 | "_s.arg(s.decisionCount())
                       .arg(s.round())
                       .arg(int(s.phase()))
                       .arg(s.currentPlayer());
    for (int seat = 0; seat < s.playerCount(); ++seat)
        text += u"%1: %2 bills %3 chips %4 in %5 [%6] | "_s.arg(seat)
                    .arg(where(s, seat))
                    .arg(s.bills(seat))
                    .arg(s.chips(seat))
                    .arg(s.inGame(seat))
                    .arg(sharesOf(s, seat).join(u' '));
    text += deckNames(s, Back::Star).join(u' ') + u" | "_s + deckNames(s, Back::Dollar).join(u' ');
    return text;
}

houserules::Expected<houserules::Replayed> replayWritten(const houserules::Record &record)
{
    const auto written = houserules::writeRecord(record);
    const auto read = houserules::parseRecord(written, "written.yaml");
    if (!read)
        qFatal("written record: %s", read.errors().front().toString().c_str());
    return houserules::replayRecord(*read, houserules::Registry::instance().loader());
}

} // namespace

void TestRecords::seededRecordReplaysExactly()
{
    const auto rs = ruleset();
    houserules::Rng deal(2024);
    auto state = rs->newGame(3, 1, deal);
    auto &g = static_cast<WeState &>(*state);
    houserules::Record record;
    record.game = "wyatt-earp";
    record.variant = kStandard;
    record.players = {"Ann", "Bob", "Cid"};
    record.firstPlayer = 1;
    record.seed = 2024;
    const auto bot = rs->makeBot("heuristic");
    houserules::Rng botRng(7);
    std::vector<houserules::Decision> legal;
    for (int step = 0; step < 600 && !g.isTerminal(); ++step) {
        g.legalDecisions(legal);
        const auto d = bot->choose(*g.observe(g.currentPlayer()), legal, botRng);
        record.decisions.push_back({g.decisionText(d), {}});
        g.apply(d);
    }
    QVERIFY(g.decisionCount() > 100);
    const auto replayed = replayWritten(record);
    QVERIFY(replayed.ok());
    QVERIFY2(!replayed->stopped, replayed->stopped ? replayed->stopped->toString().c_str() : "");
    QCOMPARE(replayed->applied, int(record.decisions.size()));
    QCOMPARE(summary(static_cast<const WeState &>(*replayed->state)), summary(g));
}

void TestRecords::explicitSetupWithDiceReplaysExactly()
{
    const auto rs = ruleset();
    const auto deck = deckFor(rulesOf(*rs), {}, {}, {});
    const std::vector<int> dice {3, 4, 6, 1, 1, 4};
    houserules::Record record;
    record.game = "wyatt-earp";
    record.variant = kStandard;
    record.players = {"Ann", "Bob"};
    record.setup = houserules::Setup {deck, 5, dice};
    for (const char *text : {"move north +3 +4", "bet low", "bet pair", "bet pair-2", "done", "bet high", "done"})
        record.decisions.push_back({text, {}});
    const auto written = houserules::writeRecord(record);
    QVERIFY2(qstr(written).contains(u"dice: [3, 4, 6, 1, 1, 4]"_s), written.c_str());
    const auto replayed = replayWritten(record);
    QVERIFY(replayed.ok());
    QVERIFY(!replayed->stopped);
    const auto &s = static_cast<const WeState &>(*replayed->state);
    QCOMPARE(s.listedDiceUsed(), dice.size());
    QCOMPARE(s.bills(0), 23); // the rulebook's hasard example
    QCOMPARE(s.chips(0), 4);
    QCOMPARE(where(s, 0), u"north 8"_s);
    // Replayed twice: the same.
    const auto again = replayWritten(record);
    QCOMPARE(summary(static_cast<const WeState &>(*again->state)), summary(s));
}

void TestRecords::malformedDice_data()
{
    QTest::addColumn<QString>("dice");
    QTest::addColumn<QString>("keyPath");
    QTest::newRow("a zero") << u"[3, 0, 6]"_s << u"setup.dice[1]"_s;
    QTest::newRow("a seven") << u"[7, 4, 6]"_s << u"setup.dice[0]"_s;
    QTest::newRow("text") << u"[3, 4, six]"_s << u"setup.dice[2]"_s;
    QTest::newRow("negative") << u"[3, -1]"_s << u"setup.dice[1]"_s;
    QTest::newRow("a list in the list") << u"[3, [4]]"_s << u"setup.dice[1]"_s;
    QTest::newRow("not a list") << u"3"_s << u"setup.dice"_s;
}

void TestRecords::malformedDice()
{
    QFETCH(QString, dice);
    QFETCH(QString, keyPath);
    houserules::Record record;
    record.game = "wyatt-earp";
    record.variant = kStandard;
    record.players = {"Ann", "Bob"};
    record.setup = houserules::Setup {deckFor(rulesOf(*ruleset()), {}, {}, {}), 0, {3, 4, 6}};
    QString text = qstr(houserules::writeRecord(record));
    QVERIFY(text.contains(u"dice: [3, 4, 6]"_s));
    text.replace(u"dice: [3, 4, 6]"_s, u"dice: "_s + dice);
    const auto read = houserules::parseRecord(text.toStdString(), "bad-dice.yaml");
    QVERIFY(!read.ok());
    const auto &error = read.errors().front();
    QCOMPARE(qstr(error.keyPath), keyPath);
    QVERIFY2(qstr(error.message).contains(u"from 1 to 6"_s), error.message.c_str());
    QVERIFY(error.where.line > 0);
}

QTEST_GUILESS_MAIN(TestRecords)
#include "test_records.moc"
