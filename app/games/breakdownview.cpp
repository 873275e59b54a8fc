#include "breakdownview.h"

#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

BreakdownView::BreakdownView(const GameView &view, QWidget *parent)
    : QWidget(parent), m_game(view), m_browser(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
}

QString BreakdownView::text() const
{
    return m_browser->toPlainText();
}

void BreakdownView::build()
{
    m_browser->setHtml(html());
}

void BreakdownView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        build();
    QWidget::changeEvent(event);
}
