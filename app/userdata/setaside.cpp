#include "setaside.h"

#include <QDateTime>
#include <QFile>

using namespace Qt::Literals::StringLiterals;

namespace setaside {

QString moveAside(const QString &file)
{
    const QString base = file + u".unreadable-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    QString target = base;
    for (int n = 2; QFile::exists(target); ++n)
        target = base + u'-' + QString::number(n);
    if (QFile::rename(file, target))
        return target;
    QFile::remove(file);
    return {};
}

} // namespace setaside
