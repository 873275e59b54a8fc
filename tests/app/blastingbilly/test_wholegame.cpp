// A whole game of Blasting Billy played through the UI with the keyboard,
// against three bots, to the end-of-game breakdown.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billybreakdown.h"
#include "games/blastingbilly/billytable.h"
#include "preferences/languagemanager.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;

class TestWholeGame : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void playToTheEnd()
    {
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(4, 1, 31337, 2)));
        GameSession *session = window.session();
        auto *table = static_cast<BillyTable *>(window.gamePage()->table());

        int myTurns = 0;
        const Qt::Key destinations[] = {Qt::Key_L, Qt::Key_B, Qt::Key_D};
        while (!session->isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || !session->legal().empty(), 10000);
            if (session->isOver())
                break;
            const int before = session->decisionCount();
            table->setFocus();
            QTest::keyClick(table, Qt::Key_Right);
            // A letter chooses where the card goes; Enter or the same letter plays.
            QTest::keyClick(table, destinations[myTurns % 3]);
            QCOMPARE(session->decisionCount(), before);
            QTest::keyClick(table, myTurns % 2 ? Qt::Key_Return : destinations[myTurns % 3]);
            QCOMPARE(session->decisionCount(), before + 1);
            ++myTurns;
        }
        QCOMPARE(myTurns, 13); // 48-card pile, 4 players: 52 turns, 13 each
        QTRY_VERIFY(window.gamePage()->breakdown());
        auto *breakdown = static_cast<BillyBreakdown *>(window.gamePage()->breakdown());
        const QString text = breakdown->text();
        QVERIFY2(text.contains(u"Each colour against Billy"_s), qPrintable(text));
        QVERIFY(text.contains(u"wins"_s) || text.contains(u"share the win"_s));
    }
};

QTEST_MAIN(TestWholeGame)
#include "test_wholegame.moc"
