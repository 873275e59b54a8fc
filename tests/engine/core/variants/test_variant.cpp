// Variant loading: the shipped variants, `extends:` merging, and diagnostics
// that name file, line, column, key path and what was expected. Line and
// column numbers of the fixtures in tests/data/core/variants are counted by
// hand (1-based, as an editor shows them).

#include "core/variants/diagnostic.h"
#include "core/variants/variant.h"
#include "registry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <string>

using namespace Qt::Literals::StringLiterals;
using houserules::Deck;
using houserules::DeckRank;
using houserules::Diagnostic;
using houserules::Diagnostics;
using houserules::Registry;
using houserules::SourceLocation;
using houserules::Variant;

namespace {

std::string fixture(const char *name)
{
    return std::string(HOUSERULES_TEST_DATA) + "/core/variants/" + name;
}

std::string bad(const char *name)
{
    return std::string(HOUSERULES_TEST_DATA) + "/core/bad/" + name;
}

std::string shipped(const char *name)
{
    return std::string(HOUSERULES_SOURCE_DIR) + "/variants/blasting-billy/" + name;
}

QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

bool sameFile(const std::string &a, const std::string &b)
{
    return std::filesystem::weakly_canonical(a) == std::filesystem::weakly_canonical(b);
}

// Where the value of `key:` sits in a file, found by reading it; for the
// shipped variants, whose comments may change, instead of fixed numbers.
SourceLocation valueOf(const std::string &file, const QString &key)
{
    QFile f(qstr(file));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        const qsizetype at = line.indexOf(key + u':');
        if (at < 0 || !line.left(at).trimmed().isEmpty())
            continue;
        qsizetype column = at + key.size() + 1;
        while (column < line.size() && line[column] == u' ')
            ++column;
        return {file, i + 1, int(column) + 1};
    }
    return {};
}

// Dynamite cards in each colour of a Blasting Billy deck (-1 when they differ).
int dynamitePerColour(const Variant &variant)
{
    const Deck &deck = variant.deck("deck");
    const int rank = deck.findRank("dynamite");
    int count = rank < 0 ? 0 : deck.count(0, rank);
    for (int suit = 1; suit < int(deck.suits.size()); ++suit)
        if ((rank < 0 ? 0 : deck.count(suit, rank)) != count)
            count = -1;
    return count;
}

bool writeFile(const QString &file, const QByteArray &bytes)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString describe(const Diagnostics &errors)
{
    QString text;
    for (const auto &e : errors)
        text += qstr(e.toString()) + u'\n';
    return text;
}

const Diagnostic *findError(const Diagnostics &errors, const std::string &keyPath, const std::string &part)
{
    for (const auto &e : errors)
        if (e.keyPath == keyPath && e.message.find(part) != std::string::npos)
            return &e;
    return nullptr;
}

} // namespace

class TestVariant : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shippedVariantsLoad_data();
    void shippedVariantsLoad();
    void availableIdsListsShipped();
    void standardValues();
    void extendsChangesOnlyWhatItSets();
    void inheritedParameterNamesBaseFile();
    void houseRuleOutsideSearchFolders();
    void fixtureErrors_data();
    void fixtureErrors();
    void textErrors_data();
    void textErrors();
    void notEnoughCardsInherited();
    void houseRuleRaisingPlayersIsBlamed();
    void rangeAndCrossCheckTogether();
    void brokenBaseReportsBaseError();
    void extendsCycleIsReported();
    void unknownIdListsKnownVariants();
    void variantErrorLocatesParameter();
    void diagnosticToString();
    void printableEscapes_data();
    void printableEscapes();
    void textThatIsNotUtf8();
    void fileErrors_data();
    void fileErrors();
    void unreadableFile();
    void duplicateKeyFixture();
    void titleIsTheFilesOwn();
    void bareExtendsFromAnywhere();
    void failedBaseStillChecksTheRest();
    void unknownIdSuggestsClosest();
    void schemaOwnerAndGroups();
    void stringChoices();
};

void TestVariant::shippedVariantsLoad_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("base");
    QTest::newRow("standard") << u"blasting-billy/standard"_s << QString();
    QTest::newRow("two-dynamite") << u"blasting-billy/two-dynamite"_s << u"blasting-billy/standard"_s;
    QTest::newRow("four-card-hand") << u"blasting-billy/four-card-hand"_s << u"blasting-billy/standard"_s;
}

void TestVariant::shippedVariantsLoad()
{
    QFETCH(QString, id);
    QFETCH(QString, base);
    const auto loader = Registry::instance().loader();
    const auto variant = loader.load(id.toStdString());
    QVERIFY2(variant.ok(), qPrintable(variant.ok() ? QString() : describe(variant.errors())));
    QCOMPARE(qstr(variant->id), id);
    QCOMPARE(qstr(variant->game), u"blasting-billy"_s);
    QVERIFY(sameFile(variant->file, shipped((id.section(u'/', 1) + u".yaml"_s).toUtf8().constData())));
    if (base.isEmpty())
        QVERIFY(variant->extendsChain.empty());
    else
        QCOMPARE(variant->extendsChain, std::vector<std::string> {base.toStdString()});
    // The product promises five languages: every shipped title has all of them.
    for (const char *language : {"nl", "en", "de", "fr", "it"}) {
        QVERIFY2(variant->title.count(language), language);
        QVERIFY2(variant->description.count(language), language);
    }
    // The id loads the same file as its path does.
    const auto byPath = loader.loadFile(variant->file);
    QVERIFY(byPath.ok());
    QCOMPARE(qstr(byPath->id), id);
}

