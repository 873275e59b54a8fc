#include "hsnames.h"

#include "halunkenspelunken/rules.h"

#include "games/tooltips.h"
#include "palette/colourvision.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;
using houserules::halunkenspelunken::kRum;
using houserules::halunkenspelunken::Rules;

namespace hsnames {

namespace {

struct Name {
    const char *id;
    const char *text;
};

// The rulebook's colours, lowest first.
constexpr Name kColours[] = {
    {"yellow", QT_TRANSLATE_NOOP("HsNames", "Yellow")},
    {"grey", QT_TRANSLATE_NOOP("HsNames", "Grey")},
    {"purple", QT_TRANSLATE_NOOP("HsNames", "Purple")},
    {"red", QT_TRANSLATE_NOOP("HsNames", "Red")},
};

// The captains' colours, seat by seat (the rulebook's four figures).
constexpr Name kCaptains[] = {
    {"red", QT_TRANSLATE_NOOP("HsNames", "red")},
    {"blue", QT_TRANSLATE_NOOP("HsNames", "blue")},
    {"green", QT_TRANSLATE_NOOP("HsNames", "green")},
    {"yellow", QT_TRANSLATE_NOOP("HsNames", "yellow")},
};

const QColor kTints[] = {QColor(200, 50, 45), QColor(50, 100, 200), QColor(45, 150, 70), QColor(225, 180, 30)};

} // namespace

QString colour(const QString &colourId)
{
    for (const auto &name : kColours)
        if (colourId == QLatin1StringView(name.id))
            return QCoreApplication::translate("HsNames", name.text);
    return colourId;
}

QString colour(const Rules &rules, int colourIndex)
{
    return colour(QString::fromStdString(rules.colours[std::size_t(colourIndex)]));
}

QString villain(const Rules &rules, int card)
{
    const auto &v = rules.villains[std::size_t(card)];
    return villain(QString::fromStdString(rules.colours[std::size_t(v.colour)]), v.value);
}

QString villain(const QString &colourId, int value)
{
    //: A villain card: its colour and value, e.g. "Red 9".
    return QCoreApplication::translate("HsNames", "%1 %2").arg(colour(colourId)).arg(value);
}

QString move(int number)
{
    if (number == kRum)
        return QCoreApplication::translate("HsNames", "Rum");
    return QString::number(number);
}

QString movementCard(int number)
{
    if (number == kRum)
        return QCoreApplication::translate("HsNames", "Rum card");
    return QCoreApplication::translate("HsNames", "Movement card %1").arg(number);
}

QString blackJackCard(int number)
{
    return QCoreApplication::translate("HsNames", "Black Jack's movement card %1").arg(number);
}

QString captainColour(int seat)
{
    const Name &name = kCaptains[std::size_t(seat) % std::size(kCaptains)];
    return Tooltips::colourAndMark(
        QCoreApplication::translate("HsNames", name.text), colourvision::playerMark(QLatin1StringView(name.id)));
}

QString captainElement(int seat)
{
    return u"captain-"_s + QLatin1StringView(kCaptains[std::size_t(seat) % std::size(kCaptains)].id);
}

QString markElement(int seat)
{
    return u"mark-"_s + QLatin1StringView(kCaptains[std::size_t(seat) % std::size(kCaptains)].id);
}

QColor captainTint(int seat)
{
    const std::size_t i = std::size_t(seat) % std::size(kTints);
    return colourvision::player(QLatin1StringView(kCaptains[i].id), colourvision::current(), kTints[i]);
}

QString villainElement(const Rules &rules, int card)
{
    const auto &v = rules.villains[std::size_t(card)];
    QString id = QString::fromStdString(rules.colours[std::size_t(v.colour)]);
    bool drawn = false;
    for (const auto &name : kColours)
        drawn = drawn || id == QLatin1StringView(name.id);
    if (!drawn) // a colour the art has no coat for
        id = QLatin1StringView(kColours[std::size_t(v.colour) % std::size(kColours)].id);
    return u"villain-%1-%2"_s.arg(id).arg(v.value);
}

QString moveElement(int number)
{
    return number == kRum ? u"move-rum"_s : u"move-%1"_s.arg(number);
}

QString blackJackElement(int number)
{
    return u"blackjack-%1"_s.arg(number);
}

} // namespace hsnames
