#include "boomonames.h"

#include "boomo/rules.h"

#include <QCoreApplication>

namespace boomonames {

namespace {

struct Name {
    const char *id;
    const char *text;
};

// The rulebook's names (German, French, Italian); Dutch and English chosen once.
constexpr Name kKinds[] = {
    {"stop", QT_TRANSLATE_NOOP("BoomoNames", "Time stopper")},
    {"reverse", QT_TRANSLATE_NOOP("BoomoNames", "Reverse")},
    {"skip", QT_TRANSLATE_NOOP("BoomoNames", "Skip")},
    {"set60", QT_TRANSLATE_NOOP("BoomoNames", ":60 Up to 60")},
    {"set30", QT_TRANSLATE_NOOP("BoomoNames", ":30 To 30")},
    {"set0", QT_TRANSLATE_NOOP("BoomoNames", ":0 Back to zero")},
    {"plus1", QT_TRANSLATE_NOOP("BoomoNames", "Everyone draws 1")},
    {"plus2", QT_TRANSLATE_NOOP("BoomoNames", "Everyone draws 2")},
    {"swap", QT_TRANSLATE_NOOP("BoomoNames", "Swap hands")},
    {"twice", QT_TRANSLATE_NOOP("BoomoNames", "Play twice")},
    {"bomb", QT_TRANSLATE_NOOP("BoomoNames", "Bomb card")},
};

} // namespace

QString kind(const QString &kindId)
{
    for (const auto &name : kKinds)
        if (kindId == QLatin1StringView(name.id))
            return QCoreApplication::translate("BoomoNames", name.text);
    bool number = false;
    const int seconds = kindId.toInt(&number);
    if (number)
        //: A card that adds seconds to the total, e.g. "10 seconds".
        return QCoreApplication::translate("BoomoNames", "%n second(s)", nullptr, seconds);
    return kindId;
}

QString card(const houserules::boomo::Rules &rules, int card)
{
    return kind(QString::fromStdString(rules.cardName(card)));
}

QString timeBomb()
{
    return QCoreApplication::translate("BoomoNames", "Ticking time bomb");
}

} // namespace boomonames
