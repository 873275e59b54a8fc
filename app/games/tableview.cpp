#include "tableview.h"

#include "session/gamesession.h"

#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QLabel>
#include <QLocale>
#include <QPropertyAnimation>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;

namespace {
constexpr int kFadeMilliseconds = 600;
}

TableView::TableView(GameSession *session, QWidget *parent)
    : QGraphicsView(parent), m_session(session), m_message(new QLabel(viewport())), m_hold(new QTimer(this)),
      m_fade(nullptr)
{
    // A hint is for one decision: the next one makes it stale.
    connect(session, &GameSession::decisionApplied, this, [this] { m_hinted.reset(); });
    m_message->setObjectName(u"tableMessage"_s);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_message->hide();
    auto *opacity = new QGraphicsOpacityEffect(m_message);
    m_message->setGraphicsEffect(opacity);
    m_fade = new QPropertyAnimation(opacity, "opacity", this);
    m_fade->setDuration(kFadeMilliseconds);
    m_fade->setStartValue(1.0);
    m_fade->setEndValue(0.0);
    connect(m_fade, &QPropertyAnimation::finished, this, &TableView::clearMessage);
    m_hold->setSingleShot(true);
    connect(m_hold, &QTimer::timeout, m_fade, [this] { m_fade->start(); });
}

TableView::~TableView() = default;

void TableView::setMessageMilliseconds(int milliseconds)
{
    m_holdMilliseconds = milliseconds;
}

QString TableView::message() const
{
    return m_message->isVisible() ? m_message->text() : QString();
}

void TableView::showMessage(const QString &text)
{
    present(text, false);
}

void TableView::showNotice(const QString &text)
{
    present(text, true);
}

void TableView::showHint(const houserules::Decision &decision, double winShare)
{
    m_hinted = decision;
    // Advice, not a refusal: shown like news at the table.
    showNotice(tr("Hint: the marked choice. It won %1% of the computer's trial games.")
                   .arg(QLocale().toString(qRound(winShare * 100))));
}

void TableView::hintAsked(bool accepted)
{
    if (accepted)
        showNotice(tr("Looking for a hint…"));
    else
        showMessage(tr("Hints are for your own turn."));
}

void TableView::present(const QString &text, bool notice)
{
    if (text.isEmpty()) {
        clearMessage();
        return;
    }
    m_fade->stop();
    m_message->setStyleSheet(notice ? u"QLabel { color: #2a1a0a; background-color: rgba(255, 196, 0, 235);"
                                      " border-radius: 6px; padding: 4px 12px; font-weight: bold; }"_s
                                    : u"QLabel { color: #f5f0e1; background-color: rgba(120, 20, 20, 225);"
                                      " border-radius: 6px; padding: 4px 12px; font-weight: bold; }"_s);
    static_cast<QGraphicsOpacityEffect *>(m_message->graphicsEffect())->setOpacity(1.0);
    m_message->setText(text);
    placeMessage();
    m_message->show();
    m_message->raise();
    m_hold->start(notice ? m_holdMilliseconds * 3 / 2 : m_holdMilliseconds);
    Q_EMIT messageShown(text);
}

void TableView::clearMessage()
{
    m_hold->stop();
    m_fade->stop();
    m_message->hide();
    m_message->clear();
}

void TableView::placeMessage()
{
    const QRect area = mapFromScene(messageArea()).boundingRect();
    const int width = std::min(area.width(), m_message->fontMetrics().horizontalAdvance(m_message->text()) + 40);
    m_message->setFixedWidth(std::max(width, 1));
    const int height = std::min(area.height(), m_message->heightForWidth(width));
    m_message->setFixedHeight(std::max(height, 1));
    m_message->move(area.center().x() - width / 2, area.center().y() - height / 2);
}

void TableView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_message->isVisible())
        placeMessage();
}

void TableView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        clearMessage(); // a message in the old language would linger
    QGraphicsView::changeEvent(event);
}
