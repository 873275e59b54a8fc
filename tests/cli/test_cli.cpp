// houserules-cli, run as a user runs it (QProcess on the real binary): exit
// statuses, where messages go, and what validate, replay, simulate and bench
// print, for good input and for files no command can use. Replays are
// checked against the engine's own result and against a record worked out
// by hand.

#include "blastingbilly/state.h"
#include "core/simulator.h"
#include "core/yamlfile.h"
#include "halunkenspelunken/scoring.h"
#include "halunkenspelunken/state.h"
#include "registry.h"
#include "replay.h"
#include "wyattearp/scoring.h"
#include "wyattearp/state.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <linux/securebits.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <numeric>
#include <set>
#include <tuple>
#include <utility>

using namespace Qt::Literals::StringLiterals;
namespace bb = houserules::blastingbilly;
namespace hs = houserules::halunkenspelunken;
namespace we = houserules::wyattearp;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Root reads every file whatever its mode. Started with SECBIT_NOROOT, a
// root process gets no capabilities from execve, so a file of mode 000 is as
// unreadable to it as to anyone. Runs in the child between fork and exec.
void withoutRootPowers()
{
    if (::geteuid() == 0)
        ::prctl(PR_SET_SECUREBITS, SECBIT_NOROOT, 0, 0, 0);
}

// What a file may cost any command, a limit set on the process itself: one
// second of processor time (then SIGXCPU ends it) and 256 MB of data (then
// an allocation fails and it aborts). Runs in the child before exec.
void withinFileBudget()
{
    withoutRootPowers();
    const rlimit cpu {1, 1};
    const rlimit data {256ul << 20, 256ul << 20};
    ::setrlimit(RLIMIT_CPU, &cpu);
    ::setrlimit(RLIMIT_DATA, &data);
}

// Runs `program` from the temporary folder, so that nothing depends on the
// working directory, with `variantsDir` as $HOUSERULES_VARIANTS (none when
// empty), `inChild` run between fork and exec; a minute at most.
Run runWith(const QString &program, const QStringList &arguments, const QString &variantsDir, void (*inChild)())
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(u"HOUSERULES_VARIANTS"_s);
    if (!variantsDir.isEmpty())
        environment.insert(u"HOUSERULES_VARIANTS"_s, variantsDir);
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(QDir::tempPath());
    process.setChildProcessModifier(inChild);
    process.start(program, arguments);
    Run result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        result.err = u"timed out"_s;
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// Runs `program` (the CLI by default) without $HOUSERULES_VARIANTS and
// without root's powers: the CLI needs none.
Run run(const QStringList &arguments, const QString &program = QStringLiteral(HOUSERULES_CLI))
{
    return runWith(program, arguments, {}, withoutRootPowers);
}

// Runs the CLI within the budget, with `variantsDir` as $HOUSERULES_VARIANTS.
Run runOnBudget(const QStringList &arguments, const QString &variantsDir)
{
    return runWith(QStringLiteral(HOUSERULES_CLI), arguments, variantsDir, withinFileBudget);
}

QString data(const QString &path)
{
    return QStringLiteral(HOUSERULES_TEST_DATA) + u"/core/"_s + path;
}

QString shipped(const QString &name)
{
    return QStringLiteral(HOUSERULES_SOURCE_DIR) + u"/variants/blasting-billy/"_s + name;
}

QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

QJsonObject parseJson(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return {};
    return document.object();
}

// Nothing a terminal would obey or show garbled: no control characters but
// the newline, and only valid UTF-8 (fromUtf8 turns anything else into U+FFFD).
bool isPlainText(const QString &text)
{
    return std::none_of(text.begin(), text.end(), [](QChar c) {
        const char16_t code = c.unicode();
        return (code < 0x20 && code != u'\n') || (code >= 0x7f && code <= 0x9f) || code == 0xfffd;
    });
}

QStringList strings(const QJsonValue &array)
{
    QStringList result;
    for (const auto &v : array.toArray())
        result << v.toString();
    return result;
}

// True once process `pid` catches `signal` (its handler installed), as the
// kernel tells in /proc/<pid>/status: a signal sent before that would end
// a program still starting on a loaded machine, not test its handling.
bool catches(pid_t pid, int signal)
{
    QFile status(u"/proc/%1/status"_s.arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("SigCgt:"))
            return (line.mid(7).trimmed().toULongLong(nullptr, 16) >> (signal - 1)) & 1;
    return false;
}

// The processor time process `pid` has used, in milliseconds (utime and
// stime in /proc/<pid>/stat): a program that has thought this long is past
// its start, whatever the machine's load.
long long cpuMilliseconds(pid_t pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return 0;
    const long long ticks = fields[11].toLongLong() + fields[12].toLongLong(); // fields 14 and 15
    return ticks * 1000 / ::sysconf(_SC_CLK_TCK);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void help_data();
    void help();
    void commandHelp_data();
    void commandHelp();
    void usageErrors_data();
    void usageErrors();
    void validateGood();
    void validateBroken_data();
    void validateBroken();
    void validateMixed();
    void validateReportsEveryError();
    void validateHouseRuleAnywhere();
    void validateIds();
    void badInputs_data();
    void badInputs();
    void replayHandwritten();
    void replayMatchesEngine();
    void replayHalunkenSpelunken();
    void replayWyattEarp();
    void replayText();
    void replayIllegalDecision();
    void replayMissingFile();
    void simulateJson();
    void simulateIsReproducible();
    void simulateTable();
    void simulateErrors_data();
    void simulateErrors();
    void bench();

    void simulateSameJsonWhateverTheThreads();
    void simulateShardsMerge_data();
    void simulateShardsMerge();
    void mergeErrors_data();
    void mergeErrors();
    void simulateCompare();
    void simulateSkillReadable();
    void simulateSweep();
    void simulateCardImpact();
    void simulateControlled();
    void simulateCsv();
    void simulateSeatBalance();
    void simulateOptionErrors_data();
    void simulateOptionErrors();
    void benchBots();
    void benchSearch();
    void simulateSearchBot();
    void simulateDryRun();
    void soak();
    void hostileFilesWithinBudget();
    void signalsFinishTheGamesInFlight_data();
    void signalsFinishTheGamesInFlight();
    void secondSignalEndsAtOnceOnlyLater();
    void threadsUnderAMemoryLimit();
    void noVariantsSaysWhereItLooked();

private:
    QTemporaryDir m_scratch; // inputs that cannot live in git: an unreadable file
    bool m_canLock = false;  // whether that file is unreadable to the CLI
};

void TestCli::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
    QVERIFY(m_scratch.isValid());
    const QString locked = m_scratch.filePath(u"locked.yaml"_s);
    QVERIFY(QFile::copy(data(u"variants/tiny.yaml"_s), locked));
    QVERIFY(QFile::setPermissions(locked, QFileDevice::Permissions()));
    // Without CAP_SETPCAP root keeps its powers and reads it all the same.
    m_canLock = run({locked}, u"cat"_s).exitCode == 1;
}

void TestCli::help_data()
{
    QTest::addColumn<QString>("option");
    QTest::newRow("--help") << u"--help"_s;
    QTest::newRow("-h") << u"-h"_s;
    QTest::newRow("help") << u"help"_s;
}

void TestCli::help()
{
    QFETCH(QString, option);
    const Run r = run({option});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    for (const auto &command : {u"validate"_s, u"replay"_s, u"simulate"_s, u"merge"_s, u"bench"_s})
        QVERIFY2(r.out.contains(u"\n  "_s + command + u' '), qPrintable(command));
}

void TestCli::commandHelp_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("validate") << u"validate"_s << u"FILE"_s;
    QTest::newRow("replay") << u"replay"_s << u"--text"_s;
    QTest::newRow("simulate") << u"simulate"_s << u"--bots"_s;
    QTest::newRow("bench") << u"bench"_s << u"--seconds"_s;
    QTest::newRow("soak") << u"soak"_s << u"--every-seat"_s;
}

void TestCli::commandHelp()
{
    QFETCH(QString, command);
    QFETCH(QString, mentions);
    const Run r = run({command, u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(mentions), qPrintable(r.out));
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");

    QTest::newRow("no arguments") << QStringList {} << u"Usage: houserules-cli <command>"_s;
    QTest::newRow("unknown command") << QStringList {u"frobnicate"_s} << u"unknown subcommand 'frobnicate'"_s;
    QTest::newRow("unknown global option") << QStringList {u"--frobnicate"_s} << u"unknown option --frobnicate"_s;
    QTest::newRow("bad option") << QStringList {u"validate"_s, u"--bogus"_s, data(u"variants/tiny.yaml"_s)}
                                << u"unknown option --bogus"_s;
    QTest::newRow("validate without file") << QStringList {u"validate"_s} << u"validate needs at least one file"_s;
    QTest::newRow("replay without file") << QStringList {u"replay"_s} << u"replay needs exactly one record file"_s;
    QTest::newRow("replay two files") << QStringList {u"replay"_s, u"a.yaml"_s, u"b.yaml"_s}
                                      << u"replay needs exactly one record file"_s;
    QTest::newRow("simulate without bots") << QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s,
        u"--players"_s, u"2"_s} << u"simulate needs --bots"_s;
    QTest::newRow("bench zero seconds") << QStringList {u"bench"_s, u"--seconds"_s, u"0"_s}
                                        << u"--seconds expects a positive number, not '0'"_s;
    QTest::newRow("bench no number") << QStringList {u"bench"_s, u"--seconds"_s, u"soon"_s}
                                     << u"--seconds expects a positive number, not 'soon'"_s;
}

