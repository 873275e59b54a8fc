#include "hsrulespictures.h"

#include "hsnames.h"

#include "games/rulespage.h"

#include "halunkenspelunken/rules.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using houserules::halunkenspelunken::BlackJackMode;
using houserules::halunkenspelunken::kRum;
using houserules::halunkenspelunken::Rules;

namespace {

// The translation context of the rules' sentences ("HsRules").
class HsRules {
    Q_DECLARE_TR_FUNCTIONS(HsRules)
};

const QString kCards = u":/cards/halunken-spelunken.svg"_s;
const QString kPieces = u":/pieces/halunken-spelunken.svg"_s;
constexpr qreal kField = 62; // a field's width in the strip of the harbour

// The highest villain of each colour.
QList<int> topVillains(const Rules &rules)
{
    QList<int> top(qsizetype(rules.colours.size()), -1);
    for (int card = 0; card < rules.villainCount(); ++card) {
        int &best = top[rules.villains[std::size_t(card)].colour];
        if (best < 0 || rules.villains[std::size_t(card)].value > rules.villains[std::size_t(best)].value)
            best = card;
    }
    top.removeAll(-1);
    return top;
}

QList<int> numbers(const Rules &rules)
{
    QList<int> numbers;
    for (const int n : rules.movement)
        if (n != kRum)
            numbers << n;
    return numbers;
}

// The water the harbour's fields stand in, tiled as on the table.
void addWater(RulesPicture &picture)
{
    const qreal tile = 48;
    for (qreal y = 0; y < picture.size.height(); y += tile)
        for (qreal x = 0; x < picture.size.width(); x += tile)
            picture.add(kPieces, u"water"_s, QRectF(x, y, tile, tile));
}

// Field `i` of a straight stretch of the harbour: its den with a face-up
// villain behind, its stone in front.
QRectF stone(int i)
{
    return QRectF(10 + i * kField + 12, 78, 38, 38);
}

void addField(RulesPicture &picture, const Rules &rules, int i, int villain, bool taken = false)
{
    const qreal x = 10 + i * kField;
    picture.add(kPieces, u"den"_s, QRectF(x + 2, 6, 46, 46));
    if (villain >= 0) {
        auto &card = picture.add(kCards, hsnames::villainElement(rules, villain), QRectF(x + 30, 22, 26, 39));
        card.highlighted = taken;
    }
    picture.add(kPieces, u"field"_s, stone(i));
}

void addFigure(RulesPicture &picture, const QString &element, int field)
{
    const QRectF at = stone(field);
    picture.add(kPieces, element, QRectF(at.left(), at.top() - 22, 38, 38));
}

} // namespace

namespace hsrulespictures {

void addPieces(RulesPage &page, const Rules &rules)
{
    QList<RulesPage::Captioned> items;
    auto card = [&items](const QString &art, const QString &element, const QString &caption) {
        RulesPicture picture {QSizeF(56, 84), false};
        picture.add(art, element, QRectF(0, 0, 56, 84));
        items.append({picture, caption});
    };
    auto piece = [&items](const QString &element, const QString &caption) {
        RulesPicture picture {QSizeF(56, 84), false};
        picture.add(kPieces, element, QRectF(0, 14, 56, 56));
        items.append({picture, caption});
    };
    for (const int villain : topVillains(rules))
        card(kCards, hsnames::villainElement(rules, villain),
            hsnames::colour(rules, rules.villains[std::size_t(villain)].colour));
    const QList<int> moves = numbers(rules);
    if (!moves.isEmpty())
        card(kCards, hsnames::moveElement(moves[moves.size() / 2]), HsRules::tr("A movement card"));
    if (rules.hasRum())
        card(kCards, hsnames::moveElement(kRum), HsRules::tr("The rum card"));
    if (rules.blackJack == BlackJackMode::Auction)
        card(kCards, hsnames::blackJackElement(1), HsRules::tr("Black Jack's card"));
    piece(hsnames::captainElement(0), HsRules::tr("A captain"));
    if (rules.blackJack != BlackJackMode::None)
        piece(u"blackjack"_s, HsRules::tr("Black Jack"));
    piece(u"den"_s, HsRules::tr("A den"));
    piece(u"field"_s, HsRules::tr("A field"));
    page.addGallery(u"pieces"_s, items, 6);
}

void addRound(RulesPage &page, const Rules &rules)
{
    const QList<int> moves = numbers(rules);
    if (moves.size() < 2 || rules.villainCount() < 6)
        return;
    // The mover's card, and the number two others both played.
    const int go = moves[std::min<qsizetype>(2, moves.size() - 1)];
    const int same = moves.back() == go ? moves.front() : moves.back();
    const bool three = rules.maxPlayers >= 3;
    const QString third = three ? hsnames::captainElement(2) : u"blackjack"_s;
    QList<RulesPage::Captioned> steps;

    // 1. Your movement cards; one chosen. The others' cards lie face down.
    const qreal step = 40;
    RulesPicture choose {QSizeF(std::max(420.0, 10 + (qreal(rules.movement.size()) + 2) * step + 24), 110)};
    qreal x = 10;
    for (const int n : rules.movement) {
        auto &sprite = choose.add(kCards, hsnames::moveElement(n), QRectF(x, n == go ? 14 : 26, 36, 54));
        sprite.highlighted = n == go;
        x += step;
    }
    for (int i = 0; i < 2; ++i)
        choose.add(kCards, u"back-move"_s, QRectF(choose.size.width() - 2 * step - 6 + i * step, 26, 36, 54));
    steps.append({choose,
        HsRules::tr("Everyone chooses one of their movement cards in secret: click yours twice, or press its "
                    "number and then Enter.")});

    // 2. All turned up: the equal cards cancel.
    RulesPicture reveal {QSizeF(420, 110)};
    const QList<std::pair<QString, int>> played {
        {hsnames::captainElement(0), go}, {hsnames::captainElement(1), same}, {third, same}};
    for (int i = 0; i < played.size(); ++i) {
        const qreal left = 20 + i * 130;
        reveal.add(kPieces, played[i].first, QRectF(left, 30, 48, 48));
        auto &sprite = reveal.add(kCards, hsnames::moveElement(played[i].second), QRectF(left + 52, 16, 52, 78));
        sprite.struck = played[i].second == same;
    }
    steps.append({reveal,
        HsRules::tr("The cards are turned up together. Equal cards cancel each other: those captains stay where "
                    "they are and take their den's face-up villain first.")});

    // 3. The mover walks clockwise, jumping over a figure, and takes the
    // face-up villain of the den where they land.
    const int fields = std::min(go + 2, 8);
    RulesPicture move {QSizeF(20 + fields * kField, 130)};
    addWater(move);
    for (int i = 0; i < fields; ++i)
        addField(move, rules, i, (i * 5 + 3) % rules.villainCount(), i == go);
    addFigure(move, hsnames::captainElement(1), std::min(1, fields - 1));
    auto &start = move.sprites.emplace_back(
        RulesPicture::Sprite {kPieces, hsnames::captainElement(0), stone(0).translated(0, -22)});
    start.opacity = 0.35;
    addFigure(move, hsnames::captainElement(0), std::min(go, fields - 1));
    move.arrows.append({stone(0).center() + QPointF(0, 30), stone(std::min(go, fields - 1)).center() + QPointF(0, 30)});
    steps.append({move,
        HsRules::tr("The others move clockwise as far as their cards say, the lowest number first; jumping over "
                    "figures costs nothing. On a free field, take the den's face-up villain, and the next one there "
                    "is turned up.")});
    page.addSteps(u"round"_s, steps);
}

} // namespace hsrulespictures
