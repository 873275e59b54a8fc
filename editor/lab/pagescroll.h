#pragma once

#include <QEvent>
#include <QFrame>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

// A page that scrolls down on a short screen and never sideways: as narrow
// as its contents allow (their least width, which follows them as their
// texts change language or a combo box its items), never narrower, so
// nothing is cut off at its side.
class PageScroll final : public QScrollArea {
public:
    explicit PageScroll(QWidget *page, QWidget *parent = nullptr) : QScrollArea(parent)
    {
        setWidget(page);
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }

    // `page` scrolling inside `owner`, which it fills whole; named `name`.
    static PageScroll *fill(QWidget *owner, QWidget *page, const QString &name)
    {
        auto *scroll = new PageScroll(page);
        scroll->setObjectName(name);
        auto *layout = new QVBoxLayout(owner);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(scroll);
        return scroll;
    }

    QSize minimumSizeHint() const override
    {
        const QSize least = QScrollArea::minimumSizeHint();
        if (!widget())
            return least;
        return {widget()->minimumSizeHint().width() + 2 * frameWidth()
                + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this),
            least.height()};
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};