void TestVariant::availableIdsListsShipped()
{
    const auto ids = Registry::instance().loader().availableIds();
    for (const char *id : {"blasting-billy/standard", "blasting-billy/two-dynamite", "blasting-billy/four-card-hand"})
        QVERIFY2(std::find(ids.begin(), ids.end(), id) != ids.end(), id);
    QVERIFY(std::is_sorted(ids.begin(), ids.end()));
}

// The numbers of the rulebook (PRODUCT.md: 2-5 players; RULES-NOTES).
void TestVariant::standardValues()
{
    const auto variant = Registry::instance().loader().load("blasting-billy/standard");
    QVERIFY(variant.ok());
    QCOMPARE(variant->integer("players.min"), 2);
    QCOMPARE(variant->integer("players.max"), 5);
    QCOMPARE(variant->integer("hand_size"), 3);
    const std::map<int, std::int64_t> setAside {{2, 12}, {3, 6}, {4, 0}, {5, 0}};
    QCOMPARE(variant->byPlayers("set_aside"), setAside);
    const Deck &deck = variant->deck("deck");
    QCOMPARE(deck.suits, (std::vector<std::string> {"gold", "banknotes", "coins", "jewelry", "diamonds"}));
    QCOMPARE(int(deck.ranks.size()), 12); // 0..10, then dynamite
    for (int value = 0; value <= 10; ++value)
        QCOMPARE(deck.ranks[std::size_t(value)], (DeckRank {std::to_string(value), value}));
    QCOMPARE(deck.ranks.back(), (DeckRank {"dynamite", std::nullopt}));
    for (const auto &row : deck.counts)
        QCOMPARE(row, std::vector<int>(12, 1));
    QCOMPARE(deck.size(), 60);
}

void TestVariant::extendsChangesOnlyWhatItSets()
{
    const auto loader = Registry::instance().loader();
    const auto standard = loader.load("blasting-billy/standard");
    const auto twoDynamite = loader.load("blasting-billy/two-dynamite");
    const auto fourCards = loader.load("blasting-billy/four-card-hand");
    QVERIFY(standard.ok() && twoDynamite.ok() && fourCards.ok());

    QCOMPARE(twoDynamite->params.size(), standard->params.size());
    QCOMPARE(fourCards->params.size(), standard->params.size());
    for (const auto &[path, param] : standard->params) {
        const bool dynamite = path == "deck";
        const bool hand = path == "hand_size";
        QVERIFY2((twoDynamite->params.at(path).value == param.value) != dynamite, path.c_str());
        QVERIFY2((fourCards->params.at(path).value == param.value) != hand, path.c_str());
    }
    QCOMPARE(dynamitePerColour(*twoDynamite), 2);
    QCOMPARE(twoDynamite->deck("deck").size(), 65); // the values stay the base's
    QCOMPARE(fourCards->integer("hand_size"), 4);
    // Texts the house rule gives replace the base's.
    QCOMPARE(qstr(twoDynamite->title.at("en")), u"Two dynamite cards per colour"_s);
    QVERIFY(twoDynamite->title.at("de") != standard->title.at("de"));
}

void TestVariant::inheritedParameterNamesBaseFile()
{
    const auto twoDynamite = Registry::instance().loader().load("blasting-billy/two-dynamite");
    QVERIFY(twoDynamite.ok());

    const SourceLocation inherited = twoDynamite->where("hand_size");
    const SourceLocation expectedInherited = valueOf(shipped("standard.yaml"), u"hand_size"_s);
    QVERIFY(expectedInherited.line > 0);
    QVERIFY2(sameFile(inherited.file, shipped("standard.yaml")), inherited.file.c_str());
    QCOMPARE(inherited.line, expectedInherited.line);
    QCOMPARE(inherited.column, expectedInherited.column);

    // A deck's place is where its mapping starts: its first key.
    const SourceLocation own = twoDynamite->where("deck");
    SourceLocation expectedOwn = valueOf(shipped("two-dynamite.yaml"), u"dynamite_per_colour"_s);
    expectedOwn.column -= int(QStringLiteral("dynamite_per_colour: ").size());
    QVERIFY(expectedOwn.line > 0);
    QVERIFY2(sameFile(own.file, shipped("two-dynamite.yaml")), own.file.c_str());
    QCOMPARE(own.line, expectedOwn.line);
    QCOMPARE(own.column, expectedOwn.column);
}

void TestVariant::houseRuleOutsideSearchFolders()
{
    const std::string file = fixture("house-rule.yaml");
    const auto variant = Registry::instance().loader().loadFile(file);
    QVERIFY2(variant.ok(), qPrintable(variant.ok() ? QString() : describe(variant.errors())));
    // Not in a search folder: its id is its path.
    QCOMPARE(variant->id, file);
    QCOMPARE(variant->extendsChain, std::vector<std::string> {"blasting-billy/standard"});
    QCOMPARE(variant->integer("hand_size"), 5);
    QCOMPARE(variant->integer("players.max"), 5);
    QCOMPARE(variant->where("hand_size").line, 7);
    QCOMPARE(variant->where("hand_size").column, 14);
}

