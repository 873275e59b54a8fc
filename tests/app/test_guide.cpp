// Teaching a newcomer at the real table: the guided first round (offered on a
// game's first start and from Help; it points at the hint and says why, in
// every language; it can be left at any moment and is remembered), the
// table that waits for the person at a new deal, and the warning when a
// chosen card has an obvious cost.

#include "apptestsupport.h"

#include "games/boomo/boomotable.h"
#include "games/gameui.h"
#include "games/tableview.h"
#include "session/gameview.h"
#include "shell/autosave.h"
#include "shell/gamepage.h"
#include "shell/guide.h"
#include "shell/languagemanager.h"
#include "shell/mainwindow.h"
#include "shell/newgamedialog.h"
#include "shell/startpage.h"

#include "boomo/game.h"
#include "boomo/observation.h"
#include "boomo/rules.h"
#include "core/record.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

const char *const kGames[] = {"blasting-billy", "boomo", "halunken-spelunken", "wyatt-earp"};

QAction *guideAction(MainWindow &window, const QString &gameId)
{
    auto *menu = window.menuBar()->findChild<QMenu *>(u"guideMenu"_s);
    if (!menu)
        return nullptr;
    for (QAction *action : menu->actions())
        if (action->text() == gameUi(gameId)->title())
            return action;
    return nullptr;
}

// Calls `act` with the first modal dialog once it shows.
void whenModal(const std::function<void(QWidget *)> &act)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, act] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            act(modal);
        }
    });
    timer->start();
}

} // namespace

