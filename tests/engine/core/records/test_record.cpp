// Game records: parsing (seed and setup forms), diagnostics with line and
// column, the write/parse round trip, starting and replaying a record.

#include "core/records/record.h"
#include "core/variants/variantwriter.h"
#include "registry.h"
#include "replay.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <string>

using namespace Qt::Literals::StringLiterals;
using houserules::Diagnostic;
using houserules::Record;
using houserules::Registry;
using houserules::Setup;

namespace {

std::string records(const char *name)
{
    return std::string(HOUSERULES_TEST_DATA) + "/core/records/" + name;
}

std::string variants(const char *name)
{
    return std::string(HOUSERULES_TEST_DATA) + "/core/variants/" + name;
}

QString bad(const char *name)
{
    return QStringLiteral(HOUSERULES_TEST_DATA) + u"/core/bad"_s + QLatin1StringView(name);
}

QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

QString describe(const houserules::Diagnostics &errors)
{
    QString text;
    for (const auto &e : errors)
        text += qstr(e.toString()) + u'\n';
    return text;
}

std::shared_ptr<const houserules::Ruleset> tinyRules()
{
    auto ruleset = Registry::instance().ruleset(variants("tiny.yaml"));
    if (!ruleset)
        qFatal("tiny.yaml does not load: %s", qPrintable(describe(ruleset.errors())));
    return *ruleset;
}

const std::vector<std::string> kTinyDeck {
    "gold-3", "coins-1", "gold-1", "coins-dynamite", "gold-2", "coins-3", "gold-dynamite", "coins-2"};

// A valid two-player record on the tiny deck, setup form, no decisions yet.
Record tinyRecord()
{
    Record r;
    r.game = "blasting-billy";
    r.variant = variants("tiny.yaml");
    r.players = {"Anna", "Bert"};
    r.setup = Setup {kTinyDeck, 0, {}};
    r.file = records("inline.yaml");
    return r;
}

void compareRecords(const Record &actual, const Record &expected)
{
    QCOMPARE(actual.game, expected.game);
    QCOMPARE(actual.variant, expected.variant);
    QCOMPARE(actual.players, expected.players);
    QCOMPARE(actual.seats, expected.seats);
    QCOMPARE(actual.firstPlayer, expected.firstPlayer);
    QCOMPARE(actual.seed, expected.seed);
    QCOMPARE(actual.setup.has_value(), expected.setup.has_value());
    if (expected.setup)
        QCOMPARE(actual.setup->deck, expected.setup->deck);
    QCOMPARE(actual.decisions.size(), expected.decisions.size());
    for (std::size_t i = 0; i < expected.decisions.size(); ++i)
        QCOMPARE(actual.decisions[i].text, expected.decisions[i].text);
}

} // namespace

class TestRecord : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parseSeedForm();
    void parseSetupForm();
    void firstPlayerByNameOrSeat_data();
    void firstPlayerByNameOrSeat();
    void parseErrors_data();
    void parseErrors();
    void brokenPlayersGiveOneError_data();
    void brokenPlayersGiveOneError();
    void readMissingFile();
    void readBadFiles_data();
    void readBadFiles();
    void roundTrip_data();
    void roundTrip();
    void startGameWrongPlayerCount_data();
    void startGameWrongPlayerCount();
    void wrongPlayerCountSaysWhere();
    void startGameBadSetup();
    void playRecordStopsAtIllegal_data();
    void playRecordStopsAtIllegal();
    void replayFileResolvesRelativeVariant();
    void replayFileUnknownVariant();
    void carriedRulesPlayWithoutTheirFile();
    void carriedRulesWinOverTheFile();
    void carriedRulesErrorsSayWhere();
    void carriedRulesStandAlone();
    void rulesHashForm_data();
    void rulesHashForm();
    void fileKindTellsRecordsFromVariants();
    void fileKindNeverFails_data();
    void fileKindNeverFails();
};

void TestRecord::parseSeedForm()
{
    const auto record = houserules::readRecord(records("standard-seed.yaml"));
    QVERIFY2(record.ok(), qPrintable(record.ok() ? QString() : describe(record.errors())));
    QCOMPARE(record->game, std::string("blasting-billy"));
    QCOMPARE(record->variant, std::string("blasting-billy/standard"));
    QCOMPARE(record->players, (std::vector<std::string> {"Anna", "Bert", "Carla"}));
    QCOMPARE(record->firstPlayer, 1);
    QCOMPARE(record->seed, std::optional<std::uint64_t>(2026));
    QVERIFY(!record->setup);
    QCOMPARE(record->decisions.size(), std::size_t(48));
    // Line 9 is the first decision: "  - loot coins-5", its text at column 5.
    QCOMPARE(record->decisions.front().text, std::string("loot coins-5"));
    QCOMPARE(record->decisions.front().where.line, 9);
    QCOMPARE(record->decisions.front().where.column, 5);
    QCOMPARE(record->decisions[1].where.line, 10);
    QCOMPARE(record->decisions.front().where.file, records("standard-seed.yaml"));
    QCOMPARE(record->variantWhere.line, 4);
    QCOMPARE(record->variantWhere.column, 10);
}

