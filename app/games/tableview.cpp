#include "tableview.h"

#include "choreography.h"
#include "inputgate.h"
#include "tableaccessible.h"
#include "tablescene.h"

#include "games/carditem.h"
#include "session/decisionport.h"
#include "session/gamenarrator.h"
#include "session/gameview.h"

#include "palette/colourvision.h"

#include <QAccessible>
#include <QApplication>
#include <QEvent>
#include <QFontInfo>
#include <QGraphicsOpacityEffect>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPointer>
#include <QPropertyAnimation>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr int kFadeMilliseconds = 600;
// More decisions than this waiting to be shown (computer players at a fast
// pace): each is shown in half the time.
constexpr int kBacklog = 2;
// How long news stays on the table before the story goes on.
constexpr int kReadingMilliseconds = 1500;

QString labelStyle(bool notice)
{
    return notice ? u"QLabel { color: #2a1a0a; background-color: rgba(255, 196, 0, 235);"
                    " border-radius: 6px; padding: 4px 12px; font-weight: bold; }"_s
                  : u"QLabel { color: #f5f0e1; background-color: rgba(120, 20, 20, 225);"
                    " border-radius: 6px; padding: 4px 12px; font-weight: bold; }"_s;
}

} // namespace

TableView::TableView(
    GameView &view, DecisionPort *port, const GameNarrator &narrator, TableScene *scene, QWidget *parent)
    : QGraphicsView(parent), m_view(view), m_port(port), m_narrator(narrator), m_scene(scene),
      m_gate(new InputGate(this)), m_choreography(new Choreography([this] { runNext(); }, this)),
      m_message(new QLabel(viewport())), m_result(new QLabel(viewport())), m_hold(new QTimer(this)), m_fade(nullptr),
      m_accessibility(new TableAccessibility(this))
{
    m_scene->setParent(this);
    setScene(m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(m_port ? Qt::StrongFocus : Qt::NoFocus);
    setMouseTracking(true);
    m_gate->guard(this);
    m_gate->guard(viewport());
    // Assistive technology reads the table again whenever it is drawn anew.
    connect(m_scene, &QGraphicsScene::changed, m_accessibility, [this] {
        if (QAccessible::isActive())
            m_accessibility->refresh();
    });

    // A new colour-vision palette: the table drawn again at once, in its colours.
    connect(colourvision::notifier(), &colourvision::Notifier::changed, this, [this] {
        redraw();
        viewport()->update();
    });

    m_message->setObjectName(u"tableMessage"_s);
    m_result->setObjectName(u"tableResult"_s);
    for (QLabel *label : {m_message, m_result}) {
        label->setAlignment(Qt::AlignCenter);
        label->setWordWrap(true);
        label->setAttribute(Qt::WA_TransparentForMouseEvents);
        label->hide();
    }
    m_result->setStyleSheet(labelStyle(true));
    auto *opacity = new QGraphicsOpacityEffect(m_message);
    m_message->setGraphicsEffect(opacity);
    m_fade = new QPropertyAnimation(opacity, "opacity", this);
    m_fade->setDuration(kFadeMilliseconds);
    m_fade->setStartValue(1.0);
    m_fade->setEndValue(0.0);
    connect(m_fade, &QPropertyAnimation::finished, this, &TableView::clearMessage);
    m_hold->setSingleShot(true);
    // With card movements off, nothing fades either: less motion.
    connect(m_hold, &QTimer::timeout, this, [this] { m_flight > 0 ? m_fade->start() : clearMessage(); });

    // A live game goes on by itself; a replay's table is told where to go.
    m_target = m_view.shown();
    m_view.setPacedBy(this);
    connect(&m_view, &GameView::decisionApplied, this, [this] {
        m_hinted.reset(); // a hint is for one decision
        playTo(m_view.decisionCount());
    });
    connect(&m_view, &GameView::shownChanged, this, &TableView::onShown);
    connect(&m_view, &GameView::viewerChanged, this, &TableView::onViewerChanged);
    updateResult(); // a game loaded once over has its result line at once
}

TableView::~TableView()
{
    m_choreography->stop();
    disconnect(&m_view, nullptr, this, nullptr);
    m_view.setPacedBy(nullptr);
}

// --- The story, decision by decision -------------------------------------------

void TableView::playTo(int decisions)
{
    m_target = std::clamp(decisions, 0, m_view.decisionCount());
    if (m_target < m_view.shown()) {
        // Back in a replay: no animation runs backwards; the news of the
        // moment shown is told again.
        m_choreography->stop();
        m_steps.clear();
        m_running = false;
        m_view.show(m_target);
        clearMessage();
        if (const QString news = m_target > 0 ? notice(m_target - 1) : QString(); !news.isEmpty())
            showNotice(news);
    }
    advance();
}

int TableView::pace() const
{
    return m_target - m_view.shown() > kBacklog ? m_flight / 2 : m_flight;
}

void TableView::advance()
{
    while (!m_running && m_view.shown() < m_target) {
        const int index = m_view.shown();
        const QString news = notice(index);
        if (m_flight > 0 && isVisible()) {
            std::vector<Step> steps;
            stage(index, steps);
            if (!news.isEmpty()) {
                // News: drawn and said, then a moment to read it before the
                // story goes on (or a curtain falls).
                steps.push_back([this, index, news](Choreography &choreography, int pace) {
                    m_view.show(index + 1);
                    showNotice(news);
                    choreography.pause(std::max(kReadingMilliseconds, 2 * pace));
                });
            }
            if (!steps.empty()) {
                m_steps.assign(steps.begin(), steps.end());
                m_staging = index;
                m_running = true;
                runNext();
                return;
            }
        }
        m_view.show(index + 1);
        if (!news.isEmpty())
            showNotice(news);
    }
    tellIfSettled();
}

void TableView::runNext()
{
    if (!m_running)
        return;
    if (m_steps.empty()) {
        // The decision is drawn (unless its news did): the table shows it
        // as it now stands.
        m_running = false;
        if (m_view.shown() == m_staging)
            m_view.show(m_staging + 1);
        advance();
        return;
    }
    const Step step = std::move(m_steps.front());
    m_steps.pop_front();
    step(*m_choreography, pace());
}

void TableView::finishAnimations()
{
    m_choreography->stop();
    m_steps.clear();
    m_running = false;
    // The last news among the decisions skipped is still told.
    QString news;
    for (int index = m_view.shown(); index < m_target; ++index)
        if (const QString said = notice(index); !said.isEmpty())
            news = said;
    if (m_view.shown() == m_target)
        redraw(); // a step may have moved pieces: back to the table as it stands
    m_view.show(m_target);
    if (!news.isEmpty())
        showNotice(news);
    tellIfSettled();
}

void TableView::tellIfSettled()
{
    if (isSettled())
        Q_EMIT settled();
}

void TableView::describeChoice()
{
    // For a screen reader: the table read again, focus on the piece now chosen.
    m_accessibility->refresh();
}

void TableView::warnOfCost()
{
    // Said once per choice: moving on to another card says the other's cost.
    const std::optional<Decision> chosen = canDecide() ? chosenDecision() : std::nullopt;
    if (chosen == m_warnedFor)
        return;
    m_warnedFor = chosen;
    if (!chosen)
        return;
    if (const QString cost = m_narrator.costOf(m_view.observation(), *chosen, m_view); !cost.isEmpty())
        refuse(cost);
}

bool TableView::isSettled() const
{
    return !m_running && m_view.isSettled();
}

void TableView::onShown()
{
    redraw();
    describeChoice();
    updateResult();
}

void TableView::onViewerChanged()
{
    // What was animated or said was for the eyes before.
    m_choreography->stop();
    m_steps.clear();
    m_running = false;
    m_hinted.reset();
    clearMessage();
    clearChoice();
    redraw();
    updateResult();
    advance();
}

// --- Decisions -----------------------------------------------------------------

std::vector<Decision> TableView::legal() const
{
    if (!m_port || !m_view.isSettled())
        return {};
    return m_port->legal();
}

std::optional<Illegal> TableView::check(const Decision &decision) const
{
    if (!m_port)
        return Illegal {Illegal::Code::NotYourTurn, "this table only shows"};
    return m_port->check(decision);
}

bool TableView::decide(const Decision &decision)
{
    if (!m_port || m_view.isOver())
        return false; // a finished table refuses nothing: there is nothing to do
    if (legal().empty()) {
        refuse(tr("It is not your turn."));
        return false;
    }
    if (const auto illegal = m_port->check(decision)) {
        refuse(reason(*illegal, decision));
        return false;
    }
    clearChoice();
    clearMessage();
    return m_port->play(decision);
}

QString TableView::reason(const Illegal &illegal, const Decision &) const
{
    switch (illegal.code) {
    case Illegal::Code::GameOver:
        return tr("The game is over.");
    case Illegal::Code::NotYourTurn:
        return tr("It is not your turn.");
    case Illegal::Code::CardNotInHand:
        return tr("That card is not in your hand.");
    default:
        return tr("That move is not allowed.");
    }
}

// --- Input ---------------------------------------------------------------------

bool TableView::beforeTurn() const
{
    // Someone else's decision, or the person's while the table still shows
    // the moves before it; not once the game is over (nothing is waited for).
    if (!m_port->legal().empty())
        return m_running || !m_view.isSettled();
    const auto why = m_port->check({});
    return why && why->code == Illegal::Code::NotYourTurn;
}

bool TableView::tookBeforeTurn(int key)
{
    // Input belongs to the moment it was made in: a key or a click before
    // the person's turn is never kept for it (it shows the table as it is
    // now, and acts on nothing), and the person is told so.
    const bool catchingUp = m_running || !m_view.isSettled();
    const bool before = beforeTurn();
    if (catchingUp)
        finishAnimations();
    if (before)
        Q_EMIT inputIgnored(key);
    return before || catchingUp; // (catching up on a finished game: nothing to tell)
}

void TableView::keyPressEvent(QKeyEvent *event)
{
    if (!m_port) {
        event->ignore(); // a replay's keys are its dialog's
        return;
    }
    if (isModifier(event->key()))
        return; // Shift or Ctrl alone: not a move, and not one to warn about
    if (tookBeforeTurn(event->key()) || playsHint(event))
        return;
    keyPressed(event);
    describeChoice();
    warnOfCost();
}

bool TableView::isModifier(int key)
{
    switch (key) {
    case Qt::Key_Shift:
    case Qt::Key_Control:
    case Qt::Key_Meta:
    case Qt::Key_Alt:
    case Qt::Key_AltGr:
    case Qt::Key_CapsLock:
    case Qt::Key_NumLock:
    case Qt::Key_Super_L:
    case Qt::Key_Super_R:
        return true;
    default:
        return false;
    }
}

bool TableView::playsHint(QKeyEvent *event)
{
    // Enter (or Space) plays the choice the table points at, in every game:
    // right after a hint, that is the hinted one. Any other key or click
    // makes a choice of the person's own, which Enter then plays.
    if (!m_hinted)
        return false;
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        decide(*m_hinted);
        return true;
    }
    forgetHint();
    return false;
}

