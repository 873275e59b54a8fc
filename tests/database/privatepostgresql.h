#pragma once

// A PostgreSQL server of a test's own, for the opt-in database tests: the
// newest installed PostgreSQL (by version), a data folder, socket and port
// of its own, and a guard that stops the server and removes the folder on
// every way out (a passing test, a failed check, a timeout).

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace privatepostgresql {

// The newest of `versions` (the folder names under /usr/lib/postgresql) by
// number, not by name: 9.6 < 10 < 15 < 16. Names that are not versions are
// passed over; empty when none is.
QString newestVersion(const QStringList &versions);

// The bin folder of the newest PostgreSQL installed under `root` (Debian:
// root/<version>/bin holding `postgres`), with a trailing slash; empty when
// there is none.
QString newestBin(const QString &root = QStringLiteral("/usr/lib/postgresql"));

// A TCP port on 127.0.0.1 that no one listened on a moment ago: the kernel's
// choice for a socket bound to port 0. 0 when there is none.
int freePort();

// The server. Run as `postgres` when the test runs as root (PostgreSQL
// refuses root), and told to stop (a fast shutdown) when the test's process
// dies, however it dies; a watcher removes the folder then, after the server
// has stopped. Destroying the guard stops the server (killed when it has not
// stopped within 30 s) and removes the folder.
class Server {
public:
    explicit Server(const QString &bin);
    ~Server();
    Server(const Server &) = delete;
    Server &operator=(const Server &) = delete;

    // initdb, then the server on a free port (another when the port was
    // taken in between), ready within `seconds` and checked to be this one:
    // the server answering on the port names this data folder as its own.
    // Then `database` is created for the user `houserules`. The reason when not.
    // `firstPort`: the port to try first instead of a free one (a test of
    // what happens when it is taken).
    QString start(const QString &database, int seconds = 20, int firstPort = 0);
    // Stops the server (SIGINT, then SIGKILL after 30 s); nothing when it is
    // not running.
    void stop();

    bool isRunning() const { return m_server.state() != QProcess::NotRunning; }
    int port() const { return m_port; }
    QString folder() const { return m_dir.path(); }
    QString dataFolder() const { return m_dir.filePath(QStringLiteral("data")); }
    // `program` of the server's bin folder as the server's user; its exit
    // status, -1 when it does not end within a minute.
    int exec(const QString &program, const QStringList &arguments) const;
    // `sql`'s rows from psql on `database` over TCP, unaligned, trimmed; an
    // empty string when psql fails.
    QString query(const QString &database, const QString &sql) const;

private:
    struct Attempt {
        bool again = false; // the port was taken: try another one
        QString why;        // empty: running, and this server
    };
    Attempt startOn(int port, int seconds);
    void watchFromOutside() const;

    QString m_bin;
    QTemporaryDir m_dir;
    QProcess m_server;
    int m_port = 0;
};

} // namespace privatepostgresql
