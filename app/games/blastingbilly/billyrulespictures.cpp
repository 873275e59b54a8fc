#include "billyrulespictures.h"

#include "billynames.h"

#include "games/gameui.h"
#include "games/rulespage.h"

#include "blastingbilly/rules.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using houserules::blastingbilly::Rules;

namespace {

// The translation context of the rules' sentences ("BillyRules").
class BillyRules {
    Q_DECLARE_TR_FUNCTIONS(BillyRules)
};

const QString kArt = u":/cards/blasting-billy.svg"_s;
constexpr qreal kWidth = 48; // a card, at the art's 2 : 3
constexpr qreal kHeight = 72;
const QColor kBillyArea(0, 0, 0, 40); // as the table shades them
const QColor kBoxArea(60, 35, 15, 120);
const QColor kLootArea(255, 255, 255, 28);

// A colour's numbered cards from the highest value down.
QList<int> valueCards(const Rules &rules, int colour)
{
    QList<int> cards;
    for (int card = 0; card < rules.cardCount(); ++card)
        if (rules.deck[std::size_t(card)].colour == colour && !rules.deck[std::size_t(card)].dynamite)
            cards << card;
    std::stable_sort(cards.begin(), cards.end(),
        [&rules](int a, int b) { return rules.deck[std::size_t(a)].value > rules.deck[std::size_t(b)].value; });
    return cards;
}

int dynamiteCard(const Rules &rules, int colour)
{
    for (int card = 0; card < rules.cardCount(); ++card)
        if (rules.deck[std::size_t(card)].colour == colour && rules.deck[std::size_t(card)].dynamite)
            return card;
    return -1;
}

QString back(const Rules &rules, int colour)
{
    return u"back-"_s + QString::fromStdString(rules.colours[std::size_t(colour)]);
}

// The most cards a picture of a hand shows (a wider hand would not fit).
constexpr int kMostInHand = 6;

// A hand as the variant deals it (its hand size, up to kMostInHand cards),
// the colours in turn, each card of another value.
QList<int> handOf(const Rules &rules)
{
    QList<int> hand;
    const int size = std::min(rules.handSize, kMostInHand);
    const int colours = std::max(1, rules.colourCount());
    for (int i = 0; hand.size() < size && i < size * colours; ++i) {
        const int colour = i % colours;
        const QList<int> cards = valueCards(rules, colour);
        if (!cards.isEmpty())
            hand << cards[std::min<qsizetype>(cards.size() - 1, 3 + colour + 2 * (i / colours))];
    }
    return hand;
}

void addHand(RulesPicture &picture, const QList<PrintedCard> &deck, const QList<int> &hand, QPointF topLeft, int chosen,
    qreal step = kWidth + 6)
{
    for (int i = 0; i < hand.size(); ++i) {
        const bool raised = hand[i] == chosen;
        auto &sprite = picture.addCard(
            kArt, deck[hand[i]], QRectF(topLeft.x() + i * step, topLeft.y() - (raised ? 10 : 0), kWidth, kHeight));
        sprite.highlighted = raised;
    }
}

void addPile(RulesPicture &picture, QPointF topLeft)
{
    for (int i = 0; i < 3; ++i)
        picture.add(kArt, u"back-neutral"_s, QRectF(topLeft + QPointF(i * 2, -i * 2), QSizeF(kWidth, kHeight)));
}

} // namespace

