// houserules-cli teaching itself, run as a user runs it: usage lines that
// name the command (never the program's path), help that ends with examples
// that work as printed, errors that say where the help is, suggestions for
// mistyped options and commands, the bots every help names, and no warning
// of Qt's on a machine without XDG_RUNTIME_DIR.

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

using clitest::Run;

// Runs the CLI with a data folder of its own, `dataHome` as $XDG_DATA_HOME,
// in `folder` (the temporary folder when empty), without $XDG_RUNTIME_DIR.
Run run(const QStringList &arguments, const QString &dataHome, const QString &folder = {})
{
    return clitest::run(arguments, {dataHome, folder, true});
}

QString described(const Run &r)
{
    return u"status %1\nstdout:\n%2\nstderr:\n%3"_s.arg(r.exitCode).arg(r.out, r.err);
}

const QStringList kSubcommands {u"validate"_s, u"variants"_s, u"replay"_s, u"simulate"_s, u"balance"_s, u"merge"_s,
    u"notebook"_s, u"bench"_s, u"soak"_s, u"ladder"_s, u"print-deck"_s, u"print-rules"_s};

// Every name --bots takes (Ruleset::makeBot).
const QStringList kBots {u"random"_s, u"heuristic"_s, u"light"_s, u"easy"_s, u"hard"_s, u"ismcts"_s};

// The lines under "Examples:" to the end of a help, a line continued with
// " \" joined to the next: each a whole command.
QStringList examplesOf(const QString &help)
{
    const qsizetype at = help.indexOf(u"\nExamples:\n"_s);
    if (at < 0)
        return {};
    QString block = help.mid(at + QStringLiteral("\nExamples:\n").size());
    block.replace(QRegularExpression(u" \\\\\\n\\s*"_s), u" "_s);
    QStringList examples;
    for (const QString &line : block.split(u'\n', Qt::SkipEmptyParts))
        examples << line.trimmed();
    return examples;
}

// A house rule of the user's own, as the editor saves it: <data>/Houserules/houserules/variants/<id>.yaml.
void writeOwnVariant(const QString &dataHome, const QString &id, const QByteArray &yaml)
{
    const QString file = dataHome + u"/Houserules/houserules/variants/"_s + id + u".yaml"_s;
    QVERIFY(QDir().mkpath(QFileInfo(file).path()));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QVERIFY(out.write(yaml) == yaml.size());
}

const QByteArray kHandFive = "game: blasting-billy\n"
                             "extends: blasting-billy/standard\n"
                             "title:\n"
                             "  en: Five in hand\n"
                             "parameters:\n"
                             "  hand_size: 5\n"
                             "  players:\n"
                             "    min: 3\n"
                             "    max: 5\n"
                             "  set_aside: {3: 6, 4: 0, 5: 0}\n";

} // namespace

class TestCliHelp : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void topLevelHelp();
    void usageLine_data();
    void usageLine();
    void examplesWork_data();
    void examplesWork();
    void errorsPointToHelp_data();
    void errorsPointToHelp();
    void suggestions_data();
    void suggestions();
    void botsAgree_data();
    void botsAgree();
    void botsInManPage();
    void variantsListsShippedAndOwn();
    void variantsJsonAndGame();
    void ownVariantById();
    void ownVariantInRecordsAndSweeps();
    void noRuntimeDirWarning_data();
    void noRuntimeDirWarning();

private:
    QTemporaryDir m_data; // an empty data folder: no house rules of the user's
};

void TestCliHelp::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
    QVERIFY(m_data.isValid());
}

