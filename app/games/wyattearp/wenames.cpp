#include "wenames.h"

#include "wyattearp/observation.h"
#include "wyattearp/rules.h"

#include "games/tooltips.h"
#include "palette/colourvision.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;
using houserules::wyattearp::Rules;

namespace wenames {

namespace {

struct Name {
    const char *id;
    const char *text;
};

constexpr Name kBusinesses[] = {
    {"arizona_club", QT_TRANSLATE_NOOP("WeNames", "Arizona-Club")},
    {"golden_nugget", QT_TRANSLATE_NOOP("WeNames", "Golden Nugget Saloon")},
    {"general_store", QT_TRANSLATE_NOOP("WeNames", "General Store")},
    {"livery_stable", QT_TRANSLATE_NOOP("WeNames", "Livery Stable")},
    {"barber_shop", QT_TRANSLATE_NOOP("WeNames", "Barber Shop")},
    {"blacksmith", QT_TRANSLATE_NOOP("WeNames", "Blacksmith")},
    {"grand_hotel", QT_TRANSLATE_NOOP("WeNames", "Grand Hotel")},
    {"gunsmith", QT_TRANSLATE_NOOP("WeNames", "Gunsmith")},
    {"stagecoach", QT_TRANSLATE_NOOP("WeNames", "Stagecoach Line")},
    {"assay_office", QT_TRANSLATE_NOOP("WeNames", "Assay Office")},
};

// Proper names: the same in every language.
constexpr Name kGunfighters[] = {
    {"wyatt_earp", "Wyatt Earp"},
    {"doc_holliday", "Doc Holliday"},
    {"calamity_jane", "Calamity Jane"},
    {"billy_the_kid", "Billy the Kid"},
    {"wild_bill", "Wild Bill"},
    {"annie_oakley", "Annie Oakley"},
};

// In the rulebook's order: Intelligenz, Schnelligkeit, Kraft, Geschicklichkeit.
constexpr Name kAttributes[] = {
    {"intelligence", QT_TRANSLATE_NOOP("WeNames", "Intelligence")},
    {"speed", QT_TRANSLATE_NOOP("WeNames", "Speed")},
    {"strength", QT_TRANSLATE_NOOP("WeNames", "Strength")},
    {"dexterity", QT_TRANSLATE_NOOP("WeNames", "Dexterity")},
};

constexpr Name kFieldKinds[] = {
    {"stone", QT_TRANSLATE_NOOP("WeNames", "Stone field")},
    {"star", QT_TRANSLATE_NOOP("WeNames", "Star field")},
    {"dollar", QT_TRANSLATE_NOOP("WeNames", "Dollar field")},
    {"ace", QT_TRANSLATE_NOOP("WeNames", "Ace field")},
    {"dice", QT_TRANSLATE_NOOP("WeNames", "Dice field")},
};

constexpr const char *kSpots[] = {
    QT_TRANSLATE_NOOP("WeNames", "LOW (4–10)"),
    QT_TRANSLATE_NOOP("WeNames", "HIGH (11–17)"),
    QT_TRANSLATE_NOOP("WeNames", "Any pair"),
    QT_TRANSLATE_NOOP("WeNames", "Pair of 1s"),
    QT_TRANSLATE_NOOP("WeNames", "Pair of 2s"),
    QT_TRANSLATE_NOOP("WeNames", "Pair of 3s"),
    QT_TRANSLATE_NOOP("WeNames", "Pair of 4s"),
    QT_TRANSLATE_NOOP("WeNames", "Pair of 5s"),
    QT_TRANSLATE_NOOP("WeNames", "Pair of 6s"),
};

constexpr const char *kPokerFaces[] = {
    QT_TRANSLATE_NOOP("WeNames", "9"),
    QT_TRANSLATE_NOOP("WeNames", "10"),
    //: The jack on a poker die (one letter).
    QT_TRANSLATE_NOOP("WeNames", "J"),
    //: The queen on a poker die (one letter).
    QT_TRANSLATE_NOOP("WeNames", "Q"),
    //: The king on a poker die (one letter).
    QT_TRANSLATE_NOOP("WeNames", "K"),
    //: The ace on a poker die (one letter).
    QT_TRANSLATE_NOOP("WeNames", "A"),
};
constexpr const char *kPokerElements[] = {"9", "10", "j", "q", "k", "a"};

constexpr const char *kCombinations[] = {
    QT_TRANSLATE_NOOP("WeNames", "nothing"),
    QT_TRANSLATE_NOOP("WeNames", "a pair"),
    QT_TRANSLATE_NOOP("WeNames", "two pairs"),
    QT_TRANSLATE_NOOP("WeNames", "three of a kind"),
    QT_TRANSLATE_NOOP("WeNames", "a straight"),
    QT_TRANSLATE_NOOP("WeNames", "a full house"),
    QT_TRANSLATE_NOOP("WeNames", "four of a kind"),
    QT_TRANSLATE_NOOP("WeNames", "five of a kind (a cheat)"),
};

// The cowboys' colours, seat by seat (the art's six figures and chips).
constexpr Name kCowboys[] = {
    {"red", QT_TRANSLATE_NOOP("WeNames", "red")},
    {"blue", QT_TRANSLATE_NOOP("WeNames", "blue")},
    {"green", QT_TRANSLATE_NOOP("WeNames", "green")},
    {"yellow", QT_TRANSLATE_NOOP("WeNames", "yellow")},
    {"white", QT_TRANSLATE_NOOP("WeNames", "white")},
    {"black", QT_TRANSLATE_NOOP("WeNames", "black")},
};

const QColor kTints[] = {QColor(200, 50, 45), QColor(50, 100, 200), QColor(45, 150, 70), QColor(225, 180, 30),
    QColor(235, 230, 215), QColor(40, 40, 40)};

QString translated(const char *text)
{
    return QCoreApplication::translate("WeNames", text);
}

template <std::size_t N>
QString lookUp(const Name (&table)[N], const QString &id, bool translate)
{
    for (const auto &name : table)
        if (id == QLatin1StringView(name.id))
            return translate ? translated(name.text) : QString::fromLatin1(name.text);
    return id;
}

} // namespace

QString business(const QString &businessId)
{
    return lookUp(kBusinesses, businessId, true);
}

QString business(const Rules &rules, int index)
{
    if (index < 0 || index >= rules.businessCount())
        return {};
    return business(QString::fromStdString(rules.businesses[std::size_t(index)]));
}

QString gunfighter(const QString &gunfighterId)
{
    return lookUp(kGunfighters, gunfighterId, false);
}

QString gunfighter(const Rules &rules, int index)
{
    if (index < 0 || index >= rules.gunfighterCount())
        return {};
    return gunfighter(QString::fromStdString(rules.gunfighters[std::size_t(index)].name));
}

QString attribute(int index)
{
    if (index < 0 || index >= int(std::size(kAttributes)))
        return {};
    return translated(kAttributes[std::size_t(index)].text);
}

QString attribute(const QString &attributeId)
{
    return lookUp(kAttributes, attributeId, true);
}

QString share(const Rules &rules, int card)
{
    if (card < 0 || card >= rules.shareCount())
        return {};
    const auto &s = rules.shares[std::size_t(card)];
    return share(business(rules, s.business), attribute(int(s.attribute)));
}

QString share(const QString &businessName, const QString &attributeName)
{
    //: A share: its business and the attribute that sets its price, e.g. "Gunsmith (Speed)".
    return QCoreApplication::translate("WeNames", "%1 (%2)").arg(businessName, attributeName);
}

QString fieldKind(int kind)
{
    if (kind < 0 || kind >= int(std::size(kFieldKinds)))
        return {};
    return translated(kFieldKinds[std::size_t(kind)].text);
}

QString spot(int index)
{
    if (index < 0 || index >= int(std::size(kSpots)))
        return {};
    return translated(kSpots[std::size_t(index)]);
}

QString pokerFace(int face)
{
    if (face < 1 || face > 6)
        return {};
    return translated(kPokerFaces[std::size_t(face - 1)]);
}

QString combination(int index)
{
    if (index < 0 || index >= int(std::size(kCombinations)))
        return {};
    return translated(kCombinations[std::size_t(index)]);
}

QString cowboyColour(int seat)
{
    const Name &name = kCowboys[std::size_t(seat) % std::size(kCowboys)];
    return Tooltips::colourAndMark(translated(name.text), colourvision::playerMark(QLatin1StringView(name.id)));
}

QString cowboyElement(int seat)
{
    return u"cowboy-"_s + QLatin1StringView(kCowboys[std::size_t(seat) % std::size(kCowboys)].id);
}

QString chipElement(int seat)
{
    return u"chip-"_s + QLatin1StringView(kCowboys[std::size_t(seat) % std::size(kCowboys)].id);
}

QString markElement(int seat)
{
    return u"mark-"_s + QLatin1StringView(kCowboys[std::size_t(seat) % std::size(kCowboys)].id);
}

QColor cowboyTint(int seat)
{
    const std::size_t i = std::size_t(seat) % std::size(kTints);
    return colourvision::player(QLatin1StringView(kCowboys[i].id), colourvision::current(), kTints[i]);
}

QString shareElement(const Rules &rules, int card)
{
    if (card < 0 || card >= rules.shareCount())
        return u"placeholder"_s;
    return u"share-"_s
        + QString::fromStdString(rules.businesses[std::size_t(rules.shares[std::size_t(card)].business)]);
}

QString gunfighterElement(const Rules &rules, int index)
{
    if (index < 0 || index >= rules.gunfighterCount())
        return u"character-back"_s;
    return u"character-"_s + QString::fromStdString(rules.gunfighters[std::size_t(index)].name);
}

QString fieldElement(int kind)
{
    if (kind < 0 || kind >= int(std::size(kFieldKinds)))
        return u"field-stone"_s;
    return u"field-"_s + QLatin1StringView(kFieldKinds[std::size_t(kind)].id);
}

QString attributeElement(int index)
{
    if (index < 0 || index >= int(std::size(kAttributes)))
        return u"attr-star"_s;
    return u"attr-"_s + QLatin1StringView(kAttributes[std::size_t(index)].id);
}

QString dieElement(int face)
{
    return face >= 1 && face <= 6 ? u"die-%1"_s.arg(face) : u"die-blank"_s;
}

QString pokerDieElement(int face)
{
    return face >= 1 && face <= 6 ? u"poker-"_s + QLatin1StringView(kPokerElements[std::size_t(face - 1)])
                                  : u"die-blank"_s;
}

} // namespace wenames
