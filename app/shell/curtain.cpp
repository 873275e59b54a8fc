#include "curtain.h"

#include "games/inputgate.h"
#include "games/tableview.h"
#include "games/wording.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace {

// After a lifting key's release, how long no other key or button may come
// (the next repeat of a held key follows its release at once).
constexpr int kSettleMilliseconds = 120;

bool liftsCurtain(int key)
{
    return key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
}

bool isTabKey(const QKeyEvent *event)
{
    return (event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab)
        && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
}

} // namespace

Curtain::Curtain(TableView *table)
    : QWidget(table), m_gate(table->inputGate()), m_text(new QLabel(this)), m_wait(new QLabel(this)),
      m_news(new QLabel(this)), m_ready(new QPushButton(this)), m_settle(new QTimer(this))
{
    setObjectName(u"curtain"_s);
    // The curtain holds the keyboard while its button is dimmed; the button
    // holds it once it is ready.
    setFocusPolicy(Qt::StrongFocus);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addWidget(m_text);
    layout->addWidget(m_ready, 0, Qt::AlignHCenter);
    layout->addWidget(m_wait, 0, Qt::AlignHCenter);
    layout->addSpacing(24);
    layout->addWidget(m_news);
    layout->addStretch();
    QFont font = m_text->font();
    font.setPointSizeF(font.pointSizeF() * 2);
    font.setBold(true);
    m_text->setFont(font);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setStyleSheet(u"color: #f5f0e1;"_s);
    m_wait->setObjectName(u"curtainWait"_s);
    m_news->setObjectName(u"curtainNews"_s);
    m_news->setWordWrap(true);
    m_news->setAlignment(Qt::AlignCenter);
    m_news->setStyleSheet(u"color: #ffc400; font-weight: bold;"_s);
    m_wait->setStyleSheet(u"color: #c8b89a;"_s);
    m_ready->setObjectName(u"curtainReady"_s);
    QFont buttonFont = m_ready->font();
    buttonFont.setPointSizeF(buttonFont.pointSizeF() * 1.3);
    m_ready->setFont(buttonFont);
    // The style's own button (no style sheet), so that it draws its focus ring.
    m_ready->setFocusPolicy(Qt::StrongFocus);
    connect(m_ready, &QPushButton::clicked, this, &Curtain::lift);
    // Keys on the button are the curtain's to judge (after the gate's
    // filter, installed later and so asked first).
    m_ready->installEventFilter(this);
    m_gate->guard(this);
    m_gate->guard(m_ready);
    // Ready once the gate is: the button says when a click will count.
    connect(m_gate, &InputGate::opened, this, &Curtain::gateOpened);
    connect(m_gate, &InputGate::closed, this, &Curtain::gateClosed);
    m_settle->setSingleShot(true);
    connect(m_settle, &QTimer::timeout, this, [this] {
        // Anything pressed since the release (the next repeat of a held
        // key) says the release was not the end of a deliberate press.
        if (m_gate->inputSeen() == m_seenAtRelease && m_gate->isOpen())
            lift();
        else
            m_gate->handOver(true);
    });
    table->installEventFilter(this); // to cover the table whatever its size
    hide();
}

void Curtain::gateOpened()
{
    m_ready->setEnabled(true);
    m_wait->hide();
    // (The window's focus, also while a closing dialog still holds the
    // keyboard: the button then has it, ringed, when the window does.)
    if (window()->focusWidget() == this)
        m_ready->setFocus(Qt::OtherFocusReason);
}

void Curtain::gateClosed()
{
    m_settle->stop();
    m_pressedKey = 0;
    // A dimmed button cannot hold the keyboard: the curtain keeps it.
    if (m_ready->hasFocus())
        setFocus(Qt::OtherFocusReason);
    m_ready->setEnabled(false);
    m_wait->setVisible(!isHidden());
}

bool Curtain::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    if (watched == m_ready) {
        // The button's keys lift the curtain as the curtain's own do; none
        // clicks it by itself (Space would, without the wait after release).
        if (event->type() == QEvent::KeyPress && !isTabKey(static_cast<QKeyEvent *>(event))) {
            keyPressEvent(static_cast<QKeyEvent *>(event));
            return true;
        }
        if (event->type() == QEvent::KeyRelease) {
            keyReleaseEvent(static_cast<QKeyEvent *>(event));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool Curtain::isGuarding() const
{
    return !m_gate->isOpen();
}

void Curtain::lower(const QString &playerName, const QString &news)
{
    m_player = playerName;
    m_news->setText(news);
    m_news->setVisible(!news.isEmpty());
    m_pressedKey = 0;
    m_settle->stop();
    retranslate();
    if (parentWidget())
        setGeometry(parentWidget()->rect());
    m_gate->setWatchful(true);
    show();
    raise();
    setFocus();
    // However quiet the keys were: it falls now, so it waits from now.
    rearm();
}

void Curtain::rearm()
{
    m_gate->handOver(true);
    m_ready->setEnabled(m_gate->isOpen());
    m_wait->setVisible(!m_gate->isOpen());
}

void Curtain::lift()
{
    if (isHidden() || isGuarding())
        return;
    m_settle->stop();
    m_gate->setWatchful(false);
    hide();
    Q_EMIT lifted();
}

void Curtain::showEvent(QShowEvent *event)
{
    // Shown again (the game's page after the start page): whoever is there
    // now waits for quiet, whatever was pressed on the way.
    QWidget::showEvent(event);
    rearm();
}

void Curtain::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool Curtain::event(QEvent *event)
{
    // Back in the window from a dialog, another window or another program
    // (the window passes its activation on to its visible children).
    if (event->type() == QEvent::WindowActivate && isVisible())
        rearm();
    return QWidget::event(event);
}

bool Curtain::focusNextPrevChild(bool next)
{
    // Tab never takes the keyboard under the curtain: it stays on the button
    // (which then shows its focus ring), or on the curtain while it waits.
    if (m_ready->isEnabled())
        m_ready->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    else
        setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

void Curtain::retranslate()
{
    m_text->setText((wording::beginsWithVowel(m_player) ? tr("Pass the screen to %1", "the name begins with a vowel")
                                                        : tr("Pass the screen to %1"))
                        .arg(m_player));
    m_ready->setText(tr("%1 is ready: show my cards").arg(m_player));
    // Roomy, as a button that ends a hand-over should be.
    m_ready->setMinimumSize(m_ready->sizeHint() + QSize(56, 20));
    m_wait->setText(tr("Ready in a moment…"));
}

void Curtain::mousePressEvent(QMouseEvent *event)
{
    // A click beside the button (meant for a menu, say) never lifts it; the
    // keyboard stays with the button, which shows it by its ring.
    if (m_ready->isEnabled())
        m_ready->setFocus(Qt::OtherFocusReason);
    event->accept();
}

void Curtain::mouseReleaseEvent(QMouseEvent *event)
{
    event->accept();
}

void Curtain::keyPressEvent(QKeyEvent *event)
{
    // A fresh press through an open gate; its release lifts. No key reaches
    // the table below.
    m_settle->stop();
    m_pressedKey = liftsCurtain(event->key()) ? event->key() : 0;
    event->accept();
}

void Curtain::keyReleaseEvent(QKeyEvent *event)
{
    if (std::exchange(m_pressedKey, 0) == event->key() && liftsCurtain(event->key())) {
        m_seenAtRelease = m_gate->inputSeen();
        m_settle->start(kSettleMilliseconds);
    }
    event->accept();
}

void Curtain::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(40, 22, 12));
}