// Every subcommand on a line of its own with a summary, and where each
// one's help is.
void TestCliHelp::topLevelHelp()
{
    const Run r = run({u"--help"_s}, m_data.path());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QRegularExpression block(u"\nCommands:\n((?:  \\S.*\n)+)\n"_s);
    const auto m = block.match(r.out);
    QVERIFY2(m.hasMatch(), qPrintable(r.out));
    QStringList listed;
    for (const QString &line : m.captured(1).split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList words = line.simplified().split(u' ');
        QVERIFY2(words.size() >= 4, qPrintable(line)); // a name and a summary of some words
        listed << words.front();
    }
    QCOMPARE(listed, kSubcommands);
    QVERIFY2(r.out.contains(u"houserules-cli <command> --help"_s), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral(HOUSERULES_CLI)), qPrintable(r.out));
    // "help COMMAND" is that command's help.
    const Run help = run({u"help"_s, u"simulate"_s}, m_data.path());
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith(u"Usage: houserules-cli simulate "_s), qPrintable(help.out));
}

void TestCliHelp::usageLine_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("usage");
    QTest::newRow("validate") << u"validate"_s << u"houserules-cli validate [options] FILE..."_s;
    QTest::newRow("variants") << u"variants"_s << u"houserules-cli variants [options] [GAME]"_s;
    QTest::newRow("replay") << u"replay"_s << u"houserules-cli replay [options] FILE"_s;
    QTest::newRow("simulate") << u"simulate"_s
                              << u"houserules-cli simulate --variant V --players N --bots SPEC [options]"_s;
    QTest::newRow("merge") << u"merge"_s << u"houserules-cli merge [options] FILE..."_s;
    QTest::newRow("notebook") << u"notebook"_s << u"houserules-cli notebook ACTION [RUN...] [options]"_s;
    QTest::newRow("bench") << u"bench"_s << u"houserules-cli bench [options]"_s;
    QTest::newRow("soak") << u"soak"_s << u"houserules-cli soak --game G [options]"_s;
    QTest::newRow("ladder") << u"ladder"_s << u"houserules-cli ladder [options] VARIANT[:N]..."_s;
    QTest::newRow("print-deck") << u"print-deck"_s << u"houserules-cli print-deck VARIANT --out FILE [options]"_s;
    QTest::newRow("print-rules") << u"print-rules"_s << u"houserules-cli print-rules VARIANT --out FILE [options]"_s;
}

// The first line names the program and the command as a person types them;
// the program's path appears nowhere. -h, --help-all and "-help" say the same.
void TestCliHelp::usageLine()
{
    QFETCH(QString, command);
    QFETCH(QString, usage);
    const Run r = run({command, u"--help"_s}, m_data.path());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.section(u'\n', 0, 0), u"Usage: "_s + usage);
    QVERIFY2(!r.out.contains(QStringLiteral(HOUSERULES_CLI)), qPrintable(r.out));
    QVERIFY2(!r.out.contains(u"--help-all"_s), qPrintable(r.out));
    for (const auto &other : {u"-h"_s, u"--help-all"_s, u"-help"_s})
        QCOMPARE(run({command, other}, m_data.path()).out, r.out);
}

void TestCliHelp::examplesWork_data()
{
    QTest::addColumn<QString>("command");
    for (const QString &command : kSubcommands)
        QTest::newRow(qPrintable(command)) << command;
}

// Each help ends with its examples, and each runs as printed (with
// "houserules-cli" the program built here), one after another in one folder:
// an example may use what the one before it wrote.
void TestCliHelp::examplesWork()
{
    QFETCH(QString, command);
    const Run help = run({command, u"--help"_s}, m_data.path());
    QCOMPARE(help.exitCode, 0);
    const QStringList examples = examplesOf(help.out);
    QVERIFY2(!examples.isEmpty() && examples.size() <= 3, qPrintable(help.out));
    QVERIFY2(examples.last().startsWith(u"houserules-cli "_s + command + u' '), qPrintable(examples.last()));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    for (const QString &example : examples) {
        QStringList words = example.split(u' ', Qt::SkipEmptyParts);
        QCOMPARE(words.takeFirst(), u"houserules-cli"_s);
        QString output;
        if (const qsizetype redirect = words.indexOf(u">"_s); redirect >= 0) {
            QCOMPARE(redirect, words.size() - 2);
            output = words.last();
            words = words.mid(0, redirect);
        }
        const Run r = run(words, folder.path() + u"/data"_s, folder.path());
        QVERIFY2(r.exitCode == 0, qPrintable(example + u'\n' + described(r)));
        if (!output.isEmpty()) {
            QFile file(folder.filePath(output));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(r.out.toUtf8());
        }
    }
}

