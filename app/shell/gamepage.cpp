#include "gamepage.h"

#include "curtain.h"
#include "guide.h"
#include "preferences/settings.h"

#include "games/gametables.h"
#include "games/gameui.h"
#include "games/inputgate.h"
#include "games/rulescontrols.h"
#include "games/tableaccessible.h"
#include "games/tableview.h"
#include "games/wording.h"
#include "session/gamelogmodel.h"
#include "session/gamesession.h"
#include "session/statusmodel.h"

#include <QAction>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

using namespace Qt::Literals::StringLiterals;

const QSize GamePage::kTableMinimum(560, 440);

namespace {
// The digits of a long deal number shown on screen (a drawn one has twenty).
constexpr int kDealDigitsShown = 8;
} // namespace

GamePage::GamePage(GameSession *session, const GameUi &ui, QWidget *parent)
    : QWidget(parent), m_session(session), m_ui(ui), m_table(createTable(ui, session->view(), session, this)),
      m_log(new GameLogModel(session->view(), ui, this)), m_status(new StatusModel(session->view(), ui, this)),
      m_curtain(new Curtain(m_table)), m_turn(new QLabel(this)), m_statusTitle(new QLabel(this)),
      m_logTitle(new QLabel(this)), m_gameInfo(new QLabel(this)), m_copyDeal(new QAction(this)),
      m_statusView(new QTableView(this)), m_logView(new QListView(this)), m_goOn(new QPushButton(this)),
      m_holdTimer(new QTimer(this))
{
    setObjectName(u"gamePage"_s);
    m_table->setAccessibleName(ui.title());
    connect(session, &GameSession::hintReady, m_table, &TableView::showHint);
    setUpTurnAndGameInfo();
    setUpStatusView();
    setUpLogView();
    setUpTitles();
    layOut(createSidePanel());

    applyPaces();

    connectTurnLine();
    connectCurtain();
    connectInput();
    connectBreakdown();
    setUpHold();

    retranslate();
    lowerCurtainWhenShown();
    if (session->isOver()) {
        m_breakdownOpened = true;
        QTimer::singleShot(0, this, &GamePage::showBreakdown);
    }
}

void GamePage::setUpTurnAndGameInfo()
{
    m_turn->setObjectName(u"turnLabel"_s);
    m_gameInfo->setObjectName(u"gameInfo"_s);
    m_gameInfo->setWordWrap(true);
    // Its menu copies the whole deal number (the line shows its first digits).
    m_gameInfo->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_gameInfo->addAction(m_copyDeal);
    // And from the keyboard, while the page shows (the label cannot take focus).
    m_copyDeal->setShortcut(RulesControls::copyDealKey());
    m_copyDeal->setShortcutContext(Qt::WindowShortcut);
    connect(m_copyDeal, &QAction::triggered, this, [this] {
        if (const auto seed = m_session->record().seed)
            QGuiApplication::clipboard()->setText(QString::number(*seed));
    });
}

void GamePage::setUpStatusView()
{
    m_statusView->setObjectName(u"statusView"_s);
    m_statusView->setModel(m_status);
    m_statusView->verticalHeader()->hide();
    m_statusView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_statusView->horizontalHeader()->setSectionResizeMode(StatusModel::Player, QHeaderView::Stretch);
    m_statusView->setSelectionMode(QAbstractItemView::NoSelection);
    m_statusView->setFocusPolicy(Qt::NoFocus);
    // Every player's row shows: the view is as tall as its rows (up to six
    // players), and the log below gives way when the panel is short.
    const auto fitRows = [this] {
        m_statusView->setFixedHeight(m_statusView->horizontalHeader()->sizeHint().height()
            + m_statusView->verticalHeader()->length() + 2 * m_statusView->frameWidth());
    };
    connect(m_status, &QAbstractItemModel::modelReset, m_statusView, fitRows);
    connect(m_status, &QAbstractItemModel::rowsInserted, m_statusView, fitRows);
    fitRows();
}

