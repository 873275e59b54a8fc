#pragma once

#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QStringList>
#include <QTimer>

// One Houserules per person at a time, as LibreOffice and KDE applications
// do: a game file opened while Houserules runs is handed to the running
// instance, whose window asks about its unfinished game as it always does.
// Two windows would share one autosave and lose a game between them.
//
// The first instance holds a lock file in its data folder (a lock left by a
// process that died is taken over) and listens on a local socket named after
// that folder, so that each person, and each test's own home, has its own.
class SingleInstance final : public QObject {
    Q_OBJECT
public:
    explicit SingleInstance(QObject *parent = nullptr);

    // True when this is the first instance: it now listens for requests.
    // False when another holds the lock.
    bool claim();
    // Sends `request` to the instance that holds the lock; true once it has
    // received it (within `timeoutMs`, while that instance starts up too).
    bool handOver(const QStringList &request, int timeoutMs = 5000) const;

    // A request: {"open", file}, {"edit", file or id} or {"show"}.
    static QStringList openRequest(const QString &file);
    static QStringList editRequest(const QString &fileOrId);
    static QStringList showRequest();

Q_SIGNALS:
    // A request from an instance started later, given when no dialog of
    // this one is waiting for an answer (they stay the person's to answer).
    void requested(const QStringList &request);

private:
    void receive();
    void deliver();

    QLockFile m_lock;
    QLocalServer m_server;
    QList<QStringList> m_waiting;
    QTimer m_retry;
};
