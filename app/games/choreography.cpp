#include "choreography.h"

#include <QGraphicsObject>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>

Choreography::Choreography(std::function<void()> next, QObject *parent)
    : QObject(parent), m_next(std::move(next)), m_pause(new QTimer(this))
{
    m_pause->setSingleShot(true);
    connect(m_pause, &QTimer::timeout, this, [this] { m_next(); });
}

Choreography::~Choreography()
{
    stop();
}

void Choreography::pause(int milliseconds)
{
    m_pause->start(std::max(0, milliseconds));
}

void Choreography::animate(int milliseconds, std::function<void(qreal t)> frame, QEasingCurve curve)
{
    auto *animation = new QVariantAnimation(this);
    animation->setStartValue(0.0);
    animation->setEndValue(1.0);
    animation->setDuration(std::max(1, milliseconds));
    animation->setEasingCurve(curve);
    connect(animation, &QVariantAnimation::valueChanged, this,
        [frame = std::move(frame)](const QVariant &value) { frame(value.toReal()); });
    connect(
        animation, &QVariantAnimation::finished, this, [this] { m_next(); }, Qt::QueuedConnection);
    m_animation = animation;
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

void Choreography::fly(QGraphicsObject *item, const QList<QPointF> &path, int milliseconds, QEasingCurve curve)
{
    item->setPos(path.front());
    QPointer<QGraphicsObject> moving(item);
    animate(
        milliseconds,
        [moving, path](qreal t) {
            if (moving)
                moving->setPos(along(path, t));
        },
        curve);
}

void Choreography::stop()
{
    m_pause->stop();
    if (m_animation) {
        m_animation->disconnect(this);
        m_animation->stop();
    }
}

QPointF along(const QList<QPointF> &path, qreal t)
{
    if (path.isEmpty())
        return {};
    if (path.size() == 1 || t <= 0)
        return path.front();
    if (t >= 1)
        return path.back();
    const qreal at = t * (path.size() - 1);
    const int leg = int(at);
    const qreal f = at - leg;
    return path[leg] + (path[leg + 1] - path[leg]) * f;
}
