#include "autosave.h"

#include "gamesession.h"

#include "core/records/record.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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

QString lastGameFileName()
{
    return QFileInfo(fileName()).dir().filePath(u"lastgame.yaml"_s);
}

bool lastGameExists()
{
    return QFile::exists(lastGameFileName());
}

void forgetLastGame()
{
    QFile::remove(lastGameFileName());
}

namespace {

bool writeFile(const QString &name, const QByteArray &text, QString *error)
{
    QSaveFile file(name);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace

bool write(const QByteArray &text, QString *error)
{
    return writeFile(fileName(), text, error);
}

namespace {

// Why `text` cannot be resumed; empty when it can. The number of its
// decisions in `decisions`.
QString whyNotResumable(const QByteArray &text, const QString &file, int *decisions)
{
    const auto record = houserules::parseRecord(text.toStdString(), file.toStdString());
    if (!record)
        return QString::fromStdString(record.errors().front().toString());
    QString why;
    if (!GameSession::fromRecord(*record, &why))
        return why.isEmpty() ? u"?"_s : why;
    *decisions = int(record->decisions.size());
    return {};
}

// An autosave cut short (a full disk, a dying machine) ends in a line cut
// off, or a decision half written: its text up to the last whole line, then
// without its last decisions (one per line, "  - ...") until it resumes.
// Nothing when the cut fell before the decisions.
// `dropped` counts the decisions left out, the one cut in its line among them.
std::optional<QByteArray> resumablePart(QByteArray text, const QString &file, int *decisions, int *dropped)
{
    const qsizetype whole = text.lastIndexOf('\n') + 1;
    *dropped = text.mid(whole).trimmed().startsWith("-") ? 1 : 0;
    text.truncate(whole);
    for (;;) {
        if (!text.isEmpty() && whyNotResumable(text, file, decisions).isEmpty())
            return text;
        const qsizetype lastLine = text.lastIndexOf('\n', text.size() - 2) + 1;
        if (text.isEmpty() || !text.mid(lastLine).trimmed().startsWith("- "))
            return std::nullopt;
        text.truncate(lastLine);
        ++*dropped;
    }
}

} // namespace

std::optional<setaside::Report> setAsideIfBroken()
{
    const QString file = fileName();
    QFile in(file);
    if (!in.exists())
        return std::nullopt;
    const QByteArray text = in.open(QIODevice::ReadOnly) ? in.read(2 * 1024 * 1024 + 1) : QByteArray();
    in.close();
    int decisions = 0;
    QString why = whyNotResumable(text, file, &decisions);
    // An autosave is written with its last line whole: one that is not was
    // cut in it, though what is left may still read as a decision ("loot
    // gold-1" left of "loot gold-10"), one that was never made.
    if (why.isEmpty() && !text.isEmpty() && !text.endsWith('\n'))
        why = QCoreApplication::translate("autosave", "The file ends in the middle of a line.");
    if (why.isEmpty())
        return std::nullopt;
    setaside::Report report {setaside::Report::Kind::Autosave, setaside::moveAside(file), why};
    QString error;
    int dropped = 0;
    if (const auto part = resumablePart(text, file, &decisions, &dropped); part && write(*part, &error)) {
        report.recovered = decisions;
        report.dropped = dropped;
    }
    return report;
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
    job.over = session.isOver();
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
    const QString file = job.over ? lastGameFileName() : fileName();
    QString error;
    if (!writeFile(file, job.text, &error))
        qWarning("houserules: cannot autosave to %s: %s", qUtf8Printable(file), qUtf8Printable(error));
    else if (job.over)
        remove(); // the game is whole in the last game's file
}

} // namespace autosave
