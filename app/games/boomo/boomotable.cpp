#include "boomotable.h"

#include "boomonames.h"

#include "art/carditem.h"
#include "session/gamesession.h"

#include "boomo/game.h"
#include "boomo/state.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QVariantAnimation>

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

BoomoTable::BoomoTable(GameSession *session, QWidget *parent)
    : TableView(session, parent), m_rules(rulesOf(session->ruleset())),
      m_scene(new BoomoScene(m_rules, session->playerNames(), this))
{
    setScene(m_scene);
    setObjectName(u"boomoTable"_s);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);

    connect(session, &GameSession::decisionApplied, this, &BoomoTable::onDecision);
    connect(session, &GameSession::viewerChanged, this, [this] {
        clearMessage(); // said to the person who left the screen
        m_selection = {};
        refresh();
    });
    refresh();
}

BoomoTable::~BoomoTable() = default;

std::vector<Decision> BoomoTable::legal() const
{
    return session()->humanDecisions();
}

void BoomoTable::refresh()
{
    const auto observation = session()->observation();
    const auto &o = static_cast<const BoomoObservation &>(*observation);
    const bool canAct = !legal().empty();
    if (!canAct || std::find(o.hand.begin(), o.hand.end(), m_selection.card) == o.hand.end())
        m_selection.card = -1;
    if (!canAct)
        m_selection = {};
    m_scene->setObservation(o, m_selection, canAct);
}

QRectF BoomoTable::messageArea() const
{
    return m_scene->messageArea();
}

void BoomoTable::refuse(const QString &text)
{
    showMessage(text);
}

bool BoomoTable::decide(const Decision &decision)
{
    if (session()->isOver()) {
        refuse(tr("The game is over."));
        return false;
    }
    if (legal().empty()) {
        refuse(tr("It is not your turn."));
        return false;
    }
    if (const auto illegal = session()->check(decision)) {
        const auto &o = static_cast<const BoomoObservation &>(m_scene->observation());
        switch (illegal->code) {
        case Illegal::Code::CardNotInHand:
            refuse(tr("That card is not in your hand."));
            break;
        case Illegal::Code::TargetNotAllowed:
            refuse(o.phase == Phase::TwiceFirst ? tr("Play twice starts with a card that sets or adds seconds.")
                                                : tr("Choose another player who is still in the game."));
            break;
        case Illegal::Code::WrongKind:
            refuse(o.phase == Phase::ChooseSwap    ? tr("First choose whom to swap hands with.")
                    : o.phase == Phase::AnswerBomb ? tr("First answer the bomb card.")
                                                   : tr("Play a card."));
            break;
        default:
            refuse(tr("That move is not allowed."));
            break;
        }
        return false;
    }
    m_selection = {};
    clearMessage();
    session()->play(decision);
    return true;
}

void BoomoTable::showHint(const Decision &decision, double winShare)
{
    const auto &o = static_cast<const BoomoObservation &>(m_scene->observation());
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
    refresh();
    TableView::showHint(decision, winShare);
}

void BoomoTable::selectCard(int card)
{
    m_selection.card = card;
    refresh();
}

bool BoomoTable::playCard(int card)
{
    if (card < 0 || card >= m_rules.cardCount()) {
        refuse(tr("Choose a card from your hand first."));
        return false;
    }
    // Copies of a kind are one choice: the play names the kind.
    const int kind = m_rules.firstOfKind[std::size_t(m_rules.cards[std::size_t(card)].rank)];
    const auto &o = static_cast<const BoomoObservation &>(m_scene->observation());
    if (std::find(o.hand.begin(), o.hand.end(), card) == o.hand.end()) {
        refuse(tr("That card is not in your hand."));
        return false;
    }
    return decide({DecisionKind::PlayCard, std::int16_t(kind), -1, 0});
}

bool BoomoTable::swapWith(int seat)
{
    return decide(BoomoState::swapWith(seat));
}

bool BoomoTable::answer(bool discardStopper)
{
    return decide(BoomoState::answer(discardStopper));
}

void BoomoTable::announceRound(const std::vector<Event> &events)
{
    QStringList exploded;
    QString ending;
    for (const Event &raw : events) {
        const Event e = raw.seenBy(session()->viewer());
        if (EventType(e.type) == EventType::BombFlipped)
            exploded << session()->playerName(e.player);
        if (EventType(e.type) == EventType::RoundEnded)
            ending = tr("Round %1 is over.").arg(e.value);
    }
    if (ending.isEmpty())
        return;
    if (!exploded.isEmpty())
        ending += u' ' + tr("Boom for %1.").arg(exploded.join(u", "_s));
    showNotice(ending);
}