void TestVariant::fixtureErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("keyPath");
    QTest::addColumn<QStringList>("messageParts");

    // "    colours: [gold, coins]]": the second ']' is column 27.
    QTest::newRow("YAML syntax") << u"syntax-error.yaml"_s << 6 << 27 << QString()
                                 << QStringList {u"YAML syntax error"_s};
    QTest::newRow("unknown key") << u"unknown-key.yaml"_s << 6 << 3 << u"parameters.hand_sise"_s
                                 << QStringList {
                                        u"unknown key 'hand_sise'"_s, u"players, hand_size, set_aside, deck"_s};
    QTest::newRow("wrong type") << u"wrong-type.yaml"_s << 6 << 14 << u"parameters.hand_size"_s
                                << QStringList {u"expected an integer from 1 to 10"_s, u"found 'three'"_s};
    QTest::newRow("unknown game") << u"unknown-game.yaml"_s << 1 << 7 << u"game"_s
                                  << QStringList {u"unknown game 'chess'"_s};
    QTest::newRow("unknown language") << u"unknown-language.yaml"_s << 5 << 3 << u"title.xx"_s
                                      << QStringList {u"unknown language 'xx'"_s, u"nl, en, de, fr, it"_s};
    QTest::newRow("extends missing") << u"extends-missing.yaml"_s << 2 << 10 << u"extends"_s
                                     << QStringList {u"'blasting-billy/no-such-variant'"_s};
    // Reported at the start of the `parameters` mapping (its first key).
    QTest::newRow("missing key") << u"missing-key.yaml"_s << 6 << 3 << u"parameters.hand_size"_s
                                 << QStringList {u"missing"_s, u"an integer"_s};
    QTest::newRow("not enough cards") << u"not-enough-cards.yaml"_s << 9 << 14 << u"parameters.hand_size"_s
                                      << QStringList {u"not enough cards to deal"_s,
                                             u"4 players need 0 set aside + 4 x 10 in hand = 40, but the deck has 8"_s};
}

void TestVariant::fixtureErrors()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, keyPath);
    QFETCH(QStringList, messageParts);

    const std::string path = fixture(file.toUtf8().constData());
    QVERIFY(QFile::exists(qstr(path)));
    const auto variant = Registry::instance().loader().loadFile(path);
    QVERIFY2(!variant.ok(), "a broken variant was accepted");
    const Diagnostic &e = variant.errors().front();
    QCOMPARE(qstr(e.where.file), qstr(path));
    QCOMPARE(e.where.line, line);
    QCOMPARE(e.where.column, column);
    QCOMPARE(qstr(e.keyPath), keyPath);
    for (const auto &part : messageParts)
        QVERIFY2(qstr(e.message).contains(part), qPrintable(qstr(e.message)));
    // What `validate` prints starts with the place, as compilers do.
    QVERIFY(qstr(e.toString()).startsWith(qstr(path) + u":%1:%2: "_s.arg(line).arg(column)));
}

