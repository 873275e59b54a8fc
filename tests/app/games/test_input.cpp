// Input belongs to the moment it was made in: the rules of the InputGate
// that every table and its curtain share, driven through real key and mouse
// events with real waits. The curtain waits for a quiet moment after it
// falls and then lifts only on a deliberate press and release or click; a
// held key (its repeats flagged or, as some X servers send them, an
// unflagged release and press at the same time) acts once; a person's turn
// after a computer player's is not made by what was pressed before it, and
// the turn line says so while the table waits.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billytable.h"
#include "games/gameui.h"
#include "games/inputgate.h"
#include "shell/curtain.h"
#include "shell/gamepage.h"

#include "blastingbilly/state.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using apptest::focused;
using apptest::repeatUnflagged;
using apptest::sendKey;
using apptest::windowClock;

namespace {

constexpr int kQuiet = 400;

struct Table {
    std::unique_ptr<GameSession> session;
    std::unique_ptr<GamePage> page;
    Curtain *curtain() const { return page->curtain(); }
    BillyTable *table() const { return static_cast<BillyTable *>(page->table()); }
};

// Blasting Billy on a page shown like the window's, `humans` people first.
Table open(int players, int humans)
{
    Table t;
    t.session = apptest::start(apptest::setup(players, humans, 31));
    t.page = std::make_unique<GamePage>(t.session.get(), *gameUi(u"blasting-billy"_s));
    t.page->resize(1400, 900);
    t.page->show();
    t.page->activateWindow();
    return t;
}

// Ann's card chosen and pointed at the box: the next D plays it.
void pointAtTheBox(BillyTable *table)
{
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Right);
    QTest::keyClick(table, Qt::Key_D);
}

} // namespace