void GamePage::setUpLogView()
{
    m_logView->setObjectName(u"logView"_s);
    m_logView->setModel(m_log);
    m_logView->setWordWrap(true);
    m_logView->setFocusPolicy(Qt::NoFocus);
    // By pixel: scrolled to the end, the last line shows whole.
    m_logView->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    connect(m_log, &QAbstractItemModel::rowsInserted, this, &GamePage::scrollLogToEnd);
    // Each new log line is said to assistive technology as the table draws
    // it (the log follows the table, so at the table's pace).
    connect(m_log, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int, int last) {
        m_table->accessibility()->announce(m_log->index(last).data().toString());
    });
    connect(m_log, &QAbstractItemModel::modelReset, this, &GamePage::scrollLogToEnd);
    connect(m_log, &QAbstractItemModel::dataChanged, this, &GamePage::scrollLogToEnd);
    // Read to its end, the log stays at its end when the panel makes it
    // shorter (a turn line that takes two lines).
    connect(m_logView->verticalScrollBar(), &QScrollBar::valueChanged, this,
        [this](int value) { m_logAtEnd = value == m_logView->verticalScrollBar()->maximum(); });
    m_logView->viewport()->installEventFilter(this);
}

void GamePage::setUpTitles()
{
    QFont bold = m_turn->font();
    bold.setBold(true);
    m_turn->setFont(bold);
    m_turn->setWordWrap(true);
    m_statusTitle->setFont(bold);
    m_logTitle->setFont(bold);
}

QWidget *GamePage::createSidePanel()
{
    auto *side = new QWidget(this);
    side->setMinimumWidth(220);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(6, 6, 6, 6);
    if (m_session->setup().guided) {
        m_guide = new Guide(m_session, m_ui, m_table, side);
        sideLayout->addWidget(m_guide);
        connect(m_guide, &Guide::left, this, [this] {
            m_guide->hide();
            m_guide->deleteLater();
            m_guide = nullptr;
            m_table->setFocus();
        });
    }
    sideLayout->addWidget(m_turn);
    m_goOn->setObjectName(u"goOnButton"_s);
    m_goOn->setFocusPolicy(Qt::NoFocus); // keys are the table's
    m_goOn->hide();
    sideLayout->addWidget(m_goOn, 0, Qt::AlignLeft);
    sideLayout->addWidget(m_statusTitle);
    sideLayout->addWidget(m_statusView);
    sideLayout->addWidget(m_logTitle);
    sideLayout->addWidget(m_logView, 1);
    sideLayout->addWidget(m_gameInfo);
    return side;
}

