#include "userdata.h"

#include "registry.h"

#include <QCoreApplication>
#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

void setHouserulesNames()
{
    QCoreApplication::setOrganizationName(u"Houserules"_s);
    QCoreApplication::setApplicationName(u"houserules"_s);
}

QString userVariantDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/variants"_s;
}

houserules::VariantLoader userVariantLoader()
{
    return houserules::Registry::instance().loader({std::filesystem::path(userVariantDir().toStdU16String())});
}