void TestRecord::parseSetupForm()
{
    const auto record = houserules::readRecord(records("handwritten.yaml"));
    QVERIFY2(record.ok(), qPrintable(record.ok() ? QString() : describe(record.errors())));
    QCOMPARE(record->variant, std::string("../variants/tiny.yaml"));
    QCOMPARE(record->firstPlayer, 0);
    QVERIFY(!record->seed);
    QVERIFY(record->setup);
    QCOMPARE(record->setup->deck, kTinyDeck);
    QCOMPARE(record->setupWhere.line, 12);
    QCOMPARE(record->setupWhere.column, 3);
    QCOMPARE(record->decisions.size(), std::size_t(6));
    QCOMPARE(record->decisions.back().text, std::string("loot coins-2"));
}

void TestRecord::firstPlayerByNameOrSeat_data()
{
    QTest::addColumn<QString>("firstPlayer");
    QTest::addColumn<int>("seat");
    QTest::newRow("name of the first") << u"Anna"_s << 0;
    QTest::newRow("name of the last") << u"Carla"_s << 2;
    QTest::newRow("seat 0") << u"0"_s << 0;
    QTest::newRow("seat 2") << u"2"_s << 2;
    QTest::newRow("quoted name") << u"\"Bert\""_s << 1;
}

void TestRecord::firstPlayerByNameOrSeat()
{
    QFETCH(QString, firstPlayer);
    QFETCH(int, seat);
    const std::string yaml = "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Anna, Bert, Carla]\n"
                             "first_player: "
        + firstPlayer.toStdString() + "\nseed: 1\n";
    const auto record = houserules::parseRecord(yaml, "inline.yaml");
    QVERIFY2(record.ok(), qPrintable(record.ok() ? QString() : describe(record.errors())));
    QCOMPARE(record->firstPlayer, seat);
    QVERIFY(record->decisions.empty());
}

