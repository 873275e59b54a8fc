// Hostile YAML: files written to hurt (deep nesting, alias bombs, huge files
// and scalars, binary data, invalid UTF-8, a circle of `extends:` through
// symbolic links, records with far too many decisions, a long value named by
// thousands of aliases). Each must come back
// as a diagnostic naming the file and what was expected, within a second,
// without a crash. The files are made here, in a temporary folder; the limits
// are engine/core/variants/yamlfile.h's.

#include "core/records/record.h"
#include "core/variants/variant.h"
#include "core/variants/yamlfile.h"
#include "registry.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>
#include <string>

using namespace Qt::Literals::StringLiterals;
using houserules::Diagnostics;
using houserules::Registry;
namespace limits = houserules::limits;

namespace {

// The bound on the time to refuse a hostile file; generous on purpose.
// Counted in processor time: the bound is on the work a refusal takes, which
// a machine busy with other work (a sanitizer run beside a fuzzer) must not fail.
constexpr qint64 kMaxMilliseconds = 1000;

qint64 cpuMilliseconds()
{
    return qint64(std::clock()) * 1000 / CLOCKS_PER_SEC;
}

const std::string kVariantHead = "game: blasting-billy\nextends: standard\ntitle: {en: Hostile}\n";

QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

QString describe(const Diagnostics &errors)
{
    QString text;
    for (const auto &e : errors)
        text += qstr(e.toString()) + u'\n';
    return text;
}

std::string repeated(const std::string &text, int times)
{
    std::string out;
    out.reserve(text.size() * std::size_t(times));
    for (int i = 0; i < times; ++i)
        out += text;
    return out;
}

// "billion laughs": ten values, then nine levels of lists of ten aliases of
// the level below: 10^10 values when expanded, a few hundred bytes written.
std::string aliasBomb(const std::string &key)
{
    std::string text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int level = 1; level <= 9; ++level) {
        // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) about "l" + std::string.
        const std::string name = std::to_string(level);
        const std::string below = std::to_string(level - 1);
        text.append("l").append(name).append(": &l").append(name).append(" [*l").append(below);
        for (int i = 1; i < 10; ++i)
            text.append(", *l").append(below);
        text.append("]\n");
    }
    return text + key + ": *l9\n";
}

} // namespace