void TableView::forgetHint()
{
    if (!m_hinted)
        return;
    m_hinted.reset();
    redraw(); // a table that marks the hint unmarks it
}

bool TableView::click(QPointF p)
{
    if (tookBeforeTurn())
        return false;
    forgetHint(); // a choice of the person's own
    pressed(p);
    describeChoice();
    warnOfCost();
    return true;
}

bool TableView::pressByAssistant(QPointF scenePos)
{
    return m_port && click(scenePos);
}

bool TableView::awaitsDecision() const
{
    return canDecide();
}

void TableView::mousePressEvent(QMouseEvent *event)
{
    if (!m_port) {
        event->ignore();
        return;
    }
    const QPointF p = mapToScene(event->position().toPoint());
    if (!click(p))
        return;
    if (CardItem *card = draggable(p)) {
        m_dragging = card;
        m_dragCard = card->cardId();
        m_dragOffset = p - card->pos();
        m_dragStart = card->pos();
        m_dragMoved = false;
    }
}

void TableView::mouseDoubleClickEvent(QMouseEvent *event)
{
    // A quick second click is a click like the first.
    mousePressEvent(event);
}

void TableView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    const QPointF p = mapToScene(event->position().toPoint());
    m_dragMoved = m_dragMoved || (p - m_dragOffset - m_dragStart).manhattanLength() > 6;
    m_dragging->setPos(p - m_dragOffset);
    m_dragging->setZValue(90);
}