void TestRecord::parseErrors_data()
{
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("keyPath");
    QTest::addColumn<QString>("message");

    const QString game = u"game: blasting-billy\n"_s;
    const QString variant = u"variant: blasting-billy/standard\n"_s;
    const QString players = u"players: [Anna, Bert]\n"_s;
    const QString first = u"first_player: 0\n"_s;
    const QString seed = u"seed: 5\n"_s;
    const QString valid = game + variant + players + first + seed;

    // Missing keys are reported at the top of the record (line 1, column 1).
    QTest::newRow("missing game") << variant + players + first + seed << 1 << 1 << u"game"_s
                                  << u"expected a text value for 'game'"_s;
    QTest::newRow("missing variant") << game + players + first + seed << 1 << 1 << u"variant"_s << u"'variant'"_s;
    QTest::newRow("missing players") << game + variant + first + seed << 1 << 1 << u"players"_s
                                     << u"expected a list of player names"_s;
    QTest::newRow("missing first_player") << game + variant + players + seed << 1 << 1 << u"first_player"_s
                                          << u"missing: expected the starting player's name or seat number"_s;
    QTest::newRow("missing seed and setup") << game + variant + players + first << 1 << 1 << u"seed"_s
                                            << u"missing: expected a seed or an explicit setup"_s;
    QTest::newRow("unknown key") << valid + u"decision:\n  - loot gold-1\n"_s << 6 << 1 << u"decision"_s
                                 << u"unknown key 'decision'; expected one of: game, variant, players"_s;
    QTest::newRow("seed and setup") << valid + u"setup:\n  deck: [gold-1]\n"_s << 7 << 3 << u"setup"_s
                                    << u"give either a seed or an explicit setup, not both"_s;
    QTest::newRow("negative seed") << game + variant + players + first + u"seed: -5\n"_s << 5 << 7 << u"seed"_s
                                   << u"expected a non-negative integer"_s;
    QTest::newRow("setup without deck") << game + variant + players + first + u"setup: [gold-1]\n"_s << 5 << 8
                                        << u"setup"_s << u"expected a mapping with the key deck"_s;
    QTest::newRow("players not a list") << game + variant + u"players: Anna\n"_s + first + seed << 3 << 10
                                        << u"players"_s << u"expected a list of player names"_s;
    // "first_player: " is 14 characters: the value starts at column 15.
    QTest::newRow("first_player seat too high") << game + variant + players + u"first_player: 2\n"_s + seed << 4 << 15
                                                << u"first_player"_s << u"a seat from 0 to 1, found '2'"_s;
    QTest::newRow("first_player negative")
        << game + variant + players + u"first_player: -1\n"_s + seed << 4 << 15 << u"first_player"_s << u"found '-1'"_s;
    QTest::newRow("first_player unknown name") << game + variant + players + u"first_player: Zed\n"_s + seed << 4 << 15
                                               << u"first_player"_s << u"expected one of the players' names"_s;
    QTest::newRow("first_player half a number")
        << game + variant + players + u"first_player: 1x\n"_s + seed << 4 << 15 << u"first_player"_s << u"found '1x'"_s;
    QTest::newRow("first_player a list") << game + variant + players + u"first_player: [0]\n"_s + seed << 4 << 15
                                         << u"first_player"_s << u"found 'a structure'"_s;
    // U+202E, a right-to-left override, shows what follows it reversed: a name that looks like another.
    QTest::newRow("name with a right-to-left override")
        << game + variant + u"players: [Anna, \"Bert\u202Eanna\"]\n"_s + first + seed << 3 << 17 << u"players"_s
        << u"no control or bidirectional formatting characters), found 'Bert\\xE2\\x80\\xAEanna'"_s;
    QTest::newRow("name with a first-strong isolate") << game + variant + u"players: [Anna, \"Bert\u2068x\"]\n"_s
            + first + seed << 3 << 17 << u"players"_s << u"expected a player name of printable characters"_s;
    QTest::newRow("decisions not a list")
        << valid + u"decisions: loot gold-1\n"_s << 6 << 12 << u"decisions"_s << u"expected a list of decisions"_s;
    QTest::newRow("decision not text") << valid + u"decisions:\n  - loot gold-1\n  - [loot, gold-2]\n"_s << 8 << 5
                                       << u"decisions[1]"_s << u"expected a decision written as text"_s;
    // A variant opened as a game: one message that says what it is, not one per key.
    QTest::newRow("a variant") << u"game: boomo\nextends: standard\ntitle: {en: X}\n"_s << 1 << 1 << QString()
                               << u"this is a variant (the rules of a game), not a game record; edit it with "_s;
    QTest::newRow("not a mapping") << u"- game\n- players\n"_s << 1 << 1 << QString() << u"expected a game record"_s;
    QTest::newRow("YAML syntax") << game + u"players: [Anna, Bert\nseed: 4\n"_s << 3 << 5 << QString()
                                 << u"YAML syntax error"_s;
    QTest::newRow("key twice") << valid + u"seed: 6\n"_s << 6 << 1 << u"seed"_s
                               << u"key 'seed' given twice: at line 5 and line 6"_s;
    QTest::newRow("nested key twice") << game + variant + players + first
            + u"setup:\n  deck: [gold-1]\n  deck: [gold-2]\n"_s
                                      << 7 << 3 << u"setup.deck"_s << u"key 'deck' given twice: at line 6 and line 7"_s;
    // "players: [Anna, B" is 17 characters: the DEL after it is column 18.
    QTest::newRow("control character") << game + u"players: [Anna, B"_s + QChar(0x7f) + u"]\n"_s << 2 << 18 << QString()
                                       << u"expected YAML text in UTF-8, found the byte \\x7F"_s;
    QTest::newRow("empty") << QString() << 0 << 0 << QString()
                           << u"the file is empty; expected a game record: a mapping with game, variant"_s;
}

void TestRecord::parseErrors()
{
    QFETCH(QString, yaml);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, keyPath);
    QFETCH(QString, message);

    const auto record = houserules::parseRecord(yaml.toStdString(), "game.yaml");
    QVERIFY2(!record.ok(), "a broken record was accepted");
    const Diagnostic &e = record.errors().front();
    QVERIFY2(qstr(e.message).contains(message), qPrintable(describe(record.errors())));
    QCOMPARE(qstr(e.keyPath), keyPath);
    QCOMPARE(qstr(e.where.file), u"game.yaml"_s);
    QCOMPARE(e.where.line, line);
    QCOMPARE(e.where.column, column);
}

