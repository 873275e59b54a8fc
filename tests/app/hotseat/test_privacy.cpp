// Hot-seat, attacked the way a curious or tired player would: for every mode
// of every game a whole game of the most people the mode allows, played at
// the real window with keys (the keys written on each table), with the
// curtain's real quiet moment at the first hand-overs: the key that made a
// move held down across the hand-over (its repeats as an X server without
// detectable auto-repeat sends them: a release and a press at the same
// time, unflagged; and flagged), bursts of presses 100–900 ms apart, a
// reflexive second press, clicks on the curtain while it waits. At every
// hand-over, with the curtain down and once it is lifted, every visible
// text of every window (titles, labels, buttons, lists, the log, the
// status, the table's items, tooltips and card art) is read against what
// the true game says that viewer may not know, and the log against the
// engine's own events as that viewer saw them. Then, behind the curtain,
// every action of every menu and every shortcut: nothing private appears.

#include "app/apptestsupport.h"
#include "app/playbyinput.h"
#include "privacysupport.h"

#include "games/inputgate.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "session/gamelogmodel.h"
#include "shell/curtain.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"
#include "shell/replaydialog.h"
#include "shell/startpage.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// The real wait after a hand-over; the first hand-overs of each game are
// attacked with it, the rest (checked just as closely) go quicker.
constexpr int kQuiet = InputGate::kHandOverQuietMilliseconds;
constexpr int kAttackedHandovers = 5;

using apptest::focused;
using apptest::sendKey;
using apptest::windowClock;

enum class Attack { Held, Burst, Reflex, LateReflex, Clicks, None };

struct Mode {
    const char *variant;
    int people;
};

// CTest runs one game per process (HOUSERULES_PRIVACY_GAME), side by side.
bool wanted(const QString &variant)
{
    const QString game = qEnvironmentVariable("HOUSERULES_PRIVACY_GAME");
    return game.isEmpty() || variant.startsWith(game + u'/');
}

const Mode kModes[] = {
    {"blasting-billy/standard", 5},
    {"boomo/standard", 6},
    {"boomo/short", 6},
    {"halunken-spelunken/intro", 4},
    {"halunken-spelunken/standard", 4},
    {"halunken-spelunken/two-player", 2},
    {"wyatt-earp/standard", 6},
    {"wyatt-earp/poker-for-shares", 6},
};

} // namespace