void TestCliHelp::errorsPointToHelp_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("help");
    const QString simulate = u"houserules-cli simulate --help"_s;
    const QStringList game {u"simulate"_s, u"--variant"_s, u"boomo/standard"_s, u"--players"_s};
    QTest::newRow("bad option") << QStringList {u"simulate"_s, u"--frobnicate"_s} << u"unknown option --frobnicate"_s
                                << simulate;
    QTest::newRow("missing value") << QStringList {u"simulate"_s, u"--players"_s}
                                   << u"missing value after '--players'"_s << simulate;
    QTest::newRow("missing option") << game + QStringList {u"4"_s} << u"simulate needs --bots"_s << simulate;
    QTest::newRow("bad value") << game + QStringList {u"four"_s, u"--bots"_s, u"random"_s}
                               << u"--players expects a whole number, not 'four'"_s << simulate;
    QTest::newRow("value the rules refuse")
        << game + QStringList {u"9"_s, u"--bots"_s, u"random"_s} << u"--players: this variant is for"_s << simulate;
    QTest::newRow("validate without file")
        << QStringList {u"validate"_s} << u"validate needs at least one file"_s << u"houserules-cli validate --help"_s;
    QTest::newRow("replay two files") << QStringList {u"replay"_s, u"a.yaml"_s, u"b.yaml"_s}
                                      << u"replay needs exactly one record file"_s << u"houserules-cli replay --help"_s;
    QTest::newRow("bench bad seconds") << QStringList {u"bench"_s, u"--seconds"_s, u"soon"_s}
                                       << u"--seconds expects a positive number, not 'soon'"_s
                                       << u"houserules-cli bench --help"_s;
    QTest::newRow("ladder bad rungs") << QStringList {u"ladder"_s, u"boomo/short"_s, u"--rungs"_s, u"easy,wise"_s}
                                      << u"--rungs"_s << u"houserules-cli ladder --help"_s;
    QTest::newRow("print without --out") << QStringList {u"print-deck"_s, u"boomo/standard"_s}
                                         << u"print-deck needs --out FILE"_s << u"houserules-cli print-deck --help"_s;
    QTest::newRow("notebook without action")
        << QStringList {u"notebook"_s} << u"notebook needs an action"_s << u"houserules-cli notebook --help"_s;
    QTest::newRow("variants of no game") << QStringList {u"variants"_s, u"chess"_s} << u"unknown game 'chess'"_s
                                         << u"houserules-cli variants --help"_s;
    QTest::newRow("unknown subcommand") << QStringList {u"frobnicate"_s} << u"unknown subcommand 'frobnicate'"_s
                                        << u"houserules-cli --help"_s;
}

// Bad usage: status 2, nothing on stdout, the reason, then the way to the
// help of the command that was given it.
void TestCliHelp::errorsPointToHelp()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QFETCH(QString, help);
    const Run r = run(arguments, m_data.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QVERIFY2(r.err.startsWith(u"houserules-cli: "_s + message), qPrintable(r.err));
    QVERIFY2(r.err.endsWith(u"\nTry '%1'.\n"_s.arg(help)), qPrintable(r.err));
}

