#include "replaydialog.h"

#include "games/gameui.h"
#include "session/gamesession.h"

#include "core/state.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

ReplayDialog::ReplayDialog(houserules::Record record, QWidget *parent)
    : QDialog(parent), m_record(std::move(record)), m_view(new QComboBox(this)), m_step(new QLabel(this)),
      m_back(new QPushButton(tr("◀ Back"), this)), m_forward(new QPushButton(tr("Forward ▶"), this)),
      m_tableArea(new QVBoxLayout)
{
    setObjectName(u"replayDialog"_s);
    setWindowTitle(tr("Replay"));
    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("View of:"), this));
    controls->addWidget(m_view);
    controls->addStretch();
    controls->addWidget(m_back);
    controls->addWidget(m_step);
    controls->addWidget(m_forward);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(m_tableArea, 1);
    layout->addWidget(buttons);

    m_view->setObjectName(u"replayView"_s);
    m_back->setObjectName(u"replayBack"_s);
    m_forward->setObjectName(u"replayForward"_s);
    for (std::size_t seat = 0; seat < m_record.players.size(); ++seat)
        m_view->addItem(QString::fromStdString(m_record.players[seat]), int(seat));
    m_view->addItem(tr("Everyone (public cards only)"), houserules::kSpectator);
    connect(m_view, &QComboBox::currentIndexChanged, this, &ReplayDialog::rebuild);
    connect(m_back, &QPushButton::clicked, this, [this] { setPosition(m_position - 1); });
    connect(m_forward, &QPushButton::clicked, this, [this] { setPosition(m_position + 1); });
    resize(1300, 860);
    setPosition(0);

    // The all-knowing view is offered only for a finished game.
    auto whole = m_record;
    QString error;
    auto finished = GameSession::fromRecord(whole, &error);
    if (finished && finished->isOver())
        m_view->addItem(tr("All cards (the game is over)"), houserules::kAllKnowing);
}

ReplayDialog::~ReplayDialog()
{
    delete m_table; // before the session it shows
}

void ReplayDialog::setPosition(int decisions)
{
    m_position = std::clamp(decisions, 0, int(m_record.decisions.size()));
    rebuild();
}

void ReplayDialog::rebuild()
{
    auto prefix = m_record;
    prefix.decisions.resize(std::size_t(m_position));
    prefix.seats.clear(); // nobody plays in a replay
    QString error;
    auto session = GameSession::fromRecord(prefix, &error);
    delete m_table;
    m_table = nullptr;
    if (!session) {
        m_table = new QLabel(tr("This record cannot be replayed:\n%1").arg(error), this);
    } else {
        session->watchAs(m_view->currentData().toInt());
        m_table = gameUi(session->gameId())->createTable(session.get(), this);
    }
    m_session = std::move(session);
    m_tableArea->addWidget(m_table);
    m_step->setText(tr("Decision %1 of %2").arg(m_position).arg(m_record.decisions.size()));
    m_back->setEnabled(m_position > 0);
    m_forward->setEnabled(m_position < int(m_record.decisions.size()));
}
