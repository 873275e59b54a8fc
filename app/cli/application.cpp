#include "application.h"

#include <QGuiApplication>

namespace {

QtMessageHandler g_previousHandler = nullptr;

// QGuiApplication asks, before anything else, whether it runs inside a
// Flatpak sandbox (whose portal would then be its platform theme) by looking
// for flatpak-info in the session's runtime folder, $XDG_RUNTIME_DIR.
// Without a session (cron, ssh, a cluster's job) that folder is unset and
// Qt's QStandardPaths warns "XDG_RUNTIME_DIR not set" on stderr: noise for a
// command that draws offscreen and needs no session. Only that warning, and
// only while the application is made, is left out; every other message goes
// where it went.
void withoutRuntimeDirWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QStringLiteral("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
    else
        qt_message_output(type, context, message);
}

} // namespace

std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv, bool printing)
{
    if (!printing)
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    g_previousHandler = qInstallMessageHandler(withoutRuntimeDirWarning);
    auto application = std::make_unique<QGuiApplication>(argc, argv);
    qInstallMessageHandler(g_previousHandler);
    return application;
}