// Bad usage: exit status 2, the reason on stderr, nothing on stdout (which a
// script may be piping into another program).
void TestCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void TestCli::validateGood()
{
    const QStringList variants {shipped(u"standard.yaml"_s), shipped(u"two-dynamite.yaml"_s),
        shipped(u"four-card-hand.yaml"_s), data(u"variants/house-rule.yaml"_s), data(u"variants/tiny.yaml"_s)};
    const QStringList records {data(u"records/handwritten.yaml"_s), data(u"records/standard-seed.yaml"_s)};
    const Run r = run(QStringList {u"validate"_s} + variants + records);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), variants.size() + records.size());
    for (const auto &file : variants)
        QVERIFY2(lines.contains(file + u": valid variant"_s), qPrintable(file));
    for (const auto &file : records)
        QVERIFY2(lines.contains(file + u": valid game record"_s), qPrintable(file));
}

void TestCli::validateBroken_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown key") << u"variants/unknown-key.yaml"_s
                                 << u":6:3: parameters.hand_sise: unknown key 'hand_sise'"_s;
    QTest::newRow("syntax error") << u"variants/syntax-error.yaml"_s << u":6:27: YAML syntax error"_s;
    QTest::newRow("wrong type") << u"variants/wrong-type.yaml"_s
                                << u":6:14: parameters.hand_size: expected an integer"_s;
    QTest::newRow("not enough cards") << u"variants/not-enough-cards.yaml"_s
                                      << u":9:14: parameters.hand_size: not enough cards"_s;
    QTest::newRow("illegal decision") << u"records/illegal-decision.yaml"_s
                                      << u":11:5: decisions[2]: illegal decision"_s;
    QTest::newRow("key given twice")
        << u"variants/duplicate-key.yaml"_s
        << u":10:3: parameters.hand_size: key 'hand_size' given twice: at line 7 and line 10\n"_s;
    QTest::newRow("record key given twice")
        << u"records/duplicate-key.yaml"_s
        << u":7:1: first_player: key 'first_player' given twice: at line 5 and line 7\n"_s;
    QTest::newRow("no title") << u"variants/no-title.yaml"_s
                              << u":2:1: title: missing title: expected a mapping from language to text (for example "
                                 "en: My rules); every variant file needs its own, a house rule does not take its "
                                 "base's\n"_s;
    QTest::newRow("control characters") << u"variants/control-characters.yaml"_s
                                        << u":2:7: game: unknown game 'blasting\\x07-billy\\x1B[2J'\n"_s;
}

// Broken input: exit status 1 and each error as file:line:column: key: message.
void TestCli::validateBroken()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const Run r = run({u"validate"_s, data(file)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(data(file) + expected), qPrintable(r.err));
    QVERIFY(!r.out.contains(u"valid"_s));
    QVERIFY2(isPlainText(r.err), qPrintable(r.err));
}

void TestCli::validateMixed()
{
    const Run r = run({u"validate"_s, data(u"variants/tiny.yaml"_s), data(u"variants/wrong-type.yaml"_s)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains(data(u"variants/tiny.yaml"_s) + u": valid variant"_s));
    QVERIFY(r.err.contains(data(u"variants/wrong-type.yaml"_s) + u":6:14:"_s));
}

// A base that cannot be found does not hide the file's other errors.
void TestCli::validateReportsEveryError()
{
    const QString file = data(u"variants/extends-typo.yaml"_s);
    const Run r = run({u"validate"_s, file});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[0].startsWith(file
                 + u":3:10: extends: expected the id or file of an existing variant, found 'standrd'; known "
                   "variants: "_s),
        qPrintable(lines[0]));
    QVERIFY2(lines[0].endsWith(u"; did you mean blasting-billy/standard?"_s), qPrintable(lines[0]));
    QCOMPARE(lines[1], file + u":6:3: title.xx: unknown language 'xx'; expected one of: nl, en, de, fr, it"_s);
    QCOMPARE(lines[2],
        file
            + u":8:3: parameters.hand_sise: unknown key 'hand_sise'; expected one of: players, hand_size, set_aside, deck"_s);
    QCOMPARE(lines[3], file + u":9:14: parameters.hand_size: expected an integer from 1 to 10, found '99'"_s);
}

// The house rule of docs/FILES.md, saved anywhere, names its base by a bare name.
void TestCli::validateHouseRuleAnywhere()
{
    QFile docs(QStringLiteral(HOUSERULES_SOURCE_DIR) + u"/docs/FILES.md"_s);
    QVERIFY(docs.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(docs.readAll());
    const qsizetype section = text.indexOf(u"\n## Variants\n"_s);
    const qsizetype start = text.indexOf(u"```yaml\n"_s, section) + 8;
    const qsizetype end = text.indexOf(u"```"_s, start);
    QVERIFY(section > 0 && start > section && end > start);
    const QString example = text.mid(start, end - start);
    QVERIFY2(example.contains(u"extends: standard\n"_s), qPrintable(example));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"anything.yaml"_s);
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(example.toUtf8());
    out.close();
    const Run r = run({u"validate"_s, file});
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, file + u": valid variant\n"_s);
}

// validate reads what is not a path as a variant id, as --variant does.
void TestCli::validateIds()
{
    const Run good = run({u"validate"_s, u"blasting-billy/standard"_s, u"blasting-billy/two-dynamite"_s});
    QCOMPARE(good.exitCode, 0);
    QCOMPARE(good.out, u"blasting-billy/standard: valid variant\nblasting-billy/two-dynamite: valid variant\n"_s);

    const Run typo = run({u"validate"_s, u"blasting-billy/standrd"_s});
    QCOMPARE(typo.exitCode, 1);
    QVERIFY2(typo.err.startsWith(u"blasting-billy/standrd: no such variant file or id; known variants: "_s),
        qPrintable(typo.err));
    QVERIFY2(typo.err.endsWith(u"; did you mean blasting-billy/standard?\n"_s), qPrintable(typo.err));
}

void TestCli::badInputs_data()
{
    QTest::addColumn<QStringList>("arguments"); // FILE stands for the input
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("error"); // what follows the file's name

    const QString bad = QStringLiteral(HOUSERULES_TEST_DATA) + u"/core/bad"_s;
    const QList<std::pair<const char *, QStringList>> commands {
        {"validate", {u"validate"_s, u"FILE"_s}},
        {"replay", {u"replay"_s, u"FILE"_s}},
        {"simulate",
            {u"simulate"_s, u"--variant"_s, u"FILE"_s, u"--players"_s, u"2"_s, u"--bots"_s, u"random"_s, u"--games"_s,
                u"1"_s}},
        {"bench", {u"bench"_s, u"--variant"_s, u"FILE"_s, u"--seconds"_s, u"0.01"_s}},
    };
    const QList<std::tuple<const char *, QString, QString>> inputs {
        {"folder", bad, u": cannot read the file: it is a folder"_s},
        {"missing", bad + u"/no-such-file.yaml"_s, u": cannot read the file: no such file"_s},
        {"unreadable", m_scratch.filePath(u"locked.yaml"_s), u": cannot read the file: permission denied"_s},
        {"empty", bad + u"/empty.yaml"_s, u": the file is empty; expected "_s},
        {"binary", bad + u"/binary.yaml"_s,
            u":1:1: expected YAML text in UTF-8, found the byte \\x89 (is this a binary file?)"_s},
        // Opens, but reading fails: address 0 of a process is never mapped.
        {"read error", u"/proc/self/mem"_s, u": cannot read the file: input/output error"_s},
    };
    for (const auto &[command, arguments] : commands)
        for (const auto &[input, file, error] : inputs)
            QTest::addRow("%s %s", command, input) << arguments << file << error;
}

// Whatever file a command is given, it says in one line what is wrong with
// it, by name, and exits with status 1: no abort, no binary on the terminal.
void TestCli::badInputs()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, file);
    QFETCH(QString, error);
    if (file.endsWith(u"locked.yaml"_s) && !m_canLock)
        QSKIP("running as root without CAP_SETPCAP: cannot make a file unreadable");
    if (file.startsWith(u"/proc/"_s) && !QFile::exists(file))
        QSKIP("no /proc on this system");
    arguments.replaceInStrings(u"FILE"_s, file);

    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY2(r.err.startsWith(file + error), qPrintable(r.err));
    QVERIFY2(isPlainText(r.err), qPrintable(r.err));
}