void TableView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        QGraphicsView::mouseReleaseEvent(event);
        return;
    }
    const QPointer<CardItem> card = m_dragging;
    m_dragging = nullptr;
    if (!m_dragMoved)
        return; // a click: the card stays chosen
    dropped(m_dragCard, mapToScene(event->position().toPoint()));
    if (card)
        redraw(); // not played: the card goes back to the hand
}

// --- Messages and the result -----------------------------------------------------

QString TableView::message() const
{
    return m_message->isVisible() ? m_message->text() : QString();
}

QString TableView::news() const
{
    return m_messageIsNews ? message() : QString();
}

QString TableView::resultLine() const
{
    return m_result->text();
}

void TableView::refuse(const QString &text)
{
    if (!m_view.isOver()) // a finished table has nothing left to refuse
        present(text, false);
}

void TableView::showNotice(const QString &text)
{
    present(text, true);
}

void TableView::showHint(const Decision &decision, double winShare)
{
    m_hinted = decision;
    if (!m_hintNotices)
        return; // the guide says it in its own words
    // Advice, not a refusal: shown like news at the table. With one legal
    // decision nothing was tried against it.
    if (legal().size() == 1)
        showNotice(tr("Hint: the marked choice is your only legal move."));
    else
        showNotice(tr("Hint: the marked choice. It won %1% of the computer's trial games.")
                       .arg(QLocale().toString(qRound(winShare * 100))));
}

