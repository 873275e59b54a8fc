// Files no command can use, given to every command: a clear error and exit
// status, plain text on the terminal, and within a budget of time and memory
// however hostile the file.

#include "clirun.h"

#include "core/variants/yamlfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>
#include <utility>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;

class TestCliBadInput : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void badInputs_data();
    void badInputs();
    void hostileFilesWithinBudget();

private:
    QTemporaryDir m_scratch; // inputs that cannot live in git: an unreadable file
    bool m_canLock = false;  // whether that file is unreadable to the CLI
};

void TestCliBadInput::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
    QVERIFY(m_scratch.isValid());
    const QString locked = m_scratch.filePath(u"locked.yaml"_s);
    QVERIFY(QFile::copy(data(u"variants/tiny.yaml"_s), locked));
    QVERIFY(QFile::setPermissions(locked, QFileDevice::Permissions()));
    // Without CAP_SETPCAP root keeps its powers and reads it all the same.
    m_canLock = run({locked}, {.program = u"cat"_s}).exitCode == 1;
}

void TestCliBadInput::badInputs_data()
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
void TestCliBadInput::badInputs()
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
void TestCliBadInput::hostileFilesWithinBudget()
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

QTEST_GUILESS_MAIN(TestCliBadInput)
#include "test_cli_badinput.moc"