class TestPrivacy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        InputGate::setDefaultQuietMilliseconds(kQuiet);
    }

    void hotSeatGame_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("people");
        for (const Mode &mode : kModes)
            if (wanted(QString::fromLatin1(mode.variant)))
                QTest::newRow(mode.variant) << QString::fromLatin1(mode.variant) << mode.people;
    }

    void hotSeatGame()
    {
        QFETCH(QString, variant);
        QFETCH(int, people);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.startGame(apptest::setup(people, people, 739104528 + quint64(people), 0, variant)));
        GameSession *session = window.session();
        Curtain *curtain = window.gamePage()->curtain();
        TableView *table = window.gamePage()->table();
        InputGate *gate = table->inputGate();
        Rng pick(std::uint64_t(qHash(variant)));
        int handovers = 0;
        QString leak;
        while (!session->isOver()) {
            if (curtain->isVisible()) {
                const Attack attack = handovers < kAttackedHandovers ? Attack(handovers % 5) : Attack::None;
                if (handovers == kAttackedHandovers)
                    gate->setQuietMilliseconds(0); // the rest of the game, quicker
                QVERIFY2(handOver(window, *session, curtain, attack, &leak), qPrintable(leak));
                ++handovers;
            }
            QCOMPARE(session->viewer(), session->currentPlayer());
            const auto legal = session->legal();
            QVERIFY(!legal.empty());
            const int before = session->decisionCount();
            const int seat = session->currentPlayer();
            // Who plays next decides the attack: the key that makes this
            // decision is held across the hand-over it causes.
            const bool hold = handovers < kAttackedHandovers && Attack(handovers % 5) == Attack::Held;
            int key = playbyinput::prepareAny(table, legal, pick);
            for (int attempt = 0; attempt < 20 && key == 0; ++attempt)
                key = playbyinput::prepareAny(table, legal, pick);
            QVERIFY(key != 0);
            if (hold) {
                QVERIFY2(holdAcross(key, table, *session, curtain, before, &leak), qPrintable(leak));
            } else {
                QTest::keyClick(focused(table), Qt::Key(key));
            }
            if (session->decisionCount() == before) {
                // A choice these keys could not make here: any other, by keys.
                QTest::keyClick(focused(table), Qt::Key_Escape);
                QVERIFY(playbyinput::decide(table, *session, pick));
            }
            QVERIFY(session->decisionCount() == before + 1);
            if (!session->isOver() && session->currentPlayer() == seat)
                QVERIFY(curtain->isHidden()); // the same person goes on
        }
        QVERIFY(handovers >= people);
        // The end is everyone's: the public view, and the breakdown.
        QCOMPARE(session->viewer(), kSpectator);
        QTRY_VERIFY(window.gamePage()->breakdown());
        leak = privacy::leak(*session, kSpectator);
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
        QVERIFY(!table->resultLine().isEmpty());
    }

    // Behind the curtain: every action of every menu, every shortcut and
    // every key of the tables shows nothing private and plays nothing.
    void menusBehindTheCurtain_data()
    {
        QTest::addColumn<QString>("variant");
        for (const char *variant :
            {"blasting-billy/standard", "boomo/standard", "halunken-spelunken/two-player", "wyatt-earp/standard"})
            if (wanted(QString::fromLatin1(variant)))
                QTest::newRow(variant) << QString::fromLatin1(variant);
    }

    void menusBehindTheCurtain()
    {
        QFETCH(QString, variant);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const int people = variant.contains(u"two-player"_s) ? 2 : 3;
        QVERIFY(window.startGame(apptest::setup(people, people, 604213977, 0, variant)));
        GameSession *session = window.session();
        window.gamePage()->table()->inputGate()->setQuietMilliseconds(0);
        Rng pick(5);
        // A few hand-overs in, with the curtain down.
        for (int handovers = 0; handovers < 3 || !window.gamePage()->curtain()->isVisible();) {
            if (window.gamePage()->curtain()->isVisible()) {
                QVERIFY(apptest::liftCurtain(window.gamePage()->curtain()));
                ++handovers;
            }
            QVERIFY(playbyinput::decide(window.gamePage()->table(), *session, pick));
        }
        const int decisions = session->decisionCount();
        auto stillBehind = [&](const QString &what) -> QString {
            session = window.session();
            if (session->decisionCount() != decisions)
                return what + u": a decision was made"_s;
            if (session->viewer() != kSpectator)
                return what + u": the viewer is "_s + QString::number(session->viewer());
            if (const QString leak = privacy::leak(*session, kSpectator); !leak.isEmpty())
                return what + u": "_s + leak;
            return {};
        };

        // The table's own keys reach only the curtain, which lifts on
        // nothing but Enter and Space.
        Curtain *curtain = window.gamePage()->curtain();
        for (int key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_B, Qt::Key_D, Qt::Key_H,
                 Qt::Key_L, Qt::Key_N, Qt::Key_P, Qt::Key_R, Qt::Key_S, Qt::Key_Y, Qt::Key_1, Qt::Key_2, Qt::Key_3,
                 Qt::Key_Backspace, Qt::Key_Tab, Qt::Key_Escape}) {
            QTest::keyClick(focused(curtain), Qt::Key(key));
            QVERIFY(curtain->isVisible());
        }
        QString problem = stillBehind(u"keys"_s);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // Every action, through its menu, with whatever dialog it opens read
        // and closed; then its shortcut.
        QList<QAction *> actions;
        std::function<void(QMenu *)> collect = [&](QMenu *menu) {
            for (QAction *action : menu->actions()) {
                if (action->menu()) {
                    Q_EMIT action->menu()->aboutToShow();
                    collect(action->menu());
                } else if (!action->isSeparator()) {
                    actions << action;
                }
            }
        };
        for (QAction *top : window.menuBar()->actions())
            if (top->menu())
                collect(top->menu());
        QVERIFY(actions.size() >= 15);
        QAction *quit = nullptr;
        QAction *startPage = nullptr;
        for (QAction *action : std::as_const(actions)) {
            const QString name = action->text().remove(u'&');
            if (name == u"Quit"_s) {
                quit = action;
                continue;
            }
            if (name.startsWith(u"Back to the start"_s)) {
                startPage = action;
                continue;
            }
            problem = trigger(action, [&] { return stillBehind(name); });
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            if (!action->shortcut().isEmpty()) {
                problem = trigger(
                    action, [&] { return stillBehind(name + u" (shortcut)"_s); },
                    [&] { QTest::keySequence(focused(curtain), action->shortcut()); });
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
            }
            languages.setLanguage(u"en"_s); // after the language menu
            QVERIFY2(window.gamePage()->curtain()->isVisible(), qPrintable(name));
        }
        // The start page, and back to the game: still behind its curtain.
        QVERIFY(startPage);
        startPage->trigger();
        problem = stillBehind(u"start page"_s);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!window.windowTitle().contains(gameUi(session->gameId())->title()));
        auto *resume = window.startPage()->findChild<QPushButton *>(u"continueButton"_s);
        QVERIFY(resume && resume->isVisible());
        QTest::mouseClick(resume, Qt::LeftButton);
        QTRY_VERIFY(window.gamePage() && window.gamePage()->isVisible());
        QVERIFY(window.gamePage()->curtain()->isVisible());
        problem = stillBehind(u"continue"_s);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // Quit last: the window closes, the game is kept.
        QVERIFY(quit);
        quit->trigger();
        QTRY_VERIFY(!window.isVisible());
    }

