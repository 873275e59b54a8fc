// A whole game of each game played through the session alone: no
// QApplication, no widget, no table; the test is the people at the screen,
// deciding through the session's DecisionPort. The executable links the
// session library and nothing above it (tests/app/session/CMakeLists.txt),
// so it also proves that a game runs without Widgets.

#include "session/gamesession.h"
#include "session/gameview.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace houserules;

class TestSessionWholeGame : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void runsWithoutAGuiApplication();
    void aWholeGameThroughTheSession_data();
    void aWholeGameThroughTheSession();
};

void TestSessionWholeGame::runsWithoutAGuiApplication()
{
    QVERIFY(QCoreApplication::instance());
    QVERIFY(!qobject_cast<QGuiApplication *>(QCoreApplication::instance()));
}

void TestSessionWholeGame::aWholeGameThroughTheSession_data()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("Blasting Billy") << QStringLiteral("blasting-billy/standard");
    QTest::newRow("Halunken & Spelunken") << QStringLiteral("halunken-spelunken/standard");
    QTest::newRow("Boomo") << QStringLiteral("boomo/standard");
    QTest::newRow("Wyatt Earp") << QStringLiteral("wyatt-earp/short-street");
}

// Two people at one screen (hot-seat) and two computer players: the people
// decide by the port, each only behind a lifted curtain and only with their
// own eyes on the game; the computer players move on the session's timer.
void TestSessionWholeGame::aWholeGameThroughTheSession()
{
    QFETCH(QString, variant);
    GameSetup setup;
    setup.variant = variant;
    setup.seats = {{u"Ann"_qs, SeatKind::Human}, {u"Bob"_qs, SeatKind::Easy}, {u"Cid"_qs, SeatKind::Human},
        {u"Dot"_qs, SeatKind::Normal}};
    setup.seed = 4711;
    setup.firstPlayer = 0;
    QString error;
    std::unique_ptr<GameSession> session = GameSession::create(setup, &error);
    QVERIFY2(session, qPrintable(error));
    QSignalSpy over(session.get(), &GameSession::gameOver);
    QSignalSpy curtains(session.get(), &GameSession::curtainLowered);
    session->setBotDelay(0);
    session->resume();

    std::mt19937_64 people(99);
    int peoplesDecisions = 0;
    QElapsedTimer clock;
    clock.start();
    while (!session->isOver()) {
        QVERIFY2(clock.elapsed() < 120000, "the game did not end within two minutes");
        const int seat = session->currentPlayer();
        if (session->curtainDown()) {
            // Behind the curtain the session shows the public's view only.
            QCOMPARE(session->view().viewer(), kSpectator);
            QVERIFY(session->legal().empty());
            session->lift();
        } else if (session->isHolding()) {
            session->goOn();
        } else if (session->isHuman(seat)) {
            QCOMPARE(session->view().viewer(), seat); // their own eyes, nobody else's
            const std::vector<Decision> legal = session->legal();
            QVERIFY(!legal.empty());
            const Decision chosen = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(people)];
            QVERIFY(!session->check(chosen));
            QVERIFY(session->play(chosen));
            ++peoplesDecisions;
        } else {
            QVERIFY(session->legal().empty()); // the port takes no decision for a computer player
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
        }
    }
    QCOMPARE(over.count(), 1);
    QVERIFY(peoplesDecisions > 0);
    QVERIFY(session->decisionCount() > peoplesDecisions); // the computer players played their part
    qInfo("%d decisions, %d of them the people's", session->decisionCount(), peoplesDecisions);
    QVERIFY(curtains.count() > 0); // two people at one screen: the curtain came down between them
    QCOMPARE(int(session->record().decisions.size()), session->decisionCount());

    // The record alone gives the same finished game, every score public.
    std::unique_ptr<GameSession> again = GameSession::fromRecord(session->record(), &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(again->isOver());
    QCOMPARE(again->decisionCount(), session->decisionCount());
    QCOMPARE(again->viewersAllowed().size(), session->viewersAllowed().size());
}

QTEST_GUILESS_MAIN(TestSessionWholeGame)
#include "test_session_wholegame.moc"
