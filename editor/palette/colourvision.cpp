#include "colourvision.h"

#include <QFile>
#include <QHash>
#include <QMutex>

#include <algorithm>
#include <array>

using namespace Qt::Literals::StringLiterals;

namespace colourvision {

namespace {

// One telling colour of the art: its main colour as the scripts in
// resources/tools write it, the lighter and darker shades drawn with it
// (recoloured to the same lightness around the new main colour), and the
// main colour in the safe and the high-contrast palettes.
struct Entry {
    const char *file; // the art file's name without folder, or "pieces" for both pieces files
    const char *game; // "players" for the player colours
    const char *id;
    const char *mark;
    const char *main;
    std::array<const char *, 4> shades;
    const char *safe;
    const char *high;
};

// Safe: Okabe & Ito's orange #e69f00, sky blue #56b4e9, bluish green #009e73,
// yellow #f0e442, blue #0072b2, vermillion #d55e00, and Paul Tol's wine
// #882255 for a fifth suit (Okabe & Ito's reddish purple is too near their
// sky blue for protanopes). High contrast: the same hues stronger, and far
// apart in lightness. White and black players keep their colours.
constexpr Entry kEntries[] = {
    // The players' figures and chips (make_*_pieces.py).
    {"pieces", "players", "red", "circle", "#d8362b", {"#7c1510", "#f6a89c"}, "#d55e00", "#d04000"},
    {"pieces", "players", "blue", "triangle", "#2f6fd6", {"#12306e", "#a9c8f6"}, "#0072b2", "#002aa0"},
    {"pieces", "players", "green", "square", "#2f9a4c", {"#124a22", "#a6e0b4"}, "#009e73", "#00b090"},
    {"pieces", "players", "yellow", "diamond", "#f2c21c", {"#7a5a00", "#fff0a0"}, "#f0e442", "#ffe800"},
    {"pieces", "players", "white", "star", "#f4f1ea", {}, "#f4f1ea", "#f4f1ea"},
    {"pieces", "players", "black", "cross", "#2b2b32", {}, "#2b2b32", "#2b2b32"},
    // Blasting Billy's five colours, each with its symbol (make_blasting_billy_deck.py).
    {"blasting-billy.svg", "blasting-billy", "gold", "gold bars", "#e5a812", {"#fbe08a", "#6b4700", "#fcf0c4"},
        "#e69f00", "#ffe800"},
    {"blasting-billy.svg", "blasting-billy", "banknotes", "banknotes", "#2e9a52", {"#ace2b9", "#124d28", "#dcf2e0"},
        "#009e73", "#00b090"},
    {"blasting-billy.svg", "blasting-billy", "coins", "coins", "#2f72cf", {"#a9cbf6", "#153a77", "#dde9fa", "#2258a6"},
        "#56b4e9", "#002aa0"},
    {"blasting-billy.svg", "blasting-billy", "jewelry", "necklace", "#d23a3a", {"#f7b2aa", "#701515", "#fadcd8"},
        "#d55e00", "#d04000"},
    {"blasting-billy.svg", "blasting-billy", "diamonds", "diamond", "#8b4bc8", {"#d9c0f4", "#3d1964", "#ece0fa"},
        "#882255", "#e070e0"},
    // Boomo's kinds of card, each with its own picture (make_boomo_deck.py);
    // the bombs' yellow is the hazard stripes', kept.
    {"boomo.svg", "boomo", "number", "numeral", "#f0901c", {"#ffd28a", "#6b3000", "#fff2dc"}, "#e69f00", "#ffe800"},
    {"boomo.svg", "boomo", "set", "display", "#2f72cf", {"#a9cbf6", "#123a78", "#e3eefc"}, "#0072b2", "#002aa0"},
    {"boomo.svg", "boomo", "command", "command icon", "#8b4bc8", {"#d9c0f4", "#3d1964", "#f1e8fb"}, "#882255",
        "#e070e0"},
    {"boomo.svg", "boomo", "bomb", "bomb", "#d7332a", {"#4a0b07", "#fff0d4"}, "#d55e00", "#d04000"},
    // Halunken & Spelunken's villain colours, each with its symbol, and the
    // movement cards' ship's wheel (make_halunken_spelunken_deck.py); the
    // movement cards' parchment is kept.
    {"halunken-spelunken.svg", "halunken-spelunken", "red", "anchor", "#cf3a2e", {"#f6b4a6", "#5c120c", "#fdf0e8"},
        "#d55e00", "#d04000"},
    {"halunken-spelunken.svg", "halunken-spelunken", "purple", "skull", "#7d48b8", {"#d7c2f0", "#33164f", "#f5eefc"},
        "#882255", "#e070e0"},
    {"halunken-spelunken.svg", "halunken-spelunken", "grey", "dagger", "#6e7781", {"#cdd3da", "#262b31", "#f2f3f5"},
        "#999999", "#606060"},
    {"halunken-spelunken.svg", "halunken-spelunken", "yellow", "coin", "#e2a614", {"#ffe38a", "#5c4100", "#fff8dc"},
        "#f0e442", "#ffe800"},
    {"halunken-spelunken.svg", "halunken-spelunken", "move", "ship's wheel", "#2c6e8c", {"#a8d6e6", "#0f3446"},
        "#0072b2", "#002aa0"},
    // Wyatt Earp's cards: a star, a dollar or a character's portrait tells
    // them apart, in muted colours of the same brown paper; kept.
    {"wyatt-earp.svg", "wyatt-earp", "star", "star", "#8a3a22", {}, "#8a3a22", "#8a3a22"},
    {"wyatt-earp.svg", "wyatt-earp", "dollar", "dollar", "#2f6b3f", {}, "#2f6b3f", "#2f6b3f"},
    {"wyatt-earp.svg", "wyatt-earp", "character", "portrait", "#4a3020", {}, "#4a3020", "#4a3020"},
};

// Okabe & Ito's eight, as the lab has always drawn its seats.
const QColor kSeries[]
    = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7),
        QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9), QColor(0x33, 0x33, 0x33), QColor(0xf0, 0xe4, 0x42)};
