#include "svgart.h"

#include <QPainter>
#include <QPixmapCache>

using namespace Qt::Literals::StringLiterals;

SvgArt::SvgArt(const QString &fileName) : m_renderer(fileName), m_key(fileName)
{}

QPixmap SvgArt::pixmap(const QString &elementId, QSize size, qreal devicePixelRatio) const
{
    const QString id = has(elementId) ? elementId : u"placeholder"_s;
    const QSize pixels = (QSizeF(size) * devicePixelRatio).toSize();
    const QString key
        = m_key + u'|' + id + u'|' + QString::number(pixels.width()) + u'x' + QString::number(pixels.height());
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    pixmap = QPixmap(pixels);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        m_renderer.render(&painter, id, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    pixmap.setDevicePixelRatio(devicePixelRatio);
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}
