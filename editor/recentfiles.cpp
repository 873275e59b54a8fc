#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

using namespace Qt::Literals::StringLiterals;

namespace recentfiles {

namespace {

const QString kKey = u"editor/recentFiles"_s;

} // namespace

QStringList list()
{
    QStringList files;
    for (const QString &file : QSettings().value(kKey).toStringList())
        if (QFileInfo::exists(file))
            files << file;
    return files;
}

void add(const QString &file)
{
    QStringList files = QSettings().value(kKey).toStringList();
    const QString absolute = QFileInfo(file).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMost)
        files.removeLast();
    QSettings().setValue(kKey, files);
}

void clear()
{
    QSettings().remove(kKey);
}

} // namespace recentfiles
