// houserules-cli replay: checked against the engine's own result and against
// records worked out by hand, as JSON and as text, and its errors.

#include "clirun.h"

#include "blastingbilly/state.h"
#include "halunkenspelunken/scoring.h"
#include "halunkenspelunken/state.h"
#include "replay.h"
#include "wyattearp/scoring.h"
#include "wyattearp/state.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <numeric>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;
namespace bb = houserules::blastingbilly;
namespace hs = houserules::halunkenspelunken;
namespace we = houserules::wyattearp;

class TestCliReplay : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void replayHandwritten();
    void replayMatchesEngine();
    void replayHalunkenSpelunken();
    void replayWyattEarp();
    void replayText();
    void replayIllegalDecision();
    void replayMissingFile();
};

void TestCliReplay::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
}

// The expected result is worked out by hand in the record's comment.
void TestCliReplay::replayHandwritten()
{
    const Run r = run({u"replay"_s, data(u"records/handwritten.yaml"_s)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject json = parseJson(r.out);
    QVERIFY2(!json.isEmpty(), qPrintable(r.out));
    QCOMPARE(json[u"game"_s].toString(), u"blasting-billy"_s);
    QVERIFY(json[u"variant"_s].toString().endsWith(u"tiny.yaml"_s));
    QCOMPARE(strings(json[u"players"_s]), (QStringList {u"Anna"_s, u"Bert"_s}));
    QCOMPARE(json[u"decisions_applied"_s].toInt(), 6);
    QCOMPARE(json[u"game_over"_s].toBool(), true);

    // The table: Billy's gold holds gold-3 and the dynamite that removes it;
    // the two cards left in hand went to the box.
    const QJsonObject table = json[u"table"_s].toObject();
    QCOMPARE(table[u"pile"_s].toInt(), 0);
    QCOMPARE(table[u"box"_s].toInt(), 2);
    const QJsonArray loot = table[u"loot"_s].toArray();
    QCOMPARE(loot.size(), 3);
    QCOMPARE(loot[2].toObject()[u"owner"_s].toString(), u"Billy"_s);
    const QJsonObject billyColumns = loot[2].toObject()[u"columns"_s].toObject();
    QCOMPARE(strings(billyColumns[u"gold"_s]), (QStringList {u"gold-3"_s, u"gold-dynamite"_s}));
    QCOMPARE(strings(billyColumns[u"coins"_s]), QStringList {u"coins-3"_s});
    QCOMPARE(strings(loot[1].toObject()[u"columns"_s].toObject()[u"coins"_s]), QStringList {u"coins-2"_s});

    const QJsonObject result = json[u"result"_s].toObject();
    QCOMPARE(result[u"billy"_s].toObject()[u"totals"_s].toObject(), (QJsonObject {{u"gold"_s, 0}, {u"coins"_s, 3}}));
    const QJsonArray dynamite = result[u"dynamite"_s].toArray();
    QCOMPARE(dynamite.size(), 1);
    QCOMPARE(dynamite[0].toObject(),
        (QJsonObject {{u"owner"_s, u"Billy"_s}, {u"colour"_s, u"gold"_s}, {u"dynamite"_s, u"gold-dynamite"_s},
            {u"removed"_s, u"gold-3"_s}}));

    const QJsonArray players = result[u"players"_s].toArray();
    QCOMPARE(players.size(), 2);
    const QJsonObject anna = players[0].toObject();
    QCOMPARE(anna[u"name"_s].toString(), u"Anna"_s);
    QCOMPARE(anna[u"totals"_s].toObject(), (QJsonObject {{u"gold"_s, 2}, {u"coins"_s, 0}}));
    QCOMPARE(strings(anna[u"shot_in"_s]), QStringList {u"gold"_s});
    QCOMPARE(anna[u"shot_down"_s].toBool(), true);
    QCOMPARE(anna[u"total"_s].toInt(), 2);
    QCOMPARE(anna[u"score"_s].toInt(), 0);
    QCOMPARE(anna[u"cards"_s].toInt(), 1);
    const QJsonObject bert = players[1].toObject();
    QCOMPARE(bert[u"totals"_s].toObject(), (QJsonObject {{u"gold"_s, 1}, {u"coins"_s, 2}}));
    QCOMPARE(strings(bert[u"shot_in"_s]), QStringList {u"gold"_s});
    QCOMPARE(bert[u"total"_s].toInt(), 3);
    QCOMPARE(bert[u"score"_s].toInt(), 2);
    QCOMPARE(bert[u"cards"_s].toInt(), 2);
    QCOMPARE(bert[u"face_up_cards"_s].toInt(), 1);
    QCOMPARE(bert[u"face_down_cards"_s].toInt(), 1);

    QCOMPARE(result[u"everyone_shot"_s].toBool(), true);
    QCOMPARE(strings(result[u"winners"_s]), QStringList {u"Bert"_s});
    QCOMPARE(result[u"decided_by"_s].toString(), u"highest_score"_s);
    QCOMPARE(result[u"billy_wins"_s].toBool(), false);
}

// A longer game: the CLI's JSON says what the engine's own replay says.
void TestCliReplay::replayMatchesEngine()
{
    const QString file = data(u"records/standard-seed.yaml"_s);
    const Run r = run({u"replay"_s, file});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = parseJson(r.out);
    QVERIFY2(!json.isEmpty(), qPrintable(r.out));

    const auto replayed = houserules::replayFile(file.toStdString());
    QVERIFY(replayed.ok() && !replayed->stopped);
    const auto *state = dynamic_cast<const bb::BillyState *>(replayed->state.get());
    QVERIFY(state && state->isTerminal());
    const bb::Scoring scoring = state->scoring();
    const auto &rules = state->rules();

    QCOMPARE(json[u"variant"_s].toString(), u"blasting-billy/standard"_s);
    QCOMPARE(json[u"decisions_applied"_s].toInt(), 48);
    QCOMPARE(json[u"decisions_applied"_s].toInt(), replayed->applied);
    const QJsonObject result = json[u"result"_s].toObject();
    const QJsonArray players = result[u"players"_s].toArray();
    QCOMPARE(players.size(), 3);
    for (int seat = 0; seat < 3; ++seat) {
        const QJsonObject p = players[seat].toObject();
        const bb::PlayerScore &expected = scoring.players[std::size_t(seat)];
        QCOMPARE(p[u"name"_s].toString(), qstr(replayed->record.players[std::size_t(seat)]));
        const QJsonObject totals = p[u"totals"_s].toObject();
        QCOMPARE(totals.size(), rules.colourCount());
        QStringList shotIn;
        for (int c = 0; c < rules.colourCount(); ++c) {
            const QString colour = qstr(rules.colours[std::size_t(c)]);
            QCOMPARE(totals[colour].toInt(-1), expected.totals[std::size_t(c)]);
            if (expected.shotIn[std::size_t(c)])
                shotIn << colour;
        }
        QCOMPARE(strings(p[u"shot_in"_s]), shotIn);
        QCOMPARE(p[u"score"_s].toInt(), expected.score);
        QCOMPARE(p[u"total"_s].toInt(), expected.total);
        QCOMPARE(p[u"cards"_s].toInt(), expected.cards);
    }
    QStringList winners;
    for (int seat : scoring.winners)
        winners << qstr(replayed->record.players[std::size_t(seat)]);
    QCOMPARE(strings(result[u"winners"_s]), winners);
    // This game ends in a tie on points that fewer cards decides (see --text).
    QCOMPARE(winners, QStringList {u"Bert"_s});
    QCOMPARE(result[u"decided_by"_s].toString(), u"fewest_cards"_s);
}

// Halunken & Spelunken: every public figure of the final state, as the engine has it.
void TestCliReplay::replayHalunkenSpelunken()
{
    const QString file = QStringLiteral(HOUSERULES_TEST_DATA) + u"/halunken-spelunken/standard-game.yaml"_s;
    const Run r = run({u"replay"_s, file});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = parseJson(r.out);
    QVERIFY2(!json.isEmpty(), qPrintable(r.out));
    const auto replayed = houserules::replayFile(file.toStdString());
    QVERIFY(replayed.ok() && !replayed->stopped);
    const auto &state = dynamic_cast<const hs::HsState &>(*replayed->state);
    const auto &rules = state.rules();

    const QJsonArray players = json[u"players_state"_s].toArray();
    QCOMPARE(players.size(), 4);
    for (int seat = 0; seat < 4; ++seat) {
        const QJsonObject p = players[seat].toObject();
        const hs::Score score = hs::score(rules, state.villains(seat));
        QCOMPARE(p[u"score"_s].toInt(), score.total);
        QCOMPARE(p[u"double_colour"_s].toString(), qstr(rules.colours[std::size_t(score.doubled)]));
        QCOMPARE(p[u"field"_s].toInt(), state.ring().at(seat) + 1);
        int values = 0;
        for (const auto &colour : p[u"villains"_s].toObject())
            for (const auto &value : colour.toArray())
                values += value.toInt();
        QCOMPARE(values, std::accumulate(score.sum.begin(), score.sum.end(), 0));
    }
    QCOMPARE(json[u"dens"_s].toArray().size(), rules.fields);
    QCOMPARE(json[u"harbour"_s].toArray().size(), qsizetype(state.harbour().size()));
    const QJsonObject blackJack = json[u"black_jack"_s].toObject();
    QCOMPARE(blackJack[u"hirers_by_round"_s].toArray().size(), 8);
    QCOMPARE(blackJack[u"cards_played"_s].toArray().size(), 8);
    QCOMPARE(blackJack[u"field"_s].toInt(), state.ring().at(state.blackJackFigure()) + 1);
    QCOMPARE(strings(json[u"result"_s].toObject()[u"winners"_s]), QStringList {u"Ann"_s});
}

// Wyatt Earp: every public figure of the final state, as the engine has it.
void TestCliReplay::replayWyattEarp()
{
    const QString file = QStringLiteral(HOUSERULES_TEST_DATA) + u"/wyatt-earp/standard-game.yaml"_s;
    const Run r = run({u"replay"_s, file});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = parseJson(r.out);
    QVERIFY2(!json.isEmpty(), qPrintable(r.out));
    const auto replayed = houserules::replayFile(file.toStdString());
    QVERIFY(replayed.ok() && !replayed->stopped);
    const auto &state = dynamic_cast<const we::WeState &>(*replayed->state);
    const auto &rules = state.rules();
    QVERIFY(state.isTerminal());

    const QJsonArray players = json[u"players_state"_s].toArray();
    QCOMPARE(players.size(), 4);
    int broke = 0;
    for (int seat = 0; seat < 4; ++seat) {
        const QJsonObject p = players[seat].toObject();
        const we::Holding holding = we::holding(rules, state.shares(seat));
        QCOMPARE(p[u"score"_s].toInt(), holding.score);
        QCOMPARE(p[u"bills"_s].toInt(), state.bills(seat));
        QCOMPARE(p[u"chips"_s].toInt(), state.chips(seat));
        QCOMPARE(p[u"complete_businesses"_s].toArray().size(), holding.complete);
        QCOMPARE(p[u"turns_sat_out"_s].toInt(), state.turnsSatOut(seat));
        int shares = 0;
        const QJsonObject byBusiness = p[u"shares"_s].toObject();
        for (auto it = byBusiness.begin(); it != byBusiness.end(); ++it) {
            const int business = rules.businessNamed(it.key().toStdString());
            QVERIFY2(business >= 0, qPrintable(it.key()));
            QCOMPARE(it.value().toInt(), holding.byBusiness[std::size_t(business)]);
            shares += it.value().toInt();
        }
        QCOMPARE(shares, int(state.shares(seat).size()));
        QCOMPARE(p[u"broke_in_round"_s].isNull(), state.inGame(seat));
        broke += !state.inGame(seat);
    }
    // The example game has a player who went broke, and sat-out turns.
    QCOMPARE(broke, 1);
    QCOMPARE(json[u"star_deck"_s].toInt(), int(state.deck(we::Back::Star).size()));
    QCOMPARE(json[u"dollar_deck"_s].toInt(), int(state.deck(we::Back::Dollar).size()));
    QStringList winners;
    for (int seat : state.outcome().winners)
        winners << qstr(replayed->record.players[std::size_t(seat)]);
    QCOMPARE(strings(json[u"result"_s].toObject()[u"winners"_s]), winners);
    QCOMPARE(winners, QStringList {u"Kate"_s});
}

void TestCliReplay::replayText()
{
    const Run r = run({u"replay"_s, u"--text"_s, data(u"records/handwritten.yaml"_s)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"Dynamite in Billy's gold removed gold-3\n"_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"Bert: score 2, 2 cards, shot down in gold\n"_s));
    QVERIFY(r.out.contains(u"Winner: Bert (decided by highest_score)\n"_s));
}

void TestCliReplay::replayIllegalDecision()
{
    const QString file = data(u"records/illegal-decision.yaml"_s);
    const Run r = run({u"replay"_s, file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QCOMPARE(r.err.trimmed(),
        file + u":11:5: decisions[2]: illegal decision 'loot gold-3': gold-3 is not in the hand of seat 0"_s);
}

void TestCliReplay::replayMissingFile()
{
    const Run r = run({u"replay"_s, data(u"records/no-such-record.yaml"_s)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"no-such-record.yaml: cannot read the file"_s), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliReplay)
#include "test_cli_replay.moc"