class TestGuide : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    // The first "New game" of a game offers the guided round; the second
    // goes straight to the new-game dialog.
    void offeredOnTheFirstStart()
    {
        QSettings().remove(u"guide"_s);
        QFile::remove(autosave::fileName()); // no earlier game to leave first
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString offered;
        whenModal([&](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box && box->objectName() == u"guideOffer"_s);
            offered = box->text();
            QTest::keyClick(box, Qt::Key_Return); // the guided round is the default
        });
        Q_EMIT window.startPage()->newGameRequested(u"boomo/standard"_s);
        QCOMPARE(offered, u"Your first game of Boomo?"_s);
        QVERIFY(window.session() && window.session()->setup().guided);
        QVERIFY(window.gamePage()->guide());
        QCOMPARE(window.session()->setup().seats.value(1).kind, SeatKind::Easy);

        // Once offered, never again: the new-game dialog comes at once.
        QString second;
        whenModal([&](QWidget *modal) {
            second = QString::fromLatin1(modal->metaObject()->className());
            if (auto *box = qobject_cast<QMessageBox *>(modal)) // leave the guided game?
                box->button(QMessageBox::Discard)->click();
            else
                static_cast<QDialog *>(modal)->reject();
        });
        Q_EMIT window.startPage()->newGameRequested(u"boomo/standard"_s);
        QTRY_VERIFY(!second.isEmpty());
        QVERIFY2(second != u"QMessageBox"_s || !QApplication::activeModalWidget(), qPrintable(second));
        QVERIFY(settings::guideOffered(u"boomo"_s));
    }

    // A whole guided first round of every game, played with Enter on what
    // the guide marks: each turn the guide has said why, in the language of
    // the day; once the round is over it says so, the hints stop marking by
    // themselves, and the game is remembered as guided.
    void guidedRound_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        const char *const languages[] = {"en", "nl", "de", "fr", "it"};
        int row = 0;
        for (const char *game : kGames)
            for (int k = 0; k < 2; ++k, ++row) { // each game in two languages, every language in the lot
                const QString language = QString::fromLatin1(languages[row % 5]);
                QTest::newRow(qPrintable(QString::fromLatin1(game) + u' ' + language))
                    << QString::fromLatin1(game) << language;
            }
    }

    void guidedRound()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QSettings().remove(u"guide"_s);
        QFile::remove(autosave::fileName()); // no game of the last row to save or leave
        LanguageManager languages;
        languages.setLanguage(language);
        MainWindow window(&languages);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QAction *start = guideAction(window, game);
        QVERIFY(start);
        start->trigger();
        GameSession *session = window.session();
        QVERIFY(session && session->setup().guided);
        session->setThinkingSeconds(0.05); // the hints quicker than a person's
        Guide *guide = window.gamePage()->guide();
        QVERIFY(guide);
        TableView *table = window.gamePage()->table();
        const GameUi &ui = *gameUi(game);
        int turns = 0;
        while (!guide->isFinished()) {
            QVERIFY2(!session->isOver(), "the game ended before the guide did");
            // The person's turn: the table marks the guide's choice, and
            // the guide says why.
            QVERIFY2(QTest::qWaitFor([&] { return table->hinted().has_value() || guide->isFinished(); }, 20000),
                qPrintable(u"no marked choice at decision %1: %2"_s.arg(session->decisionCount()).arg(guide->text())));
            if (guide->isFinished())
                break;
            const GameView &view = session->view();
            const QString why = ui.whyThis(view.observation(), *table->hinted(), view);
            QVERIFY2(guide->text().contains(why.isEmpty() ? Guide::tr("The marked choice did best in the computer's "
                                                                      "trial games from your position.")
                                                          : why),
                qPrintable(guide->text()));
            QVERIFY2(guide->text().contains(ui.yourTurn(view.observation(), view)), qPrintable(guide->text()));
            const int before = session->decisionCount();
            const Decision marked = *table->hinted();
            // The marked choice in the record's words, from the game so far.
            Record sofar = session->record();
            auto state = startGame(sofar, session->ruleset());
            QVERIFY(state);
            QVERIFY(!playRecord(sofar, **state));
            const std::string markedText = (*state)->decisionText(marked);
            QTest::keyClick(apptest::focused(table), Qt::Key_Return);
            QTRY_VERIFY2(session->decisionCount() > before, "Enter did not play the marked choice");
            QCOMPARE(session->record().decisions.at(std::size_t(before)).text, markedText);
            ++turns;
            QVERIFY(turns < 60);
        }
        QVERIFY(turns >= Guide::kGuidedDecisions);
        QVERIFY(session->roundsCompleted() >= 1);
        QVERIFY(settings::guideDone(game));
        QVERIFY(guide->findChild<QPushButton *>(u"guideLeave"_s)->text() == Guide::tr("Close the guide"));
        if (language != u"en"_s)
            QVERIFY2(guide->text() != u"That was your first round."_s.left(5), "not translated");
    }

    // The guide can be left at any moment; it is remembered as done and the
    // game goes on without it.
    void leftAtAnyMoment()
    {
        QSettings().remove(u"guide"_s);
        QFile::remove(autosave::fileName());
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGuidedGame(u"wyatt-earp"_s));
        QPointer<Guide> guide = window.gamePage()->guide();
        QVERIFY(guide);
        QTRY_VERIFY_WITH_TIMEOUT(window.gamePage()->table()->hinted().has_value(), 20000);
        QTest::mouseClick(guide->findChild<QPushButton *>(u"guideLeave"_s), Qt::LeftButton);
        QTRY_VERIFY(!guide);
        QVERIFY(!window.gamePage()->guide());
        QVERIFY(settings::guideDone(u"wyatt-earp"_s));
        QVERIFY(window.session() && !window.session()->isOver());
    }

    // At the start of the game and of each new deal the computer players
    // wait for the person (a moment, or Go on); off, they play at once.
    void tableWaitsForTheNewcomer()
    {
        settings::setBotPace(settings::Pace::Normal);
        settings::setWaitForNewcomer(true);
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Bob starts: the computer players would play before Ann has looked.
        QVERIFY(window.startGame(apptest::setup(3, 1, 77, 1, u"boomo/standard"_s)));
        GameSession *session = window.session();
        GamePage *page = window.gamePage();
        QTRY_VERIFY(session->isHoldingForNewcomer());
        QTRY_VERIFY(page->goOnButton()->isVisible());
        QVERIFY(page->findChild<QLabel *>(u"turnLabel"_s)->text().startsWith(u"Look at your cards, Ann"_s));
        QTest::qWait(1500); // longer than a computer player's pause: still waiting
        QCOMPARE(session->decisionCount(), 0);
        QTest::mouseClick(page->goOnButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(session->decisionCount() > 0, 5000);
        QVERIFY(!page->goOnButton()->isVisible());

        // A new round deals again: they wait again, and the moment passes by
        // itself (here at once: the pace is Off, the wait with it).
        settings::setBotPace(settings::Pace::Off);
        page->applyPaces(); // play at once, and wait for nobody...
        QVERIFY(!session->isHoldingForNewcomer());
        session->setHoldsForNewcomer(true); // ...but the newcomer, a round from now
        QSignalSpy held(session, &GameSession::holdingForNewcomer);
        const int rounds = session->roundsCompleted();
        Rng pick(3);
        while (!session->isOver() && session->roundsCompleted() == rounds) {
            QTRY_VERIFY(!session->legal().empty() || session->roundsCompleted() > rounds || session->isOver());
            if (session->roundsCompleted() > rounds || session->isOver())
                break;
            const auto legal = session->legal();
            QVERIFY(session->play(legal[pick.below(std::uint32_t(legal.size()))]));
        }
        QVERIFY(session->roundsCompleted() > rounds);
        if (!session->isOver() && !session->isHuman(session->currentPlayer())) {
            QTRY_COMPARE(held.count(), 1);
            QTRY_VERIFY(!session->isHoldingForNewcomer());
            QTRY_VERIFY(session->isOver() || session->isHuman(session->currentPlayer()));
        }

        // Off in the settings: nobody waits.
        settings::setBotPace(settings::Pace::Normal);
        settings::setWaitForNewcomer(false);
        QVERIFY(window.startGame(apptest::setup(3, 1, 78, 1, u"boomo/standard"_s)));
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->decisionCount() > 0, 5000);
        QVERIFY(!window.session()->isHoldingForNewcomer());
        settings::setBotPace(settings::Pace::Off);
        settings::setWaitForNewcomer(true);
    }

    // Boomo: a card chosen that takes the total over the limit says so
    // before it is played; a safe one says nothing.
    void costOfAChosenCard()
    {
        const GameUi &ui = *gameUi(u"boomo"_s);
        for (quint64 seed = 1; seed < 400; ++seed) {
            auto session = apptest::start(apptest::setup(2, 1, seed, 0, u"boomo/standard"_s));
            GamePage page(session.get(), ui);
            page.resize(1400, 900);
            page.show();
            session->resume();
            auto *table = static_cast<BoomoTable *>(page.table());
            Rng pick(seed);
            // Play at random until Ann holds a card that would go over.
            for (int step = 0; step < 200 && !session->isOver(); ++step) {
                QTRY_VERIFY(!session->legal().empty() || session->isOver());
                if (session->isOver())
                    break;
                const auto &o = static_cast<const boomo::BoomoObservation &>(session->view().observation());
                const auto &rules = boomo::rulesOf(session->ruleset());
                for (const auto card : o.hand) {
                    const auto &c = rules.cards[std::size_t(card)];
                    if (o.phase != boomo::Phase::Play || c.kind != boomo::Kind::Number || o.total + c.amount <= o.limit)
                        continue;
                    // Chosen with the keys, as a person would.
                    table->setFocus();
                    for (int i = 0; i < 12 && table->selectedCard() != card; ++i)
                        QTest::keyClick(table, Qt::Key_Right);
                    QCOMPARE(table->selectedCard(), card);
                    QVERIFY2(table->message().contains(u"over %1: one of your bombs explodes"_s.arg(o.limit)),
                        qPrintable(table->message()));
                    const int before = session->decisionCount();
                    QTest::qWait(10);
                    QCOMPARE(session->decisionCount(), before); // said, not played
                    // A safe card says nothing of a cost.
                    for (const auto safe : o.hand) {
                        const auto &s = rules.cards[std::size_t(safe)];
                        if (s.kind == boomo::Kind::Number && o.total + s.amount <= o.limit) {
                            table->selectCard(-1);
                            QVERIFY(ui.costOf(o, {DecisionKind::PlayCard, safe, -1, 0}, session->view()).isEmpty());
                        }
                    }
                    return;
                }
                const auto legal = session->legal();
                QVERIFY(session->play(legal[pick.below(std::uint32_t(legal.size()))]));
            }
        }
        QFAIL("no deal brought a card over the limit");
    }
};

QTEST_MAIN(TestGuide)
#include "test_guide.moc"