// The expected result is worked out by hand in the record's comment.
void TestCli::replayHandwritten()
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
void TestCli::replayMatchesEngine()
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
void TestCli::replayHalunkenSpelunken()
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
void TestCli::replayWyattEarp()
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

void TestCli::replayText()
{
    const Run r = run({u"replay"_s, u"--text"_s, data(u"records/handwritten.yaml"_s)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"Dynamite in Billy's gold removed gold-3\n"_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"Bert: score 2, 2 cards, shot down in gold\n"_s));
    QVERIFY(r.out.contains(u"Winner: Bert (decided by highest_score)\n"_s));
}

void TestCli::replayIllegalDecision()
{
    const QString file = data(u"records/illegal-decision.yaml"_s);
    const Run r = run({u"replay"_s, file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QCOMPARE(r.err.trimmed(),
        file + u":11:5: decisions[2]: illegal decision 'loot gold-3': gold-3 is not in the hand of seat 0"_s);
}

void TestCli::replayMissingFile()
{
    const Run r = run({u"replay"_s, data(u"records/no-such-record.yaml"_s)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"no-such-record.yaml: cannot read the file"_s), qPrintable(r.err));
}

void TestCli::simulateJson()
{
    const int games = 200;
    const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
        u"heuristic,random,random,random"_s, u"--games"_s, QString::number(games), u"--seed"_s, u"5"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = parseJson(r.out);
    QVERIFY2(!json.isEmpty(), qPrintable(r.out));
    QCOMPARE(json[u"variant"_s].toString(), u"blasting-billy/standard"_s);
    QCOMPARE(json[u"players"_s].toInt(), 4);
    QCOMPARE(json[u"games"_s].toInt(), games);
    QCOMPARE(json[u"seed"_s].toString(), u"5"_s);
    QCOMPARE(json[u"mean_length"_s].toDouble(), 52.0); // 60 cards - 4 x 3 dealt + 4 last turns

    // The same numbers as the engine's simulator for the same spec.
    houserules::SimulationSpec spec;
    spec.ruleset = *houserules::Registry::instance().ruleset("blasting-billy/standard");
    spec.players = 4;
    spec.bots = {"heuristic", "random", "random", "random"};
    spec.games = games;
    spec.seed = 5;
    const auto report = houserules::simulate(spec);
    QVERIFY(report.ok());

    const QJsonArray seats = json[u"seats"_s].toArray();
    QCOMPARE(seats.size(), 4);
    for (int seat = 0; seat < 4; ++seat) {
        const QJsonObject s = seats[seat].toObject();
        const auto &expected = report->seats[std::size_t(seat)];
        QCOMPARE(s[u"bot"_s].toString(), seat == 0 ? u"heuristic"_s : u"random"_s);
        QCOMPARE(s[u"wins"_s].toInt(), expected.wins);
        const double rate = s[u"win_rate"_s].toDouble(-1);
        QCOMPARE(rate, double(expected.wins) / games);
        const QJsonArray ci = s[u"win_rate_ci95"_s].toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(ci[0].toDouble() <= rate && rate <= ci[1].toDouble());
        QCOMPARE(ci[0].toDouble(), expected.winRateLow);
        QCOMPARE(ci[1].toDouble(), expected.winRateHigh);
        QVERIFY(s[u"mean_score"_s].isDouble());
        QCOMPARE(s[u"mean_score"_s].toDouble(), expected.meanScore);
        QVERIFY(s[u"figures"_s].toObject().contains(u"shot_down"_s));
    }
}

void TestCli::simulateIsReproducible()
{
    auto simulate = [](const QString &seed) {
        return run({u"simulate"_s, u"--variant"_s, u"blasting-billy/two-dynamite"_s, u"--players"_s, u"3"_s,
            u"--bots"_s, u"random"_s, u"--games"_s, u"300"_s, u"--seed"_s, seed, u"--json"_s});
    };
    const Run a = simulate(u"11"_s);
    const Run b = simulate(u"11"_s);
    const Run c = simulate(u"12"_s);
    QCOMPARE(a.exitCode, 0);
    QVERIFY(!a.out.isEmpty());
    QCOMPARE(a.out, b.out);
    QCOMPARE(c.exitCode, 0);
    QVERIFY(a.out != c.out);
    // One bot name fills every seat.
    const QJsonArray seats = parseJson(a.out)[u"seats"_s].toArray();
    QCOMPARE(seats.size(), 3);
    for (const auto &s : seats)
        QCOMPARE(s.toObject()[u"bot"_s].toString(), u"random"_s);
}

void TestCli::simulateTable()
{
    const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s, u"--bots"_s,
        u"heuristic,random"_s, u"--games"_s, u"50"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(u"blasting-billy/standard, 2 players, 50 games, seed 1 "_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"mean game length: 44.0 decisions"_s));
    QVERIFY(QRegularExpression(u"\\n1 +heuristic +\\d+ +\\d+\\.\\d%"_s).match(r.out).hasMatch());
    QVERIFY(QRegularExpression(u"\\n2 +random +\\d+ +\\d+\\.\\d%"_s).match(r.out).hasMatch());
}

void TestCli::simulateErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    auto args = [](const QString &players, const QString &bots, const QString &variant = u"blasting-billy/standard"_s) {
        return QStringList {
            u"simulate"_s, u"--variant"_s, variant, u"--players"_s, players, u"--bots"_s, bots, u"--games"_s, u"10"_s};
    };
    QTest::newRow("too many players") << args(u"9"_s, u"random"_s) << 2
                                      << u"--players: this variant is for 2 to 5 players"_s;
    QTest::newRow("one player") << args(u"1"_s, u"random"_s) << 2 << u"--players: this variant is for 2 to 5 players"_s;
    QTest::newRow("players not a number")
        << args(u"four"_s, u"random"_s) << 2 << u"--players expects a whole number, not 'four'"_s;
    QTest::newRow("unknown bot")
        << args(u"2"_s, u"random,genius"_s) << 2
        << u"--bots: unknown bot 'genius'; expected one of: random, heuristic, light, easy, hard, ismcts"_s;
    QTest::newRow("search bot option") << args(u"2"_s, u"random,ismcts:c=-1"_s) << 2
                                       << u"--bots: bot 'ismcts:c=-1': c: expected 0 to 100"_s;
    QTest::newRow("bot count") << args(u"4"_s, u"random,random"_s) << 2 << u"--bots names 2 bots for 4 players"_s;
    QTest::newRow("no games") << args(u"2"_s, u"random"_s) + QStringList {u"--games"_s, u"0"_s} << 2
                              << u"--games expects a positive whole number, not '0'"_s;
    QTest::newRow("unknown variant") << args(u"2"_s, u"random"_s, u"blasting-billy/nope"_s) << 1
                                     << u"blasting-billy/nope: no such variant file or id"_s;
    QTest::newRow("misspelt variant") << args(u"2"_s, u"random"_s, u"blasting-billy/two-dynamit"_s) << 1
                                      << u"; did you mean blasting-billy/two-dynamite?\n"_s;
    QTest::newRow("broken variant") << args(u"2"_s, u"random"_s, data(u"variants/wrong-type.yaml"_s)) << 1
                                    << data(u"variants/wrong-type.yaml"_s) + u":6:14: parameters.hand_size"_s;
}

void TestCli::simulateErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void TestCli::bench()
{
    const Run r = run({u"bench"_s, u"--seconds"_s, u"0.05"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(u"random playouts, one thread, blasting-billy/standard\n"_s), qPrintable(r.out));
    // One line per player count of the variant: players, games/s, decisions/s.
    static const QRegularExpression line(u"^ *(\\d+) +(\\d+) +(\\d+)$"_s);
    std::set<int> counts;
    for (const auto &text : r.out.split(u'\n', Qt::SkipEmptyParts)) {
        const auto match = line.match(text);
        if (!match.hasMatch())
            continue;
        const int players = match.captured(1).toInt();
        QVERIFY(counts.insert(players).second);
        const double games = match.captured(2).toDouble();
        const double decisions = match.captured(3).toDouble();
        QVERIFY(games > 0);
        // Every game of this variant has at least 44 decisions (2 players);
        // both rates are rounded, hence the one game of slack.
        QVERIFY2(decisions >= 44 * (games - 1), qPrintable(text));
    }
    QCOMPARE(counts, (std::set<int> {2, 3, 4, 5}));
}

// The same seed gives the same JSON, byte for byte, on 1, 2 or 7 threads.
void TestCli::simulateSameJsonWhateverTheThreads()
{
    auto simulate = [](const QString &threads) {
        return run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s,
            u"heuristic,random,heuristic,heuristic"_s, u"--games"_s, u"601"_s, u"--seed"_s, u"3"_s, u"--card-impact"_s,
            u"--threads"_s, threads, u"--json"_s});
    };
    const Run one = simulate(u"1"_s);
    QCOMPARE(one.exitCode, 0);
    const QJsonObject json = parseJson(one.out);
    QVERIFY2(!json.isEmpty(), qPrintable(one.out));
    QCOMPARE(json[u"games"_s].toInt(), 601);
    QCOMPARE(json[u"run"_s].toObject()[u"to"_s].toInt(), 601);
    QCOMPARE(json[u"cancelled"_s].toBool(true), false);
    for (const auto &threads : {u"2"_s, u"7"_s}) {
        const Run many = simulate(threads);
        QCOMPARE(many.exitCode, 0);
        QVERIFY2(many.out == one.out, qPrintable(threads));
    }
}

