#include "curtain.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace {

bool liftsCurtain(int key)
{
    return key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
}

} // namespace

Curtain::Curtain(QWidget *parent)
    : QWidget(parent), m_text(new QLabel(this)), m_ready(new QPushButton(this)), m_guard(new QTimer(this))
{
    setObjectName(u"curtain"_s);
    setFocusPolicy(Qt::StrongFocus);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addWidget(m_text, 0, Qt::AlignHCenter);
    layout->addWidget(m_ready, 0, Qt::AlignHCenter);
    layout->addStretch();
    QFont font = m_text->font();
    font.setPointSizeF(font.pointSizeF() * 2);
    font.setBold(true);
    m_text->setFont(font);
    m_text->setStyleSheet(u"color: #f5f0e1;"_s);
    m_ready->setObjectName(u"curtainReady"_s);
    QFont buttonFont = m_ready->font();
    buttonFont.setPointSizeF(buttonFont.pointSizeF() * 1.3);
    m_ready->setFont(buttonFont);
    m_ready->setStyleSheet(u"QPushButton { padding: 10px 28px; }"_s);
    // The button takes no keys of its own: the curtain decides what lifts it.
    m_ready->setFocusPolicy(Qt::NoFocus);
    connect(m_ready, &QPushButton::clicked, this, &Curtain::lift);
    m_guard->setSingleShot(true);
    connect(m_guard, &QTimer::timeout, m_ready, [this] { m_ready->setEnabled(true); });
    if (parent)
        parent->installEventFilter(this); // to cover the table whatever its size
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
    return m_guard->isActive();
}

void Curtain::lower(const QString &playerName)
{
    m_player = playerName;
    m_pressedKey = 0;
    m_mousePressed = false;
    retranslate();
    if (parentWidget())
        setGeometry(parentWidget()->rect());
    m_ready->setEnabled(m_guardMilliseconds <= 0);
    if (m_guardMilliseconds > 0)
        m_guard->start(m_guardMilliseconds);
    show();
    raise();
    setFocus();
}

void Curtain::lift()
{
    if (isHidden() || isGuarding())
        return;
    hide();
    Q_EMIT lifted();
}

void Curtain::retranslate()
{
    m_text->setText(tr("Pass the screen to %1").arg(m_player));
    m_ready->setText(tr("%1 is ready: show my cards").arg(m_player));
}

void Curtain::mousePressEvent(QMouseEvent *event)
{
    m_mousePressed = !isGuarding();
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
    // Only a fresh press, after the guard, counts; its release lifts.
    if (liftsCurtain(event->key())) {
        if (!event->isAutoRepeat() && !isGuarding())
            m_pressedKey = event->key();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void Curtain::keyReleaseEvent(QKeyEvent *event)
{
    if (liftsCurtain(event->key()) && !event->isAutoRepeat()) {
        if (std::exchange(m_pressedKey, 0) == event->key())
            lift();
        event->accept();
        return;
    }
    QWidget::keyReleaseEvent(event);
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
