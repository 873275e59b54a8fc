#include "privatepostgresql.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QVersionNumber>

#include <arpa/inet.h>
#include <grp.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <csignal>
#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace privatepostgresql {

namespace {

// Run in each child between fork and exec: as `postgres` when the test runs
// as root, and ended with SIGINT (PostgreSQL's fast shutdown) when the test
// dies. The death signal is set after the user changes, which clears it.
std::function<void()> childSetup()
{
    bool drop = ::geteuid() == 0;
    uid_t uid = 0;
    gid_t gid = 0;
    if (const passwd *user = drop ? ::getpwnam("postgres") : nullptr) {
        uid = user->pw_uid;
        gid = user->pw_gid;
    } else {
        drop = false; // PostgreSQL then says that it refuses root
    }
    const pid_t test = ::getpid();
    return [=] {
        if (drop && (::setgroups(0, nullptr) != 0 || ::setgid(gid) != 0 || ::setuid(uid) != 0))
            ::_exit(127);
        ::prctl(PR_SET_PDEATHSIG, SIGINT);
        if (::getppid() != test) // the test died before the line above
            ::_exit(1);
    };
}

void prepare(QProcess &process, const QString &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"HOME"_s, home); // not root's, which `postgres` cannot read
    process.setProcessEnvironment(environment);
    process.setChildProcessModifier(childSetup());
}

} // namespace

QString newestVersion(const QStringList &versions)
{
    QString newest;
    QVersionNumber newestNumber;
    for (const QString &name : versions) {
        qsizetype end = 0;
        const QVersionNumber number = QVersionNumber::fromString(name, &end);
        if (number.isNull() || end != name.size())
            continue;
        if (newest.isEmpty() || number > newestNumber) {
            newest = name;
            newestNumber = number;
        }
    }
    return newest;
}

QString newestBin(const QString &root)
{
    QStringList installed;
    for (const QString &name : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (QFileInfo(u"%1/%2/bin/postgres"_s.arg(root, name)).isExecutable())
            installed << name;
    const QString newest = newestVersion(installed);
    return newest.isEmpty() ? QString() : u"%1/%2/bin/"_s.arg(root, newest);
}

int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t size = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &size) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

Server::Server(const QString &bin) : m_bin(bin)
{}

Server::~Server()
{
    stop();
    m_dir.remove();
}

// A process of its own that outlives the test: once the test's process has
// gone (killed at a timeout, aborted), it waits for the server to stop (the
// death signal told it to; killed after 30 s) and removes the folder. After
// a test that ended well it finds the folder gone already.
void Server::watchFromOutside() const
{
    const QString script = uR"sh(
while kill -0 "$1" 2>/dev/null; do sleep 1; done
pid=$(head -n 1 "$2/data/postmaster.pid" 2>/dev/null)
running() { [ -n "$pid" ] && [ "$(cat /proc/$pid/comm 2>/dev/null)" = postgres ]; }
i=0
while running && [ $i -lt 30 ]; do sleep 1; i=$((i+1)); done
running && kill -KILL "$pid"
rm -rf -- "$2"
)sh"_s;
    QProcess::startDetached(
        u"sh"_s, {u"-c"_s, script, u"watch-postgresql"_s, QString::number(::getpid()), m_dir.path()}, u"/"_s);
}

QString Server::start(const QString &database, int seconds, int firstPort)
{
    if (m_bin.isEmpty())
        return u"no PostgreSQL"_s;
    if (!m_dir.isValid())
        return u"no temporary folder: "_s + m_dir.errorString();
    watchFromOutside();
    if (::geteuid() == 0)
        if (const passwd *user = ::getpwnam("postgres");
            !user || ::chown(QFile::encodeName(m_dir.path()).constData(), user->pw_uid, user->pw_gid) != 0)
            return u"cannot hand %1 to the user postgres"_s.arg(m_dir.path());
    if (exec(u"initdb"_s, {u"-D"_s, dataFolder(), u"-A"_s, u"trust"_s, u"-U"_s, u"houserules"_s, u"--no-sync"_s}) != 0)
        return u"initdb failed"_s;
    Attempt attempt {true, {}};
    for (int tries = 0; attempt.again && tries < 5; ++tries) {
        const int port = tries == 0 && firstPort > 0 ? firstPort : freePort();
        if (port == 0)
            return u"no free port"_s;
        attempt = startOn(port, seconds);
    }
    if (!attempt.why.isEmpty())
        return attempt.why;
    if (exec(u"createdb"_s,
            {u"-h"_s, u"127.0.0.1"_s, u"-p"_s, QString::number(m_port), u"-U"_s, u"houserules"_s, database})
        != 0)
        return u"createdb %1 failed"_s.arg(database);
    return {};
}

Server::Attempt Server::startOn(int port, int seconds)
{
    m_port = port;
    prepare(m_server, m_dir.path());
    m_server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_server.start(m_bin + u"postgres"_s,
        {u"-D"_s, dataFolder(), u"-p"_s, QString::number(port), u"-k"_s, m_dir.path(), u"-c"_s,
            u"listen_addresses=127.0.0.1"_s, u"-c"_s, u"fsync=off"_s});
    if (!m_server.waitForStarted())
        return {false, u"postgres does not start: "_s + m_server.errorString()};
    const QStringList where {u"-h"_s, u"127.0.0.1"_s, u"-p"_s, QString::number(port)};
    const QDeadlineTimer deadline(seconds * 1000);
    bool ready = false;
    while (!ready && !deadline.hasExpired()) {
        if (m_server.state() == QProcess::NotRunning) // it could not listen there
            return {true, u"port %1 taken"_s.arg(port)};
        ready = exec(u"pg_isready"_s, where) == 0;
        if (!ready)
            m_server.waitForFinished(100);
    }
    if (!ready) {
        stop();
        return {false, u"the server was not ready within %1 s"_s.arg(seconds)};
    }
    // Someone may have answered who listened on the port first (our server
    // then gave up, or is about to): only ours names our data folder.
    const QString answering = query(u"postgres"_s, u"SHOW data_directory"_s);
    if (answering.isEmpty() || QFileInfo(answering).canonicalFilePath() != QFileInfo(dataFolder()).canonicalFilePath()
        || m_server.state() != QProcess::Running) {
        stop();
        return {true, u"another server answers on port %1"_s.arg(port)};
    }
    return {};
}

void Server::stop()
{
    if (m_server.state() == QProcess::NotRunning)
        return;
    // The postmaster is the child itself: a fast shutdown, its sessions ended.
    ::kill(pid_t(m_server.processId()), SIGINT);
    if (!m_server.waitForFinished(30000)) {
        m_server.kill();
        m_server.waitForFinished(5000);
    }
}

int Server::exec(const QString &program, const QStringList &arguments) const
{
    QProcess process;
    prepare(process, m_dir.path());
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.start(m_bin + program, arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

QString Server::query(const QString &database, const QString &sql) const
{
    QProcess psql;
    prepare(psql, m_dir.path());
    psql.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    psql.start(m_bin + u"psql"_s,
        {u"-X"_s, u"-h"_s, u"127.0.0.1"_s, u"-p"_s, QString::number(m_port), u"-U"_s, u"houserules"_s, u"-At"_s,
            u"-c"_s, sql, database});
    if (!psql.waitForFinished(60000)) {
        psql.kill();
        psql.waitForFinished();
        return {};
    }
    return psql.exitStatus() == QProcess::NormalExit && psql.exitCode() == 0
        ? QString::fromUtf8(psql.readAllStandardOutput()).trimmed()
        : QString();
}

} // namespace privatepostgresql
