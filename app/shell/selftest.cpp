#include "selftest.h"

#include "mainwindow.h"
#include "preferences/languagemanager.h"
#include "registry.h"

#include <QApplication>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

int runSelfTest(MainWindow &window, const LanguageManager &languages)
{
    window.show();
    // Let the start page build and paint as on a real start.
    QApplication::processEvents();

    QTextStream out(stdout);
    out << "houserules " << QApplication::applicationVersion() << '\n';
    out << "language: " << languages.current() << '\n';
    out << "translation: " << languages.translationFile() << '\n';
    const auto shipped = houserules::Registry::shippedVariantDirs();
    for (const auto &dir : shipped)
        out << "variants folder: " << QString::fromStdString(dir.string()) << '\n';
    const auto ids = houserules::Registry::instance().loader().availableIds();
    out << "variants: " << ids.size() << '\n';
    out << "start page shown: " << (window.isVisible() ? "yes" : "no") << '\n';
    out.flush();
    window.close();
    const bool ok = !languages.translationFile().isEmpty() && !shipped.empty() && !ids.empty() && window.isHidden();
    return ok ? 0 : 1;
}