class TestHostileYaml : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::string write(const QString &name, const std::string &text)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size()))
            qFatal("cannot write %s", qPrintable(path));
        return path.toStdString();
    }

    // Loads the variant file `path` and checks that it fails in time, with a
    // diagnostic naming the file whose message contains `expected` (or, with
    // `inBase`, one naming the file and one, in a base, saying `expected`).
    void refusesVariant(const std::string &path, const std::string &expected, bool inBase = false)
    {
        const qint64 start = cpuMilliseconds();
        const auto variant = Registry::instance().loader().loadFile(path);
        const qint64 elapsed = cpuMilliseconds() - start;
        QVERIFY2(!variant, qPrintable(qstr(path)));
        QVERIFY2(elapsed < kMaxMilliseconds, qPrintable(QString::number(elapsed) + u" ms"_s));
        const auto &errors = variant.errors();
        const bool found = std::any_of(errors.begin(), errors.end(), [&](const auto &e) {
            return (inBase || e.where.file == path) && e.message.find(expected) != std::string::npos;
        });
        QVERIFY2(found, qPrintable(u"expected '"_s + qstr(expected) + u"' in:\n"_s + describe(errors)));
        QCOMPARE(qstr(errors.front().where.file), qstr(path));
    }

    void refusesRecord(const std::string &path, const std::string &expected)
    {
        const qint64 start = cpuMilliseconds();
        const auto record = houserules::readRecord(path);
        const qint64 elapsed = cpuMilliseconds() - start;
        QVERIFY2(!record, qPrintable(qstr(path)));
        QVERIFY2(elapsed < kMaxMilliseconds, qPrintable(QString::number(elapsed) + u" ms"_s));
        const auto &errors = record.errors();
        const bool found = std::any_of(errors.begin(), errors.end(),
            [&](const auto &e) { return e.where.file == path && e.message.find(expected) != std::string::npos; });
        QVERIFY2(found, qPrintable(u"expected '"_s + qstr(expected) + u"' in:\n"_s + describe(errors)));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Within our limit of levels but inside yaml-cpp's: our walk refuses it.
    void nestedSequences()
    {
        const int depth = limits::kMaxDepth + 5;
        const std::string path = write(u"nested-lists.yaml"_s,
            kVariantHead + "description: {en: " + repeated("[", depth) + "x" + repeated("]", depth) + "}\n");
        refusesVariant(path, "nested too deeply: expected at most " + std::to_string(limits::kMaxDepth));
    }

    void nestedMappings()
    {
        std::string text = kVariantHead + "parameters:\n";
        for (int level = 1; level <= limits::kMaxDepth + 5; ++level)
            text += std::string(std::size_t(2 * level), ' ') + "deck:\n";
        refusesVariant(write(u"nested-maps.yaml"_s, text), "nested too deeply");
    }

    // Deep enough for yaml-cpp's own guard (a "bad file" it calls it), flow and block.
    void nestedBeyondTheParser()
    {
        refusesVariant(write(u"nested-deep-flow.yaml"_s, kVariantHead + "parameters: " + repeated("[", 20000)),
            "nested too deeply");
        refusesVariant(write(u"nested-deep-block.yaml"_s, kVariantHead + "parameters:\n  " + repeated("- ", 20000)),
            "nested too deeply");
    }

    void billionLaughsInVariant()
    {
        refusesVariant(write(u"laughs-variant.yaml"_s, kVariantHead + aliasBomb("description")),
            "too many values: expected at most " + std::to_string(limits::kMaxValues));
    }

    // yaml-cpp builds an alias inside its own anchor as a node that holds
    // itself: endless to every reader that recurses.
    void aliasInsideItsOwnAnchor()
    {
        refusesVariant(write(u"self-alias.yaml"_s, kVariantHead + "description: &a [*a]\n"), "nested too deeply");
    }

    void billionLaughsInRecord()
    {
        const std::string text = "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\n"
                                 "first_player: 0\nseed: 1\n"
            + aliasBomb("decisions");
        refusesRecord(write(u"laughs-record.yaml"_s, text), "too many values");
    }

    // A file far beyond the size limit is refused before it is read: its
    // size alone (a sparse file of 100 MB, written in no time).
    void hundredMegabytes()
    {
        const QString name = m_dir.filePath(u"huge.yaml"_s);
        QFile file(name);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(kVariantHead.data(), qint64(kVariantHead.size())) > 0);
        QVERIFY(file.resize(100 * 1024 * 1024));
        file.close();
        refusesVariant(name.toStdString(), "the file is too large (104857600 bytes)");
        refusesRecord(name.toStdString(), "too large");
    }

    void listTooLongToParse()
    {
        const std::string text = "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\n"
                                 "first_player: 0\nseed: 1\ndecisions: ["
            + repeated("loot gold-1, ", int(limits::kMaxValues)) + "]\n";
        refusesRecord(write(u"long-list.yaml"_s, text), "too many values");
    }

    void megabyteScalar()
    {
        const std::string path
            = write(u"long-scalar.yaml"_s, kVariantHead + "description: {en: " + std::string(1 << 20, 'x') + "}\n");
        refusesVariant(path, "a value of 1048576 bytes; expected at most " + std::to_string(limits::kMaxScalarBytes));
    }

    void binaryGarbage()
    {
        QRandomGenerator random(13);
        std::string bytes(64 * 1024, '\0');
        for (auto &byte : bytes)
            byte = char(random.bounded(256));
        const std::string path = write(u"garbage.yaml"_s, bytes);
        refusesVariant(path, "expected YAML text in UTF-8");
        refusesRecord(path, "expected YAML text in UTF-8");
    }

    void invalidUtf8()
    {
        const std::string path = write(u"latin1.yaml"_s, kVariantHead + "description: {en: caf\xe9 cr\xe8me}\n");
        refusesVariant(path, "found the byte \\xE9");
        const auto variant = Registry::instance().loader().loadFile(path);
        QCOMPARE(variant.errors().front().where.line, 4);
        QCOMPARE(variant.errors().front().where.column, 22);
    }

    // a.yaml extends link-to-b, a symbolic link to b.yaml, which extends
    // link-to-a: a circle only the links' targets show.
    void extendsCircleThroughSymlinks()
    {
        const std::string a = write(u"circle-a.yaml"_s, "game: blasting-billy\nextends: link-to-b\ntitle: {en: A}\n");
        write(u"circle-b.yaml"_s, "game: blasting-billy\nextends: link-to-a\ntitle: {en: B}\n");
        QVERIFY(QFile::link(m_dir.filePath(u"circle-a.yaml"_s), m_dir.filePath(u"link-to-a.yaml"_s)));
        QVERIFY(QFile::link(m_dir.filePath(u"circle-b.yaml"_s), m_dir.filePath(u"link-to-b.yaml"_s)));
        refusesVariant(a, "the base variant 'link-to-b' has errors");
        refusesVariant(a, "variants extend each other in a circle", true);
    }

    void extendsChainTooLong()
    {
        const int files = limits::kMaxExtends + 5;
        std::string first;
        for (int i = 0; i < files; ++i) {
            const std::string base = i + 1 < files ? "chain-" + std::to_string(i + 1) : "standard";
            const std::string path = write(u"chain-%1.yaml"_s.arg(i),
                "game: blasting-billy\nextends: " + base + "\ntitle: {en: Chain " + std::to_string(i) + "}\n");
            if (i == 0)
                first = path;
        }
        refusesVariant(
            first, "too many bases: expected a chain of at most " + std::to_string(limits::kMaxExtends), true);
    }

    // A record cannot make the replay work through 10^9 decisions: aliases
    // are refused above, and a plain list longer than the limit is refused
    // before any decision is read.
    void recordWithTooManyDecisions()
    {
        const int count = int(limits::kMaxDecisions) + 1;
        const std::string text = "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\n"
                                 "first_player: 0\nseed: 1\ndecisions: ["
            + repeated("a, ", count - 1) + "a]\n";
        refusesRecord(write(u"many-decisions.yaml"_s, text),
            "too many decisions (" + std::to_string(count) + "); expected at most "
                + std::to_string(limits::kMaxDecisions));
    }

    void recordClaimingHugeNumbers()
    {
        const std::string text = "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\n"
                                 "first_player: 1000000000\nsetup: {deck: [gold-1], dice: [1000000000]}\n";
        refusesRecord(write(u"huge-numbers.yaml"_s, text), "expected one of the players' names or a seat");
        refusesRecord(write(u"huge-numbers.yaml"_s, text), "expected a die from 1 to 6");
    }

    // Found by checking that what readRecord accepts, writeRecord writes
    // readably: a quoted escape gives a control character (U+0085 here),
    // which would be written raw, and the saved game could not be loaded.
    void recordWithControlCharactersInEscapes()
    {
        const std::string head = "game: blasting-billy\nvariant: blasting-billy/standard\nfirst_player: 0\nseed: 1\n";
        refusesRecord(write(u"escaped-name.yaml"_s, head + "players: [\"\\Nx\", Bob]\n"),
            "expected a player name of printable characters");
        refusesRecord(write(u"escaped-decision.yaml"_s, head + "players: [Ann, Bob]\ndecisions: [\"loot\\x85\"]\n"),
            "expected a decision written as text");
    }

    // A long value named by thousands of aliases: few values, a small file,
    // gigabytes once every reader copies what each alias names. Refused
    // before any reader runs, by the text the aliases expand to.
    void aliasedTextInRecord()
    {
        const std::string text = "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\n"
                                 "first_player: 0\nseed: 1\ndecisions:\n  - &long "
            + std::string(60000, 'x') + "\n" + repeated("  - *long\n", 45000);
        refusesRecord(write(u"aliased-text.yaml"_s, text),
            "too much text: expected at most " + std::to_string(limits::kMaxTextBytes) + " bytes");
    }

    void aliasedKeysInVariant()
    {
        std::string text = kVariantHead + "description: &key " + std::string(60000, 'k') + "\nparameters:\n";
        for (int i = 0; i < 20000; ++i)
            text += "  ? *key\n  : " + std::to_string(i) + "\n";
        refusesVariant(write(u"aliased-keys.yaml"_s, text), "too much text");
    }

    // A title written as a list of languages (found by the fuzzer: reading it
    // as a mapping threw from yaml-cpp) is refused with what was expected.
    void titleAsAList()
    {
        refusesVariant(write(u"title-list.yaml"_s,
                           "game: blasting-billy\nextends: blasting-billy/standard\ntitle:\n-   en: Five cards\n"),
            "expected a mapping from language");
    }

    // A message quotes an excerpt of a long value and says its length, in
    // the message and in the key path.
    void longValuesAreQuotedShort()
    {
        const std::string key = std::string(10000, 'k');
        const std::string path = write(u"long-key.yaml"_s, kVariantHead + "parameters:\n  ? " + key + "\n  : 1\n");
        refusesVariant(
            path, "unknown key '" + std::string(houserules::kQuotedCharacters, 'k') + "\u2026 (10000 bytes)'");
        const auto variant = Registry::instance().loader().loadFile(path);
        for (const auto &error : variant.errors())
            QVERIFY2(error.toString().size() < 1000, error.toString().c_str());
    }

    // A file that makes the same error thousands of times gives a list a
    // person can read, the last line saying how many more there were.
    void errorsAreCapped()
    {
        std::string text = kVariantHead + "parameters:\n";
        for (int i = 0; i < 4000; ++i)
            text += "  unknown_" + std::to_string(i) + ": 1\n";
        const std::string path = write(u"many-errors.yaml"_s, text);
        refusesVariant(path, "unknown key 'unknown_0'");
        const auto errors = Registry::instance().loader().loadFile(path).errors();
        QCOMPARE(errors.size(), houserules::kMaxDiagnostics);
        QCOMPARE(qstr(errors.back().toString()),
            qstr(path) + u": \u2026 and %1 more"_s.arg(4000 - houserules::kMaxDiagnostics + 1));
    }

    // The limits leave room for every real file: the longest record allowed
    // loads.
    void longestRecordLoads()
    {
        const std::string text = "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\n"
                                 "first_player: 0\nseed: 1\ndecisions:\n"
            + repeated("  - loot gold-1\n", int(limits::kMaxDecisions));
        const auto record = houserules::readRecord(write(u"longest.yaml"_s, text));
        if (!record)
            QFAIL(qPrintable(describe(record.errors())));
        QCOMPARE(record->decisions.size(), limits::kMaxDecisions);
    }
};

QTEST_GUILESS_MAIN(TestHostileYaml)
#include "test_hostileyaml.moc"
