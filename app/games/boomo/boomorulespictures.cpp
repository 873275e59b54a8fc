#include "boomorulespictures.h"

#include "boomonames.h"

#include "games/gameui.h"
#include "games/rulespage.h"

#include "boomo/rules.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using houserules::boomo::Kind;
using houserules::boomo::Rules;

namespace {

// The translation context of the rules' sentences ("BoomoRules").
class BoomoRules {
    Q_DECLARE_TR_FUNCTIONS(BoomoRules)
};

const QString kArt = u":/cards/boomo.svg"_s;
constexpr qreal kWidth = 60; // a card, at the art's 2 : 3
constexpr qreal kHeight = 90;

// The first card of each kind, in the deck's order.
QList<int> oneOfEachKind(const Rules &rules)
{
    QList<int> cards;
    for (int rank = 0; rank < rules.kindCount(); ++rank)
        if (const int card = rules.firstOfKind[std::size_t(rank)]; card >= 0)
            cards << card;
    return cards;
}

// The card of seconds a turn is shown with: 10 seconds where the deck has
// them, else its smallest; -1 for a deck without any.
int secondsCard(const Rules &rules)
{
    int best = -1;
    for (const int card : oneOfEachKind(rules)) {
        const auto &c = rules.cards[std::size_t(card)];
        if (c.kind != Kind::Number)
            continue;
        const int amount = best < 0 ? 0 : rules.cards[std::size_t(best)].amount;
        if (best < 0 || c.amount == 10 || (amount != 10 && c.amount < amount))
            best = card;
    }
    return best;
}

struct Table {
    int total = 0;
    int discard = -1;          // the card on top of the discard pile
    QList<int> hand;           // left to right
    int chosen = -1;           // raised and framed
    bool chosenStruck = false; // a play to avoid
    int exploded = -1;         // show the bombs, this many exploded (-1: no bombs)
    bool played = false;       // an arrow from the hand to the pile
};

// A corner of the table: the dial, the discard pile, the hand (and bombs).
RulesPicture tablePicture(const Rules &rules, const QList<PrintedCard> &deck, const Table &table)
{
    RulesPicture picture {QSizeF(400, 148)};
    picture.counters.append(
        {QPointF(58, 72), 44, QString::number(table.total), qreal(table.total) / std::max(1, rules.limit)});
    const QRectF pile(118, 27, kWidth, kHeight);
    if (table.discard >= 0)
        picture.addCard(kArt, deck[table.discard], pile);
    const qreal cardWidth = 48, cardHeight = 72, step = 34;
    const qreal left = 205;
    for (int i = 0; i < table.hand.size(); ++i) {
        const int card = table.hand[i];
        const bool chosen = card == table.chosen;
        auto &sprite
            = picture.addCard(kArt, deck[card], QRectF(left + i * step, chosen ? 10 : 20, cardWidth, cardHeight));
        sprite.highlighted = chosen;
        sprite.struck = chosen && table.chosenStruck;
    }
    if (table.played)
        picture.arrows.append({QPointF(left + 20, 60), QPointF(pile.right() + 6, pile.center().y())});
    if (table.exploded >= 0) {
        const qreal bombWidth = 26, bombHeight = 34, gap = 6;
        for (int i = 0; i < rules.bombs; ++i)
            picture.add(kArt, i < table.exploded ? u"timebomb-exploded"_s : u"timebomb"_s,
                QRectF(left + i * (bombWidth + gap), 104, bombWidth, bombHeight));
    }
    return picture;
}

} // namespace

namespace boomorulespictures {

void addCards(RulesPage &page, const Rules &rules, const QList<PrintedCard> &deck)
{
    QList<RulesPage::Captioned> items;
    auto add = [&items](const QString &element, const PrintedCard *card, const QString &caption) {
        RulesPicture picture {QSizeF(kWidth, kHeight), false};
        if (card)
            picture.addCard(kArt, *card, QRectF(0, 0, kWidth, kHeight));
        else
            picture.add(kArt, element, QRectF(0, 0, kWidth, kHeight));
        items.append({picture, caption});
    };
    for (const int card : oneOfEachKind(rules))
        add({}, &deck[card], boomonames::card(rules, card));
    add(u"timebomb"_s, nullptr, boomonames::timeBomb());
    add(u"timebomb-exploded"_s, nullptr, BoomoRules::tr("An exploded bomb"));
    page.addGallery(u"cards"_s, items, 6);
}

void addTurn(RulesPage &page, const Rules &rules, const QList<PrintedCard> &deck)
{
    const int seconds = secondsCard(rules);
    if (seconds < 0)
        return; // a deck without seconds: no turn to show
    const int amount = rules.cards[std::size_t(seconds)].amount;
    // The rest of the hand: other kinds, those that are no seconds first.
    QList<int> others;
    for (const bool number : {false, true})
        for (const int card : oneOfEachKind(rules))
            if (card != seconds && others.size() < 4 && (rules.cards[std::size_t(card)].kind == Kind::Number) == number)
                others << card;
    int discard = seconds;
    for (const int card : oneOfEachKind(rules))
        if (card != seconds && rules.cards[std::size_t(card)].kind == Kind::Number)
            discard = card;

    const int start = std::clamp(rules.limit / 2 / 5 * 5, 0, std::max(0, rules.limit - amount));
    const int risky = std::max(0, rules.limit - amount + std::min(amount, 5));
    QList<int> hand = others;
    hand.insert(std::min<qsizetype>(1, hand.size()), seconds);

    QList<RulesPage::Captioned> steps;
    steps.append({tablePicture(rules, deck, {start, discard, hand, seconds}),
        BoomoRules::tr("Your turn: the total stands at %n second(s). Choose a card from your hand: click it, or "
                       "pick it with Left and Right.",
            nullptr, start)});
    Table played {start + amount, seconds, others};
    played.played = true;
    steps.append({tablePicture(rules, deck, played),
        BoomoRules::tr("Play it onto the discard pile: click it again, drag it onto the pile or press Enter. Its "
                       "seconds take the total to %1; you do not draw, and the next player goes on.")
            .arg(start + amount)});
    Table careful {risky, discard, hand, seconds, true, 1};
    steps.append({tablePicture(rules, deck, careful),
        BoomoRules::tr("Later the total stands at %1 seconds: another %2 would take it over %3, and one of your "
                       "bombs would explode. Play a card that keeps the total at %3 or below.")
            .arg(risky)
            .arg(amount)
            .arg(rules.limit)});
    page.addSteps(u"turn"_s, steps);
}

} // namespace boomorulespictures
