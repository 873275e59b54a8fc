#include "boomoui.h"

#include "boomofaces.h"
#include "boomofiguretexts.h"
#include "boomonames.h"
#include "boomotexts.h"

#include "art/svgart.h"
#include "session/gameview.h"

#include "boomo/game.h"
#include "boomo/observation.h"
#include "boomo/rules.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;
using namespace houserules::boomo;

const GameUi &houserules::boomo::gameUi()
{
    static const BoomoUi ui;
    return ui;
}

QString BoomoUi::gameId() const
{
    return QString::fromLatin1(kGameId);
}

QString BoomoUi::title() const
{
    return u"Boomo"_s;
}

QString BoomoUi::credits() const
{
    //: The rulebook names no designer: only the publisher and the year.
    return QCoreApplication::translate("BoomoUi", "A card game published by %1 (%2).").arg(u"Mattel"_s, u"2001"_s);
}

QString BoomoUi::coverArt() const
{
    return u":/covers/boomo.svg"_s;
}

const FigureTexts *BoomoUi::figureTexts() const
{
    static const BoomoFigureTexts texts;
    return &texts;
}

const VariantTexts *BoomoUi::variantTexts() const
{
    static const BoomoTexts texts;
    return &texts;
}

QStringList BoomoUi::statusHeaders() const
{
    return {QCoreApplication::translate("BoomoUi", "Hand"), QCoreApplication::translate("BoomoUi", "Bombs")};
}

QVariantList BoomoUi::seatStatus(const houserules::Observation &observation, const GameView &, int seat) const
{
    const auto &o = static_cast<const BoomoObservation &>(observation);
    return {o.handSizes[std::size_t(seat)],
        o.out[std::size_t(seat)] ? QVariant(QCoreApplication::translate("BoomoUi", "out"))
                                 : QVariant(o.bombs - o.flipped[std::size_t(seat)])};
}

QString BoomoUi::yourTurn(const houserules::Observation &observation, const GameView &view) const
{
    const auto &o = static_cast<const BoomoObservation &>(observation);
    const QString name = view.playerName(o.currentPlayer);
    switch (o.phase) {
    case Phase::TwiceFirst:
        return QCoreApplication::translate("BoomoUi", "%1, play twice: first a card that sets or adds seconds.")
            .arg(name);
    case Phase::TwiceSecond:
        return QCoreApplication::translate("BoomoUi", "%1, now your second card: any card.").arg(name);
    case Phase::ChooseSwap:
        return QCoreApplication::translate("BoomoUi", "%1, choose whom to swap hands with.").arg(name);
    case Phase::AnswerBomb:
        return QCoreApplication::translate(
            "BoomoUi", "%1, a bomb card! Discard a time stopper, or let one of your bombs explode?")
            .arg(name);
    case Phase::Play:
    case Phase::Over:
        break;
    }
    return QCoreApplication::translate("BoomoUi", "Your turn, %1: play a card.").arg(name);
}

QString BoomoUi::cardArt() const
{
    return u":/cards/boomo.svg"_s;
}

QList<PrintedCard> BoomoUi::printedDeck(const houserules::Variant &variant) const
{
    static const SvgArt art(cardArt());
    const Rules rules = Rules::fromVariant(variant);
    QList<PrintedCard> cards;
    for (int card = 0; card < rules.cardCount(); ++card) {
        const QString name = QString::fromStdString(rules.cardName(card));
        const CardFace face = boomoFace(art, rules, card);
        cards.append({face.element, u"back"_s, name, boomonames::card(rules, card), face.texts});
    }
    return cards;
}
