#include "singleinstance.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QLocalSocket>
#include <QStandardPaths>
#include <QThread>

using namespace Qt::Literals::StringLiterals;

namespace {

QString dataFolder()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir;
}

// Short enough for a socket path; the same for every instance of one home.
QString serverName()
{
    return u"houserules-"_s
        + QString::fromLatin1(
            QCryptographicHash::hash(dataFolder().toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
}

constexpr char kReceived = 'k';
constexpr qsizetype kMaxRequestBytes = 64 * 1024; // a few paths

} // namespace

SingleInstance::SingleInstance(QObject *parent) : QObject(parent), m_lock(dataFolder() + u"/instance.lock"_s)
{
    m_lock.setStaleLockTime(0); // held for the whole run: only a dead process's lock is stale
    m_retry.setInterval(250);
    connect(&m_retry, &QTimer::timeout, this, &SingleInstance::deliver);
    connect(&m_server, &QLocalServer::newConnection, this, &SingleInstance::receive);
}

bool SingleInstance::claim()
{
    if (!m_lock.tryLock(0))
        return false;
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    QLocalServer::removeServer(serverName()); // left by an instance that died
    m_server.listen(serverName());
    return true;
}

bool SingleInstance::handOver(const QStringList &request, int timeoutMs) const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << request;
    const QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        QLocalSocket socket;
        socket.connectToServer(serverName());
        if (socket.waitForConnected(int(std::max<qint64>(deadline.remainingTime(), 1)))) {
            socket.write(bytes);
            socket.flush();
            while (socket.bytesAvailable() == 0 && !deadline.hasExpired()
                && socket.waitForReadyRead(int(std::max<qint64>(deadline.remainingTime(), 1)))) {}
            if (socket.read(1) == QByteArray(1, kReceived))
                return true;
        }
        QThread::msleep(100); // the first instance may be starting: not listening yet
    }
    return false;
}

QStringList SingleInstance::openRequest(const QString &file)
{
    return {u"open"_s, QFileInfo(file).absoluteFilePath()};
}

QStringList SingleInstance::editRequest(const QString &fileOrId)
{
    // A file from the sender's folder; else an id ("blasting-billy/standard").
    return {u"edit"_s, QFileInfo::exists(fileOrId) ? QFileInfo(fileOrId).absoluteFilePath() : fileOrId};
}

QStringList SingleInstance::showRequest()
{
    return {u"show"_s};
}

void SingleInstance::receive()
{
    while (QLocalSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (socket->bytesAvailable() > kMaxRequestBytes) {
                socket->abort();
                return;
            }
            QDataStream in(socket);
            in.startTransaction();
            QStringList request;
            in >> request;
            if (!in.commitTransaction())
                return; // not all of it yet
            socket->write(QByteArray(1, kReceived));
            socket->flush();
            socket->disconnectFromServer();
            if (!request.isEmpty()) {
                m_waiting.append(request);
                deliver();
            }
        });
    }
}

void SingleInstance::deliver()
{
    // A question on the screen (Save / Discard / Cancel, a file dialog) is
    // answered first: a request would open a second one over it.
    if (QApplication::activeModalWidget()) {
        m_retry.start();
        return;
    }
    m_retry.stop();
    while (!m_waiting.isEmpty() && !QApplication::activeModalWidget())
        Q_EMIT requested(m_waiting.takeFirst());
    if (!m_waiting.isEmpty())
        m_retry.start();
}
