#include "languagemanager.h"

#include "settings.h"

#include <QCoreApplication>
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

bool LanguageManager::setLanguage(const QString &code)
{
    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    const bool loaded = m_app.load(u":/i18n/houserules_"_s + code);
    if (loaded)
        QCoreApplication::installTranslator(&m_app);
    // Qt's own strings (file dialogs, message boxes) from Debian's translations.
    if (m_qt.load(u"qtbase_"_s + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qt);
    m_current = code;
    QLocale::setDefault(QLocale(code));
    return loaded;
}
