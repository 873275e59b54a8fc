// houserules: the desktop application.

#include "preferences/languagemanager.h"
#include "preferences/settings.h"
#include "shell/mainwindow.h"
#include "shell/selftest.h"
#include "shell/singleinstance.h"
#include "userdata/userdata.h"

#include "notebook/notebook.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>

#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>

namespace {

const char kUsage[] = "Usage: houserules [GAME.yaml]\n"
                      "       houserules --edit FILE\n"
                      "\n"
                      "Play, change and playtest the rules of tabletop games.\n"
                      "\n"
                      "  GAME.yaml     open a saved game (or a record written by houserules-cli); while\n"
                      "                Houserules runs, it opens in the window already there\n"
                      "  --edit FILE   open a variant (a file or an id) in the rules editor\n"
                      "  --self-test   show the start page, print the translation and variants found, quit\n"
                      "  --version     print the version\n"
                      "  --help        print this help\n";

// What is answered without a display (for packagers and scripts), and the
// missing display itself: the exit status, or nothing to start the app.
std::optional<int> answerWithoutDisplay(int argc, char *argv[])
{
    if (argc == 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
        std::fputs(kUsage, stdout);
        return 0;
    }
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("houserules %s\n", HOUSERULES_VERSION);
        return 0;
    }
    // Without a display Qt would abort with a cryptic message: say what to do.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        std::fprintf(stderr,
            "houserules: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
            "Run it on a desktop, or under a virtual display:\n"
            "    xvfb-run -s '-screen 0 1600x1000x24' ./build/app/houserules\n"
            "or use the command-line tool: ./build/app/cli/houserules-cli --help\n");
        return 1;
    }
    return std::nullopt;
}

void nameTheApplication()
{
    setHouserulesNames();
    QApplication::setApplicationDisplayName(QStringLiteral("Houserules"));
    QApplication::setApplicationVersion(QStringLiteral(HOUSERULES_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/houserules.svg")));
}

// While Houserules runs, a file opened (a double-click on a saved game) goes
// to its window, which asks about its unfinished game as it always does: two
// windows would share one autosave. The exit status when this instance hands
// the request over (or cannot), nothing when it is the one that runs.
std::optional<int> handOverToRunning(SingleInstance &instance, const QStringList &arguments, bool edit)
{
    if (instance.claim())
        return std::nullopt;
    const QStringList request = edit ? SingleInstance::editRequest(arguments.at(2))
        : arguments.size() > 1       ? SingleInstance::openRequest(arguments.at(1))
                                     : SingleInstance::showRequest();
    if (instance.handOver(request))
        return 0;
    QMessageBox::warning(nullptr, QStringLiteral("Houserules"),
        QCoreApplication::translate("main",
            "Houserules is already running, but it does not answer. Close it (or wait until it answers) and "
            "try again."));
    return 1;
}

// The lab's notebook, held while this instance runs: a second instance opens
// it read-only and says so in its Notebook view.
void holdNotebook(MainWindow &window)
{
    Notebook::Options held;
    held.holdForInstance = true;
    window.setNotebook(std::make_shared<Notebook>(Notebook::defaultLocation(), held));
}

// What an instance started later asks for, once this one has no question on
// the screen.
void answerLaterInstances(SingleInstance &instance, MainWindow &window)
{
    QObject::connect(&instance, &SingleInstance::requested, &window, [&window](const QStringList &request) {
        if (request.value(0) == QStringLiteral("open"))
            window.openGameFile(request.value(1));
        else if (request.value(0) == QStringLiteral("edit") && window.editVariant(request.value(1)))
            return; // the editor shows itself
        window.bringToFront();
    });
}

} // namespace

int main(int argc, char *argv[])
{
    if (const auto answered = answerWithoutDisplay(argc, argv))
        return *answered;
    QApplication app(argc, argv);
    nameTheApplication();

    // Before anything reads a setting: a broken file is moved aside.
    const auto brokenSettings = settings::setAsideIfUnreadable();
    LanguageManager languages;
    languages.setLanguage(LanguageManager::initialLanguage());
    colourvision::setCurrent(settings::colourVision()); // before any art is drawn
    const QStringList arguments = QApplication::arguments();
    const bool selfTest = arguments.size() == 2 && arguments.at(1) == QStringLiteral("--self-test");
    const bool edit = arguments.size() > 1 && arguments.at(1) == QStringLiteral("--edit");
    if (edit && arguments.size() != 3) {
        std::fprintf(stderr, "usage: houserules --edit FILE\n");
        return 2;
    }

    SingleInstance instance;
    // The self-test, for packagers, runs on its own.
    if (!selfTest)
        if (const auto handedOver = handOverToRunning(instance, arguments, edit))
            return *handedOver;

    MainWindow window(&languages);
    if (brokenSettings)
        window.reportSetAside(*brokenSettings);
    holdNotebook(window);
    answerLaterInstances(instance, window);
    // `houserules --edit FILE` opens a variant (a file or an id) in the rules
    // editor alone; the start page shows when the editor asks for it (Play).
    if (edit) {
        if (!window.editVariant(arguments.at(2)))
            return 1;
        return app.exec();
    }
    if (selfTest)
        return runSelfTest(window, languages);
    // `houserules GAME.yaml` opens a saved game (or a record from the CLI),
    // asking first about an unfinished game it would replace. Before the
    // window shows, so that its first picture is the table.
    if (arguments.size() > 1)
        window.openGameFile(arguments.at(1));
    window.show();
    return app.exec();
}