void GamePage::layOut(QWidget *side)
{
    // The table has a size below which its cards and counts stop being
    // readable; with the side panel it fits a screen of 800x500 (a
    // 1600x1000 screen scaled twice over).
    m_table->setMinimumSize(kTableMinimum);
    auto *splitter = new QSplitter(this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_table);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({1200, 340});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

void GamePage::connectTurnLine()
{
    // Everything follows what the table has drawn (GameView::shown).
    GameView &view = m_session->view();
    connect(&view, &GameView::shownChanged, this, &GamePage::updateTurn);
    connect(&view, &GameView::viewerChanged, this, &GamePage::updateTurn);
    // A decision made is no longer asked for, though the table still shows
    // the game before it (a Halunken & Spelunken reveal, a move in flight).
    connect(&view, &GameView::decisionApplied, this, &GamePage::updateTurn);
    // Once over, the turn line is the table's result line, in its language
    // (which the table learns after this page: children follow parents).
    connect(m_table, &TableView::resultChanged, this, &GamePage::updateTurn);
}

void GamePage::connectCurtain()
{
    // The curtain falls once everyone has seen what happened, just before
    // the next person's decision.
    connect(m_session, &GameSession::curtainLowered, this, &GamePage::lowerCurtainWhenShown);
    connect(m_table, &TableView::settled, this, &GamePage::lowerCurtainWhenShown);
    connect(m_curtain, &Curtain::lifted, this, [this] {
        m_session->lift();
        m_table->setFocus();
        updateTurn();
    });
}

void GamePage::connectInput()
{
    // A person's turn after a computer player's: what was pressed before
    // it came does not make it.
    connect(
        m_session, &GameSession::handedOver, m_table->inputGate(), [this] { m_table->inputGate()->handOver(false); });
    // While it waits, the turn line says why a press does nothing yet.
    connect(m_table->inputGate(), &InputGate::closed, this, &GamePage::updateTurn);
    connect(m_table->inputGate(), &InputGate::opened, this, &GamePage::updateTurn);
    // Before it, it says that a key or click is not kept for the turn.
    connect(m_table, &TableView::inputIgnored, this, [this](int key) {
        // While the table holds, Space or Enter goes on (a held key goes on
        // once: the table's input gate never lets a repeat through).
        if (m_goOn->isVisible() && (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter)) {
            goOn();
            return;
        }
        m_inputIgnored = true;
        updateTurn();
    });
}

void GamePage::connectBreakdown()
{
    // The breakdown opens by itself once the end is drawn.
    connect(m_table, &TableView::settled, this, [this] {
        if (m_session->isOver() && !std::exchange(m_breakdownOpened, true))
            QTimer::singleShot(200, this, &GamePage::showBreakdown);
    });
}

void GamePage::setUpHold()
{
    // The table waits for a newcomer at a new deal, or for a key before
    // each of the computer players' moves.
    m_holdTimer->setSingleShot(true);
    connect(m_holdTimer, &QTimer::timeout, this, &GamePage::goOn);
    connect(m_goOn, &QPushButton::clicked, this, &GamePage::goOn);
    connect(m_session, &GameSession::held, this, &GamePage::showHold);
    connect(m_table, &TableView::settled, this, &GamePage::showHold);
}

void GamePage::lowerCurtainWhenShown()
{
    if (m_session->curtainDown() && m_table->isSettled() && m_curtain->isHidden()) {
        m_curtain->lower(m_session->playerName(m_session->waitingFor()), m_table->news());
        updateTurn();
    }
}

QWidget *GamePage::breakdown() const
{
    return m_breakdownDialog ? m_breakdown : nullptr;
}

void GamePage::showHold()
{
    if (!m_session->isHolding() || !m_table->isSettled() || m_holdTimer->isActive())
        return;
    if (!m_onKey)
        m_holdTimer->start(m_newcomerMilliseconds);
    updateGoOnTip();
    m_goOn->show();
    updateTurn();
}

void GamePage::goOn()
{
    m_holdTimer->stop();
    m_goOn->hide();
    m_session->goOn();
    updateTurn();
}

void GamePage::applyPaces()
{
    const int flight = settings::animationMilliseconds(settings::animationPace());
    m_table->setFlightMilliseconds(flight);
    const settings::Pace bots = settings::botPace();
    const bool wasOnKey = std::exchange(m_onKey, bots == settings::Pace::OnKey);
    // Bots wait until a card's flight is over, so each move can be followed
    // (a hold for a key shows only once the table has settled).
    m_session->setBotDelay(m_onKey ? 0 : std::max(settings::botDelayMilliseconds(bots), flight > 0 ? flight + 120 : 0));
    m_session->setHoldsEveryMove(m_onKey);
    m_newcomerMilliseconds = settings::newcomerWaitMilliseconds(bots);
    m_session->setHoldsForNewcomer(settings::waitForNewcomer() && m_newcomerMilliseconds > 0);
    if (m_session->isHolding()) { // the pace changed while the table holds
        m_holdTimer->stop();
        if (!m_onKey && (wasOnKey || m_newcomerMilliseconds == 0))
            goOn();
        else
            showHold();
    }
}

void GamePage::hint()
{
    m_table->hintAsked(m_session->requestHint());
}

void GamePage::takeFocus()
{
    if (!m_curtain->isHidden())
        m_curtain->setFocus();
    else
        m_table->setFocus();
}

void GamePage::retranslate()
{
    m_copyDeal->setText(tr("Copy the deal number"));
    m_statusTitle->setText(tr("Players"));
    m_goOn->setText(tr("Go on"));
    updateGoOnTip();
    m_logTitle->setText(tr("Game log"));
    // The titles above the two lists name them for a screen reader.
    m_statusView->setAccessibleName(m_statusTitle->text());
    m_logView->setAccessibleName(m_logTitle->text());
    m_log->retranslate();
    m_status->retranslate();
    updateGameInfo();
    updateTurn();
}

void GamePage::updateGoOnTip()
{
    m_goOn->setToolTip(
        m_onKey ? tr("The next computer player plays now (Space).") : tr("The computer players start now (Space)."));
}

void GamePage::updateGameInfo()
{
    // The deal number deals the same cards again: with several people at
    // the screen it would show each the others' hands, so it waits for the end.
    const auto &variant = m_session->ruleset().variant();
    const auto seed = m_session->record().seed;
    const bool secret = m_session->setup().humanCount() >= 2 && !m_session->isOver();
    if (!seed || secret) {
        m_gameInfo->setText(tr("Rules: %1").arg(variantTitle(variant)));
        m_gameInfo->setToolTip(QString());
        m_copyDeal->setEnabled(false);
        return;
    }
    // A drawn deal number has twenty digits, which would wrap the line: its
    // first few on screen, the whole number in the tooltip, the menu's copy
    // and the file. One hardly longer (typed by a person) stays whole.
    const QString number = QString::number(*seed);
    const QString shown = number.size() > kDealDigitsShown + 2 ? number.left(kDealDigitsShown) + u'…' : number;
    m_gameInfo->setText(tr("Rules: %1 · Deal\u00a0no.\u00a0%2").arg(variantTitle(variant), shown));
    m_gameInfo->setToolTip(tr("Deal no. %1: in a new game, the same number deals the same cards again.").arg(number));
    m_copyDeal->setEnabled(true);
}

void GamePage::updateTurn()
{
    const GameView &view = m_session->view();
    if (view.isOver()) {
        updateGameInfo();
        m_turn->setText(m_table->resultLine().isEmpty() ? tr("The game is over.") : m_table->resultLine());
        return;
    }
    if (!m_curtain->isHidden()) {
        m_turn->setText(tr("Waiting for %1.").arg(m_curtain->playerName()));
        return;
    }
    if (m_session->isHolding() && view.viewer() >= 0 && m_onKey) {
        m_turn->setText(tr("%1 plays next: press Space or Go on.").arg(view.playerName(view.currentPlayer())));
        return;
    }
    if (m_session->isHolding() && view.viewer() >= 0) {
        m_turn->setText(
            tr("Look at your cards, %1: the computer players start in a moment.").arg(view.playerName(view.viewer())));
        return;
    }
    const int seat = view.currentPlayer();
    if (view.isSettled() && view.isHuman(seat) && seat == view.viewer()) {
        m_inputIgnored = false; // the turn has come: from now on, input counts
        m_turn->setText(m_table->inputGate()->isOpen()
                ? m_ui.yourTurn(view.observation(), view)
                : tr("Your turn in a moment, %1: let go of the keys.").arg(view.playerName(seat)));
        return;
    }
    QString playing
        = (wording::beginsWithVowel(view.playerName(seat)) ? tr("%1 is playing.", "the name begins with a vowel")
                                                           : tr("%1 is playing."))
              .arg(view.playerName(seat));
    if (m_inputIgnored)
        playing += u' ' + tr("Keys and clicks before your turn are ignored.");
    m_turn->setText(playing);
}

bool GamePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_logView->viewport() && event->type() == QEvent::Resize && m_logAtEnd)
        scrollLogToEnd();
    return QWidget::eventFilter(watched, event);
}