void TestVariant::textErrors_data()
{
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("keyPath");
    QTest::addColumn<QString>("message");

    // Most cases build on the shipped standard rules and change one thing.
    const QString head = u"game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Test}\nparameters:\n"_s;

    QTest::newRow("syntax: second colon")
        << u"game: blasting-billy\ntitle:\n  en: Broken: rules\n"_s << 3 << 13 << QString() << u"YAML syntax error"_s;
    QTest::newRow("no title") << u"game: blasting-billy\nparameters:\n  hand_size: 3\n"_s << 1 << 1 << u"title"_s
                              << u"missing title"_s;
    QTest::newRow("unknown top-level key")
        << u"game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: X}\ntitel: Y\n"_s << 4 << 1
        << u"titel"_s << u"expected one of: game, extends, title, description, parameters"_s;
    QTest::newRow("hand_size 0") << head + u"  hand_size: 0\n"_s << 5 << 14 << u"parameters.hand_size"_s
                                 << u"expected an integer from 1 to 10, found '0'"_s;
    QTest::newRow("hand_size 99") << head + u"  hand_size: 99\n"_s << 5 << 14 << u"parameters.hand_size"_s
                                  << u"expected an integer from 1 to 10, found '99'"_s;
    QTest::newRow("quoted number") << head + u"  hand_size: \"3\"\n"_s << 5 << 14 << u"parameters.hand_size"_s
                                   << u"found '3'"_s;
    QTest::newRow("list for int") << head + u"  deck:\n    dynamite_per_colour: [1]\n"_s << 6 << 26
                                  << u"parameters.deck.dynamite_per_colour"_s << u"found a list"_s;
    QTest::newRow("nested unknown key") << head + u"  deck:\n    colour: [gold]\n"_s << 6 << 5
                                        << u"parameters.deck.colour"_s
                                        << u"expected colours, values, dynamite_per_colour, one of the colours"_s;
    QTest::newRow("group given a value") << head + u"  players: 3\n"_s << 5 << 12 << u"parameters.players"_s
                                         << u"expected a mapping of parameters, found '3'"_s;
    QTest::newRow("list given a value") << head + u"  deck:\n    colours: gold\n"_s << 6 << 14
                                        << u"parameters.deck.colours"_s
                                        << u"expected a list of colours, found 'gold'"_s;
    QTest::newRow("colour twice") << head + u"  deck:\n    colours: [gold, gold]\n"_s << 6 << 21
                                  << u"parameters.deck.colours"_s << u"'gold' appears twice"_s;
    QTest::newRow("value out of range") << head + u"  deck:\n    values: [1, 2, 100]\n"_s << 6 << 20
                                        << u"parameters.deck.values"_s << u"from 0 to 99, found 100"_s;
    // Only the dynamite is left: 5 cards cannot be dealt.
    QTest::newRow("empty value list") << head + u"  deck:\n    values: []\n"_s << 6 << 5 << u"parameters.deck"_s
                                      << u"not enough cards to deal: 2 players need 12 set aside"_s;
    QTest::newRow("player count key") << head + u"  set_aside: {two: 12}\n"_s << 5 << 15 << u"parameters.set_aside"_s
                                      << u"expected a player count from 1 to 16 as key, found 'two'"_s;
    QTest::newRow("min above max") << head + u"  players:\n    min: 5\n    max: 3\n"_s << 6 << 10
                                   << u"parameters.players.min"_s << u"expected at most players.max (3), found 5"_s;
    QTest::newRow("set_aside lacks a count")
        << head + u"  set_aside: {2: 12, 3: 6, 4: 0}\n"_s << 5 << 14 << u"parameters.set_aside"_s
        << u"missing the number of cards set aside for 5 players"_s;
    QTest::newRow("set_aside outside range")
        << head + u"  set_aside: {2: 12, 3: 6, 4: 0, 5: 0, 6: 3}\n"_s << 5 << 14 << u"parameters.set_aside"_s
        << u"has an entry for 6 players, outside players.min..players.max"_s;
    QTest::newRow("unknown game") << u"game: boomo-deluxe\ntitle: {en: X}\n"_s << 1 << 7 << u"game"_s
                                  << u"unknown game 'boomo-deluxe'"_s;
    QTest::newRow("unknown language")
        << u"game: blasting-billy\nextends: blasting-billy/standard\ntitle:\n  en: X\n  es: Y\n"_s << 5 << 3
        << u"title.es"_s << u"unknown language 'es'"_s;
    QTest::newRow("extends missing") << u"game: blasting-billy\nextends: nowhere\ntitle: {en: X}\n"_s << 2 << 10
                                     << u"extends"_s << u"found 'nowhere'"_s;

    // "title: {en: A" is 13 characters: the control character is column 14.
    QTest::newRow("control character")
        << u"game: blasting-billy\ntitle: {en: A"_s + QChar(1) + u"B}\n"_s << 2 << 14 << QString()
        << u"expected YAML text in UTF-8, found the byte \\x01 (is this a binary file?)"_s;
    QTest::newRow("empty text") << QString() << 0 << 0 << QString()
                                << u"the file is empty; expected a variant: a mapping with the keys game, extends"_s;
    QTest::newRow("only comments") << u"# Rules to come.\n\n"_s << 0 << 0 << QString() << u"the file is empty"_s;
    QTest::newRow("key twice") << head + u"  hand_size: 4\n  hand_size: 5\n"_s << 6 << 3 << u"parameters.hand_size"_s
                               << u"key 'hand_size' given twice: at line 5 and line 6"_s;
    QTest::newRow("nested key twice") << head
            + u"  deck:\n    values: [1, 2]\n    dynamite_per_colour: 2\n    values: [3]\n"_s
                                      << 8 << 5 << u"parameters.deck.values"_s
                                      << u"key 'values' given twice: at line 6 and line 8"_s;
    QTest::newRow("top-level key twice")
        << u"game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: A}\ngame: blasting-billy\n"_s << 4 << 1
        << u"game"_s << u"key 'game' given twice: at line 1 and line 4"_s;
    // "title: {en: A, " is 15 characters: the second en is column 16.
    QTest::newRow("key twice on one line")
        << u"game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: A, en: B}\n"_s << 3 << 16
        << u"title.en"_s << u"key 'en' given twice: at line 3 column 9 and line 3 column 16"_s;
    QTest::newRow("house rule without title")
        << u"game: blasting-billy\nextends: blasting-billy/standard\nparameters:\n  hand_size: 4\n"_s << 1 << 1
        << u"title"_s << u"missing title: expected a mapping from language to text"_s;
    QTest::newRow("empty title") << u"game: blasting-billy\nextends: blasting-billy/standard\ntitle: {}\n"_s << 3 << 1
                                 << u"title"_s << u"a house rule does not take its base's"_s;
    QTest::newRow("title without value")
        << u"game: blasting-billy\nextends: blasting-billy/standard\ntitle:\nparameters:\n  hand_size: 4\n"_s << 3 << 1
        << u"title"_s << u"missing title"_s;
    // A right-to-left override (U+202E) would make this title show as another's.
    QTest::newRow("title with a right-to-left override")
        << u"game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: \"Standard\u202E2\"}\n"_s << 3 << 13
        << u"title.en"_s << u"expected a title of printable characters (no control or bidirectional formatting"_s;
    QTest::newRow("title with a control character")
        << u"game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: \"Standard\\x07\"}\n"_s << 3 << 13
        << u"title.en"_s << u"found 'Standard\\x07'"_s;
    QTest::newRow("base misspelt") << u"game: blasting-billy\nextends: standrd\ntitle: {en: X}\n"_s << 2 << 10
                                   << u"extends"_s << u"found 'standrd'; known variants: "_s;
    QTest::newRow("base id misspelt")
        << u"game: blasting-billy\nextends: blasting-billy/two-dynamit\ntitle: {en: X}\n"_s << 2 << 10 << u"extends"_s
        << u"; did you mean blasting-billy/two-dynamite?"_s;
}

