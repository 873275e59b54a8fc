// Nothing is told by colour alone: every player's pieces (Wyatt Earp's
// cowboys and chips, Halunken & Spelunken's captains) carry a mark besides
// their colour, so that two players' pieces still differ clearly once the
// colour is gone (rendered in grey), for every seat the game allows.

#include "app/apptestsupport.h"

#include "art/svgart.h"
#include "games/halunkenspelunken/hsnames.h"
#include "games/wyattearp/wenames.h"

#include "registry.h"

#include <QImage>
#include <QPainter>
#include <QStringList>

#include <cstdlib>
#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace {

using ElementOf = std::function<QString(int)>;

// Big enough that a mark is a few dozen pixels, small enough to be the size
// a figure has on a crowded table.
constexpr int kSide = 96;
// Grey levels apart for a pixel to count as different: the coats' colours
// alone are at most about 20 apart in grey (red 101, blue 104, green 113).
constexpr int kClearly = 64;
// Pixels that must differ clearly between any two players' pieces: two
// marks differ in 100 or more (a circle and a triangle on a captain, the
// closest pair), two coats told apart by hue alone in none (red and blue).
constexpr int kEnough = 80;

int maxPlayers(const std::string &variant)
{
    auto ruleset = houserules::Registry::instance().ruleset(variant);
    if (!ruleset.ok())
        qFatal("cannot load %s", variant.c_str());
    return (*ruleset)->maxPlayers();
}

// The piece as a grey image on the table's light background.
QImage grey(const SvgArt &art, const QString &element)
{
    QImage image(kSide, kSide, QImage::Format_ARGB32);
    image.fill(QColor(220, 200, 170));
    QPainter painter(&image);
    painter.drawPixmap(0, 0, art.pixmap(element, QSize(kSide, kSide), 1.0));
    painter.end();
    return image.convertToFormat(QImage::Format_Grayscale8);
}

int clearlyDifferent(const QImage &a, const QImage &b)
{
    int count = 0;
    for (int y = 0; y < a.height(); ++y) {
        const uchar *lineA = a.constScanLine(y);
        const uchar *lineB = b.constScanLine(y);
        for (int x = 0; x < a.width(); ++x)
            count += std::abs(int(lineA[x]) - int(lineB[x])) > kClearly ? 1 : 0;
    }
    return count;
}

} // namespace

class TestPlayerMarks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void piecesDifferWithoutColour_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ElementOf>("element");
        QTest::addColumn<int>("players");
        const int we = maxPlayers("wyatt-earp/standard");
        const int hs = maxPlayers("halunken-spelunken/standard");
        QVERIFY(we >= 4 && hs >= 4);
        QTest::newRow("wyatt-earp cowboys") << u":/pieces/wyatt-earp.svg"_s << ElementOf(&wenames::cowboyElement) << we;
        QTest::newRow("wyatt-earp chips") << u":/pieces/wyatt-earp.svg"_s << ElementOf(&wenames::chipElement) << we;
        QTest::newRow("halunken-spelunken captains")
            << u":/pieces/halunken-spelunken.svg"_s << ElementOf(&hsnames::captainElement) << hs;
    }

    void piecesDifferWithoutColour()
    {
        QFETCH(QString, file);
        QFETCH(ElementOf, element);
        QFETCH(int, players);
        const SvgArt art(file);
        QVERIFY(art.isValid());
        QList<QImage> pieces;
        for (int seat = 0; seat < players; ++seat) {
            QVERIFY2(art.has(element(seat)), qPrintable(element(seat)));
            pieces.append(grey(art, element(seat)));
        }
        QStringList alike;
        for (int a = 0; a < players; ++a)
            for (int b = a + 1; b < players; ++b)
                if (const int differ = clearlyDifferent(pieces[a], pieces[b]); differ < kEnough)
                    alike << u"%1 and %2 (%3 pixels)"_s.arg(element(a), element(b), QString::number(differ));
        QVERIFY2(alike.isEmpty(),
            qPrintable(u"alike in grey, fewer than %1 of %2 pixels clearly different: %3"_s.arg(
                QString::number(kEnough), QString::number(kSide * kSide), alike.join(u", "_s))));
    }

    // The mark alone, for a colour the table shows as a swatch (Wyatt Earp's
    // gunfighters under their players' names): one per seat, all different.
    void marksAlone()
    {
        const SvgArt we(u":/pieces/wyatt-earp.svg"_s);
        const SvgArt hs(u":/pieces/halunken-spelunken.svg"_s);
        const int players = maxPlayers("wyatt-earp/standard");
        for (int seat = 0; seat < players; ++seat) {
            QVERIFY2(we.has(wenames::markElement(seat)), qPrintable(wenames::markElement(seat)));
            for (int other = 0; other < seat; ++other)
                QVERIFY(clearlyDifferent(grey(we, wenames::markElement(seat)), grey(we, wenames::markElement(other)))
                    >= kEnough);
        }
        for (int seat = 0; seat < maxPlayers("halunken-spelunken/standard"); ++seat)
            QVERIFY2(hs.has(hsnames::markElement(seat)), qPrintable(hsnames::markElement(seat)));
    }
};

QTEST_MAIN(TestPlayerMarks)
#include "test_playermarks.moc"
