#include "inputgate.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QTimer>
#include <QWidget>

namespace {
int g_defaultQuiet = InputGate::kHandOverQuietMilliseconds;
}

void InputGate::setDefaultQuietMilliseconds(int milliseconds)
{
    g_defaultQuiet = milliseconds;
}

int InputGate::defaultQuietMilliseconds()
{
    return g_defaultQuiet;
}

InputGate::InputGate(QObject *parent) : QObject(parent), m_quietMilliseconds(g_defaultQuiet), m_quiet(new QTimer(this))
{
    m_quiet->setSingleShot(true);
    connect(m_quiet, &QTimer::timeout, this, [this] {
        m_open = true;
        Q_EMIT opened();
    });
}

InputGate::~InputGate() = default;

void InputGate::guard(QWidget *widget)
{
    widget->installEventFilter(this);
}

void InputGate::handOver(bool always)
{
    if (m_quietMilliseconds <= 0)
        return;
    if (always || recentInput() || !m_keysDown.isEmpty() || m_buttonsDown != Qt::NoButton)
        close();
}

void InputGate::close()
{
    const bool wasOpen = m_open;
    m_open = false;
    m_quiet->start(m_quietMilliseconds);
    if (wasOpen)
        Q_EMIT closed();
}

bool InputGate::recentInput() const
{
    return m_lastInput.isValid() && m_lastInput.elapsed() < m_quietMilliseconds;
}

bool InputGate::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
        return !passKey(event);
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
        return !passButton(event);
    case QEvent::FocusOut:
        // Keys released in another window or a menu are never seen here.
        if (const auto reason = static_cast<QFocusEvent *>(event)->reason(); reason == Qt::ActiveWindowFocusReason
            || reason == Qt::PopupFocusReason || reason == Qt::MenuBarFocusReason) {
            m_keysDown.clear();
            m_buttonsDown = Qt::NoButton;
        }
        return QObject::eventFilter(watched, event);
    default:
        return QObject::eventFilter(watched, event);
    }
}

bool InputGate::passKey(QEvent *event)
{
    auto *key = static_cast<QKeyEvent *>(event);
    const int code = key->key();
    const bool press = event->type() == QEvent::KeyPress;
    ++m_seen;
    m_lastInput.start();
    bool repeat = key->isAutoRepeat();
    if (press) {
        // A key already down, or pressed again at the very moment it was
        // released (the window system's time of both): a repeat, flagged or not.
        const unsigned long released = m_releaseStamp.value(code, 0);
        repeat = repeat || m_keysDown.contains(code)
            || (released != 0 && key->timestamp() >= released && key->timestamp() - released <= kRepeatGapMilliseconds);
        m_keysDown.insert(code);
    } else if (!key->isAutoRepeat()) {
        m_keysDown.remove(code);
        m_releaseStamp[code] = key->timestamp();
    }
    if (!m_open) {
        m_quiet->start(m_quietMilliseconds); // each event restarts the wait
        return false;
    }
    return !(press && repeat) && !(key->isAutoRepeat());
}

bool InputGate::passButton(QEvent *event)
{
    auto *mouse = static_cast<QMouseEvent *>(event);
    ++m_seen;
    m_lastInput.start();
    if (event->type() == QEvent::MouseButtonRelease)
        m_buttonsDown &= ~mouse->button();
    else
        m_buttonsDown |= mouse->button();
    if (!m_open) {
        m_quiet->start(m_quietMilliseconds);
        return false;
    }
    return true;
}
