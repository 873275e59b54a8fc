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

} // namespace

Curtain::Curtain(TableView *table)
    : QWidget(table), m_gate(table->inputGate()), m_text(new QLabel(this)), m_wait(new QLabel(this)),
      m_news(new QLabel(this)), m_ready(new QPushButton(this)), m_settle(new QTimer(this))
{
    setObjectName(u"curtain"_s);
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
    m_ready->setStyleSheet(u"QPushButton { padding: 10px 28px; }"_s);
    // The button takes no keys of its own: the curtain decides what lifts it.
    m_ready->setFocusPolicy(Qt::NoFocus);
    connect(m_ready, &QPushButton::clicked, this, &Curtain::lift);
    m_gate->guard(this);
    m_gate->guard(m_ready);
    // Ready once the gate is: the button says when a click will count.
    connect(m_gate, &InputGate::opened, this, [this] {
        m_ready->setEnabled(true);
        m_wait->hide();
    });
    connect(m_gate, &InputGate::closed, this, [this] {
        m_settle->stop();
        m_pressedKey = 0;
        m_mousePressed = false;
        m_ready->setEnabled(false);
        m_wait->setVisible(!isHidden());
    });
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

bool Curtain::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
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
    m_mousePressed = false;
    m_settle->stop();
    retranslate();
    if (parentWidget())
        setGeometry(parentWidget()->rect());
    show();
    raise();
    setFocus();
    // However quiet the keys were: it falls now, so it waits from now.
    m_gate->handOver(true);
    m_ready->setEnabled(m_gate->isOpen());
    m_wait->setVisible(!m_gate->isOpen());
}

void Curtain::lift()
{
    if (isHidden() || isGuarding())
        return;
    m_settle->stop();
    hide();
    Q_EMIT lifted();
}

void Curtain::retranslate()
{
    m_text->setText((wording::beginsWithVowel(m_player) ? tr("Pass the screen to %1", "the name begins with a vowel")
                                                        : tr("Pass the screen to %1"))
                        .arg(m_player));
    m_ready->setText(tr("%1 is ready: show my cards").arg(m_player));
    m_wait->setText(tr("Ready in a moment…"));
}

void Curtain::mousePressEvent(QMouseEvent *event)
{
    // Only what the gate let through reaches here.
    m_mousePressed = true;
    event->accept();
}

void Curtain::mouseReleaseEvent(QMouseEvent *event)
{
    if (std::exchange(m_mousePressed, false) && rect().contains(event->position().toPoint()))
        lift();
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

void Curtain::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
