// The search bot in the app: the hard level thinks on a worker thread while
// the window stays live, stops when its game goes, and a hint points at a
// decision the person may take, in every game.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billytable.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"

#include "boomo/game.h"
#include "boomo/rules.h"
#include "core/records/record.h"
#include "registry.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

class TestAppSearchBot : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    // A whole game with a hard seat: a timer on the GUI thread keeps firing
    // while the search thinks (its 4,000 iterations, about a tenth of a
    // second a decision here, half a second at most), so the window never
    // freezes. A search on the GUI thread would leave no tick while thinking;
    // the test asks for a tick while it thinks at most of the hard seat's
    // decisions, not for a number of ticks: that would measure the length of
    // its thought, which shrinks as the bot gets faster (a few hundredths of
    // a second a decision now).
    void hardPlaysWithoutFreezing()
    {
        GameSetup s = apptest::setup(4, 0, 2027, 0);
        s.seats[0].kind = SeatKind::Hard;
        for (int seat = 1; seat < 4; ++seat)
            s.seats[seat].kind = SeatKind::Easy;
        auto session = apptest::start(s);
        QVERIFY(session);
        session->setThinkingSeconds(0.5);

        QElapsedTimer clock;
        clock.start();
        qint64 last = 0, longestGap = 0;
        QSet<int> tickedWhileThinking; // the decisions (by their number) thought about with a tick
        QTimer ticker;
        ticker.setInterval(10);
        connect(&ticker, &QTimer::timeout, this, [&] {
            longestGap = std::max(longestGap, clock.elapsed() - last);
            last = clock.elapsed();
            if (session->isThinking())
                tickedWhileThinking.insert(session->decisionCount());
        });
        ticker.start();
        session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(session->isOver(), 60000);
        ticker.stop();

        QCOMPARE(session->decisionCount(), 52); // 48-card pile, 4 players
        const int hardDecisions = 52 / 4;
        QVERIFY2(tickedWhileThinking.size() * 2 > hardDecisions,
            qPrintable(u"%1 of %2"_s.arg(tickedWhileThinking.size()).arg(hardDecisions)));
        QVERIFY2(longestGap < 250, qPrintable(u"the event loop stood still for %1 ms"_s.arg(longestGap)));
    }

    // Closing a game while the search thinks returns at once, and the answer
    // that was being worked out never arrives.
    void stopsWhenTheGameGoes()
    {
        GameSetup s = apptest::setup(4, 0, 5, 0);
        s.seats[0].kind = SeatKind::Hard;
        auto session = apptest::start(s);
        QVERIFY(session);
        session->setThinkingSeconds(60);
        session->resume();
        QTRY_VERIFY(session->isThinking());
        QElapsedTimer clock;
        clock.start();
        session.reset();
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    }

    void hintPointsAtALegalDecision_data()
    {
        QTest::addColumn<QString>("variant");
        for (const char *variant :
            {"blasting-billy/standard", "boomo/standard", "halunken-spelunken/standard", "wyatt-earp/standard"})
            QTest::addRow("%s", variant) << QString::fromLatin1(variant);
    }

    // Hint (Ctrl+H): the table points at one of the person's legal
    // decisions and says why; on someone else's turn it says it cannot.
    void hintPointsAtALegalDecision()
    {
        QFETCH(QString, variant);
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        GameSetup s = apptest::setup(4, 1, 99, 0, variant);
        QVERIFY(window.startGame(s));
        GameSession *session = window.session();
        session->setThinkingSeconds(0.2);
        TableView *table = window.gamePage()->table();
        QTRY_VERIFY_WITH_TIMEOUT(!session->legal().empty(), 10000);

        table->setFocus();
        QTest::keyClick(&window, Qt::Key_H, Qt::ControlModifier);
        QCOMPARE(table->message(), u"Looking for a hint…"_s);
        QTRY_VERIFY_WITH_TIMEOUT(table->hinted(), 5000);
        const auto legal = session->legal();
        QVERIFY(std::find(legal.begin(), legal.end(), *table->hinted()) != legal.end());
        QVERIFY2(table->message().startsWith(u"Hint: "_s), qPrintable(table->message()));
        QVERIFY2(table->message().contains(u"% of the computer's trial games"_s), qPrintable(table->message()));
        if (auto *billy = qobject_cast<BillyTable *>(table)) {
            QCOMPARE(billy->selectedCard(), int(table->hinted()->card));
            QCOMPARE(billy->selectedDestination(), int(table->hinted()->target));
        }

        // Taking the hinted decision makes the hint stale.
        QVERIFY(session->play(*table->hinted()));
        QVERIFY(!table->hinted());
        if (session->legal().empty() && !session->isOver()) {
            window.gamePage()->hint();
            QCOMPARE(table->message(), u"Hints are for your own turn."_s);
        }
    }

    void enterPlaysTheHint_data() { hintPointsAtALegalDecision_data(); }

    // Enter after a hint plays the hinted choice, whatever the table marks
    // it with (a card, a field, a button): at each of the person's first
    // decisions, through several phases of each game.
    void enterPlaysTheHint()
    {
        QFETCH(QString, variant);
        apptest::ShownWindow shown;
        QVERIFY(shown.exposed());
        MainWindow &window = shown.window;
        QVERIFY(window.startGame(apptest::setup(4, 1, 99, 0, variant)));
        GameSession *session = window.session();
        session->setThinkingSeconds(0.2);
        TableView *table = window.gamePage()->table();
        for (int decision = 0; decision < 6 && !session->isOver(); ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isOver() || (!session->legal().empty() && table->isSettled()), 10000);
            if (session->isOver())
                break;
            table->setFocus();
            window.gamePage()->hint();
            QTRY_VERIFY_WITH_TIMEOUT(table->hinted(), 5000);
            const auto state = houserules::startGame(session->record(), session->ruleset());
            QVERIFY(state);
            QVERIFY(!houserules::playRecord(session->record(), **state));
            const std::string hinted = (*state)->decisionText(*table->hinted());
            const int before = session->decisionCount();
            QTest::keyClick(table, Qt::Key_Return);
            QCOMPARE(session->decisionCount(), before + 1);
            QCOMPARE(session->record().decisions.back().text, hinted);
        }
    }

    // A position with one legal decision (a hand of one kind): the hint
    // says so, and claims no trial games.
    void hintOnTheOnlyLegalMove()
    {
        // Ann's seven cards all 5s, the deck in its order after them.
        const auto ruleset = *houserules::Registry::instance().ruleset("boomo/standard");
        const auto &rules = houserules::boomo::rulesOf(*ruleset);
        std::vector<std::string> fives, rest;
        for (int card = 0; card < rules.cardCount(); ++card) {
            const std::string name = rules.cardName(card);
            (name == "5" && int(fives.size()) < rules.handSize ? fives : rest).push_back(name);
        }
        houserules::Record record;
        record.game = "boomo";
        record.variant = "boomo/standard";
        record.players = {"Ann", "Bob", "Cid"};
        record.seats = {"human", "normal", "normal"};
        record.setup = houserules::Setup {fives, 3, {}};
        record.setup->deck.insert(record.setup->deck.end(), rest.begin(), rest.end());
        QString error;
        auto dealt = GameSession::fromRecord(record, &error);
        QVERIFY2(dealt, qPrintable(error));
        QCOMPARE(int(dealt->legal().size()), 1);
        GamePage page(dealt.get(), *gameUi(dealt->gameId()));
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.hint();
        QTRY_VERIFY_WITH_TIMEOUT(page.table()->hinted(), 5000);
        QCOMPARE(page.table()->message(), u"Hint: the marked choice is your only legal move."_s);
    }
};

QTEST_MAIN(TestAppSearchBot)
#include "test_searchbot.moc"
