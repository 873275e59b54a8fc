#include "notebookfile.h"

#include "notebook.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

using namespace Qt::Literals::StringLiterals;

namespace notebookfile {

QString prepare(const QString &file, qint32 *applicationId)
{
    *applicationId = 0;
    const QFileInfo info(file);
    if (info.isDir())
        return u"it is a folder, not a file"_s;
    if (!info.exists()) {
        const QString folder = info.absolutePath();
        if (QFileInfo(folder).exists() && !QFileInfo(folder).isDir())
            return u"it cannot be created: %1 is not a folder"_s.arg(QDir::toNativeSeparators(folder));
        if (!QDir().mkpath(folder))
            return u"it cannot be created: the folder %1 cannot be made"_s.arg(QDir::toNativeSeparators(folder));
        if (!QFileInfo(folder).isWritable())
            return u"it cannot be created: the folder %1 is not writable"_s.arg(QDir::toNativeSeparators(folder));
        return {};
    }
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return u"it cannot be read: %1"_s.arg(in.errorString());
    // SQLite's header (its file format): the magic string, and at offset 68
    // the application id, big-endian. An empty file is a new database.
    const QByteArray header = in.read(100);
    if (header.isEmpty())
        return {};
    if (header.size() < 100 || !header.startsWith(QByteArrayView("SQLite format 3\0", 16)))
        return u"it is not a Houserules notebook (not an SQLite database); it was left as it is"_s;
    *applicationId = qFromBigEndian<qint32>(header.constData() + 68);
    if (*applicationId != 0 && *applicationId != Notebook::kApplicationId)
        return u"it is not a Houserules notebook (the SQLite database of another program, application id 0x%1); "
               "it was left as it is"_s.arg(quint32(*applicationId), 8, 16, QChar(u'0'));
    return {};
}

} // namespace notebookfile
