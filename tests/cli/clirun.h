#pragma once

// Runs houserules-cli (HOUSERULES_CLI, the built program) as a person
// would, without HOUSERULES_VARIANTS, in the temporary folder: the helpers
// the CLI's test suites share.

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitest {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Where a run happens, when not as the test itself runs.
struct Place {
    QString dataHome;               // $XDG_DATA_HOME (the user's own variants, the notebook); empty: the test's
    QString folder;                 // the working folder; empty: the temporary folder
    bool withoutRuntimeDir = false; // no $XDG_RUNTIME_DIR, as under cron, ssh or a batch job
};

inline Run run(const QStringList &arguments, const Place &place = {})
{
    using namespace Qt::Literals::StringLiterals;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(u"HOUSERULES_VARIANTS"_s);
    if (!place.dataHome.isEmpty())
        environment.insert(u"XDG_DATA_HOME"_s, place.dataHome);
    if (place.withoutRuntimeDir)
        environment.remove(u"XDG_RUNTIME_DIR"_s);
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(place.folder.isEmpty() ? QDir::tempPath() : place.folder);
    process.start(QStringLiteral(HOUSERULES_CLI), arguments);
    Run result;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        result.err = u"timed out"_s;
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

inline QJsonObject parseJson(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

} // namespace clitest