void TestVariant::textErrors()
{
    QFETCH(QString, yaml);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, keyPath);
    QFETCH(QString, message);

    const std::string fileName = fixture("inline.yaml");
    const auto variant = Registry::instance().loader().loadText(yaml.toStdString(), fileName);
    QVERIFY2(!variant.ok(), "a broken variant was accepted");
    const Diagnostic &e = variant.errors().front();
    QCOMPARE(qstr(e.keyPath), keyPath);
    QVERIFY2(qstr(e.message).contains(message), qPrintable(qstr(e.message)));
    QCOMPARE(qstr(e.where.file), qstr(fileName));
    QCOMPARE(e.where.line, line);
    QCOMPARE(e.where.column, column);
}

// hand_size 10 for up to 5 players from a 4-card deck: every player count of
// the range is reported, with the arithmetic, at what this file changed.
void TestVariant::notEnoughCardsInherited()
{
    const std::string yaml = "game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Tiny}\n"
                             "parameters:\n  hand_size: 10\n  deck:\n    colours: [gold]\n    values: [1, 2, 3]\n";
    const auto variant = Registry::instance().loader().loadText(yaml, fixture("inline.yaml"));
    QVERIFY(!variant.ok());
    const auto &errors = variant.errors();
    QCOMPARE(errors.size(), std::size_t(4));
    for (const auto &e : errors)
        QCOMPARE(qstr(e.keyPath), u"parameters.hand_size"_s);
    QVERIFY(findError(
        errors, "parameters.hand_size", "2 players need 12 set aside + 2 x 10 in hand = 32, but the deck has 4"));
    QVERIFY(findError(
        errors, "parameters.hand_size", "5 players need 0 set aside + 5 x 10 in hand = 50, but the deck has 4"));
}

// Raising players.max in a house rule leaves the base's set_aside short:
// the error is at the house rule's line that caused it, with the base's
// line as a note, not at the shipped file alone.
void TestVariant::houseRuleRaisingPlayersIsBlamed()
{
    const std::string yaml = "game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Eight}\n"
                             "parameters:\n  players:\n    max: 8\n";
    const auto variant = Registry::instance().loader().loadText(yaml, fixture("eight.yaml"));
    QVERIFY(!variant.ok());
    const auto &errors = variant.errors();
    QCOMPARE(errors.size(), std::size_t(3)); // 6, 7 and 8 players
    for (const auto &e : errors) {
        QCOMPARE(qstr(e.where.file), qstr(fixture("eight.yaml")));
        QCOMPARE(e.where.line, 6);
        QCOMPARE(qstr(e.keyPath), u"parameters.players.max"_s);
        QVERIFY2(qstr(e.message).contains(u"(parameters.set_aside is set in "_s)
                && qstr(e.message).contains(u"standard.yaml:"_s),
            e.message.c_str());
    }
    QVERIFY(findError(errors, "parameters.players.max", "missing the number of cards set aside for 8 players"));
}

// A value out of range does not hide the game's own checks that hold
// whatever it becomes: the set-aside cards missing for 6 to 8 players are
// said with the hand size out of range; the deal, which needs the hand
// size, is not (it cannot be known yet). Refused all the same.
void TestVariant::rangeAndCrossCheckTogether()
{
    const std::string yaml = "game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Eight}\n"
                             "parameters:\n  players:\n    max: 8\n  hand_size: 40\n";
    const auto variant = Registry::instance().loader().loadText(yaml, fixture("eight.yaml"));
    QVERIFY(!variant.ok());
    const auto &errors = variant.errors();
    QCOMPARE(errors.size(), std::size_t(4));
    QVERIFY2(findError(errors, "parameters.hand_size", "from 1 to 10, found '40'"), qPrintable(describe(errors)));
    for (int players : {6, 7, 8}) {
        const Diagnostic *missing = findError(errors, "parameters.players.max",
            "missing the number of cards set aside for " + std::to_string(players) + " players");
        QVERIFY2(missing, qPrintable(describe(errors)));
        QCOMPARE(missing->where.line, 6);
    }
    // The range alone: the deal is checked once the hand size can be read.
    const auto range = Registry::instance().loader().loadText(
        "game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Big}\nparameters:\n  hand_size: 40\n",
        fixture("big.yaml"));
    QCOMPARE(range.errors().size(), std::size_t(1));
}

void TestVariant::brokenBaseReportsBaseError()
{
    const auto variant = Registry::instance().loader().loadFile(fixture("extends-broken-base.yaml"));
    QVERIFY(!variant.ok());
    const auto &errors = variant.errors();
    QVERIFY(errors.size() >= 2);
    QCOMPARE(errors[0].where.line, 2);
    QCOMPARE(errors[0].where.column, 10);
    QCOMPARE(qstr(errors[0].keyPath), u"extends"_s);
    QVERIFY(qstr(errors[0].message).contains(u"'missing-key.yaml' has errors"_s));
    const Diagnostic *base = findError(errors, "parameters.hand_size", "missing");
    QVERIFY2(base, qPrintable(describe(errors)));
    QVERIFY(sameFile(base->where.file, fixture("missing-key.yaml")));
    QCOMPARE(base->where.line, 6);
    QCOMPARE(base->where.column, 3);
}