void TableView::hintAsked(bool accepted)
{
    if (accepted)
        showNotice(tr("Looking for a hint…"));
    else
        refuse(tr("Hints are for your own turn."));
}

void TableView::present(const QString &text, bool notice)
{
    if (text.isEmpty()) {
        clearMessage();
        return;
    }
    m_fade->stop();
    m_messageIsNews = notice;
    m_message->setStyleSheet(labelStyle(notice));
    static_cast<QGraphicsOpacityEffect *>(m_message->graphicsEffect())->setOpacity(1.0);
    m_message->setText(text);
    m_accessibility->announce(text);
    m_result->hide(); // the strip is the message's while it lasts
    placeLabels();
    m_message->show();
    m_message->raise();
    m_hold->start(notice ? m_holdMilliseconds * 3 / 2 : m_holdMilliseconds);
    Q_EMIT messageShown(text);
}

void TableView::clearMessage()
{
    m_hold->stop();
    m_fade->stop();
    m_message->hide();
    m_message->clear();
    m_result->setVisible(!m_result->text().isEmpty());
}

void TableView::updateResult()
{
    const QString result = m_view.isOver() ? m_narrator.result(m_view.observation(), m_view) : QString();
    const bool changed = result != m_result->text();
    m_result->setText(result);
    //: What a screen reader says of the table's result line ("Ann won with 20 points").
    m_result->setAccessibleDescription(tr("How the game ended"));
    m_result->setVisible(!m_result->text().isEmpty() && !m_message->isVisible());
    placeLabels();
    if (changed) {
        m_accessibility->announce(result);
        Q_EMIT resultChanged();
    }
}

void TableView::placeLabels()
{
    const QRect area = mapFromScene(m_scene->messageArea()).boundingRect();
    for (QLabel *label : {m_message, m_result}) {
        if (label->text().isEmpty())
            continue;
        // A long message (a round's end with every player's gain) in a
        // short strip: smaller text, down to the smallest the tables draw,
        // rather than its last line cut off.
        QFont font = this->font();
        int width = 1, height = 1;
        for (int pixels = QFontInfo(font).pixelSize() * TableScene::textPercent() / 100;; --pixels) {
            font.setPixelSize(pixels);
            label->setFont(font);
            width = std::min(area.width(), label->fontMetrics().horizontalAdvance(label->text()) + 40);
            height = label->heightForWidth(width);
            if (height <= area.height() || pixels <= TableScene::kSmallestText)
                break;
        }
        label->setFixedWidth(std::max(width, 1));
        label->setFixedHeight(std::max(height, 1));
        label->move(area.center().x() - width / 2, area.center().y() - height / 2);
    }
}

void TableView::resizeEvent(QResizeEvent *event)
{
    relayout();
    QGraphicsView::resizeEvent(event);
}

void TableView::relayout()
{
    // A piece in flight lands at once.
    m_scene->setViewSize(viewport()->size());
    m_choreography->stop();
    m_steps.clear();
    m_running = false;
    redraw();
    setSceneRect(m_scene->sceneRect());
    finishAnimations();
    placeLabels();
}

void TableView::applyTextSize(int percent)
{
    TableScene::setTextPercent(percent);
    for (QWidget *widget : QApplication::allWidgets())
        if (auto *table = qobject_cast<TableView *>(widget))
            table->relayout();
}

void TableView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        clearMessage(); // a message in the old language would linger
        redraw();
        updateResult();
    } else if (event->type() == QEvent::FontChange && isVisible()) {
        relayout(); // the desktop's font changed: the texts grow with it
    }
    QGraphicsView::changeEvent(event);
}
