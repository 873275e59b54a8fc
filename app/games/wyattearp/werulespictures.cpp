#include "werulespictures.h"

#include "wenames.h"

#include "games/gameui.h"
#include "games/rulespage.h"

#include "wyattearp/rules.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using houserules::wyattearp::Back;
using houserules::wyattearp::FieldKind;
using houserules::wyattearp::kAttributes;
using houserules::wyattearp::Rules;

namespace {

// The translation context of the rules' sentences ("WeRules").
class WeRules {
    Q_DECLARE_TR_FUNCTIONS(WeRules)
};

const QString kCards = u":/cards/wyatt-earp.svg"_s;
const QString kPieces = u":/pieces/wyatt-earp.svg"_s;
constexpr qreal kField = 40;
constexpr qreal kStreetLeft = 96; // right of the dice
constexpr int kShown = 8;         // fields of each sidewalk in a picture

int wyattEarp(const Rules &rules)
{
    for (int g = 0; g < rules.gunfighterCount(); ++g)
        if (rules.gunfighters[std::size_t(g)].name == "wyatt_earp")
            return g;
    return -1;
}

QRectF fieldRect(int side, int field)
{
    return QRectF(kStreetLeft + field * kField, side == 0 ? 12 : 12 + kField + 22, kField - 2, kField - 2);
}

// The first fields of both sidewalks, the road between them, and the dice.
RulesPicture street(const Rules &rules, const std::array<int, 3> &dice, int usedDice)
{
    const int shown = std::min(kShown, rules.fields);
    RulesPicture picture {QSizeF(kStreetLeft + shown * kField + 10, 2 * kField + 46)};
    const qreal tile = kField;
    for (int i = 0; i < shown; ++i)
        picture.add(kPieces, u"street"_s, QRectF(kStreetLeft + i * tile, kField + 12, tile, 22));
    for (int side = 0; side < 2; ++side)
        for (int field = 0; field < shown; ++field)
            picture.add(kPieces, wenames::fieldElement(int(rules.kind(side, field))), fieldRect(side, field));
    for (int i = 0; i < 3; ++i) {
        auto &die = picture.add(kPieces, wenames::dieElement(dice[std::size_t(i)]), QRectF(14, 12 + i * 36, 30, 30));
        die.opacity = i < usedDice ? 0.35 : 1.0;
    }
    return picture;
}

void addCowboy(RulesPicture &picture, int side, int field, qreal opacity = 1)
{
    const QRectF at = fieldRect(side, field);
    auto &cowboy = picture.add(kPieces, wenames::cowboyElement(0), at.adjusted(4, -6, -4, -2));
    cowboy.opacity = opacity;
}

QPointF centreOf(int side, int field)
{
    return fieldRect(side, field).center();
}

} // namespace

