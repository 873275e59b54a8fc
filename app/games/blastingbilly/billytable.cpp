#include "billytable.h"

#include "billyscene.h"

#include "games/carditem.h"
#include "games/choreography.h"
#include "games/gametables.h"
#include "session/gameview.h"

#include "blastingbilly/game.h"
#include "blastingbilly/state.h"

#include <QKeyEvent>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::blastingbilly;

BillyTable::BillyTable(GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent)
    : TableView(view, port, narrator, new BillyScene(rulesOf(view.ruleset()), view.playerNames()), parent),
      m_rules(rulesOf(view.ruleset())), m_scene(static_cast<BillyScene *>(tableScene()))
{
    setObjectName(u"billyTable"_s);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    redraw();
}

BillyTable::~BillyTable() = default;

void BillyTable::redraw()
{
    // Every hand as it was shown before: what the viewer knows of a card
    // tells it apart (its id, else its colour).
    BillyObservation billy = static_cast<const BillyObservation &>(view().observation());
    for (int seat = 0; seat < int(billy.hands.size()); ++seat)
        m_handOrder.arrange(billy.seat, seat, billy.hands[std::size_t(seat)],
            [](const CardView &v) { return v.known() ? int(v.id) : -2 - v.colour; });
    if (billy.seat >= 0 && billy.seat < int(billy.hands.size()))
        billy.hand = billy.hands[std::size_t(billy.seat)];
    const bool canPlay = canDecide();
    const bool held
        = std::any_of(billy.hand.begin(), billy.hand.end(), [this](const CardView &v) { return v.id == m_selected; });
    if (!canPlay || !held)
        m_selected = -1;
    m_scene->setObservation(billy, m_selected, m_destination, canPlay);
}

void BillyTable::clearChoice()
{
    m_selected = -1;
    m_destination = -1;
    m_armedKey = 0;
}

void BillyTable::showHint(const Decision &decision, double winShare)
{
    m_selected = decision.card;
    m_destination = decision.target;
    redraw();
    TableView::showHint(decision, winShare);
}

void BillyTable::selectCard(int card)
{
    m_selected = card;
    if (m_destination < 0)
        m_destination = int(Destination::Loot);
    m_scene->setSelection(m_selected, m_destination, canDecide());
}

bool BillyTable::playSelectedTo(int destination)
{
    if (m_selected < 0) {
        if (canDecide())
            refuse(tr("Choose a card from your hand first."));
        return false;
    }
    return playCard(m_selected, destination);
}

bool BillyTable::playCard(int card, int destination)
{
    return decide(BillyState::play(card, Destination(destination)));
}

void BillyTable::stage(int index, std::vector<Step> &steps)
{
    // The card that moved, as the viewer may know it, flies from the
    // player's hand to where it went.
    const int seat = view().seatOf(index);
    for (const Event &e : view().eventsOf(index))
        if (EventType(e.type) == EventType::CardPlayed)
            steps.push_back([this, seat, e](Choreography &choreography, int pace) {
                const QSizeF size = m_scene->cardSize(seat);
                auto *flying = m_scene->newCard(e.card, e.colour, size);
                flying->setZValue(100);
                m_scene->addItem(flying);
                const QPointF half(size.width() / 2, size.height() / 2);
                choreography.fly(flying,
                    {m_scene->handCentre(seat) - half, m_scene->destinationPoint(seat, e.target, e.colour) - half},
                    pace, QEasingCurve::InOutCubic);
            });
}

void BillyTable::pressed(QPointF p)
{
    if (CardItem *card = m_scene->handCardAt(p)) {
        selectCard(card->cardId());
        return;
    }
    if (const auto destination = m_scene->destinationAt(p)) {
        playSelectedTo(*destination);
        return;
    }
    if (m_selected >= 0 && m_scene->isOpponentArea(p))
        refuse(tr("You can give a card to Billy, claim it in your loot or dump it in the box."));
}

CardItem *BillyTable::draggable(QPointF p) const
{
    return m_scene->handCardAt(p);
}

void BillyTable::dropped(int card, QPointF p)
{
    if (const auto destination = m_scene->destinationAt(p))
        playCard(card, *destination);
    else
        refuse(tr("You can give a card to Billy, claim it in your loot or dump it in the box."));
}

void BillyTable::keyPressed(QKeyEvent *event)
{
    // A letter plays only when pressed twice in a row.
    if (event->key() != m_armedKey)
        m_armedKey = 0;
    const auto &hand = m_scene->observation().hand;
    auto handIndex = [&] {
        for (std::size_t i = 0; i < hand.size(); ++i)
            if (hand[i].id == m_selected)
                return int(i);
        return -1;
    };
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        if (hand.empty())
            break;
        const int n = int(hand.size());
        const int i = handIndex();
        const int next = i < 0 ? 0 : (i + (event->key() == Qt::Key_Right ? 1 : n - 1)) % n;
        selectCard(hand[std::size_t(next)].id);
        return;
    }
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (m_selected >= 0) {
            m_destination = ((m_destination < 0 ? 1 : m_destination) + (event->key() == Qt::Key_Down ? 1 : 2)) % 3;
            m_scene->setSelection(m_selected, m_destination, canDecide());
        }
        return;
    case Qt::Key_B:
    case Qt::Key_L:
    case Qt::Key_D:
        chooseDestination(event->key());
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!canDecide())
            return; // not this screen's turn: the status says whose it is
        if (m_selected < 0)
            refuse(tr("Choose a card from your hand first."));
        else if (m_destination >= 0)
            playSelectedTo(m_destination);
        else
            refuse(tr("Choose where the card goes: Up and Down, then Enter."));
        return;
    case Qt::Key_Escape:
        m_selected = -1;
        m_scene->setSelection(-1, m_destination, canDecide());
        return;
    default:
        break;
    }
    TableView::keyPressed(event);
}

std::optional<Decision> BillyTable::chosenDecision() const
{
    if (m_selected < 0 || m_destination < 0)
        return std::nullopt;
    return Decision {DecisionKind::PlayCard, std::int16_t(m_selected), std::int16_t(m_destination), 0};
}

void BillyTable::chooseDestination(int key)
{
    const int destination = key == Qt::Key_B ? int(Destination::Billy)
        : key == Qt::Key_L                   ? int(Destination::Loot)
                                             : int(Destination::Box);
    if (m_selected < 0) {
        if (canDecide())
            refuse(tr("Choose a card from your hand first."));
        return;
    }
    if (m_armedKey == key && m_destination == destination) {
        playSelectedTo(destination);
        return;
    }
    m_armedKey = key;
    m_destination = destination;
    m_scene->setSelection(m_selected, m_destination, canDecide());
}

TableView *houserules::blastingbilly::makeTable(
    GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent)
{
    return new BillyTable(view, port, narrator, parent);
}
