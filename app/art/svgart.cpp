#include "svgart.h"

#include "keptrendering.h"

#include <QCryptographicHash>
#include <QPainter>
#include <QPixmapCache>

using namespace Qt::Literals::StringLiterals;

SvgArt::SvgArt(const QString &fileName) : m_palette(colourvision::current()), m_key(fileName)
{
    load();
}

void SvgArt::load() const
{
    const QByteArray bytes = colourvision::art(m_key, m_palette);
    m_renderer.load(bytes);
    m_content = QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

QSvgRenderer &SvgArt::renderer() const
{
    const colourvision::Palette palette = colourvision::current();
    if (palette != m_palette) {
        m_palette = palette;
        load();
    }
    return m_renderer;
}

QPixmap SvgArt::pixmap(const QString &elementId, QSize size, qreal devicePixelRatio) const
{
    const QSvgRenderer &art = renderer();
    const QString id = art.elementExists(elementId) ? elementId : u"placeholder"_s;
    const QSize pixels = (QSizeF(size) * devicePixelRatio).toSize();
    const QString key = m_key + u'|' + colourvision::id(m_palette) + u'|' + id + u'|' + QString::number(pixels.width())
        + u'x' + QString::number(pixels.height());
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;

    const QImage image = keptRendering(m_content, key, pixels, [this, &id, pixels] {
        QImage drawn(pixels, QImage::Format_ARGB32_Premultiplied);
        drawn.fill(Qt::transparent);
        {
            QPainter painter(&drawn);
            painter.setRenderHint(QPainter::Antialiasing);
            renderer().render(&painter, id, QRectF(QPointF(0, 0), QSizeF(pixels)));
        }
        return drawn;
    });
    pixmap = QPixmap::fromImage(image);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}