void TestCli::simulateShardsMerge_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status"); // of each shard
    const QStringList common {u"simulate"_s, u"--players"_s, u"3"_s, u"--bots"_s, u"heuristic,random,heuristic"_s,
        u"--games"_s, u"301"_s, u"--seed"_s, u"8"_s};
    QTest::newRow("simulate") << common + QStringList {u"--variant"_s, u"blasting-billy/standard"_s, u"--card-impact"_s}
                              << 0;
    QTest::newRow("compare") << common
            + QStringList {u"--variant"_s, u"blasting-billy/two-dynamite"_s, u"--compare"_s,
                u"blasting-billy/standard"_s}
                             << 0;
    QTest::newRow("compare with the skill gradient") << common
            + QStringList {u"--variant"_s, u"blasting-billy/two-dynamite"_s, u"--compare"_s,
                u"blasting-billy/standard"_s, u"--skill"_s, u"normal"_s, u"--skill-games"_s, u"150"_s}
                                                     << 0;
    // A rejected value (11) makes each shard exit 1; what was played merges all the same.
    QTest::newRow("sweep") << common
            + QStringList {u"--variant"_s, u"blasting-billy/standard"_s, u"--sweep"_s, u"hand_size=3,4,11"_s}
                           << 1;
}

// Shards of a run, each a separate process, merge into exactly what one run
// prints: the same JSON text and the same CSV.
void TestCli::simulateShardsMerge()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList files;
    for (int k = 1; k <= 3; ++k) {
        const Run shard = run(arguments + QStringList {u"--shard"_s, u"%1/3"_s.arg(k), u"--json"_s});
        QCOMPARE(shard.exitCode, status);
        const QJsonObject run = parseJson(shard.out)[u"run"_s].toObject();
        QCOMPARE(run[u"from"_s].toInt(), 301 * (k - 1) / 3);
        QCOMPARE(run[u"to"_s].toInt(), 301 * k / 3);
        const QString file = dir.filePath(u"shard-%1.json"_s.arg(k));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(shard.out.toUtf8());
        files.prepend(file); // merge takes them in any order
    }
    const Run whole = run(arguments + QStringList {u"--json"_s});
    QCOMPARE(whole.exitCode, status);
    const Run merged = run(QStringList {u"merge"_s, u"--json"_s} + files);
    QCOMPARE(merged.exitCode, 0);
    QVERIFY(merged.err.isEmpty());
    QVERIFY(!merged.out.isEmpty());
    QVERIFY2(merged.out == whole.out, qPrintable(merged.out.left(400)));
    // The measures of a good game travel with the tallies.
    QVERIFY(merged.out.contains(u"\"lead_changes\""_s));
    // So do the course tallies (per tenth of the game), and the base and the
    // house rule each get ten points of every figure.
    QVERIFY(merged.out.contains(u"\"course\""_s));
    const QJsonObject result = parseJson(merged.out);
    for (const QString &side : {u"house"_s, u"base"_s}) {
        if (!result.contains(side))
            continue;
        const QJsonArray course = result[side][u"measures"_s][u"course"_s].toArray();
        QCOMPARE(course.size(), 10);
        QCOMPARE(course.last()[u"share"_s].toDouble(), 1.0);
        QVERIFY(course.last()[u"cards_left"_s][u"mean"_s].isDouble());
        QVERIFY(course.last()[u"leader_margin"_s][u"ci95"_s].isArray());
    }
    QCOMPARE(merged.out.contains(u"\"skill\""_s), arguments.contains(u"--skill"_s));

    const Run wholeCsv = run(arguments + QStringList {u"--csv"_s});
    const Run mergedCsv = run(QStringList {u"merge"_s, u"--csv"_s} + files);
    QCOMPARE(mergedCsv.exitCode, 0);
    QCOMPARE(mergedCsv.out, wholeCsv.out);

    // The table: the same as one run's, but for the time it took.
    const Run wholeTable = run(arguments);
    const Run mergedTable = run(QStringList {u"merge"_s} + files);
    QCOMPARE(mergedTable.exitCode, 0);
    static const QRegularExpression timing(u" \\(\\d+\\.\\d+ s, \\d+ threads?\\)"_s);
    QCOMPARE(mergedTable.out, QString(wholeTable.out).remove(timing));
}

void TestCli::mergeErrors_data()
{
    QTest::addColumn<QStringList>("shards"); // "K/N" or "K/N seed" per file, or "text:..." for a file's content
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("a shard missing") << QStringList {u"1/3"_s, u"3/3"_s} << 1
                                     << u"games 33 to 65 are missing: no shard played them"_s;
    QTest::newRow("the last missing") << QStringList {u"1/3"_s, u"2/3"_s} << 1
                                      << u"games 66 to 99 are missing: no shard played them"_s;
    QTest::newRow("twice the same") << QStringList {u"1/2"_s, u"1/2"_s, u"2/2"_s} << 1 << u"overlap another shard's"_s;
    QTest::newRow("another run") << QStringList {u"1/2"_s, u"2/2 7"_s} << 1 << u"(seed differs)"_s;
    QTest::newRow("not JSON") << QStringList {u"1/2"_s, u"text:games: 3"_s} << 1 << u"not JSON"_s;
    // Where the JSON breaks, as file:line:column.
    QTest::newRow("not JSON, where") << QStringList {u"text:{\n  \"games\": 3,\n  oops\n}"_s} << 1
                                     << u"0.json:3:4: not JSON (unterminated object)"_s;
    QTest::newRow("not an object") << QStringList {u"text:[1, 2]"_s} << 1
                                   << u"0.json:1:1: not a result of simulate --json (expected a JSON object)"_s;
    QTest::newRow("not a result") << QStringList {u"text:{\"games\": 3}"_s} << 1
                                  << u"not a result of simulate --json: mode: expected a text"_s;
    QTest::newRow("no file") << QStringList {} << 2 << u"merge needs at least one file"_s;
}

void TestCli::mergeErrors()
{
    QFETCH(QStringList, shards);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList files;
    for (const auto &shard : shards) {
        QByteArray content;
        if (shard.startsWith(u"text:"_s)) {
            content = shard.mid(5).toUtf8();
        } else {
            const QStringList parts = shard.split(u' ');
            const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s,
                u"--bots"_s, u"random"_s, u"--games"_s, u"100"_s, u"--seed"_s, parts.value(1, u"1"_s), u"--shard"_s,
                parts[0], u"--json"_s});
            QCOMPARE(r.exitCode, 0);
            content = r.out.toUtf8();
        }
        const QString file = dir.filePath(u"%1.json"_s.arg(files.size()));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(content);
        files << file;
    }
    const Run r = run(QStringList {u"merge"_s} + files);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCli::simulateCompare()
{
    auto compare = [](const QString &house, const QStringList &extra = {}) {
        return run(QStringList {u"simulate"_s, u"--variant"_s, house, u"--compare"_s, u"blasting-billy/standard"_s,
                       u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s, u"--games"_s, u"300"_s}
            + extra);
    };
    // Against itself: the same games, so no difference at all.
    const Run same = compare(u"blasting-billy/standard"_s, {u"--json"_s});
    QCOMPARE(same.exitCode, 0);
    const QJsonObject json = parseJson(same.out);
    QCOMPARE(json[u"mode"_s].toString(), u"compare"_s);
    QCOMPARE(json[u"compare_with"_s].toString(), u"blasting-billy/standard"_s);
    QCOMPARE(json[u"games"_s].toInt(), 300);
    QVERIFY(json[u"notable"_s].toArray().isEmpty());
    QCOMPARE(json[u"house"_s].toObject(), json[u"base"_s].toObject());
    const QJsonObject difference = json[u"difference"_s].toObject();
    QCOMPARE(difference[u"seats"_s].toArray().size(), 4);
    for (const auto &seat : difference[u"seats"_s].toArray()) {
        const QJsonObject winRate = seat.toObject()[u"win_rate"_s].toObject();
        QCOMPARE(winRate[u"mean"_s].toDouble(-1), 0.0);
        QCOMPARE(winRate[u"ci95"_s].toArray(), (QJsonArray {0.0, 0.0}));
    }

    // Four cards in hand: every game 4 decisions shorter, in words and numbers.
    const Run four = compare(u"blasting-billy/four-card-hand"_s);
    QCOMPARE(four.exitCode, 0);
    QVERIFY2(four.out.startsWith(u"blasting-billy/four-card-hand against blasting-billy/standard, 4 players, 300 "
                                 "paired games, seed 1 ("_s),
        qPrintable(four.out));
    QVERIFY2(four.out.contains(u"\n  Games last 4.0 decisions shorter (±0.0).\n"_s), qPrintable(four.out));
    QVERIFY(four.out.contains(u"mean game length: base 52.0, house 48.0, difference -4.0 (-4.0 to -4.0)"_s));
    const QJsonObject fourJson = parseJson(compare(u"blasting-billy/four-card-hand"_s, {u"--json"_s}).out);
    QCOMPARE(fourJson[u"difference"_s].toObject()[u"length"_s].toObject()[u"mean"_s].toDouble(), -4.0);
    QVERIFY(strings(fourJson[u"notable"_s]).contains(u"Games last 4.0 decisions shorter (±0.0)."_s));

    // The measures of a good game are among the differences tested: Gold
    // Rush's big change of the first player's advantage is notable.
    const Run goldRush = compare(u"blasting-billy/gold-rush"_s, {u"--games"_s, u"2000"_s});
    QCOMPARE(goldRush.exitCode, 0);
    QVERIFY2(
        QRegularExpression(u"\\n  The first player's advantage is \\d\\.\\d points larger \\(±\\d\\.\\d\\)\\.\\n"_s)
            .match(goldRush.out)
            .hasMatch(),
        qPrintable(goldRush.out));
    QVERIFY(goldRush.out.contains(u"notable differences (house rule against base; those that stand out after Holm's "
                                  "correction over the 18 differences tested, family-wise 5%):"_s));
}

