#include "autosave.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

namespace autosave {

QString fileName()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + u"/autosave.yaml"_s;
}

bool exists()
{
    return QFile::exists(fileName());
}
void remove()
{
    QFile::remove(fileName());
}

} // namespace autosave