namespace werulespictures {

void addTown(RulesPage &page, const Rules &rules, const QList<PrintedCard> &deck)
{
    QList<RulesPage::Captioned> items;
    auto piece = [&items](const QString &art, const QString &element, QSizeF size, const QString &caption) {
        RulesPicture picture {QSizeF(64, 90), false};
        picture.add(art, element, QRectF(QPointF((64 - size.width()) / 2, (90 - size.height()) / 2), size));
        items.append({picture, caption});
    };
    for (int kind = 0; kind < 5; ++kind)
        piece(kPieces, wenames::fieldElement(kind), QSizeF(56, 56), wenames::fieldKind(kind));
    piece(kPieces, wenames::cowboyElement(0), QSizeF(56, 56), WeRules::tr("Your cowboy"));
    piece(kPieces, wenames::chipElement(0), QSizeF(40, 40), WeRules::tr("A chip"));
    piece(kPieces, wenames::dieElement(5), QSizeF(40, 40), WeRules::tr("A die"));
    if (const int gunfighter = wyattEarp(rules); gunfighter >= 0) {
        RulesPicture picture {QSizeF(64, 90), false};
        picture.addCard(kCards, deck[gunfighter], QRectF(2, 0, 60, 90));
        items.append({picture, WeRules::tr("A gunfighter (secret)")});
    }
    if (rules.shareCount() > 0) {
        RulesPicture picture {QSizeF(64, 90), false};
        picture.addCard(kCards, deck[rules.gunfighterCount()], QRectF(2, 0, 60, 90));
        items.append({picture, WeRules::tr("A share")});
        RulesPicture backs {QSizeF(64, 90), false};
        backs.addCard(kCards, deck[rules.gunfighterCount()], QRectF(2, 0, 60, 90), true);
        items.append({backs, WeRules::tr("A share's back")});
    }
    page.addGallery(u"town"_s, items, 6);
}

void addTurn(RulesPage &page, const Rules &rules, const QList<PrintedCard> &deck)
{
    const int shown = std::min(kShown, rules.fields);
    // Where the move ends: a star field of the south sidewalk, reached from
    // the north one by walking 3 east, 2 west and crossing with the third.
    int target = -1;
    for (int field = 1; field + 2 < shown && target < 0; ++field)
        if (rules.kind(1, field) == FieldKind::Star)
            target = field;
    if (target < 0)
        return; // a street without such a field near its start: no pictures of a turn
    const int start = target - 1;
    const std::array<int, 3> dice {3, 2, 4};
    QList<RulesPage::Captioned> steps;

    RulesPicture roll = street(rules, dice, 0);
    addCowboy(roll, 0, start);
    steps.append(
        {roll, WeRules::tr("Your turn starts with a roll of three dice. Your cowboy stands on the north sidewalk.")});

    RulesPicture walk = street(rules, dice, 2);
    addCowboy(walk, 0, start, 0.35);
    addCowboy(walk, 0, target);
    walk.arrows.append({centreOf(0, start) + QPointF(0, 6), centreOf(0, start + 3) + QPointF(0, 6)});
    walk.arrows.append({centreOf(0, start + 3) + QPointF(0, 24), centreOf(0, target) + QPointF(8, 24)});
    steps.append({walk,
        WeRules::tr("Walk two of the dice, each east or west: choose a die (click it, or press 1, 2 or 3), then "
                    "East or West (Right or Left). Here the %1 goes east and the %2 west.")
            .arg(dice[0])
            .arg(dice[1])});

    RulesPicture cross = street(rules, dice, 3);
    addCowboy(cross, 0, target, 0.35);
    addCowboy(cross, 1, target);
    cross.arrows.append({centreOf(0, target) + QPointF(0, 14), centreOf(1, target) - QPointF(0, 18)});
    steps.append({cross,
        WeRules::tr("The third die crosses the street to the field opposite (Up or Down), or is forfeited. Only "
                    "the field where you stop counts; a lit field can also be clicked at once. Then press Enter.")});

    // On the star field: the star deck's top share, and its price.
    int share = -1;
    for (int s = 0; s < rules.shareCount() && share < 0; ++s)
        if (rules.backs[std::size_t(rules.shares[std::size_t(s)].business)] == Back::Star)
            share = s;
    const int gunfighter = std::max(0, wyattEarp(rules));
    if (share >= 0 && gunfighter < rules.gunfighterCount()) {
        const std::array<int, 3> priceDice {5, 4, 2};
        const int attribute = int(rules.shares[std::size_t(share)].attribute);
        const int stars = rules.gunfighters[std::size_t(gunfighter)].stars[std::size_t(attribute)];
        const int sum = priceDice[0] + priceDice[1] + priceDice[2];
        RulesPicture price {QSizeF(330, 110)};
        price.addCard(kCards, deck[rules.gunfighterCount() + share], QRectF(14, 10, 60, 90));
        for (int i = 0; i < 3; ++i)
            price.add(kPieces, wenames::dieElement(priceDice[std::size_t(i)]), QRectF(100 + i * 36, 40, 30, 30));
        price.add(kPieces, wenames::attributeElement(attribute), QRectF(214, 38, 34, 34));
        price.counters.append({QPointF(290, 55), 26, QString::number(std::max(0, sum - stars))});
        steps.append({price,
            WeRules::tr("On a star field you may draw the star deck's top share and roll three dice: %1, less your "
                        "%2 stars for its attribute, makes a price of %3. Pay it, or put the share back for %4.")
                .arg(sum)
                .arg(stars)
                .arg(wenames::bills(std::max(0, sum - stars)))
                .arg(wenames::bills(rules.refusalFee))});
    }
    page.addSteps(u"turn"_s, steps);
}

} // namespace werulespictures