// a extends b extends a: reported (not a stack overflow), at an `extends:`.
void TestVariant::extendsCycleIsReported()
{
    for (const char *start : {"cycle-a.yaml", "cycle-b.yaml"}) {
        const auto variant = Registry::instance().loader().loadFile(fixture(start));
        QVERIFY(!variant.ok());
        const Diagnostic *circle = findError(variant.errors(), "extends", "circle");
        QVERIFY2(circle, qPrintable(describe(variant.errors())));
        QVERIFY(sameFile(circle->where.file, fixture("cycle-a.yaml"))
            || sameFile(circle->where.file, fixture("cycle-b.yaml")));
        QCOMPARE(circle->where.line, 2);
        QCOMPARE(circle->where.column, 10);
        QCOMPARE(qstr(variant.errors().front().where.file), qstr(fixture(start)));
    }
}

void TestVariant::unknownIdListsKnownVariants()
{
    const auto variant = Registry::instance().loader().load("blasting-billy/nope");
    QVERIFY(!variant.ok());
    const QString message = qstr(variant.errors().front().message);
    QVERIFY2(message.contains(u"blasting-billy/standard"_s), qPrintable(message));
    QCOMPARE(qstr(variant.errors().front().where.file), u"blasting-billy/nope"_s);
}

void TestVariant::variantErrorLocatesParameter()
{
    const auto variant = Registry::instance().loader().loadFile(fixture("house-rule.yaml"));
    QVERIFY(variant.ok());
    const Diagnostic e = variant->error("hand_size", "too generous");
    QCOMPARE(qstr(e.keyPath), u"parameters.hand_size"_s);
    QCOMPARE(e.where.line, 7);
    QCOMPARE(qstr(e.toString()), qstr(fixture("house-rule.yaml")) + u":7:14: parameters.hand_size: too generous"_s);
}

void TestVariant::diagnosticToString()
{
    QCOMPARE(qstr(Diagnostic({"rules.yaml", 3, 7}, "parameters.hand_size", "expected an integer").toString()),
        u"rules.yaml:3:7: parameters.hand_size: expected an integer"_s);
    // No key path (a syntax error): the message follows the place.
    QCOMPARE(qstr(Diagnostic({"rules.yaml", 2, 1}, "", "YAML syntax error: x").toString()),
        u"rules.yaml:2:1: YAML syntax error: x"_s);
    // No line: no numbers; no file: a placeholder.
    QCOMPARE(qstr(Diagnostic({"rules.yaml", 0, 0}, "", "cannot read the file").toString()),
        u"rules.yaml: cannot read the file"_s);
    QCOMPARE(qstr(houserules::diagnostic("players", "too many").toString()), u"<input>: players: too many"_s);
}

void TestVariant::printableEscapes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("plain") << QByteArray("hand_size: 3") << QByteArray("hand_size: 3");
    QTest::newRow("accents and emoji") << QByteArray("Zoë, Règles 😀") << QByteArray("Zoë, Règles 😀");
    QTest::newRow("newline and tab") << QByteArray("a\nb\tc") << QByteArray("a\\x0Ab\\x09c");
    QTest::newRow("escape sequence") << QByteArray("\x1b[2J") << QByteArray("\\x1B[2J");
    QTest::newRow("NUL and DEL") << QByteArray("a\0b\x7f", 4) << QByteArray("a\\x00b\\x7F");
    QTest::newRow("Latin-1, not UTF-8") << QByteArray("caf\xe9") << QByteArray("caf\\xE9");
    QTest::newRow("PNG signature") << QByteArray("\x89PNG") << QByteArray("\\x89PNG");
    QTest::newRow("C1 control in UTF-8") << QByteArray("\xc2\x9b") << QByteArray("\\xC2\\x9B");
    QTest::newRow("overlong slash") << QByteArray("\xc0\xaf") << QByteArray("\\xC0\\xAF");
    QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80") << QByteArray("\\xED\\xA0\\x80");
    QTest::newRow("cut short") << QByteArray("\xe2\x82") << QByteArray("\\xE2\\x82");
    // Bidirectional controls reorder the line around them (U+202E, U+2066).
    QTest::newRow("right-to-left override") << QByteArray("ab\xe2\x80\xae") << QByteArray("ab\\xE2\\x80\\xAE");
    QTest::newRow("left-to-right isolate") << QByteArray("\xe2\x81\xa6x") << QByteArray("\\xE2\\x81\\xA6x");
}

// Whatever a diagnostic quotes, it stays one line of printable UTF-8.
void TestVariant::printableEscapes()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    const std::string input(text.constData(), std::size_t(text.size()));
    QCOMPARE(QByteArray::fromStdString(houserules::printable(input)), expected);
    const Diagnostic d({input, 1, 2}, "game", "unknown game '" + input + "'");
    QCOMPARE(QByteArray::fromStdString(d.toString()), expected + ":1:2: game: unknown game '" + expected + "'");
}

// Bytes that are not UTF-8: located by character, not by byte ("é" is one
// column), and quoted escaped.
void TestVariant::textThatIsNotUtf8()
{
    // "title: {en: Café, nl: Caf" is 25 characters: the Latin-1 é is column 26.
    const std::string yaml = "game: blasting-billy\ntitle: {en: Caf\xc3\xa9, nl: Caf\xe9}\n";
    const auto variant = Registry::instance().loader().loadText(yaml, "latin1.yaml");
    QVERIFY(!variant.ok());
    QCOMPARE(variant.errors().size(), std::size_t(1));
    QCOMPARE(qstr(variant.errors().front().toString()),
        u"latin1.yaml:2:26: expected YAML text in UTF-8, found the byte \\xE9 (is this a binary file?)"_s);
}

