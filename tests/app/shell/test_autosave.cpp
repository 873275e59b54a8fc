// No game lost: the autosave is written after every decision, atomically, so
// a process killed at any moment (SIGKILL, no chance to clean up) resumes
// from its last decision; an autosave or settings file that cannot be read
// is moved aside with a timestamp, reported once, and never blocks a start.

#include "app/apptestsupport.h"

#include "preferences/languagemanager.h"
#include "preferences/settings.h"
#include "session/autosave.h"
#include "shell/mainwindow.h"
#include "shell/replaydialog.h"
#include "shell/startpage.h"

#include "editorservices.h"
#include "notebook/notebook.h"

#include "core/records/record.h"
#include "replay.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <optional>

#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// The files beside `file` that it was moved aside to.
QStringList setAsideCopies(const QString &file)
{
    const QFileInfo info(file);
    return info.dir().entryList({info.fileName() + u".unreadable-*"_s}, QDir::Files);
}

// The decisions of the record in `file` when it replays legally, else none.
QStringList replayedDecisionsQuietly(const QString &file)
{
    auto replayed = houserules::replayFile(file.toStdString());
    if (!replayed || replayed->stopped)
        return {};
    QStringList texts;
    for (const auto &decision : replayed->record.decisions)
        texts << QString::fromStdString(decision.text);
    return texts;
}

// The decisions of the record in `file` (which must replay legally), as text.
QStringList replayedDecisions(const QString &file)
{
    auto replayed = houserules::replayFile(file.toStdString());
    if (!replayed) {
        qWarning("%s", replayed.errors().front().toString().c_str());
        return {u"<unreadable>"_s};
    }
    if (replayed->stopped) {
        qWarning("%s", replayed->stopped->toString().c_str());
        return {u"<illegal>"_s};
    }
    QStringList texts;
    for (const auto &decision : replayed->record.decisions)
        texts << QString::fromStdString(decision.text);
    return texts;
}

