#include "focusring.h"

#include "games/carditem.h"
#include "games/tableview.h"

#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>

namespace {

// The ring is a sibling of the widget it rings (a child of its parent, so
// that it moves and clips with it); the next focus moves it.
QPointer<FocusRing> theRing;
bool installed = false;

} // namespace

FocusRing::FocusRing()
{
    setObjectName(QStringLiteral("focusRing"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
}

void FocusRing::install()
{
    if (std::exchange(installed, true))
        return;
    QObject::connect(qApp, &QApplication::focusChanged, qApp, [](QWidget *, QWidget *now) {
        if (!wanted(now)) {
            if (theRing)
                theRing->follow(nullptr);
            return;
        }
        if (!theRing)
            theRing = new FocusRing;
        theRing->follow(now);
    });
}

QWidget *FocusRing::ringed()
{
    return theRing && theRing->isVisible() ? theRing->m_widget.data() : nullptr;
}

bool FocusRing::wanted(const QWidget *widget)
{
    // The table shows the piece the keys point at; a hot-seat curtain holds
    // the keys only until its button (ringed) can take them.
    return widget && !widget->isWindow() && widget->parentWidget() && !qobject_cast<const TableView *>(widget)
        && !qobject_cast<const QMenu *>(widget) && !qobject_cast<const QMenuBar *>(widget)
        && widget->objectName() != QStringLiteral("curtain");
}

void FocusRing::follow(QWidget *widget)
{
    if (m_widget)
        m_widget->removeEventFilter(this);
    m_widget = widget;
    if (!widget) {
        hide();
        return;
    }
    setParent(widget->parentWidget());
    widget->installEventFilter(this);
    place();
}

void FocusRing::place()
{
    if (!m_widget || !m_widget->isVisible()) {
        hide();
        return;
    }
    // Round the widget; where its parent's edge would cut the ring off (a
    // widget that fills its parent), along the inside of its own edge.
    setGeometry(m_widget->geometry()
                    .adjusted(-kMargin, -kMargin, kMargin, kMargin)
                    .intersected(m_widget->parentWidget()->rect()));
    show();
    raise();
}

bool FocusRing::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_widget) {
        switch (event->type()) {
        case QEvent::Move:
        case QEvent::Resize:
        case QEvent::Show:
        case QEvent::Hide:
        case QEvent::ZOrderChange:
            place();
            break;
        case QEvent::ParentChange:
            follow(m_widget);
            break;
        default:
            break;
        }
    }
    return false;
}

void FocusRing::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    // Dark outside (against a light window), light inside it, over the
    // widget's own edge; 2 pixels each.
    const QRectF ring = QRectF(rect());
    painter.setPen(QPen(CardItem::focusDark(), 2));
    painter.drawRoundedRect(ring.adjusted(1, 1, -1, -1), 4, 4);
    painter.setPen(QPen(CardItem::focusLight(), 2));
    painter.drawRoundedRect(ring.adjusted(3, 3, -3, -3), 3, 3);
}