class TestInput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        InputGate::setDefaultQuietMilliseconds(kQuiet);
    }

    // Presses coming faster than the quiet moment keep it waiting; then a
    // deliberate Enter lifts it.
    void curtainWaitsForAQuietMoment()
    {
        Table t = open(2, 2);
        QVERIFY(QTest::qWaitForWindowExposed(t.page.get()));
        Curtain *curtain = t.curtain();
        QVERIFY(curtain->isVisible());
        for (int i = 0; i < 6; ++i) {
            QTest::qWait(kQuiet / 2);
            QTest::keyClick(focused(curtain), Qt::Key_Return);
            QTest::qWait(150);
            QVERIFY(curtain->isVisible());
            QVERIFY(curtain->isGuarding());
        }
        QCOMPARE(t.session->viewer(), kSpectator);
        QTRY_VERIFY(!curtain->isGuarding());
        QTest::keyClick(focused(curtain), Qt::Key_Return);
        QTRY_VERIFY(curtain->isHidden());
        QCOMPARE(t.session->viewer(), 0);
    }

    // The Enter that plays a move, held down: the curtain that move lowers
    // stays down through every repeat, flagged or not, and at the release.
    void heldKeyNeverLiftsTheCurtain()
    {
        Table t = open(2, 2);
        QVERIFY(apptest::liftCurtain(t.curtain()));
        pointAtTheBox(t.table());
        sendKey(t.table(), QEvent::KeyPress, Qt::Key_D, false, windowClock());
        QCOMPARE(t.session->decisionCount(), 1);
        Curtain *curtain = t.curtain();
        QVERIFY(curtain->isVisible());
        for (int i = 0; i < 40; ++i) {
            QTest::qWait(30);
            if (i % 2)
                sendKey(focused(curtain), QEvent::KeyPress, Qt::Key_D, true, windowClock());
            else
                repeatUnflagged(focused(curtain), Qt::Key_D);
            QVERIFY(curtain->isVisible());
        }
        sendKey(focused(curtain), QEvent::KeyRelease, Qt::Key_D, false, windowClock());
        QTest::qWait(200);
        QVERIFY(curtain->isVisible());
        QCOMPARE(t.session->viewer(), kSpectator);
        QCOMPARE(t.session->decisionCount(), 1);
    }

    // Once it is ready: Enter held (not a press and release) never lifts
    // it; the release of a key pressed before it was ready does not either.
    void onlyAPressAndItsReleaseLiftIt()
    {
        Table t = open(2, 2);
        Curtain *curtain = t.curtain();
        QTRY_VERIFY(!curtain->isGuarding());
        // Held: its first repeat comes as a release and a press at once.
        sendKey(focused(curtain), QEvent::KeyPress, Qt::Key_Return, false, windowClock());
        QTest::qWait(300);
        for (int i = 0; i < 10; ++i) {
            repeatUnflagged(focused(curtain), Qt::Key_Return);
            QTest::qWait(40);
        }
        sendKey(focused(curtain), QEvent::KeyRelease, Qt::Key_Return, false, windowClock());
        QTest::qWait(300);
        QVERIFY(curtain->isVisible());
        // Then a deliberate Space lifts it.
        QTRY_VERIFY(!curtain->isGuarding());
        QTest::keyClick(focused(curtain), Qt::Key_Space);
        QTRY_VERIFY(curtain->isHidden());
        QCOMPARE(t.session->viewer(), 0);
        // A press while it waits, its release once it is ready: no lift.
        pointAtTheBox(t.table());
        QTest::keyClick(t.table(), Qt::Key_D);
        QTRY_VERIFY(curtain->isVisible());
        sendKey(focused(curtain), QEvent::KeyPress, Qt::Key_Return, false, windowClock());
        QTRY_VERIFY_WITH_TIMEOUT(!curtain->isGuarding(), 3000);
        sendKey(focused(curtain), QEvent::KeyRelease, Qt::Key_Return, false, windowClock());
        QTest::qWait(300);
        QVERIFY(curtain->isVisible());
    }

    // The end-of-game breakdown opens behind the same gate: Enter pressed
    // at once (a reflex after the last move) or held does not close it
    // unread; once the table has been quiet, Enter closes it.
    void breakdownWaitsForAQuietMoment()
    {
        Table t = open(2, 0);
        t.session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(t.page->breakdown(), 30000);
        QWidget *dialog = t.page->breakdown()->window();
        QVERIFY(dialog->isVisible());
        QTest::keyClick(focused(dialog), Qt::Key_Return);
        QTest::qWait(50);
        QVERIFY2(dialog->isVisible(), "a reflexive Enter closed the breakdown");
        sendKey(focused(dialog), QEvent::KeyPress, Qt::Key_Return, false, windowClock());
        for (int i = 0; i < 6; ++i) {
            QTest::qWait(kQuiet / 3);
            repeatUnflagged(focused(dialog), Qt::Key_Return);
            QVERIFY2(dialog->isVisible(), "a held Enter closed the breakdown");
        }
        sendKey(focused(dialog), QEvent::KeyRelease, Qt::Key_Return, false, windowClock());
        QVERIFY(dialog->isVisible());
        QTest::qWait(kQuiet + 200);
        QTest::keyClick(focused(dialog), Qt::Key_Return);
        QTRY_VERIFY(!t.page->breakdown());
    }

    // Clicks on the curtain and its button while it waits do nothing; a
    // click once it is ready lifts it.
    void clicksWhileItWaits()
    {
        Table t = open(2, 2);
        Curtain *curtain = t.curtain();
        auto *ready = curtain->findChild<QPushButton *>(u"curtainReady"_s);
        QVERIFY(!ready->isEnabled()); // it says that it is not ready
        for (int i = 0; i < 4; ++i) {
            QTest::qWait(kQuiet / 3);
            QTest::mouseClick(ready, Qt::LeftButton);
            QTest::mouseClick(curtain, Qt::LeftButton, {}, curtain->rect().center());
            QVERIFY(curtain->isVisible());
        }
        QTRY_VERIFY(ready->isEnabled());
        QTest::mouseClick(ready, Qt::LeftButton);
        QVERIFY(curtain->isHidden());
        QCOMPARE(t.session->viewer(), 0);
    }

    // The key that was down when the curtain lifted (a click on it while
    // Enter was held) acts on nothing until it is released.
    void keyDownAtTheLiftIsIgnoredUntilReleased()
    {
        Table t = open(2, 2);
        Curtain *curtain = t.curtain();
        QTRY_VERIFY(!curtain->isGuarding());
        // Ann holds Enter down and clicks the curtain's button.
        sendKey(focused(curtain), QEvent::KeyPress, Qt::Key_Return, false, windowClock());
        QTest::qWait(kQuiet + 200); // held, still: no repeats
        QTest::mouseClick(curtain->findChild<QPushButton *>(u"curtainReady"_s), Qt::LeftButton);
        QTRY_VERIFY(curtain->isHidden());
        BillyTable *table = t.table();
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Right); // a card chosen, its destination the loot
        // The held Enter's repeats reach the table now: they play nothing.
        for (int i = 0; i < 5; ++i) {
            QTest::qWait(40);
            repeatUnflagged(focused(table), Qt::Key_Return);
            sendKey(focused(table), QEvent::KeyPress, Qt::Key_Return, true, windowClock());
        }
        QCOMPARE(t.session->decisionCount(), 0);
        sendKey(focused(table), QEvent::KeyRelease, Qt::Key_Return, false, windowClock());
        // Released: a deliberate Enter plays.
        QTest::qWait(30);
        QTest::keyClick(focused(table), Qt::Key_Return);
        QCOMPARE(t.session->decisionCount(), 1);
    }

    // On the table a held key acts once: D pointed at the box, D again
    // would play, but the held D's repeats do not.
    void heldKeyActsOnce()
    {
        Table t = open(2, 2);
        QVERIFY(apptest::liftCurtain(t.curtain()));
        BillyTable *table = t.table();
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Right);
        sendKey(table, QEvent::KeyPress, Qt::Key_D, false, windowClock());
        for (int i = 0; i < 10; ++i) {
            QTest::qWait(40);
            repeatUnflagged(focused(table), Qt::Key_D);
            sendKey(focused(table), QEvent::KeyPress, Qt::Key_D, true, windowClock());
        }
        QCOMPARE(t.session->decisionCount(), 0);
        QCOMPARE(table->selectedDestination(), int(blastingbilly::Destination::Box));
        sendKey(focused(table), QEvent::KeyRelease, Qt::Key_D, false, windowClock());
        // A second, deliberate D plays.
        QTest::qWait(50);
        sendKey(focused(table), QEvent::KeyPress, Qt::Key_D, false, windowClock());
        QCOMPARE(t.session->decisionCount(), 1);
    }

    // A person after a computer player: a key held, or pressed in a burst,
    // since before the turn came never makes the person's decision; once
    // the keys have been quiet, a press does. Without input before the
    // turn, the first press acts at once.
    void inputBeforeTheTurnCameDoesNotMakeIt()
    {
        Table t = open(2, 1); // Ann, and Bob a computer
        t.session->setBotDelay(300);
        t.session->resume();
        BillyTable *table = t.table();
        QVERIFY(!t.session->curtainDown());
        QTRY_VERIFY(!t.session->legal().empty());
        // Ann plays with D held; Bob moves meanwhile.
        pointAtTheBox(table);
        sendKey(table, QEvent::KeyPress, Qt::Key_D, false, windowClock());
        QCOMPARE(t.session->decisionCount(), 1);
        QTRY_COMPARE(t.session->decisionCount(), 2); // Bob's move: Ann's turn
        QVERIFY(!table->inputGate()->isOpen());
        for (int i = 0; i < 10; ++i) {
            QTest::qWait(40);
            repeatUnflagged(focused(table), Qt::Key_D);
        }
        sendKey(focused(table), QEvent::KeyRelease, Qt::Key_D, false, windowClock());
        // Reflexive presses 100-300 ms apart: the next card is not played.
        for (int key : {Qt::Key_Right, Qt::Key_D, Qt::Key_D, Qt::Key_Return}) {
            QTest::qWait(150);
            QTest::keyClick(focused(table), Qt::Key(key));
        }
        QCOMPARE(t.session->decisionCount(), 2);
        // Quiet, then deliberate: it plays.
        QTRY_VERIFY(table->inputGate()->isOpen());
        pointAtTheBox(table);
        t.session->setBotDelay(kQuiet + 300);
        QTest::keyClick(table, Qt::Key_D);
        QCOMPARE(t.session->decisionCount(), 3);
        // Bob again, after a while with nothing pressed: Ann's first key
        // counts at once.
        QTRY_COMPARE(t.session->decisionCount(), 4);
        QVERIFY(table->inputGate()->isOpen());
        pointAtTheBox(table);
        QTest::keyClick(table, Qt::Key_D);
        QCOMPARE(t.session->decisionCount(), 5);
    }

    // A key held across the hand-over: the table waits as long as it is
    // held, however long, and the turn line says why instead of prompting;
    // once the key is let go and quiet, the prompt is back and a press plays.
    void heldKeyAcrossTheHandOverIsShown()
    {
        Table t = open(2, 1); // Ann, and Bob a computer
        t.session->setBotDelay(300);
        t.session->resume();
        BillyTable *table = t.table();
        auto *turn = t.page->findChild<QLabel *>(u"turnLabel"_s);
        QVERIFY(turn);
        QTRY_VERIFY(!t.session->legal().empty());
        const QString prompt = u"Your turn, Ann: choose a card and where it goes."_s;
        QCOMPARE(turn->text(), prompt);
        pointAtTheBox(table);
        sendKey(table, QEvent::KeyPress, Qt::Key_D, false, windowClock());
        QTRY_COMPARE(t.session->decisionCount(), 2); // Bob's move: Ann's turn
        for (int i = 0; i < 4 * kQuiet / 40; ++i) {  // four quiet moments' worth of repeats
            QTest::qWait(40);
            repeatUnflagged(focused(table), Qt::Key_D);
            QVERIFY(!table->inputGate()->isOpen());
        }
        QCOMPARE(turn->text(), u"Your turn in a moment, Ann: let go of the keys."_s);
        QCOMPARE(t.session->decisionCount(), 2);
        sendKey(focused(table), QEvent::KeyRelease, Qt::Key_D, false, windowClock());
        QTRY_VERIFY(table->inputGate()->isOpen());
        QCOMPARE(turn->text(), prompt);
        pointAtTheBox(table);
        QTest::keyClick(table, Qt::Key_D);
        QCOMPARE(t.session->decisionCount(), 3);
    }
};

QTEST_MAIN(TestInput)
#include "test_input.moc"
