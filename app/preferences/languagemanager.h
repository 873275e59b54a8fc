#pragma once

#include <QObject>
#include <QStringList>
#include <QTranslator>

// Switches the user interface language at run time: the app's translation
// and Qt's own (dialogs, buttons). Widgets retranslate on QEvent::LanguageChange.
class LanguageManager final : public QObject {
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);

    static QStringList languages(); // the five codes, in menu order
    // The language's own name ("Nederlands", "Deutsch"...), never translated.
    static QString nativeName(const QString &code);
    // The saved choice, else the system's language if it is one of the five,
    // else English.
    static QString initialLanguage();

    // Where the app's translations are looked for, in order: the installed
    // .qm files beside the program (<bindir>/../share/houserules/translations),
    // so a packager or translator can replace them, then the copy built into
    // the program (:/i18n), so a program run from the build tree or copied
    // alone still speaks all five languages.
    static QStringList translationDirs();

    QString current() const { return m_current; }
    // The file the app's translation was loaded from; empty when none loaded.
    QString translationFile() const { return m_app.filePath(); }
    // Installs the translators; true when the app's translation loaded.
    bool setLanguage(const QString &code);

private:
    QTranslator m_app;
    QTranslator m_qt;
    QString m_current;
};