// The skill gradient is read only within ±3 points: by default a rung plays
// the games that needs (and says beforehand how long the hard one takes);
// with fewer, it says it cannot tell rather than show a wide figure.
void TestCli::simulateSkillReadable()
{
    const QStringList common {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"100"_s, u"--seed"_s, u"2"_s, u"--skill"_s};
    const Run enough = run(common + QStringList {u"normal"_s, u"--json"_s});
    QCOMPARE(enough.exitCode, 0);
    const QJsonObject rung = parseJson(enough.out)[u"skill"_s].toArray().first().toObject();
    QCOMPARE(rung[u"games"_s].toInt(), 1899);
    QCOMPARE(rung[u"games_for_3_points"_s].toInt(), 1899);
    QVERIFY(rung[u"readable"_s].toBool());
    const QJsonArray interval = rung[u"gradient"_s][u"ci95"_s].toArray();
    QVERIFY((interval[1].toDouble() - interval[0].toDouble()) / 2 <= 0.03);

    const Run few = run(common + QStringList {u"normal"_s, u"--skill-games"_s, u"150"_s});
    QCOMPARE(few.exitCode, 0);
    QVERIFY2(few.err.contains(u"150 skill games give an interval of up to ±"_s), qPrintable(few.err));
    QVERIFY2(QRegularExpression(u"\\n  normal-random \\(heuristic against random, 150 games\\): cannot tell "
                                "\\(±\\d+\\.\\d points, wider than ±3; about 1899 games would do\\)\\n"_s)
                 .match(few.out)
                 .hasMatch(),
        qPrintable(few.out));
    QVERIFY(!parseJson(run(common + QStringList {u"normal"_s, u"--skill-games"_s, u"150"_s, u"--json"_s})
                           .out)[u"skill"_s][0][u"readable"_s]
                 .toBool());

    // The hard level: its games and their time on this machine, told before it plays.
    const Run hard = run(common + QStringList {u"hard"_s, u"--skill-games"_s, u"4"_s});
    QCOMPARE(hard.exitCode, 0);
    QVERIFY2(QRegularExpression(u"the hard skill level plays 4 games: about \\d+ seconds on this machine "
                                "\\(\\d+\\.\\d\\d s a game, measured\\)"_s)
                 .match(hard.err)
                 .hasMatch(),
        qPrintable(hard.err));
}

void TestCli::simulateSweep()
{
    const QStringList arguments {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"200"_s, u"--sweep"_s, u"hand_size=3,4,11"_s};
    // A value rejected: the others are played and shown, and the status says
    // the sweep did not play all it was asked to.
    const Run r = run(arguments + QStringList {u"--json"_s});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"1 of 3 values rejected"_s), qPrintable(r.err));
    const QJsonObject json = parseJson(r.out);
    QCOMPARE(json[u"mode"_s].toString(), u"sweep"_s);
    QCOMPARE(json[u"parameter"_s].toString(), u"hand_size"_s);
    const QJsonArray points = json[u"points"_s].toArray();
    QCOMPARE(points.size(), 3);
    QCOMPARE(points[0].toObject()[u"report"_s].toObject()[u"mean_length"_s].toDouble(), 52.0);
    QCOMPARE(points[1].toObject()[u"report"_s].toObject()[u"mean_length"_s].toDouble(), 48.0);
    const QJsonObject rejected = points[2].toObject();
    QCOMPARE(rejected[u"value"_s].toInt(), 11);
    QVERIFY(!rejected.contains(u"report"_s));
    QVERIFY2(strings(rejected[u"errors"_s]).join(u'\n').startsWith(u"parameters.hand_size: expected an integer"_s),
        qPrintable(strings(rejected[u"errors"_s]).join(u'\n')));
    // 200 games cannot tell 3 from 4: the smallest gap is named, no value marked best.
    const QJsonObject balance = json[u"balance"_s].toObject();
    const int smallest = balance[u"smallest_gap"_s].toInt();
    QVERIFY(smallest == 3 || smallest == 4);
    QCOMPARE(balance[u"stands_out"_s].toBool(true), false);
    QCOMPARE(balance[u"alike"_s].toArray().size(), 2);
    QVERIFY(json[u"most_balanced"_s].isNull());
    QVERIFY(balance[u"games_to_tell"_s].toDouble() > 200);

    const Run table = run(arguments);
    QCOMPARE(table.exitCode, 1);
    QVERIFY2(table.out.startsWith(u"blasting-billy/standard over hand_size, 4 players, 200 games per value"_s),
        qPrintable(table.out));
    QVERIFY(QRegularExpression(u"\\n11 +rejected: parameters.hand_size: expected an integer from 1 to 10"_s)
                .match(table.out)
                .hasMatch());
    QVERIFY(QRegularExpression(u"\\n%1 ~ +\\d+\\.\\d%"_s.arg(smallest)).match(table.out).hasMatch());
    QVERIFY2(
        table.out.contains(
            u"\nno value stands out at this number of games: the smallest gap, at hand_size = %1, "_s.arg(smallest)),
        qPrintable(table.out));
    QVERIFY(QRegularExpression(u"about \\d+ games per value would tell them apart"_s).match(table.out).hasMatch());
    QVERIFY(!table.out.contains(u"most balanced (*)"_s));

    const QStringList good = arguments.mid(0, arguments.size() - 1) + QStringList {u"hand_size=3,4"_s};
    QCOMPARE(run(good).exitCode, 0);
    // The list form is capped as the range form is.
    QStringList many;
    for (int v = 1; v <= 1001; ++v)
        many << QString::number(v);
    const Run tooMany = run(arguments.mid(0, arguments.size() - 1) + QStringList {u"hand_size="_s + many.join(u',')});
    QCOMPARE(tooMany.exitCode, 2);
    QVERIFY2(tooMany.err.contains(u"at most 1000 values"_s), qPrintable(tooMany.err));
    const Run huge = run(arguments.mid(0, arguments.size() - 1) + QStringList {u"hand_size=3,99999999999999999999"_s});
    QCOMPARE(huge.exitCode, 2);
}

