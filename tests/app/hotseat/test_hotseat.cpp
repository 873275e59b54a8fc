// Hot-seat: a curtain hides the table between two people's turns; while it is
// down every view is public, it falls only once everyone has seen what was
// public, and it lifts only by a deliberate act of the person arriving (the
// rules of that act: test_input). Read the way an onlooker would: every
// visible text of the window at every handover, against what the person in
// front of it may know (every game and mode: test_privacy).

#include "app/apptestsupport.h"
#include "privacysupport.h"

#include "games/blastingbilly/billyscene.h"
#include "games/blastingbilly/billytable.h"
#include "games/gameui.h"
#include "preferences/languagemanager.h"
#include "session/gamelogmodel.h"
#include "shell/curtain.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"
#include "shell/replaydialog.h"
#include "shell/startpage.h"

#include "blastingbilly/game.h"
#include "blastingbilly/state.h"
#include "boomo/observation.h"
#include "core/records/record.h"
#include "halunkenspelunken/state.h"

#include <QAction>
#include <QKeyEvent>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::blastingbilly;

namespace {

// Fails with the first thing visible in any window that `viewer` may not
// know (test_privacy's reader).
bool showsOnlyWhatIsKnown(QWidget *, const GameSession &session, int viewer, QString *leak)
{
    *leak = privacy::leak(session, viewer);
    return leak->isEmpty();
}

} // namespace

