// The replay viewer: steps forward and back through a record's decisions,
// from any seat's view; the all-knowing view only for a finished game.

#include "app/apptestsupport.h"

#include "games/blastingbilly/billyscene.h"
#include "games/blastingbilly/billytable.h"
#include "preferences/languagemanager.h"
#include "session/gamelogmodel.h"
#include "shell/mainwindow.h"
#include "shell/replaydialog.h"

#include "core/game/state.h"
#include "core/records/record.h"

#include <QComboBox>
#include <QDeadlineTimer>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QPushButton>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

Record finishedGame()
{
    auto session = apptest::start(apptest::setup(3, 0, 21)); // three bots
    session->resume();
    QDeadlineTimer deadline(20000);
    while (!session->isOver() && !deadline.hasExpired())
        QTest::qWait(1);
    return session->record();
}

BillyTable *tableOf(const ReplayDialog &dialog)
{
    return dialog.findChild<BillyTable *>();
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { apptest::isolate(); }

    void stepsThroughTheGame()
    {
        const Record record = finishedGame();
        ReplayDialog dialog(record, apptest::everyViewer(record));
        QCOMPARE(dialog.position(), 0);
        auto *forward = dialog.findChild<QPushButton *>(u"replayForward"_s);
        auto *back = dialog.findChild<QPushButton *>(u"replayBack"_s);
        QVERIFY(!back->isEnabled());
        QCOMPARE(tableOf(dialog)->billyScene()->observation().pileCount, 60 - 6 - 9);

        QTest::mouseClick(forward, Qt::LeftButton);
        QTest::mouseClick(forward, Qt::LeftButton);
        QCOMPARE(dialog.position(), 2);
        QCOMPARE(tableOf(dialog)->billyScene()->observation().pileCount, 60 - 6 - 9 - 2);
        QTest::mouseClick(back, Qt::LeftButton);
        QCOMPARE(dialog.position(), 1);

        dialog.setPosition(int(record.decisions.size()));
        QVERIFY(!forward->isEnabled());
        QVERIFY(tableOf(dialog)->billyScene()->observation().terminal);
    }

    void viewsOfEachSeatAndAllKnowingAtTheEnd()
    {
        const Record record = finishedGame();
        ReplayDialog dialog(record, apptest::everyViewer(record));
        auto *view = dialog.findChild<QComboBox *>(u"replayView"_s);
        // Each player, the public view, and (finished game) all cards.
        QCOMPARE(view->count(), 3 + 2);
        QCOMPARE(view->itemData(view->count() - 1).toInt(), kAllKnowing);

        dialog.setPosition(10);
        view->setCurrentIndex(1); // Bob
        const auto bob = tableOf(dialog)->billyScene()->observation();
        QCOMPARE(bob.seat, 1);
        QCOMPARE(int(bob.hand.size()), 3);
        view->setCurrentIndex(3); // public: no hand values
        QVERIFY(tableOf(dialog)->billyScene()->observation().hand.empty());
        view->setCurrentIndex(4); // all knowing: every loot value known
        for (const auto &owner : tableOf(dialog)->billyScene()->observation().loot)
            for (const auto &column : owner)
                for (const auto &card : column)
                    QVERIFY(card.known());
    }

    // Beside the table, the log of the game up to the step shown.
    void logUpToTheStep()
    {
        const Record record = finishedGame();
        ReplayDialog dialog(record, apptest::everyViewer(record));
        auto *log = dialog.findChild<QListView *>(u"replayLog"_s);
        QVERIFY(log && log->model() == dialog.logModel());
        QCOMPARE(dialog.logModel()->rowCount(), 0);
        dialog.setPosition(1); // one card played, one drawn
        QCOMPARE(dialog.logModel()->rowCount(), 2);
        QCOMPARE(dialog.logModel()->index(1).data(GameLogModel::DecisionRole).toInt(), 0);
        dialog.setPosition(5);
        QCOMPARE(
            dialog.logModel()->index(dialog.logModel()->rowCount() - 1).data(GameLogModel::DecisionRole).toInt(), 4);
        // At the end, the summary: who won.
        dialog.setPosition(dialog.length());
        const QString last = dialog.logModel()->index(dialog.logModel()->rowCount() - 1).data().toString();
        QVERIFY2(last.contains(u"won"_s) || last.contains(u"share the win"_s) || last.contains(u"Billy wins"_s),
            qPrintable(last));
    }

    // To the start, to the end, anywhere with the slider.
    void jumpsAndSlider()
    {
        const Record record = finishedGame();
        ReplayDialog dialog(record, apptest::everyViewer(record));
        auto *slider = dialog.findChild<QSlider *>(u"replaySlider"_s);
        QCOMPARE(slider->maximum(), dialog.length());
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"replayEnd"_s), Qt::LeftButton);
        QCOMPARE(dialog.position(), dialog.length());
        QCOMPARE(slider->value(), dialog.length());
        QVERIFY(tableOf(dialog)->billyScene()->observation().terminal);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"replayStart"_s), Qt::LeftButton);
        QCOMPARE(dialog.position(), 0);
        slider->setValue(17);
        QCOMPARE(dialog.position(), 17);
        QCOMPARE(tableOf(dialog)->billyScene()->observation().pileCount, 60 - 6 - 9 - 17);
    }

    // Play steps on by itself at the pace given, and stops at the end.
    void playsByItself()
    {
        Record record = finishedGame();
        record.decisions.resize(6);
        ReplayDialog dialog(record, apptest::everyViewer(record), 150);
        dialog.setPosition(2);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"replayPlay"_s), Qt::LeftButton);
        QVERIFY(dialog.isPlaying());
        QCOMPARE(dialog.position(), 2); // not at once: one step per pause
        QTRY_COMPARE_WITH_TIMEOUT(dialog.position(), 6, 3000);
        QTRY_VERIFY(!dialog.isPlaying());
    }

    // A replay table is built without a decision handler: clicks, drags and
    // keys anywhere on it change neither the story nor its log, in every
    // game (Halunken & Spelunken for two: its Pass button and villains too).
    void replayTableTakesNoInput_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        QTest::newRow("blasting-billy") << u"blasting-billy/standard"_s << 3;
        QTest::newRow("boomo") << u"boomo/standard"_s << 3;
        QTest::newRow("halunken-spelunken for two") << u"halunken-spelunken/two-player"_s << 2;
        QTest::newRow("wyatt-earp") << u"wyatt-earp/standard"_s << 3;
    }

    void replayTableTakesNoInput()
    {
        QFETCH(QString, variant);
        QFETCH(int, players);
        auto session = apptest::start(apptest::setup(players, 0, 8, 0, variant));
        session->resume();
        QTRY_VERIFY_WITH_TIMEOUT(session->decisionCount() >= 60 || session->isOver(), 20000);
        session->pause();
        const Record record = session->record();
        ReplayDialog dialog(record, apptest::everyViewer(record));
        dialog.resize(1400, 880);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        TableView *table = dialog.table();
        QVERIFY(table && !table->acceptsInput());
        auto lines = [&dialog] {
            QStringList all;
            for (int row = 0; row < dialog.logModel()->rowCount(); ++row)
                all << dialog.logModel()->index(row).data().toString();
            return all;
        };
        auto *view = dialog.findChild<QComboBox *>(u"replayView"_s);
        for (int position : {0, 5, 17, 40}) {
            for (int viewer = 0; viewer < view->count(); ++viewer) {
                view->setCurrentIndex(viewer);
                dialog.setPosition(position);
                const QStringList before = lines();
                const int shown = table->view().shown();
                const QString news = table->message(); // a round's end, say
                // Every point of a grid on the table, clicked and double-clicked...
                QWidget *surface = table->viewport();
                for (int x = 10; x < surface->width(); x += 45)
                    for (int y = 10; y < surface->height(); y += 45) {
                        QTest::mouseClick(surface, Qt::LeftButton, {}, QPoint(x, y));
                        QTest::mouseDClick(surface, Qt::LeftButton, {}, QPoint(x, y));
                    }
                // ... a drag from the bottom to the middle...
                QTest::mousePress(
                    surface, Qt::LeftButton, {}, QPoint(surface->width() * 3 / 4, surface->height() - 40));
                QTest::mouseMove(surface, surface->rect().center());
                QTest::mouseRelease(surface, Qt::LeftButton, {}, surface->rect().center());
                // ... and every key a table knows.
                for (int key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Return, Qt::Key_Space,
                         Qt::Key_B, Qt::Key_D, Qt::Key_H, Qt::Key_L, Qt::Key_N, Qt::Key_P, Qt::Key_R, Qt::Key_S,
                         Qt::Key_Y, Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_Backspace}) {
                    QTest::keyClick(table, Qt::Key(key));
                    QTest::keyClick(surface, Qt::Key(key));
                }
                QVERIFY(dialog.isVisible());
                QCOMPARE(table->view().shown(), shown);
                QCOMPARE(dialog.position(), std::min(position, dialog.length()));
                QCOMPARE(lines(), before);
                QCOMPARE(table->message(), news); // nor does it answer
            }
        }
        QCOMPARE(writeRecord(session->record()), writeRecord(record));
    }

    // A record opened from a file (Game › Replay a game…): while several
    // people still play it at one screen, only the public view, since any of
    // them may open the file (a saved game, or the one kept for going on);
    // every seat's once it is over, or in a game of one person.
    void fileOfAGameShowsTheViewsItMay_data()
    {
        QTest::addColumn<int>("people");
        QTest::addColumn<bool>("over");
        QTest::addColumn<QList<int>>("views");
        const QList<int> publicOnly {kSpectator};
        QTest::newRow("two people, not over") << 2 << false << publicOnly;
        QTest::newRow("two people, over") << 2 << true << QList<int> {0, 1, 2, kSpectator, kAllKnowing};
        QTest::newRow("one person, not over") << 1 << false << QList<int> {0, 1, 2, kSpectator};
    }

    void fileOfAGameShowsTheViewsItMay()
    {
        QFETCH(int, people);
        QFETCH(bool, over);
        QFETCH(QList<int>, views);
        Record record = finishedGame();
        for (int seat = 0; seat < people; ++seat)
            record.seats[std::size_t(seat)] = "human";
        if (!over)
            record.decisions.resize(12);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"game.yaml"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(writeRecord(record)));
        out.close();

        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        // The file chosen in the real dialog; the replay window read and closed.
        QList<int> offered;
        QTimer driver;
        driver.setInterval(20);
        connect(&driver, &QTimer::timeout, this, [&] {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
                auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
                name->setText(file);
                QTest::keyClick(name, Qt::Key_Return);
            } else if (auto *replay = qobject_cast<ReplayDialog *>(modal)) {
                const auto *view = replay->findChild<QComboBox *>(u"replayView"_s);
                for (int i = 0; i < view->count(); ++i)
                    offered << view->itemData(i).toInt();
                replay->reject();
            }
        });
        driver.start();
        QAction *open = nullptr;
        for (QAction *top : window.menuBar()->actions())
            for (QAction *action : top->menu() ? top->menu()->actions() : QList<QAction *>())
                if (action->text().remove(u'&') == u"Replay a game…"_s)
                    open = action;
        QVERIFY(open && open->isEnabled());
        open->trigger();
        QCOMPARE(offered, views);
    }

    void unfinishedGameHasNoAllKnowingView()
    {
        Record record = finishedGame();
        record.decisions.resize(5);
        ReplayDialog dialog(record, apptest::everyViewer(record));
        auto *view = dialog.findChild<QComboBox *>(u"replayView"_s);
        for (int i = 0; i < view->count(); ++i)
            QVERIFY(view->itemData(i).toInt() != kAllKnowing);
    }
};

QTEST_MAIN(TestReplay)
#include "test_replay.moc"
