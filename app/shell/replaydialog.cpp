#include "replaydialog.h"

#include "preferences/settings.h"

#include "games/gametables.h"
#include "games/gameui.h"
#include "games/tableview.h"
#include "lab/windowsize.h"
#include "session/gamelogmodel.h"
#include "session/gamesession.h"

#include "core/game/state.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

ReplayDialog::ReplayDialog(houserules::Record record, const QList<int> &viewers, int stepMilliseconds, QWidget *parent)
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
    // Drawn icons: a font may lack the media symbols.
    m_start->setIcon(QIcon(u":/icons/replay-start.svg"_s));
    m_back->setIcon(QIcon(u":/icons/replay-back.svg"_s));
    m_play->setIcon(QIcon(u":/icons/replay-play.svg"_s));
    m_forward->setIcon(QIcon(u":/icons/replay-forward.svg"_s));
    m_end->setIcon(QIcon(u":/icons/replay-end.svg"_s));
    m_forward->setLayoutDirection(Qt::RightToLeft); // the arrow after the word
    m_end->setLayoutDirection(Qt::RightToLeft);
    m_slider->setRange(0, length());
    m_slider->setPageStep(std::max(1, length() / 10));
    m_logView->setWordWrap(true);
    m_logView->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_logView->setMinimumWidth(260);
    m_logView->setFocusPolicy(Qt::NoFocus);
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
    // Enter closes nothing: a key meant for the table must not end the replay.
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
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

    build(viewers);

    connect(m_start, &QPushButton::clicked, this, [this] { setPosition(0); });
    connect(m_back, &QPushButton::clicked, this, [this] { setPosition(m_position - 1); });
    connect(m_forward, &QPushButton::clicked, this, [this] { goTo(m_position + 1, true); });
    connect(m_end, &QPushButton::clicked, this, [this] { setPosition(length()); });
    connect(m_slider, &QSlider::valueChanged, this, &ReplayDialog::setPosition);
    connect(m_play, &QPushButton::toggled, this, &ReplayDialog::setPlaying);
    connect(m_timer, &QTimer::timeout, this, [this] {
        goTo(m_position + 1, true);
        if (m_position >= length())
            setPlaying(false);
    });
    retranslate();
    resize(windowsize::onScreen(this, QSize(1400, 880)));
    goTo(0, false);
}

void ReplayDialog::build(const QList<int> &viewers)
{
    // One session of the whole record (its computer players never move: it
    // is never resumed); the table shows it up to the step chosen.
    QString error;
    m_session = GameSession::fromRecord(m_record, &error);
    QWidget *tableArea = m_splitter->widget(0);
    if (!m_session) {
        m_error = new QLabel(tr("This record cannot be replayed:\n%1").arg(error), tableArea);
        m_error->setWordWrap(true);
        tableArea->layout()->addWidget(m_error);
        m_view->setEnabled(false);
        return;
    }
    for (const int seat : viewers)
        if (seat >= 0 && seat < int(m_record.players.size()))
            m_view->addItem(QString::fromStdString(m_record.players[std::size_t(seat)]), seat);
    m_view->addItem(QString(), houserules::kSpectator);
    // The all-knowing view only for a finished game.
    if (viewers.contains(houserules::kAllKnowing) && m_session->isOver())
        m_view->addItem(QString(), houserules::kAllKnowing);
    m_session->watchAs(m_view->currentData().toInt());
    const GameUi *ui = gameUi(m_session->gameId());
    m_table = createTable(*ui, m_session->view(), nullptr, tableArea);
    m_table->setFlightMilliseconds(settings::animationMilliseconds(settings::animationPace()));
    m_table->setMinimumSize(600, 420);
    tableArea->layout()->addWidget(m_table);
    m_log = std::make_unique<GameLogModel>(m_session->view(), *ui);
    m_logView->setModel(m_log.get());
    connect(m_log.get(), &QAbstractItemModel::rowsInserted, m_logView, &QListView::scrollToBottom);
    connect(m_log.get(), &QAbstractItemModel::modelReset, m_logView, &QListView::scrollToBottom);
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        m_session->watchAs(m_view->currentData().toInt());
        m_logView->scrollToBottom();
    });
}

ReplayDialog::~ReplayDialog()
{
    m_logView->setModel(nullptr);
    delete m_table; // before the session it shows
}

QList<int> ReplayDialog::viewersOffered() const
{
    QList<int> seats;
    for (int i = 0; i < m_view->count(); ++i)
        seats << m_view->itemData(i).toInt();
    return seats;
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
    retranslate();
}

void ReplayDialog::setPosition(int decisions)
{
    goTo(decisions, false);
}

void ReplayDialog::goTo(int decisions, bool animated)
{
    m_position = std::clamp(decisions, 0, length());
    if (m_table) {
        m_table->playTo(m_position);
        if (!animated)
            m_table->finishAnimations();
    }
    updateControls();
}

void ReplayDialog::updateControls()
{
    m_step->setText(tr("Move %1 of %2").arg(m_position).arg(length()));
    const QSignalBlocker blocker(m_slider);
    m_slider->setValue(m_position);
    m_start->setEnabled(m_table && m_position > 0);
    m_back->setEnabled(m_table && m_position > 0);
    m_forward->setEnabled(m_table && m_position < length());
    m_end->setEnabled(m_table && m_position < length());
    m_play->setEnabled(m_table != nullptr);
    m_slider->setEnabled(m_table != nullptr);
}

void ReplayDialog::retranslate()
{
    setWindowTitle(tr("Replay"));
    m_viewLabel->setText(tr("&View of:"));
    if (const int everyone = m_view->findData(houserules::kSpectator); everyone >= 0)
        m_view->setItemText(everyone, tr("Everyone (public cards only)"));
    if (const int all = m_view->findData(houserules::kAllKnowing); all >= 0)
        m_view->setItemText(all, tr("All cards (the game is over)"));
    m_start->setText(tr("Start"));
    m_back->setText(tr("Back"));
    m_forward->setText(tr("Forward"));
    m_end->setText(tr("End"));
    m_play->setText(isPlaying() ? tr("Pause") : tr("Play"));
    m_play->setIcon(QIcon(isPlaying() ? u":/icons/replay-pause.svg"_s : u":/icons/replay-play.svg"_s));
    // The slider and the log have no label of their own: a screen reader names them by these.
    m_slider->setAccessibleName(tr("Moves played"));
    m_slider->setAccessibleDescription(tr("Drag to go to any move of the game"));
    m_logView->setAccessibleName(tr("Game log"));
    updateControls();
}

void ReplayDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}
