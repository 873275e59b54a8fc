#pragma once

#include "userdata/setaside.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <optional>

class GameSession;

// Where the game in progress is kept: written after every decision (and when
// the window closes), so that a crash or a killed process loses at most the
// decision being made. Once the game is over it becomes the last game.
namespace autosave {

QString fileName();
bool exists();
void remove();
// Writes `text` atomically (QSaveFile: the old autosave stays whole until
// the new one is complete and synced to disk). False with `error` set when
// it cannot be written.
bool write(const QByteArray &text, QString *error);
// The last game played to its end, kept after the program ends (replayed and
// saved from the start page) until the next game begins.
QString lastGameFileName();
bool lastGameExists();
void forgetLastGame();

// At start: an autosave that cannot be resumed (unreadable, not a record, a
// variant that is gone, a decision that is not legal) is moved aside; what
// to report, or nothing when there is no autosave or it resumes.
std::optional<setaside::Report> setAsideIfBroken();

// Keeps the autosave of a game: the record is put into text on the caller's
// (UI) thread, in microseconds, and written on a worker thread, because a
// QSaveFile's commit syncs to disk, which on a busy disk takes longer than a
// frame (65 ms seen). One write at a time, in order; of the writes asked for
// meanwhile only the newest is kept, as it holds all the others.
class Writer final : public QObject {
public:
    explicit Writer(QObject *parent = nullptr);
    ~Writer() override;
    // The game as it is now; once it is over, it is kept as the last game
    // and the autosave goes.
    void save(const GameSession &session);
    // Waits until everything asked for is on disk (before the app closes or
    // reads the autosave).
    void finish();

private:
    struct Job {
        bool over = false;
        QByteArray text;
    };
    void startNext();
    static void run(const Job &job);

    std::optional<Job> m_waiting;
    QFutureWatcher<void> m_running;
};

} // namespace autosave