void TestCliHelp::suggestions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("option") << QStringList {u"simulate"_s, u"--player"_s, u"4"_s}
                            << u"unknown option --player; did you mean --players?\n"_s;
    QTest::newRow("abbreviated option") << QStringList {u"simulate"_s, u"--var"_s, u"boomo/standard"_s}
                                        << u"unknown option --var; did you mean --variant?\n"_s;
    // Among the command's own options: soak has --games, not --players.
    QTest::newRow("another command's option")
        << QStringList {u"soak"_s, u"--gmes"_s, u"10"_s} << u"unknown option --gmes; did you mean --games?\n"_s;
    QTest::newRow("variants option") << QStringList {u"variants"_s, u"--jsn"_s}
                                     << u"unknown option --jsn; did you mean --json?\n"_s;
    QTest::newRow("subcommand") << QStringList {u"simulte"_s}
                                << u"unknown subcommand 'simulte'; did you mean 'simulate'?\n"_s;
    QTest::newRow("help of a mistyped subcommand")
        << QStringList {u"help"_s, u"varaints"_s} << u"unknown subcommand 'varaints'; did you mean 'variants'?\n"_s;
    QTest::newRow("program option") << QStringList {u"--hepl"_s} << u"unknown option --hepl; did you mean --help?\n"_s;
    QTest::newRow("option before the command") << QStringList {u"--json"_s, u"variants"_s}
                                               << u"--json goes after the command: houserules-cli variants --json\n"_s;
    QTest::newRow("notebook action")
        << QStringList {u"notebook"_s, u"lsit"_s}
        << u"unknown notebook action 'lsit'; expected list, searches, show, compare, rerun, "
           "export, note, salvage or bench; did you mean 'list'?\n"_s;
    QTest::newRow("game") << QStringList {u"variants"_s, u"bomo"_s}
                          << u"unknown game 'bomo'; expected one of: blasting-billy, halunken-spelunken, boomo, "
                             "wyatt-earp; did you mean 'boomo'?\n"_s;
    // Nothing near: no guess.
    QTest::newRow("far option") << QStringList {u"simulate"_s, u"--frobnicate"_s} << u"unknown option --frobnicate\n"_s;
    QTest::newRow("far subcommand") << QStringList {u"frobnicate"_s} << u"unknown subcommand 'frobnicate'\n"_s;
}

void TestCliHelp::suggestions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run r = run(arguments, m_data.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(u"houserules-cli: "_s + message), qPrintable(r.err));
}

void TestCliHelp::botsAgree_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("trial"); // arguments after --bots NAME that stop before playing
    QTest::newRow("simulate") << u"simulate"_s
                              << QStringList {
                                     u"--variant"_s, u"boomo/standard"_s, u"--players"_s, u"4"_s, u"--dry-run"_s};
    // bench checks the bot before the players: a player count the variant
    // refuses stops it after the bot was accepted.
    QTest::newRow("bench") << u"bench"_s << QStringList {u"--players"_s, u"99"_s};
}

// Every bot the help names is accepted, and every bot accepted is named.
void TestCliHelp::botsAgree()
{
    QFETCH(QString, command);
    QFETCH(QStringList, trial);
    const Run help = run({command, u"--help"_s}, m_data.path());
    const qsizetype at = help.out.indexOf(u"\n  --bots"_s);
    QVERIFY2(at >= 0, qPrintable(help.out));
    const QString text = help.out.mid(at, help.out.indexOf(u"\n  --"_s, at + 1) - at).simplified();
    for (const QString &bot : kBots) {
        QVERIFY2(text.contains(QRegularExpression(u"\\b"_s + bot + u"\\b"_s)), qPrintable(bot + u": "_s + text));
        const Run r = run(QStringList {command, u"--bots"_s, bot} + trial, m_data.path());
        QVERIFY2(!r.err.contains(u"unknown bot"_s), qPrintable(bot + u": "_s + r.err));
        if (command == u"simulate"_s)
            QVERIFY2(r.exitCode == 0, qPrintable(bot + u": "_s + described(r)));
        else
            QVERIFY2(r.err.contains(u"--players: this variant is for"_s), qPrintable(bot + u": "_s + r.err));
    }
    // And a name that is none of them is refused, naming them all.
    const Run r = run(QStringList {command, u"--bots"_s, u"genius"_s} + trial, m_data.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(u"expected one of: "_s + kBots.join(u", "_s)), qPrintable(r.err));
}

