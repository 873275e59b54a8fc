#include "svgart.h"

#include "keptrendering.h"

#include <QCryptographicHash>
#include <QFile>
#include <QPainter>
#include <QPixmapCache>

using namespace Qt::Literals::StringLiterals;

SvgArt::SvgArt(const QString &fileName) : m_renderer(fileName), m_key(fileName)
{
    QFile file(fileName);
    if (file.open(QIODevice::ReadOnly))
        m_content = QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha1);
}

QPixmap SvgArt::pixmap(const QString &elementId, QSize size, qreal devicePixelRatio) const
{
    const QString id = has(elementId) ? elementId : u"placeholder"_s;
    const QSize pixels = (QSizeF(size) * devicePixelRatio).toSize();
    const QString key
        = m_key + u'|' + id + u'|' + QString::number(pixels.width()) + u'x' + QString::number(pixels.height());
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;

    const QImage image = keptRendering(m_content, key, pixels, [this, &id, pixels] {
        QImage drawn(pixels, QImage::Format_ARGB32_Premultiplied);
        drawn.fill(Qt::transparent);
        {
            QPainter painter(&drawn);
            painter.setRenderHint(QPainter::Antialiasing);
            m_renderer.render(&painter, id, QRectF(QPointF(0, 0), QSizeF(pixels)));
        }
        return drawn;
    });
    pixmap = QPixmap::fromImage(image);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}