void TestCli::simulateCardImpact()
{
    const QStringList arguments {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"200"_s, u"--card-impact"_s};
    const Run r = run(arguments + QStringList {u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = parseJson(r.out);
    QVERIFY(json[u"card_impact"_s].toBool());
    const QJsonArray cards = json[u"cards"_s].toArray();
    QCOMPARE(cards.size(), 60);
    QCOMPARE(cards.first().toObject()[u"card"_s].toString(), u"gold-0"_s);
    int startSeatGames = 0;
    for (const auto &card : cards) {
        const QJsonObject start = card.toObject()[u"start"_s].toObject();
        startSeatGames += start[u"seat_games"_s].toInt();
        const double rate = start[u"win_rate"_s].toObject()[u"mean"_s].toDouble(-1);
        QVERIFY(rate >= 0 && rate <= 1);
    }
    QCOMPARE(startSeatGames, 200 * 4 * 3); // every seat starts with 3 different cards
    // Holm's correction covers the whole table: both columns, 60 kinds each.
    QCOMPARE(json[u"cards_tested"_s].toInt(), 120);
    const Run table = run(arguments);
    QVERIFY(table.out.contains(u"\ncard impact: "_s));
    // Said as what it is: an association, corrected over every test shown.
    QVERIFY2(table.out.contains(u"An association: what\ngoes with winning, not what the card does"_s),
        qPrintable(table.out));
    QVERIFY2(table.out.contains(u"Holm's correction for all 120 tests of this table, both columns together"_s),
        qPrintable(table.out));
    QVERIFY(QRegularExpression(u"\\ndiamonds-dynamite +\\d+\\.\\d%"_s).match(table.out).hasMatch());
    // Without the option, nothing about cards.
    const Run plain = run(arguments.mid(0, arguments.size() - 1) + QStringList {u"--json"_s});
    QVERIFY(!parseJson(plain.out)[u"card_impact"_s].toBool(true));
    QVERIFY(!parseJson(plain.out).contains(u"cards"_s));
}

// --controlled CARD: the variant with one card of the kind fewer and one
// more, each against the variant on the same seeds; to the digit the house
// rule written by hand and compared with --compare.
void TestCli::simulateControlled()
{
    const QStringList common {
        u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s, u"--games"_s, u"150"_s, u"--seed"_s, u"9"_s, u"--json"_s};
    const Run r = run(
        QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--controlled"_s, u"gold-dynamite"_s}
        + common);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject json = parseJson(r.out);
    QCOMPARE(json[u"mode"_s].toString(), u"compare-several"_s);
    QCOMPARE(json[u"house_rules"_s].toArray(), (QJsonArray {u"gold-dynamite -1"_s, u"gold-dynamite +1"_s}));
    const QJsonArray differences = json[u"differences"_s].toArray();
    QCOMPARE(differences.size(), 2);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"two-gold-dynamite.yaml"_s);
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Two gold dynamite}\n"
              "parameters:\n  deck:\n    gold: {dynamite: 2}\n");
    out.close();
    const Run byHand
        = run(QStringList {u"simulate"_s, u"--variant"_s, file, u"--compare"_s, u"blasting-billy/standard"_s} + common);
    QVERIFY2(byHand.exitCode == 0, qPrintable(byHand.err));
    QCOMPARE(differences[1].toObject()[u"difference"_s].toObject(), parseJson(byHand.out)[u"difference"_s].toObject());

    // The table says it is the card's doing.
    const Run table = run(QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--controlled"_s,
        u"gold-dynamite"_s, u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s, u"--games"_s, u"50"_s});
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.startsWith(u"controlled impact of gold-dynamite: "_s), qPrintable(table.out));
    QVERIFY(table.out.contains(u"what the card does, not what it goes with"_s));

    // A kind the rules do not have: the kinds they have.
    const Run unknown = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--controlled"_s,
        u"gold-99"_s, u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(u"--controlled: no card kind 'gold-99'"_s), qPrintable(unknown.err));
    QVERIFY(unknown.err.contains(u"gold-dynamite"_s));
    const Run withCompare
        = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--controlled"_s, u"gold-7"_s,
            u"--compare"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s, u"--bots"_s, u"heuristic"_s});
    QCOMPARE(withCompare.exitCode, 2);
}

void TestCli::simulateCsv()
{
    const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s, u"--bots"_s,
        u"heuristic,random"_s, u"--games"_s, u"100"_s, u"--csv"_s});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), u"value,variant,seat,card,metric,estimate,ci_low,ci_high,n,note"_s);
    QVERIFY(lines.contains(u",,all,,length,44,44,44,100,"_s));
    bool winRate = false;
    for (const auto &line : lines.mid(1)) {
        const QStringList cells = line.split(u',');
        QCOMPARE(cells.size(), 10);
        if (cells[2] == u"1"_s && cells[4] == u"win_rate"_s) {
            winRate = true;
            QCOMPARE(cells[9], u"heuristic"_s);
            bool ok = false;
            const double rate = cells[5].toDouble(&ok);
            QVERIFY(ok && rate > 0.5 && cells[6].toDouble() < rate && rate < cells[7].toDouble());
        }
    }
    QVERIFY(winRate);
}

// The null run: four identical bots, seed 1, where the picked
// pair's own interval left out zero. The table, JSON and CSV give the
// engine's calibrated interval and test, and say the seats cannot be told
// apart; a stronger bot in one seat is found.
void TestCli::simulateSeatBalance()
{
    const QStringList args {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"1000"_s, u"--seed"_s, u"1"_s};
    houserules::SimulationSpec spec;
    spec.ruleset = *houserules::Registry::instance().ruleset("blasting-billy/standard");
    spec.players = 4;
    spec.bots = std::vector<std::string>(4, "heuristic");
    spec.games = 1000;
    spec.seed = 1;
    const auto report = houserules::simulate(spec);
    QVERIFY(report.ok());
    const houserules::WinRateSpread &s = report->measures.seatBalance;
    QVERIFY(!s.differs() && s.gap.low == 0 && s.pValue >= 0.05);
    const auto points = [](double share) { return QString::number(100 * share, 'f', 1); };

    const Run table = run(args);
    QCOMPARE(table.exitCode, 0);
    const QString line
        = u"  seat balance: seat %1 wins most, seat %2 least, %3 points apart (%4 to %5, allowing for "
          "the pick); equal seats p = %6, cannot tell them apart\n"_s.arg(s.most + 1)
              .arg(s.fewest + 1)
              .arg(points(s.gap.value), points(s.gap.low), points(s.gap.high), QString::number(s.pValue, 'f', 3));
    QVERIFY2(table.out.contains(line), qPrintable(table.out + u"\nexpected: "_s + line));

    const Run json = run(args + QStringList {u"--json"_s});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject balance = parseJson(json.out)[u"measures"_s][u"seat_balance"_s].toObject();
    QCOMPARE(balance[u"gap"_s][u"mean"_s].toDouble(), s.gap.value);
    QCOMPARE(balance[u"gap"_s][u"ci95"_s].toArray()[0].toDouble(), s.gap.low);
    QCOMPARE(balance[u"gap"_s][u"ci95"_s].toArray()[1].toDouble(), s.gap.high);
    QCOMPARE(balance[u"p_value"_s].toDouble(), s.pValue);
    QCOMPARE(balance[u"differs"_s].toBool(true), false);

    const Run csv = run(args + QStringList {u"--csv"_s});
    QCOMPARE(csv.exitCode, 0);
    bool gap = false, p = false;
    for (const QString &row : csv.out.split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList cells = row.split(u',');
        if (cells.value(4) == u"seat_balance"_s) {
            gap = true;
            QCOMPARE(cells[6].toDouble(), 0.0);
            QVERIFY(std::abs(cells[7].toDouble() - s.gap.high) < 1e-6);
            QVERIFY2(cells[9].endsWith(u"; cannot tell them apart"_s), qPrintable(row));
        }
        if (cells.value(4) == u"seat_balance_p_value"_s) {
            p = true;
            QCOMPARE(cells[5].toDouble(), s.pValue);
        }
    }
    QVERIFY(gap && p);

    const Run strong = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"random,random,heuristic,random"_s, u"--games"_s, u"400"_s, u"--seed"_s, u"3"_s});
    QCOMPARE(strong.exitCode, 0);
    QVERIFY2(QRegularExpression(u"seat balance: seat 3 wins most, .* equal seats p < 0.001, they differ\n"_s)
                 .match(strong.out)
                 .hasMatch(),
        qPrintable(strong.out));
}

void TestCli::simulateOptionErrors_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("json and csv") << QStringList {u"--json"_s, u"--csv"_s} << 2 << u"choose one of --json and --csv"_s;
    QTest::newRow("compare and sweep") << QStringList {u"--compare"_s, u"blasting-billy/standard"_s, u"--sweep"_s,
        u"hand_size=2..3"_s} << 2 << u"choose one of --compare and --sweep"_s;
    QTest::newRow("shard 0") << QStringList {u"--shard"_s, u"0/3"_s} << 2
                             << u"--shard expects K/N with 1 <= K <= N (for example 2/4), not '0/3'"_s;
    QTest::newRow("shard past the end") << QStringList {u"--shard"_s, u"4/3"_s} << 2 << u"not '4/3'"_s;
    QTest::newRow("shard no number") << QStringList {u"--shard"_s, u"half"_s} << 2 << u"not 'half'"_s;
    QTest::newRow("more shards than games")
        << QStringList {u"--shard"_s, u"1/11"_s} << 2 << u"--shard: more slices (11) than games (10)"_s;
    QTest::newRow("sweep without values")
        << QStringList {u"--sweep"_s, u"hand_size"_s} << 2 << u"--sweep expects PATH=A..B"_s;
    QTest::newRow("sweep backwards") << QStringList {u"--sweep"_s, u"hand_size=5..2"_s} << 2
                                     << u"not 'hand_size=5..2'"_s;
    QTest::newRow("sweep the deck") << QStringList {u"--sweep"_s, u"deck=1..2"_s} << 2
                                    << u"--sweep: 'deck' is a deck"_s;
    QTest::newRow("sweep unknown") << QStringList {u"--sweep"_s, u"speed=1..2"_s} << 2
                                   << u"--sweep: unknown parameter 'speed'"_s;
    QTest::newRow("threads 0") << QStringList {u"--threads"_s, u"0"_s} << 2
                               << u"--threads expects a whole number from 1 to 1024, not '0'"_s;
    QTest::newRow("unknown base") << QStringList {u"--compare"_s, u"blasting-billy/nope"_s} << 1
                                  << u"blasting-billy/nope: no such variant file or id"_s;
}

