#include "billyui.h"

#include "billyfaces.h"
#include "billyfiguretexts.h"
#include "billynames.h"
#include "billytexts.h"

#include "art/svgart.h"
#include "session/gameview.h"

#include "blastingbilly/game.h"
#include "blastingbilly/observation.h"
#include "blastingbilly/rules.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;
using namespace houserules::blastingbilly;

const GameUi &houserules::blastingbilly::gameUi()
{
    static const BillyUi ui;
    return ui;
}

QString BillyUi::gameId() const
{
    return QString::fromLatin1(kGameId);
}

QString BillyUi::title() const
{
    return u"Blasting Billy"_s;
}

QString BillyUi::credits() const
{
    return QCoreApplication::translate("BillyUi", "A game by %1, published by %2 (%3).")
        .arg(u"Gabriele Bubola & Leo Colovini"_s, u"999 Games"_s, u"2022"_s);
}

QString BillyUi::coverArt() const
{
    return u":/covers/blasting-billy.svg"_s;
}

QStringList BillyUi::statusHeaders() const
{
    return {QCoreApplication::translate("BillyUi", "Hand"), QCoreApplication::translate("BillyUi", "Loot")};
}

QVariantList BillyUi::seatStatus(const houserules::Observation &observation, const GameView &, int seat) const
{
    const auto &o = static_cast<const BillyObservation &>(observation);
    int loot = 0;
    for (const auto &column : o.loot[std::size_t(seat)])
        loot += int(column.size());
    return {int(o.handColours[std::size_t(seat)].size()), loot};
}

QString BillyUi::yourTurn(const houserules::Observation &, const GameView &view) const
{
    return QCoreApplication::translate("BillyUi", "Your turn, %1: choose a card and where it goes.")
        .arg(view.playerName(view.currentPlayer()));
}

const FigureTexts *BillyUi::figureTexts() const
{
    static const BillyFigureTexts texts;
    return &texts;
}

const VariantTexts *BillyUi::variantTexts() const
{
    static const BillyTexts texts;
    return &texts;
}

QString BillyUi::cardArt() const
{
    return u":/cards/blasting-billy.svg"_s;
}

QList<PrintedCard> BillyUi::printedDeck(const houserules::Variant &variant) const
{
    static const SvgArt art(cardArt());
    const Rules rules = Rules::fromVariant(variant);
    QList<PrintedCard> cards;
    for (int card = 0; card < rules.cardCount(); ++card) {
        const QString name = QString::fromStdString(rules.cardName(card));
        const QString colour = QString::fromStdString(rules.colours[std::size_t(rules.deck[std::size_t(card)].colour)]);
        const CardFace face = billyFace(art, rules, card);
        cards.append({face.element, u"back-"_s + colour, name, billynames::card(rules, card), face.texts});
    }
    return cards;
}