void GamePage::scrollLogToEnd()
{
    // Once the view has measured the new (wrapped) rows, else it stops short.
    QTimer::singleShot(0, m_logView, [this] {
        m_logView->doItemsLayout();
        m_logView->scrollToBottom();
    });
}

void GamePage::showBreakdown()
{
    if (!m_session->isOver())
        return;
    if (m_breakdownDialog) {
        m_breakdownDialog->raise();
        m_breakdownDialog->activateWindow();
        return;
    }
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(u"breakdownDialog"_s);
    dialog->setWindowTitle(tr("End of the game"));
    auto *layout = new QVBoxLayout(dialog);
    m_breakdown = createBreakdown(m_ui, m_session->view(), dialog);
    m_breakdown->setObjectName(u"breakdown"_s);
    layout->addWidget(m_breakdown);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    auto *again = buttons->addButton(tr("&Play again"), QDialogButtonBox::AcceptRole);
    again->setObjectName(u"playAgainButton"_s);
    again->setToolTip(tr("The same players and rules, a new deal."));
    // Enter closes: a key meant for the last card must not start a new game.
    again->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    connect(again, &QPushButton::clicked, this, [this, dialog] {
        dialog->close();
        Q_EMIT playAgainRequested();
    });
    layout->addWidget(buttons);
    dialog->resize(760, 620);
    // Behind the table's gate: a key held or pressed again after the last
    // move does not close it unread.
    m_table->inputGate()->guardAll(dialog);
    m_table->inputGate()->handOver(true);
    dialog->show();
    m_breakdownDialog = dialog;
}

void GamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