// The man page's --bots says the same.
void TestCliHelp::botsInManPage()
{
    QFile file(QStringLiteral(HOUSERULES_SOURCE_DIR) + u"/resources/man/houserules-cli.6"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString man = QString::fromUtf8(file.readAll()).replace(u"\\-"_s, u"-"_s);
    qsizetype at = 0;
    int paragraphs = 0;
    while ((at = man.indexOf(u"\n.BI --bots"_s, at)) >= 0) {
        const qsizetype end = man.indexOf(u"\n.TP"_s, at + 1);
        const QString paragraph = man.mid(at, end - at);
        for (const QString &bot : kBots)
            QVERIFY2(paragraph.contains(bot), qPrintable(bot + u" in " + paragraph));
        ++paragraphs;
        at = end;
    }
    QCOMPARE(paragraphs, 3); // simulate's, balance's and bench's
}

// variants lists every shipped variant and the user's own, each with its
// title and players, the user's marked.
void TestCliHelp::variantsListsShippedAndOwn()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    writeOwnVariant(data.path(), u"blasting-billy/hand-5"_s, kHandFive);
    const Run r = run({u"variants"_s}, data.path());
    QVERIFY2(r.exitCode == 0, qPrintable(described(r)));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList lines = r.out.split(u'\n');
    QVERIFY2(lines.front().simplified() == u"ID PLAYERS TITLE"_s, qPrintable(r.out));
    const auto lineOf = [&](const QString &id) {
        for (const QString &line : lines)
            if (line.startsWith(id + u' '))
                return line.simplified();
        return QString();
    };
    const QDir shipped(QStringLiteral(HOUSERULES_SOURCE_DIR) + u"/variants"_s);
    int count = 0;
    for (const QString &game : shipped.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        for (const QString &file : QDir(shipped.filePath(game)).entryList({u"*.yaml"_s})) {
            const QString id = game + u'/' + QFileInfo(file).completeBaseName();
            QVERIFY2(!lineOf(id).isEmpty(), qPrintable(id + u" not in\n"_s + r.out));
            QVERIFY2(!lineOf(id).contains(u"(your own)"_s), qPrintable(lineOf(id)));
            ++count;
        }
    QVERIFY(count >= 19);
    QCOMPARE(lineOf(u"blasting-billy/standard"_s), u"blasting-billy/standard 2-5 Standard rules"_s);
    QCOMPARE(lineOf(u"halunken-spelunken/two-player"_s).section(u' ', 1, 1), u"2"_s);
    QCOMPARE(lineOf(u"blasting-billy/hand-5"_s), u"blasting-billy/hand-5 3-5 Five in hand (your own)"_s);
    QVERIFY2(r.out.contains(data.path() + u"/Houserules/houserules/variants"_s), qPrintable(r.out));
    // In an empty data folder it is not there.
    QVERIFY(!run({u"variants"_s}, m_data.path()).out.contains(u"hand-5"_s));
}

void TestCliHelp::variantsJsonAndGame()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    writeOwnVariant(data.path(), u"boomo/slow"_s, "game: boomo\nextends: boomo/standard\ntitle:\n  en: Slow\n");
    writeOwnVariant(data.path(), u"boomo/broken"_s, "game: boomo\nparameters: [\n");
    const Run r = run({u"variants"_s, u"boomo"_s, u"--json"_s}, data.path());
    QVERIFY2(r.exitCode == 0, qPrintable(described(r)));
    const QJsonArray variants = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QStringList ids;
    for (const auto &value : variants) {
        const QJsonObject v = value.toObject();
        ids << v[u"id"_s].toString();
        QCOMPARE(v[u"game"_s].toString(), u"boomo"_s);
        QVERIFY(QFileInfo::exists(v[u"file"_s].toString()));
    }
    QCOMPARE(ids.front(), u"boomo/standard"_s); // the standard rules first, the user's own last
    QCOMPARE(ids.mid(ids.size() - 2), (QStringList {u"boomo/broken"_s, u"boomo/slow"_s}));
    const QJsonObject slow = variants.last().toObject();
    QCOMPARE(slow[u"title"_s].toString(), u"Slow"_s);
    QVERIFY(slow[u"own"_s].toBool());
    QVERIFY(slow[u"ok"_s].toBool());
    QVERIFY(slow[u"min_players"_s].toInt() >= 2);
    QVERIFY(slow[u"max_players"_s].toInt() >= slow[u"min_players"_s].toInt());
    const QJsonObject broken = variants.at(variants.size() - 2).toObject();
    QVERIFY(!broken[u"ok"_s].toBool());
    QVERIFY2(broken[u"error"_s].toString().contains(u"broken.yaml"_s), qPrintable(broken[u"error"_s].toString()));
    QVERIFY(!variants.first().toObject()[u"own"_s].toBool());
}