// The autosave of a two-player game of Blasting Billy played 24
// decisions in, each chosen at random from those legal.
std::optional<QByteArray> autosaveOfAGame(quint64 seed)
{
    LanguageManager languages;
    MainWindow window(&languages);
    if (!window.startGame(apptest::setup(2, 2, seed)))
        return std::nullopt;
    GameSession *session = window.session();
    QRandomGenerator random(seed);
    for (int step = 0; step < 24 && !session->isOver(); ++step) {
        if (session->curtainDown())
            session->lift();
        const auto legal = session->legal();
        if (!session->play(legal[random.bounded(int(legal.size()))]))
            return std::nullopt;
    }
    window.close();
    QFile file(autosave::fileName());
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

// Whether the record `whole`, cut within one of its decisions' lines, still
// replays with a decision never made (its last line a shorter legal one).
bool hasALegalCut(const QByteArray &whole, const QStringList &decisions)
{
    const QString probe = QDir::temp().filePath(u"houserules-cut-probe.yaml"_s);
    qsizetype line = whole.indexOf("\ndecisions:\n");
    bool found = false;
    for (const QString &decision : decisions) {
        line = whole.indexOf("\n  - ", line + 1) + 1;
        const QByteArray text = decision.toUtf8();
        for (qsizetype length = text.size() - 1; length > 0 && !found; --length) {
            writeFile(probe, whole.left(line) + "  - " + text.left(length));
            const QStringList replayed = replayedDecisionsQuietly(probe);
            found = !replayed.isEmpty() && replayed.back() == QString::fromUtf8(text.left(length));
        }
    }
    QFile::remove(probe);
    return found;
}

// The installed app run as a person would, in a home of its own: its
// settings and autosave live under `home`.
class AppProcess {
public:
    explicit AppProcess(const QString &home) : m_home(home)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"HOME"_s, home);
        env.insert(u"XDG_CONFIG_HOME"_s, home + u"/config"_s);
        env.insert(u"XDG_DATA_HOME"_s, home + u"/data"_s);
        m_process.setProcessEnvironment(env);
        m_process.setProgram(QStringLiteral(HOUSERULES_APP));
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    }
    ~AppProcess() { kill(); }

    QString autosaveFile() const { return m_home + u"/data/Houserules/houserules/autosave.yaml"_s; }
    QString settingsFile() const { return m_home + u"/config/Houserules/houserules.conf"_s; }

    bool start(const QStringList &arguments)
    {
        m_process.setArguments(arguments);
        m_process.start();
        return m_process.waitForStarted(10000);
    }
    bool running() const { return m_process.state() == QProcess::Running; }
    // The exit code once the app has ended by itself within `timeoutMs`; -1 if not.
    int exitCode(int timeoutMs)
    {
        if (!m_process.waitForFinished(timeoutMs) || m_process.exitStatus() != QProcess::NormalExit)
            return -1;
        return m_process.exitCode();
    }
    QString variantsDir() const { return m_home + u"/data/Houserules/houserules/variants"_s; }
    // The processor time the app has used so far, in milliseconds, and the
    // most memory it has held (its peak resident set), in kB, from /proc.
    qint64 cpuMilliseconds() const
    {
        QFile stat(u"/proc/%1/stat"_s.arg(m_process.processId()));
        if (!stat.open(QIODevice::ReadOnly))
            return -1;
        // The fields after the command's name, which ends at the last ')'.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        const qint64 ticks = fields.value(11).toLongLong() + fields.value(12).toLongLong(); // utime, stime
        return ticks * 1000 / ::sysconf(_SC_CLK_TCK);
    }
    qint64 peakKilobytes() const
    {
        QFile status(u"/proc/%1/status"_s.arg(m_process.processId()));
        if (!status.open(QIODevice::ReadOnly))
            return -1;
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM:"))
                return line.mid(6).trimmed().split(' ').value(0).toLongLong();
        return -1;
    }
    // SIGKILL: no destructor, no close event, no chance to save.
    void kill()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        ::kill(pid_t(m_process.processId()), SIGKILL);
        m_process.waitForFinished(10000);
    }
    // Waits until the autosave holds at least `decisions` decisions.
    bool waitForDecisions(int decisions, int timeoutMs = 60000) const
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            if (running() && QFile::exists(autosaveFile())) {
                const auto record = houserules::readRecord(autosaveFile().toStdString());
                if (record && int(record->decisions.size()) >= decisions)
                    return true;
            }
            QTest::qWait(20);
        }
        return false;
    }