void TestCli::simulateOptionErrors()
{
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const Run r = run(QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s,
                          u"--bots"_s, u"random"_s, u"--games"_s, u"10"_s}
        + options);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void TestCli::benchBots()
{
    const Run r = run({u"bench"_s, u"--bots"_s, u"heuristic"_s, u"--threads"_s, u"2"_s, u"--players"_s, u"4"_s,
        u"--seconds"_s, u"0.05"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(u"heuristic bots, 2 threads, blasting-billy/standard\n"_s), qPrintable(r.out));
    static const QRegularExpression line(u"\\n *4 +(\\d+) +(\\d+)\\n"_s);
    const auto match = line.match(r.out);
    QVERIFY2(match.hasMatch(), qPrintable(r.out));
    const double games = match.captured(1).toDouble(), decisions = match.captured(2).toDouble();
    QVERIFY(games > 0);
    // Every 4-player game of the standard rules has 52 decisions.
    QVERIFY2(std::abs(decisions - 52 * games) <= 52, qPrintable(r.out));
    QCOMPARE(r.out.count(u'\n'), 3); // the title, the column names, one player count

    const Run noBots = run({u"bench"_s, u"--threads"_s, u"2"_s});
    QCOMPARE(noBots.exitCode, 2);
    QVERIFY(noBots.err.contains(u"--threads needs --bots"_s));
}

// The search bot's iterations per second, per player count asked for.
void TestCli::benchSearch()
{
    const Run r = run({u"bench"_s, u"--variant"_s, u"boomo/standard"_s, u"--search"_s,
        u"ismcts:iterations=50,rollout=random"_s, u"--players"_s, u"3"_s, u"--seconds"_s, u"0.05"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(u"search bot ismcts:iterations=50,c=0.7,rollout=random,confidence=2, one thread, per "
                              u"second of processor time, "
                              "boomo/standard\n"_s),
        qPrintable(r.out));
    static const QRegularExpression line(u"\\n *3 +(\\d+)\\n"_s);
    const auto match = line.match(r.out);
    QVERIFY2(match.hasMatch(), qPrintable(r.out));
    QVERIFY(match.captured(1).toDouble() > 0);

    const Run bad = run({u"bench"_s, u"--search"_s, u"ismcts:rollout=clever"_s});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(u"--search: rollout: expected random, heuristic or light, not 'clever'"_s),
        qPrintable(bad.err));
}

// A search bot's options in --bots stay with it: three bots for three seats.
void TestCli::simulateSearchBot()
{
    const Run r = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"3"_s, u"--bots"_s,
        u"ismcts:iterations=20,c=0.5,random,heuristic"_s, u"--games"_s, u"4"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const auto json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QStringList bots;
    for (const auto &seat : json[u"seats"_s].toArray())
        bots << seat.toObject()[u"bot"_s].toString();
    QCOMPARE(bots, (QStringList {u"ismcts:iterations=20,c=0.5"_s, u"random"_s, u"heuristic"_s}));
}

// A dry run checks everything a run would and plays nothing: a billion games
// return at once, and bad options are still refused.
void TestCli::simulateDryRun()
{
    const QStringList arguments {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"1000000000"_s, u"--dry-run"_s};
    QElapsedTimer timer;
    timer.start();
    const Run r = run(arguments + QStringList {u"--compare"_s, u"blasting-billy/two-dynamite"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty() && r.err.isEmpty());
    QVERIFY(timer.elapsed() < 10000);
    const Run bad = run(arguments + QStringList {u"--sweep"_s, u"deck=1..2"_s});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(u"--sweep: 'deck' is a deck"_s));
    const Run badBot = run(QStringList {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s,
        u"2"_s, u"--bots"_s, u"genius"_s, u"--dry-run"_s});
    QCOMPARE(badBot.exitCode, 2);
    QVERIFY(badBot.err.contains(u"--bots: unknown bot 'genius'"_s));
}

void TestCli::soak()
{
    // Every game's variants, checked; the same seed plays the same games.
    const QStringList all {u"soak"_s, u"--game"_s, u"all"_s, u"--games"_s, u"40"_s, u"--seed"_s, u"3"_s, u"--json"_s};
    const Run r = run(all);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(json.value(u"games"_s).toInt(), 40);
    QVERIFY(json.value(u"decisions"_s).toInt() > 40);
    QVERIFY(json.value(u"variants"_s).toInt() >= 4);
    QVERIFY(!json.contains(u"failure"_s));
    const Run again = run(all + QStringList {u"--threads"_s, u"2"_s});
    QCOMPARE(QJsonDocument::fromJson(again.out.toUtf8()).object().value(u"decisions"_s), json.value(u"decisions"_s));

    const Run text = run({u"soak"_s, u"--game"_s, u"boomo"_s, u"--games"_s, u"15"_s});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.startsWith(u"boomo: 5 variants, 15 games, "_s), qPrintable(text.out));
    QVERIFY(!QFile::exists(QDir::temp().filePath(u"soak-failure.yaml"_s)));

    const Run unknown = run({u"soak"_s, u"--game"_s, u"chess"_s});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(u"unknown game 'chess'"_s), qPrintable(unknown.err));
    QCOMPARE(run({u"soak"_s}).exitCode, 2);
    QCOMPARE(run({u"soak"_s, u"--game"_s, u"boomo"_s, u"--games"_s, u"0"_s}).exitCode, 2);
}

// Files written to cost gigabytes (a long value named by thousands of
// aliases, in a record's decisions and as a variant's keys; thousands of
// errors; long values in every message), each at most the size limit, given
// to every command that reads a file, and lying in $HOUSERULES_VARIANTS for
// those that list the variants: each is refused or read within the budget
// (withinFileBudget), with a short message naming the file. Three of the
// variants are valid and costly only to print (a title and a description
// that are each one word of the largest value; such a title aliased into
// the description in all five languages; the same with a long paragraph):
// both print commands write them.
void TestCli::hostileFilesWithinBudget()
{
    const QString dir = m_scratch.filePath(u"hostile"_s);
    QVERIFY(QDir().mkpath(dir + u"/blasting-billy"_s));
    const QByteArray variantHead = "game: blasting-billy\nextends: standard\n";
    const QByteArray head = variantHead + "title: {en: Hostile}\n";
    const QByteArray recordHead = "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob]\n"
                                  "first_player: 0\nsetup: {seed: 1}\n";
    QVERIFY(QDir().mkpath(dir + u"/records"_s));
    const auto write = [&](const QString &name, const QByteArray &text) {
        const QString path = dir + (text.startsWith(variantHead) ? u"/blasting-billy/"_s : u"/records/"_s) + name;
        QFile file(path);
        if (text.size() > 2 * 1024 * 1024 || !file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s within the size limit", qPrintable(path));
        return path;
    };
    const QByteArray longValue(60000, 'x');

    QByteArray aliasedKeys = head + "description: &k " + longValue + "\nparameters:\n";
    for (int i = 0; i < 20000; ++i)
        aliasedKeys += "  ? *k\n  : " + QByteArray::number(i) + "\n";
    QByteArray manyErrors = head + "parameters:\n";
    for (int i = 0; manyErrors.size() < 2000000; ++i)
        manyErrors += "  unknown_" + QByteArray::number(i) + ": 1\n";
    QByteArray longKeys = head + "parameters:\n";
    for (char c = 'a'; c <= 'z'; ++c)
        longKeys += "  ? " + QByteArray(60000, c) + "\n  : 1\n";
    const QByteArray longWord(int(houserules::limits::kMaxScalarBytes), 'w');
    const QByteArray longWords
        = variantHead + "title: {en: " + longWord + "}\ndescription: {en: " + QByteArray(longWord).fill('d') + "}\n";
    const QByteArray aliasedTitle
        = variantHead + "title: {en: &t " + longWord + "}\ndescription: {nl: *t, en: *t, de: *t, fr: *t, it: *t}\n";
    QByteArray paragraph;
    for (int i = 0; paragraph.size() + 10 <= int(houserules::limits::kMaxScalarBytes); ++i)
        paragraph += "word " + QByteArray::number(i % 1000) + ' ';
    const QByteArray longParagraphs = variantHead + "title: {en: &p " + paragraph.trimmed()
        + "}\ndescription: {nl: *p, en: *p, de: *p, fr: *p, it: *p}\n";
    const QStringList printable {write(u"long-words.yaml"_s, longWords), write(u"aliased-title.yaml"_s, aliasedTitle),
        write(u"long-paragraphs.yaml"_s, longParagraphs)};
    const QStringList variants = QStringList {write(u"aliased-keys.yaml"_s, aliasedKeys),
                                     write(u"many-errors.yaml"_s, manyErrors), write(u"long-keys.yaml"_s, longKeys)}
        + printable;

    QByteArray aliasedDecisions = recordHead + "decisions:\n  - &d " + longValue + "\n";
    for (int i = 0; i < 45000; ++i)
        aliasedDecisions += "  - *d\n";
    QByteArray longDecisions = recordHead + "decisions:\n";
    for (int i = 0; i < 30; ++i)
        longDecisions += "  - loot " + QByteArray(60000, char('a' + i % 26)) + "\n";
    const QStringList records {
        write(u"aliased-decisions.yaml"_s, aliasedDecisions), write(u"long-decisions.yaml"_s, longDecisions)};

    QList<QStringList> commands {{u"validate"_s, u"blasting-billy/standard"_s}, {u"validate"_s, u"no-such-id"_s},
        {u"soak"_s, u"--game"_s, u"blasting-billy"_s, u"--games"_s, u"2"_s}};
    for (const QString &file : variants) {
        commands.append({u"validate"_s, file});
        commands.append({u"simulate"_s, u"--variant"_s, file, u"--players"_s, u"2"_s, u"--games"_s, u"10"_s});
        commands.append({u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--compare"_s, file,
            u"--players"_s, u"2"_s, u"--games"_s, u"10"_s});
        commands.append({u"simulate"_s, u"--variant"_s, file, u"--players"_s, u"2"_s, u"--games"_s, u"10"_s,
            u"--sweep"_s, u"hand_size=2..3"_s});
        commands.append({u"bench"_s, u"--variant"_s, file, u"--seconds"_s, u"0.1"_s});
        for (const QString &print : {u"print-rules"_s, u"print-deck"_s})
            commands.append({print, file, u"--out"_s, m_scratch.filePath(u"hostile.pdf"_s)});
    }
    for (const QString &file : records) {
        commands.append({u"validate"_s, file});
        commands.append({u"replay"_s, file});
        commands.append({u"replay"_s, u"--text"_s, file});
    }
    for (const QStringList &arguments : commands) {
        const Run r = runOnBudget(arguments, dir);
        const QString what = arguments.join(u' ') + u"\n"_s + r.err.left(2000);
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1 || r.exitCode == 2, qPrintable(what));
        QVERIFY2(r.err.size() < 20000, qPrintable(what));
        QVERIFY2(isPlainText(r.err), qPrintable(what));
        const bool namesAFile = std::any_of(arguments.begin(), arguments.end(),
            [&](const QString &a) { return a.startsWith(dir) && r.err.contains(a); });
        QVERIFY2(r.exitCode == 0 || !arguments.last().startsWith(dir) || namesAFile, qPrintable(what));
        if (arguments.front().startsWith(u"print-"_s) && printable.contains(arguments[1]))
            QVERIFY2(r.exitCode == 0, qPrintable(what)); // valid: printed, not refused
    }
}