// The user's own house rule by id, as the app's start page offers it, in
// every command that takes a variant.
void TestCliHelp::ownVariantById()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    writeOwnVariant(data.path(), u"blasting-billy/hand-5"_s, kHandFive);
    const QString id = u"blasting-billy/hand-5"_s;
    const Run valid = run({u"validate"_s, id}, data.path());
    QVERIFY2(valid.exitCode == 0, qPrintable(described(valid)));
    QCOMPARE(valid.out, id + u": valid variant\n"_s);
    // Not found without the user's folder: the folder is what finds it.
    const Run missing = run({u"validate"_s, id}, m_data.path());
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(u"no such variant file or id"_s), qPrintable(missing.err));

    const QStringList simulate {u"simulate"_s, u"--players"_s, u"3"_s, u"--bots"_s, u"heuristic"_s, u"--games"_s,
        u"20"_s, u"--json"_s, u"--no-notebook"_s};
    const Run played = run(simulate + QStringList {u"--variant"_s, id}, data.path());
    QVERIFY2(played.exitCode == 0, qPrintable(described(played)));
    QCOMPARE(QJsonDocument::fromJson(played.out.toUtf8()).object()[u"variant"_s].toString(), id);
    const Run compared
        = run(simulate + QStringList {u"--variant"_s, u"blasting-billy/standard"_s, u"--compare"_s, id}, data.path());
    QVERIFY2(compared.exitCode == 0, qPrintable(described(compared)));
    // Its own players: 3 to 5, not the standard rules' 2 to 5.
    const Run two
        = run({u"simulate"_s, u"--variant"_s, id, u"--players"_s, u"2"_s, u"--bots"_s, u"random"_s, u"--dry-run"_s},
            data.path());
    QCOMPARE(two.exitCode, 2);
    QVERIFY2(two.err.contains(u"this variant is for 3 to 5 players"_s), qPrintable(two.err));
    const Run ladder = run({u"ladder"_s, id + u":3"_s, u"--rungs"_s, u"easy"_s, u"--games"_s, u"20"_s}, data.path());
    QVERIFY2(ladder.exitCode == 0, qPrintable(described(ladder)));
    QVERIFY2(ladder.out.contains(id + u", 3 players"_s), qPrintable(ladder.out));
    const Run bench
        = run({u"bench"_s, u"--variant"_s, id, u"--players"_s, u"3"_s, u"--seconds"_s, u"0.05"_s}, data.path());
    QVERIFY2(bench.exitCode == 0, qPrintable(described(bench)));
    QVERIFY2(bench.out.contains(id), qPrintable(bench.out));
    QTemporaryDir out;
    const QString pdf = out.filePath(u"rules.pdf"_s);
    const Run print = run({u"print-rules"_s, id, u"--out"_s, pdf}, data.path());
    QVERIFY2(print.exitCode == 0, qPrintable(described(print)));
    QVERIFY(QFileInfo(pdf).size() > 0);
}

