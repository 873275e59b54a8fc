#include "billytable.h"

#include "billyscene.h"

#include "art/carditem.h"
#include "session/gamesession.h"

#include "blastingbilly/game.h"
#include "blastingbilly/state.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QVariantAnimation>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::blastingbilly;

BillyTable::BillyTable(GameSession *session, QWidget *parent)
    : TableView(session, parent), m_rules(rulesOf(session->ruleset())),
      m_scene(new BillyScene(m_rules, session->playerNames(), this))
{
    setScene(m_scene);
    setObjectName(u"billyTable"_s);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setMouseTracking(true);

    connect(session, &GameSession::decisionApplied, this, &BillyTable::onDecision);
    connect(session, &GameSession::viewerChanged, this, [this] {
        clearMessage(); // said to the person who left the screen
        refresh();
    });
    refresh();
}

BillyTable::~BillyTable() = default;

void BillyTable::refresh()
{
    const auto observation = session()->observation();
    const auto &billy = static_cast<const BillyObservation &>(*observation);
    const bool canPlay = this->canPlay();
    const bool held
        = std::any_of(billy.hand.begin(), billy.hand.end(), [this](const CardView &v) { return v.id == m_selected; });
    if (!canPlay || !held)
        m_selected = -1;
    m_scene->setObservation(billy, m_selected, m_destination, canPlay);
}

bool BillyTable::canPlay() const
{
    return !session()->humanDecisions().empty();
}

void BillyTable::showHint(const Decision &decision, double winShare)
{
    m_selected = decision.card;
    m_destination = decision.target;
    refresh();
    TableView::showHint(decision, winShare);
}

void BillyTable::selectCard(int card)
{
    m_selected = card;
    if (m_destination < 0)
        m_destination = int(Destination::Loot);
    m_scene->setSelection(m_selected, m_destination, canPlay());
}

bool BillyTable::playSelectedTo(int destination)
{
    if (session()->isOver()) {
        refuse(tr("The game is over."));
        return false;
    }
    if (m_selected < 0) {
        refuse(tr("Choose a card from your hand first."));
        return false;
    }
    return playCard(m_selected, destination);
}

bool BillyTable::playCard(int card, int destination)
{
    if (session()->isOver()) {
        refuse(tr("The game is over."));
        return false;
    }
    if (!canPlay()) {
        refuse(tr("It is not your turn."));
        return false;
    }
    const Decision decision = BillyState::play(card, Destination(destination));
    if (const auto illegal = session()->check(decision)) {
        refuse(illegal->code == Illegal::Code::CardNotInHand ? tr("That card is not in your hand.")
                                                             : tr("That move is not allowed."));
        return false;
    }
    m_selected = -1;
    m_destination = -1;
    clearMessage();
    session()->play(decision);
    return true;
}

void BillyTable::refuse(const QString &text)
{
    showMessage(text);
}

QRectF BillyTable::messageArea() const
{
    return m_scene->messageArea();
}

