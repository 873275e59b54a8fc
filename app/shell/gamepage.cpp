#include "gamepage.h"

#include "curtain.h"
#include "settings.h"

#include "games/gameui.h"
#include "session/gamelogmodel.h"
#include "session/gamesession.h"
#include "session/statusmodel.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

GamePage::GamePage(GameSession *session, const GameUi &ui, QWidget *parent)
    : QWidget(parent), m_session(session), m_ui(ui), m_table(ui.createTable(session, this)),
      m_log(new GameLogModel(session, ui, this)), m_status(new StatusModel(session, ui, this)),
      m_curtain(new Curtain(m_table)), m_turn(new QLabel(this)), m_statusTitle(new QLabel(this)),
      m_logTitle(new QLabel(this)), m_statusView(new QTableView(this)), m_logView(new QListView(this))
{
    setObjectName(u"gamePage"_s);
    m_statusView->setObjectName(u"statusView"_s);
    m_statusView->setModel(m_status);
    m_statusView->verticalHeader()->hide();
    m_statusView->horizontalHeader()->setSectionResizeMode(StatusModel::Player, QHeaderView::Stretch);
    m_statusView->horizontalHeader()->setSectionResizeMode(StatusModel::Hand, QHeaderView::ResizeToContents);
    m_statusView->horizontalHeader()->setSectionResizeMode(StatusModel::Loot, QHeaderView::ResizeToContents);
    m_statusView->setSelectionMode(QAbstractItemView::NoSelection);
    m_statusView->setFocusPolicy(Qt::NoFocus);
    m_statusView->setMaximumHeight(m_statusView->verticalHeader()->defaultSectionSize() * 7);
    m_logView->setObjectName(u"logView"_s);
    m_logView->setModel(m_log);
    m_logView->setWordWrap(true);
    m_logView->setFocusPolicy(Qt::NoFocus);
    connect(m_log, &QAbstractItemModel::rowsInserted, m_logView, &QListView::scrollToBottom);

    QFont bold = m_turn->font();
    bold.setBold(true);
    m_turn->setFont(bold);
    m_turn->setWordWrap(true);
    m_statusTitle->setFont(bold);
    m_logTitle->setFont(bold);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(6, 6, 6, 6);
    sideLayout->addWidget(m_turn);
    sideLayout->addWidget(m_statusTitle);
    sideLayout->addWidget(m_statusView);
    sideLayout->addWidget(m_logTitle);
    sideLayout->addWidget(m_logView, 1);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_table);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({1200, 340});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    applyPaces();

    connect(session, &GameSession::decisionApplied, this, &GamePage::updateTurn);
    connect(session, &GameSession::viewerChanged, this, &GamePage::updateTurn);
    connect(session, &GameSession::curtainLowered, this, [this](int seat) {
        m_curtain->lower(m_session->playerName(seat));
        updateTurn();
    });
    connect(m_curtain, &Curtain::lifted, this, [this] {
        m_session->revealTo(m_session->currentPlayer());
        m_table->setFocus();
    });
    connect(session, &GameSession::gameOver, this, &GamePage::showBreakdown);

    retranslate();
    if (session->curtainDown())
        m_curtain->lower(session->playerName(session->currentPlayer()));
    if (session->isOver())
        showBreakdown();
}

void GamePage::applyPaces()
{
    // Bots wait until a card's flight is over, so each move can be followed.
    const int flight = settings::animationMilliseconds(settings::animationPace());
    m_session->setBotDelay(
        std::max(settings::botDelayMilliseconds(settings::botPace()), flight > 0 ? flight + 120 : 0));
}

void GamePage::retranslate()
{
    m_statusTitle->setText(tr("Players"));
    m_logTitle->setText(tr("Game log"));
    m_log->retranslate();
    m_status->retranslate();
    updateTurn();
}

void GamePage::updateTurn()
{
    if (m_session->isOver()) {
        m_turn->setText(tr("The game is over."));
        return;
    }
    const int seat = m_session->currentPlayer();
    if (m_session->isHuman(seat) && seat == m_session->viewer())
        m_turn->setText(tr("Your turn, %1: choose a card and where it goes.").arg(m_session->playerName(seat)));
    else
        m_turn->setText(tr("%1 is playing.").arg(m_session->playerName(seat)));
}

void GamePage::showBreakdown()
{
    updateTurn();
    if (m_breakdown)
        return;
    auto *dialog = new QDialog(this);
    dialog->setObjectName(u"breakdownDialog"_s);
    dialog->setWindowTitle(tr("End of the game"));
    auto *layout = new QVBoxLayout(dialog);
    m_breakdown = m_ui.createBreakdown(*m_session, dialog);
    m_breakdown->setObjectName(u"breakdown"_s);
    layout->addWidget(m_breakdown);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(760, 620);
    // Shown once the last card has landed.
    const int flight = settings::animationMilliseconds(settings::animationPace());
    QTimer::singleShot(flight + 200, dialog, &QDialog::show);
}

void GamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
