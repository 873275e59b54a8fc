#pragma once

#include <QByteArray>
#include <QColor>
#include <QList>
#include <QObject>
#include <QString>

// The colour-vision palettes. Every colour that tells something apart (a
// player's figures and chips, a card's suit, a chart's line) is named here
// once per palette; the art keeps its normal colours, and the SVG bytes are
// recoloured when a file is loaded (recoloured()), so that the table, the
// printed sheets and the rules' pictures follow the setting alike.
//
// Safe: Okabe & Ito's palette (2008), apart for red-green and blue-yellow
// colour blindness (tests/app/test_colourvision.cpp simulates both).
// High contrast: strong colours far apart in lightness as well as in hue.
namespace colourvision {

enum class Palette { Normal, Safe, HighContrast };
inline constexpr Palette kPalettes[] = {Palette::Normal, Palette::Safe, Palette::HighContrast};

// "normal", "safe", "high-contrast": kept in the settings and in the art's cache keys.
QString id(Palette palette);
Palette fromId(const QString &id); // Normal for anything unknown

// The palette the app draws with now (set at start from the settings).
Palette current();
// Sets the palette; emits Notifier::changed when it differs.
void setCurrent(Palette palette);

// Tells those who drew with the palette to draw again.
class Notifier final : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
Q_SIGNALS:
    void changed();
};
Notifier *notifier();

// A player's colour by the art's name ("red", "blue", "green", "yellow",
// "white", "black"): the figures' main colour; `normal` is what the caller
// draws with in the normal palette (a panel's tint), returned unchanged then.
QColor player(const QString &colourId, Palette palette, const QColor &normal);
QColor player(const QString &colourId, Palette palette);
QStringList playerColourIds();
// The shape every piece of that player carries (resources/tools/player_marks.py):
// "circle", "triangle", "square", "diamond", "star", "cross".
QString playerMark(const QString &colourId);

// A card suit (or kind) whose colour tells it apart, in one game's deck.
struct Suit {
    QString game; // "blasting-billy", "boomo", "halunken-spelunken", "wyatt-earp"
    QString id;   // the suit's name in the art's script
    // The second, shape clue every card of the suit carries besides colour
    // (a symbol or picture); empty if the colour alone tells it apart.
    QString mark;
};
QList<Suit> suits();
QColor suit(const Suit &suit, Palette palette);

// `svg` (the art file `fileName`, e.g. ":/cards/boomo.svg") in `palette`:
// each of the file's telling colours, and its lighter and darker shades,
// replaced in one pass. Normal returns `svg` itself.
QByteArray recoloured(const QString &fileName, const QByteArray &svg, Palette palette);
// The file read and recoloured; empty if it cannot be read.
QByteArray art(const QString &fileName, Palette palette = current());

// The colour of a chart's n-th line or bar set (seats, variants).
QColor series(int index, Palette palette = current());

} // namespace colourvision