void TestRecord::brokenPlayersGiveOneError_data()
{
    QTest::addColumn<QString>("players");
    QTest::addColumn<QString>("rest");
    QTest::addColumn<QStringList>("keys"); // of the errors, in order

    QTest::newRow("a number") << u"players: 4"_s << u"seats: [hard, hard, easy, human]\nfirst_player: Anna\n"_s
                              << QStringList {u"players"_s};
    QTest::newRow("a name twice") << u"players: [Anna, Anna]"_s << u"seats: [hard, human]\nfirst_player: 1\n"_s
                                  << QStringList {u"players"_s};
    // What is wrong whatever the players are is still said.
    QTest::newRow("and a wrong seat") << u"players: Anna"_s << u"seats: [wizard]\nfirst_player: 0\n"_s
                                      << QStringList {u"players"_s, u"seats"_s};
    QTest::newRow("and a structure") << u"players: Anna"_s << u"first_player: [0]\n"_s
                                     << QStringList {u"players"_s, u"first_player"_s};
}

// A record whose players did not parse gets the error for the players, not
// others that follow from it ("a seat from 0 to -1").
void TestRecord::brokenPlayersGiveOneError()
{
    QFETCH(QString, players);
    QFETCH(QString, rest);
    QFETCH(QStringList, keys);
    const QString yaml
        = u"game: blasting-billy\nvariant: blasting-billy/standard\n"_s + players + u"\n"_s + rest + u"seed: 5\n"_s;
    const auto record = houserules::parseRecord(yaml.toStdString(), "game.yaml");
    QVERIFY(!record.ok());
    QStringList found;
    for (const Diagnostic &e : record.errors())
        found << qstr(e.keyPath);
    QVERIFY2(found == keys, qPrintable(describe(record.errors())));
}

void TestRecord::readMissingFile()
{
    const auto record = houserules::readRecord(records("no-such-record.yaml"));
    QVERIFY(!record.ok());
    QCOMPARE(qstr(record.errors().front().toString()),
        qstr(records("no-such-record.yaml")) + u": cannot read the file: no such file"_s);
}

void TestRecord::readBadFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("error"); // what follows the file name

    QTest::newRow("folder") << bad("") << u": cannot read the file: it is a folder"_s;
    QTest::newRow("empty") << bad("/empty.yaml")
                           << u": the file is empty; expected a game record: a mapping with game, variant, players, "
                              "first_player, seed or setup, and decisions"_s;
    QTest::newRow("binary") << bad("/binary.yaml")
                            << u":1:1: expected YAML text in UTF-8, found the byte \\x89 (is this a binary file?)"_s;
    // Opens, but reading fails: address 0 of a process is never mapped.
    QTest::newRow("read error") << u"/proc/self/mem"_s << u": cannot read the file: input/output error"_s;
}

void TestRecord::readBadFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, error);
    if (file.startsWith(u"/proc/"_s) && !QFile::exists(file))
        QSKIP("no /proc on this system");
    const auto record = houserules::readRecord(file.toStdString());
    QVERIFY(!record.ok());
    QCOMPARE(record.errors().size(), std::size_t(1));
    QCOMPARE(qstr(record.errors().front().toString()), file + error);
}

void TestRecord::roundTrip_data()
{
    QTest::addColumn<int>("form"); // 0 seed, 1 setup
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<int>("firstPlayer");
    QTest::addColumn<QStringList>("decisions");
    QTest::addColumn<QStringList>("seats");

    const QStringList decisions {u"billy gold-3"_s, u"loot gold-1"_s, u"box gold-2"_s};
    QTest::newRow("seed") << 0 << QStringList {u"Anna"_s, u"Bert"_s, u"Carla"_s} << 2 << decisions << QStringList {};
    QTest::newRow("setup") << 1 << QStringList {u"Anna"_s, u"Bert"_s} << 1 << decisions << QStringList {};
    QTest::newRow("no decisions") << 0 << QStringList {u"Anna"_s, u"Bert"_s} << 0 << QStringList {} << QStringList {};
    QTest::newRow("seats") << 0 << QStringList {u"Anna"_s, u"Bert"_s, u"Carla"_s} << 0 << decisions
                           << QStringList {u"human"_s, u"easy"_s, u"hard"_s};
    // Names YAML would read as something else unless quoted.
    QTest::newRow("awkward names") << 0 << QStringList {u"null"_s, u"yes"_s, u"Anna: B"_s, u"#7"_s, u"- x"_s, u"Zoë"_s}
                                   << 3 << decisions << QStringList {};
    // Players called by numbers: first_player must still name the right seat
    // although it is read as a name before a seat number.
    QTest::newRow("numbered players") << 0 << QStringList {u"1"_s, u"2"_s, u"3"_s} << 1 << decisions << QStringList {};
    QTest::newRow("numbered players, first seat")
        << 1 << QStringList {u"1"_s, u"0"_s} << 0 << decisions << QStringList {};
}

