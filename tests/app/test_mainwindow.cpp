// The main window: the language switches at run time, a closed window's game
// is autosaved and "continue" resumes it exactly, restart deals again.

#include "apptestsupport.h"

#include "shell/autosave.h"
#include "shell/gamepage.h"
#include "shell/languagemanager.h"
#include "shell/mainwindow.h"
#include "shell/startpage.h"

#include "core/record.h"

#include <QMenuBar>
#include <QPushButton>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

QString gameMenuTitle(MainWindow &window)
{
    return window.menuBar()->actions().value(0)->text();
}

void playOneHumanMove(GameSession &session)
{
    QTRY_VERIFY(!session.humanDecisions().empty());
    QVERIFY(session.play(session.humanDecisions().front()));
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
        QVERIFY(window.startGame(apptest::setup(3, 1, 77)));
        const auto before = window.session()->record();
        playOneHumanMove(*window.session());
        QVERIFY(window.startGame(window.session()->setup()));
        QCOMPARE(window.session()->decisionCount(), 0);
        QCOMPARE(window.session()->record().seed, before.seed);
        QCOMPARE(window.session()->record().firstPlayer, before.firstPlayer);
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
