#include "hsui.h"

#include "hsbreakdown.h"
#include "hsfiguretexts.h"
#include "hsnames.h"
#include "hstable.h"
#include "hstexts.h"

#include "session/gamesession.h"

#include "halunkenspelunken/game.h"
#include "halunkenspelunken/observation.h"
#include "halunkenspelunken/rules.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;
using namespace houserules::halunkenspelunken;

namespace {

// What the person at the screen is asked, phase by phase (and, in a
// robbery, by whose villain changes hands): %1 the player, %2 the one robbed,
// %3 the best offer so far. A phase the engine adds gets its line here.
struct Prompt {
    Phase phase;
    Robbery robbery; // read in the Rob phase only
    const char *text;
};

constexpr Prompt kPrompts[] = {
    {Phase::PlaceCaptain, Robbery::Captain,
        QT_TRANSLATE_NOOP("HsUi",
            "%1, place your captain: click a free field (or choose one with Left and Right, "
            "then Enter).")},
    {Phase::PlaceBlackJack, Robbery::Captain,
        QT_TRANSLATE_NOOP("HsUi", "%1, your first villain is the lowest: put Black Jack on a free field.")},
    {Phase::Offer, Robbery::Captain,
        QT_TRANSLATE_NOOP("HsUi", "%1, hire Black Jack: offer one of your villains (click it) or pass (P).")},
    {Phase::ChooseMove, Robbery::Captain,
        QT_TRANSLATE_NOOP("HsUi",
            "%1, choose a movement card in secret: click it twice (or type its number, R for rum, then Enter).")},
    {Phase::NameRum, Robbery::Captain,
        QT_TRANSLATE_NOOP("HsUi", "%1, your rum is the only one: name the number it moves.")},
    {Phase::Rob, Robbery::Captain, QT_TRANSLATE_NOOP("HsUi", "%1, you landed on %2: take one of their villains.")},
    {Phase::Rob, Robbery::Harbour,
        QT_TRANSLATE_NOOP("HsUi", "%1, you landed on Black Jack: take a villain from the harbour.")},
    {Phase::Rob, Robbery::Hired,
        QT_TRANSLATE_NOOP("HsUi", "%1, Black Jack robs %2 for you: take one of their villains.")},
    {Phase::Rob, Robbery::Give,
        QT_TRANSLATE_NOOP("HsUi", "%1, Black Jack passes you: give one of your villains to the harbour.")},
};

} // namespace

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

TableView *HsUi::createTable(GameSession *session, QWidget *parent) const
{
    return new HsTable(session, parent);
}

QWidget *HsUi::createBreakdown(const GameSession &session, QWidget *parent) const
{
    return new HsBreakdown(session, parent);
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
    return {QCoreApplication::translate("HsUi", "Villains"), QCoreApplication::translate("HsUi", "Movement cards")};
}

QVariantList HsUi::seatStatus(const houserules::Observation &observation, int seat) const
{
    const auto &o = static_cast<const HsObservation &>(observation);
    const auto s = std::size_t(seat);
    return {int(o.villains[s].size()), int(o.movesLeft[s].size())};
}

QString HsUi::yourTurn(const houserules::Observation &observation, const GameSession &session) const
{
    const auto &o = static_cast<const HsObservation &>(observation);
    const QString name = session.playerName(o.currentPlayer);
    for (const Prompt &prompt : kPrompts) {
        if (prompt.phase != o.phase || (o.phase == Phase::Rob && prompt.robbery != o.robbery))
            continue;
        QString text = QCoreApplication::translate("HsUi", prompt.text).arg(name);
        if (text.contains(u"%2"_s))
            text = text.arg(session.playerName(o.victim));
        return text;
    }
    return QCoreApplication::translate("HsUi", "Your turn, %1.").arg(name);
}