void TestRecord::roundTrip()
{
    QFETCH(int, form);
    QFETCH(QStringList, players);
    QFETCH(int, firstPlayer);
    QFETCH(QStringList, decisions);
    QFETCH(QStringList, seats);

    Record r;
    r.game = "blasting-billy";
    r.variant = "blasting-billy/standard";
    for (const auto &p : players)
        r.players.push_back(p.toStdString());
    for (const auto &s : seats)
        r.seats.push_back(s.toStdString());
    r.firstPlayer = firstPlayer;
    if (form == 0)
        r.seed = 18446744073709551615ULL; // the largest seed survives the text
    else
        r.setup = Setup {kTinyDeck, 0, {}};
    for (const auto &d : decisions)
        r.decisions.push_back({d.toStdString(), {}});

    const std::string text = houserules::writeRecord(r);
    // The desktop knows a saved game by these bytes (resources/mime/houserules.xml).
    QVERIFY2(text.starts_with("game: "), text.c_str());
    QVERIFY2(text.find("\nplayers:") < 1024, text.c_str());
    const auto back = houserules::parseRecord(text, "written.yaml");
    QVERIFY2(back.ok(), qPrintable(qstr(text) + (back.ok() ? QString() : describe(back.errors()))));
    compareRecords(*back, r);
    // Writing it again gives the same text.
    QCOMPARE(qstr(houserules::writeRecord(*back)), qstr(text));
}

void TestRecord::startGameWrongPlayerCount_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("one") << 1;
    QTest::newRow("four") << 4;
}

void TestRecord::startGameWrongPlayerCount()
{
    QFETCH(int, players);
    Record r = tinyRecord();
    r.players.clear();
    for (int i = 0; i < players; ++i)
        r.players.push_back(std::string("P").append(std::to_string(i)));
    const auto state = houserules::startGame(r, *tinyRules());
    QVERIFY(!state.ok());
    const Diagnostic &e = state.errors().front();
    QCOMPARE(qstr(e.keyPath), u"players"_s);
    QCOMPARE(qstr(e.message), u"this variant is for 2 to 3 players, the record has %1"_s.arg(players));
    QCOMPARE(qstr(e.where.file), qstr(r.file));
}

// Read from a file, the player count's error points at the list.
void TestRecord::wrongPlayerCountSaysWhere()
{
    Record r = tinyRecord();
    r.players = {"A", "B", "C", "D", "E"};
    const auto read = houserules::parseRecord(houserules::writeRecord(r), "five.yaml");
    QVERIFY(read.ok());
    const auto state = houserules::startGame(*read, *tinyRules());
    QVERIFY(!state.ok());
    const Diagnostic &e = state.errors().front();
    QCOMPARE(qstr(e.where.file), u"five.yaml"_s);
    QCOMPARE(e.where.line, 3);    // game, variant, players
    QCOMPARE(e.where.column, 10); // players: [
    QVERIFY2(qstr(e.toString()).startsWith(u"five.yaml:3:10: players: this variant is for 2 to 3"_s),
        qPrintable(qstr(e.toString())));
}

void TestRecord::startGameBadSetup()
{
    // A card that does not exist and one missing: both reported, at the setup.
    Record r = tinyRecord();
    r.setup->deck[3] = "coins-9";
    r.setupWhere = {r.file, 6, 3};
    const auto state = houserules::startGame(r, *tinyRules());
    QVERIFY(!state.ok());
    const auto &errors = state.errors();
    QCOMPARE(errors.size(), std::size_t(2));
    QCOMPARE(qstr(errors[0].keyPath), u"setup.deck[3]"_s);
    QVERIFY(qstr(errors[0].message).contains(u"unknown card 'coins-9'"_s));
    QCOMPARE(qstr(errors[1].keyPath), u"setup.deck"_s);
    QVERIFY(qstr(errors[1].message).contains(u"lacks coins-dynamite"_s));
    for (const auto &e : errors) {
        QCOMPARE(e.where.line, 6);
        QCOMPARE(e.where.column, 3);
    }

    // A good setup starts the game: Anna (seat 0) to play, from her first hand.
    const auto good = houserules::startGame(tinyRecord(), *tinyRules());
    QVERIFY(good.ok());
    QCOMPARE((*good)->currentPlayer(), 0);
    QCOMPARE((*good)->playerCount(), 2);
    std::string error;
    QVERIFY((*good)->parseDecision("loot gold-3", &error));
    QVERIFY(!(*good)->checkDecision(*(*good)->parseDecision("loot gold-3", &error)));
    QVERIFY((*good)->checkDecision(*(*good)->parseDecision("loot gold-1", &error))); // Bert's card
}

