// houserules-cli as a whole, run as a user runs it (QProcess on the real
// binary): its help, usage errors with their exit statuses, and what a
// program copied away from its variants says.

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;

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
    void noVariantsSaysWhereItLooked();

private:
    QTemporaryDir m_scratch; // inputs that cannot live in git
};

void TestCli::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
    QVERIFY(m_scratch.isValid());
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
        const Run r = run(arguments, {.program = cli});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"no variants found"_s) && r.err.contains(expected)
                && r.err.contains(u"HOUSERULES_VARIANTS"_s),
            qPrintable(r.err));
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
