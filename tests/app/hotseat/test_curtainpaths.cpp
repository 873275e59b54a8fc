// Hot-seat: the ways round the curtain that go through another window, a
// dialog or a page, attacked as a hostile group would. The curtain is down
// and ready for the next person; someone opens a dialog (save, load,
// settings, rules, replay, about, a message box) or the start page, closes
// it with a key or a click, and a moment later presses Enter or Space, or
// clicks where the dialog's button was. Input made in that other window
// belongs to that window: the curtain must stay down until the table has
// been quiet for its own moment again, and then lift only by its button
// (clicked, or Enter or Space while it has the focus, also after Tab). The
// page's own keys (copy the deal number, leave the guide) do nothing then.
// Every path runs in every game (HOUSERULES_PRIVACY_GAME picks one per
// process, as for the privacy suite).

#include "app/apptestsupport.h"
#include "app/playbyinput.h"
#include "privacysupport.h"

#include "games/inputgate.h"
#include "games/rulescontrols.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "shell/curtain.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"
#include "shell/rulesdialog.h"
#include "shell/startpage.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr int kQuiet = InputGate::kHandOverQuietMilliseconds;

using apptest::focused;
using apptest::sendKey;
using apptest::windowClock;

bool wanted(const QString &variant)
{
    const QString game = qEnvironmentVariable("HOUSERULES_PRIVACY_GAME");
    return game.isEmpty() || variant.startsWith(game + u'/');
}

const char *const kVariants[]
    = {"blasting-billy/standard", "boomo/standard", "halunken-spelunken/standard", "wyatt-earp/standard"};

// Runs `act` on the first modal dialog (or, if `window` is set, the first
// new top-level window of that class) once it is shown.
class WhenShown {
public:
    explicit WhenShown(std::function<void(QWidget *)> act, std::function<QWidget *()> find = {})
        : m_act(std::move(act)), m_find(std::move(find))
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            QWidget *widget = m_find ? m_find() : QApplication::activeModalWidget();
            if (!widget || !widget->isVisible())
                return;
            m_timer.stop();
            m_done = true;
            m_act(widget);
        });
        m_timer.start();
    }
    bool done() const { return m_done; }

private:
    std::function<void(QWidget *)> m_act;
    std::function<QWidget *()> m_find;
    QTimer m_timer;
    bool m_done = false;
};

// A key pressed in a dialog, which closes it on the press (as a dialog's
// default button and Escape do); its release comes later, to whatever has
// the keyboard then: the window below.
void pressIn(QWidget *dialog, int key)
{
    QWidget *to = dialog->focusWidget() ? dialog->focusWidget() : dialog;
    sendKey(to, QEvent::KeyPress, key, false, windowClock());
}

void releaseBelow(QWidget *fallback, int key)
{
    QTest::qWait(30);
    sendKey(focused(fallback), QEvent::KeyRelease, key, false, windowClock());
}

// A deliberate press of `key` (press and release) on whatever has the keyboard.
void pressKey(QWidget *fallback, int key)
{
    QWidget *to = focused(fallback);
    sendKey(to, QEvent::KeyPress, key, false, windowClock());
    sendKey(focused(fallback), QEvent::KeyRelease, key, false, windowClock());
}

QAction *actionNamed(MainWindow &window, const QString &name)
{
    for (QAction *top : window.menuBar()->actions())
        if (top->menu())
            for (QAction *action : top->menu()->actions())
                if (action->text().remove(u'&') == name)
                    return action;
    return nullptr;
}

} // namespace

