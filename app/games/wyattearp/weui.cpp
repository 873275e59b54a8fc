#include "weui.h"

#include "wefiguretexts.h"
#include "wenames.h"
#include "wetexts.h"

#include "session/gameview.h"

#include "wyattearp/game.h"
#include "wyattearp/observation.h"
#include "wyattearp/rules.h"
#include "wyattearp/scoring.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;
using namespace houserules::wyattearp;

namespace {

QString said(const char *text)
{
    return QCoreApplication::translate("WeUi", text);
}

} // namespace

const GameUi &houserules::wyattearp::gameUi()
{
    static const WeUi ui;
    return ui;
}

QString WeUi::gameId() const
{
    return QString::fromLatin1(kGameId);
}

QString WeUi::title() const
{
    return u"Wyatt Earp"_s;
}

QString WeUi::credits() const
{
    // (The rulebook gives no year.)
    return QCoreApplication::translate("WeUi", "A game by %1, published by %2.")
        .arg(u"Jürgen Hagedorn (William Hawthorn)"_s, u"Hexagames"_s);
}

QString WeUi::coverArt() const
{
    return u":/covers/wyatt-earp.svg"_s;
}

const FigureTexts *WeUi::figureTexts() const
{
    static const WeFigureTexts texts;
    return &texts;
}

const VariantTexts *WeUi::variantTexts() const
{
    static const WeTexts texts;
    return &texts;
}

QStringList WeUi::statusHeaders() const
{
    return {QCoreApplication::translate("WeUi", "Shares"), QCoreApplication::translate("WeUi", "Bills"),
        QCoreApplication::translate("WeUi", "Chips")};
}

QStringList WeUi::statusHeaderTips() const
{
    return {QCoreApplication::translate(
                "WeUi", "The shares a player holds, counted as at the end: all the shares of one business count more"),
        QCoreApplication::translate("WeUi", "The bills a player holds"),
        QCoreApplication::translate("WeUi", "The hasard chips a player holds")};
}

QVariantList WeUi::seatStatus(const houserules::Observation &observation, const GameView &view, int seat) const
{
    const auto &o = static_cast<const WeObservation &>(observation);
    const auto s = std::size_t(seat);
    // Counted as the table's panels and the breakdown count them (rulebook,
    // end of the game: a quartet counts as five shares).
    return {holding(rulesOf(view.ruleset()), o.shares[s]).score, o.bills[s], o.chips[s]};
}