void TestCli::signalsFinishTheGamesInFlight_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<int>("signal");
    QTest::addColumn<bool>("twiceAtOnce");
    const QStringList simulate {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"4"_s,
        u"--bots"_s, u"heuristic"_s, u"--games"_s, u"100000000"_s, u"--threads"_s, u"2"_s, u"--json"_s};
    const QStringList soak {u"soak"_s, u"--game"_s, u"boomo"_s, u"--games"_s, u"100000000"_s, u"--json"_s};
    QTest::newRow("simulate, SIGINT") << simulate << SIGINT << false;
    // `timeout -s INT` and a terminal signal the whole process group: the
    // same request twice at once.
    QTest::newRow("simulate, SIGINT twice at once") << simulate << SIGINT << true;
    QTest::newRow("simulate, SIGTERM (a batch system's time limit)") << simulate << SIGTERM << false;
    QTest::newRow("simulate, SIGTERM twice at once") << simulate << SIGTERM << true;
    QTest::newRow("soak, SIGINT twice at once") << soak << SIGINT << true;
    QTest::newRow("soak, SIGTERM") << soak << SIGTERM << false;
}

// A real process and a real signal: the games under way end, the partial
// result is written, marked cancelled, and the status is that of the signal.
void TestCli::signalsFinishTheGamesInFlight()
{
    QFETCH(QStringList, command);
    QFETCH(int, signal);
    QFETCH(bool, twiceAtOnce);
    QProcess process;
    process.setWorkingDirectory(m_scratch.path());
    process.start(QStringLiteral(HOUSERULES_CLI), command);
    QVERIFY(process.waitForStarted());
    const auto pid = pid_t(process.processId());
    QVERIFY(pid > 0); // kill(0) would signal this test's own process group
    // Playing: the handler installed, and games under way.
    QTRY_VERIFY_WITH_TIMEOUT(catches(pid, signal) && cpuMilliseconds(pid) >= 500, 20000);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid, signal);
    if (twiceAtOnce)
        ::kill(pid, signal);
    QVERIFY(process.waitForFinished(20000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 128 + signal);
    const QJsonObject json = parseJson(QString::fromUtf8(process.readAllStandardOutput()));
    QCOMPARE(json[u"cancelled"_s].toBool(), true);
    QVERIFY(json[u"games"_s].toDouble() > 0);
}

// A second signal a second or more after the first ends the program at
// once, even while a game in flight would take long to finish (a search bot
// that thinks for ever).
void TestCli::secondSignalEndsAtOnceOnlyLater()
{
    QProcess process;
    process.start(QStringLiteral(HOUSERULES_CLI),
        {u"simulate"_s, u"--variant"_s, u"blasting-billy/standard"_s, u"--players"_s, u"2"_s, u"--bots"_s,
            u"ismcts:iterations=100000000"_s, u"--games"_s, u"10"_s, u"--threads"_s, u"1"_s});
    QVERIFY(process.waitForStarted());
    const auto pid = pid_t(process.processId());
    QVERIFY(pid > 0); // kill(0) would signal this test's own process group
    // A game in flight: the handler installed, and a search under way.
    QTRY_VERIFY_WITH_TIMEOUT(catches(pid, SIGINT) && cpuMilliseconds(pid) >= 300, 20000);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid, SIGINT);
    ::kill(pid, SIGINT);
    QTest::qWait(600);
    QVERIFY2(process.state() == QProcess::Running, "two signals at once are one request to stop");
    QTest::qWait(500);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid, SIGINT);
    QVERIFY(process.waitForFinished(5000));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    QCOMPARE(process.exitCode(), SIGINT);
}

// More threads than are of use start no more than are of use: under a
// limit of memory a thousand threads would not start (8 MB of stack each).
void TestCli::threadsUnderAMemoryLimit()
{
    const auto limited = [](const QStringList &arguments) {
        QProcess process;
        process.setChildProcessModifier([] {
            const rlimit memory {1ul << 30, 1ul << 30}; // 1 GB of address space
            ::setrlimit(RLIMIT_AS, &memory);
        });
        process.start(QStringLiteral(HOUSERULES_CLI), arguments);
        process.waitForFinished(60000);
        return std::pair(process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardError()));
    };
    const auto soak = limited({u"soak"_s, u"--game"_s, u"boomo"_s, u"--games"_s, u"40"_s, u"--threads"_s, u"1024"_s});
    QVERIFY2(soak.first == 0, qPrintable(soak.second));
    const auto simulate = limited({u"simulate"_s, u"--variant"_s, u"boomo/standard"_s, u"--players"_s, u"3"_s,
        u"--bots"_s, u"random"_s, u"--games"_s, u"100"_s, u"--threads"_s, u"1024"_s});
    QVERIFY2(simulate.first == 0, qPrintable(simulate.second));
    const auto bench = limited({u"bench"_s, u"--variant"_s, u"boomo/standard"_s, u"--bots"_s, u"random"_s,
        u"--threads"_s, u"1024"_s, u"--players"_s, u"3"_s, u"--seconds"_s, u"0.2"_s});
    QVERIFY2(bench.first == 0, qPrintable(bench.second));
}

// A CLI copied away from its data finds no variants: it says where it looked
// and how to point it at some.
void TestCli::noVariantsSaysWhereItLooked()
{
    const QString bin = m_scratch.filePath(u"lone/bin"_s);
    QVERIFY(QDir().mkpath(bin));
    const QString cli = bin + u"/houserules-cli"_s;
    QFile::remove(cli);
    QVERIFY(QFile::copy(QStringLiteral(HOUSERULES_CLI), cli));
    const QString expected = QDir::cleanPath(m_scratch.filePath(u"lone/share/houserules/variants"_s));
    for (const QStringList &arguments :
        {QStringList {u"validate"_s, u"blasting-billy/standard"_s}, QStringList {u"soak"_s, u"--game"_s, u"boomo"_s}}) {
        const Run r = run(arguments, cli);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"no variants found"_s) && r.err.contains(expected)
                && r.err.contains(u"HOUSERULES_VARIANTS"_s),
            qPrintable(r.err));
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
