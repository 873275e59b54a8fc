#pragma once

// Runs houserules-cli (HOUSERULES_CLI, the built program) as a person
// would, without HOUSERULES_VARIANTS, in the temporary folder and without
// root's powers: the helpers the CLI's test suites share.

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <linux/securebits.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>

namespace clitest {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Root reads every file whatever its mode. Started with SECBIT_NOROOT, a
// root process gets no capabilities from execve, so a file of mode 000 is as
// unreadable to it as to anyone. Runs in the child between fork and exec.
inline void withoutRootPowers()
{
    if (::geteuid() == 0)
        ::prctl(PR_SET_SECUREBITS, SECBIT_NOROOT, 0, 0, 0);
}

// What a file may cost any command, a limit set on the process itself: one
// second of processor time (then SIGXCPU ends it) and 256 MB of data (then
// an allocation fails and it aborts). Runs in the child before exec.
inline void withinFileBudget()
{
    withoutRootPowers();
    const rlimit cpu {1, 1};
    const rlimit data {256ul << 20, 256ul << 20};
    ::setrlimit(RLIMIT_CPU, &cpu);
    ::setrlimit(RLIMIT_DATA, &data);
}

// Where and how a run happens, when not as the test itself runs.
struct Place {
    QString dataHome;               // $XDG_DATA_HOME (the user's own variants, the notebook); empty: the test's
    QString folder;                 // the working folder; empty: the temporary folder
    bool withoutRuntimeDir = false; // no $XDG_RUNTIME_DIR, as under cron, ssh or a batch job
    QString variantsDir;            // $HOUSERULES_VARIANTS; empty: none
    QString program = QStringLiteral(HOUSERULES_CLI); // or another program, run the same way
    void (*inChild)() = withoutRootPowers;            // run in the child between fork and exec
};

// Runs the CLI with `arguments`; two minutes at most.
inline Run run(const QStringList &arguments, const Place &place = {})
{
    using namespace Qt::Literals::StringLiterals;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(u"HOUSERULES_VARIANTS"_s);
    if (!place.variantsDir.isEmpty())
        environment.insert(u"HOUSERULES_VARIANTS"_s, place.variantsDir);
    if (!place.dataHome.isEmpty())
        environment.insert(u"XDG_DATA_HOME"_s, place.dataHome);
    if (place.withoutRuntimeDir)
        environment.remove(u"XDG_RUNTIME_DIR"_s);
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(place.folder.isEmpty() ? QDir::tempPath() : place.folder);
    process.setChildProcessModifier(place.inChild);
    process.start(place.program, arguments);
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

// Runs the CLI within the budget, with `variantsDir` as $HOUSERULES_VARIANTS.
inline Run runOnBudget(const QStringList &arguments, const QString &variantsDir)
{
    return run(arguments, {.variantsDir = variantsDir, .inChild = withinFileBudget});
}

// A file of the tests' core data ("variants/tiny.yaml").
inline QString data(const QString &path)
{
    return QStringLiteral(HOUSERULES_TEST_DATA) + QStringLiteral("/core/") + path;
}

// A shipped Blasting Billy variant's file ("standard.yaml").
inline QString shipped(const QString &name)
{
    return QStringLiteral(HOUSERULES_SOURCE_DIR) + QStringLiteral("/variants/blasting-billy/") + name;
}

inline QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

// The JSON object `text` holds; empty when it holds none.
inline QJsonObject parseJson(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

// Nothing a terminal would obey or show garbled: no control characters but
// the newline, and only valid UTF-8 (fromUtf8 turns anything else into U+FFFD).
inline bool isPlainText(const QString &text)
{
    return std::none_of(text.begin(), text.end(), [](QChar c) {
        const char16_t code = c.unicode();
        return (code < 0x20 && code != u'\n') || (code >= 0x7f && code <= 0x9f) || code == 0xfffd;
    });
}

inline QStringList strings(const QJsonValue &array)
{
    QStringList result;
    for (const auto &v : array.toArray())
        result << v.toString();
    return result;
}

} // namespace clitest
