#include "replaydialog.h"

#include "games/gameui.h"
#include "games/tableview.h"
#include "session/gamelogmodel.h"
#include "session/gamesession.h"

#include "core/state.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

ReplayDialog::ReplayDialog(houserules::Record record, int stepMilliseconds, QWidget *parent)
    : QDialog(parent), m_record(std::move(record)), m_view(new QComboBox(this)), m_viewLabel(new QLabel(this)),
      m_step(new QLabel(this)), m_start(new QPushButton(this)), m_back(new QPushButton(this)),
      m_play(new QPushButton(this)), m_forward(new QPushButton(this)), m_end(new QPushButton(this)),
      m_slider(new QSlider(Qt::Horizontal, this)), m_splitter(new QSplitter(this)), m_logView(new QListView(this)),
      m_timer(new QTimer(this))
{
    setObjectName(u"replayDialog"_s);
    m_view->setObjectName(u"replayView"_s);
    m_start->setObjectName(u"replayStart"_s);
    m_back->setObjectName(u"replayBack"_s);
    m_play->setObjectName(u"replayPlay"_s);
    m_forward->setObjectName(u"replayForward"_s);
    m_end->setObjectName(u"replayEnd"_s);
    m_slider->setObjectName(u"replaySlider"_s);
    m_logView->setObjectName(u"replayLog"_s);
    m_viewLabel->setBuddy(m_view);
    m_play->setCheckable(true);
    m_slider->setRange(0, length());
    m_slider->setPageStep(std::max(1, length() / 10));
    m_logView->setWordWrap(true);
    m_logView->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_logView->setMinimumWidth(260);
    m_timer->setInterval(std::max(stepMilliseconds, 150));

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_viewLabel);
    controls->addWidget(m_view);
    controls->addSpacing(12);
    for (QPushButton *button : {m_start, m_back, m_play, m_forward, m_end}) {
        button->setAutoDefault(false);
        controls->addWidget(button);
    }
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_step);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *tableArea = new QWidget(this);
    tableArea->setLayout(new QVBoxLayout);
    tableArea->layout()->setContentsMargins(0, 0, 0, 0);
    m_splitter->addWidget(tableArea);
    m_splitter->addWidget(m_logView);
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({1000, 300});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(buttons);

    for (std::size_t seat = 0; seat < m_record.players.size(); ++seat)
        m_view->addItem(QString::fromStdString(m_record.players[seat]), int(seat));
    m_view->addItem(QString(), houserules::kSpectator);
    // The all-knowing view is offered only for a finished game.
    QString error;
    if (auto finished = GameSession::fromRecord(m_record, &error); finished && finished->isOver())
        m_view->addItem(QString(), houserules::kAllKnowing);

    connect(m_view, &QComboBox::currentIndexChanged, this, &ReplayDialog::rebuild);
    connect(m_start, &QPushButton::clicked, this, [this] { setPosition(0); });
    connect(m_back, &QPushButton::clicked, this, [this] { setPosition(m_position - 1); });
    connect(m_forward, &QPushButton::clicked, this, [this] { setPosition(m_position + 1); });
    connect(m_end, &QPushButton::clicked, this, [this] { setPosition(length()); });
    connect(m_slider, &QSlider::valueChanged, this, &ReplayDialog::setPosition);
    connect(m_play, &QPushButton::toggled, this, &ReplayDialog::setPlaying);
    connect(m_timer, &QTimer::timeout, this, [this] {
        setPosition(m_position + 1);
        if (m_position >= length())
            setPlaying(false);
    });
    retranslate();
    resize(1400, 880);
    setPosition(0);
}

ReplayDialog::~ReplayDialog()
{
    delete m_table; // before the session it shows
    m_logView->setModel(nullptr);
}

bool ReplayDialog::isPlaying() const
{
    return m_timer->isActive();
}

void ReplayDialog::setPlaying(bool on)
{
    if (on && m_position >= length())
        setPosition(0); // from the start again
    if (on)
        m_timer->start();
    else
        m_timer->stop();
    const QSignalBlocker blocker(m_play);
    m_play->setChecked(on);
    m_play->setText(on ? tr("❚❚ Pause") : tr("▶ Play"));
}

void ReplayDialog::setPosition(int decisions)
{
    const int position = std::clamp(decisions, 0, length());
    if (position == m_position && m_table)
        return;
    m_position = position;
    rebuild();
}

void ReplayDialog::rebuild()
{
    auto prefix = m_record;
    prefix.decisions.resize(std::size_t(m_position));
    prefix.seats.clear(); // nobody plays in a replay
    QString error;
    auto session = GameSession::fromRecord(prefix, &error);
    QWidget *tableArea = m_splitter->widget(0);
    delete m_table;
    m_table = nullptr;
    m_logView->setModel(nullptr);
    m_log.reset();
    if (!session) {
        m_table = new QLabel(tr("This record cannot be replayed:\n%1").arg(error), tableArea);
    } else {
        session->watchAs(m_view->currentData().toInt());
        const GameUi *ui = gameUi(session->gameId());
        m_table = ui->createTable(session.get(), tableArea);
        m_log = std::make_unique<GameLogModel>(session.get(), *ui);
        m_logView->setModel(m_log.get());
        m_logView->scrollToBottom();
    }
    m_session = std::move(session);
    tableArea->layout()->addWidget(m_table);
    m_step->setText(tr("Move %1 of %2").arg(m_position).arg(length()));
    const QSignalBlocker blocker(m_slider);
    m_slider->setValue(m_position);
    m_start->setEnabled(m_position > 0);
    m_back->setEnabled(m_position > 0);
    m_forward->setEnabled(m_position < length());
    m_end->setEnabled(m_position < length());
}

void ReplayDialog::retranslate()
{
    setWindowTitle(tr("Replay"));
    m_viewLabel->setText(tr("&View of:"));
    m_view->setItemText(m_view->findData(houserules::kSpectator), tr("Everyone (public cards only)"));
    if (const int all = m_view->findData(houserules::kAllKnowing); all >= 0)
        m_view->setItemText(all, tr("All cards (the game is over)"));
    m_start->setText(tr("⏮ Start"));
    m_back->setText(tr("◀ Back"));
    m_forward->setText(tr("Forward ▶"));
    m_end->setText(tr("End ⏭"));
    m_play->setText(isPlaying() ? tr("❚❚ Pause") : tr("▶ Play"));
    m_step->setText(tr("Move %1 of %2").arg(m_position).arg(length()));
}

void ReplayDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}
