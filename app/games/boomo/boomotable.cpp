#include "boomotable.h"

#include "games/carditem.h"
#include "games/choreography.h"
#include "games/gametables.h"
#include "session/gameview.h"

#include "boomo/game.h"
#include "boomo/state.h"

#include <QKeyEvent>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::boomo;

namespace {

bool isPlay(Phase phase)
{
    return phase == Phase::Play || phase == Phase::TwiceFirst || phase == Phase::TwiceSecond;
}

} // namespace

BoomoTable::BoomoTable(GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent)
    : TableView(view, port, narrator, new BoomoScene(rulesOf(view.ruleset()), view.playerNames()), parent),
      m_rules(rulesOf(view.ruleset())), m_scene(static_cast<BoomoScene *>(tableScene()))
{
    setObjectName(u"boomoTable"_s);
    redraw();
}

BoomoTable::~BoomoTable() = default;

void BoomoTable::redraw()
{
    // Every hand as it was shown before (the viewer's own, and the cards
    // the viewer knows in another's after a swap).
    BoomoObservation o = static_cast<const BoomoObservation &>(view().observation());
    const auto id = [](std::int16_t card) { return int(card); };
    m_handOrder.arrange(o.seat, o.seat, o.hand, id);
    for (int seat = 0; seat < int(o.knownInHand.size()); ++seat)
        if (seat != o.seat)
            m_handOrder.arrange(o.seat, seat, o.knownInHand[std::size_t(seat)], id);
    const bool canAct = canDecide();
    if (!canAct || std::find(o.hand.begin(), o.hand.end(), m_selection.card) == o.hand.end())
        m_selection.card = -1;
    if (!canAct)
        m_selection = {};
    m_scene->setObservation(o, m_selection, canAct);
}

QString BoomoTable::reason(const Illegal &illegal, const Decision &decision) const
{
    const auto &o = m_scene->observation();
    switch (illegal.code) {
    case Illegal::Code::TargetNotAllowed:
        return o.phase == Phase::TwiceFirst ? tr("Play twice starts with a card that sets or adds seconds.")
                                            : tr("Choose another player who is still in the game.");
    case Illegal::Code::WrongKind:
        return o.phase == Phase::ChooseSwap ? tr("First choose whom to swap hands with.")
            : o.phase == Phase::AnswerBomb  ? tr("First answer the bomb card.")
                                            : tr("Play a card.");
    default:
        return TableView::reason(illegal, decision);
    }
}

void BoomoTable::showHint(const Decision &decision, double winShare)
{
    const auto &o = m_scene->observation();
    m_selection = {};
    if (decision.kind == DecisionKind::ChoosePlayer) {
        m_selection.target = decision.target;
    } else if (decision.kind == DecisionKind::YesNo) {
        m_selection.answer = decision.value;
    } else if (decision.card >= 0) {
        const int rank = m_rules.cards[std::size_t(decision.card)].rank;
        for (const auto card : o.hand)
            if (m_rules.cards[std::size_t(card)].rank == rank)
                m_selection.card = card;
    }
    redraw();
    TableView::showHint(decision, winShare);
}

void BoomoTable::selectCard(int card)
{
    m_selection.card = card;
    redraw();
}

bool BoomoTable::playCard(int card)
{
    if (card < 0 || card >= m_rules.cardCount()) {
        if (canDecide())
            refuse(tr("Choose a card from your hand first."));
        return false;
    }
    // Copies of a kind are one choice: the play names the kind.
    const int kind = m_rules.firstOfKind[std::size_t(m_rules.cards[std::size_t(card)].rank)];
    const auto &o = m_scene->observation();
    if (canDecide() && std::find(o.hand.begin(), o.hand.end(), card) == o.hand.end()) {
        refuse(tr("That card is not in your hand."));
        return false;
    }
    // The engine takes the first copy in its own order: the gap opens where
    // the person took the card from all the same.
    const auto &held = static_cast<const BoomoObservation &>(view().observation()).hand;
    const int rank = m_rules.cards[std::size_t(card)].rank;
    const auto taken = std::find_if(
        held.begin(), held.end(), [&](std::int16_t c) { return m_rules.cards[std::size_t(c)].rank == rank; });
    const int seat = o.seat;
    if (taken != held.end())
        m_handOrder.exchange(seat, seat, card, *taken);
    if (decide({DecisionKind::PlayCard, std::int16_t(kind), -1, 0}))
        return true;
    if (taken != held.end())
        m_handOrder.exchange(seat, seat, card, *taken);
    return false;
}

std::optional<Decision> BoomoTable::chosenDecision() const
{
    if (m_selection.card < 0 || !isPlay(m_scene->observation().phase))
        return std::nullopt;
    // As playCard() names it: by the first card of its kind.
    return Decision {DecisionKind::PlayCard,
        m_rules.firstOfKind[std::size_t(m_rules.cards[std::size_t(m_selection.card)].rank)], -1, 0};
}