private:
    QString m_home;
    QProcess m_process;
};

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }
    // Nothing left for the next test: the autosave, and the copies set aside
    // by a test that failed before removing its own.
    void cleanup()
    {
        autosave::remove();
        autosave::forgetLastGame();
        const QDir dir = QFileInfo(autosave::fileName()).dir();
        for (const QString &copy : setAsideCopies(autosave::fileName()))
            QFile::remove(dir.filePath(copy));
    }

    void writtenAfterEveryDecision()
    {
        LanguageManager languages;
        MainWindow window(&languages);
        QVERIFY(window.startGame(apptest::setup(4, 1, 11)));
        GameSession *session = window.session();
        session->setBotDelay(0);
        QVERIFY(!autosave::exists());
        for (int step = 0; step < 12 && !session->isOver(); ++step) {
            const auto legal = session->legal();
            if (legal.empty()) {
                QTest::qWait(1);
                continue;
            }
            QVERIFY(session->play(legal.front()));
            QTRY_VERIFY(session->currentPlayer() == 0 || session->isOver());
            // What the file holds is the game so far, decision for decision
            // (written on a worker thread: waited for, as the app does at close).
            window.close();
            const auto saved = houserules::readRecord(autosave::fileName().toStdString());
            QVERIFY(saved);
            QCOMPARE(int(saved->decisions.size()), session->decisionCount());
            QCOMPARE(saved->decisions.back().text, session->record().decisions.back().text);
            session->resume(); // closing paused the bots
        }
    }

    // An unfinished game kept in the autosave (the app just started, nothing
    // in the window) is not replaced by a game file opened from the command
    // line or the menu without a question: cancel keeps it, save writes it
    // to a file of the person's choice first, discard lets the file in.
    void openingAnotherGameAsksFirst()
    {
        LanguageManager languages;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString other;
        QByteArray unfinished;
        {
            MainWindow first(&languages);
            QVERIFY(first.startGame(apptest::setup(2, 2, 7))); // two people: nothing moves by itself
            GameSession *session = first.session();
            for (int step = 0; step < 3; ++step) {
                if (session->curtainDown())
                    session->lift();
                QVERIFY(!session->legal().empty());
                QVERIFY(session->play(session->legal().front()));
            }
            other = dir.filePath(u"other.yaml"_s); // the same game so far: a file to open
            QVERIFY(first.saveGame(other));
            first.close(); // the autosave is on disk
        }
        QFile kept(autosave::fileName());
        QVERIFY(kept.open(QIODevice::ReadOnly));
        unfinished = kept.readAll();
        kept.close();
        QVERIFY(!unfinished.isEmpty());

        MainWindow window(&languages);
        const auto answer = [](QMessageBox::StandardButton button) {
            QTimer::singleShot(0, [button] {
                QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                QCOMPARE(box->objectName(), u"leaveGameBox"_s);
                QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
                box->button(button)->click();
            });
        };
        answer(QMessageBox::Cancel);
        QVERIFY(!window.openGameFile(other));
        QVERIFY(!window.session());
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), unfinished);
        kept.close();

        // Save: a file dialog, then the file holds the unfinished game.
        const QString savedTo = dir.filePath(u"unfinished.yaml"_s);
        QTimer::singleShot(0, [savedTo] {
            QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
            qobject_cast<QMessageBox *>(QApplication::activeModalWidget())->button(QMessageBox::Save)->click();
            QTimer::singleShot(0, [savedTo] {
                QTRY_VERIFY(qobject_cast<QFileDialog *>(QApplication::activeModalWidget()));
                auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
                dialog->selectFile(savedTo);
                QMetaObject::invokeMethod(dialog, "accept");
            });
        });
        QVERIFY(window.openGameFile(other));
        QFile saved(savedTo);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), unfinished);
        QVERIFY(window.session());

        // The game in the window now: discard lets the next one in.
        if (window.session()->curtainDown())
            window.session()->lift();
        QVERIFY(!window.session()->legal().empty());
        QVERIFY(window.session()->play(window.session()->legal().front()));
        answer(QMessageBox::Discard);
        QVERIFY(window.openGameFile(savedTo));
    }

    // An autosave cut short in its last decision (a full disk, a dying
    // machine) resumes up to its last whole decision; the start page says
    // how many were recovered; the file as it was is kept aside.
    void cutShortResumesToItsLastWholeDecision()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s); // the English plural
        {
            MainWindow first(&languages);
            QVERIFY(first.startGame(apptest::setup(2, 2, 9)));
            GameSession *session = first.session();
            for (int step = 0; step < 6; ++step) {
                if (session->curtainDown())
                    session->lift();
                QVERIFY(session->play(session->legal().front()));
            }
            first.close();
        }
        QFile file(autosave::fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray whole = file.readAll();
        file.close();
        QVERIFY(whole.endsWith('\n'));
        writeFile(autosave::fileName(), whole.left(whole.size() - 4)); // the last decision cut

        MainWindow window(&languages);
        window.show();
        QCOMPARE(setAsideCopies(autosave::fileName()).size(), 1);
        QVERIFY(autosave::exists());
        const QString notice = window.startPage()->notice()->text();
        QVERIFY2(notice.contains(u"The last game was cut short; 5 decisions could be recovered"_s), qPrintable(notice));
        QVERIFY2(
            notice.contains(u"1 decision after them could not be read whole and was left out."_s), qPrintable(notice));
        QVERIFY2(notice.contains(setAsideCopies(autosave::fileName()).front()), qPrintable(notice));
        QVERIFY(window.startPage()->continueButton()->isVisible());
        QVERIFY(window.continueGame());
        QCOMPARE(window.session()->decisionCount(), 5);
        QFile::remove(QFileInfo(autosave::fileName()).dir().filePath(setAsideCopies(autosave::fileName()).front()));
    }

    // Cut at every byte of a real autosave, it resumes only whole decisions:
    // a last line cut off is dropped, even where what is left is itself a
    // legal decision ("loot gold-1" left of "loot gold-10"). The autosave is
    // of a game where such a cut exists, found by playing a few deals.
    void cutAnywhereResumesOnlyWholeDecisions()
    {
        QByteArray whole;
        QStringList decisions;
        for (quint64 seed = 1; seed <= 40 && whole.isEmpty(); ++seed) {
            const auto played = autosaveOfAGame(seed);
            QVERIFY(played);
            const QStringList those = replayedDecisions(autosave::fileName());
            if (hasALegalCut(*played, those)) {
                whole = *played;
                decisions = those;
            }
        }
        QVERIFY2(!whole.isEmpty(), "no deal had a decision whose cut is another legal decision");
        const QDir dir = QFileInfo(autosave::fileName()).dir();
        int resumed = 0;
        for (qsizetype cut = 0; cut <= whole.size(); ++cut) {
            writeFile(autosave::fileName(), whole.left(cut));
            const auto report = autosave::setAsideIfBroken();
            for (const QString &copy : setAsideCopies(autosave::fileName()))
                QFile::remove(dir.filePath(copy));
            if (!autosave::exists())
                continue;
            const QStringList kept = replayedDecisions(autosave::fileName());
            QVERIFY2(kept == decisions.mid(0, kept.size()),
                qPrintable(u"cut at byte %1: %2"_s.arg(cut).arg(kept.join(u", "_s))));
            // The notice counts every decision begun and not resumed, the
            // one cut in its line among them.
            const qsizetype list = whole.indexOf("\ndecisions:\n");
            const qsizetype begun = cut > list ? whole.left(cut).mid(list).count("\n  -") : 0;
            if (report && report->recovered >= 0)
                QVERIFY2(report->recovered + report->dropped == begun,
                    qPrintable(u"cut at byte %1: %2 resumed, %3 left out of %4"_s.arg(cut)
                                   .arg(report->recovered)
                                   .arg(report->dropped)
                                   .arg(begun)));
            ++resumed;
        }
        QVERIFY(resumed > decisions.size()); // the cuts within the decisions resume
    }

    void removedWhenTheGameIsOver()
    {
        LanguageManager languages;
        MainWindow window(&languages);
        auto setup = apptest::setup(3, 0, 5); // bots only: the game plays itself
        QVERIFY(window.startGame(setup));
        window.session()->setBotDelay(30); // slow enough to see the autosave come and go
        QTRY_VERIFY(autosave::exists());
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->isOver(), 30000);
        QTRY_VERIFY(!autosave::exists());
    }

    // Continue names the game it resumes; an '&' in it is shown, not taken
    // for a keyboard shortcut ("Halunken & Spelunken", not "Halunken _Spelunken").
    void continueShowsAnAmpersand()
    {
        QFile record(QStringLiteral(HOUSERULES_TEST_DATA) + u"/halunken-spelunken/standard-game.yaml"_s);
        QVERIFY(record.open(QIODevice::ReadOnly));
        QByteArray text = record.readAll();
        text.truncate(text.indexOf("decisions:"));
        writeFile(autosave::fileName(), text + "decisions: [place 4]\n");
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(window.startPage()->continueButton()->isVisible());
        QVERIFY2(window.startPage()->continueButton()->text().startsWith(
                     u"Continue: Halunken && Spelunken, Standard game ("_s),
            qPrintable(window.startPage()->continueButton()->text()));
    }

    // A game played to its end stays after the program ends: the start page
    // offers to replay it (every seat's view) and to save it, until the next
    // game begins.
    void lastGameStaysUntilTheNextBegins()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        {
            MainWindow first(&languages);
            QVERIFY(first.startGame(apptest::setup(3, 0, 5))); // bots only: the game plays itself
            first.session()->setBotDelay(0);
            QTRY_VERIFY_WITH_TIMEOUT(first.session()->isOver(), 30000);
            first.close();
        }
        QVERIFY(!autosave::exists());
        QVERIFY(autosave::lastGameExists());
        QFile kept(autosave::lastGameFileName());
        QVERIFY(kept.open(QIODevice::ReadOnly));
        const QByteArray finished = kept.readAll();
        kept.close();

        MainWindow window(&languages);
        window.show();
        StartPage *page = window.startPage();
        QVERIFY(page->lastGameRow()->isVisible());
        QVERIFY(!page->continueButton()->isVisible());
        QVERIFY(page->lastGameRow()->findChild<QLabel *>()->text().startsWith(
            u"The last game, played to the end: Blasting Billy, Standard rules ("_s));

        // Replay: the whole game, every seat's view offered.
        QTimer::singleShot(0, [] {
            QTRY_VERIFY(qobject_cast<ReplayDialog *>(QApplication::activeModalWidget()));
            auto *dialog = qobject_cast<ReplayDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog->length() > 0);
            QVERIFY(dialog->viewersOffered().contains(houserules::kAllKnowing)); // over: every card
            QVERIFY(dialog->viewersOffered().contains(2));
            dialog->reject();
        });
        page->replayLastButton()->click();

        // Save: a copy where the person says.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString savedTo = dir.filePath(u"finished.yaml"_s);
        QTimer::singleShot(0, [savedTo] {
            QTRY_VERIFY(qobject_cast<QFileDialog *>(QApplication::activeModalWidget()));
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            dialog->selectFile(savedTo);
            QMetaObject::invokeMethod(dialog, "accept");
        });
        page->saveLastButton()->click();
        QFile saved(savedTo);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), finished);

        // The next game begins: the last one goes.
        QVERIFY(window.startGame(apptest::setup(3, 1, 6)));
        QVERIFY(!autosave::lastGameExists());
        window.showStartPage();
        QVERIFY(!page->lastGameRow()->isVisible());
    }

    // The process is killed at moments chosen at random, again and again; each
    // time the autosave is whole, replays legally, and the next start goes
    // on from its last decision.
    void killedAtAnyMomentLosesNothing()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        AppProcess app(home.path());
        // Bots at their fast pace, so the game moves on while we watch.
        writeFile(app.settingsFile(), "[General]\nlanguage=en\nanimationPace=0\nbotPace=1\n");
        const QString start = home.filePath(u"start.yaml"_s);
        writeFile(start,
            "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob, Cid, Dot]\n"
            "first_player: 0\nseed: 21\nseats: [normal, normal, easy, normal]\ndecisions: []\n");

        QVERIFY(app.start({start}));
        QVERIFY(app.waitForDecisions(3));
        QStringList before;
        QRandomGenerator random(2026);
        for (int kill = 0; kill < 6; ++kill) {
            QTest::qWait(int(random.bounded(50, 700))); // anywhere in a bot's pause or write
            app.kill();
            const QStringList saved = replayedDecisions(app.autosaveFile());
            QVERIFY2(!saved.isEmpty() && !saved.front().startsWith(u'<'), "the autosave is whole and legal");
            // Nothing of what was saved before is lost or changed.
            QVERIFY(saved.size() >= before.size());
            QCOMPARE(saved.mid(0, before.size()), before);
            before = saved;
            // Continue: the app opens the autosave and the bots play on from it.
            QVERIFY(app.start({app.autosaveFile()}));
            QVERIFY2(app.waitForDecisions(int(before.size()) + 1), "the game goes on after the last decision");
        }
        app.kill();
        const QStringList last = replayedDecisions(app.autosaveFile());
        QCOMPARE(last.mid(0, before.size()), before);
    }

    // A game file opened while Houserules runs (a double-click on a saved
    // game) goes to the running window, which asks about its unfinished game
    // before anything replaces it; the second program ends at once. Two
    // windows would share one autosave: the second's computer players would
    // overwrite the first's game, and the end of their game would move it to
    // lastgame.yaml.
    void aSecondInstanceHandsItsFileToTheFirst()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        AppProcess first(home.path());
        writeFile(first.settingsFile(), "[General]\nlanguage=en\nanimationPace=0\nbotPace=1\n");
        const QString mine = home.filePath(u"mine.yaml"_s), theirs = home.filePath(u"theirs.yaml"_s);
        writeFile(mine,
            "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Xavier, Yolanda]\n"
            "first_player: 1\nseed: 8\nseats: [human, normal]\ndecisions: []\n");
        writeFile(theirs,
            "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob, Cid]\n"
            "first_player: 0\nseed: 5\nseats: [normal, normal, normal]\ndecisions: []\n");
        QVERIFY(first.start({mine}));
        QVERIFY(first.waitForDecisions(1)); // the computer has played; Xavier's turn
        const QStringList before = replayedDecisions(first.autosaveFile());

        for (const QStringList &arguments : {QStringList {theirs}, QStringList {}, QStringList {theirs}}) {
            AppProcess second(home.path());
            QVERIFY(second.start(arguments));
            QCOMPARE(second.exitCode(10000), 0); // handed over
        }
        QTest::qWait(1500); // time enough for computer players to play a whole game at their fast pace
        QVERIFY(first.running());
        const auto kept = houserules::readRecord(first.autosaveFile().toStdString());
        QVERIFY(kept);
        QCOMPARE(kept->players, (std::vector<std::string> {"Xavier", "Yolanda"}));
        QCOMPARE(replayedDecisions(first.autosaveFile()), before);
        QVERIFY(!QFile::exists(QFileInfo(first.autosaveFile()).dir().filePath(u"lastgame.yaml"_s)));

        // Killed while it asks: the unfinished game is still there to continue.
        first.kill();
        QCOMPARE(replayedDecisions(first.autosaveFile()), before);
    }

    void brokenAutosaveIsSetAsideAndReportedOnce_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::newRow("binary") << QByteArray("\x7f"
                                              "ELF\x02\x01\x01\0\0\0\xff\xfe",
            12);
        QTest::newRow("half a record") << QByteArray("game: blasting-billy\nvariant: blasting-billy/standard\nplay");
        QTest::newRow("variant gone") << QByteArray(
            "game: blasting-billy\nvariant: blasting-billy/gone\nplayers: [A, B, C]\nseed: 1\ndecisions: []\n");
        QTest::newRow("illegal decision") << QByteArray(
            "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [A, B, C]\nfirst_player: 0\nseed: 1\n"
            "seats: [human, normal, normal]\ndecisions: [billy gold-99]\n");
    }
    void brokenAutosaveIsSetAsideAndReportedOnce()
    {
        QFETCH(QByteArray, contents);
        writeFile(autosave::fileName(), contents);
        {
            LanguageManager languages;
            MainWindow window(&languages);
            window.show();
            // Moved aside, with the time in its name, and said on the start page.
            const QStringList copies = setAsideCopies(autosave::fileName());
            QCOMPARE(copies.size(), 1);
            QVERIFY(!autosave::exists());
            QVERIFY(window.startPage()->notice()->isVisible());
            QVERIFY(window.startPage()->notice()->text().contains(copies.front()));
            // The reason and the next sentence are two sentences ("… decisions. The file …").
            QVERIFY2(QRegularExpression(u"[.!?] The file was kept as "_s)
                         .match(window.startPage()->notice()->text())
                         .hasMatch(),
                qPrintable(window.startPage()->notice()->text()));
            QVERIFY(!window.startPage()->continueButton()->isVisible());
            // A new game starts as if nothing had happened.
            QVERIFY(window.startGame(apptest::setup(3, 1)));
            QFile::remove(QFileInfo(autosave::fileName()).dir().filePath(copies.front()));
        }
        LanguageManager languages;
        MainWindow again(&languages);
        again.show();
        QVERIFY(!again.startPage()->notice()->isVisible()); // once
    }

    void brokenSettingsAreSetAside()
    {
        const QString file = QSettings().fileName();
        writeFile(file, QByteArray("[General]\nlanguage=de\n\0\0\xff[broken\n", 28));
        const auto report = settings::setAsideIfUnreadable();
        QVERIFY(report);
        QCOMPARE(report->kind, setaside::Report::Kind::Settings);
        QVERIFY(QFile::exists(report->file));
        QVERIFY(!QFile::exists(file));
        QCOMPARE(QSettings().status(), QSettings::NoError);
        QVERIFY(!settings::setAsideIfUnreadable()); // once
        QFile::remove(report->file);
        apptest::isolate(); // the test's own settings again
    }

    // A damaged notebook is moved aside by the notebook itself; the app
    // says so on the start page with how to salvage its runs, and the
    // editors get the new one.
    void brokenNotebookIsReported()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"notebook.sqlite"_s);
        {
            Notebook made(file);
            QCOMPARE(made.status(), Notebook::Status::Open);
        }
        // Garbage over its pages past the first (SQLite's header intact).
        QFile io(file);
        QVERIFY(io.open(QIODevice::ReadWrite));
        QVERIFY(io.size() >= 3 * 4096);
        io.seek(4096);
        io.write(QByteArray(int(io.size()) - 4096, '\x5a'));
        io.close();
        Notebook::Options held;
        held.holdForInstance = true;
        auto notebook = std::make_shared<Notebook>(file, held);
        QCOMPARE(notebook->status(), Notebook::Status::SetAside);
        LanguageManager languages;
        MainWindow window(&languages);
        window.setNotebook(notebook);
        window.show();
        const QString notice = window.startPage()->notice()->text();
        QVERIFY2(notice.contains(u"The notebook of the lab's runs could not be read"_s), qPrintable(notice));
        QVERIFY2(notice.contains(notebook->setAsideAs()), qPrintable(notice));
        QVERIFY2(notice.contains(u"houserules-cli notebook salvage %1 --out runs.json"_s.arg(notebook->setAsideAs())),
            qPrintable(notice));
        QVERIFY(QFile::exists(notebook->setAsideAs()));
        QCOMPARE(window.editorServices()->notebook, notebook);
    }

    // The whole app, started on broken files, starts, moves both aside, and
    // the second start finds nothing to report.
    void appStartsOnBrokenFiles()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        AppProcess app(home.path());
        QByteArray garbage(4096, '\0');
        for (int i = 0; i < garbage.size(); ++i)
            garbage[i] = char(QRandomGenerator::global()->bounded(256));
        writeFile(app.settingsFile(), garbage);
        writeFile(app.autosaveFile(), garbage);
        QVERIFY(app.start({}));
        QTRY_COMPARE_WITH_TIMEOUT(setAsideCopies(app.autosaveFile()).size(), 1, 10000);
        QCOMPARE(setAsideCopies(app.settingsFile()).size(), 1);
        QTest::qWait(500);
        QVERIFY2(app.running(), "the app started and stays up");
        app.kill();
        QVERIFY(app.start({}));
        QTest::qWait(1000);
        QVERIFY(app.running());
        app.kill();
        QCOMPARE(setAsideCopies(app.autosaveFile()).size(), 1);
        QCOMPARE(setAsideCopies(app.settingsFile()).size(), 1);
    }

    // Variants written to cost gigabytes (a long value named as a key
    // thousands of times; thousands of errors) in the user's own folder:
    // the app starts beside them, within a second of processor time and
    // 256 MB, and stays up.
    void appStartsBesideHostileVariants()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        AppProcess app(home.path());
        const QByteArray head = "game: blasting-billy\nextends: standard\ntitle: {en: Hostile}\n";
        QByteArray aliasedKeys = head + "description: &k " + QByteArray(60000, 'x') + "\nparameters:\n";
        for (int i = 0; i < 20000; ++i)
            aliasedKeys += "  ? *k\n  : " + QByteArray::number(i) + "\n";
        QByteArray manyErrors = head + "parameters:\n";
        for (int i = 0; manyErrors.size() < 2000000; ++i)
            manyErrors += "  unknown_" + QByteArray::number(i) + ": 1\n";
        writeFile(app.variantsDir() + u"/blasting-billy/aliased-keys.yaml"_s, aliasedKeys);
        writeFile(app.variantsDir() + u"/blasting-billy/many-errors.yaml"_s, manyErrors);
        QVERIFY(app.start({}));
        QTest::qWait(3000);
        QVERIFY2(app.running(), "the app started and stays up");
        const qint64 cpu = app.cpuMilliseconds();
        const qint64 peak = app.peakKilobytes();
        QVERIFY2(cpu >= 0 && cpu < 1000, qPrintable(u"%1 ms of processor time"_s.arg(cpu)));
        QVERIFY2(peak > 0 && peak < 256 * 1024, qPrintable(u"%1 kB at most"_s.arg(peak)));
        app.kill();
    }
};

QTEST_MAIN(TestAutosave)
#include "test_autosave.moc"