class TestCurtainPaths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        InputGate::setDefaultQuietMilliseconds(kQuiet);
        QVERIFY(m_files.isValid());
    }

    void throughAnotherWindow_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("path");
        const char *const paths[] = {
            "save, Enter twice",
            "load, a message box, Escape then Enter",
            "new game, a message box, Escape then Space",
            "settings, Escape then Enter",
            "rules, Escape then Space",
            "replay, Escape then Space",
            "about, Enter twice",
            "copy the deal, Ctrl+C",
            "leave the guide, Ctrl+W",
            "start page, Continue double-clicked",
            "start page, Continue then Enter",
            "start page, Continue then the curtain's button",
            "a click on the curtain beside its button",
            "another application, then Enter",
        };
        for (const char *variant : kVariants)
            if (wanted(QString::fromLatin1(variant)))
                for (const char *path : paths)
                    QTest::newRow(qPrintable(u"%1: %2"_s.arg(QString::fromLatin1(variant), QString::fromLatin1(path))))
                        << QString::fromLatin1(variant) << QString::fromLatin1(path);
    }

    void throughAnotherWindow()
    {
        QFETCH(QString, variant);
        QFETCH(QString, path);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(readyBehindCurtain(window, variant));
        GameSession *session = window.session();
        Curtain *curtain = window.gamePage()->curtain();
        const int decisions = session->decisionCount();

        if (path.startsWith(u"save"_s)) {
            // Ctrl+S, a name, Enter to save; Enter again 0.35 s later.
            const QString file = m_files.filePath(u"saved.yaml"_s);
            WhenShown typed([&](QWidget *dialog) {
                auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
                QVERIFY(name);
                name->setText(file);
                name->setFocus();
                pressIn(dialog, Qt::Key_Return);
            });
            QTest::keySequence(focused(curtain), QKeySequence::Save);
            QVERIFY(typed.done());
            QVERIFY(QFileInfo::exists(file));
            releaseBelow(curtain, Qt::Key_Return);
            QTest::qWait(350);
            pressKey(curtain, Qt::Key_Return);
        } else if (path.startsWith(u"load"_s) || path.startsWith(u"new game"_s)) {
            // The box that asks whether to leave the game, left with Escape.
            const bool load = path.startsWith(u"load"_s);
            WhenShown asked([&](QWidget *box) {
                QVERIFY(qobject_cast<QMessageBox *>(box));
                pressIn(box, Qt::Key_Escape);
            });
            QTest::keySequence(focused(curtain), load ? QKeySequence::Open : QKeySequence::New);
            QVERIFY(asked.done());
            releaseBelow(curtain, Qt::Key_Escape);
            QTest::qWait(200);
            pressKey(curtain, load ? Qt::Key_Return : Qt::Key_Space);
        } else if (path.startsWith(u"settings"_s) || path.startsWith(u"about"_s)) {
            const bool about = path.startsWith(u"about"_s);
            const int key = about ? Qt::Key_Return : Qt::Key_Escape;
            WhenShown closed([&](QWidget *dialog) { pressIn(dialog, key); });
            QAction *action = actionNamed(window, about ? u"About Houserules"_s : u"Settings…"_s);
            QVERIFY(action);
            if (about) {
                action->trigger();
            } else {
                // Settings by its key (Ctrl+, where the desktop has none of its own).
                QVERIFY(!action->shortcuts().isEmpty());
                QTest::keySequence(focused(curtain), action->shortcuts().front());
            }
            QVERIFY(closed.done());
            releaseBelow(curtain, key);
            QTest::qWait(about ? 350 : 250);
            pressKey(curtain, Qt::Key_Return);
        } else if (path.startsWith(u"rules"_s)) {
            // F1 opens the rules beside the game (not modal); Escape closes them.
            QTest::keyClick(focused(curtain), Qt::Key_F1);
            RulesDialog *rules = nullptr;
            QTRY_VERIFY((rules = window.findChild<RulesDialog *>()) && rules->isVisible());
            rules->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(rules));
            pressIn(rules, Qt::Key_Escape);
            QTRY_VERIFY(!rules || !rules->isVisible());
            window.activateWindow();
            releaseBelow(curtain, Qt::Key_Escape);
            QTest::qWait(150);
            pressKey(curtain, Qt::Key_Space);
        } else if (path.startsWith(u"replay"_s)) {
            WhenShown closed([&](QWidget *dialog) { pressIn(dialog, Qt::Key_Escape); });
            QAction *replay = actionNamed(window, u"Replay this game"_s);
            QVERIFY(replay && replay->isEnabled());
            replay->trigger();
            QVERIFY(closed.done());
            releaseBelow(curtain, Qt::Key_Escape);
            QTest::qWait(150);
            pressKey(curtain, Qt::Key_Space);
        } else if (path.startsWith(u"copy the deal"_s)) {
            // The deal number deals every hand again: not while people share the screen.
            QGuiApplication::clipboard()->setText(u"before"_s);
            QTest::keySequence(focused(curtain), RulesControls::copyDealKey());
            QTest::qWait(200);
            QCOMPARE(QGuiApplication::clipboard()->text(), u"before"_s);
        } else if (path.startsWith(u"leave the guide"_s)) {
            // No guide in a hot-seat game: the key neither closes the game nor lifts the curtain.
            QTest::keySequence(focused(curtain), RulesControls::closeGuideKey());
            QTest::qWait(200);
            QVERIFY(window.gamePage()->isVisible());
        } else if (path.startsWith(u"start page"_s)) {
            QAction *back = actionNamed(window, u"Back to the start page"_s);
            QVERIFY(back);
            back->trigger();
            QTRY_VERIFY(window.startPage()->isVisible());
            QPushButton *resume = window.startPage()->continueButton();
            QVERIFY(resume && resume->isVisible());
            // Where the button is in the window: the second click lands on
            // whatever is there once the game shows again.
            const QPoint at = resume->mapTo(&window, resume->rect().center());
            QTest::mouseClick(resume, Qt::LeftButton);
            QTRY_VERIFY(window.gamePage()->isVisible());
            if (path.endsWith(u"double-clicked"_s)) {
                // The second click lands on what is there now; where the
                // window's layout puts the side panel there, on the curtain
                // all the same (as on a smaller screen).
                QWidget *under = window.childAt(at);
                QPoint point = under ? under->mapFrom(&window, at) : QPoint();
                if (!under || (under != curtain && !curtain->isAncestorOf(under))) {
                    under = curtain;
                    point = QPoint(curtain->width() / 4, curtain->height() / 4);
                }
                // The double click's second press and its release (QTest's
                // double click is the press alone).
                QTest::mouseDClick(under, Qt::LeftButton, {}, point);
                QTest::mouseRelease(under, Qt::LeftButton, {}, point);
            } else if (path.endsWith(u"Enter"_s)) {
                QTest::qWait(200);
                pressKey(curtain, Qt::Key_Return);
            } else {
                QTest::qWait(100);
                auto *ready = curtain->findChild<QPushButton *>(u"curtainReady"_s);
                QVERIFY(ready);
                QTest::mouseClick(ready, Qt::LeftButton);
            }
        } else if (path.startsWith(u"a click on the curtain"_s)) {
            // Ready, and clicked anywhere but on its button: nothing.
            auto *ready = curtain->findChild<QPushButton *>(u"curtainReady"_s);
            QVERIFY(ready);
            for (const QPoint &point : {QPoint(10, 10), ready->geometry().bottomRight() + QPoint(30, 30),
                     ready->geometry().topLeft() - QPoint(5, 5)}) {
                QTest::mouseClick(curtain, Qt::LeftButton, {}, point);
                QTest::qWait(200);
                QVERIFY2(curtain->isVisible(), "a click beside the button lifted the curtain");
                // The keyboard stays with the button, ringed as it is.
                QCOMPARE(QApplication::focusWidget(), ready);
            }
        } else if (path.startsWith(u"another application"_s)) {
            // The window loses the keyboard to another program and gets it back.
            QWidget other;
            other.setWindowTitle(u"another program"_s);
            other.resize(300, 200);
            other.show();
            other.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&other));
            other.close();
            window.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            QTest::qWait(100);
            pressKey(curtain, Qt::Key_Return);
        } else {
            QFAIL("unknown path");
        }

        // A moment later it is still down: the public view, nothing played.
        QTest::qWait(300);
        QVERIFY2(curtain->isVisible(), "the curtain lifted");
        QCOMPARE(window.session(), session);
        QCOMPARE(session->viewer(), kSpectator);
        QCOMPARE(session->decisionCount(), decisions);
        const QString leak = privacy::leak(*session, kSpectator);
        QVERIFY2(leak.isEmpty(), qPrintable(leak));

        // And it still lifts for the next person, deliberately, once quiet.
        QVERIFY(apptest::liftCurtain(curtain));
        QCOMPARE(session->viewer(), session->currentPlayer());
    }

    // Only its button lifts it: clicked, or Enter or Space while it has the
    // keyboard, also after Tab (which keeps the keyboard on the curtain and
    // shows the button's focus ring).
    void onlyItsButton_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("key");
        for (const char *variant : kVariants)
            if (wanted(QString::fromLatin1(variant))) {
                QTest::newRow(qPrintable(u"%1: Tab, Enter"_s.arg(QString::fromLatin1(variant))))
                    << QString::fromLatin1(variant) << int(Qt::Key_Return);
                QTest::newRow(qPrintable(u"%1: Tab, Space"_s.arg(QString::fromLatin1(variant))))
                    << QString::fromLatin1(variant) << int(Qt::Key_Space);
            }
    }

    void onlyItsButton()
    {
        QFETCH(QString, variant);
        QFETCH(int, key);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(readyBehindCurtain(window, variant));
        Curtain *curtain = window.gamePage()->curtain();
        auto *ready = curtain->findChild<QPushButton *>(u"curtainReady"_s);
        QVERIFY(ready);
        const QImage before = ready->grab().toImage();
        // Tab and Shift+Tab, several times: the keyboard stays on the curtain.
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(focused(curtain), Qt::Key_Tab);
            QVERIFY2(curtain->isAncestorOf(QApplication::focusWidget()), "Tab left the curtain");
            QTest::keyClick(focused(curtain), Qt::Key_Backtab, Qt::ShiftModifier);
            QVERIFY2(curtain->isAncestorOf(QApplication::focusWidget()), "Shift+Tab left the curtain");
        }
        QTest::keyClick(focused(curtain), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), ready);
        QVERIFY2(ready->grab().toImage() != before, "the focused button shows no focus ring");
        QVERIFY(curtain->isVisible());
        // Tab is input too: the curtain waits for quiet again.
        QTRY_VERIFY_WITH_TIMEOUT(!curtain->isGuarding(), kQuiet * 3);
        QTest::keyClick(focused(curtain), Qt::Key(key));
        QTRY_VERIFY_WITH_TIMEOUT(curtain->isHidden(), 3000);
        QCOMPARE(window.session()->viewer(), window.session()->currentPlayer());
    }