bool BoomoTable::swapWith(int seat)
{
    return decide(BoomoState::swapWith(seat));
}

bool BoomoTable::answer(bool discardStopper)
{
    return decide(BoomoState::answer(discardStopper));
}

QString BoomoTable::notice(int index) const
{
    // The round's end in a sentence, for everyone.
    QStringList exploded;
    QString ending;
    for (const Event &e : view().eventsOf(index)) {
        if (EventType(e.type) == EventType::BombFlipped)
            exploded << view().playerName(e.player);
        if (EventType(e.type) == EventType::RoundEnded)
            ending = tr("Round %1 is over.").arg(e.value);
    }
    if (!ending.isEmpty() && !exploded.isEmpty())
        ending += u' ' + tr("Boom for %1.").arg(exploded.join(u", "_s));
    return ending;
}

void BoomoTable::stage(int index, std::vector<Step> &steps)
{
    // The card that went onto the discard pile flies there from the hand.
    const int seat = view().seatOf(index);
    const auto seen = view().eventsOf(index);
    const auto played = std::find_if(
        seen.begin(), seen.end(), [](const Event &e) { return EventType(e.type) == EventType::CardPlayed; });
    if (played == seen.end())
        return;
    steps.push_back([this, seat, card = played->card](Choreography &choreography, int pace) {
        const QSizeF size = m_scene->cardSize(seat);
        auto *flying = m_scene->newCard(card, size);
        flying->setZValue(100);
        m_scene->addItem(flying);
        const QPointF half(size.width() / 2, size.height() / 2);
        choreography.fly(flying, {m_scene->handCentre(seat) - half, m_scene->discardCentre() - half}, pace,
            QEasingCurve::InOutCubic);
    });
}

void BoomoTable::pressed(QPointF p)
{
    const Phase phase = m_scene->observation().phase;
    if (const auto answered = m_scene->answerAt(p)) {
        answer(*answered == 1);
        return;
    }
    if (phase == Phase::ChooseSwap && canDecide()) {
        if (const auto seat = m_scene->seatAt(p))
            swapWith(*seat);
        else
            refuse(tr("Click the player to swap hands with."));
        return;
    }
    if (CardItem *card = m_scene->handCardAt(p)) {
        if (card->cardId() == m_selection.card && isPlay(phase))
            playCard(card->cardId()); // a second click plays
        else
            selectCard(card->cardId());
        return;
    }
    if (m_scene->isDiscardPile(p)) {
        if (m_selection.card >= 0)
            playCard(m_selection.card);
        else if (canDecide())
            refuse(tr("Choose a card from your hand first."));
    }
}

CardItem *BoomoTable::draggable(QPointF p) const
{
    CardItem *card = m_scene->handCardAt(p);
    return card && card->cardId() == m_selection.card ? card : nullptr;
}

void BoomoTable::dropped(int card, QPointF p)
{
    if (m_scene->isDiscardPile(p))
        playCard(card);
}

void BoomoTable::keyPressed(QKeyEvent *event)
{
    const auto &o = m_scene->observation();
    const bool right = event->key() == Qt::Key_Right;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
        if (o.phase == Phase::ChooseSwap) {
            QList<int> seats;
            for (int seat : m_scene->opponents())
                if (!o.out[std::size_t(seat)])
                    seats << seat;
            if (seats.isEmpty())
                return;
            const int at = int(seats.indexOf(m_selection.target));
            const int next = at < 0 ? 0 : (at + (right ? 1 : int(seats.size()) - 1)) % int(seats.size());
            m_selection.target = seats[next];
            redraw();
        } else if (!o.hand.empty()) {
            const int n = int(o.hand.size());
            const auto at = std::find(o.hand.begin(), o.hand.end(), m_selection.card);
            const int i = at == o.hand.end() ? -1 : int(at - o.hand.begin());
            selectCard(o.hand[std::size_t(i < 0 ? 0 : (i + (right ? 1 : n - 1)) % n)]);
        }
        return;
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (o.phase == Phase::AnswerBomb) {
            m_selection.answer = m_selection.answer == 1 ? 0 : 1;
            redraw();
        }
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!canDecide())
            return; // not this screen's turn: the status says whose it is
        if (o.phase == Phase::ChooseSwap) {
            if (m_selection.target >= 0)
                swapWith(m_selection.target);
            else
                refuse(tr("Choose a player with Left and Right, then Enter."));
        } else if (o.phase == Phase::AnswerBomb) {
            if (m_selection.answer >= 0)
                answer(m_selection.answer == 1);
            else
                refuse(tr("Choose an answer with Up and Down, then Enter."));
        } else if (m_selection.card >= 0) {
            playCard(m_selection.card);
        } else {
            refuse(tr("Choose a card from your hand first."));
        }
        return;
    case Qt::Key_Escape:
        m_selection = {};
        redraw();
        return;
    default:
        break;
    }
    TableView::keyPressed(event);
}

TableView *houserules::boomo::makeTable(
    GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent)
{
    return new BoomoTable(view, port, narrator, parent);
}