void TestVariant::fileErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("error"); // what follows the file name

    QTest::newRow("folder") << QStringLiteral(HOUSERULES_TEST_DATA "/core/bad")
                            << u": cannot read the file: it is a folder"_s;
    QTest::newRow("missing") << qstr(bad("no-such-file.yaml")) << u": cannot read the file: no such file"_s;
    QTest::newRow("empty") << qstr(bad("empty.yaml"))
                           << u": the file is empty; expected a variant: a mapping with the keys game, extends, "
                              "title, description and parameters"_s;
    QTest::newRow("binary") << qstr(bad("binary.yaml"))
                            << u":1:1: expected YAML text in UTF-8, found the byte \\x89 (is this a binary file?)"_s;
    // Opens, but reading fails: address 0 of a process is never mapped.
    QTest::newRow("read error") << u"/proc/self/mem"_s << u": cannot read the file: input/output error"_s;
}

// A file the loader cannot use is one diagnostic naming it, by path and by
// load() (which reads an existing path as a file before trying it as an id).
void TestVariant::fileErrors()
{
    QFETCH(QString, file);
    QFETCH(QString, error);
    if (file.startsWith(u"/proc/"_s) && !QFile::exists(file))
        QSKIP("no /proc on this system");
    const auto loader = Registry::instance().loader();
    for (const auto &variant : {loader.loadFile(file.toStdString()), loader.load(file.toStdString())}) {
        QVERIFY(!variant.ok());
        QCOMPARE(variant.errors().size(), std::size_t(1));
        QCOMPARE(qstr(variant.errors().front().toString()), file + error);
    }
}

void TestVariant::unreadableFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"locked.yaml"_s);
    QVERIFY(QFile::copy(qstr(fixture("tiny.yaml")), file));
    QVERIFY(QFile::setPermissions(file, QFileDevice::Permissions()));
    if (QFile f(file); f.open(QIODevice::ReadOnly))
        QSKIP("root reads a file of mode 000; test_cli covers this without root's capabilities");
    const auto variant = Registry::instance().loader().loadFile(file.toStdString());
    QVERIFY(!variant.ok());
    QCOMPARE(qstr(variant.errors().front().toString()), file + u": cannot read the file: permission denied"_s);
}

void TestVariant::duplicateKeyFixture()
{
    const std::string file = fixture("duplicate-key.yaml");
    const auto variant = Registry::instance().loader().loadFile(file);
    QVERIFY(!variant.ok());
    QCOMPARE(variant.errors().size(), std::size_t(1));
    QCOMPARE(qstr(variant.errors().front().toString()),
        qstr(file) + u":10:3: parameters.hand_size: key 'hand_size' given twice: at line 7 and line 10"_s);
}

// A house rule's title is its own, in the languages it gives; it still
// takes its base's parameters.
void TestVariant::titleIsTheFilesOwn()
{
    const std::string yaml = "game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Mine}\n";
    const auto variant = Registry::instance().loader().loadText(yaml, fixture("inline.yaml"));
    QVERIFY2(variant.ok(), qPrintable(variant.ok() ? QString() : describe(variant.errors())));
    QCOMPARE(variant->title, (std::map<std::string, std::string> {{"en", "Mine"}}));
    QCOMPARE(variant->integer("hand_size"), 3);
}

// `extends: standard` names the standard rules of the file's own game,
// wherever the file lives; a file of that name beside it comes first.
void TestVariant::bareExtendsFromAnywhere()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"anything.yaml"_s);
    QVERIFY(writeFile(file,
        "game: blasting-billy\nextends: standard\ntitle: {en: Hand of four cards, nl: Vier kaarten in de hand}\n"
        "parameters:\n  hand_size: 4\n"));
    const auto loader = Registry::instance().loader();
    const auto variant = loader.loadFile(file.toStdString());
    QVERIFY2(variant.ok(), qPrintable(variant.ok() ? QString() : describe(variant.errors())));
    QCOMPARE(variant->extendsChain, std::vector<std::string> {"blasting-billy/standard"});
    QCOMPARE(variant->integer("hand_size"), 4);
    QCOMPARE(dynamitePerColour(*variant), 1);
    QCOMPARE(variant->title.size(), std::size_t(2));

    const QString neighbour = dir.filePath(u"standard.yaml"_s);
    QVERIFY(writeFile(neighbour,
        "game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Local rules}\n"
        "parameters:\n  deck:\n    dynamite_per_colour: 2\n"));
    const auto beside = loader.loadFile(file.toStdString());
    QVERIFY2(beside.ok(), qPrintable(beside.ok() ? QString() : describe(beside.errors())));
    QCOMPARE(beside->extendsChain, (std::vector<std::string> {neighbour.toStdString(), "blasting-billy/standard"}));
    QCOMPARE(beside->integer("hand_size"), 4);
    QCOMPARE(dynamitePerColour(*beside), 2);
}

