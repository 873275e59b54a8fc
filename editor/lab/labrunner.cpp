#include "labrunner.h"

#include <QThread>

LabRunner::LabRunner(QObject *parent) : QObject(parent)
{}

LabRunner::~LabRunner()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
        delete m_thread;
    }
}

void LabRunner::start(Job job, int threads)
{
    Q_ASSERT(!m_thread);
    m_cancel = false;
    m_pending = {};
    m_clock.start();
    m_thread = QThread::create([this, job = std::move(job), threads] {
        houserules::RunOptions options;
        options.threads = threads;
        options.cancel = &m_cancel;
        // Called on this thread by the engine: hand the numbers over, queued.
        options.progress = [this](const houserules::Progress &p) {
            QMetaObject::invokeMethod(
                this, [this, p] { onProgress(p.done, p.total); }, Qt::QueuedConnection);
        };
        QElapsedTimer clock;
        clock.start();
        m_pending = job(options);
        m_pending.seconds = double(clock.nsecsElapsed()) / 1e9;
    });
    // QThread::finished comes from the ending thread; queued to this one, it
    // arrives after every progress report the run sent.
    connect(m_thread, &QThread::finished, this, &LabRunner::onThreadFinished, Qt::QueuedConnection);
    m_thread->start();
}

void LabRunner::cancel()
{
    m_cancel = true;
}

namespace {
constexpr qint64 kGamesForAnEstimate = 2;
constexpr double kSecondsForAnEstimate = 0.5;
} // namespace

void LabRunner::onProgress(qint64 done, qint64 total)
{
    if (!m_thread)
        return;
    const double seconds = double(m_clock.nsecsElapsed()) / 1e9;
    // Too few games or too little time give a wild estimate (one slow game
    // in the first second reads as "0 games/s, 423 min left"): none yet.
    const bool known = done >= kGamesForAnEstimate && seconds >= kSecondsForAnEstimate;
    const double rate = known ? double(done) / seconds : -1;
    const double left = known ? double(total - done) / rate : -1;
    Q_EMIT progressed(done, total, rate, left);
}

void LabRunner::onThreadFinished()
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_result = std::move(m_pending);
    m_pending = {};
    Q_EMIT finished();
}
