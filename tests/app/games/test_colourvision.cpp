// The colour-vision palettes (editor/palette/colourvision.h) keep players and card
// suits apart for people with colour blindness, and the art follows the
// palette: nothing is told by colour alone.
//
// Each palette's colours are seen as a deuteranope, a protanope and a
// tritanope sees them: Machado, Oliveira & Fernandes (2009), "A
// physiologically-based model for simulation of color vision deficiency",
// their matrices for severity 1.0 (complete dichromacy), applied to linear
// RGB. Two colours are then compared by CIEDE2000 (Sharma, Wu & Dalal 2005,
// "The CIEDE2000 color-difference formula: implementation notes", whose
// published pairs check the implementation below).
//
// The threshold, ΔE00 ≥ 10: a just-noticeable difference is about 1 to 2.3
// for two large patches side by side; a player's figure and a card's frame
// are small and seen apart across the table, so they must differ at a glance,
// by several times that. Okabe & Ito's palette reaches 12 at worst under the
// three simulations; the normal palette's red and green fall to 7.8 for a
// deuteranope, and Blasting Billy's blue and purple suits to about 1.
//
// A pair closer than that passes only if both carry distinct marks: every
// player's pieces carry a shape (player_marks.py); each game's suits carry
// their symbol or picture (colourvision::suits(): Blasting Billy's gold bars,
// banknotes, coins, necklace and diamond; Halunken & Spelunken's anchor,
// skull, dagger, coin and ship's wheel; Boomo's numerals, display, command
// icons and bomb; Wyatt Earp's star, dollar and portrait). The safe and
// high-contrast palettes promise more: their player colours hold apart by
// colour alone, shapes or not.

#include "app/apptestsupport.h"

#include "art/svgart.h"
#include "games/gametables.h"
#include "games/halunkenspelunken/hsnames.h"
#include "games/tableview.h"
#include "games/wyattearp/wenames.h"
#include "shell/settingsdialog.h"

#include "palette/colourvision.h"

#include <QComboBox>
#include <QImage>
#include <QPixmapCache>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::Literals::StringLiterals;
using colourvision::Palette;

