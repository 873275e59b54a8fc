#include "svgart.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPixmapCache>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kKeptRenderings = 3000; // about 15 MB of small PNGs

QString cacheFolder()
{
    static const QString folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/art"_s;
    return folder;
}

// Once a run, off the GUI thread: the oldest renderings beyond the limit
// go (each resize of a table renders every card at a new size).
void pruneOnce()
{
    static const bool pruned = [] {
        (void)QtConcurrent::run([] {
            QDir dir(cacheFolder());
            const QFileInfoList files = dir.entryInfoList({u"*.png"_s}, QDir::Files, QDir::Time);
            for (qsizetype i = kKeptRenderings; i < files.size(); ++i)
                QFile::remove(files.at(i).filePath());
        });
        return true;
    }();
    (void)pruned;
}

} // namespace

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

    const QString kept = m_content.isEmpty() ? QString()
                                             : cacheFolder() + u'/'
            + QString::fromLatin1(
                QCryptographicHash::hash(QByteArray(m_content + key.toUtf8()), QCryptographicHash::Sha1).toHex())
            + u".png"_s;
    QImage image;
    if (kept.isEmpty() || !image.load(kept, "PNG") || image.size() != pixels) {
        image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            m_renderer.render(&painter, id, QRectF(QPointF(0, 0), QSizeF(pixels)));
        }
        // Written off the GUI thread; a cache that cannot be written only
        // means drawing again next time.
        if (!kept.isEmpty()) {
            pruneOnce();
            (void)QtConcurrent::run([image, kept] {
                QSaveFile out(kept);
                if (QDir().mkpath(QFileInfo(kept).path()) && out.open(QIODevice::WriteOnly) && image.save(&out, "PNG"))
                    out.commit();
            });
        }
    }
    pixmap = QPixmap::fromImage(image);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}
