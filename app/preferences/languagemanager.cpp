#include "languagemanager.h"

#include "installpaths.h"
#include "settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>

using namespace Qt::Literals::StringLiterals;

LanguageManager::LanguageManager(QObject *parent) : QObject(parent)
{}

QStringList LanguageManager::languages()
{
    return {u"nl"_s, u"en"_s, u"de"_s, u"fr"_s, u"it"_s};
}

QString LanguageManager::nativeName(const QString &code)
{
    if (code == u"nl"_s)
        return u"Nederlands"_s;
    if (code == u"de"_s)
        return u"Deutsch"_s;
    if (code == u"fr"_s)
        return u"Français"_s;
    if (code == u"it"_s)
        return u"Italiano"_s;
    return u"English"_s;
}

QString LanguageManager::initialLanguage()
{
    const QString saved = settings::language();
    if (languages().contains(saved))
        return saved;
    const QString system = QLocale::system().name().left(2);
    return languages().contains(system) ? system : u"en"_s;
}

QStringList LanguageManager::translationDirs()
{
    QStringList dirs;
    const auto installed = houserules::installedDataDir("translations");
    if (!installed.empty() && QDir(QString::fromStdString(installed.string())).exists())
        dirs << QString::fromStdString(installed.string());
    dirs << u":/i18n"_s;
    return dirs;
}

bool LanguageManager::setLanguage(const QString &code)
{
    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    bool loaded = false;
    for (const QString &dir : translationDirs())
        if ((loaded = m_app.load(u"houserules_"_s + code, dir)))
            break;
    if (loaded)
        QCoreApplication::installTranslator(&m_app);
    // Qt's own strings (file dialogs, message boxes) from Debian's translations.
    if (m_qt.load(u"qtbase_"_s + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qt);
    m_current = code;
    QLocale::setDefault(QLocale(code));
    return loaded;
}
