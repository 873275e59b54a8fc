#include "hsui.h"

#include "hsfiguretexts.h"
#include "hsnames.h"
#include "hstexts.h"

#include "session/gameview.h"

#include "halunkenspelunken/game.h"
#include "halunkenspelunken/observation.h"
#include "halunkenspelunken/rules.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;
using namespace houserules::halunkenspelunken;

namespace {

// What the person at the screen is asked, phase by phase and, where a phase
// asks different things, case by case (whose villain changes hands in a
// robbery; whose rum is named): %1 the player, %2 the one robbed or Black
// Jack's hirer. A phase the engine adds gets its line here.
enum class Case : std::uint8_t {
    Any,
    RobCaptain,    // Robbery::Captain: the captain one landed on
    RobHirer,      // Robbery::Captain, chosen on landing on a hired Black Jack
    RobHarbour,    // Robbery::Harbour
    RobHired,      // Robbery::Hired
    Give,          // Robbery::Give
    OwnRum,        // NameRum: one's own lone rum
    JackRumOpener, // NameRum: an unhired Black Jack's lone rum, named by the auction's opener
    JackRumHirer,  // NameRum: a hired Black Jack's rum, named by his hirer as he moves
};

struct Prompt {
    Phase phase;
    Case when;
    const char *text;
};

constexpr Prompt kPrompts[] = {
    {Phase::PlaceCaptain, Case::Any,
        QT_TRANSLATE_NOOP("HsUi",
            "%1, place your captain: click a free field (or choose one with Left and Right, "
            "then Enter).")},
    {Phase::PlaceBlackJack, Case::Any,
        QT_TRANSLATE_NOOP("HsUi", "%1, your first villain is the lowest: put Black Jack on a free field.")},
    {Phase::Offer, Case::Any,
        QT_TRANSLATE_NOOP("HsUi", "%1, hire Black Jack: offer one of your villains (click it) or pass (P).")},
    {Phase::ChooseBlackJackMove, Case::Any,
        QT_TRANSLATE_NOOP("HsUi",
            "%1, you hired Black Jack: choose his movement card in secret: click it twice (or type its number, R "
            "for rum, then Enter).")},
    {Phase::ChooseMove, Case::Any,
        QT_TRANSLATE_NOOP("HsUi",
            "%1, choose a movement card in secret: click it twice (or type its number, R for rum, then Enter).")},
    {Phase::NameRum, Case::OwnRum,
        QT_TRANSLATE_NOOP("HsUi", "%1, your rum is the only one: name the number it moves.")},
    {Phase::NameRum, Case::JackRumOpener,
        QT_TRANSLATE_NOOP(
            "HsUi", "%1, Black Jack's rum is the only one and you opened the auction: name the number he moves.")},
    {Phase::NameRum, Case::JackRumHirer,
        QT_TRANSLATE_NOOP("HsUi", "%1, Black Jack's card is the rum: name the number he moves for you.")},
    {Phase::LandOnBlackJack, Case::Any,
        QT_TRANSLATE_NOOP(
            "HsUi", "%1, you landed on Black Jack, hired by %2: take a villain from the harbour (H) or rob %2 (R).")},
    {Phase::Rob, Case::RobCaptain, QT_TRANSLATE_NOOP("HsUi", "%1, you landed on %2: take one of their villains.")},
    {Phase::Rob, Case::RobHirer,
        QT_TRANSLATE_NOOP("HsUi", "%1, you rob Black Jack's hirer, %2: take one of their villains.")},
    {Phase::Rob, Case::RobHarbour,
        QT_TRANSLATE_NOOP("HsUi", "%1, you landed on Black Jack: take a villain from the harbour.")},
    {Phase::Rob, Case::RobHired,
        QT_TRANSLATE_NOOP("HsUi", "%1, Black Jack robs %2 for you: take one of their villains.")},
    {Phase::Rob, Case::Give,
        QT_TRANSLATE_NOOP("HsUi", "%1, Black Jack passes you: give one of your villains to the harbour.")},
};

// Which of a phase's prompts fits now. A captain robs Black Jack's hirer
// after landing on him when the last thing that happened (publicly) was
// Black Jack walking on from the field they landed on.
Case caseOf(const HsObservation &o, const GameView &view)
{
    switch (o.phase) {
    case Phase::Rob:
        switch (o.robbery) {
        case Robbery::Captain: {
            for (int index = view.shown() - 1; index >= 0; --index)
                if (const auto events = view.eventsOf(index); !events.empty()) {
                    const auto last = EventType(events.back().type);
                    return last == EventType::BlackJackWalkedOn ? Case::RobHirer : Case::RobCaptain;
                }
            return Case::RobCaptain;
        }
        case Robbery::Harbour:
            return Case::RobHarbour;
        case Robbery::Hired:
            return Case::RobHired;
        case Robbery::Give:
            return Case::Give;
        }
        break;
    case Phase::NameRum:
        if (o.rumFigure == o.players)
            return o.hirer >= 0 ? Case::JackRumHirer : Case::JackRumOpener;
        return Case::OwnRum;
    default:
        break;
    }
    return Case::Any;
}

} // namespace

