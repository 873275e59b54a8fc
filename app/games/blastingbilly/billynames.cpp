#include "billynames.h"

#include "blastingbilly/rules.h"

#include <QCoreApplication>

namespace billynames {

namespace {

struct Name {
    const char *id;
    const char *text;
};

// The rulebooks' colour names, keyed by the engine's colour ids.
constexpr Name kColours[] = {
    {"gold", QT_TRANSLATE_NOOP("BillyNames", "Gold")},
    {"banknotes", QT_TRANSLATE_NOOP("BillyNames", "Banknotes")},
    {"coins", QT_TRANSLATE_NOOP("BillyNames", "Coins")},
    {"jewelry", QT_TRANSLATE_NOOP("BillyNames", "Jewelry")},
    {"diamonds", QT_TRANSLATE_NOOP("BillyNames", "Diamonds")},
};

} // namespace

QString colour(const QString &colourId)
{
    for (const auto &name : kColours)
        if (colourId == QLatin1StringView(name.id))
            return QCoreApplication::translate("BillyNames", name.text);
    return colourId; // a colour a house rule made up: its id is its name
}

QString colour(const houserules::blastingbilly::Rules &rules, int colourIndex)
{
    return colour(QString::fromStdString(rules.colours[std::size_t(colourIndex)]));
}

QString dynamite()
{
    return QCoreApplication::translate("BillyNames", "Dynamite");
}

namespace {

QString cardText(const QString &colourName, bool dynamite, int value)
{
    if (dynamite)
        //: The dynamite card of a colour (e.g. "Gold dynamite"); %1 is the colour.
        return QCoreApplication::translate("BillyNames", "%1 dynamite").arg(colourName);
    //: A card: its colour, then its value (e.g. "Gold 7").
    return QCoreApplication::translate("BillyNames", "%1 %2").arg(colourName).arg(value);
}

} // namespace

QString card(const houserules::blastingbilly::Rules &rules, int cardId)
{
    const auto &c = rules.deck[std::size_t(cardId)];
    return cardText(colour(rules, c.colour), c.dynamite, c.value);
}

QString card(const QString &kind)
{
    // The colour is everything before the last '-' (a made-up colour's id
    // may hold one too).
    const qsizetype dash = kind.lastIndexOf(u'-');
    if (dash <= 0)
        return kind;
    const QString rank = kind.mid(dash + 1);
    bool number = false;
    const int value = rank.toInt(&number);
    if (!number && rank != QLatin1StringView("dynamite"))
        return kind;
    return cardText(colour(kind.left(dash)), !number, value);
}

} // namespace billynames
