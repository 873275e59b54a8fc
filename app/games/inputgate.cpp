#include "inputgate.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QTimer>
#include <QWidget>

namespace {

int g_defaultQuiet = InputGate::kHandOverQuietMilliseconds;

bool isInput(QEvent::Type type)
{
    switch (type) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
        return true;
    default:
        return false;
    }
}

} // namespace

// Sees every event of the application before its receiver does, and tells
// the gate of the input that goes to a widget (not the same event again
// as it reaches the widget's window).
class InputGate::Elsewhere final : public QObject {
public:
    explicit Elsewhere(InputGate *gate) : QObject(gate), m_gate(gate) { qApp->installEventFilter(this); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (isInput(event->type()) && watched->isWidgetType())
            m_gate->noticeAnywhere(watched);
        return false;
    }

private:
    InputGate *m_gate;
};

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
    new Elsewhere(this);
}

InputGate::~InputGate() = default;

void InputGate::guard(QWidget *widget)
{
    widget->installEventFilter(this);
    m_guarded.insert(widget);
    connect(widget, &QObject::destroyed, this, [this](QObject *gone) { m_guarded.remove(gone); });
}

void InputGate::guardAll(QWidget *root)
{
    guard(root);
    for (QWidget *child : root->findChildren<QWidget *>())
        guard(child);
}

bool InputGate::isGuarded(const QWidget *widget) const
{
    for (; widget; widget = widget->parentWidget())
        if (m_guarded.contains(widget))
            return true;
    return false;
}

bool InputGate::isPropagated(const QObject *watched, const QEvent *event) const
{
    // Qt hands a key a widget did not take to its parents as the same event
    // object; a new event of the same type at the same address is sent to
    // the widget itself, never from a child.
    if (event != m_judged.event || event->type() != m_judged.type || !watched->isWidgetType())
        return false;
    const QWidget *child = m_judged.widget;
    return child && child != watched && static_cast<const QWidget *>(watched)->isAncestorOf(child);
}

void InputGate::noticeAnywhere(QObject *receiver)
{
    // What reaches a guarded widget is the gate's own filter's to judge.
    if (m_quietMilliseconds <= 0 || isGuarded(static_cast<const QWidget *>(receiver)))
        return;
    ++m_seen;
    m_lastInput.start();
    if (!m_open)
        m_quiet->start(m_quietMilliseconds); // the wait starts again
    else if (m_watchful)
        close();
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
        // A key a guarded widget did not take goes on to its parent: the
        // same press, judged once already (else it would not go on).
        if (isPropagated(watched, event))
            return false;
        m_judged = {event, event->type(), qobject_cast<QWidget *>(watched)};
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
