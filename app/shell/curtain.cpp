#include "curtain.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

Curtain::Curtain(QWidget *parent) : QWidget(parent), m_text(new QLabel(this)), m_ready(new QPushButton(this))
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
    connect(m_ready, &QPushButton::clicked, this, &Curtain::lift);
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

void Curtain::lower(const QString &playerName)
{
    m_player = playerName;
    retranslate();
    if (parentWidget())
        setGeometry(parentWidget()->rect());
    show();
    raise();
    setFocus();
}

void Curtain::lift()
{
    hide();
    Q_EMIT lifted();
}

void Curtain::retranslate()
{
    m_text->setText(tr("Pass the screen to %1").arg(m_player));
    m_ready->setText(tr("%1 is ready: show my cards").arg(m_player));
}

void Curtain::mousePressEvent(QMouseEvent *)
{
    lift();
}

void Curtain::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space)
        lift();
    else
        QWidget::keyPressEvent(event);
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
