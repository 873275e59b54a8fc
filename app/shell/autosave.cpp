#include "autosave.h"

#include "session/gamesession.h"

#include "core/record.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtConcurrent>

using namespace Qt::Literals::StringLiterals;

namespace autosave {

QString fileName()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + u"/autosave.yaml"_s;
}

bool exists()
{
    return QFile::exists(fileName());
}
void remove()
{
    QFile::remove(fileName());
}

bool write(const QByteArray &text, QString *error)
{
    QSaveFile file(fileName());
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

std::optional<setaside::Report> setAsideIfBroken()
{
    const QString file = fileName();
    if (!QFile::exists(file))
        return std::nullopt;
    QString why;
    const auto record = houserules::readRecord(file.toStdString());
    if (!record)
        why = QString::fromStdString(record.errors().front().toString());
    else if (!GameSession::fromRecord(*record, &why))
        why = why.isEmpty() ? u"?"_s : why;
    else
        return std::nullopt;
    return setaside::Report {setaside::Report::Kind::Autosave, setaside::moveAside(file), why};
}

Writer::Writer(QObject *parent) : QObject(parent)
{
    connect(&m_running, &QFutureWatcher<void>::finished, this, &Writer::startNext);
}

Writer::~Writer()
{
    finish();
}

void Writer::save(const GameSession &session)
{
    Job job;
    job.remove = session.isOver();
    if (!job.remove)
        job.text = QByteArray::fromStdString(houserules::writeRecord(session.record()));
    m_waiting = std::move(job);
    if (!m_running.isRunning())
        startNext();
}

void Writer::finish()
{
    m_running.waitForFinished();
    if (m_waiting) {
        run(*m_waiting);
        m_waiting.reset();
    }
}

void Writer::startNext()
{
    if (!m_waiting || m_running.isRunning())
        return;
    m_running.setFuture(QtConcurrent::run(&Writer::run, *m_waiting));
    m_waiting.reset();
}

void Writer::run(const Job &job)
{
    if (job.remove) {
        remove();
        return;
    }
    QString error;
    if (!write(job.text, &error))
        qWarning("houserules: cannot autosave to %s: %s", qUtf8Printable(fileName()), qUtf8Printable(error));
}

} // namespace autosave