private:
    // A hot-seat game of the variant with a few decisions played, its
    // curtain down and ready for the next person (the table quiet for long).
    static bool readyBehindCurtain(MainWindow &window, const QString &variant)
    {
        const int people = variant.startsWith(u"boomo"_s) || variant.startsWith(u"blasting"_s) ? 2 : 3;
        if (!window.startGame(apptest::setup(people, people, 918273645, 0, variant)))
            return false;
        GameSession *session = window.session();
        InputGate *gate = window.gamePage()->table()->inputGate();
        gate->setQuietMilliseconds(0); // quickly through the first hand-overs
        Curtain *curtain = window.gamePage()->curtain();
        Rng pick(11);
        for (int handovers = 0; handovers < 2 || !curtain->isVisible();) {
            if (session->isOver())
                return false;
            if (curtain->isVisible()) {
                if (!apptest::liftCurtain(curtain))
                    return false;
                ++handovers;
            }
            if (!playbyinput::decide(window.gamePage()->table(), *session, pick))
                return false;
        }
        gate->setQuietMilliseconds(kQuiet);
        // Ready: the next person could lift it now.
        return QTest::qWaitFor([curtain] { return !curtain->isGuarding(); }, 5000) && session->decisionCount() > 0;
    }

    QTemporaryDir m_files;
};

QTEST_MAIN(TestCurtainPaths)
#include "test_curtainpaths.moc"
