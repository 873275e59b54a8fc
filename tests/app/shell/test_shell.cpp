// The window's words: after a language switch the finished game's result
// line is in the new language on the table and beside it; every menu's
// mnemonics are unique in every language; a kept game is named with its
// rules on the start page; Load right after Save does not ask to save; the
// deal number on screen is short (the whole number in its tooltip, its menu
// and the file).

#include "app/apptestsupport.h"

#include "games/gameui.h"
#include "games/tableview.h"
#include "preferences/languagemanager.h"
#include "session/autosave.h"
#include "session/gameview.h"
#include "shell/gamepage.h"
#include "shell/mainwindow.h"
#include "shell/startpage.h"

#include "core/records/record.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;

namespace {

void playToTheEnd(GameSession &session)
{
    session.resume();
    while (!session.isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(session.isOver() || !session.legal().empty(), 10000);
        if (!session.isOver())
            QVERIFY(session.play(session.legal().back()));
    }
}

void switchTo(MainWindow &window, const QString &language)
{
    window.setLanguage(language);
    QCoreApplication::processEvents(); // LanguageChange is posted
}

// "&Spiel" -> 's'; none for a text without a mnemonic.
QChar mnemonic(const QString &text)
{
    for (qsizetype at = 0; at + 1 < text.size(); ++at)
        if (text[at] == u'&') {
            if (text[at + 1] != u'&')
                return text[at + 1].toLower();
            ++at; // "&&" is an ampersand
        }
    return {};
}

// The mnemonics that two entries of one menu (or of the menu bar) share.
QStringList clashes(const QList<QAction *> &actions, const QString &where)
{
    QStringList found;
    QHash<QChar, QString> taken;
    for (QAction *action : actions) {
        if (action->isSeparator() || action->text().isEmpty())
            continue;
        if (const QChar key = mnemonic(action->text()); !key.isNull()) {
            if (taken.contains(key))
                found << u"%1: '%2' in \"%3\" and \"%4\""_s.arg(where, key, taken[key], action->text());
            taken.insert(key, action->text());
        }
        if (action->menu())
            found << clashes(action->menu()->actions(), where + u" › "_s + action->text());
    }
    return found;
}

// A message box the window opens while `run` runs is noted and cancelled.
QStringList boxesDuring(const std::function<void()> &run)
{
    QStringList boxes;
    QTimer watch;
    watch.setInterval(20);
    QObject::connect(&watch, &QTimer::timeout, [&boxes] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            boxes << box->objectName();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    watch.start();
    run();
    return boxes;
}

} // namespace

class TestShell : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        autosave::remove();
    }

    // The game is over; then the language changes: the result line on the
    // table and the turn line beside it are the new language's.
    void resultLineFollowsTheLanguage()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(window.startGame(apptest::setup(3, 1, 5)));
        playToTheEnd(*window.session());
        TableView *table = window.gamePage()->table();
        auto *turn = window.gamePage()->findChild<QLabel *>(u"turnLabel"_s);
        QTRY_VERIFY(!table->resultLine().isEmpty());
        const GameView &view = window.session()->view();
        const GameUi &ui = *gameUi(window.session()->gameId());
        const QString english = table->resultLine();
        QCOMPARE(turn->text(), english);
        for (const QString &language : {u"de"_s, u"fr"_s, u"en"_s}) {
            switchTo(window, language);
            const QString now = ui.result(view.observation(), view);
            QCOMPARE(table->resultLine(), now);
            QCOMPARE(turn->text(), now);
            QCOMPARE(now == english, language == u"en"_s);
        }
    }

    // A finished game loaded from its file says how it ended at once, on
    // the table and beside it.
    void finishedGameLoadedShowsItsResult()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"over.yaml"_s);
        {
            MainWindow window(&languages);
            QVERIFY(window.startGame(apptest::setup(3, 1, 5)));
            playToTheEnd(*window.session());
            QVERIFY(window.saveGame(file));
        }
        MainWindow window(&languages);
        window.show();
        QVERIFY(window.loadGame(file));
        TableView *table = window.gamePage()->table();
        const GameView &view = window.session()->view();
        const QString result = gameUi(window.session()->gameId())->result(view.observation(), view);
        QVERIFY(!result.isEmpty());
        QCOMPARE(table->resultLine(), result);
        QCOMPARE(window.gamePage()->findChild<QLabel *>(u"turnLabel"_s)->text(), result);
        autosave::remove();
    }

    // Alt and a letter reach one entry only: in every menu of the window
    // (and its menu bar), in every language.
    void mnemonicsAreUnique()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        QVERIFY(window.startGame(apptest::setup(3, 1, 5)));
        QStringList found;
        for (const QString &language : LanguageManager::languages()) {
            switchTo(window, language);
            found << clashes(window.menuBar()->actions(), language);
        }
        switchTo(window, u"en"_s);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    // Continue and the last game say which rules the game is played by, in
    // the language of the moment.
    void keptGamesNameTheirRules()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        StartPage *page = window.startPage();
        // A finished game of the short variant: the last game.
        QVERIFY(window.startGame(apptest::setup(3, 1, 5, 0, u"boomo/short"_s)));
        playToTheEnd(*window.session());
        window.showStartPage();
        auto *lastGame = page->lastGameRow()->findChild<QLabel *>();
        QVERIFY(page->lastGameRow()->isVisible());
        QCOMPARE(lastGame->text(), u"The last game, played to the end: Boomo, Short variant (Ann, Bob, Cid)."_s);
        switchTo(window, u"de"_s);
        QVERIFY2(lastGame->text().contains(u"Kurzspielvariante"_s), qPrintable(lastGame->text()));
        switchTo(window, u"en"_s);
        // An unfinished one: Continue.
        QVERIFY(window.startGame(apptest::setup(3, 1, 6, 0, u"boomo/short"_s)));
        QTRY_VERIFY(!window.session()->legal().empty());
        QVERIFY(window.session()->play(window.session()->legal().front()));
        window.session()->pause();
        window.showStartPage();
        QVERIFY(page->continueButton()->isVisible());
        QCOMPARE(page->continueButton()->text(), u"Continue: Boomo, Short variant (Ann, Bob, Cid)"_s);
        switchTo(window, u"de"_s);
        QVERIFY2(page->continueButton()->text().contains(u"Kurzspielvariante"_s),
            qPrintable(page->continueButton()->text()));
        switchTo(window, u"en"_s);
        autosave::remove();
    }

    // A game just saved is in its file: loading another does not ask to
    // save it first; once it goes on, it does again.
    void loadRightAfterSaveDoesNotAsk()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        QTemporaryDir dir;
        const QString other = dir.filePath(u"other.yaml"_s);
        const QString saved = dir.filePath(u"saved.yaml"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(window.startGame(apptest::setup(3, 1, 8)));
        QTRY_VERIFY(!window.session()->legal().empty());
        QVERIFY(window.session()->play(window.session()->legal().front()));
        QVERIFY(window.saveGame(other));
        // A new game, one move into it, saved: Load asks nothing.
        QVERIFY(window.startGame(apptest::setup(3, 1, 9)));
        GameSession *session = window.session();
        QTRY_VERIFY(!session->legal().empty());
        QVERIFY(session->play(session->legal().front()));
        session->pause();
        QVERIFY(window.saveGame(saved));
        QStringList boxes = boxesDuring([&] { QVERIFY(window.openGameFile(other)); });
        QCOMPARE(boxes, QStringList());
        // Loaded from its file, it is as that file has it: Load asks nothing.
        boxes = boxesDuring([&] { QVERIFY(window.openGameFile(saved)); });
        QCOMPARE(boxes, QStringList());
        // A move later it is no longer what the file holds: Load asks.
        session = window.session();
        session->resume();
        QTRY_VERIFY(!session->legal().empty());
        QVERIFY(session->play(session->legal().front()));
        session->pause();
        boxes = boxesDuring([&] { QVERIFY(!window.openGameFile(other)); });
        QCOMPARE(boxes, QStringList {u"leaveGameBox"_s});
        autosave::remove();
    }

    // A drawn deal number has twenty digits: the line beside the table shows
    // its first ones; its tooltip, its menu's copy and the file the whole.
    void dealNumberIsShortOnScreen()
    {
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.resize(1400, 880);
        window.show();
        const quint64 seed = 18446744073709551557ull;
        QVERIFY(window.startGame(apptest::setup(3, 1, seed)));
        window.session()->pause();
        auto *info = window.gamePage()->findChild<QLabel *>(u"gameInfo"_s);
        QVERIFY(info);
        QVERIFY2(info->text().endsWith(u"18446744…"_s), qPrintable(info->text()));
        QVERIFY2(!info->text().contains(u"184467440"_s), qPrintable(info->text()));
        QVERIFY(info->toolTip().contains(u"18446744073709551557"_s));
        QCOMPARE(window.session()->record().seed, std::optional<quint64>(seed));
        QCOMPARE(info->actions().size(), 1);
        QGuiApplication::clipboard()->clear();
        info->actions().front()->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), u"18446744073709551557"_s);
        // On one line at the panel's width.
        QCOMPARE(info->height(),
            info->fontMetrics().lineSpacing() + info->contentsMargins().top() + info->contentsMargins().bottom());
        autosave::remove();
    }
};

QTEST_MAIN(TestShell)
#include "test_shell.moc"