// A record of a game played under the user's own rules names them by id
// and carries them: replay and validate play it with or without the file; a sweep of a house rule that extends
// another of the user's by id finds its base.
void TestCliHelp::ownVariantInRecordsAndSweeps()
{
    QTemporaryDir data, folder;
    QVERIFY(data.isValid() && folder.isValid());
    writeOwnVariant(data.path(), u"blasting-billy/hand-5"_s, kHandFive);
    writeOwnVariant(data.path(), u"blasting-billy/hand-5-two-dynamite"_s,
        "game: blasting-billy\nextends: blasting-billy/hand-5\ntitle:\n  en: Five in hand, two dynamite\n"
        "parameters:\n  deck:\n    dynamite_per_colour: 2\n");
    const Run saved
        = run({u"simulate"_s, u"--variant"_s, u"blasting-billy/hand-5"_s, u"--players"_s, u"3"_s, u"--bots"_s,
                  u"heuristic"_s, u"--games"_s, u"5"_s, u"--save-games"_s, u"1"_s, folder.path(), u"--no-notebook"_s},
            data.path());
    QVERIFY2(saved.exitCode == 0, qPrintable(described(saved)));
    const QStringList records = QDir(folder.path()).entryList({u"*.yaml"_s});
    QCOMPARE(records.size(), 1);
    const QString record = folder.filePath(records.front());
    QFile file(record);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("variant: blasting-billy/hand-5\n"));
    const Run replayed = run({u"replay"_s, u"--text"_s, record}, data.path());
    QVERIFY2(replayed.exitCode == 0, qPrintable(described(replayed)));
    const Run valid = run({u"validate"_s, record}, data.path());
    QVERIFY2(valid.exitCode == 0, qPrintable(described(valid)));
    // Where the rules' file is not (a friend's computer), the record plays
    // the same: it carries its rules.
    const Run elsewhere = run({u"replay"_s, u"--text"_s, record}, m_data.path());
    QVERIFY2(elsewhere.exitCode == 0, qPrintable(described(elsewhere)));
    QCOMPARE(elsewhere.out, replayed.out);

    const Run swept = run(
        {u"simulate"_s, u"--variant"_s, u"blasting-billy/hand-5-two-dynamite"_s, u"--players"_s, u"3"_s, u"--bots"_s,
            u"random"_s, u"--games"_s, u"10"_s, u"--sweep"_s, u"hand_size=4..5"_s, u"--json"_s, u"--no-notebook"_s},
        data.path());
    QVERIFY2(swept.exitCode == 0, qPrintable(described(swept)));
}

void TestCliHelp::noRuntimeDirWarning_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("validate") << QStringList {u"validate"_s, u"boomo/standard"_s};
    QTest::newRow("variants") << QStringList {u"variants"_s};
    // Keeps its run in the notebook, in the data folder.
    QTest::newRow("simulate") << QStringList {u"simulate"_s, u"--variant"_s, u"boomo/standard"_s, u"--players"_s,
        u"4"_s, u"--bots"_s, u"random"_s, u"--games"_s, u"10"_s};
    QTest::newRow("notebook") << QStringList {u"notebook"_s, u"list"_s};
    QTest::newRow("print-deck") << QStringList {u"print-deck"_s, u"boomo/standard"_s, u"--out"_s, u"deck.pdf"_s};
    QTest::newRow("print-rules") << QStringList {u"print-rules"_s, u"boomo/standard"_s, u"--out"_s, u"rules.pdf"_s};
}

// Without $XDG_RUNTIME_DIR (cron, ssh, a cluster's job) nothing on stderr:
// no "QStandardPaths: XDG_RUNTIME_DIR not set".
void TestCliHelp::noRuntimeDirWarning()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const Run r = run(arguments, folder.path() + u"/data"_s, folder.path());
    QVERIFY2(r.exitCode == 0, qPrintable(described(r)));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliHelp)
#include "test_cli_help.moc"
