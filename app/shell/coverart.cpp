#include "coverart.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QPainter>
#include <QSaveFile>
#include <QStandardPaths>
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
    if (svg.isEmpty())
        return draw(svg, title, width, ratio); // the plain tile: nothing worth keeping
    // Named by what it is drawn from, so new art or another size is drawn anew.
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(svg);
    hash.addData(u"%1@%2"_s.arg(width).arg(ratio).toUtf8());
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/covers"_s;
    const QString kept = folder + u'/' + QString::fromLatin1(hash.result().toHex()) + u".png"_s;
    QImage image;
    if (image.load(kept, "PNG")) {
        image.setDevicePixelRatio(ratio);
        return image;
    }
    image = draw(svg, title, width, ratio);
    // A cache: when it cannot be written, the next start draws again.
    QSaveFile out(kept);
    if (QDir().mkpath(folder) && out.open(QIODevice::WriteOnly) && image.save(&out, "PNG"))
        out.commit();
    return image;
}
