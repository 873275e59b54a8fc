// houserules-cli print-deck and print-rules, read back with poppler-utils
// (pdfinfo, pdftotext) as a person would read the paper: the number of
// pages, their size, every card as often as the deck holds it (each card's
// record name is printed small under it), and the rules in each language.
// Skipped without poppler-utils (the README's test command installs it).

#include "clirun.h"

#include "registry.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace Qt::Literals::StringLiterals;
using clitest::run;

namespace {

QString tool(const QString &name)
{
    return QStandardPaths::findExecutable(name);
}

QString output(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(tool(program), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pages(const QString &pdf)
{
    return QRegularExpression(u"Pages:\\s+(\\d+)"_s).match(output(u"pdfinfo"_s, {pdf})).captured(1).toInt();
}

QString pageSize(const QString &pdf)
{
    return QRegularExpression(u"Page size:\\s+([0-9.]+ x [0-9.]+) pts"_s)
        .match(output(u"pdfinfo"_s, {pdf}))
        .captured(1);
}

// The text of pages first..last (the whole document without them), with
// every run of white space one space.
QString text(const QString &pdf, int first = 0, int last = 0)
{
    QStringList arguments;
    if (first > 0)
        arguments << u"-f"_s << QString::number(first);
    if (last > 0)
        arguments << u"-l"_s << QString::number(last);
    // NFKC: a ligature a font drew ("ﬃ") as its letters.
    return output(u"pdftotext"_s, arguments << pdf << u"-"_s).normalized(QString::NormalizationForm_KC).simplified();
}

// The cards of a variant by their record names, as the engine deals them.
std::map<QString, int> deckOf(const QString &variant)
{
    std::map<QString, int> counts;
    const auto ruleset = houserules::Registry::instance().ruleset(variant.toStdString());
    if (!ruleset)
        return counts;
    for (int card = 0; card < (*ruleset)->cardCount(); ++card)
        ++counts[QString::fromStdString((*ruleset)->cardKind(card))];
    return counts;
}

// What the box holds besides the cards the engine deals, as Halunken &
// Spelunken's rulebook lists it: four sets of movement cards (1-7 and rum),
// one per captain, and Black Jack's twelve. The introductory game leaves
// Black Jack out; the game for two plays him with an absent captain's set.
std::map<QString, int> movementCards(const QString &variant)
{
    std::map<QString, int> cards;
    const int sets = variant == u"halunken-spelunken/two-player"_s ? 3 : 4;
    for (int number = 1; number <= 7; ++number)
        cards[u"move-%1"_s.arg(number)] = sets;
    cards[u"move-rum"_s] = sets;
    if (variant == u"halunken-spelunken/standard"_s)
        for (int number = 1; number <= 12; ++number)
            cards[u"blackjack-%1"_s.arg(number)] = 1;
    return cards;
}

} // namespace

class TestPrint : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (tool(u"pdfinfo"_s).isEmpty() || tool(u"pdftotext"_s).isEmpty())
            QSKIP("poppler-utils (pdfinfo, pdftotext) is not installed");
        QVERIFY(m_dir.isValid());
    }