QString WeUi::yourTurn(const houserules::Observation &observation, const GameView &view) const
{
    const auto &o = static_cast<const WeObservation &>(observation);
    const Rules &rules = rulesOf(view.ruleset());
    const QString name = view.playerName(o.currentPlayer);
    switch (o.phase) {
    case Phase::Move:
        return said(QT_TRANSLATE_NOOP("WeUi",
                        "%1, move your cowboy: click a lit field, or choose a die (1, 2, 3) and walk it east (→), "
                        "west (←) or across the street (↑↓)."))
            .arg(name);
    case Phase::FieldAction: {
        const int at = o.cowboyAt[std::size_t(o.currentPlayer)];
        const bool dollar = at >= 0 && rules.kind(at / rules.fields, at % rules.fields) == FieldKind::Dollar;
        if (dollar)
            return said(QT_TRANSLATE_NOOP("WeUi",
                            "%1, you are on a dollar field: draw a share (D), call a payday (Y), rob the bank (R) or "
                            "pass (P)."))
                .arg(name);
        return said(QT_TRANSLATE_NOOP("WeUi", "%1, you are on a star field: draw a share (D) or pass (P).")).arg(name);
    }
    case Phase::ConsiderShare:
        return said(QT_TRANSLATE_NOOP("WeUi", "%1, you drew %2: roll for its price (R) or put it back for free (P)."))
            .arg(name, wenames::share(rules, o.drawn));
    case Phase::PayPrice:
        return said(QT_TRANSLATE_NOOP("WeUi", "%1, %2 costs %3: buy it (Y) or put it back for a fee of %4 (N)."))
            .arg(name, wenames::share(rules, o.drawn))
            .arg(o.price)
            .arg(rules.refusalFee);
    case Phase::NameBusiness:
        return said(QT_TRANSLATE_NOOP("WeUi", "%1, you attack %2: name a business you both own shares of."))
            .arg(name, view.playerName(o.defender));
    case Phase::NameAttribute:
        return said(QT_TRANSLATE_NOOP("WeUi", "%1, %2 attacks you for %3: name the attribute you fight with (1–4)."))
            .arg(name, view.playerName(o.attacker), wenames::business(rules, o.business));
    case Phase::GiveShare:
        return said(QT_TRANSLATE_NOOP("WeUi", "%1, you lost the fight: choose the share of %2 you hand over."))
            .arg(name, wenames::business(rules, o.business));
    case Phase::SellShare:
        return said(
            QT_TRANSLATE_NOOP("WeUi", "%1, you must pay %2 and are short of cash: sell a share to the bank for %3."))
            .arg(name)
            .arg(o.debt)
            .arg(rules.sellPrice);
    case Phase::StakeShare:
        return said(QT_TRANSLATE_NOOP("WeUi", "%1, poker for shares: choose the share you stake on this roll."))
            .arg(name);
    case Phase::PokerKeep:
        return said(QT_TRANSLATE_NOOP("WeUi",
                        "%1, poker: click the dice you keep (or type 1–5) and roll the others again (R), or stand "
                        "(S)."))
            .arg(name);
    case Phase::CheatChoice:
        return said(QT_TRANSLATE_NOOP("WeUi",
                        "%1, five of a kind: you are caught cheating! Pay each other player %2 (Y) or sit out %3 "
                        "turn(s) (N)."))
            .arg(name)
            .arg(rules.cheatPaysEach)
            .arg(rules.cheatSitsOut);
    case Phase::HasardBet:
        return said(QT_TRANSLATE_NOOP("WeUi",
                        "%1, hasard: click a spot on the board to bet a chip (or type L, H, A, 1–6), buy a chip "
                        "back (B), or say you are done (D)."))
            .arg(name);
    case Phase::Over:
        break;
    }
    return QCoreApplication::translate("WeUi", "Your turn, %1.").arg(name);
}

QString WeUi::cardArt() const
{
    return u":/cards/wyatt-earp.svg"_s;
}

// The gunfighters, then the shares with the back of their deck (star or
// dollar), with what the table writes on them: a gunfighter's name and his
// stars per attribute, a share's business and its attribute's icon (the
// card's panel is y 182–270 of 300).
QList<PrintedCard> WeUi::printedDeck(const houserules::Variant &variant) const
{
    const QString pieces = u":/pieces/wyatt-earp.svg"_s;
    const Rules rules = Rules::fromVariant(variant);
    QList<PrintedCard> cards;
    for (int gunfighter = 0; gunfighter < rules.gunfighterCount(); ++gunfighter) {
        PrintedCard card {wenames::gunfighterElement(rules, gunfighter), u"character-back"_s,
            QString::fromStdString(rules.cardName(rules.shareCount() + gunfighter)),
            wenames::gunfighter(rules, gunfighter)};
        card.texts.append({card.label, {0.5, 210.0 / 300}, 0.05});
        for (int a = 0; a < kAttributes; ++a) {
            const qreal x = 0.2 + 0.2 * a;
            card.pieces.append({pieces, wenames::attributeElement(a), QRectF(x - 0.06, 0.77, 0.12, 0.12 * 63 / 88)});
            card.texts.append(
                {QString::number(rules.gunfighters[std::size_t(gunfighter)].stars[std::size_t(a)]), {x, 0.88}, 0.045});
        }
        cards.append(card);
    }
    for (int share = 0; share < rules.shareCount(); ++share) {
        const auto &s = rules.shares[std::size_t(share)];
        PrintedCard card {wenames::shareElement(rules, share),
            rules.backs[std::size_t(s.business)] == Back::Star ? u"share-back-star"_s : u"share-back-dollar"_s,
            QString::fromStdString(rules.cardName(share)), wenames::share(rules, share)};
        card.texts.append({wenames::business(rules, s.business), {0.5, 205.0 / 300}, 0.055});
        card.pieces.append({pieces, wenames::attributeElement(int(s.attribute)),
            QRectF(0.5 - 0.085, (245.0 - 17) / 300, 0.17, 34.0 / 300)});
        cards.append(card);
    }
    return cards;
}