private:
    // Triggers `action` (or does `how`), reading and closing every modal
    // dialog it opens and every window it shows; the first problem `check`
    // finds, or empty.
    static QString trigger(
        QAction *action, const std::function<QString()> &check, const std::function<void()> &how = {})
    {
        QString problem;
        const QWidgetList before = QApplication::topLevelWidgets();
        QTimer closer;
        closer.setInterval(30);
        QObject::connect(&closer, &QTimer::timeout, [&] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                if (problem.isEmpty())
                    problem = check();
                if (auto *replay = qobject_cast<ReplayDialog *>(modal);
                    replay && replay->viewersOffered() != QList<int> {kSpectator} && problem.isEmpty())
                    problem = u"the replay offers more than the public view"_s;
                if (auto *dialog = qobject_cast<QDialog *>(modal))
                    dialog->reject();
                else
                    modal->close();
            }
        });
        closer.start();
        if (how)
            how();
        else
            action->trigger();
        QTest::qWait(60);
        closer.stop();
        if (problem.isEmpty())
            problem = check();
        // Windows it opened (the rules, an editor) are read, then closed.
        for (QWidget *widget : QApplication::topLevelWidgets())
            if (widget->isVisible() && !before.contains(widget) && !qobject_cast<QMenu *>(widget)) {
                widget->close();
            }
        QTest::qWait(10);
        return problem;
    }

    // The key that makes a decision held across the hand-over it causes:
    // its repeats (as X sends them, flagged or not) never lift the curtain.
    static bool holdAcross(int key, TableView *table, GameSession &session, Curtain *curtain, int before, QString *leak)
    {
        QWidget *target = focused(table);
        sendKey(target, QEvent::KeyPress, key, false, windowClock());
        if (session.decisionCount() == before) {
            sendKey(focused(table), QEvent::KeyRelease, key, false, windowClock());
            return true; // nothing happened: the caller tries again
        }
        QElapsedTimer held;
        held.start();
        QTest::qWait(400); // the keyboard's delay before repeating
        bool flagged = false;
        while (held.elapsed() < 1500) {
            const unsigned long now = windowClock();
            QWidget *to = focused(curtain);
            if (flagged) {
                sendKey(to, QEvent::KeyPress, key, true, now);
            } else {
                sendKey(to, QEvent::KeyRelease, key, false, now);
                sendKey(focused(curtain), QEvent::KeyPress, key, false, now);
            }
            flagged = !flagged;
            QTest::qWait(40);
            if (!session.isOver() && session.currentPlayer() != session.viewer() && session.viewer() != kSpectator) {
                *leak = u"the held key gave the screen to "_s + QString::number(session.viewer());
                return false;
            }
            if (session.decisionCount() != before + 1) {
                *leak = u"the held key made another decision"_s;
                return false;
            }
        }
        sendKey(focused(curtain), QEvent::KeyRelease, key, false, windowClock());
        QTest::qWait(200);
        if (session.decisionCount() != before + 1) {
            *leak = u"the held key made another decision"_s;
            return false;
        }
        return true;
    }

    // One hand-over: the public view behind the curtain, the attack, the
    // lift, the next person's view. False with `leak` set on a problem.
    static bool handOver(MainWindow &window, GameSession &session, Curtain *curtain, Attack attack, QString *leak)
    {
        auto behind = [&](const QString &when) {
            if (!curtain->isVisible()) {
                *leak = when + u": the curtain lifted"_s;
                return false;
            }
            if (session.viewer() != kSpectator) {
                *leak = when + u": the viewer is "_s + QString::number(session.viewer());
                return false;
            }
            *leak = privacy::leak(session, kSpectator);
            if (leak->isEmpty() && window.gamePage()->logModel())
                if (logDiffers(session, window, leak))
                    return false;
            return leak->isEmpty();
        };
        if (!behind(u"curtain down"_s))
            return false;
        const int next = session.currentPlayer();
        Rng timing(std::uint64_t(session.decisionCount()) * 7919);
        switch (attack) {
        case Attack::Burst:
            // Reflexive presses 100–900 ms apart: each restarts the wait.
            // (The curtain lifts, if it does, a moment after a release:
            // each press is looked at that moment later.)
            for (int i = 0; i < 5; ++i) {
                constexpr int kLook = 140;
                QTest::qWait(std::max(0, 100 + int(timing.below(800)) - kLook));
                QTest::keyClick(focused(curtain), Qt::Key_Return);
                QTest::qWait(kLook);
                if (!behind(u"burst press %1"_s.arg(i + 1)))
                    return false;
            }
            break;
        case Attack::Reflex:
            // A second press of the key that played, about 0.75 s after it.
            QTest::qWait(750);
            QTest::keyClick(focused(curtain), Qt::Key_Return);
            QTest::qWait(300);
            if (!behind(u"reflexive second press"_s))
                return false;
            break;
        case Attack::LateReflex:
            // A second press as late as a reflex comes: 1.2 s after the move.
            QTest::qWait(1200);
            QTest::keyClick(focused(curtain), Qt::Key_Return);
            QTest::qWait(200);
            if (!behind(u"late second press"_s))
                return false;
            break;
        case Attack::Clicks: {
            auto *ready = curtain->findChild<QPushButton *>(u"curtainReady"_s);
            for (int i = 0; i < 3; ++i) {
                QTest::qWait(200);
                QTest::mouseClick(ready, Qt::LeftButton);
                QTest::mouseClick(curtain, Qt::LeftButton);
                if (!behind(u"click while it waits"_s))
                    return false;
            }
            break;
        }
        case Attack::Held:
        case Attack::None:
            break;
        }
        // Then the next person, deliberately: once it is ready, Enter.
        if (!QTest::qWaitFor([&] { return !curtain->isGuarding(); }, 5000)) {
            *leak = u"the curtain never got ready"_s;
            return false;
        }
        QTest::keyClick(focused(curtain), Qt::Key_Return);
        if (!QTest::qWaitFor([&] { return curtain->isHidden(); }, 3000)) {
            *leak = u"a deliberate Enter did not lift the curtain"_s;
            return false;
        }
        if (session.viewer() != next) {
            *leak = u"lifted for %1, not %2"_s.arg(session.viewer()).arg(next);
            return false;
        }
        *leak = privacy::leak(session, next);
        if (leak->isEmpty())
            logDiffers(session, window, leak);
        return leak->isEmpty();
    }

    static bool logDiffers(const GameSession &session, MainWindow &window, QString *problem)
    {
        const GameLogModel *log = window.gamePage()->logModel();
        const QStringList expected = privacy::expectedLog(session);
        for (int row = 0; row < expected.size(); ++row)
            if (row >= log->rowCount() || log->index(row).data().toString() != expected[row]) {
                *problem
                    = u"log line %1 for viewer %2: '%3', the engine's events say '%4'"_s.arg(row)
                          .arg(session.viewer())
                          .arg(row < log->rowCount() ? log->index(row).data().toString() : QString(), expected[row]);
                return true;
            }
        if (!session.isOver() && log->rowCount() != expected.size()) {
            *problem = u"the log has %1 lines, the events make %2"_s.arg(log->rowCount()).arg(expected.size());
            return true;
        }
        return false;
    }
};

QTEST_MAIN(TestPrivacy)
#include "test_privacy.moc"