namespace billyrulespictures {

void addCards(RulesPage &page, const Rules &rules, const QList<PrintedCard> &deck)
{
    QList<RulesPage::Captioned> items;
    auto picture = [] { return RulesPicture {QSizeF(kWidth * 1.25, kHeight * 1.25), false}; };
    const QRectF card(0, 0, kWidth * 1.25, kHeight * 1.25);
    for (int colour = 0; colour < rules.colourCount(); ++colour) {
        const QList<int> cards = valueCards(rules, colour);
        if (cards.isEmpty())
            continue;
        RulesPicture face = picture();
        face.addCard(kArt, deck[cards.front()], card);
        items.append({face, billynames::colour(rules, colour)});
    }
    for (int colour = 0; colour < rules.colourCount(); ++colour)
        if (const int dynamite = dynamiteCard(rules, colour); dynamite >= 0) {
            RulesPicture face = picture();
            face.addCard(kArt, deck[dynamite], card);
            items.append({face, billynames::dynamite()});
            break;
        }
    RulesPicture backs = picture();
    backs.add(kArt, back(rules, 0), card);
    items.append({backs, BillyRules::tr("A back: its colour shows")});
    page.addGallery(u"cards"_s, items, 7);
}

void addTurn(RulesPage &page, const Rules &rules, const QList<PrintedCard> &deck)
{
    const QList<int> hand = handOf(rules);
    if (hand.isEmpty())
        return;
    const int chosen = hand.front();
    const int colour = rules.deck[std::size_t(chosen)].colour;
    // Wide enough for the pile and the whole hand.
    const QSizeF size(std::max(400.0, 150 + hand.size() * (kWidth + 6) + 16), 170);
    QList<RulesPage::Captioned> steps;

    RulesPicture choose {size};
    addPile(choose, {16, 60});
    addHand(choose, deck, hand, {150, 70}, chosen);
    steps.append({choose,
        BillyRules::tr("Choose a card from your hand: click it, or pick it with Left and Right. The others see "
                       "its back, so its colour is no secret; its value is.")});

    // Billy's loot, your loot and the box, each a place to play to; the card
    // goes into your loot, face up on the face-down first card of its colour.
    RulesPicture play {size};
    const QRectF billy(10, 10, 120, 100), loot(140, 10, 120, 100), box(270, 10, 120, 100);
    play.areas = {{billy, kBillyArea, 1}, {loot, kLootArea, 2}, {box, kBoxArea, 1}};
    play.add(kArt, back(rules, colour), QRectF(billy.center().x() - kWidth / 2, 22, kWidth, kHeight));
    play.add(kArt, back(rules, std::min(1, rules.colourCount() - 1)),
        QRectF(box.center().x() - kWidth / 2, 22, kWidth, kHeight));
    play.add(kArt, back(rules, colour), QRectF(loot.center().x() - kWidth / 2, 18, kWidth, kHeight));
    play.addCard(kArt, deck[chosen], QRectF(loot.center().x() - kWidth / 2, 36, kWidth, kHeight));
    play.arrows.append({QPointF(loot.center().x(), 165), QPointF(loot.center().x(), 114)});
    steps.append({play,
        BillyRules::tr("Play it: give it to Billy (left), keep it in your loot (middle) or dump it in the box "
                       "(right). Click the place, drag the card onto it, or press B, L or D twice. In your loot the "
                       "first card of a colour lies face down and every later one face up.")});

    RulesPicture draw {size};
    addPile(draw, {16, 60});
    QList<int> refilled = hand.mid(1);
    const QList<int> more = valueCards(rules, colour);
    refilled.append(more.value(std::min<qsizetype>(more.size() - 1, 6), chosen));
    addHand(draw, deck, refilled, {150, 70}, -1);
    const qreal drawn = 150 + (refilled.size() - 1) * (kWidth + 6) + kWidth / 2;
    draw.arrows.append({QPointF(74, 40), QPointF(drawn, 40)});
    draw.arrows.append({QPointF(drawn, 40), QPointF(drawn, 66)});
    steps.append({draw,
        BillyRules::tr("Draw the top card of the draw pile, so that you hold %n card(s) again. Then it is the next "
                       "player's turn.",
            nullptr, rules.handSize)});
    page.addSteps(u"turn"_s, steps);
}

void addDynamite(RulesPage &page, const Rules &rules, const QList<PrintedCard> &deck)
{
    const int dynamite = dynamiteCard(rules, 0);
    const QList<int> values = valueCards(rules, 0);
    if (dynamite < 0 || values.size() < 2)
        return;
    // A column of three: a card, a card, dynamite. The dynamite takes the
    // card before it with itself.
    RulesPicture column {QSizeF(150, 160)};
    const QList<int> cards {values[values.size() / 2], values.front(), dynamite};
    for (int i = 0; i < cards.size(); ++i) {
        auto &sprite = column.addCard(kArt, deck[cards[i]], QRectF(51, 10 + i * 34, kWidth, kHeight));
        sprite.struck = i > 0;
    }
    page.addFigure(u"dynamite"_s,
        {column,
            BillyRules::tr("Dynamite played right after a %1 goes off at the end: it removes itself and that %1, "
                           "and only the %2 played before them counts.")
                .arg(rules.deck[std::size_t(values.front())].value)
                .arg(rules.deck[std::size_t(values[values.size() / 2])].value)});
}

void addShotDown(RulesPage &page, const Rules &rules, const QList<PrintedCard> &deck)
{
    const QList<int> values = valueCards(rules, 0);
    if (values.size() < 4)
        return;
    // Billy's column beside yours: yours holds more, so you are shot down.
    const QList<int> billy {values[values.size() - 2], values[values.size() / 2]};
    const QList<int> yours {values[1], values[0]};
    auto total = [&rules](const QList<int> &cards) {
        int sum = 0;
        for (const int card : cards)
            sum += rules.deck[std::size_t(card)].value;
        return sum;
    };
    if (total(yours) <= total(billy))
        return;
    RulesPicture picture {QSizeF(300, 150)};
    const QRectF billyArea(10, 10, 130, 130), yourArea(160, 10, 130, 130);
    picture.areas = {{billyArea, kBillyArea}, {yourArea, kLootArea}};
    for (int i = 0; i < 2; ++i) {
        picture.addCard(kArt, deck[billy[i]], QRectF(20, 20 + i * 30, kWidth, kHeight));
        picture.addCard(kArt, deck[yours[i]], QRectF(170, 20 + i * 30, kWidth, kHeight));
    }
    picture.counters.append({QPointF(105, 75), 22, QString::number(total(billy))});
    picture.counters.append({QPointF(255, 75), 22, QString::number(total(yours)), 1});
    page.addFigure(u"shot"_s,
        {picture,
            BillyRules::tr("Billy has %1 in %2, you have %3: more than Billy, so you are shot down.")
                .arg(total(billy))
                .arg(billynames::colour(rules, 0))
                .arg(total(yours))});
}

} // namespace billyrulespictures
