#include "keptrendering.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kKept = 3000; // about 15 MB of small PNGs

QString folder()
{
    static const QString path = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/art"_s;
    return path;
}

// Once a run, off the GUI thread: the oldest beyond the limit go (each
// resize of a table renders every card at a new size).
void pruneOnce()
{
    static const bool pruned = [] {
        (void)QtConcurrent::run([] {
            const QFileInfoList files = QDir(folder()).entryInfoList({u"*.png"_s}, QDir::Files, QDir::Time);
            for (qsizetype i = kKept; i < files.size(); ++i)
                QFile::remove(files.at(i).filePath());
        });
        return true;
    }();
    (void)pruned;
}

} // namespace

QImage keptRendering(const QByteArray &source, const QString &what, QSize pixels, const std::function<QImage()> &draw)
{
    if (source.isEmpty())
        return draw(); // nothing to name it by
    const QString kept = folder() + u'/'
        + QString::fromLatin1(
            QCryptographicHash::hash(QByteArray(source + what.toUtf8()), QCryptographicHash::Sha1).toHex())
        + u".png"_s;
    QImage image;
    if (image.load(kept, "PNG") && (pixels.isEmpty() || image.size() == pixels))
        return image;
    image = draw();
    pruneOnce();
    // A cache that cannot be written only means drawing again next time.
    (void)QtConcurrent::run([image, kept] {
        QSaveFile out(kept);
        if (QDir().mkpath(QFileInfo(kept).path()) && out.open(QIODevice::WriteOnly) && image.save(&out, "PNG"))
            out.commit();
    });
    return image;
}
