// The main window: the language switches at run time, a closed window's game
// is autosaved and "continue" resumes it exactly, restart deals the same
// cards and "New game" a new deal, the end of a game can be seen again and
// played again, the log follows to its end, dialogs open in sensible places.

#include "app/apptestsupport.h"

#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "session/autosave.h"
#include "session/gamelogmodel.h"
#include "shell/gamefiles.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"
#include "shell/newgamedialog.h"
#include "shell/rulesdialog.h"
#include "shell/startpage.h"

#include "core/records/record.h"

#include <QComboBox>
#include <QDeadlineTimer>
#include <QDir>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

QString gameMenuTitle(MainWindow &window)
{
    return window.menuBar()->actions().value(0)->text();
}

void playOneHumanMove(GameSession &session)
{
    QTRY_VERIFY(!session.legal().empty());
    QVERIFY(session.play(session.legal().front()));
}

void playToTheEnd(GameSession &session)
{
    session.resume();
    while (!session.isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(session.isOver() || !session.legal().empty(), 10000);
        if (!session.isOver())
            QVERIFY(session.play(session.legal().back()));
    }
}

QAction *gameAction(MainWindow &window, const QString &text)
{
    for (QAction *action : window.menuBar()->actions().value(0)->menu()->actions())
        if (action->text() == text)
            return action;
    return nullptr;
}

// The first hand of a game as its first player sees it: the deal.
std::vector<houserules::Decision> firstChoices(GameSession &session)
{
    session.resume();
    QDeadlineTimer deadline(10000);
    while (session.legal().empty() && !deadline.hasExpired())
        QTest::qWait(1);
    return session.legal();
}