// Dark and strong on the charts' white.
const QColor kSeriesHigh[]
    = {QColor(0x00, 0x2a, 0xa0), QColor(0xc0, 0x30, 0x00), QColor(0x00, 0x70, 0x50), QColor(0xa0, 0x00, 0xa0),
        QColor(0x00, 0x00, 0x00), QColor(0x00, 0x88, 0xd0), QColor(0x80, 0x60, 0x00), QColor(0x60, 0x60, 0x60)};

Palette g_current = Palette::Normal;

QColor inPalette(const Entry &entry, Palette palette)
{
    switch (palette) {
    case Palette::Normal:
        return QColor::fromString(QLatin1StringView(entry.main));
    case Palette::Safe:
        return QColor::fromString(QLatin1StringView(entry.safe));
    case Palette::HighContrast:
        return QColor::fromString(QLatin1StringView(entry.high));
    }
    return QColor::fromString(QLatin1StringView(entry.main));
}

// `main` mixed towards white or black until it is as light as `shade` is
// beside `oldMain`: a pale panel stays pale, a dark outline dark.
QColor shadeOf(const QColor &main, const QColor &shade)
{
    const float target = shade.lightnessF(), own = main.lightnessF();
    const bool lighter = target > own;
    // HSL lightness is linear along a straight mix with white or black.
    const float t = lighter ? (own >= 1 ? 0 : (target - own) / (1 - own)) : (own <= 0 ? 0 : 1 - target / own);
    const float towards = lighter ? 1.0f : 0.0f;
    auto mix = [t, towards](float c) { return c + t * (towards - c); };
    return QColor::fromRgbF(mix(main.redF()), mix(main.greenF()), mix(main.blueF()));
}

QByteArray hex(const QColor &colour)
{
    return colour.name(QColor::HexRgb).toLatin1();
}

// Old colour → new, as "#rrggbb" in lower case, for one file in one palette.
QHash<QByteArray, QByteArray> replacements(const QString &fileName, Palette palette)
{
    QHash<QByteArray, QByteArray> map;
    const bool pieces = fileName.contains(u"pieces/"_s);
    for (const Entry &entry : kEntries) {
        const QString file = QLatin1StringView(entry.file);
        if (!(file == u"pieces"_s ? pieces : !pieces && fileName.endsWith(u'/' + file)))
            continue;
        const QColor oldMain = QColor::fromString(QLatin1StringView(entry.main));
        const QColor newMain = inPalette(entry, palette);
        if (newMain == oldMain)
            continue;
        map.insert(QByteArray(entry.main), hex(newMain));
        for (const char *shade : entry.shades)
            if (shade)
                map.insert(QByteArray(shade), hex(shadeOf(newMain, QColor::fromString(QLatin1StringView(shade)))));
    }
    return map;
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

} // namespace