namespace {

constexpr double kThreshold = 10.0;

struct Lab {
    double L, a, b;
};

using Matrix = std::array<std::array<double, 3>, 3>;

enum class Vision { Normal, Deuteranopia, Protanopia, Tritanopia };
constexpr Vision kVisions[] = {Vision::Normal, Vision::Deuteranopia, Vision::Protanopia, Vision::Tritanopia};

const char *visionName(Vision vision)
{
    switch (vision) {
    case Vision::Normal:
        return "normal vision";
    case Vision::Deuteranopia:
        return "deuteranopia";
    case Vision::Protanopia:
        return "protanopia";
    case Vision::Tritanopia:
        return "tritanopia";
    }
    return "";
}

// Machado et al. 2009, severity 1.0.
Matrix matrix(Vision vision)
{
    switch (vision) {
    case Vision::Normal:
        break;
    case Vision::Deuteranopia:
        return {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
    case Vision::Protanopia:
        return {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
    case Vision::Tritanopia:
        return {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
    }
    return {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
}

double linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// sRGB (D65) → CIELAB, after the simulation in linear RGB.
Lab seenAs(const QColor &colour, Vision vision)
{
    const std::array<double, 3> rgb = {linear(colour.redF()), linear(colour.greenF()), linear(colour.blueF())};
    const Matrix m = matrix(vision);
    std::array<double, 3> s {};
    for (int r = 0; r < 3; ++r)
        s[r] = std::clamp(m[r][0] * rgb[0] + m[r][1] * rgb[1] + m[r][2] * rgb[2], 0.0, 1.0);
    const double X = 0.4124564 * s[0] + 0.3575761 * s[1] + 0.1804375 * s[2];
    const double Y = 0.2126729 * s[0] + 0.7151522 * s[1] + 0.0721750 * s[2];
    const double Z = 0.0193339 * s[0] + 0.1191920 * s[1] + 0.9503041 * s[2];
    const auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    const double fx = f(X / 0.95047), fy = f(Y / 1.0), fz = f(Z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double degrees(double radians)
{
    return radians * 180 / M_PI;
}
double radians(double degrees)
{
    return degrees * M_PI / 180;
}

// CIEDE2000 with kL = kC = kH = 1, as Sharma et al. 2005 write it out.
double ciede2000(const Lab &one, const Lab &two)
{
    const double C1 = std::hypot(one.a, one.b), C2 = std::hypot(two.a, two.b);
    const double Cbar7 = std::pow((C1 + C2) / 2, 7);
    const double G = 0.5 * (1 - std::sqrt(Cbar7 / (Cbar7 + std::pow(25.0, 7))));
    const double a1 = (1 + G) * one.a, a2 = (1 + G) * two.a;
    const double Cp1 = std::hypot(a1, one.b), Cp2 = std::hypot(a2, two.b);
    const auto hue = [](double b, double a) {
        if (a == 0 && b == 0)
            return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(one.b, a1), h2 = hue(two.b, a2);

    const double dL = two.L - one.L, dC = Cp2 - Cp1;
    double dh = 0;
    if (Cp1 * Cp2 != 0) {
        dh = h2 - h1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    const double dH = 2 * std::sqrt(Cp1 * Cp2) * std::sin(radians(dh / 2));

    const double Lbar = (one.L + two.L) / 2, Cbar = (Cp1 + Cp2) / 2;
    double hbar = h1 + h2;
    if (Cp1 * Cp2 != 0) {
        if (std::abs(h1 - h2) <= 180)
            hbar = (h1 + h2) / 2;
        else
            hbar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    const double T = 1 - 0.17 * std::cos(radians(hbar - 30)) + 0.24 * std::cos(radians(2 * hbar))
        + 0.32 * std::cos(radians(3 * hbar + 6)) - 0.20 * std::cos(radians(4 * hbar - 63));
    const double dTheta = 30 * std::exp(-std::pow((hbar - 275) / 25, 2));
    const double Cbar7p = std::pow(Cbar, 7);
    const double RC = 2 * std::sqrt(Cbar7p / (Cbar7p + std::pow(25.0, 7)));
    const double SL = 1 + 0.015 * std::pow(Lbar - 50, 2) / std::sqrt(20 + std::pow(Lbar - 50, 2));
    const double SC = 1 + 0.045 * Cbar;
    const double SH = 1 + 0.015 * Cbar * T;
    const double RT = -std::sin(radians(2 * dTheta)) * RC;
    return std::sqrt(std::pow(dL / SL, 2) + std::pow(dC / SC, 2) + std::pow(dH / SH, 2) + RT * (dC / SC) * (dH / SH));
}

struct Swatch {
    QString name;
    QColor colour;
    QString mark; // empty: none
};

// The first pair of `swatches` that some vision cannot tell apart (closer
// than the threshold, and not told apart by distinct marks when `marksCount`),
// as words; empty if every pair holds.
QString firstFailure(const QList<Swatch> &swatches, bool marksCount)
{
    for (const Vision vision : kVisions)
        for (qsizetype i = 0; i < swatches.size(); ++i)
            for (qsizetype j = i + 1; j < swatches.size(); ++j) {
                const Swatch &one = swatches[i], &two = swatches[j];
                const double distance = ciede2000(seenAs(one.colour, vision), seenAs(two.colour, vision));
                if (distance >= kThreshold)
                    continue;
                if (marksCount && !one.mark.isEmpty() && !two.mark.isEmpty() && one.mark != two.mark)
                    continue;
                return u"%1 %2 and %3 %4 under %5: ΔE00 %6"_s.arg(one.name, one.colour.name(), two.name,
                    two.colour.name(), QLatin1StringView(visionName(vision)), QString::number(distance, 'f', 1));
            }
    return {};
}

QList<Swatch> players(Palette palette)
{
    QList<Swatch> swatches;
    for (const QString &id : colourvision::playerColourIds())
        swatches.append({id, colourvision::player(id, palette), colourvision::playerMark(id)});
    return swatches;
}

QList<Swatch> suitsOf(const QString &game, Palette palette)
{
    QList<Swatch> swatches;
    for (const colourvision::Suit &suit : colourvision::suits())
        if (suit.game == game)
            swatches.append({suit.id, colourvision::suit(suit, palette), suit.mark});
    return swatches;
}

const QString kGames[] = {u"blasting-billy"_s, u"boomo"_s, u"halunken-spelunken"_s, u"wyatt-earp"_s};

QString artOf(const QString &game)
{
    return u":/cards/%1.svg"_s.arg(game);
}

} // namespace

class TestColourVision : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void ciede2000MatchesSharma_data()
    {
        QTest::addColumn<double>("L1");
        QTest::addColumn<double>("a1");
        QTest::addColumn<double>("b1");
        QTest::addColumn<double>("L2");
        QTest::addColumn<double>("a2");
        QTest::addColumn<double>("b2");
        QTest::addColumn<double>("expected");
        // Pairs 1, 7, 17, 18 and 25 of Sharma et al. 2005, table 1.
        QTest::newRow("1") << 50.0 << 2.6772 << -79.7751 << 50.0 << 0.0 << -82.7485 << 2.0425;
        QTest::newRow("7") << 50.0 << 0.0 << 0.0 << 50.0 << -1.0 << 2.0 << 2.3669;
        QTest::newRow("17") << 50.0 << 2.5 << 0.0 << 73.0 << 25.0 << -18.0 << 27.1492;
        QTest::newRow("18") << 50.0 << 2.5 << 0.0 << 61.0 << -5.0 << 29.0 << 22.8977;
        QTest::newRow("25") << 60.2574 << -34.0099 << 36.2677 << 60.4626 << -34.1751 << 39.4387 << 1.2644;
    }
    void ciede2000MatchesSharma()
    {
        QFETCH(double, L1);
        QFETCH(double, a1);
        QFETCH(double, b1);
        QFETCH(double, L2);
        QFETCH(double, a2);
        QFETCH(double, b2);
        QFETCH(double, expected);
        QCOMPARE_LT(std::abs(ciede2000({L1, a1, b1}, {L2, a2, b2}) - expected), 1e-4);
        QCOMPARE_LT(std::abs(ciede2000({L2, a2, b2}, {L1, a1, b1}) - expected), 1e-4); // symmetric
    }

    void simulationKeepsGreysAndConfusesRedGreen()
    {
        // A grey stays grey for every vision (each matrix's rows sum to 1).
        for (const Vision vision : kVisions)
            QCOMPARE_LT(
                ciede2000(seenAs(QColor(128, 128, 128), vision), seenAs(QColor(128, 128, 128), Vision::Normal)), 0.5);
        // The classic confusion: a red and a green far apart for normal vision, close for a deuteranope.
        const QColor red(0xd8, 0x36, 0x2b), green(0x2f, 0x9a, 0x4c);
        QCOMPARE_GT(ciede2000(seenAs(red, Vision::Normal), seenAs(green, Vision::Normal)), 40);
        QCOMPARE_LT(ciede2000(seenAs(red, Vision::Deuteranopia), seenAs(green, Vision::Deuteranopia)), kThreshold);
    }

    void playersApart_data()
    {
        QTest::addColumn<int>("index");
        for (const Palette palette : colourvision::kPalettes)
            QTest::newRow(qPrintable(colourvision::id(palette))) << int(palette);
    }
    void playersApart()
    {
        QFETCH(int, index);
        const auto palette = Palette(index);
        const QList<Swatch> swatches = players(palette);
        QCOMPARE(swatches.size(), 6);
        // Every player's pieces carry a shape, each its own.
        QSet<QString> marks;
        for (const Swatch &swatch : swatches)
            marks.insert(swatch.mark);
        QCOMPARE(marks.size(), swatches.size());
        QVERIFY2(firstFailure(swatches, true).isEmpty(), qPrintable(firstFailure(swatches, true)));
        if (palette != Palette::Normal)
            QVERIFY2(firstFailure(swatches, false).isEmpty(), qPrintable(firstFailure(swatches, false)));
    }

    void suitsApart_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("game");
        for (const Palette palette : colourvision::kPalettes)
            for (const QString &game : kGames)
                QTest::newRow(qPrintable(colourvision::id(palette) + u' ' + game)) << int(palette) << game;
    }
    void suitsApart()
    {
        QFETCH(int, index);
        QFETCH(QString, game);
        const auto palette = Palette(index);
        const QList<Swatch> swatches = suitsOf(game, palette);
        QVERIFY(swatches.size() >= 3);
        QVERIFY2(firstFailure(swatches, true).isEmpty(), qPrintable(firstFailure(swatches, true)));
    }

    // The check fails where it should: a "safe" palette that kept the
    // normal red and green, and Blasting Billy's normal suits without their symbols.
    void checkCatchesBrokenPalettes()
    {
        QList<Swatch> broken = players(Palette::Safe);
        for (Swatch &swatch : broken)
            if (swatch.name == u"red"_s || swatch.name == u"green"_s)
                swatch.colour = colourvision::player(swatch.name, Palette::Normal);
        const QString failure = firstFailure(broken, false);
        QVERIFY(failure.contains(u"red"_s) && failure.contains(u"green"_s));
        QVERIFY(!failure.contains(u"under normal vision"_s));

        QList<Swatch> unmarked = suitsOf(u"blasting-billy"_s, Palette::Normal);
        for (Swatch &swatch : unmarked)
            swatch.mark.clear();
        QVERIFY(!firstFailure(unmarked, true).isEmpty());
        QVERIFY(firstFailure(suitsOf(u"blasting-billy"_s, Palette::Safe), false).isEmpty());
    }

    // The table's colours are the art's: each telling colour is in its file
    // (so a script that changes a colour must change the table here too),
    // and is gone from the file in a palette that replaces it.
    void artCarriesTheColours()
    {
        for (const QString &game : kGames) {
            const QByteArray normal = colourvision::art(artOf(game), Palette::Normal);
            QVERIFY2(!normal.isEmpty(), qPrintable(game));
            for (const colourvision::Suit &suit : colourvision::suits()) {
                if (suit.game != game)
                    continue;
                const QByteArray main = colourvision::suit(suit, Palette::Normal).name().toLatin1();
                QVERIFY2(normal.contains(main), qPrintable(game + u' ' + suit.id));
                for (const Palette palette : {Palette::Safe, Palette::HighContrast}) {
                    const QByteArray recoloured = colourvision::art(artOf(game), palette);
                    const QByteArray now = colourvision::suit(suit, palette).name().toLatin1();
                    QVERIFY(recoloured.contains(now));
                    if (now != main)
                        QVERIFY2(!recoloured.contains(main), qPrintable(game + u' ' + suit.id));
                }
            }
        }
        for (const QString &pieces : {u":/pieces/wyatt-earp.svg"_s, u":/pieces/halunken-spelunken.svg"_s}) {
            const QByteArray normal = colourvision::art(pieces, Palette::Normal);
            const QByteArray safe = colourvision::art(pieces, Palette::Safe);
            for (const QString &id : colourvision::playerColourIds()) {
                QVERIFY2(normal.contains(colourvision::player(id, Palette::Normal).name().toLatin1()),
                    qPrintable(pieces + u' ' + id));
                QVERIFY(safe.contains(colourvision::player(id, Palette::Safe).name().toLatin1()));
            }
            // The marks' white and ink are never recoloured.
            QCOMPARE(safe.count("#ffffff"), normal.count("#ffffff"));
            QCOMPARE(safe.count("#2a1a10"), normal.count("#2a1a10"));
        }
    }

    // The table draws in the current palette, from a cache that tells palettes apart.
    void svgArtFollowsThePalette()
    {
        QPixmapCache::clear();
        const SvgArt art(u":/pieces/wyatt-earp.svg"_s);
        QVERIFY(art.has(u"chip-red"_s));
        const QImage normal = art.pixmap(u"chip-red"_s, QSize(40, 40), 1).toImage();
        colourvision::setCurrent(Palette::Safe);
        const QImage safe = art.pixmap(u"chip-red"_s, QSize(40, 40), 1).toImage();
        colourvision::setCurrent(Palette::Normal);
        const QImage again = art.pixmap(u"chip-red"_s, QSize(40, 40), 1).toImage();
        QVERIFY(normal != safe);
        QCOMPARE(again, normal);
    }

    // Settings › Colours: kept, and applied at once (open tables redraw on
    // the notifier; the panels' tints follow).
    void settingsApplyThePalette()
    {
        settings::setColourVision(Palette::Normal);
        colourvision::setCurrent(Palette::Normal);
        QSignalSpy changed(colourvision::notifier(), &colourvision::Notifier::changed);
        SettingsDialog dialog(u"en"_s);
        auto *combo = dialog.findChild<QComboBox *>(u"colourVisionCombo"_s);
        QVERIFY(combo);
        QCOMPARE(combo->count(), 3);
        combo->setCurrentIndex(combo->findData(int(Palette::Safe)));
        static_cast<QDialog &>(dialog).accept(); // as OK does
        QCOMPARE(colourvision::current(), Palette::Safe);
        QCOMPARE(settings::colourVision(), Palette::Safe);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(hsnames::captainTint(0), colourvision::player(u"red"_s, Palette::Safe));
        QCOMPARE(wenames::cowboyTint(1), colourvision::player(u"blue"_s, Palette::Safe));
        QCOMPARE(wenames::cowboyColour(0), u"red, circle"_s);

        SettingsDialog again(u"en"_s);
        QCOMPARE(again.findChild<QComboBox *>(u"colourVisionCombo"_s)->currentData().toInt(), int(Palette::Safe));
        settings::setColourVision(Palette::Normal);
        colourvision::setCurrent(Palette::Normal);
        QCOMPARE(changed.count(), 2);
    }

    // An open table draws again in the new palette at once: its player
    // panels' strips, chips and figures in the safe blue.
    void openTableTakesThePalette()
    {
        colourvision::setCurrent(Palette::Normal);
        auto session = apptest::start(apptest::setup(4, 0, 7, 0, u"wyatt-earp/standard"_s));
        QVERIFY(session);
        std::unique_ptr<TableView> table(createTable(*gameUi(session->gameId()), session->view(), nullptr, nullptr));
        table->setFlightMilliseconds(0);
        table->resize(1200, 800);
        table->show();
        QCoreApplication::sendPostedEvents();
        const QColor blue = colourvision::player(u"blue"_s, Palette::Safe);
        const auto pixelsOf = [&table](const QColor &colour) {
            const QImage image = table->grab().toImage();
            int count = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor pixel = image.pixelColor(x, y);
                    count += std::abs(pixel.red() - colour.red()) + std::abs(pixel.green() - colour.green())
                            + std::abs(pixel.blue() - colour.blue())
                        < 12;
                }
            return count;
        };
        const int before = pixelsOf(blue);
        colourvision::setCurrent(Palette::Safe);
        QCoreApplication::sendPostedEvents();
        const int after = pixelsOf(blue);
        colourvision::setCurrent(Palette::Normal);
        QCOMPARE_GT(after, before + 200);
    }

    void ids()
    {
        for (const Palette palette : colourvision::kPalettes)
            QCOMPARE(colourvision::fromId(colourvision::id(palette)), palette);
        QCOMPARE(colourvision::fromId(u"nonsense"_s), Palette::Normal);
    }
};

QTEST_MAIN(TestColourVision)
#include "test_colourvision.moc"
