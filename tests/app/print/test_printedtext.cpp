// What the printed pages show of a variant's own words (app/print/
// printedtext.h): a title or description up to its length as it is, a longer
// one cut between two characters as a reader sees them and ended with "…",
// at most as long as allowed, in every language of a variant.

#include "print/printedtext.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using printedtext::elided;

class TestPrintedText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shortTextAsItIs()
    {
        QCOMPARE(elided(u"Hand of four cards"_s, 18), u"Hand of four cards"_s);
        QCOMPARE(elided(QString(), 5), QString());
    }

    void longTextCutWithAnEllipsis()
    {
        const QString word(65536, u'w');
        const QString cut = elided(word, 200);
        QCOMPARE(cut.size(), 200);
        QCOMPARE(cut, QString(199, u'w') + u"…"_s);
        // No white space left before the ellipsis.
        QCOMPARE(elided(u"four cards in hand"_s, 12), u"four cards…"_s);
    }

    // Never half a character: a surrogate pair (an emoji) or a letter and its
    // combining accent stay whole, or go together.
    void cutBetweenCharacters_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("surrogate pair") << u"abc\U0001F0A1def"_s << u"abc…"_s;
        QTest::newRow("combining accent") << u"abce\u0301fgh"_s << u"abc…"_s;
        QTest::newRow("whole pair fits") << u"ab\U0001F0A1defgh"_s << u"ab\U0001F0A1…"_s;
    }
    void cutBetweenCharacters()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(elided(text, 5), expected);
    }

    void everyLanguageOfAVariant()
    {
        houserules::Variant variant;
        variant.title = {{"en", "Short"}, {"de", std::string(300, 't')}};
        variant.description = {{"nl", std::string(5000, 'd')}, {"fr", "Courte"}};
        const houserules::Variant printed = printedtext::printable(variant);
        QCOMPARE(printed.title.at("en"), std::string("Short"));
        QCOMPARE(QString::fromStdString(printed.title.at("de")).size(), printedtext::kMaxTitle);
        QVERIFY(QString::fromStdString(printed.title.at("de")).endsWith(u"…"_s));
        QCOMPARE(QString::fromStdString(printed.description.at("nl")).size(), printedtext::kMaxDescription);
        QCOMPARE(printed.description.at("fr"), std::string("Courte"));
    }
};

QTEST_GUILESS_MAIN(TestPrintedText)
#include "test_printedtext.moc"