// The base cannot be found, yet the file's own errors are all reported; only
// the checks that need the base's parameters (missing ones, cross-checks) are not.
void TestVariant::failedBaseStillChecksTheRest()
{
    const std::string file = fixture("extends-typo.yaml");
    const auto variant = Registry::instance().loader().loadFile(file);
    QVERIFY(!variant.ok());
    const auto &errors = variant.errors();
    QCOMPARE(errors.size(), std::size_t(4));
    const QString base = qstr(errors[0].toString());
    QVERIFY2(
        base.startsWith(qstr(file)
            + u":3:10: extends: expected the id or file of an existing variant, found 'standrd'; known variants: "_s),
        qPrintable(base));
    QVERIFY2(base.contains(u"blasting-billy/standard, "_s), qPrintable(base));
    QVERIFY2(base.endsWith(u"; did you mean blasting-billy/standard?"_s), qPrintable(base));
    QCOMPARE(qstr(errors[1].toString()),
        qstr(file) + u":6:3: title.xx: unknown language 'xx'; expected one of: nl, en, de, fr, it"_s);
    QCOMPARE(qstr(errors[2].toString()),
        qstr(file)
            + u":8:3: parameters.hand_sise: unknown key 'hand_sise'; expected one of: players, hand_size, set_aside, "
              "deck"_s);
    QCOMPARE(qstr(errors[3].toString()),
        qstr(file) + u":9:14: parameters.hand_size: expected an integer from 1 to 10, found '99'"_s);
}

void TestVariant::unknownIdSuggestsClosest()
{
    const auto loader = Registry::instance().loader();
    const auto typo = loader.load("blasting-billy/standrd");
    QVERIFY(!typo.ok());
    const QString message = qstr(typo.errors().front().toString());
    QVERIFY2(message.startsWith(u"blasting-billy/standrd: no such variant file or id; known variants: "_s),
        qPrintable(message));
    QVERIFY2(message.endsWith(u"; did you mean blasting-billy/standard?"_s), qPrintable(message));

    // A bare name is compared within the game it is given for.
    QVERIFY(qstr(loader.knownVariants("four-card", "blasting-billy"))
                .endsWith(u"; did you mean blasting-billy/four-card-hand?"_s));
    // Not a near miss of anything: no suggestion.
    QVERIFY(!qstr(loader.knownVariants("nowhere", "blasting-billy")).contains(u"did you mean"_s));
    QVERIFY(qstr(loader.knownVariants("standart", "boomo")).endsWith(u"; did you mean boomo/standard?"_s));
    // A game without variants: every known variant is listed and compared.
    QVERIFY(
        qstr(loader.knownVariants("gold-rsh", "no-such-game")).endsWith(u"; did you mean blasting-billy/gold-rush?"_s));
}

// What the editor reads in a schema: which parameter a diagnostic is about,
// and the group each parameter is shown under.
void TestVariant::schemaOwnerAndGroups()
{
    const houserules::Schema &schema = Registry::instance().game("blasting-billy")->schema();
    QCOMPARE(schema.owner("parameters.deck.gold.values")->path, std::string("deck"));
    QCOMPARE(schema.owner("parameters.hand_size")->path, std::string("hand_size"));
    QCOMPARE(schema.owner("parameters.players.min")->path, std::string("players.min"));
    QVERIFY(!schema.owner("parameters.players")); // a group, not a parameter
    QVERIFY(!schema.owner("parameters.hand_sizes"));
    QVERIFY(!schema.owner("title.en"));
    QCOMPARE(schema.baseVariant, std::string("standard"));
    // Every parameter is in one of the declared groups, in the rulebook's order.
    std::vector<std::string> groups;
    for (const auto &group : schema.groups)
        groups.push_back(group.id);
    QCOMPARE(groups, (std::vector<std::string> {"players", "setup", "cards"}));
    for (const auto &spec : schema.params)
        QVERIFY2(std::find(groups.begin(), groups.end(), schema.groupOf(spec)) != groups.end(), spec.path.c_str());
    // Without a group of its own, a nested parameter is grouped by its first key.
    houserules::ParamSpec nested {"limits.low", houserules::ParamType::Int, 0, 9, "low"};
    QCOMPARE(houserules::Schema {}.groupOf(nested), std::string("limits"));
    nested.path = "low";
    QCOMPARE(houserules::Schema {}.groupOf(nested), std::string());
}

// A string parameter with choices accepts only those (a game declaring one
// gets the editor's choice list and the loader's check alike).
void TestVariant::stringChoices()
{
    houserules::Schema schema;
    schema.params = {{"mode", houserules::ParamType::String, 0, 0, "how it is played"}};
    schema.params.back().choices = {"short", "long"};
    const houserules::VariantLoader loader(
        [&schema](const std::string &game) { return game == "toy" ? &schema : nullptr; }, {});
    const auto ok = loader.loadText("game: toy\ntitle: {en: T}\nparameters:\n  mode: long\n", "toy.yaml");
    QVERIFY(ok.ok());
    QCOMPARE(ok->text("mode"), std::string("long"));
    const auto bad = loader.loadText("game: toy\ntitle: {en: T}\nparameters:\n  mode: medium\n", "toy.yaml");
    QVERIFY(!bad.ok());
    QCOMPARE(qstr(bad.errors().front().toString()),
        u"toy.yaml:4:9: parameters.mode: expected one of: short, long, found 'medium'"_s);
}

QTEST_GUILESS_MAIN(TestVariant)
#include "test_variant.moc"