void TestRecord::playRecordStopsAtIllegal_data()
{
    QTest::addColumn<QStringList>("decisions");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("message");

    // Hands: Anna gold-3 coins-1, Bert gold-1 coins-dynamite; Anna draws gold-2.
    QTest::newRow("card not in hand") << QStringList {u"billy gold-3"_s, u"loot gold-1"_s, u"loot gold-3"_s,
        u"box coins-1"_s} << 2 << u"illegal decision 'loot gold-3': gold-3 is not in the hand of seat 0"_s;
    QTest::newRow("other player's card") << QStringList {u"loot gold-1"_s} << 0
                                         << u"illegal decision 'loot gold-1': gold-1 is not in the hand of seat 0"_s;
    QTest::newRow("unknown destination") << QStringList {u"billy gold-3"_s, u"fly gold-1"_s} << 1
                                         << u"cannot read 'fly gold-1': unknown destination 'fly'"_s;
    QTest::newRow("unknown card") << QStringList {u"loot gold-11"_s} << 0
                                  << u"cannot read 'loot gold-11': unknown card"_s;
    QTest::newRow("after the end") << QStringList {u"billy gold-3"_s, u"loot gold-1"_s, u"loot gold-2"_s,
        u"billy coins-3"_s, u"billy gold-dynamite"_s, u"loot coins-2"_s, u"box coins-1"_s}
                                   << 6 << u"illegal decision 'box coins-1': the game is over"_s;
}

void TestRecord::playRecordStopsAtIllegal()
{
    QFETCH(QStringList, decisions);
    QFETCH(int, index);
    QFETCH(QString, message);

    Record r = tinyRecord();
    for (int i = 0; i < decisions.size(); ++i)
        r.decisions.push_back({decisions[i].toStdString(), {r.file, 20 + i, 5}});
    auto state = houserules::startGame(r, *tinyRules());
    QVERIFY(state.ok());
    int applied = -1;
    std::vector<houserules::Event> events;
    const auto stopped = houserules::playRecord(r, **state, &applied, &events);
    QVERIFY(stopped);
    QCOMPARE(qstr(stopped->keyPath), u"decisions[%1]"_s.arg(index));
    QVERIFY2(qstr(stopped->message).contains(message), stopped->message.c_str());
    QCOMPARE(stopped->where.line, 20 + index);
    QCOMPARE(applied, index);
    QCOMPARE((*state)->decisionCount(), index);
    // The decisions before it were applied and reported as events.
    QCOMPARE(events.empty(), index == 0);
}

void TestRecord::replayFileResolvesRelativeVariant()
{
    // "../variants/tiny.yaml" is relative to the record's folder, not to the
    // working directory of the test.
    const auto replayed = houserules::replayFile(records("handwritten.yaml"));
    QVERIFY2(replayed.ok(), qPrintable(replayed.ok() ? QString() : describe(replayed.errors())));
    QVERIFY(!replayed->stopped);
    QCOMPARE(replayed->applied, 6);
    QVERIFY(replayed->state->isTerminal());
    QVERIFY(std::filesystem::equivalent(replayed->ruleset->variant().file, variants("tiny.yaml")));
    // Worked out in the record's comment: Bert wins with 2, Anna scores 0.
    const auto outcome = replayed->state->outcome();
    QCOMPARE(outcome.winners, std::vector<int> {1});
    QCOMPARE(outcome.scores, (std::vector<int> {0, 2}));

    const auto illegal = houserules::replayFile(records("illegal-decision.yaml"));
    QVERIFY(illegal.ok());
    QVERIFY(illegal->stopped);
    QCOMPARE(illegal->applied, 2);
    QCOMPARE(qstr(illegal->stopped->toString()),
        qstr(records("illegal-decision.yaml"))
            + u":11:5: decisions[2]: illegal decision 'loot gold-3': gold-3 is not in the hand of seat 0"_s);
}

void TestRecord::replayFileUnknownVariant()
{
    Record r = tinyRecord();
    r.variant = "blasting-billy/no-such-rules";
    r.variantWhere = {r.file, 2, 10};
    const auto replayed = houserules::replayRecord(r, Registry::instance().loader());
    QVERIFY(!replayed.ok());
    QCOMPARE(qstr(replayed.errors().front().keyPath), u"variant"_s);
    QCOMPARE(replayed.errors().front().where.line, 2);
    QVERIFY(qstr(replayed.errors().front().message).contains(u"no variant 'blasting-billy/no-such-rules'"_s));

    // A near miss gets a suggestion.
    r.variant = "blasting-billy/standrd";
    const auto typo = houserules::replayRecord(r, Registry::instance().loader());
    QVERIFY(!typo.ok());
    QCOMPARE(typo.errors().front().where.line, 2);
    QCOMPARE(typo.errors().front().where.column, 10);
    QVERIFY2(qstr(typo.errors().front().message).endsWith(u"; did you mean blasting-billy/standard?"_s),
        typo.errors().front().message.c_str());

    // A record whose game is not the variant's.
    r = tinyRecord();
    r.game = "boomo";
    const auto wrongGame = houserules::replayRecord(r, Registry::instance().loader());
    QVERIFY(!wrongGame.ok());
    QVERIFY(qstr(wrongGame.errors().front().message).contains(u"a game of 'boomo'"_s));
}