class TestHotSeat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void curtainBetweenPeople()
    {
        // Ann and Bob at the screen, two bots; Ann starts.
        auto session = apptest::start(apptest::setup(4, 2));
        GamePage page(session.get(), *gameUi(u"blasting-billy"_s));
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *table = static_cast<BillyTable *>(page.table());
        auto *ready = page.curtain()->findChild<QPushButton *>(u"curtainReady"_s);

        // The game opens behind the curtain: nobody may play, every view is public.
        QVERIFY(page.curtain()->isVisible());
        QCOMPARE(page.curtain()->playerName(), u"Ann"_s);
        QCOMPARE(session->viewer(), kSpectator);
        QVERIFY(table->billyScene()->observation().hand.empty());
        QVERIFY(session->legal().empty());
        QTRY_VERIFY(ready->isEnabled());
        QTest::mouseClick(ready, Qt::LeftButton);
        QVERIFY(!page.curtain()->isVisible());
        QCOMPARE(session->viewer(), 0);
        const auto annHand = table->billyScene()->observation().hand;
        QVERIFY(!session->legal().empty());

        // Ann plays; Bob is next: the curtain falls before his cards show.
        QSignalSpy lowered(session.get(), &GameSession::curtainLowered);
        QVERIFY(table->playCard(session->legal().front().card, 1));
        QCOMPARE(lowered.count(), 1);
        QCOMPARE(lowered.first().first().toInt(), 1);
        QVERIFY(page.curtain()->isVisible());
        QCOMPARE(page.curtain()->playerName(), u"Bob"_s);
        QVERIFY(session->legal().empty());
        QCOMPARE(session->viewer(), kSpectator); // nobody's cards behind the curtain
        QCOMPARE(table->billyScene()->observation().seat, kSpectator);

        QTRY_VERIFY(!page.curtain()->isGuarding());
        QVERIFY(apptest::liftCurtain(page.curtain()));
        QVERIFY(!page.curtain()->isVisible());
        QCOMPARE(session->viewer(), 1);
        QCOMPARE(table->billyScene()->observation().seat, 1);
        const auto bobHand = table->billyScene()->observation().hand;
        for (const auto &card : bobHand)
            for (const auto &annCard : annHand)
                QVERIFY(card.id != annCard.id);
        QVERIFY(!session->legal().empty());
    }

    void onePersonNeedsNoCurtain()
    {
        auto session = apptest::start(apptest::setup(3, 1));
        GamePage page(session.get(), *gameUi(u"blasting-billy"_s));
        QVERIFY(!session->curtainDown());
        QVERIFY(!page.curtain()->isVisible());
        QCOMPARE(session->viewer(), 0);
    }

    // A computer player between two people plays in the public view, with
    // no curtain; the curtain falls just before the next person's turn.
    void computerBetweenPeople()
    {
        // Ann, Bob (a computer), Cid: seats 0 and 2 are people.
        GameSetup setup = apptest::setup(3, 1, 41);
        setup.seats[2].kind = SeatKind::Human;
        auto session = apptest::start(setup);
        GamePage page(session.get(), *gameUi(u"blasting-billy"_s));
        page.show();
        QVERIFY(apptest::liftCurtain(page.curtain()));
        QCOMPARE(session->viewer(), 0);
        session->setBotDelay(200);
        session->resume();
        auto *table = static_cast<BillyTable *>(page.table());
        QVERIFY(table->playCard(session->legal().front().card, 2));
        // Bob's turn: nobody's cards, no curtain, the computer plays.
        QCOMPARE(session->currentPlayer(), 1);
        QCOMPARE(session->viewer(), kSpectator);
        QVERIFY(page.curtain()->isHidden());
        QVERIFY(table->billyScene()->observation().hand.empty());
        QTRY_COMPARE(session->decisionCount(), 2);
        // Then Cid's: the curtain.
        QTRY_VERIFY(page.curtain()->isVisible());
        QCOMPARE(page.curtain()->playerName(), u"Cid"_s);
        QVERIFY(apptest::liftCurtain(page.curtain()));
        QCOMPARE(session->viewer(), 2);
    }

    // The curtain falls as late as possible: what everyone may see (in
    // Halunken & Spelunken for two, the reveal and every move that follows
    // the last movement card chosen) plays with the curtain up, in the
    // public view, and the log tells it before the curtain falls.
    void curtainFallsAfterThePublicEvents()
    {
        auto session = apptest::start(apptest::setup(2, 2, 77, 0, u"halunken-spelunken/two-player"_s));
        GamePage page(session.get(), *gameUi(u"halunken-spelunken"_s));
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        TableView *table = page.table();
        Rng pick(3);
        int reveals = 0;
        while (!session->isOver() && reveals < 3) {
            if (page.curtain()->isVisible())
                QVERIFY(apptest::liftCurtain(page.curtain()));
            const auto legal = session->legal();
            QVERIFY(!legal.empty());
            const auto &o = static_cast<const halunkenspelunken::HsObservation &>(session->view().observation());
            const bool choosing = o.phase == halunkenspelunken::Phase::ChooseMove;
            table->setFlightMilliseconds(choosing ? 150 : 0);
            const int rows = page.logModel()->rowCount();
            const int chooser = session->currentPlayer();
            QVERIFY(session->play(legal[pick.below(std::uint32_t(legal.size()))]));
            // (When the one who chose goes on, the screen stays theirs.)
            if (!choosing || !table->isAnimating() || session->isOver() || session->currentPlayer() == chooser)
                continue;
            // The reveal and the moves: shown to everyone, curtain up.
            ++reveals;
            QCOMPARE(session->viewer(), kSpectator);
            QVERIFY(page.curtain()->isHidden());
            QCOMPARE(page.logModel()->rowCount(), rows); // the log waits for the table
            bool sawItUp = false;
            while (table->isAnimating()) {
                sawItUp = sawItUp || (page.curtain()->isHidden() && page.logModel()->rowCount() > rows);
                QTest::qWait(5);
            }
            QVERIFY(sawItUp || page.logModel()->rowCount() > rows);
            if (session->curtainDown())
                QTRY_VERIFY(page.curtain()->isVisible());
        }
        QCOMPARE(reveals, 3);
    }

    // News for everyone (Boomo's round end) stays on the table a moment
    // before the curtain falls, and is said again on the curtain; a key
    // pressed meanwhile cuts the moment short, and the curtain still falls.
    void newsReachesTheCurtain_data()
    {
        QTest::addColumn<bool>("impatient");
        QTest::newRow("read") << false;
        QTest::newRow("a key meanwhile") << true;
    }

    void newsReachesTheCurtain()
    {
        QFETCH(bool, impatient);
        auto session = apptest::start(apptest::setup(2, 2, 31, 0, u"boomo/standard"_s));
        GamePage page(session.get(), *gameUi(u"boomo"_s));
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.table()->setFlightMilliseconds(60);
        Rng pick(9);
        for (int decisions = 0; decisions < 400 && !session->isOver(); ++decisions) {
            if (page.curtain()->isVisible())
                QVERIFY(apptest::liftCurtain(page.curtain()));
            const auto legal = session->legal();
            QVERIFY(session->play(legal[pick.below(std::uint32_t(legal.size()))]));
            // The story is drawn; a round's end is news on the table.
            QVERIFY(
                QTest::qWaitFor([&] { return !page.table()->news().isEmpty() || page.table()->isSettled(); }, 3000));
            if (page.table()->news().contains(u"Round"_s) && session->curtainDown()) {
                QVERIFY(page.curtain()->isHidden()); // everyone reads it on the table first
                const QString news = page.table()->news();
                if (impatient)
                    QTest::keyClick(page.table(), Qt::Key_Space);
                QTRY_VERIFY_WITH_TIMEOUT(page.curtain()->isVisible(), 5000);
                QCOMPARE(page.curtain()->findChild<QLabel *>(u"curtainNews"_s)->text(), news);
                return;
            }
            QTRY_VERIFY(page.table()->isSettled());
        }
        QFAIL("no round ended before a hand-over");
    }

    // Replay of the game in progress: the public view, and the view of the
    // person in front of the screen once they have lifted the curtain;
    // every view once the game is over.
    void replayOffersOnlyWhatTheScreenMayShow()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(window.startGame(apptest::setup(3, 3, 12345678)));
        GameSession *session = window.session();
        auto offered = [&window] {
            QList<int> viewers;
            QTimer::singleShot(0, &window, [&viewers] {
                auto *dialog = qobject_cast<ReplayDialog *>(QApplication::activeModalWidget());
                if (dialog) {
                    viewers = dialog->viewersOffered();
                    dialog->reject();
                }
            });
            for (QAction *action : window.findChildren<QAction *>())
                if (action->text().remove(u'&') == u"Replay this game"_s)
                    action->trigger();
            return viewers;
        };
        QCOMPARE(offered(), QList<int> {kSpectator}); // behind the curtain
        QVERIFY(apptest::liftCurtain(window.gamePage()->curtain()));
        QCOMPARE(offered(), (QList<int> {0, kSpectator}));
        // Replay a game from a file: not while people share the screen.
        for (QAction *action : window.findChildren<QAction *>())
            if (action->text().remove(u'&').startsWith(u"Replay a game"_s))
                QVERIFY(!action->isEnabled());
        auto *table = static_cast<BillyTable *>(window.gamePage()->table());
        while (!session->isOver()) {
            if (window.gamePage()->curtain()->isVisible())
                QVERIFY(apptest::liftCurtain(window.gamePage()->curtain()));
            const auto legal = session->legal();
            QVERIFY(table->playCard(legal.front().card, legal.front().target));
        }
        QCOMPARE(offered(), (QList<int> {0, 1, 2, kSpectator, kAllKnowing}));
    }

    // The deal number deals the same cards again: with several people it
    // is shown only once the game is over; with one, at once.
    void dealNumberOnlyAtTheEnd()
    {
        auto info = [](const GamePage &page) { return page.findChild<QLabel *>(u"gameInfo"_s)->text(); };
        auto alone = apptest::start(apptest::setup(3, 1, 987654321));
        GamePage one(alone.get(), *gameUi(u"blasting-billy"_s));
        QVERIFY(info(one).contains(u"987654321"_s));
        auto together = apptest::start(apptest::setup(2, 2, 987654321));
        GamePage two(together.get(), *gameUi(u"blasting-billy"_s));
        QVERIFY(!info(two).contains(u"987654321"_s));
        while (!together->isOver()) {
            if (together->curtainDown())
                together->lift();
            QVERIFY(together->play(together->legal().front()));
        }
        QVERIFY(info(two).contains(u"987654321"_s));
    }

    // In Italian the screen passes "ad Alice" but "a Bob" (the euphonic d
    // before a vowel).
    void curtainSpeaksItalian()
    {
        LanguageManager languages;
        languages.setLanguage(u"it"_s);
        GameSetup setup = apptest::setup(2, 2, 5);
        setup.seats[0].name = u"Alice"_s;
        auto session = apptest::start(setup);
        GamePage page(session.get(), *gameUi(u"blasting-billy"_s));
        page.show();
        auto curtainText = [&page] {
            QStringList texts;
            for (const QLabel *label : page.curtain()->findChildren<QLabel *>())
                texts << label->text();
            return texts.join(u'|');
        };
        QVERIFY2(curtainText().contains(u"Passa lo schermo ad Alice"_s), qPrintable(curtainText()));
        QVERIFY(apptest::liftCurtain(page.curtain()));
        QVERIFY(session->play(session->legal().front()));
        QTRY_VERIFY(page.curtain()->isVisible());
        QVERIFY2(curtainText().contains(u"Passa lo schermo a Bob"_s), qPrintable(curtainText()));
        languages.setLanguage(u"en"_s);
    }

    // Leaving the table for the start page covers it: whoever comes back
    // passes the curtain.
    void leavingTheTableCoversIt()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(window.startGame(apptest::setup(2, 2, 5)));
        QVERIFY(apptest::liftCurtain(window.gamePage()->curtain()));
        QCOMPARE(window.session()->viewer(), 0);
        window.showStartPage();
        QCOMPARE(window.session()->viewer(), kSpectator);
        QVERIFY(!window.windowTitle().contains(u"Blasting Billy"_s));
        // Continue says which game it resumes, and who plays it.
        auto *resume = window.startPage()->findChild<QPushButton *>(u"continueButton"_s);
        QVERIFY2(resume->text().contains(u"Blasting Billy"_s) && resume->text().contains(u"Ann, Bob"_s),
            qPrintable(resume->text()));
        QTest::mouseClick(resume, Qt::LeftButton);
        QVERIFY(window.gamePage()->isVisible());
        QVERIFY(window.gamePage()->curtain()->isVisible());
        QCOMPARE(window.gamePage()->curtain()->playerName(), u"Ann"_s);
        QVERIFY(window.windowTitle().contains(u"Blasting Billy"_s));
    }

    void nothingPrivateBehindTheCurtain_data()
    {
        QTest::addColumn<int>("people");
        for (int people = 2; people <= 3; ++people) // five: test_app_privacy
            QTest::addRow("%d people", people) << people;
    }

    // Whole hot-seat games: at every handover, and after each person has
    // lifted the curtain, nothing readable names a card that the one in
    // front of the screen may not know (behind the curtain: nobody).
    void nothingPrivateBehindTheCurtain()
    {
        QFETCH(int, people);
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(people, people, 500 + quint64(people))));
        GameSession *session = window.session();
        Curtain *curtain = window.gamePage()->curtain();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QCOMPARE(QApplication::focusWidget(), curtain); // Enter reaches the curtain, not the table
        QTRY_VERIFY(!curtain->isGuarding());            // the first curtain fell with the usual guard
        auto *table = static_cast<BillyTable *>(window.gamePage()->table());
        Rng pick(people);
        int handovers = 0;
        QString leak;
        while (!session->isOver()) {
            QVERIFY(curtain->isVisible());
            QCOMPARE(session->viewer(), kSpectator);
            QVERIFY2(showsOnlyWhatIsKnown(&window, *session, kSpectator, &leak), qPrintable(leak));
            ++handovers;
            QVERIFY(apptest::liftCurtain(curtain));
            const int seat = session->currentPlayer();
            QCOMPARE(session->viewer(), seat);
            QVERIFY2(showsOnlyWhatIsKnown(&window, *session, seat, &leak), qPrintable(leak));
            const auto legal = session->legal();
            const Decision d = legal[pick.below(std::uint32_t(legal.size()))];
            QVERIFY(table->playCard(d.card, d.target));
            QCoreApplication::processEvents();
        }
        QCOMPARE(handovers, session->decisionCount());
        // The end is for everyone at the screen: the public view, all loot turned up.
        QCOMPARE(session->viewer(), kSpectator);
        QTRY_VERIFY(window.gamePage()->breakdown());
        QVERIFY2(showsOnlyWhatIsKnown(&window, *session, kSpectator, &leak), qPrintable(leak));
    }

    // Against the computer: the person's view never shows a bot's hidden card.
    void nothingPrivateOfTheBots()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(4, 1, 77)));
        GameSession *session = window.session();
        auto *table = static_cast<BillyTable *>(window.gamePage()->table());
        QString leak;
        int checks = 0;
        connect(session, &GameSession::decisionApplied, this, [&] {
            if (leak.isEmpty())
                showsOnlyWhatIsKnown(&window, *session, 0, &leak);
            ++checks;
        });
        while (!session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->legal().empty(), 10000);
            if (session->isOver())
                break;
            QVERIFY2(showsOnlyWhatIsKnown(&window, *session, 0, &leak), qPrintable(leak));
            const auto legal = session->legal();
            QVERIFY(table->playCard(legal.back().card, legal.back().target));
        }
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
        QCOMPARE(checks, session->decisionCount());
        QTRY_VERIFY(window.gamePage()->breakdown());
        QVERIFY2(showsOnlyWhatIsKnown(&window, *session, 0, &leak), qPrintable(leak));
    }
};

QTEST_MAIN(TestHotSeat)
#include "test_hotseat.moc"
