#pragma once

#include <QEasingCurve>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>

#include <functional>

class QGraphicsObject;
class QTimer;
class QVariantAnimation;

// A table's animations played one after another (a board game's figures
// walking, dice tumbling): the table keeps its own queue of what happened
// and, each time `next` is called, starts one step here — a pause, a frame
// function run from 0 to 1, or an item flown along a path. When a step
// ends, `next` is called again (queued, so a step may start the next one).
class Choreography : public QObject {
public:
    Choreography(std::function<void()> next, QObject *parent);
    ~Choreography() override;

    void pause(int milliseconds);
    void animate(int milliseconds, std::function<void(qreal t)> frame, QEasingCurve curve = QEasingCurve::Linear);
    // Flies `item` along `path` (an even pace per leg); it stays where the
    // path ends. An item deleted on the way is let go.
    void fly(
        QGraphicsObject *item, const QList<QPointF> &path, int milliseconds, QEasingCurve curve = QEasingCurve::Linear);
    // Stops the running step without calling `next`.
    void stop();

private:
    std::function<void()> m_next;
    QTimer *m_pause;
    QPointer<QVariantAnimation> m_animation;
};

// A point along a path of points, `t` from 0 to 1, at an even pace per leg.
QPointF along(const QList<QPointF> &path, qreal t);
