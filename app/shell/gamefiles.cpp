#include "gamefiles.h"

#include "preferences/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

namespace gamefiles {

QString folder()
{
    const QString last = settings::lastGameFolder();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    // A documents folder that does not exist would be taken for a file name.
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void remember(const QString &fileName)
{
    settings::setLastGameFolder(QFileInfo(fileName).absolutePath());
}

QString proposedName(const QString &gameId, QDate date)
{
    return gameId + u' ' + date.toString(Qt::ISODate) + u".yaml"_s;
}

} // namespace gamefiles