void BillyTable::onDecision(int seat, const std::vector<Event> &events)
{
    // The card that moved, as the viewer may know it: fly it from the
    // player's hand to where it went, then show the new table.
    const Event *played = nullptr;
    for (const auto &e : events)
        if (e.type == std::int16_t(EventType::CardPlayed))
            played = &e;
    if (!played || flightMilliseconds() == 0 || !isVisible()) {
        refresh();
        return;
    }
    const Event seen = played->seenBy(session()->viewer());
    const bool faceUp = played->privateTo < 0 || seen.card >= 0;
    const QSizeF size = m_scene->cardSize(seat);
    auto *flying = new CardItem(
        m_scene->art(), faceUp ? m_scene->faceElement(seen.card) : m_scene->backElement(seen.colour), size);
    flying->setZValue(100);
    m_scene->addItem(flying);
    const QPointF from = m_scene->handCentre(seat) - QPointF(size.width() / 2, size.height() / 2);
    const QPointF to
        = m_scene->destinationPoint(seat, seen.target, seen.colour) - QPointF(size.width() / 2, size.height() / 2);
    flying->setPos(from);
    auto *animation = new QVariantAnimation(this);
    animation->setStartValue(from);
    animation->setEndValue(to);
    animation->setDuration(flightMilliseconds());
    animation->setEasingCurve(QEasingCurve::InOutCubic);
    connect(animation, &QVariantAnimation::valueChanged, flying,
        [flying](const QVariant &value) { flying->setPos(value.toPointF()); });
    // However the flight ends — it lands, or a rebuild meanwhile (a resize,
    // the next move, the game's end) deletes the card — the table then shows
    // the session as it is now, never the table from before the move.
    connect(flying, &QObject::destroyed, animation, &QVariantAnimation::stop);
    connect(
        animation, &QObject::destroyed, this, [this] { refresh(); }, Qt::QueuedConnection);
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

void BillyTable::resizeEvent(QResizeEvent *event)
{
    // Laid out anew from the session's latest state: a card in flight is
    // dropped and the table shows where things are now.
    m_scene->setViewSize(viewport()->size());
    refresh();
    setSceneRect(m_scene->sceneRect());
    TableView::resizeEvent(event);
}

void BillyTable::mousePressEvent(QMouseEvent *event)
{
    const QPointF p = mapToScene(event->position().toPoint());
    if (CardItem *card = m_scene->handCardAt(p)) {
        m_dragging = card;
        m_dragOffset = p - card->pos();
        m_dragStart = card->pos();
        m_dragMoved = false;
        selectCard(card->cardId());
        // The selection rebuilt the scene: find the card item again.
        m_dragging = m_scene->handCardAt(p);
        if (m_dragging)
            m_dragOffset = p - m_dragging->pos();
        return;
    }
    if (const auto destination = m_scene->destinationAt(p)) {
        playSelectedTo(*destination);
        return;
    }
    if (m_selected >= 0 && m_scene->isOpponentArea(p))
        refuse(tr("You can give a card to Billy, claim it in your loot or dump it in the box."));
    TableView::mousePressEvent(event);
}

void BillyTable::mouseMoveEvent(QMouseEvent *event)
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

void BillyTable::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        TableView::mouseReleaseEvent(event);
        return;
    }
    const QPointF p = mapToScene(event->position().toPoint());
    const int card = m_dragging->cardId();
    m_dragging = nullptr;
    if (!m_dragMoved)
        return; // a click: the card stays chosen, a destination click plays it
    if (const auto destination = m_scene->destinationAt(p)) {
        if (!playCard(card, *destination))
            refresh();
        return;
    }
    refuse(tr("You can give a card to Billy, claim it in your loot or dump it in the box."));
    refresh();
}

void BillyTable::keyPressEvent(QKeyEvent *event)
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
            m_scene->setSelection(m_selected, m_destination, canPlay());
        }
        return;
    case Qt::Key_B:
    case Qt::Key_L:
    case Qt::Key_D:
        if (!event->isAutoRepeat())
            chooseDestination(event->key());
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (event->isAutoRepeat())
            return; // a held key plays once
        if (!canPlay())
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
        m_scene->setSelection(-1, m_destination, canPlay());
        return;
    default:
        break;
    }
    TableView::keyPressEvent(event);
}

void BillyTable::chooseDestination(int key)
{
    const int destination = key == Qt::Key_B ? int(Destination::Billy)
        : key == Qt::Key_L                   ? int(Destination::Loot)
                                             : int(Destination::Box);
    if (m_selected < 0) {
        refuse(tr("Choose a card from your hand first."));
        return;
    }
    if (m_armedKey == key && m_destination == destination) {
        playSelectedTo(destination);
        return;
    }
    m_armedKey = key;
    m_destination = destination;
    m_scene->setSelection(m_selected, m_destination, canPlay());
}

void BillyTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    TableView::changeEvent(event);
}