    void deck_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<bool>("backs");
        QTest::newRow("Blasting Billy") << u"blasting-billy/standard"_s << u"a4"_s << false;
        QTest::newRow("Blasting Billy, two dynamite, backs") << u"blasting-billy/two-dynamite"_s << u"a4"_s << true;
        QTest::newRow("Boomo, letter") << u"boomo/standard"_s << u"letter"_s << false;
        QTest::newRow("Boomo short, backs") << u"boomo/short"_s << u"a4"_s << true;
        QTest::newRow("Halunken & Spelunken") << u"halunken-spelunken/standard"_s << u"a4"_s << true;
        QTest::newRow("Halunken & Spelunken, introductory") << u"halunken-spelunken/intro"_s << u"a4"_s << false;
        QTest::newRow("Halunken & Spelunken for two") << u"halunken-spelunken/two-player"_s << u"a4"_s << false;
        QTest::newRow("Wyatt Earp") << u"wyatt-earp/standard"_s << u"letter"_s << true;
    }
    void deck()
    {
        QFETCH(QString, variant);
        QFETCH(QString, paper);
        QFETCH(bool, backs);
        std::map<QString, int> expected = deckOf(variant);
        QVERIFY(!expected.empty());
        if (variant.startsWith(u"halunken-spelunken/"_s))
            expected.merge(movementCards(variant));
        int cards = 0;
        for (const auto &[name, count] : expected)
            cards += count;

        const QString pdf = m_dir.filePath(QString(variant).replace(u'/', u'-') + u".pdf"_s);
        QStringList arguments {u"print-deck"_s, variant, u"--out"_s, pdf, u"--paper"_s, paper};
        if (backs)
            arguments << u"--backs"_s;
        const auto result = run(arguments);
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));

        const int sheets = (cards + 8) / 9;
        QCOMPARE(pages(pdf), backs ? 2 + 2 * sheets : 1 + sheets);
        QCOMPARE(pageSize(pdf), paper == u"letter"_s ? u"612 x 792"_s : u"595 x 842"_s);

        // The card pages carry only the record names (the art has no text).
        std::map<QString, int> printed;
        for (const QString &word : text(pdf, backs ? 3 : 2).split(u' ', Qt::SkipEmptyParts))
            ++printed[word];
        QCOMPARE(printed, expected);
        // The backs carry none: the names are all on the pages of fronts.
        if (backs)
            QCOMPARE(text(pdf, 4, 4), QString());
        // The cover names the game and, for a house rule, what it changes.
        const QString cover = text(pdf, 1, 1);
        QVERIFY2(cover.contains(u"The deck"_s), qPrintable(cover));
        if (variant == u"blasting-billy/two-dynamite"_s)
            QVERIFY2(cover.contains(u"Gold dynamite: 1 → 2"_s, Qt::CaseInsensitive), qPrintable(cover));
    }

    void deckInAnotherLanguage()
    {
        const QString pdf = m_dir.filePath(u"boomo-de.pdf"_s);
        const auto result = run({u"print-deck"_s, u"boomo/standard"_s, u"--lang"_s, u"de"_s, u"--out"_s, pdf});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        const QString cover = text(pdf, 1, 1);
        QVERIFY2(cover.contains(u"Zeitstopper"_s), qPrintable(cover)); // the rulebook's card name
        QVERIFY2(cover.contains(u"Die Karten"_s), qPrintable(cover));
    }

    // Settings › Colours for print: the art recoloured (the colourvision tests check the colours).
    void deckInTheSafePalette()
    {
        const QString pdf = m_dir.filePath(u"billy-safe.pdf"_s);
        const auto result
            = run({u"print-deck"_s, u"blasting-billy/standard"_s, u"--colours"_s, u"safe"_s, u"--out"_s, pdf});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY(QFileInfo(pdf).size() > 0);
        QCOMPARE(
            run({u"print-rules"_s, u"boomo/standard"_s, u"--colours"_s, u"high-contrast"_s, u"--out"_s, pdf}).exitCode,
            0);
    }

    void rules_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("box");         // the box's heading, in the language
        QTest::addColumn<QString>("description"); // the variant's own words for its change
        QTest::newRow("nl") << u"nl"_s << u"Wat deze huisregel verandert ten opzichte van"_s
                            << u"Iedereen houdt vier kaarten in de hand in plaats van drie."_s;
        QTest::newRow("en") << u"en"_s << u"What this house rule changes from"_s
                            << u"Everyone holds four cards instead of three."_s;
        QTest::newRow("de") << u"de"_s << u"Was diese Hausregel gegenüber"_s
                            << u"Alle halten vier statt drei Karten auf der Hand."_s;
        QTest::newRow("fr") << u"fr"_s << u"Ce que cette règle maison change par rapport à"_s
                            << u"Chacun garde quatre cartes en main au lieu de trois."_s;
        QTest::newRow("it") << u"it"_s << u"Che cosa cambia questa regola della casa rispetto a"_s
                            << u"Ognuno tiene quattro carte in mano invece di tre."_s;
    }
    void rules()
    {
        QFETCH(QString, language);
        QFETCH(QString, box);
        QFETCH(QString, description);
        const QString pdf = m_dir.filePath(u"rules-%1.pdf"_s.arg(language));
        const auto result = run({u"print-rules"_s, u"blasting-billy/four-card-hand"_s, u"--lang"_s, language,
            u"--out"_s, pdf, u"--paper"_s, language == u"en"_s ? u"letter"_s : u"a4"_s});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY(pages(pdf) >= 2);
        QCOMPARE(pageSize(pdf), language == u"en"_s ? u"612 x 792"_s : u"595 x 842"_s);
        const QString all = text(pdf);
        QVERIFY2(all.contains(box), qPrintable(all.left(600)));
        QVERIFY2(all.contains(description), qPrintable(all.left(600)));
        // The change in numbers too, and the game's rules after the box.
        QVERIFY2(all.contains(u"3 → 4"_s), qPrintable(all.left(600)));
        QVERIFY(all.indexOf(box) < all.indexOf(u"Blasting Billy"_s, all.indexOf(box) + box.size()));
    }

    void rulesOfTheBase()
    {
        const QString pdf = m_dir.filePath(u"wyatt.pdf"_s);
        const auto result = run({u"print-rules"_s, u"wyatt-earp/standard"_s, u"--lang"_s, u"fr"_s, u"--out"_s, pdf});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY2(text(pdf, 1, 1).contains(u"Ce sont les règles telles que publiées."_s), qPrintable(text(pdf, 1, 1)));
    }

    // A title and a description as long as a value may be, each one word:
    // the pages show their start and "…" (NFKC: "..."), and everything else
    // as ever (the deck's composition on its cover, the rules after the box).
    void longWordsCutWithAnEllipsis()
    {
        const QString variant = m_dir.filePath(u"long.yaml"_s);
        {
            QFile file(variant);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("game: blasting-billy\nextends: standard\ntitle: {en: " + QByteArray(65536, 't')
                + "}\ndescription: {en: " + QByteArray(65536, 'd') + "}\n");
        }
        const QString deck = m_dir.filePath(u"long-deck.pdf"_s);
        auto result = run({u"print-deck"_s, variant, u"--out"_s, deck});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        const QString cover = text(deck, 1, 1).remove(u' ');
        QVERIFY2(cover.contains(QString(150, u't')) && cover.contains(u"t..."_s), qPrintable(cover.left(600)));
        QVERIFY2(!cover.contains(QString(200, u't')), qPrintable(cover.left(600)));
        QVERIFY2(cover.contains(u"Thedeck"_s) && cover.contains(u"1×Gold0"_s), qPrintable(cover.right(600)));

        const QString rules = m_dir.filePath(u"long-rules.pdf"_s);
        result = run({u"print-rules"_s, variant, u"--out"_s, rules});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY(pages(rules) < 20);
        const QString all = text(rules).remove(u' ');
        QVERIFY2(all.contains(QString(1500, u'd')) && all.contains(u"d..."_s), qPrintable(all.left(600)));
        QVERIFY2(!all.contains(QString(2000, u'd')), qPrintable(all.left(600)));
        QVERIFY2(all.contains(u"Theidea"_s), qPrintable(all.left(600)));
    }

    // Bad input: a message naming what is wrong, a non-zero status, and no
    // file left behind (or the one that was there, whole).
    void badInput()
    {
        const QString pdf = m_dir.filePath(u"kept.pdf"_s);
        {
            QFile kept(pdf);
            QVERIFY(kept.open(QIODevice::WriteOnly));
            kept.write("whole");
        }
        auto result = run({u"print-deck"_s, u"blasting-billy/standrad"_s, u"--out"_s, pdf});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(u"blasting-billy/standard"_s), qPrintable(result.err)); // did you mean
        QFile kept(pdf);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("whole"));

        const QString broken = m_dir.filePath(u"broken.yaml"_s);
        {
            QFile file(broken);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("game: blasting-billy\nextends: standard\ntitle: {en: Broken}\nparameters:\n  hand_size: [4\n");
        }
        result = run({u"print-rules"_s, broken, u"--out"_s, pdf});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(u"broken.yaml:"_s), qPrintable(result.err));
        QVERIFY2(QRegularExpression(u"broken\\.yaml:\\d+:\\d+"_s).match(result.err).hasMatch(), qPrintable(result.err));

        result = run({u"print-deck"_s, u"boomo/standard"_s, u"--out"_s, m_dir.filePath(u"no/such/folder/deck.pdf"_s)});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(u"deck.pdf"_s), qPrintable(result.err));

        QCOMPARE(run({u"print-deck"_s, u"boomo/standard"_s}).exitCode, 2); // no --out
        QCOMPARE(run({u"print-deck"_s, u"boomo/standard"_s, u"--out"_s, pdf, u"--paper"_s, u"a5"_s}).exitCode, 2);
        QCOMPARE(run({u"print-rules"_s, u"boomo/standard"_s, u"--out"_s, pdf, u"--lang"_s, u"es"_s}).exitCode, 2);
        QCOMPARE(run({u"print-deck"_s, u"boomo/standard"_s, u"--out"_s, pdf, u"--colours"_s, u"pink"_s}).exitCode, 2);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestPrint)
#include "test_print.moc"