bool logAtItsEnd(const GamePage &page)
{
    const QScrollBar *bar = page.logView()->verticalScrollBar();
    return bar->maximum() > 0 && bar->value() == bar->maximum();
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        autosave::remove();
    }

    void languageSwitchesAtRunTime()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        QCOMPARE(gameMenuTitle(window), u"&Game"_s);

        window.setLanguage(u"de"_s);
        QCoreApplication::processEvents(); // LanguageChange is posted
        QCOMPARE(gameMenuTitle(window), u"&Spiel"_s);
        window.setLanguage(u"nl"_s);
        QCoreApplication::processEvents();
        QCOMPARE(gameMenuTitle(window), u"&Spel"_s);
        window.setLanguage(u"fr"_s);
        QCoreApplication::processEvents();
        QCOMPARE(gameMenuTitle(window), u"&Partie"_s);
        window.setLanguage(u"it"_s);
        QCoreApplication::processEvents();
        QCOMPARE(gameMenuTitle(window), u"&Partita"_s);
        QCOMPARE(settings::language(), u"it"_s); // remembered
        // Qt's own buttons follow (Debian's Qt translations).
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), u"Annulla"_s);

        window.setLanguage(u"en"_s);
        QCoreApplication::processEvents();
        QCOMPARE(gameMenuTitle(window), u"&Game"_s);
    }

    void autosaveAndContinue()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        std::string saved;
        {
            MainWindow window(&languages);
            window.show();
            QVERIFY(window.startGame(apptest::setup(4, 1, 2024)));
            playOneHumanMove(*window.session());
            playOneHumanMove(*window.session());
            window.close();
            QVERIFY(autosave::exists());
            saved = houserules::writeRecord(window.session()->record());
        }
        MainWindow window(&languages);
        window.show();
        window.startPage()->refresh();
        QVERIFY(window.startPage()->continueButton()->isVisible());
        QTest::mouseClick(window.startPage()->continueButton(), Qt::LeftButton);
        QVERIFY(window.session());
        QCOMPARE(houserules::writeRecord(window.session()->record()), saved);
        QCOMPARE(window.session()->playerName(0), u"Ann"_s);
        QVERIFY(window.session()->isHuman(0));
        QVERIFY(!window.session()->isHuman(1));
    }

    void restartDealsTheSameCards()
    {
        LanguageManager languages;
        MainWindow window(&languages);
        GameSetup setup = apptest::setup(3, 1, 77);
        setup.firstPlayer = -1; // random, drawn once for the deal
        QVERIFY(window.startGame(setup));
        const auto before = window.session()->record();
        const auto hand = firstChoices(*window.session());
        QVERIFY(!hand.empty());
        playOneHumanMove(*window.session());
        QVERIFY(window.restartGame());
        QCOMPARE(window.session()->decisionCount(), 0);
        QCOMPARE(window.session()->record().seed, before.seed);
        QCOMPARE(window.session()->record().firstPlayer, before.firstPlayer);
        QVERIFY(firstChoices(*window.session()) == hand);
    }

    // "New game" proposes a new deal with the same seats; a random starter
    // stays random.
    void newGameProposesANewDeal()
    {
        LanguageManager languages;
        MainWindow window(&languages);
        GameSetup setup = apptest::setup(3, 1, 77);
        setup.firstPlayer = -1;
        QVERIFY(window.startGame(setup));
        const GameSetup proposed = window.session()->newDeal();
        QVERIFY(!proposed.seed);
        QCOMPARE(proposed.firstPlayer, -1);
        QCOMPARE(proposed.seats.size(), 3);
        NewGameDialog dialog(u"blasting-billy"_s, proposed.variant);
        dialog.setSetup(proposed);
        QVERIFY(dialog.findChild<QLineEdit *>(u"seedEdit"_s)->text().isEmpty());
        QCOMPARE(dialog.findChild<QComboBox *>(u"firstCombo"_s)->currentData().toInt(), -1);
        QVERIFY(window.startGame(dialog.setup()));
        QVERIFY(window.session()->record().seed != std::optional<quint64>(77));
    }

    // The end: drawn on the table, the breakdown can be opened again from the
    // Game menu, and "Play again" deals anew for the same seats.
    void endOfTheGameAgainAndPlayAgain()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(window.startGame(apptest::setup(3, 1, 5)));
        QAction *end = gameAction(window, u"&End of the game…"_s);
        QVERIFY(end);
        QVERIFY(!end->isEnabled());
        playToTheEnd(*window.session());
        QTRY_VERIFY(window.gamePage()->breakdown());
        QVERIFY(end->isEnabled());
        // Enter closes it (a key meant for the last card starts nothing new).
        const auto first = window.session()->record().seed;
        QTest::keyClick(window.gamePage()->breakdown()->window(), Qt::Key_Return);
        QTRY_VERIFY(!window.gamePage()->breakdown());
        QCOMPARE(window.session()->record().seed, first);
        end->trigger();
        QVERIFY(window.gamePage()->breakdown());
        const auto seed = window.session()->record().seed;
        auto *again = window.gamePage()->breakdown()->window()->findChild<QPushButton *>(u"playAgainButton"_s);
        QVERIFY(again);
        QTest::mouseClick(again, Qt::LeftButton);
        QTRY_COMPARE(window.session()->decisionCount() <= 3, true);
        QVERIFY(!window.session()->isOver());
        QVERIFY(window.session()->record().seed != seed);
        QCOMPARE(window.session()->playerName(0), u"Ann"_s);
        QVERIFY(window.session()->isHuman(0) && !window.session()->isHuman(1));
    }

    // After loading a game and after a language switch, the log shows its last line.
    void logFollowsToItsEnd()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"long.yaml"_s);
        {
            MainWindow window(&languages);
            QVERIFY(window.startGame(apptest::setup(4, 1, 9)));
            for (int turn = 0; turn < 8; ++turn)
                playOneHumanMove(*window.session());
            QVERIFY(window.saveGame(file));
        }
        MainWindow window(&languages);
        window.resize(1400, 880);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadGame(file));
        window.session()->pause();
        QTRY_VERIFY(logAtItsEnd(*window.gamePage()));
        window.gamePage()->logView()->scrollToTop();
        window.setLanguage(u"de"_s);
        QTRY_VERIFY(logAtItsEnd(*window.gamePage()));
        window.setLanguage(u"en"_s);
        QCoreApplication::processEvents();
    }

    // A window can be made small, but not so small that the table stops
    // being usable (see test_smallscreens for what fits at that size).
    void minimumSize()
    {
        LanguageManager languages;
        MainWindow window(&languages);
        QVERIFY(window.startGame(apptest::setup(5, 1)));
        window.show();
        const QSize least = window.minimumSizeHint();
        QVERIFY2(least.width() <= 800 && least.height() <= 500,
            qPrintable(u"%1x%2"_s.arg(least.width()).arg(least.height())));
        window.resize(400, 300);
        QCoreApplication::processEvents();
        QVERIFY(window.gamePage()->table()->width() >= GamePage::kTableMinimum.width());
        QVERIFY(window.gamePage()->table()->height() >= GamePage::kTableMinimum.height());
    }

    // Save and Load start in the last folder used; the first time in the
    // documents folder (or home), never in the working directory, and Save
    // proposes a name, never a folder's name.
    void fileDialogsStartInTheRightPlace()
    {
        settings::setLastGameFolder({});
        const QString first = gamefiles::folder();
        QVERIFY(QFileInfo(first).isDir());
        QVERIFY(first != QDir::currentPath());
        QCOMPARE(
            gamefiles::proposedName(u"blasting-billy"_s, QDate(2026, 11, 22)), u"blasting-billy 2026-11-22.yaml"_s);
        QTemporaryDir dir;
        gamefiles::remember(dir.filePath(u"saved.yaml"_s));
        QCOMPARE(QDir(gamefiles::folder()), QDir(dir.path()));
        settings::setLastGameFolder(dir.filePath(u"gone"_s)); // a folder since removed
        QCOMPARE(gamefiles::folder(), first);
    }

    // Default names follow the language the dialog opens in; typed names stay.
    void defaultNamesFollowTheLanguage()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        qputenv("USER", "");
        GameSetup setup;
        {
            NewGameDialog dialog(u"blasting-billy"_s, u"blasting-billy/standard"_s);
            dialog.findChild<QLineEdit *>(u"nameEdit1"_s)->setText(u"Zoë"_s);
            setup = dialog.setup();
        }
        QCOMPARE(setup.seats[0].name, u"Player 1"_s);
        QVERIFY(setup.seats[0].defaultName);
        QVERIFY(!setup.seats[1].defaultName);
        languages.setLanguage(u"de"_s);
        NewGameDialog dialog(u"blasting-billy"_s, u"blasting-billy/standard"_s);
        dialog.setSetup(setup);
        QCOMPARE(dialog.setup().seats[0].name, u"Spieler 1"_s);
        QCOMPARE(dialog.setup().seats[1].name, u"Zoë"_s);
        languages.setLanguage(u"en"_s);
    }

    // The rules dialog of the game being played lists each variant once,
    // also after a language switch.
    void rulesListEachVariantOnce()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        QVERIFY(window.startGame(apptest::setup(3, 1)));
        QAction *rules = nullptr;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->text() == u"&Help"_s)
                for (QAction *action : menu->menu()->actions())
                    if (action->text() == u"&Rules"_s)
                        rules = action;
        QVERIFY(rules);
        rules->trigger();
        auto *dialog = window.findChild<RulesDialog *>();
        QVERIFY(dialog);
        auto *choice = dialog->findChild<QComboBox *>(u"rulesVariantCombo"_s);
        const int shipped = int(variantChoices(u"blasting-billy"_s).size());
        QVERIFY(shipped >= 3);
        QCOMPARE(choice->count(), shipped);
        QCOMPARE(choice->currentData().toString(), u"blasting-billy/standard"_s);
        for (const QString &language : {u"nl"_s, u"fr"_s, u"en"_s}) {
            window.setLanguage(language);
            QCoreApplication::processEvents();
            QCOMPARE(choice->count(), shipped);
            QSet<QString> titles;
            for (int i = 0; i < choice->count(); ++i)
                titles.insert(choice->itemText(i));
            QCOMPARE(titles.size(), shipped);
        }
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