void BoomoTable::onDecision(int seat, const std::vector<Event> &events)
{
    announceRound(events);
    // The card that went onto the discard pile: fly it there from the
    // player's hand, then show the table as it is now.
    const Event *played = nullptr;
    for (const auto &e : events)
        if (EventType(e.type) == EventType::CardPlayed && !played)
            played = &e;
    if (!played || flightMilliseconds() == 0 || !isVisible()) {
        refresh();
        return;
    }
    const QSizeF size = m_scene->cardSize(seat);
    auto *flying = new CardItem(m_scene->art(), m_scene->faceElement(played->card), size);
    flying->setZValue(100);
    m_scene->addItem(flying);
    const QPointF from = m_scene->handCentre(seat) - QPointF(size.width() / 2, size.height() / 2);
    const QPointF to = m_scene->discardCentre() - QPointF(size.width() / 2, size.height() / 2);
    flying->setPos(from);
    auto *animation = new QVariantAnimation(this);
    animation->setStartValue(from);
    animation->setEndValue(to);
    animation->setDuration(flightMilliseconds());
    animation->setEasingCurve(QEasingCurve::InOutCubic);
    connect(animation, &QVariantAnimation::valueChanged, flying,
        [flying](const QVariant &value) { flying->setPos(value.toPointF()); });
    // However the flight ends, the table then shows the session as it is now.
    connect(flying, &QObject::destroyed, animation, &QVariantAnimation::stop);
    connect(
        animation, &QObject::destroyed, this, [this] { refresh(); }, Qt::QueuedConnection);
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

void BoomoTable::resizeEvent(QResizeEvent *event)
{
    m_scene->setViewSize(viewport()->size());
    refresh();
    setSceneRect(m_scene->sceneRect());
    TableView::resizeEvent(event);
}

void BoomoTable::mousePressEvent(QMouseEvent *event)
{
    const QPointF p = mapToScene(event->position().toPoint());
    const Phase phase = m_scene->observation().phase;
    if (const auto answered = m_scene->answerAt(p)) {
        answer(*answered == 1);
        return;
    }
    if (phase == Phase::ChooseSwap && !legal().empty()) {
        if (const auto seat = m_scene->seatAt(p))
            swapWith(*seat);
        else
            refuse(tr("Click the player to swap hands with."));
        return;
    }
    if (CardItem *card = m_scene->handCardAt(p)) {
        if (card->cardId() == m_selection.card && isPlay(phase)) {
            playCard(card->cardId()); // a second click plays
            return;
        }
        m_dragOffset = p - card->pos();
        m_dragStart = card->pos();
        m_dragMoved = false;
        selectCard(card->cardId());
        m_dragging = m_scene->handCardAt(p); // the rebuild made new items
        return;
    }
    if (m_scene->isDiscardPile(p)) {
        if (m_selection.card >= 0)
            playCard(m_selection.card);
        else
            refuse(tr("Choose a card from your hand first."));
        return;
    }
    TableView::mousePressEvent(event);
}

void BoomoTable::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging) {
        const QPointF p = mapToScene(event->position().toPoint());
        m_dragMoved = m_dragMoved || (p - m_dragOffset - m_dragStart).manhattanLength() > 6;
        m_dragging->setPos(p - m_dragOffset);
        m_dragging->setZValue(90);
        return;
    }
    TableView::mouseMoveEvent(event);
}

void BoomoTable::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        TableView::mouseReleaseEvent(event);
        return;
    }
    const QPointF p = mapToScene(event->position().toPoint());
    const int card = m_dragging->cardId();
    m_dragging = nullptr;
    if (!m_dragMoved)
        return; // a click: the card stays chosen
    if (m_scene->isDiscardPile(p)) {
        if (!playCard(card))
            refresh();
        return;
    }
    refresh();
}

void BoomoTable::keyPressEvent(QKeyEvent *event)
{
    const auto &o = static_cast<const BoomoObservation &>(m_scene->observation());
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
            refresh();
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
            refresh();
        }
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (event->isAutoRepeat())
            return; // a held key decides once
        if (legal().empty())
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
        refresh();
        return;
    default:
        break;
    }
    TableView::keyPressEvent(event);
}

void BoomoTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    TableView::changeEvent(event);
}