const GameUi &houserules::halunkenspelunken::gameUi()
{
    static const HsUi ui;
    return ui;
}

QString HsUi::gameId() const
{
    return QString::fromLatin1(kGameId);
}

QString HsUi::title() const
{
    return u"Halunken & Spelunken"_s;
}

QString HsUi::credits() const
{
    return QCoreApplication::translate("HsUi", "A game by %1, published by %2 (%3).")
        .arg(u"Alex Randolph"_s, u"Kosmos"_s, u"1997"_s);
}

QString HsUi::coverArt() const
{
    return u":/covers/halunken-spelunken.svg"_s;
}

const FigureTexts *HsUi::figureTexts() const
{
    static const HsFigureTexts texts;
    return &texts;
}

const VariantTexts *HsUi::variantTexts() const
{
    static const HsTexts texts;
    return &texts;
}

QStringList HsUi::statusHeaders() const
{
    // The running scores need the variant's values: the table shows them
    // beside each player's villains.
    //: Short, for a narrow column: the movement cards a player still holds.
    return {QCoreApplication::translate("HsUi", "Villains"), QCoreApplication::translate("HsUi", "Cards")};
}

QStringList HsUi::statusHeaderTips() const
{
    return {QCoreApplication::translate("HsUi", "The villains a player holds"),
        QCoreApplication::translate("HsUi", "The movement cards a player still holds")};
}

QVariantList HsUi::seatStatus(const houserules::Observation &observation, const GameView &, int seat) const
{
    const auto &o = static_cast<const HsObservation &>(observation);
    const auto s = std::size_t(seat);
    return {int(o.villains[s].size()), int(o.movesLeft[s].size())};
}

QString HsUi::yourTurn(const houserules::Observation &observation, const GameView &view) const
{
    const auto &o = static_cast<const HsObservation &>(observation);
    const QString name = view.playerName(o.currentPlayer);
    const Case now = caseOf(o, view);
    for (const Prompt &prompt : kPrompts) {
        if (prompt.phase != o.phase || (prompt.when != Case::Any && prompt.when != now))
            continue;
        QString text = QCoreApplication::translate("HsUi", prompt.text).arg(name);
        if (text.contains(u"%2"_s))
            text = text.arg(view.playerName(o.phase == Phase::Rob ? o.victim : o.hirer));
        return text;
    }
    return QCoreApplication::translate("HsUi", "Your turn, %1.").arg(name);
}

QString HsUi::cardArt() const
{
    return u":/cards/halunken-spelunken.svg"_s;
}

// The villain deck; the movement cards and Black Jack's are each player's
// own set, the same in every variant, and are not printed.
QList<PrintedCard> HsUi::printedDeck(const houserules::Variant &variant) const
{
    const Rules rules = Rules::fromVariant(variant);
    QList<PrintedCard> cards;
    for (int card = 0; card < rules.villainCount(); ++card)
        cards.append({hsnames::villainElement(rules, card), u"back-villain"_s,
            QString::fromStdString(rules.cardName(card)), hsnames::villain(rules, card)});
    // The movement cards, as the box has them: a set for every captain (for
    // two, also the absent captain's that Black Jack plays), and Black Jack's
    // own set when he is hired at auction.
    const int sets = rules.maxPlayers + (rules.blackJack == BlackJackMode::TwoPlayer ? 1 : 0);
    for (int set = 0; set < sets; ++set)
        for (const int number : rules.movement)
            cards.append({hsnames::moveElement(number), u"back-move"_s, hsnames::moveElement(number),
                hsnames::movementCard(number)});
    if (rules.blackJack == BlackJackMode::Auction)
        for (int number = 1; number <= rules.blackJackCards; ++number)
            cards.append({hsnames::blackJackElement(number), u"back-blackjack"_s, hsnames::blackJackElement(number),
                hsnames::blackJackCard(number)});
    return cards;
}
