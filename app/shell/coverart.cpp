#include "coverart.h"

#include "art/keptrendering.h"

#include <QCryptographicHash>
#include <QFile>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace {

QImage draw(const QByteArray &svg, const QString &title, int width, qreal ratio)
{
    QSvgRenderer renderer(svg);
    const QSize art = renderer.isValid() ? renderer.defaultSize() : QSize(8, 5);
    const QSize size(width, width * art.height() / std::max(1, art.width()));
    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    if (renderer.isValid()) {
        renderer.setAspectRatioMode(Qt::KeepAspectRatio);
        renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    } else {
        painter.setBrush(QColor(0xc9, 0x8a, 0x47));
        painter.setPen(Qt::NoPen);
        painter.drawRoundedRect(QRectF(QPointF(0, 0), QSizeF(size)), 8, 8);
        painter.setPen(Qt::white);
        painter.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, title);
    }
    return image;
}

} // namespace

QImage coverArt(const QString &resource, const QString &title, int width, qreal ratio)
{
    QFile file(resource);
    const QByteArray svg = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    // Its height follows from the art, read only when drawn: any size kept is right.
    QImage image = keptRendering(QCryptographicHash::hash(svg, QCryptographicHash::Sha1),
        u"cover %1@%2"_s.arg(width).arg(ratio), QSize(), [&] { return draw(svg, title, width, ratio); });
    image.setDevicePixelRatio(ratio);
    return image;
}