// The handwritten record, carrying tiny.yaml's rules (with `title`) under
// the label `variant`, written to `dir` and read back.
Record carryingTiny(const QTemporaryDir &dir, const std::string &variant, const std::string &title)
{
    auto record = houserules::readRecord(records("handwritten.yaml"));
    auto tiny = Registry::instance().loader().loadFile(variants("tiny.yaml"));
    if (!record || !tiny)
        qFatal("the handwritten record or tiny.yaml does not load");
    tiny->title["en"] = title;
    record->variant = variant;
    record->rules = houserules::writeVariant(*tiny, Registry::instance().game("blasting-billy")->schema());
    const std::string file = dir.filePath(u"carried.yaml"_s).toStdString();
    QFile out(QString::fromStdString(file));
    if (!out.open(QIODevice::WriteOnly) || out.write(houserules::writeRecord(*record).c_str()) < 0)
        qFatal("cannot write the record");
    out.close();
    auto read = houserules::readRecord(file);
    if (!read)
        qFatal("the record written does not read back: %s", qPrintable(describe(read.errors())));
    return *read;
}

void TestRecord::carriedRulesPlayWithoutTheirFile()
{
    // The record names rules nobody has: it plays under those it carries.
    QTemporaryDir dir;
    const Record record = carryingTiny(dir, "blasting-billy/friends-house-rule", "Tiny deck");
    QVERIFY(!record.rules.empty());
    const auto replayed = houserules::replayRecord(record, Registry::instance().loader());
    QVERIFY2(replayed.ok(), qPrintable(replayed.ok() ? QString() : describe(replayed.errors())));
    QVERIFY(!replayed->stopped);
    QCOMPARE(replayed->applied, 6);
    QCOMPARE(replayed->state->outcome().scores, (std::vector<int> {0, 2})); // as the file's comment works out
    QCOMPARE(replayed->ruleset->variant().id, std::string("blasting-billy/friends-house-rule")); // the label

    // Written again, the rules stay the same text.
    const auto again = houserules::parseRecord(houserules::writeRecord(record), record.file);
    QVERIFY(again.ok());
    const auto first = houserules::recordVariant(record, Registry::instance().loader());
    const auto second = houserules::recordVariant(*again, Registry::instance().loader());
    QVERIFY(first.ok() && second.ok());
    const auto &schema = Registry::instance().game("blasting-billy")->schema();
    QCOMPARE(houserules::writeVariant(*second, schema), houserules::writeVariant(*first, schema));
}

void TestRecord::carriedRulesWinOverTheFile()
{
    // The label names a file that exists; the carried rules are played, not it.
    QTemporaryDir dir;
    const Record record = carryingTiny(dir, variants("tiny.yaml"), "Tiny deck as it was");
    const auto variant = houserules::recordVariant(record, Registry::instance().loader());
    QVERIFY(variant.ok());
    QCOMPARE(variant->title.at("en"), std::string("Tiny deck as it was"));

    // A record from before records carried rules is played by its label.
    Record old = record;
    old.rules.clear();
    const auto byLabel = houserules::recordVariant(old, Registry::instance().loader());
    QVERIFY(byLabel.ok());
    QCOMPARE(byLabel->title.at("en"), std::string("Tiny deck"));
}

void TestRecord::carriedRulesErrorsSayWhere()
{
    const std::string text = "game: blasting-billy\n"
                             "variant: blasting-billy/mine\n"
                             "players: [Anna, Bert]\n"
                             "first_player: 0\n"
                             "seed: 7\n"
                             "rules:\n"
                             "    game: blasting-billy\n"
                             "    title: {en: Mine}\n"
                             "    parameters:\n"
                             "      players: {min: 2, max: 5}\n"
                             "      hand_size: many\n" // line 11, column 18
                             "      set_aside: {2: 12, 3: 6, 4: 0, 5: 0}\n"
                             "      deck: {colours: [gold, coins], values: [1, 2, 3], dynamite_per_colour: 1}\n"
                             "decisions: []\n";
    const auto record = houserules::parseRecord(text, "mine-game.yaml");
    QVERIFY2(record.ok(), qPrintable(record.ok() ? QString() : describe(record.errors())));
    const auto variant = houserules::recordVariant(*record, Registry::instance().loader());
    QVERIFY(!variant.ok());
    QCOMPARE(
        qstr(variant.errors().front().toString()).left(53), u"mine-game.yaml:11:18: rules.parameters.hand_size: exp"_s);

    // Rules that are not a mapping are refused where they stand.
    const auto notRules = houserules::parseRecord(
        "game: blasting-billy\nvariant: x\nplayers: [A, B]\nfirst_player: 0\nseed: 1\nrules: [a, b]\n", "f.yaml");
    QVERIFY(!notRules.ok());
    QCOMPARE(qstr(notRules.errors().front().toString()).left(19), u"f.yaml:6:8: rules: "_s);
}