QString id(Palette palette)
{
    switch (palette) {
    case Palette::Normal:
        return u"normal"_s;
    case Palette::Safe:
        return u"safe"_s;
    case Palette::HighContrast:
        return u"high-contrast"_s;
    }
    return u"normal"_s;
}

Palette fromId(const QString &text)
{
    for (const Palette palette : kPalettes)
        if (id(palette) == text)
            return palette;
    return Palette::Normal;
}

Palette current()
{
    return g_current;
}

void setCurrent(Palette palette)
{
    if (palette == g_current)
        return;
    g_current = palette;
    Q_EMIT notifier()->changed();
}

Notifier *notifier()
{
    static Notifier instance;
    return &instance;
}

QColor player(const QString &colourId, Palette palette, const QColor &normal)
{
    if (palette == Palette::Normal)
        return normal;
    for (const Entry &entry : kEntries)
        if (QLatin1StringView(entry.game) == u"players"_s && QLatin1StringView(entry.id) == colourId)
            return QLatin1StringView(entry.main) == QLatin1StringView(entry.safe) ? normal : inPalette(entry, palette);
    return normal;
}

QColor player(const QString &colourId, Palette palette)
{
    for (const Entry &entry : kEntries)
        if (QLatin1StringView(entry.game) == u"players"_s && QLatin1StringView(entry.id) == colourId)
            return inPalette(entry, palette);
    return {};
}

QStringList playerColourIds()
{
    QStringList ids;
    for (const Entry &entry : kEntries)
        if (QLatin1StringView(entry.game) == u"players"_s)
            ids.append(QLatin1StringView(entry.id));
    return ids;
}

QString playerMark(const QString &colourId)
{
    for (const Entry &entry : kEntries)
        if (QLatin1StringView(entry.game) == u"players"_s && QLatin1StringView(entry.id) == colourId)
            return QLatin1StringView(entry.mark);
    return {};
}

QList<Suit> suits()
{
    QList<Suit> list;
    for (const Entry &entry : kEntries)
        if (QLatin1StringView(entry.game) != u"players"_s)
            list.append(
                Suit {QLatin1StringView(entry.game), QLatin1StringView(entry.id), QLatin1StringView(entry.mark)});
    return list;
}

QColor suit(const Suit &suit, Palette palette)
{
    for (const Entry &entry : kEntries)
        if (QLatin1StringView(entry.game) == suit.game && QLatin1StringView(entry.id) == suit.id)
            return inPalette(entry, palette);
    return {};
}

QByteArray recoloured(const QString &fileName, const QByteArray &svg, Palette palette)
{
    if (palette == Palette::Normal)
        return svg;
    const QHash<QByteArray, QByteArray> map = replacements(fileName, palette);
    if (map.isEmpty())
        return svg;
    // One pass, so that a colour replaced is never replaced again.
    QByteArray out;
    out.reserve(svg.size());
    qsizetype i = 0;
    while (i < svg.size()) {
        const qsizetype hash = svg.indexOf('#', i);
        if (hash < 0 || hash + 7 > svg.size()) {
            out.append(svg.mid(i));
            break;
        }
        out.append(svg.mid(i, hash - i));
        const QByteArray colour = svg.mid(hash, 7);
        const bool whole = std::all_of(colour.begin() + 1, colour.end(), isHex)
            && (hash + 7 == svg.size() || !isHex(svg.at(hash + 7)));
        const auto found = whole ? map.constFind(colour.toLower()) : map.constEnd();
        out.append(found != map.constEnd() ? *found : colour.left(1));
        i = hash + (found != map.constEnd() ? 7 : 1);
    }
    return out;
}

QByteArray art(const QString &fileName, Palette palette)
{
    static QMutex mutex;
    static QHash<QString, QByteArray> cache;
    const QString key = id(palette) + u'|' + fileName;
    const QMutexLocker lock(&mutex);
    const auto found = cache.constFind(key);
    if (found != cache.constEnd())
        return *found;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = recoloured(fileName, file.readAll(), palette);
    cache.insert(key, bytes);
    return bytes;
}

QColor series(int index, Palette palette)
{
    if (palette == Palette::HighContrast)
        return kSeriesHigh[std::size_t(index) % std::size(kSeriesHigh)];
    return kSeries[std::size_t(index) % std::size(kSeries)];
}

} // namespace colourvision
