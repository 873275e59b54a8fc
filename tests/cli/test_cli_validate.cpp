// houserules-cli validate: good variants, broken ones with every error named
// by file, line and column, house rules found anywhere, ids.

#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;

class TestCliValidate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void validateGood();
    void validateBroken_data();
    void validateBroken();
    void validateMixed();
    void validateReportsEveryError();
    void validateHouseRuleAnywhere();
    void validateIds();
};

void TestCliValidate::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HOUSERULES_CLI)), HOUSERULES_CLI);
}

void TestCliValidate::validateGood()
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

void TestCliValidate::validateBroken_data()
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
void TestCliValidate::validateBroken()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const Run r = run({u"validate"_s, data(file)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(data(file) + expected), qPrintable(r.err));
    QVERIFY(!r.out.contains(u"valid"_s));
    QVERIFY2(isPlainText(r.err), qPrintable(r.err));
}

void TestCliValidate::validateMixed()
{
    const Run r = run({u"validate"_s, data(u"variants/tiny.yaml"_s), data(u"variants/wrong-type.yaml"_s)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains(data(u"variants/tiny.yaml"_s) + u": valid variant"_s));
    QVERIFY(r.err.contains(data(u"variants/wrong-type.yaml"_s) + u":6:14:"_s));
}

// A base that cannot be found does not hide the file's other errors.
void TestCliValidate::validateReportsEveryError()
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
void TestCliValidate::validateHouseRuleAnywhere()
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
void TestCliValidate::validateIds()
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

QTEST_GUILESS_MAIN(TestCliValidate)
#include "test_cli_validate.moc"