void TestRecord::carriedRulesStandAlone()
{
    // Rules that extend another file would change with it.
    const auto record = houserules::parseRecord("game: blasting-billy\nvariant: x\nplayers: [A, B]\n"
                                                "first_player: 0\nseed: 1\nrules:\n  game: blasting-billy\n"
                                                "  extends: blasting-billy/standard\n  title: {en: Mine}\n",
        "f.yaml");
    QVERIFY(record.ok());
    const auto variant = houserules::recordVariant(*record, Registry::instance().loader());
    QVERIFY(!variant.ok());
    QCOMPARE(qstr(variant.errors().front().keyPath), u"rules.extends"_s);
    QCOMPARE(variant.errors().front().where.line, 7);

    // Rules of another game than the record's.
    Record boomo = carryingTiny(QTemporaryDir(), "x", "Tiny");
    boomo.game = "boomo";
    const auto wrongGame = houserules::recordVariant(boomo, Registry::instance().loader());
    QVERIFY(!wrongGame.ok());
    QVERIFY(qstr(wrongGame.errors().front().message).contains(u"a game of 'boomo'"_s));
}

void TestRecord::rulesHashForm_data()
{
    QTest::addColumn<QString>("hash");
    QTest::addColumn<bool>("withRules");
    QTest::addColumn<QString>("error");
    const QString sha = u"69db6b98a0662bc0aa2aa514c2c62e8ca7eeeff577127ccaa38fc2522cc8fbb0"_s;
    QTest::newRow("good") << sha << true << QString();
    QTest::newRow("upper case") << sha.toUpper() << true << QString();
    QTest::newRow("short") << sha.left(63) << true << u"f.yaml:6:15: rules_sha256: expected 64 hex"_s;
    QTest::newRow("not hex") << sha.left(63) + u'g' << true << u"f.yaml:6:15: rules_sha256: expected 64 hex"_s;
    QTest::newRow("no rules") << sha << false << u"f.yaml:6:15: rules_sha256: a hash of rules the record do"_s;
}

void TestRecord::rulesHashForm()
{
    QFETCH(QString, hash);
    QFETCH(bool, withRules);
    QFETCH(QString, error);
    const std::string text = "game: blasting-billy\nvariant: x\nplayers: [A, B]\nfirst_player: 0\nseed: 1\n"
                             "rules_sha256: "
        + hash.toStdString() + "\n" + (withRules ? "rules:\n  game: blasting-billy\n" : "");
    const auto record = houserules::parseRecord(text, "f.yaml");
    if (error.isEmpty()) {
        QVERIFY2(record.ok(), qPrintable(record.ok() ? QString() : describe(record.errors())));
        QCOMPARE(qstr(record->rulesSha256), hash.toLower());
        QCOMPARE(qstr(houserules::writeRecord(*record)).count(hash.toLower()), 1);
    } else {
        QVERIFY(!record.ok());
        QCOMPARE(qstr(record.errors().front().toString()).left(error.size()), error);
    }
}

void TestRecord::fileKindTellsRecordsFromVariants()
{
    QCOMPARE(houserules::fileKind(records("handwritten.yaml")), houserules::FileKind::Record);
    QCOMPARE(houserules::fileKind(variants("tiny.yaml")), houserules::FileKind::Variant);
    QCOMPARE(houserules::fileKind(variants("syntax-error.yaml")), houserules::FileKind::Variant);
}

void TestRecord::fileKindNeverFails_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("folder") << bad("");
    QTest::newRow("missing") << bad("/no-such-file.yaml");
    QTest::newRow("empty") << bad("/empty.yaml");
    QTest::newRow("binary") << bad("/binary.yaml");
    QTest::newRow("read error") << u"/proc/self/mem"_s;
    QTest::newRow("an id") << u"blasting-billy/standard"_s;
}

// What is not a readable record counts as a variant, whose loader says why;
// reading a folder once threw out of fileKind and aborted validate.
void TestRecord::fileKindNeverFails()
{
    QFETCH(QString, file);
    QCOMPARE(houserules::fileKind(file.toStdString()), houserules::FileKind::Variant);
}

QTEST_GUILESS_MAIN(TestRecord)
#include "test_record.moc"
